package gaplab.heuristics.unrelated;

import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.unrelated.UnrelatedSolver;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;

/**
 * MCT, minimum completion time (Armstrong, Hensgen &amp; Kidd, HCW 1998; Braun et al., JPDC 61(6)
 * 2001): the tasks in index order, each to the machine where it would finish first given the work
 * already assigned. Ties: lowest machine index.
 */
public final class Mct implements UnrelatedSolver {
    @Override public String name() { return "mct"; }

    @Override public String description() { return "minimum completion time, tasks in index order (Armstrong et al. 1998)"; }

    @Override
    public Outcome<Assignment> solve(UnrelatedInstance in, Options options) {
        long t0 = System.nanoTime();
        double[] ready = new double[in.m()];
        int[] a = new int[in.n()];
        for (int i = 0; i < in.n(); i++) {
            int p = Batch.bestMachine(in, ready, i);
            a[i] = p;
            ready[p] += in.time(i, p);
        }
        return Batch.outcome(in, a, t0);
    }
}
