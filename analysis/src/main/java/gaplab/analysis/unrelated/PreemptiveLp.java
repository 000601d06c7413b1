package gaplab.analysis.unrelated;

import gaplab.model.unrelated.UnrelatedInstance;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * The preemptive optimum R|pmtn|Cmax of Lawler &amp; Labetoulle (J. ACM 25(4), 1978), as stated in seed 004, §4:
 * <pre>  minimise t  s.t.  Σ_p τ_ip / t_ip = 1  ∀i,   Σ_i τ_ip ≤ t  ∀p,   Σ_p τ_ip ≤ t  ∀i,   τ_ip ≥ 0,</pre>
 * τ_ip being the time machine p spends on task i (τ_ip = 0 where t_ip = ∞). Lawler and Labetoulle
 * show a preemptive schedule of length t exists, so t is a lower bound on the non-preemptive
 * optimum at least as strong as Colombet's t^id (its constraints contain t^id's, plus "a task is
 * never on two machines at once"). On the paper's example t = [[3,3],[2,1]] it gives 3 = the optimum,
 * where t^id = 2.
 *
 * <p>Solved in floating point with ojAlgo (times scaled by the largest finite time). Where the solver
 * fails in binary64 (times spanning many orders of magnitude: docs/limits.md allows 10^15), the value is
 * the simple bound this LP contains, {@link #simpleBound} — still a lower bound, only weaker.
 */
public final class PreemptiveLp {
    static {
        // ojAlgo prints a hardware-profile notice on stdout unless this is set
        if (System.getProperty("shut.up.ojAlgo") == null) System.setProperty("shut.up.ojAlgo", "true");
    }

    private PreemptiveLp() {}

    /** The LP value as a lower bound (the simple bound where binary64 cannot solve the LP). */
    public static double value(UnrelatedInstance in) {
        double v = solve(in);
        return Double.isNaN(v) ? simpleBound(in) : v;
    }

    /** The LP value itself, for a metric: an {@link ArithmeticException} where binary64 cannot solve the LP. */
    public static double strictValue(UnrelatedInstance in) {
        double v = solve(in);
        if (Double.isNaN(v)) throw new ArithmeticException("the preemptive LP could not be solved in binary64: the times span too many orders of magnitude");
        return v;
    }

    private static double solve(UnrelatedInstance in) {
        int n = in.n(), m = in.m();
        double scale = IdealTimeLp.maxFinite(in);
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("t").lower(0).weight(1);
        Variable[][] tau = new Variable[n][m];
        for (int i = 0; i < n; i++) for (int p = 0; p < m; p++)
            if (in.canRun(i, p)) tau[i][p] = model.addVariable("tau" + i + "_" + p).lower(0);
        for (int i = 0; i < n; i++) {
            Expression done = model.addExpression("done" + i).level(1);
            Expression span = model.addExpression("task" + i).upper(0);
            for (int p = 0; p < m; p++) if (tau[i][p] != null) {
                done.set(tau[i][p], scale / in.time(i, p));
                span.set(tau[i][p], 1);
            }
            span.set(t, -1);
        }
        for (int p = 0; p < m; p++) {
            Expression e = model.addExpression("machine" + p).upper(0);
            for (int i = 0; i < n; i++) if (tau[i][p] != null) e.set(tau[i][p], 1);
            e.set(t, -1);
        }
        Optimisation.Result r = model.minimise();
        if (!r.getState().isOptimal()) return Double.NaN;
        return t.getValue().doubleValue() * scale;
    }

    /**
     * max(max_i min_p t_ip, Σ_i min_p t_ip / m): every task needs its shortest time on some machine, and the
     * machines share the least total work — bounds that every preemptive schedule obeys.
     */
    public static double simpleBound(UnrelatedInstance in) {
        double longest = 0, work = 0;
        for (int i = 0; i < in.n(); i++) {
            double least = Double.POSITIVE_INFINITY;
            for (int p = 0; p < in.m(); p++) if (in.canRun(i, p)) least = Math.min(least, in.time(i, p));
            longest = Math.max(longest, least);
            work += least;
        }
        return Math.max(longest, work / in.m());
    }
}
