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

    /** Exact splits drawn, at most this many per kind of shares (each decoded three times). */
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
        return draw(decoding, size, items, targets, alloc, deadline);
    }

    /**
     * With one sink (srasearch's merges): the shares the sink bound leaves at the root bound C, each processor's room
     * before the sink less what its last task leaves ({@link BeforeTheSink#choiceAt}: the largest merge beside the
     * sink, the others' last tasks the merges and the alignments that send the least), those last tasks kept on their
     * processors, the merges its scenario puts beside the sink there too, and the shares' slack taken evenly; the
     * sink's processor is the last part. Null when it does not apply.
     */
    static PackingStart.Decoded sharesBeforeTheSink(InstanceData data, PackingStart.Decoding decoding, long deadline) {
        int n = data.tasks, P = data.processors, sink = data.onlySink;
        GranularLoad root = new GranularLoad(data, new PartialSchedule(data));
        long grain = root.grain;
        int[] last = new int[P];
        double[] charges = new double[P];
        boolean[] withTheSink = new boolean[n];
        double c = root.bound();
        if (sink < 0 || grain <= 1 || !root.beforeTheSink.choiceAt(c, grain, last, charges, withTheSink)) return null;
        long[] size = sizes(data, grain), targets = new long[P];
        int[] alloc = new int[n];
        java.util.Arrays.fill(alloc, -1);
        alloc[sink] = P - 1;
        for (int t = 0; t < n; t++) if (withTheSink[t] && t != last[0]) { alloc[t] = P - 1; targets[P - 1] -= size[t]; }
        for (int i = 0; i < P; i++) {
            int part = i == 0 ? P - 1 : i - 1;   // the sink's processor's last task, then the others'
            double room = c - data.minDuration[sink] - charges[i];   // none (−∞) when the choice leaves the processor out
            targets[part] += room > 0 ? (long) Math.floor(room / grain + 1e-9) : 0;
            if (last[i] >= 0) { alloc[last[i]] = part; targets[part] -= size[last[i]]; }
        }
        int[] items = IntStream.range(0, n).filter(t -> alloc[t] < 0).toArray();
        long slack = -IntStream.of(items).mapToLong(t -> size[t]).sum();
        for (long x : targets) slack += x;
        if (slack < 0) return null;
        for (int p = 0; p < P; p++) targets[p] -= slack / P + (p < slack % P ? 1 : 0);
        for (long x : targets) if (x < 0) return null;
        return draw(decoding, size, items, targets, alloc, deadline);
    }

    /** Each task's duration in grains. */
    private static long[] sizes(InstanceData data, long grain) {
        long[] size = new long[data.tasks];
        for (int t = 0; t < data.tasks; t++) size[t] = Math.round(data.minDuration[t]) / grain;
        return size;
    }

    /** The best of {@link #SAMPLES} splits of {@code items} into {@code targets}, the other tasks where {@code fixed} puts them, until the deadline. */
    private static PackingStart.Decoded draw(PackingStart.Decoding decoding, long[] size, int[] items, long[] targets, int[] fixed, long deadline) {
        SampledSplit split = new SampledSplit(size, 0);
        PackingStart.Decoded d = new PackingStart.Decoded();
        int[] alloc = fixed.clone();
        for (int i = 0; i < SAMPLES && split.work() <= MOST_WORK && System.nanoTime() <= deadline; i++) {
            int[] part = split.parts(items, targets);
            if (part == null) continue;
            for (int t : items) alloc[t] = part[t];
            d.offer(decoding, alloc, true);
        }
        return d;
    }
}
