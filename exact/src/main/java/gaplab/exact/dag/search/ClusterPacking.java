package gaplab.exact.dag.search;

import gaplab.model.dag.TaskGraph;
import java.util.Arrays;

/**
 * The cluster packing bound (issue 37, item 3: wide levels of co-located pairs). Below an incumbent U on
 * whole-numbered data a better schedule has makespan C ≤ U − 1, and every arc whose remote transfer alone
 * would end past U − 1 (top level + least duration + η·least λ + bottom level, both with communication, as
 * {@link Colocation}) joins its two tasks into one cluster that one processor runs whole. A processor that
 * runs the clusters S is busy for their work, starts no earlier than their least head and leaves at
 * least their least tail, so least head(S) + work(S) + least tail(S) ≤ C for each processor: a bin
 * packing of the clusters (P | | Cmax with heads and tails, on identical processors), decided exactly by a
 * depth-first search (largest cluster first, processors in the same state tried once). If no packing
 * fits C, the optimum is above C; the bound is the least C that fits, found by bisection between the
 * search's bound and U − 1 (U itself when U − 1 does not fit: the incumbent is optimal). The partition
 * tests at the nodes ({@link PartitionTest}, {@link ClusterPartition}) only split one processor (or
 * two) from the rest; on eight processors the clusters of srasearch-20a pack no better than 2.5 % above
 * the load bound, which only the whole packing sees. A decision that exceeds its node budget counts as
 * "fits" (sound: the bound only ever rests on packings proven impossible). {@code --param cluster-packing}.
 */
final class ClusterPacking {
    /** Nodes of one decision before it counts as "fits", and of one bound in all. */
    static final long DECISION_NODES = 100_000, BOUND_NODES = 1_000_000;

    private final InstanceData data;
    private final double[] topLevelComm, bottomLevelComm;
    private final int[] cluster;
    // the clusters of the last bound, largest work first
    private double[] work, head, tail, suffixHead, suffixTail, suffixWork;
    private int k;
    // the packing search
    private final double[] load, minHead, minTail;
    private long nodes, spent;
    private boolean overBudget;
    private final long deadline;
    // the last bound's clusters (roots by task), whether it ran out of nodes, and its result
    private int[] lastRoots;
    private boolean lastUndecided;
    private double lastBound = Double.NaN;
    long decisions;

    ClusterPacking(InstanceData data, double[] topLevelComm, double[] bottomLevelComm) {
        this(data, topLevelComm, bottomLevelComm, Long.MAX_VALUE);
    }

    /** Stopping each decision at {@code deadline} (System.nanoTime) as undecided, that is "fits". */
    ClusterPacking(InstanceData data, double[] topLevelComm, double[] bottomLevelComm, long deadline) {
        this.data = data;
        this.deadline = deadline;
        this.topLevelComm = topLevelComm;
        this.bottomLevelComm = bottomLevelComm;
        int n = data.tasks, P = data.processors;
        cluster = new int[n];
        load = new double[P]; minHead = new double[P]; minTail = new double[P];
    }

    /** Applies on identical processors without duplication, with whole-numbered data. */
    static boolean applies(InstanceData data) {
        return !data.duplication && data.integral && data.identicalProcessors && data.processors >= 2;
    }

    /**
     * A lower bound on the optimum, given an incumbent U and a bound {@code from} already known: the least
     * C in [from, U − 1] some packing of the clusters fits, or U when none up to U − 1 does. Never above
     * the optimum when U is a makespan some schedule reaches.
     */
    double bound(double incumbent, double from) { return bound(incumbent, from, incumbent - 1); }

    /** The same with the clusters formed for makespan {@code clustersAt} (sound only at incumbent − 1 or above; tests mutate it). */
    double bound(double incumbent, double from, double clustersAt) {
        if (incumbent == Double.POSITIVE_INFINITY) return from;
        double top = incumbent - 1;
        long lo = (long) Math.ceil(from - 1e-9), hi = (long) Math.floor(top + 1e-9);
        if (lo > hi) return from;
        if (!clusters(clustersAt)) return from;
        // the same clusters as last time, decided in full: the least C that packs is the same
        if (!lastUndecided && Arrays.equals(cluster, lastRoots) && !Double.isNaN(lastBound) && lastBound >= from) return Math.min(lastBound, incumbent);
        lastRoots = cluster.clone();
        spent = 0;
        lastUndecided = false;
        if (!fits(hi)) { lastBound = Double.NaN; return incumbent; }
        // invariant: lo is from or one above a C that fits no packing; hi fits (or was undecided)
        while (lo < hi && spent < BOUND_NODES) {
            long mid = lo + (hi - lo) / 2;
            if (fits(mid)) hi = mid;
            else lo = mid + 1;
        }
        lastUndecided |= lo < hi;
        lastBound = lo;
        return Math.max(from, lo);
    }

    /**
     * The clusters forced for every schedule of makespan at most c, as items (work, least head, least tail);
     * false when no arc is forced (the packing is then the partition bound's, with heads and tails: not worth its nodes).
     */
    private boolean clusters(double c) {
        TaskGraph g = data.graph;
        int n = data.tasks;
        for (int t = 0; t < n; t++) cluster[t] = t;
        boolean forced = false;
        for (int a = 0; a < g.arcCount(); a++) {
            int u = g.from(a), v = g.to(a);
            if (topLevelComm[u] + data.minDuration[u] + g.eta(a) * data.leastLambda + bottomLevelComm[v] <= c + 1e-9) continue;
            int x = root(u), y = root(v);
            if (x != y) { cluster[Math.max(x, y)] = Math.min(x, y); forced = true; }
        }
        if (!forced) return false;
        for (int t = 0; t < n; t++) cluster[t] = root(t);
        double[] w = new double[n], h = new double[n], q = new double[n];
        Arrays.fill(h, Double.POSITIVE_INFINITY);
        Arrays.fill(q, Double.POSITIVE_INFINITY);
        for (int t = 0; t < n; t++) {
            int r = root(t);
            w[r] += data.minDuration[t];
            h[r] = Math.min(h[r], topLevelComm[t]);
            q[r] = Math.min(q[r], bottomLevelComm[t] - data.minDuration[t]);
        }
        Integer[] roots = new Integer[n];
        k = 0;
        for (int t = 0; t < n; t++) if (root(t) == t) roots[k++] = t;
        Arrays.sort(roots, 0, k, (x, y) -> w[x] != w[y] ? Double.compare(w[y], w[x]) : Integer.compare(x, y));
        work = new double[k]; head = new double[k]; tail = new double[k];
        suffixHead = new double[k + 1]; suffixTail = new double[k + 1]; suffixWork = new double[k + 1];
        for (int i = 0; i < k; i++) { work[i] = w[roots[i]]; head[i] = h[roots[i]]; tail[i] = q[roots[i]]; }
        suffixHead[k] = suffixTail[k] = Double.POSITIVE_INFINITY;
        for (int i = k - 1; i >= 0; i--) {
            suffixHead[i] = Math.min(head[i], suffixHead[i + 1]);
            suffixTail[i] = Math.min(tail[i], suffixTail[i + 1]);
            suffixWork[i] = work[i] + suffixWork[i + 1];
        }
        return true;
    }

    /** The clusters of the last bound: how many, and each one's work, least head and least tail (largest work first). */
    int clusterCount() { return k; }
    double work(int i) { return work[i]; }
    double head(int i) { return head[i]; }
    double tail(int i) { return tail[i]; }

    private int root(int x) {
        while (cluster[x] != x) x = cluster[x];
        return x;
    }

    /** Does some packing of the clusters fit makespan c (or did the decision run out of nodes)? */
    boolean fits(long c) {
        decisions++;
        Arrays.fill(load, 0);
        Arrays.fill(minHead, Double.POSITIVE_INFINITY);
        Arrays.fill(minTail, Double.POSITIVE_INFINITY);
        nodes = 0;
        overBudget = false;
        boolean found = place(0, c);
        spent += nodes;
        return found || overBudget;
    }

    private boolean place(int i, double c) {
        if (i == k) {
            for (int p = 0; p < load.length; p++) if (minHead[p] != Double.POSITIVE_INFINITY && minHead[p] + load[p] + minTail[p] > c + 1e-9) return false;
            return true;
        }
        if (++nodes > DECISION_NODES || ((nodes & 4095) == 0 && System.nanoTime() > deadline)) { overBudget = true; lastUndecided = true; return false; }
        // capacity: each processor ends with at most c − (its final least head) − (its final least tail) of work
        double room = 0;
        for (int p = 0; p < load.length; p++)
            room += Math.max(0, c - load[p] - Math.min(minHead[p], suffixHead[i]) - Math.min(minTail[p], suffixTail[i]));
        if (suffixWork[i] > room + 1e-9) return false;
        for (int p = 0; p < load.length; p++) {
            if (sameStateBefore(p)) continue;
            double l = load[p] + work[i], h = Math.min(minHead[p], head[i]), q = Math.min(minTail[p], tail[i]);
            // the processor's final least head and tail can still fall to the remaining clusters' least
            if (Math.min(h, suffixHead[i + 1]) + l + Math.min(q, suffixTail[i + 1]) > c + 1e-9) continue;
            double oldL = load[p], oldH = minHead[p], oldQ = minTail[p];
            load[p] = l; minHead[p] = h; minTail[p] = q;
            boolean ok = place(i + 1, c);
            load[p] = oldL; minHead[p] = oldH; minTail[p] = oldQ;
            if (ok || overBudget) return ok;
        }
        return false;
    }

    /** Is an earlier processor in the same state (load, least head, least tail)? Then placing on p repeats it. */
    private boolean sameStateBefore(int p) {
        for (int r = 0; r < p; r++) if (load[r] == load[p] && minHead[r] == minHead[p] && minTail[r] == minTail[p]) return true;
        return false;
    }
}
