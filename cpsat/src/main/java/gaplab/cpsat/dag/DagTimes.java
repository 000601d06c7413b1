package gaplab.cpsat.dag;

import gaplab.cpsat.TimeScale;
import gaplab.model.core.Decimals;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.TaskGraph;

/** A task graph's times as integers: the scale, and a horizon no schedule worth keeping exceeds. */
record DagTimes(TimeScale scale, long horizon) {

    /**
     * C ≤ the makespan of another method's schedule {@code hint}, when it has one and the makespan scales
     * exactly; true when the bound was added, and the caller then adds the hint's values. The hint is
     * feasible, so the optimum stays inside.
     */
    boolean capAt(com.google.ortools.sat.CpModel model, com.google.ortools.sat.IntVar makespan, gaplab.model.dag.Schedule hint) {
        if (hint == null) return false;
        if (!scale.exact(hint.makespan())) return false;
        long ub = scale.scaled(hint.makespan());
        model.addLessOrEqual(makespan, ub);
        return true;
    }

    /** The times of {@code in} scaled exactly ({@link TimeScale}), or null with the reason in {@code why[0]}. */
    static DagTimes of(DagInstance in, String[] why) {
        int n = in.tasks(), P = in.processors();
        TaskGraph g = in.graph();
        java.math.BigDecimal[] times;
        try {
            times = gaplab.model.dag.ExactTimes.of(in).toArray(new java.math.BigDecimal[0]);
        } catch (ArithmeticException notTerminating) {
            why[0] = notTerminating.getMessage() + "; not modelled exactly";
            return null;
        }
        TimeScale scale = TimeScale.of(times);
        long horizon = 0; // every task after the other, each on its slowest processor, each message at its slowest
        try {
            for (int i = 0; i < n; i++) { long m = 0; for (int p = 0; p < P; p++) m = Math.max(m, scale.scaled(in.duration(i, p))); horizon = Math.addExact(horizon, m); }
            for (int a = 0; a < g.arcCount(); a++) { long m = 0; for (int p = 0; p < P; p++) for (int q = 0; q < P; q++) m = Math.max(m, scale.scaled(in.delay(a, p, q))); horizon = Math.addExact(horizon, m); }
        } catch (ArithmeticException tooLarge) {
            horizon = -1;
        }
        if (horizon > TimeScale.MAX_HORIZON || horizon < 0)
            { why[0] = "the times need 10^" + scale.digits() + " to be integers, and the scaled horizon exceeds 2^50: too large for the model"; return null; }
        return new DagTimes(scale, horizon);
    }
}
