package gaplab.exact.dag.search;

/**
 * Energetic reasoning (no duplication, equal speeds): with C the largest makespan still worth
 * finding, every unscheduled task T runs inside [h(T), C − tail(T)] (tail = bl − μ); in any window
 * [a, b] it needs at least min(μ, b − a, h + μ − a, b − (C − tail − μ)) of processor time, and the
 * processors offer Σ max(0, b − max(a, free(P), last start)). More demand than supply in some window
 * proves that no better schedule exists below this node.
 */
final class EnergyTest {
    private final InstanceData data;
    private final PartialSchedule state;
    private final double[] head;
    private final double[] release, due, length;
    long cuts;
    /** Work done, in steps: one per task looked at, and the tasks and processors of every window weighed ({@link Search#work}). */
    long steps;

    EnergyTest(InstanceData data, PartialSchedule state, double[] head) {
        this.data = data;
        this.state = state;
        this.head = head;
        int n = data.tasks;
        release = new double[n]; due = new double[n]; length = new double[n];
    }

    /** Can no schedule below this node finish by C? */
    boolean infeasible(double C) {
        if (data.duplication || !data.uniformSpeed) return false;
        if (C == Double.POSITIVE_INFINITY) return false;
        double ls = state.orderStart();
        steps += data.tasks;
        int m = 0;
        for (int t = 0; t < data.tasks; t++) if (state.instances[t] == 0) {
            double r = Math.max(head[t], ls), d = C - (data.bottomLevel[t] - data.minDuration[t]);
            if (r + data.minDuration[t] > d + 1e-9) return true;
            release[m] = r; due[m] = d; length[m] = data.minDuration[t];
            m++;
        }
        if (m < 2) return false;
        for (int i = 0; i < m; i++) {
            double a = release[i];
            for (int j = 0; j < m; j++) {
                double b = due[j];
                if (b <= a) continue;
                steps += m + data.processors;
                double w = 0;
                for (int k = 0; k < m; k++) {
                    double x = Math.min(Math.min(length[k], b - a), Math.min(release[k] + length[k] - a, b - (due[k] - length[k])));
                    if (x > 0) w += x;
                }
                double cap = 0;
                for (int p = 0; p < data.processors; p++) cap += Math.max(0, b - Math.max(a, state.readyAt(p)));
                if (w > cap + 1e-9) { cuts++; return true; }
            }
        }
        return false;
    }
}
