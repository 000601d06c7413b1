package gaplab.heuristics.unrelated;

import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.unrelated.UnrelatedSolver;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;

/**
 * OLB, opportunistic load balancing (Armstrong, Hensgen &amp; Kidd, HCW 1998; Freund et al., HCW 1998;
 * Braun et al., JPDC 61(6) 2001): the tasks in index order, each to the machine that becomes free
 * first among those that can run it, ignoring how long the task takes there. Ties: lowest index.
 */
public final class Olb implements UnrelatedSolver {
    @Override public String name() { return "olb"; }

    @Override public String description() { return "opportunistic load balancing: earliest free machine (Armstrong et al. 1998)"; }

    @Override
    public Outcome<Assignment> solve(UnrelatedInstance in, Options options) {
        long t0 = System.nanoTime();
        double[] ready = new double[in.m()];
        int[] a = new int[in.n()];
        for (int i = 0; i < in.n(); i++) {
            int bp = -1;
            for (int p = 0; p < in.m(); p++) if (in.canRun(i, p) && (bp < 0 || ready[p] < ready[bp])) bp = p;
            a[i] = bp;
            ready[bp] += in.time(i, bp);
        }
        return Batch.outcome(in, a, t0);
    }
}
