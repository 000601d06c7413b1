package gaplab.exact.dag.search;

import gaplab.analysis.dag.DagBounds;
import gaplab.model.dag.TaskGraph;
import java.util.Arrays;

/**
 * Co-location (without duplication, integral data). With integral data a better schedule has makespan
 * C ≤ incumbent − 1; an arc whose remote transfer alone would push the makespan past C must be local,
 * so its two tasks, and by transitivity their cluster, share one processor.
 * <ul>
 * <li>the root bound: the least C for which the clusters so forced fit ({@link DagBounds#colocation});</li>
 * <li>below the incumbent: clusters from top level + least duration + η·least λ + bottom level (both
 *     levels with communication), which the search may demand of every better schedule;</li>
 * <li>at every node: arcs forced by the node's heads and finish times pin tasks to processors; two pins
 *     on one cluster prove that nothing better exists below the node, and pinned work gives per-processor
 *     and per-cluster load bounds.</li>
 * </ul>
 */
final class Colocation {
    private final InstanceData data;
    private final PartialSchedule state;
    private final double[] head;
    /** Forced co-location below the incumbent is used (without duplication, integral data, setting on). */
    final boolean belowIncumbent;
    /** Top and bottom levels with communication (null unless {@link #belowIncumbent}); {@link ClusterPacking} shares them. */
    final double[] topLevelComm, bottomLevelComm;
    private final int[] cluster;
    private double clustersFor = Double.NaN;
    /** The co-location root bound (−1 until computed). */
    double rootBound = -1;
    // node co-location: union-find over tasks, each cluster's pin (−1: free), work, head and tail
    private final int[] unionFind;
    final int[] pin;
    /** Did the last node bound fill {@link #pin}? */
    boolean pinned;
    private final double[] clusterWork, clusterHead, clusterTail, pinnedWork, pinnedTail;

    Colocation(InstanceData data, PartialSchedule state, double[] head, boolean on) {
        this.data = data;
        this.state = state;
        this.head = head;
        int n = data.tasks, P = data.processors;
        belowIncumbent = !data.duplication && on && data.integral;
        cluster = new int[n];
        for (int t = 0; t < n; t++) cluster[t] = t;
        topLevelComm = belowIncumbent ? DagBounds.topLevelsComm(data.instance) : null;
        bottomLevelComm = belowIncumbent ? DagBounds.bottomLevelsComm(data.instance) : null;
        unionFind = new int[n];
        pin = new int[n];
        Arrays.fill(pin, -1);
        clusterWork = new double[n]; clusterHead = new double[n]; clusterTail = new double[n];
        pinnedWork = new double[P]; pinnedTail = new double[P];
    }

    /** The root bound raised by co-location (computed once). */
    double root(double bound) {
        if (rootBound < 0) rootBound = DagBounds.colocation(data.instance, bound);
        return Math.max(bound, rootBound);
    }

    /** Recomputes the clusters when the incumbent has changed. */
    void updateClusters(double incumbent) {
        if (!belowIncumbent || incumbent == clustersFor || incumbent == Double.POSITIVE_INFINITY) return;
        clustersFor = incumbent;
        double c = incumbent - 1;
        TaskGraph g = data.graph;
        for (int t = 0; t < data.tasks; t++) cluster[t] = t;
        for (int a = 0; a < g.arcCount(); a++) {
            int u = g.from(a), v = g.to(a);
            if (topLevelComm[u] + data.minDuration[u] + g.eta(a) * data.leastLambda + bottomLevelComm[v] <= c + 1e-9) continue;
            int x = root(u), y = root(v);
            if (x != y) cluster[Math.max(x, y)] = Math.min(x, y);
        }
        for (int t = 0; t < data.tasks; t++) cluster[t] = root(t);
    }

    private int root(int x) {
        while (cluster[x] != x) x = cluster[x];
        return x;
    }

    /** Is a scheduled task of t's cluster on a processor other than p? */
    boolean splitsCluster(int t, int p) {
        int k = cluster[t];
        for (int w = 0; w < data.tasks; w++) if (w != t && state.instances[w] > 0 && cluster[w] == k && state.processorOf[w][0] != p) return true;
        return false;
    }

    /**
     * Co-location at this node, for a schedule with makespan ≤ C: an arc u → v with v unscheduled must
     * be local if a remote transfer would end after C — head(u) + time(u) + η·least λ + bl(v) &gt; C for u
     * unscheduled, finish(u) + η·least λ + bl(v) &gt; C for u scheduled, which pins v to u's processor.
     * A cluster pinned to two processors gives +∞. The tasks pinned to one processor P run there after
     * max(free(P), last start): their work plus their least tail is a bound, and so is least head +
     * work + least tail for each cluster. Fills {@link #pin} for the children of this node.
     */
    double clusterLoad(double orderStart, double C) {
        TaskGraph g = data.graph;
        int n = data.tasks, P = data.processors;
        int[] instances = state.instances;
        double[] bl = data.bottomLevel;
        for (int t = 0; t < n; t++) { unionFind[t] = t; pin[t] = -1; }
        for (int a = 0; a < g.arcCount(); a++) {
            int u = g.from(a), v = g.to(a);
            if (instances[v] > 0) continue;
            double rem = g.eta(a) * data.leastLambda + bl[v];
            if (instances[u] > 0) {
                if (state.finishOf[u][0] + rem <= C + 1e-9) continue;
                int y = find(v), q = state.processorOf[u][0];
                if (pin[y] >= 0 && pin[y] != q) return Double.POSITIVE_INFINITY;
                pin[y] = q;
            } else {
                if (head[u] + data.minDuration[u] + rem <= C + 1e-9) continue;
                int x = find(u), y = find(v);
                if (x == y) continue;
                if (pin[x] >= 0 && pin[y] >= 0 && pin[x] != pin[y]) return Double.POSITIVE_INFINITY;
                unionFind[y] = x;
                if (pin[x] < 0) pin[x] = pin[y];
            }
        }
        for (int t = 0; t < n; t++) { clusterWork[t] = 0; clusterHead[t] = Double.POSITIVE_INFINITY; clusterTail[t] = Double.POSITIVE_INFINITY; }
        for (int p = 0; p < P; p++) { pinnedWork[p] = 0; pinnedTail[p] = Double.POSITIVE_INFINITY; }
        for (int t = 0; t < n; t++) {
            if (instances[t] > 0) continue;
            int k = find(t);
            clusterWork[k] += data.minDuration[t];
            if (head[t] < clusterHead[k]) clusterHead[k] = head[t];
            double tail = bl[t] - data.minDuration[t];
            if (tail < clusterTail[k]) clusterTail[k] = tail;
            int q = pin[k];
            if (q >= 0) {
                pinnedWork[q] += data.duration[t * P + q];
                if (tail < pinnedTail[q]) pinnedTail[q] = tail;
            }
        }
        for (int t = 0; t < n; t++) if (instances[t] == 0) pin[t] = pin[find(t)];
        double lb = 0;
        for (int k = 0; k < n; k++) {
            if (clusterWork[k] == 0 || unionFind[k] != k) continue;
            double st = Math.max(orderStart, clusterHead[k]), work = clusterWork[k];
            if (pin[k] >= 0) { st = Math.max(st, state.free[pin[k]]); work = clusterWork[k] * data.maxSpeed / data.speed(pin[k]); }
            lb = Math.max(lb, st + work + clusterTail[k]);
        }
        for (int p = 0; p < P; p++) if (pinnedWork[p] > 0) lb = Math.max(lb, state.readyAt(p) + pinnedWork[p] + pinnedTail[p]);
        pinned = true;
        return lb;
    }

    private int find(int x) {
        while (unionFind[x] != x) { unionFind[x] = unionFind[unionFind[x]]; x = unionFind[x]; }
        return x;
    }

    /**
     * After {@link #clusterLoad} at this node: the least work of each unpinned cluster of unscheduled tasks
     * into {@code items} (rounded: whole-numbered data only) and each processor's pinned work into
     * {@code pinned}; the number of clusters, or −1 when there are more than {@code items.length}.
     */
    int unpinnedClusters(long[] items, double[] pinned) {
        int k = 0;
        System.arraycopy(pinnedWork, 0, pinned, 0, data.processors);
        for (int c = 0; c < data.tasks; c++) {
            if (clusterWork[c] == 0 || unionFind[c] != c || pin[c] >= 0) continue;
            if (k == items.length) return -1;
            items[k++] = Math.round(clusterWork[c]);
        }
        return k;
    }
}
