package gaplab.certcheck.lp;

import gaplab.model.core.Rational;
import gaplab.model.unrelated.UnrelatedInstance;

/**
 * The checker's own LP bounds of R‖Cmax (docs/certificates.md, "The unrelated-machine LP bounds"): minimise
 * t over t ≥ 0 and fractions x_i_p ≥ 0 (only where t_ip is finite) with Σ_p x_i_p = 1 for every task, every
 * machine's load Σ_i t_ip·x_i_p ≤ t, and for {@code lawler-labetoulle} also every task's time on all
 * machines Σ_p t_ip·x_i_p ≤ t (a task is never on two machines at once). {@code colombet-ideal-time} has
 * the first two kinds only. Null for another name.
 */
final class BoundLpBuilder {
    private BoundLpBuilder() {}

    static LinearProgram build(UnrelatedInstance inst, String bound) {
        boolean taskRows;
        if (bound.equals("lawler-labetoulle")) taskRows = true;
        else if (bound.equals("colombet-ideal-time")) taskRows = false;
        else return null;
        Rational[][] time = inst.exact();
        LinearProgram lp = new LinearProgram();
        int t = lp.variable("t", Rational.ONE);
        int[][] share = new int[inst.n()][inst.m()];
        for (int i = 0; i < inst.n(); i++)
            for (int p = 0; p < inst.m(); p++) share[i][p] = time[i][p] == null ? -1 : lp.variable("x_" + i + "_" + p, Rational.ZERO);
        for (int i = 0; i < inst.n(); i++) {
            int row = lp.row("done_" + i, true, Rational.ONE);
            for (int p = 0; p < inst.m(); p++) if (share[i][p] >= 0) lp.add(row, share[i][p], Rational.ONE);
        }
        for (int p = 0; p < inst.m(); p++) {
            int row = lp.row("machine_" + p, false, Rational.ZERO);
            lp.add(row, t, Rational.ONE);
            for (int i = 0; i < inst.n(); i++) if (share[i][p] >= 0) lp.add(row, share[i][p], time[i][p].negate());
        }
        for (int i = 0; taskRows && i < inst.n(); i++) {
            int row = lp.row("task_" + i, false, Rational.ZERO);
            lp.add(row, t, Rational.ONE);
            for (int p = 0; p < inst.m(); p++) if (share[i][p] >= 0) lp.add(row, share[i][p], time[i][p].negate());
        }
        return lp;
    }
}
