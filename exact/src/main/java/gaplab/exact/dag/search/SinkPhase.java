package gaplab.exact.dag.search;

/**
 * The last phase, solved exactly (no duplication): when every unscheduled task is a sink, what is left
 * is P | r(j,p) | Cmax — sink j runs d(j,p) on processor p, from its data-ready time r(j,p) there,
 * and p is free from a(p) = max(free(p), last start). On one processor the sinks in order of
 * data-ready time finish earliest (Jackson's rule for 1 | r_j | Cmax), so a completion is an
 * assignment of sinks to processors. A depth-first search over assignments (longest sink first;
 * empty processors that no remaining sink can tell apart tried once) decides whether one finishes by
 * a limit; it prunes by the processors' remaining capacities and, on whole-numbered times, by the
 * subset sums of the remaining durations (as {@link PartitionTest}). The search calls it with a limit
 * one below its incumbent until no assignment is found: the node's best completion, without
 * enumerating the orders in which the sinks could be appended.
 */
final class SinkPhase {
    private final InstanceData data;
    private final PartialSchedule state;
    private final long deadline;
    private final int[] jobs, order, assignment, count;
    private final int[][] onProcessor;                  // per processor: assigned jobs in order of data-ready time there
    private final double[] ready, duration, available, assignedWork, start;
    /** Per processor, what it can still take by the limit: filled and read at each step before the step recurses. */
    private final double[] room;
    private long[][] sums = new long[0][];
    private int k, sumsTotal;
    private boolean sumsUsed;
    private double limit;
    private long steps;
    boolean timedOut;
    long solves;
    /** Called every 4,096 steps (null: never): the exact portfolio's pause counts them as work ({@link Pause#spent}). */
    Runnable everySteps;

    SinkPhase(InstanceData data, PartialSchedule state, long deadline) {
        this.data = data;
        this.state = state;
        this.deadline = deadline;
        int n = data.tasks, P = data.processors;
        jobs = new int[n]; order = new int[n]; assignment = new int[n]; count = new int[P];
        onProcessor = new int[P][n];
        ready = new double[n * P]; duration = new double[n * P];
        available = new double[P]; assignedWork = new double[P]; start = new double[n]; room = new double[P];
    }

    /** Is every unscheduled task a sink (and some task left), without duplication (a later copy of a predecessor could feed a sink sooner)? */
    boolean applies() { return !data.duplication && state.nonSinksLeft == 0 && state.scheduledTasks < data.tasks; }

    /**
     * Is there an assignment of the remaining sinks finishing by {@code lim}? If so, {@link #job},
     * {@link #processor} and {@link #start} give it. Sets {@link #timedOut} when the deadline passes.
     */
    boolean feasible(double lim) {
        solves++;
        int P = data.processors;
        limit = lim;
        k = 0;
        for (int t = 0; t < data.tasks; t++) if (state.instances[t] == 0) jobs[k++] = t;
        double remaining = 0;
        for (int p = 0; p < P; p++) { available[p] = state.readyAt(p); count[p] = 0; assignedWork[p] = 0; }
        for (int i = 0; i < k; i++) {
            for (int p = 0; p < P; p++) { ready[i * P + p] = state.dataReady(jobs[i], p); duration[i * P + p] = data.duration[jobs[i] * P + p]; }
            remaining += data.minDuration[jobs[i]];
        }
        // longest first (insertion sort: few sinks), ties by index
        for (int i = 0; i < k; i++) {
            int j = i;
            while (j > 0 && data.minDuration[jobs[order[j - 1]]] < data.minDuration[jobs[i]]) { order[j] = order[j - 1]; j--; }
            order[j] = i;
        }
        buildSums(remaining);
        return assign(0, remaining);
    }

    /** Assignment steps taken so far, over all calls. */
    long steps() { return steps; }

    int jobs() { return k; }
    int job(int i) { return jobs[i]; }
    int processor(int i) { return assignment[i]; }
    double start(int i) { return start[i]; }

    private boolean assign(int depth, double remaining) {
        if ((++steps & 4095) == 0) {
            if (System.nanoTime() > deadline) timedOut = true;
            else if (everySteps != null) everySteps.run();
        }
        if (timedOut) return false;
        if (depth == k) { recordStarts(); return true; }
        int P = data.processors;
        double cap = 0;
        for (int p = 0; p < P; p++) { room[p] = Math.max(0, limit - available[p] - assignedWork[p]); cap += room[p]; }
        if (remaining > cap + 1e-9) return false;
        if (sumsUsed) for (int p = 0; p < P; p++) if (!SubsetSums.splits(sums[depth], sumsTotal, remaining, room[p], cap)) return false;
        int i = order[depth];
        for (int p = 0; p < P; p++) {
            if (count[p] == 0 && likeAnEarlierEmptyProcessor(p, depth)) continue;
            if (finishWith(p, i) > limit) continue;
            insert(p, i);
            assignedWork[p] += duration[i * P + p];
            assignment[i] = p;
            boolean found = assign(depth + 1, remaining - data.minDuration[jobs[i]]);
            assignedWork[p] -= duration[i * P + p];
            remove(p, i);
            if (found) return true;
        }
        return false;
    }

    /** Empty, free at the same time as an earlier empty processor, and the same to every remaining sink. */
    private boolean likeAnEarlierEmptyProcessor(int p, int depth) {
        int P = data.processors;
        next:
        for (int q = 0; q < p; q++) {
            if (count[q] != 0 || available[q] != available[p]) continue;
            for (int d = depth; d < k; d++) {
                int i = order[d];
                if (ready[i * P + p] != ready[i * P + q] || duration[i * P + p] != duration[i * P + q]) continue next;
            }
            return true;
        }
        return false;
    }

    /** Before job i on p in Jackson's order (data-ready time, then index)? */
    private boolean before(int i, int x, int p) {
        int P = data.processors;
        double r = ready[i * P + p], rx = ready[x * P + p];
        return r < rx || (r == rx && i < x);
    }

    /** When p finishes its jobs and job i, all in Jackson's order. */
    private double finishWith(int p, int i) {
        int P = data.processors;
        double t = available[p];
        boolean placed = false;
        for (int c = 0; c < count[p]; c++) {
            int x = onProcessor[p][c];
            if (!placed && before(i, x, p)) { t = Math.max(t, ready[i * P + p]) + duration[i * P + p]; placed = true; }
            t = Math.max(t, ready[x * P + p]) + duration[x * P + p];
        }
        return placed ? t : Math.max(t, ready[i * P + p]) + duration[i * P + p];
    }

    private void insert(int p, int i) {
        int[] list = onProcessor[p];
        int c = count[p]++;
        while (c > 0 && before(i, list[c - 1], p)) { list[c] = list[c - 1]; c--; }
        list[c] = i;
    }

    private void remove(int p, int i) {
        int[] list = onProcessor[p];
        int c = 0;
        while (list[c] != i) c++;
        System.arraycopy(list, c + 1, list, c, count[p] - c - 1);
        count[p]--;
    }

    private void recordStarts() {
        int P = data.processors;
        for (int p = 0; p < P; p++) {
            double t = available[p];
            for (int c = 0; c < count[p]; c++) {
                int x = onProcessor[p][c];
                start[x] = Math.max(t, ready[x * P + p]);
                t = start[x] + duration[x * P + p];
            }
        }
    }

    /** Subset sums of the least durations of the sinks order[d..k−1], for every d (whole-numbered times, small totals). */
    private void buildSums(double total) {
        sumsUsed = SubsetSums.usable(data, total);
        if (!sumsUsed) return;
        sumsTotal = (int) Math.round(total);
        int words = (sumsTotal >> 6) + 1;
        if (sums.length == 0 || sums[0].length < words) sums = new long[data.tasks + 1][words];
        SubsetSums.clear(sums[k], words);
        for (int d = k - 1; d >= 0; d--) SubsetSums.add(sums[d + 1], sums[d], words, (int) Math.round(data.minDuration[jobs[order[d]]]));
    }
}
