package gaplab.certcheck.lp;

import gaplab.model.core.Decimals;
import gaplab.model.core.Rational;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The checker's own form of an LP (docs/certificates.md, "LP optima"): minimise c·x over x ≥ 0 subject to
 * named rows a·x ≥ b or a·x = b, exact rationals throughout. {@link #check} is the whole argument:
 * x primal feasible, y dual feasible (y ≥ 0 on ≥ rows, Σ_r y_r·a_rj ≤ c_j for every variable j), and
 * c·x = b·y; by weak duality every feasible x' has c·x' ≥ b·y, so both are optimal.
 */
final class LinearProgram {
    private final List<String> names = new ArrayList<>();
    private final Map<String, Integer> index = new HashMap<>();
    private final List<Rational> cost = new ArrayList<>();
    private final List<String> rowNames = new ArrayList<>();
    private final Map<String, Integer> rowIndex = new HashMap<>();
    private final List<Boolean> equality = new ArrayList<>();
    private final List<Map<Integer, Rational>> rows = new ArrayList<>();
    private final List<Rational> rhs = new ArrayList<>();

    int variable(String name, Rational c) {
        index.put(name, names.size());
        names.add(name);
        cost.add(c);
        return names.size() - 1;
    }

    /** A new row a·x ≥ b (or = b); fill it with {@link #add}. Returns its index. */
    int row(String name, boolean eq, Rational b) {
        rowIndex.put(name, rowNames.size());
        rowNames.add(name);
        equality.add(eq);
        rows.add(new LinkedHashMap<>());
        rhs.add(b);
        return rows.size() - 1;
    }

    void add(int row, int variable, Rational c) {
        Map<Integer, Rational> a = rows.get(row);
        Rational s = a.getOrDefault(variable, Rational.ZERO).add(c);
        if (s.signum() == 0) a.remove(variable);
        else a.put(variable, s);
    }

    /** The number as the instance file wrote it (the shortest decimal of the double), exactly. */
    static Rational written(double v) {
        BigDecimal d = Decimals.exact(v);
        return d.scale() <= 0 ? Rational.of(d.toBigIntegerExact(), BigInteger.ONE) : Rational.of(d.unscaledValue(), BigInteger.TEN.pow(d.scale()));
    }

    /** Why (x, y) is not a primal–dual optimal pair of value {@code value}, or null when it is. Unnamed entries are 0. */
    String check(Map<String, Rational> primal, Map<String, Rational> dual, Rational value) {
        Rational[] x = new Rational[names.size()];
        java.util.Arrays.fill(x, Rational.ZERO);
        for (Map.Entry<String, Rational> e : primal.entrySet()) {
            Integer j = index.get(e.getKey());
            if (j == null) return "the primal names no variable '" + e.getKey() + "' of this LP";
            if (e.getValue().signum() < 0) return "the primal value of " + e.getKey() + " is negative";
            x[j] = e.getValue();
        }
        for (int i = 0; i < rows.size(); i++) {
            Rational act = Rational.ZERO;
            for (Map.Entry<Integer, Rational> e : rows.get(i).entrySet()) act = act.add(e.getValue().multiply(x[e.getKey()]));
            int c = act.compareTo(rhs.get(i));
            if (equality.get(i) ? c != 0 : c < 0)
                return "the primal solution violates row " + rowNames.get(i) + " (" + act + (equality.get(i) ? " != " : " < ") + rhs.get(i) + ")";
        }
        Rational primalValue = Rational.ZERO;
        for (int j = 0; j < x.length; j++) primalValue = primalValue.add(cost.get(j).multiply(x[j]));
        if (!primalValue.equals(value)) return "the primal objective is " + primalValue + ", not the stated " + value;
        Rational[] reduced = cost.toArray(new Rational[0]);
        Rational dualValue = Rational.ZERO;
        for (Map.Entry<String, Rational> e : dual.entrySet()) {
            Integer i = rowIndex.get(e.getKey());
            if (i == null) return "the dual names no row '" + e.getKey() + "' of this LP";
            Rational y = e.getValue();
            if (!equality.get(i) && y.signum() < 0) return "the dual value of the inequality row " + e.getKey() + " is negative";
            dualValue = dualValue.add(y.multiply(rhs.get(i)));
            for (Map.Entry<Integer, Rational> a : rows.get(i).entrySet()) reduced[a.getKey()] = reduced[a.getKey()].subtract(y.multiply(a.getValue()));
        }
        for (int j = 0; j < reduced.length; j++)
            if (reduced[j].signum() < 0) return "the dual solution is infeasible at variable " + names.get(j) + " (reduced cost " + reduced[j] + " < 0)";
        if (!dualValue.equals(value)) return "the dual objective is " + dualValue + ", not the stated " + value;
        return null;
    }

    int variables() { return names.size(); }

    int rowCount() { return rows.size(); }
}
