package gaplab.heuristics.unrelated;

import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.unrelated.UnrelatedSolver;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;

/**
 * Min-min (Ibarra &amp; Kim, J. ACM 24(2) 1977 280-289; as compared by Braun et al., "A comparison of
 * eleven static heuristics for mapping a class of independent tasks onto heterogeneous distributed
 * computing systems", JPDC 61(6) 2001 810-837): repeatedly compute every unassigned task's minimum
 * completion time over the machines and assign the task whose minimum is smallest to that machine.
 * Ties: lowest task index, then lowest machine index.
 */
public final class MinMin implements UnrelatedSolver {
    @Override public String name() { return "minmin"; }

    @Override public String description() { return "Min-min (Ibarra & Kim 1977; Braun et al. 2001)"; }

    @Override
    public Outcome<Assignment> solve(UnrelatedInstance in, Options options) {
        return run(in, false);
    }

    /** Min-min, or Max-min when {@code max}. */
    static Outcome<Assignment> run(UnrelatedInstance in, boolean max) {
        long t0 = System.nanoTime();
        int n = in.n();
        double[] ready = new double[in.m()];
        int[] a = new int[n];
        boolean[] done = new boolean[n];
        for (int step = 0; step < n; step++) {
            int bi = -1, bp = -1;
            double bc = 0;
            for (int i = 0; i < n; i++) {
                if (done[i]) continue;
                int p = Batch.bestMachine(in, ready, i);
                double c = ready[p] + in.time(i, p);
                if (bi < 0 || (max ? c > bc : c < bc)) { bi = i; bp = p; bc = c; }
            }
            done[bi] = true;
            a[bi] = bp;
            ready[bp] = bc;
        }
        return Batch.outcome(in, a, t0);
    }
}
