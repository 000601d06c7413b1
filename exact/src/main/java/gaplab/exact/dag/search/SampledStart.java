package gaplab.exact.dag.search;

import java.util.stream.IntStream;

/**
 * The start's exact splits drawn at random ({@link SampledSplit}, issue 37, item 3), every task apart but the sink,
 * in grains, each split decoded by {@link PackingStart.Decoded#offer}. Two kinds of shares: equal ones, on four
 * processors (on eight the draws gave as many worse incumbents as better ones at 60 s), and the shares the sink
 * bound leaves each processor ({@link BeforeTheSink#choiceAt}), on two and four (srasearch-40a-001, -004 and -005
 * on two proven in 7 s with them; on eight the same incumbents or worse at 30 s). A heuristic for incumbents: nothing is proven from it;
 * seed 0, the same splits every run.
 */
final class SampledStart {
    private SampledStart() {}

    /** Exact splits drawn, at most this many per kind of shares, over every makespan aimed at (each decoded three times). */
    static final int SAMPLES = 20000;

    /**
     * The most work ({@link SampledSplit#work}) the drawn splits of one kind take: 10^9 words and sums, 3–4 s;
     * srasearch-20a-002 on four processors meets its bound after 7.4·10^8 (799 exact splits of 20,000 draws).
     */
    static final long MOST_WORK = 1_000_000_000L;

    /**
     * Equal shares of the work other than the sinks' (their remainders to the last parts), the sinks with the last
     * part, whose share is the largest (the sink's processor does not wait for a message: a merge starts once the
     * other processors' last outputs are in, so the fuller ones should send the least); null when none is found.
     */
    static PackingStart.Decoded equalShares(InstanceData data, PackingStart.Decoding decoding, long deadline) {
        int n = data.tasks, P = data.processors;
        long grain = GranularLoad.grain(data);
        int[] items = IntStream.range(0, n).filter(t -> data.graph.succs(t).length > 0).toArray();
        long[] size = sizes(data, grain);
        long total = 0;
        for (int t : items) total += size[t];
        long[] targets = new long[P];
        for (int p = 0; p < P; p++) targets[p] = total / P + (p >= P - total % P ? 1 : 0);
        int[] alloc = new int[n];
        java.util.Arrays.fill(alloc, P - 1);
        return draw(decoding, new SampledSplit(size, 0), items, targets, 0, alloc, 0, deadline);
    }

    /**
     * With one sink (srasearch's merges; blast's concatenations, the free sink aside): the shares the sink bound leaves
     * at makespan c, each processor's room before the sink less what its last task leaves ({@link
     * BeforeTheSink#choiceAt}: the largest merge beside the sink, the others' last tasks the merges and the alignments
     * that send the least), those last tasks kept on their processors, the merges its scenario puts beside the sink
     * there too, and the shares' slack taken evenly; the sink's processor is the last part, the free sinks go to the
     * first. With one entry task (blast's split), it runs on the sink's processor and the others' rooms start when its
     * least message is in. c is the root bound, raised until the rooms hold the work, then by a grain at a time (at
     * most {@link #AIMS} makespans) while no exact split is found. Null when it does not apply.
     */
    static PackingStart.Decoded sharesBeforeTheSink(InstanceData data, PackingStart.Decoding decoding, long deadline) {
        int n = data.tasks, P = data.processors;
        GranularLoad root = new GranularLoad(data, new PartialSchedule(data));
        BeforeTheSink before = root.beforeTheSink;
        int sink = before.sink;
        long grain = root.grain;
        if (sink < 0 || !before.runs(grain)) return null;
        int entry = entry(data, sink);
        double delay = entry < 0 ? 0 : data.minDuration[entry] + leastMessageOut(data, entry);
        long[] size = sizes(data, grain);
        SampledSplit split = new SampledSplit(size, 0);   // one budget of work for every makespan aimed at
        double c = root.bound();
        for (int aimed = 0; aimed < AIMS && System.nanoTime() <= deadline; ) {
            int[] last = new int[P];
            double[] charges = new double[P];
            boolean[] withTheSink = new boolean[n];
            if (!before.choiceAt(c, grain, last, charges, withTheSink)) return null;
            long[] targets = new long[P];
            int[] alloc = new int[n];
            java.util.Arrays.fill(alloc, -1);
            alloc[sink] = P - 1;
            for (int t = 0; t < n; t++) if (before.free[t]) alloc[t] = 0;
            for (int t = 0; t < n; t++) if (withTheSink[t] && t != last[0]) { alloc[t] = P - 1; targets[P - 1] -= size[t]; }
            for (int i = 0; i < P; i++) {
                int part = i == 0 ? P - 1 : i - 1;   // the sink's processor's last task, then the others'
                double room = c - data.minDuration[sink] - charges[i] - (part == P - 1 ? 0 : delay);   // none (−∞) when the choice leaves the processor out
                targets[part] += room > 0 ? (long) Math.floor(room / grain + 1e-9) : 0;
                if (last[i] >= 0) { alloc[last[i]] = part; targets[part] -= size[last[i]]; }
            }
            if (entry >= 0 && alloc[entry] < 0) { alloc[entry] = P - 1; targets[P - 1] -= size[entry]; }
            int[] items = IntStream.range(0, n).filter(t -> alloc[t] < 0).toArray();
            long slack = -IntStream.of(items).mapToLong(t -> size[t]).sum();
            for (long x : targets) slack += x;
            if (slack < 0) { c += grain * Math.max(1, -slack / P); continue; }   // the rooms do not hold the work yet
            for (int p = 0; p < P; p++) targets[p] -= slack / P + (p < slack % P ? 1 : 0);
            for (long x : targets) if (x < 0) return null;
            PackingStart.Decoded d = draw(decoding, split, items, targets, slack, alloc, c, deadline);
            if (d.bestAlloc != null) return d;
            c += grain;
            aimed++;
        }
        return null;
    }

    /** The makespans {@link #sharesBeforeTheSink} aims at, a grain apart, while no exact split is found. */
    static final int AIMS = 3;

    /** The only task without predecessors when it is not the sink (every other task descends from it), else −1. */
    private static int entry(InstanceData data, int sink) {
        int e = -1;
        for (int t = 0; t < data.tasks; t++) if (data.graph.preds(t).length == 0) { if (e >= 0) return -1; e = t; }
        return e == sink ? -1 : e;
    }

    /** The least time a message of {@code t} takes to another processor (its least η times the least λ). */
    private static double leastMessageOut(InstanceData data, int t) {
        double m = Double.POSITIVE_INFINITY;
        for (int a : data.graph.succArcs(t)) m = Math.min(m, data.graph.eta(a) * data.leastLambda);
        return Double.isFinite(m) ? m : 0;
    }

    /** Each task's duration in grains. */
    private static long[] sizes(InstanceData data, long grain) {
        long[] size = new long[data.tasks];
        for (int t = 0; t < data.tasks; t++) size[t] = Math.round(data.minDuration[t]) / grain;
        return size;
    }

    /** The best of {@link #SAMPLES} splits of {@code items} into {@code targets} (their slack as {@link SampledSplit#parts(int[], long[], long)}), the other tasks where {@code fixed} puts them, until the deadline or a schedule as short as {@code aim}. */
    private static PackingStart.Decoded draw(PackingStart.Decoding decoding, SampledSplit split, int[] items, long[] targets, long slack, int[] fixed, double aim, long deadline) {
        PackingStart.Decoded d = new PackingStart.Decoded();
        int[] alloc = fixed.clone();
        while (split.asked() < SAMPLES && split.work() <= MOST_WORK && System.nanoTime() <= deadline && d.best > aim + 1e-9) {
            int[] part = split.parts(items, targets, slack);
            if (part == null) continue;
            for (int t : items) alloc[t] = part[t];
            d.offer(decoding, alloc, true);
        }
        return d;
    }
}
