package gaplab.analysis.unrelated;

import gaplab.model.unrelated.UnrelatedInstance;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * Colombet's ideal time t^id (Colombet &amp; Desbat, Theoret. Comput. Sci. 196 (1998), second part;
 * as restated in seed 004, §3.3): the assignment x_ip ∈ {0,1} relaxed to fractions,
 * <pre>  minimise t  s.t.  Σ_i x_ip t_ip ≤ t  ∀p,   Σ_p x_ip = 1  ∀i,   x_ip ≥ 0  (x_ip = 0 where t_ip = ∞).</pre>
 * The paper writes "= t" for every machine; gaplab uses "≤ t" (a machine that can run no task would
 * make "=" infeasible). Both have the same optimum whenever every machine can run some task: at an
 * optimum of the "≤" form a machine below t could take a little of every task of the machines at t
 * and lower t. t^id is a lower bound on the makespan of every assignment, equal to the ideal time
 * Σ t_i / m on identical machines and |W| / s_tot on uniform ones; E = t^id / t(W_tot, M_tot) is the
 * efficiency the paper recommends (it satisfies (hm), (e1), (e2)).
 *
 * <p>Solved in floating point with ojAlgo (times scaled by the largest finite time); the value is
 * accurate to about 1e-9 relative.
 */
public final class IdealTimeLp {
    static {
        // ojAlgo prints a hardware-profile notice on stdout unless this is set
        if (System.getProperty("shut.up.ojAlgo") == null) System.setProperty("shut.up.ojAlgo", "true");
    }

    private IdealTimeLp() {}

    /** Σ_i min_p t_ip / m: a lower bound on t^id. */
    static double workBound(UnrelatedInstance in) {
        double work = 0;
        for (int i = 0; i < in.n(); i++) {
            double least = Double.POSITIVE_INFINITY;
            for (int p = 0; p < in.m(); p++) if (in.canRun(i, p)) least = Math.min(least, in.time(i, p));
            work += least;
        }
        return work / in.m();
    }

    /** t^id itself, for a metric: an {@link ArithmeticException} where binary64 cannot solve the LP (never a weaker number). */
    public static double strictValue(UnrelatedInstance in) {
        return solveWithFractions(in, new double[in.n()][in.m()]);
    }

    /** t^id as a lower bound; the fractional assignment is in {@link #solveWithFractions}. */
    public static double value(UnrelatedInstance in) {
        return solveWithFractions(in, null);
    }

    /** t^id; if {@code x} is not null it receives the fractions x_ip. */
    public static double solveWithFractions(UnrelatedInstance in, double[][] x) {
        int n = in.n(), m = in.m();
        double scale = maxFinite(in);
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("t").lower(0).weight(1);
        Variable[][] v = new Variable[n][m];
        for (int i = 0; i < n; i++) for (int p = 0; p < m; p++)
            if (in.canRun(i, p)) v[i][p] = model.addVariable("x" + i + "_" + p).lower(0).upper(1);
        for (int i = 0; i < n; i++) {
            Expression e = model.addExpression("task" + i).level(1);
            for (int p = 0; p < m; p++) if (v[i][p] != null) e.set(v[i][p], 1);
        }
        for (int p = 0; p < m; p++) {
            Expression e = model.addExpression("machine" + p).upper(0);
            for (int i = 0; i < n; i++) if (v[i][p] != null) e.set(v[i][p], in.time(i, p) / scale);
            e.set(t, -1);
        }
        Optimisation.Result r = model.minimise();
        if (!r.getState().isOptimal()) {
            // binary64 fails on times spanning many orders of magnitude: as a bound, the weaker Σ_i min_p t_ip / m
            // (which t^id contains) stays valid; the fractions themselves cannot be given
            if (x == null) return workBound(in);
            throw new ArithmeticException("the ideal-time LP could not be solved in binary64 (" + r.getState() + "): the times span too many orders of magnitude");
        }
        if (x != null)
            for (int i = 0; i < n; i++) for (int p = 0; p < m; p++)
                x[i][p] = v[i][p] == null ? 0 : v[i][p].getValue().doubleValue();
        return t.getValue().doubleValue() * scale;
    }

    static double maxFinite(UnrelatedInstance in) {
        double mx = 0;
        for (double[] row : in.t()) for (double v : row) if (!Double.isInfinite(v)) mx = Math.max(mx, v);
        return mx;
    }
}
