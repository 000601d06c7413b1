package gaplab.exact.dag.search;

/**
 * Ancestor load and pigeonhole bounds. A task T starts only after all its unscheduled ancestors have
 * run, and the processors can do that work no earlier than water-filling it above max(free(P), last
 * start): the least W with Σ speed(P)·max(0, W − ready(P)) ≥ their work, so C ≥ W + bl(T). On a
 * fork-join this charges the join after all the middle tasks; the plain load bound only averages the
 * join in. Pigeonhole: among the kP+1 longest of a set of tasks, some processor runs k+1.
 */
final class AncestorLoad {
    private final InstanceData data;
    private final PartialSchedule state;
    private final double[] head;
    private final double[] readyTime, sortedDurations;
    private final int[] byReadyTime;
    private double pigeonHead, pigeonTail;

    AncestorLoad(InstanceData data, PartialSchedule state, double[] head) {
        this.data = data;
        this.state = state;
        this.head = head;
        readyTime = new double[data.processors];
        byReadyTime = new int[data.processors];
        sortedDurations = new double[data.tasks];
    }

    double bound() {
        int n = data.tasks, P = data.processors;
        int[] instances = state.instances;
        double[] bl = data.bottomLevel;
        long unscheduled = 0;
        for (int t = 0; t < n; t++) if (instances[t] == 0) unscheduled |= 1L << t;
        for (int p = 0; p < P; p++) { readyTime[p] = state.readyAt(p); byReadyTime[p] = p; }
        // processors by ready time (insertion sort, P is small)
        for (int i = 1; i < P; i++) {
            int x = byReadyTime[i];
            int j = i - 1;
            while (j >= 0 && readyTime[byReadyTime[j]] > readyTime[x]) { byReadyTime[j + 1] = byReadyTime[j]; j--; }
            byReadyTime[j + 1] = x;
        }
        double lb = 0;
        for (int t = 0; t < n; t++) {
            if (instances[t] > 0) continue;
            long m = data.ancestors[t] & unscheduled;
            if (m == 0) continue;
            double w = 0;
            for (long b = m; b != 0; b &= b - 1) w += data.work[Long.numberOfTrailingZeros(b)];
            // water-fill w over the processors in ready order
            double speedSum = 0, level = readyTime[byReadyTime[0]];
            int k = 0;
            while (true) {
                speedSum += data.speed(byReadyTime[k]);
                k++;
                double next = k < P ? readyTime[byReadyTime[k]] : Double.POSITIVE_INFINITY;
                double cap = (next - level) * speedSum;
                if (w <= cap) { level += w / speedSum; break; }
                w -= cap;
                level = next;
            }
            double v = level + bl[t];
            if (v > lb) lb = v;
            // pigeonhole among the ancestors: all run before t
            double pg = pigeon(m, Double.POSITIVE_INFINITY);
            if (pg > 0) lb = Math.max(lb, Math.max(pigeonHead, readyTime[byReadyTime[0]]) + pg + bl[t]);
        }
        // pigeonhole among all unscheduled tasks, followed by their least tail
        double pg = pigeon(unscheduled, 0);
        if (pg > 0) lb = Math.max(lb, Math.max(pigeonHead, readyTime[byReadyTime[0]]) + pg + pigeonTail);
        return lb;
    }

    /**
     * Pigeonhole on the tasks of {@code set}: among the kP+1 longest, some processor runs k+1, so it
     * works at least the sum of the k+1 shortest of them; returns the best such sum over k (0 if the set
     * has at most P tasks). Sets the least head in the set and, when {@code wantTail} is 0, its least tail.
     */
    private double pigeon(long set, double wantTail) {
        int P = data.processors;
        if (Long.bitCount(set) <= P) return 0;
        int m = 0;
        double h = Double.POSITIVE_INFINITY, q = Double.POSITIVE_INFINITY;
        for (int t : data.byDuration) {
            if ((set >>> t & 1) == 0) continue;
            sortedDurations[m++] = data.minDuration[t];
            if (head[t] < h) h = head[t];
            if (wantTail == 0 && data.bottomLevel[t] - data.minDuration[t] < q) q = data.bottomLevel[t] - data.minDuration[t];
        }
        pigeonHead = h;
        pigeonTail = q;
        double best = 0;
        for (int k = 1; k * P < m; k++) {
            double sum = 0;
            for (int i = k * P - k; i <= k * P; i++) sum += sortedDurations[i];
            if (sum > best) best = sum;
        }
        return best;
    }
}
