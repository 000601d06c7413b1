package gaplab.heuristics.unrelated;

import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;

/** Shared bookkeeping of the list heuristics: machine ready times and the outcome. */
final class Batch {
    private Batch() {}

    /** The machine where task i finishes first given the ready times (lowest index on ties), -1 if none. */
    static int bestMachine(UnrelatedInstance in, double[] ready, int i) {
        int bp = -1;
        for (int p = 0; p < in.m(); p++)
            if (in.canRun(i, p) && (bp < 0 || ready[p] + in.time(i, p) < ready[bp] + in.time(i, bp))) bp = p;
        return bp;
    }

    static Outcome<Assignment> outcome(UnrelatedInstance in, int[] a, long t0) {
        Assignment as = new Assignment(a);
        return new Outcome<>(as, as.makespan(in), Status.FEASIBLE, Double.NaN, (System.nanoTime() - t0) / 1_000_000, "");
    }
}
