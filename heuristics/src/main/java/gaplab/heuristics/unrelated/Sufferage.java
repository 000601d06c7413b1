package gaplab.heuristics.unrelated;

import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.unrelated.UnrelatedSolver;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;

/**
 * Sufferage (Maheswaran, Ali, Siegel, Hensgen &amp; Freund, JPDC 59(2) 1999 107-131), in the one-task-
 * per-step form of Casanova, Legrand, Zagorodnov &amp; Berman (HCW 2000): repeatedly compute for every
 * unassigned task its best and second-best completion time; the task that would suffer most if
 * denied its best machine (largest difference; ∞ when only one machine can run it, 0 when m = 1) goes
 * to its best machine. Ties: lowest task index, then lowest machine index.
 */
public final class Sufferage implements UnrelatedSolver {
    @Override public String name() { return "sufferage"; }

    @Override public String description() { return "Sufferage (Maheswaran et al. 1999)"; }

    @Override
    public Outcome<Assignment> solve(UnrelatedInstance in, Options options) {
        long t0 = System.nanoTime();
        int n = in.n(), m = in.m();
        double[] ready = new double[m];
        int[] a = new int[n];
        boolean[] done = new boolean[n];
        for (int step = 0; step < n; step++) {
            int bi = -1, bp = -1;
            double bs = 0;
            for (int i = 0; i < n; i++) {
                if (done[i]) continue;
                double first = Double.POSITIVE_INFINITY, second = Double.POSITIVE_INFINITY;
                int fp = -1, runnable = 0;
                for (int p = 0; p < m; p++) {
                    if (!in.canRun(i, p)) continue;
                    runnable++;
                    double c = ready[p] + in.time(i, p);
                    if (c < first) { second = first; first = c; fp = p; }
                    else if (c < second) second = c;
                }
                double suffer = m == 1 ? 0 : (runnable == 1 ? Double.POSITIVE_INFINITY : second - first);
                if (bi < 0 || suffer > bs) { bi = i; bp = fp; bs = suffer; }
            }
            done[bi] = true;
            a[bi] = bp;
            ready[bp] += in.time(bi, bp);
        }
        return Batch.outcome(in, a, t0);
    }
}
