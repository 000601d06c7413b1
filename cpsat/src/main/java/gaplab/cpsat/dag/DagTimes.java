package gaplab.cpsat.dag;

import gaplab.cpsat.TimeScale;
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
        long ub = scale.scaled(hint.makespan());
        if (scale.value(ub) != hint.makespan()) return false;
        model.addLessOrEqual(makespan, ub);
        return true;
    }

    /** The times of {@code in} scaled, or null when no power of ten up to 10^6 makes them integral; why in {@code why[0]}. */
    static DagTimes of(DagInstance in, String[] why) {
        int n = in.tasks(), P = in.processors();
        TaskGraph g = in.graph();
        double[] times = new double[n * P + g.arcCount() * P * P];
        int k = 0;
        for (int i = 0; i < n; i++) for (int p = 0; p < P; p++) times[k++] = in.duration(i, p);
        for (int a = 0; a < g.arcCount(); a++) for (int p = 0; p < P; p++) for (int q = 0; q < P; q++) times[k++] = in.delay(a, p, q);
        TimeScale scale = TimeScale.of(times);
        if (scale == null) { why[0] = "times are not decimals of at most " + TimeScale.MAX_DIGITS + " digits; not modelled"; return null; }
        long horizon = 0; // every task after the other, each on its slowest processor, each message at its slowest
        for (int i = 0; i < n; i++) { long m = 0; for (int p = 0; p < P; p++) m = Math.max(m, scale.scaled(in.duration(i, p))); horizon += m; }
        for (int a = 0; a < g.arcCount(); a++) { long m = 0; for (int p = 0; p < P; p++) for (int q = 0; q < P; q++) m = Math.max(m, scale.scaled(in.delay(a, p, q))); horizon += m; }
        if (horizon > TimeScale.MAX_HORIZON) { why[0] = "the scaled horizon is too large for the model"; return null; }
        return new DagTimes(scale, horizon);
    }
}
