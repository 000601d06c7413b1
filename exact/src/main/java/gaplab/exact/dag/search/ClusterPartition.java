package gaplab.exact.dag.search;

/**
 * The partition test over forced clusters (issue 37, item 3: wide fork and join levels). In a workflow a
 * level of tasks often feeds each of its children a file so large that sending it elsewhere would end
 * past the incumbent (srasearch's download feeding its alignment): {@link Colocation#clusterLoad} then
 * joins each such pair into a cluster that one processor runs whole, and pins clusters whose scheduled
 * parent fixes their processor. {@link PartitionTest} splits the remaining tasks one by one and so misses
 * that granularity; this test splits the clusters: to finish by C, processor P has room for
 * C − max(free(P), last start) − (the work pinned to P), and for every processor (and every pair, on four or
 * more) some subset sum of the unpinned clusters' least work must lie in [W − (the others' room), room(P)]
 * — a relaxation of every schedule of makespan ≤ C below the node, each cluster on one processor (Colocation's
 * argument), its tasks at their least durations. Whole-numbered data only (the search's integer unit), at
 * most {@link WideSubsetSums#MAX_ITEMS} clusters, by {@link WideSubsetSums}; {@code --param cluster-partition}.
 */
final class ClusterPartition {
    private final InstanceData data;
    private final PartialSchedule state;
    private final Colocation colocation;
    private final WideSubsetSums sums = new WideSubsetSums();
    private final long[] items = new long[WideSubsetSums.MAX_ITEMS];
    private final double[] pinned, room;
    long cuts;
    /** Work done, in steps: a pass over the subset sums per split tried ({@link Search#work}). */
    long steps;

    ClusterPartition(InstanceData data, PartialSchedule state, Colocation colocation) {
        this.data = data;
        this.state = state;
        this.colocation = colocation;
        pinned = new double[data.processors];
        room = new double[data.processors];
    }

    /**
     * Can no schedule below this node finish by C? Only right after {@link Colocation#clusterLoad} ran at
     * this node for a makespan C' ≥ C (its clusters hold for every schedule of makespan ≤ C').
     */
    boolean infeasible(double C) {
        if (!data.integral || !colocation.pinned || data.processors < 2 || C == Double.POSITIVE_INFINITY) return false;
        int k = colocation.unpinnedClusters(items, pinned);
        if (k < 2) return false;
        int P = data.processors;
        double cap = 0, W = 0, longest = 0;
        for (int p = 0; p < P; p++) {
            room[p] = C - state.readyAt(p) - pinned[p];
            if (pinned[p] > 0 && room[p] < -1e-9) { cuts++; return true; }
            room[p] = Math.max(0, room[p]);
            cap += room[p];
        }
        for (int i = 0; i < k; i++) { W += items[i]; longest = Math.max(longest, items[i]); }
        if (W > cap + 1e-9) { cuts++; return true; }
        if (cap - W >= (P - 1) * longest) return false;
        sums.build(items, k);
        steps += (long) sums.size() * (1 + PartitionTest.splitsTried(P));
        for (int p = 0; p < P; p++) {
            if (!sums.splits(W, room[p], cap)) { cuts++; return true; }
            if (P >= 4) for (int q = p + 1; q < P; q++) if (!sums.splits(W, room[p] + room[q], cap)) { cuts++; return true; }
        }
        return false;
    }
}
