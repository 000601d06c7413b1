package gaplab.verify.unrelated;

import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.core.Checker;
import gaplab.model.core.Decimals;
import gaplab.model.core.Rational;
import gaplab.model.core.Verdict;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Independent checker for R||Cmax: every task on exactly one existing machine that can run it, the
 * makespan recomputed in exact rational arithmetic from the file's numbers (t, or w and s for
 * rank-l uniform: t_ip = Σ_k w_ik / s_kp), each number as written ({@link Decimals}); an assignment holds
 * only integers, so nothing is compared up to a tolerance (τ = 0). Shares no code with the solvers or heuristics.
 */
public final class UnrelatedChecker implements Checker<UnrelatedInstance, Assignment> {

    @Override
    public Verdict check(UnrelatedInstance in, Assignment a) {
        if (a == null || a.machine() == null) return Verdict.invalid("no assignment");
        int n = in.t().length, m = in.t()[0].length;
        int[] x = a.machine();
        if (x.length != n) return Verdict.invalid("the assignment has " + x.length + " entries but there are " + n + " tasks");
        Rational[] load = new Rational[m];
        for (int p = 0; p < m; p++) load[p] = Rational.ZERO;
        for (int i = 0; i < n; i++) {
            int p = x[i];
            if (p < 0 || p >= m) return Verdict.invalid("task " + i + " is assigned to machine " + p + ", which does not exist (machines 0.." + (m - 1) + ")");
            Rational t = time(in, i, p);
            if (t == null) return Verdict.invalid("task " + i + " is assigned to machine " + p + ", which cannot run it (t = inf)");
            load[p] = load[p].add(t);
        }
        Rational c = Rational.ZERO;
        for (Rational l : load) if (l.compareTo(c) > 0) c = l;
        return Verdict.valid(c.doubleValue());
    }

    /** t_ip from the raw numbers, null for ∞. */
    static Rational time(UnrelatedInstance in, int i, int p) {
        if (in.w() == null) {
            double v = in.t()[i][p];
            return Double.isInfinite(v) ? null : decimal(v);
        }
        Rational sum = Rational.ZERO;
        for (int k = 0; k < in.w()[i].length; k++) {
            double w = in.w()[i][k], s = in.s()[k][p];
            if (w == 0) continue;
            if (s == 0) return null;
            sum = sum.add(decimal(w).divide(decimal(s)));
        }
        return sum;
    }

    /** The number as written ({@link Decimals}), as an exact rational. */
    private static Rational decimal(double v) {
        BigDecimal b = Decimals.exact(v);
        return b.scale() <= 0 ? Rational.of(b.toBigIntegerExact(), BigInteger.ONE) : Rational.of(b.unscaledValue(), BigInteger.TEN.pow(b.scale()));
    }
}
