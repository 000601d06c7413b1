package gaplab.exact.dag.search;

/**
 * A partition test (whole-numbered times): to finish by C, processor P can still take at most
 * cap(P) = C − max(free(P), last start) of the remaining tasks' least durations, so for every
 * processor P (and, on four or more, every pair) some subset sum of those durations lies in
 * [W − (the other processors' capacities), cap(P)], W their total. With duplication too: every
 * remaining task needs a first instance somewhere, after the last start (ordered appends), and copies
 * only add work. The number-partitioning core of
 * CCR-0.1 trees and forks that the packing test and the load bound (which only compare totals) miss.
 * A node is tested only when it might fail: with slack Σ cap − W ≥ (P − 1)·(longest remaining duration)
 * the durations fit greedily, one processor after the other. Where the total is beyond the bit sets'
 * 2^16 (a workflow's runtimes in microseconds), the same test runs on {@link WideSubsetSums} when at
 * most {@link WideSubsetSums#MAX_ITEMS} tasks remain ({@code --param wide-partition}, issue 37).
 */
final class PartitionTest {
    private final InstanceData data;
    private final PartialSchedule state;
    private final double[] capacity;
    private final long[] sums;
    private final boolean usable;
    /** The bit sets are too small but the times are whole numbers: {@link WideSubsetSums} instead. */
    private final WideSubsetSums wide;
    private final long[] items;
    long cuts;
    /** Work done, in steps: one per task and processor looked at, and a pass over the subset sums per task added and per split tried ({@link Search#work}). */
    long steps;

    PartitionTest(InstanceData data, PartialSchedule state) {
        this(data, state, false);
    }

    PartitionTest(InstanceData data, PartialSchedule state, boolean widePartition) {
        this.data = data;
        this.state = state;
        capacity = new double[data.processors];
        double total = 0;
        for (int t = 0; t < data.tasks; t++) total += data.minDuration[t];
        usable = SubsetSums.usable(data, total);
        sums = new long[usable ? ((int) Math.round(total) >> 6) + 1 : 1];
        boolean w = !usable && widePartition && data.integral && data.processors >= 2;
        wide = w ? new WideSubsetSums() : null;
        items = w ? new long[WideSubsetSums.MAX_ITEMS] : null;
    }

    /** Can no schedule below this node finish by C? */
    boolean infeasible(double C) {
        if ((!usable && wide == null) || C == Double.POSITIVE_INFINITY) return false;
        int P = data.processors;
        steps += data.tasks + P;
        double cap = 0, W = 0, longest = 0;
        for (int p = 0; p < P; p++) { capacity[p] = Math.max(0, C - state.readyAt(p)); cap += capacity[p]; }
        for (int t = 0; t < data.tasks; t++) if (state.instances[t] == 0) { W += data.minDuration[t]; longest = Math.max(longest, data.minDuration[t]); }
        if (W > cap + 1e-9) { cuts++; return true; }
        if (cap - W >= (P - 1) * longest) return false;
        if (!usable) return wideInfeasible(W, cap);
        int total = (int) Math.round(W), words = (total >> 6) + 1;
        SubsetSums.clear(sums, words);
        for (int t = 0; t < data.tasks; t++) if (state.instances[t] == 0) SubsetSums.add(sums, sums, words, (int) Math.round(data.minDuration[t]));
        steps += (long) words * ((data.tasks - state.scheduledTasks) + splitsTried(P));
        for (int p = 0; p < P; p++) {
            if (!SubsetSums.splits(sums, total, W, capacity[p], cap)) { cuts++; return true; }
            if (P >= 4) for (int q = p + 1; q < P; q++) if (!SubsetSums.splits(sums, total, W, capacity[p] + capacity[q], cap)) { cuts++; return true; }
        }
        return false;
    }

    /** The splits a test tries on P processors: each processor's capacity, and on four or more each pair's too. */
    static int splitsTried(int P) { return P >= 4 ? P * (P + 1) / 2 : P; }

    /** The same splits on {@link WideSubsetSums}, when at most {@link WideSubsetSums#MAX_ITEMS} tasks remain. */
    private boolean wideInfeasible(double W, double cap) {
        int k = 0, P = data.processors;
        for (int t = 0; t < data.tasks; t++)
            if (state.instances[t] == 0) {
                if (k == items.length) return false;
                items[k++] = Math.round(data.minDuration[t]);
            }
        wide.build(items, k);
        steps += (long) wide.size() * (1 + splitsTried(P));
        for (int p = 0; p < P; p++) {
            if (!wide.splits(W, capacity[p], cap)) { cuts++; return true; }
            if (P >= 4) for (int q = p + 1; q < P; q++) if (!wide.splits(W, capacity[p] + capacity[q], cap)) { cuts++; return true; }
        }
        return false;
    }
}
