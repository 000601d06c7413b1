package gaplab.exact.dag.search;

import gaplab.analysis.dag.DagBounds;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.Arrays;

/**
 * A starting incumbent for wide levels (issue 37, item 3): an allocation that balances the processors'
 * work, as number partitioning does, instead of growing from the critical path. Tasks joined by an arc
 * whose transfer costs at least the shorter of the two (a download and its alignment) form a cluster, as
 * long as the cluster's work stays within the average load; the clusters go largest first to the least
 * loaded processor (LPT, Graham 1969), then exchanges of two clusters and moves of one between the most
 * loaded processor and another lower the largest load while they can. The allocation, with bottom levels
 * as priorities, is decoded by {@link AllocationSearch} (list scheduling), whose local search starts from
 * it: blast's 40 sibling tasks of 9–10 s end within milliseconds of the load bound on 2, 4 and 8 processors,
 * where the search's own incumbent was 20–90 ms above. Identical processors only; {@code --param packing-start}.
 * {@link #balanced} decodes exact balanced splits of the same clusters instead ({@code --param balanced-split}),
 * each by bottom levels and by bottom levels with the tasks that feed another processor first.
 */
final class PackingStart {
    private PackingStart() {}

    /** The start's allocation (processor of each task), or null when it does not apply. */
    static int[] allocation(InstanceData data) {
        if (!applies(data)) return null;
        int n = data.tasks, P = data.processors;
        int[] cluster = clusters(data, false);
        double[] work = clusterWork(data, cluster);
        Integer[] items = new Integer[n];
        int k = 0;
        for (int t = 0; t < n; t++) if (cluster[t] == t) items[k++] = t;
        Arrays.sort(items, 0, k, (x, y) -> work[x] != work[y] ? Double.compare(work[y], work[x]) : Integer.compare(x, y));
        int[] on = new int[n];
        double[] load = new double[P];
        for (int i = 0; i < k; i++) {
            int best = 0;
            for (int p = 1; p < P; p++) if (load[p] < load[best]) best = p;
            on[items[i]] = best;
            load[best] += work[items[i]];
        }
        improve(items, k, work, on, load);
        int[] alloc = new int[n];
        for (int t = 0; t < n; t++) alloc[t] = on[cluster[t]];
        return alloc;
    }

    private static boolean applies(InstanceData data) {
        return !data.duplication && data.identicalProcessors && data.processors >= 2;
    }

    /**
     * Each task's cluster (its root task): tasks joined by an arc whose transfer costs at least the shorter
     * of the two, as long as the cluster's work stays within the average load; with {@code chains}, only
     * arcs that are their tail's only out-arc or their head's only in-arc (a download and its alignment,
     * not a shared index and each alignment that reads it).
     */
    static int[] clusters(InstanceData data, boolean chains) {
        TaskGraph g = data.graph;
        int n = data.tasks;
        double average = data.totalWork / data.processors;
        int[] cluster = new int[n];
        double[] work = new double[n];
        for (int t = 0; t < n; t++) { cluster[t] = t; work[t] = data.minDuration[t]; }
        for (int a = 0; a < g.arcCount(); a++) {
            int u = g.from(a), v = g.to(a);
            if (g.eta(a) * data.leastLambda < Math.min(data.minDuration[u], data.minDuration[v])) continue;
            if (chains && g.succs(u).length > 1 && g.preds(v).length > 1) continue;
            int x = root(cluster, u), y = root(cluster, v);
            if (x == y || work[x] + work[y] > average) continue;
            int r = Math.min(x, y);
            cluster[Math.max(x, y)] = r;
            work[r] = work[x] + work[y];
        }
        for (int t = 0; t < n; t++) cluster[t] = root(cluster, t);
        return cluster;
    }

    private static double[] clusterWork(InstanceData data, int[] cluster) {
        double[] work = new double[data.tasks];
        for (int t = 0; t < data.tasks; t++) work[cluster[t]] += data.minDuration[t];
        return work;
    }

    /** Moves and exchanges that lower the most loaded processor's load, first improvement, until none does (at most n² rounds). */
    private static void improve(Integer[] items, int k, double[] work, int[] on, double[] load) {
        int P = load.length;
        for (int round = 0; round < k * k + 1; round++) {
            int top = 0;
            for (int p = 1; p < P; p++) if (load[p] > load[top]) top = p;
            boolean better = false;
            for (int i = 0; i < k && !better; i++) {
                int a = items[i];
                if (on[a] != top) continue;
                for (int p = 0; p < P && !better; p++)
                    if (p != top && load[p] + work[a] < load[top]) { load[top] -= work[a]; load[p] += work[a]; on[a] = p; better = true; }
                for (int j = 0; j < k && !better; j++) {
                    int b = items[j];
                    if (on[b] == top) continue;
                    double d = work[a] - work[b];
                    int q = on[b];
                    if (d > 0 && load[q] + d < load[top]) { load[top] -= d; load[q] += d; on[a] = q; on[b] = top; better = true; }
                }
            }
            if (!better) return;
        }
    }

    private static int root(int[] cluster, int x) {
        while (cluster[x] != x) x = cluster[x];
        return x;
    }

    /** The start as a schedule (list scheduling of the allocation by bottom levels), or null. */
    static Schedule schedule(InstanceData data) {
        int[] alloc = allocation(data);
        if (alloc == null) return null;
        return new AllocationSearch(data.instance).schedule(alloc, DagBounds.bottomLevelsComm(data.instance));
    }

    /**
     * The best decoded allocation among exact balanced splits of the clusters ({@link BalancedSplit}) on
     * 2, 4 or 8 identical processors: the first half's target is half the work moved by 0 and ±2^i units
     * (up to an eighth of a processor's share), since heads, tails and messages make the best split a little
     * uneven; null when it does not apply (whole-numbered data only). The splits: of the clusters, of every task
     * alone, and, when the durations are whole grains of {@link #DETACH_GRAIN} units or more, of the clusters with one or two
     * tasks detached ({@link #DETACHED_CLUSTERS}). The offsets stop once the halvings built hold
     * {@link #MOST_SUMS} subset sums (on 100 tasks and 8 processors each offset halves twice more over 40 items,
     * 2^21 sums: the start took longer than a 30 s time limit; the detached splits share one such budget) or at
     * the deadline.
     */
    static Schedule balanced(InstanceData data) { return balanced(data, Long.MAX_VALUE); }

    /** The most subset sums the sub-halvings of {@link #balanced} build over all offsets (2^24: under a second). */
    static final long MOST_SUMS = 1L << 24;

    /** As {@link #balanced(InstanceData)}, stopping at the deadline ({@link System#nanoTime}). */
    static Schedule balanced(InstanceData data, long deadline) { return balanced(data, deadline, true); }

    /** As {@link #balanced(InstanceData, long)}; without {@code detach} only the clusters' and the single tasks' splits (tests mutate it). */
    static Schedule balanced(InstanceData data, long deadline, boolean detach) {
        int P = data.processors;
        if (!applies(data) || !data.integral || (P != 2 && P != 4 && P != 8)) return null;
        Decoding decoding = new Decoding(data);
        Decoded best = null;
        long[] sumsBuilt = new long[1];   // by the detached splits below, together
        int[] chained = clusters(data, true);
        for (boolean chains : new boolean[] {true, false})
            best = better(balanced(data, decoding, chains ? chained : java.util.stream.IntStream.range(0, data.tasks).toArray(), deadline, new long[1]), best);
        // durations in whole grains (runtimes in ms, solved in µs): the clusters' best split can miss the half by a
        // grain or two, and every task apart splits so many clusters that their transfers cost more than the balance
        // gains; so also one and two tasks detached from their clusters
        int[] members = java.util.stream.IntStream.range(0, data.tasks).filter(t -> chained[t] != t).toArray();
        if (detach && GranularLoad.grain(data) >= DETACH_GRAIN && data.tasks - members.length <= DETACHED_CLUSTERS)
            for (int i = 0; i < members.length; i++)
                for (int j = i; j < members.length; j++) {
                    int[] c = chained.clone();
                    c[members[i]] = members[i];
                    c[members[j]] = members[j];
                    best = better(balanced(data, decoding, c, deadline, sumsBuilt), best);
                }
        long grain = GranularLoad.grain(data);
        if (detach && grain >= DETACH_GRAIN && P == 4) best = better(SampledStart.equalShares(data, decoding, deadline), best);
        if (detach && P <= 4 && (grain >= DETACH_GRAIN || grain == 1 && BeforeTheSink.fine(data)))   // on 8: no better at 30 s
            best = better(SampledStart.sharesBeforeTheSink(data, decoding, deadline), best);
        if (best == null) return null;
        return best.bestSchedule != null ? best.bestSchedule : FeedersLast.schedule(data, decoding.decoder.schedule(best.bestAlloc, best.bestPrio, best.bestEarliest));
    }

    /** The candidate with the shorter decoded split ({@code best} on ties or when {@code o} found none). */
    private static Decoded better(Decoded o, Decoded best) {
        return o != null && o.bestAlloc != null && (best == null || o.best < best.best - 1e-9) ? o : best;
    }

    /** The best decoded allocation so far and its priorities. */
    static class Decoded {
        int[] bestAlloc;
        double[] bestPrio;
        boolean bestEarliest;
        double best = Double.POSITIVE_INFINITY;
        /** The best schedule with its sink's feeders resequenced ({@link FeedersLast}), when offered with {@code refine}. */
        Schedule bestSchedule;

        /**
         * Decodes {@code alloc} by bottom levels and with the feeding tasks first, and (with {@code refine}) also
         * the earliest start first ({@link AllocationSearch#decodeEarliest}), each decoding within a grain of the best
         * then with the sink's feeders resequenced, which can gain the difference of two messages; keeps the shortest.
         */
        boolean offer(Decoding decoding, int[] alloc, boolean refine) {
            boolean improved = false;
            double[] feeding = decoding.feedingFirst(alloc);
            for (int k = 0; k < (refine ? 3 : 2); k++) {
                double[] prio = k == 0 ? decoding.prio : feeding;
                double m = k < 2 ? decoding.decoder.decode(alloc, prio) : decoding.decoder.decodeEarliest(alloc, prio);
                Schedule refined = null;
                if (refine && m < best + decoding.grain) {
                    refined = FeedersLast.schedule(decoding.data, decoding.decoder.schedule(alloc, prio, k == 2));
                    m = refined.makespan();
                }
                if (m < best - 1e-9) { best = m; bestAlloc = alloc.clone(); bestPrio = prio; bestEarliest = k == 2; bestSchedule = refined; improved = true; }
            }
            return improved;
        }
    }

    /**
     * The most clusters for which {@link #balanced} also tries one and two tasks detached from their clusters (a
     * split each, of at most 2^16 sums a side), when the durations are whole grains of {@link #DETACH_GRAIN} units or more. On
     * srasearch-20a-002 on two processors (20 download-and-align pairs, an index and a merge: 22 clusters; runtimes
     * in ms) the pairs' best split leaves the loads 2 ms apart; with two alignments apart they meet to the
     * microsecond, the optimum 24011.21134, where the search had stopped at 24011.212.
     */
    static final int DETACHED_CLUSTERS = 30;

    /**
     * The least grain (the durations' common divisor, in the search's unit) at which {@link #balanced} detaches tasks:
     * runtimes written to the millisecond and solved in microseconds because files count in bytes, as in the
     * WfInstances traces; the benchmark sets' integer weights (a grain of 1 to 10) keep their start as it was.
     */
    static final long DETACH_GRAIN = 1000;

    /** The offsets tried on the splits of the given clusters (each task's root), or null when the sums do not fit. */
    private static Offsets balanced(InstanceData data, Decoding decoding, int[] cluster, long deadline, long[] sumsBuilt) {
        int n = data.tasks, P = data.processors;
        double[] work = clusterWork(data, cluster);
        long[] size = new long[n];
        int k = 0;
        for (int t = 0; t < n; t++) if (cluster[t] == t) { size[t] = Math.round(work[t]); k++; }
        int[] items = new int[k];
        k = 0;
        long total = 0;
        for (int t = 0; t < n; t++) if (cluster[t] == t) { items[k++] = t; total += size[t]; }
        if (!BalancedSplit.fits(size, items)) return null;
        BalancedSplit top = new BalancedSplit(size, items);
        Offsets o = new Offsets(decoding, top, cluster, P, total / 2, deadline, sumsBuilt);
        // coarse: 0, ±2^i up to an eighth of a processor's share, and ± half of each source's and sink's duration
        long reach = Math.max(1, total / (8L * P));
        o.tryOffset(0);
        for (long step = 1; step <= reach; step *= 2) { o.tryOffset(step); o.tryOffset(-step); }
        for (int t = 0; t < n; t++) {
            if (data.graph.preds(t).length > 0 && data.graph.succs(t).length > 0) continue;
            long d = Math.round(data.minDuration[t]);
            o.tryOffset(d / 2); o.tryOffset(-d / 2);
        }
        // fine: a pattern search around the best offset, halving the step
        for (long step = Long.highestOneBit(reach); step >= 1; step /= 2) {
            long at = o.bestOffset;
            o.tryOffset(at + step); o.tryOffset(at - step);
        }
        return o;
    }

    /**
     * What every split of one instance is decoded with: list scheduling ({@link AllocationSearch}) by bottom levels
     * with communication, and the largest of them (the lift that puts the tasks feeding another processor first).
     */
    static final class Decoding {
        final InstanceData data;
        /** The durations' common divisor (1 at least): a resequenced sink's feeders gain less than that. */
        final double grain;
        final AllocationSearch decoder;
        final double[] prio;
        final double highest;
        final TaskGraph graph;

        Decoding(InstanceData data) {
            this.data = data;
            grain = Math.max(1, GranularLoad.grain(data));
            decoder = new AllocationSearch(data.instance);
            prio = DagBounds.bottomLevelsComm(data.instance);
            double h = 0;
            for (double x : prio) h = Math.max(h, x);
            highest = h;
            graph = data.graph;
        }

        /**
         * Priorities that put first, in order of bottom level, every task with a successor on another processor: a
         * split that parts a download from its alignment wants the download early, so that its transfer is over
         * before the alignment's turn, and a shared index (a short task, so last by bottom level) early, so that
         * the other processor's alignments do not wait for it.
         */
        double[] feedingFirst(int[] alloc) {
            double[] f = prio.clone();
            for (int t = 0; t < alloc.length; t++)
                for (int v : graph.succs(t)) if (alloc[v] != alloc[t]) { f[t] = prio[t] + highest + 1; break; }
            return f;
        }
    }

    /** The decoded splits for offsets of the first half's target, and the best so far. */
    private static final class Offsets extends Decoded {
        final Decoding decoding;
        final BalancedSplit top;
        final int[] cluster, alloc;
        final int P;
        final long half;
        final long deadline;
        /** Subset sums built by the sub-halvings so far (shared by every split {@link #balanced} tries). */
        final long[] sumsBuilt;
        long bestOffset;

        Offsets(Decoding decoding, BalancedSplit top, int[] cluster, int P, long half, long deadline, long[] sumsBuilt) {
            this.decoding = decoding; this.sumsBuilt = sumsBuilt;
            this.top = top; this.cluster = cluster; this.P = P; this.half = half; this.deadline = deadline;
            alloc = new int[cluster.length];
        }

        void tryOffset(long offset) {
            if (sumsBuilt[0] > MOST_SUMS || System.nanoTime() > deadline) return;
            int[] part = BalancedSplit.parts(top, P, half + offset, sumsBuilt);
            for (int t = 0; t < alloc.length; t++) alloc[t] = part[cluster[t]];
            if (offer(decoding, alloc, false)) bestOffset = offset;
        }
    }
}
