package gaplab.heuristics.unrelated;

import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.unrelated.UnrelatedSolver;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;

/**
 * MET, minimum execution time — the greedy "fastest machine" rule (Armstrong, Hensgen &amp; Kidd, HCW
 * 1998, there called user-directed assignment; Braun et al., JPDC 61(6) 2001): every task goes to the
 * machine that runs it fastest, ignoring the load. Its ratio is unbounded (n equal tasks that are
 * fastest on one machine all pile up there). Ties: lowest machine index.
 */
public final class Met implements UnrelatedSolver {
    @Override public String name() { return "met"; }

    @Override public String description() { return "minimum execution time: each task on its fastest machine (Armstrong et al. 1998)"; }

    @Override
    public Outcome<Assignment> solve(UnrelatedInstance in, Options options) {
        long t0 = System.nanoTime();
        int[] a = new int[in.n()];
        for (int i = 0; i < in.n(); i++) {
            int bp = -1;
            for (int p = 0; p < in.m(); p++) if (in.canRun(i, p) && (bp < 0 || in.time(i, p) < in.time(i, bp))) bp = p;
            a[i] = bp;
        }
        return Batch.outcome(in, a, t0);
    }
}
