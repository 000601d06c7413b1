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
        return draw(decoding, new SampledSplit(size, 0), items, targets, 0, alloc, 0, AIMS, deadline);
    }

    /**
     * With one sink (srasearch's merges; blast's concatenations, the free sink aside): the shares the sink bound leaves
     * at makespan c, each processor's room before the sink less what its last task leaves ({@link
     * BeforeTheSink#choiceAt}: the largest merge beside the sink, the others' last tasks the merges and the alignments
     * that send the least), those last tasks kept on their processors, the merges its scenario puts beside the sink
     * there too, and the shares' slack taken evenly; the sink's processor is the last part, the free sinks go to the
     * first. With one entry task (blast's split), it runs on the sink's processor and each other room starts when the
     * entry's message to its first task is in ({@link #firstAfterTheEntry}). c is the root bound, raised until the rooms hold the work, then by a grain at a time (at
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
            if (entry >= 0 && last[0] >= 0 && before.chargeBesideTheSink.length == 1) last[0] = besideTheSink(data, before, entry, last);
            for (int t = 0; t < n; t++) if (withTheSink[t] && t != last[0]) { alloc[t] = P - 1; targets[P - 1] -= size[t]; }
            for (int i = 0; i < P; i++) if (last[i] >= 0) alloc[last[i]] = i == 0 ? P - 1 : i - 1;
            int[] first = entry < 0 ? null : firstAfterTheEntry(data, entry, alloc, P - 1);
            for (int i = 0; i < P; i++) {
                int part = i == 0 ? P - 1 : i - 1;   // the sink's processor's last task, then the others'
                int waitFor = entry < 0 ? -1 : first[part < P - 1 && first[part] >= 0 ? part : P - 1];   // its first task, else the least sent left
                double wait = part == P - 1 || entry < 0 ? 0 : data.minDuration[entry] + (waitFor < 0 ? 0 : data.graph.eta(entry, waitFor) * data.leastLambda);
                double room = c - data.minDuration[sink] - charges[i] - wait;   // none (−∞) when the choice leaves the processor out
                targets[part] += room > 0 ? (long) Math.floor(room / grain + 1e-9) : 0;
                if (last[i] >= 0) targets[part] -= size[last[i]];
                if (part < P - 1 && first != null && first[part] >= 0) { alloc[first[part]] = part; targets[part] -= size[first[part]]; }
            }
            if (entry >= 0 && alloc[entry] < 0) { alloc[entry] = P - 1; targets[P - 1] -= size[entry]; }
            int[] items = IntStream.range(0, n).filter(t -> alloc[t] < 0).toArray();
            long slack = -IntStream.of(items).mapToLong(t -> size[t]).sum();
            for (long x : targets) slack += x;
            if (slack < 0) { c += grain * Math.max(1, -slack / P); continue; }   // the rooms do not hold the work yet
            for (int p = 0; p < P; p++) targets[p] -= slack / P + (p < slack % P ? 1 : 0);
            for (long x : targets) if (x < 0) return null;
            PackingStart.Decoded d = draw(decoding, split, items, targets, slack, alloc, c, aimed + 1, deadline);
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

    /**
     * The sink's processor's last task: of the tasks charged as much beside the sink as the chosen one (blast: every
     * sibling, 0), the one that receives the entry's largest message, so that those with the least can run first
     * elsewhere (blast-large: the chosen one was the sibling with the least).
     */
    private static int besideTheSink(InstanceData data, BeforeTheSink before, int entry, int[] last) {
        double[] beside = before.chargeBesideTheSink[0];
        int best = last[0];
        for (int t = 0; t < data.tasks; t++) {
            if (t == entry || t == before.sink || before.free[t] || beside[t] != beside[last[0]]) continue;
            boolean taken = false;
            for (int i = 1; i < last.length; i++) taken |= last[i] == t;
            if (!taken && data.graph.eta(entry, t) > data.graph.eta(entry, best)) best = t;
        }
        return best;
    }

    /**
     * The entry's successors whose messages are below the median, one first on each of the {@code parts} parts other
     * than the entry's (−1: none), none already placed in {@code alloc}, and at [parts] the one left with the least message
     * (−1: none): blast-large's one sibling of 100 that receives 2,012 bytes of the split and eight of
     * 2,013, where 91 receive 2,014 or 2,015; none on blast-small, whose 40 siblings receive 6 bytes each.
     */
    private static int[] firstAfterTheEntry(InstanceData data, int entry, int[] alloc, int parts) {
        int[] succs = data.graph.succs(entry);
        Integer[] order = IntStream.of(succs).filter(v -> alloc[v] < 0).boxed().toArray(Integer[]::new);
        java.util.Arrays.sort(order, (a, b) -> data.graph.eta(entry, a) != data.graph.eta(entry, b) ? Double.compare(data.graph.eta(entry, a), data.graph.eta(entry, b)) : Integer.compare(a, b));
        int[] first = new int[parts + 1];
        java.util.Arrays.fill(first, -1);
        double median = order.length == 0 ? 0 : data.graph.eta(entry, order[order.length / 2]);
        int k = 0;
        for (; k < parts && k < order.length && data.graph.eta(entry, order[k]) < median; k++) first[k] = order[k];
        if (k < order.length) first[parts] = order[k];   // the least message of those left: what a part without a first task waits for
        return first;
    }


    /** Each task's duration in grains. */
    private static long[] sizes(InstanceData data, long grain) {
        long[] size = new long[data.tasks];
        for (int t = 0; t < data.tasks; t++) size[t] = Math.round(data.minDuration[t]) / grain;
        return size;
    }

    /** The best of {@link #SAMPLES} splits of {@code items} into {@code targets} (their slack as {@link SampledSplit#parts(int[], long[], long)}), the other tasks where {@code fixed} puts them, until the deadline or a schedule as short as {@code aim}; with none found by {@code share} / {@link #AIMS} of the budget, left to the next makespan aimed at. */
    private static PackingStart.Decoded draw(PackingStart.Decoding decoding, SampledSplit split, int[] items, long[] targets, long slack, int[] fixed, double aim, int share, long deadline) {
        PackingStart.Decoded d = new PackingStart.Decoded();
        int[] alloc = fixed.clone();
        while (split.asked() < SAMPLES && split.work() <= MOST_WORK && System.nanoTime() <= deadline && d.best > aim + 1e-9) {
            if (d.bestAlloc == null && (split.asked() >= (long) SAMPLES * share / AIMS || split.work() >= MOST_WORK / AIMS * share)) break;   // none yet: leave the rest to the next aim
            int[] part = split.parts(items, targets, slack);
            if (part == null) continue;
            for (int t : items) alloc[t] = part[t];
            d.offer(decoding, alloc, true);
        }
        return d;
    }
}
