package gaplab.exact.dag.search;

import java.util.Arrays;

/**
 * A packing test (no duplication, equal speeds): to finish by C, processor P can still take
 * cap(P) = C − max(free(P), last start) of work. With capacities sorted in decreasing order, the
 * unscheduled tasks longer than the j-th largest capacity fit only into the j − 1 larger ones, so their
 * total must not exceed those capacities' sum (for every j).
 */
final class PackingTest {
    private final InstanceData data;
    private final PartialSchedule state;
    private final double[] capacity, lengths;
    long cuts;

    PackingTest(InstanceData data, PartialSchedule state) {
        this.data = data;
        this.state = state;
        capacity = new double[data.processors];
        lengths = new double[data.tasks];
    }

    /** Can no schedule below this node finish by C? */
    boolean infeasible(double C) {
        int P = data.processors;
        if (data.duplication || !data.uniformSpeed || P < 2) return false;
        if (C == Double.POSITIVE_INFINITY) return false;
        for (int p = 0; p < P; p++) capacity[p] = Math.max(0, C - state.readyAt(p));
        Arrays.sort(capacity, 0, P); // ascending; the j-th largest is capacity[P - j]
        int m = 0;
        for (int t = 0; t < data.tasks; t++) if (state.instances[t] == 0) lengths[m++] = data.minDuration[t];
        if (m == 0) return false;
        Arrays.sort(lengths, 0, m);
        // walk capacities from the largest: items longer than cap_j need bins 1..j-1
        double prefixCap = 0;
        int k = m - 1;
        double bigSum = 0;
        for (int j = 1; j <= P; j++) {
            double capJ = capacity[P - j];
            while (k >= 0 && lengths[k] > capJ + 1e-9) { bigSum += lengths[k]; k--; }
            if (bigSum > prefixCap + 1e-9) { cuts++; return true; }
            prefixCap += capJ;
        }
        return false;
    }
}
