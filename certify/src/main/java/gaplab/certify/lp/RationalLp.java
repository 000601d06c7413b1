package gaplab.certify.lp;

import gaplab.model.core.Decimals;
import gaplab.model.core.Rational;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A linear program with exact rational data in the form every LP certificate uses (docs/certificates.md,
 * "LP optima"): minimise c·x over x ≥ 0 subject to named rows a·x ≥ b or a·x = b. Variables and rows
 * carry the names the certificate writes and the checker's own builder rebuilds.
 */
public final class RationalLp {
    /** One row: a·x ≥ b ({@code equality} false) or a·x = b, a sparse over variable indices. */
    public record Row(String name, boolean equality, Map<Integer, Rational> a, Rational b) {}

    final List<String> variables = new ArrayList<>();
    final List<Rational> cost = new ArrayList<>();
    final List<Row> rows = new ArrayList<>();

    /** Adds a variable x ≥ 0 with objective coefficient {@code c}; returns its index. */
    public int variable(String name, Rational c) {
        variables.add(name);
        cost.add(c);
        return variables.size() - 1;
    }

    /** Adds the row Σ a_j x_j ≥ b (or = b); zero coefficients are dropped, repeated indices summed. */
    public Row row(String name, boolean equality, Rational b, Object... indexCoefficientPairs) {
        Map<Integer, Rational> a = new LinkedHashMap<>();
        for (int k = 0; k < indexCoefficientPairs.length; k += 2) add(a, (Integer) indexCoefficientPairs[k], (Rational) indexCoefficientPairs[k + 1]);
        Row r = new Row(name, equality, a, b);
        rows.add(r);
        return r;
    }

    /** Adds c to the coefficient of variable j in a row's map (removing it when it becomes 0). */
    public static void add(Map<Integer, Rational> a, int j, Rational c) {
        Rational s = a.getOrDefault(j, Rational.ZERO).add(c);
        if (s.signum() == 0) a.remove(j);
        else a.put(j, s);
    }

    public int variableCount() { return variables.size(); }

    public int rowCount() { return rows.size(); }

    public String variableName(int j) { return variables.get(j); }

    public Row row(int i) { return rows.get(i); }

    public Rational cost(int j) { return cost.get(j); }

    /** The number as written in the file: the shortest decimal that reads as this double, exactly. */
    public static Rational written(double v) { return of(Decimals.exact(v)); }

    public static Rational of(BigDecimal d) {
        return d.scale() <= 0 ? Rational.of(d.toBigIntegerExact(), BigInteger.ONE) : Rational.of(d.unscaledValue(), BigInteger.TEN.pow(d.scale()));
    }

    /** c·x. */
    public Rational objective(Rational[] x) {
        Rational[] t = new Rational[x.length];
        for (int j = 0; j < x.length; j++) t[j] = cost.get(j).multiply(x[j]);
        return Rational.sum(t);
    }

    /** a·x of row i. */
    public Rational activity(int i, Rational[] x) {
        Rational s = Rational.ZERO;
        for (Map.Entry<Integer, Rational> e : rows.get(i).a().entrySet()) s = s.add(e.getValue().multiply(x[e.getKey()]));
        return s;
    }
}
