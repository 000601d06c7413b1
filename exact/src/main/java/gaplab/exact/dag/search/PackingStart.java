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
 */
final class PackingStart {
    private PackingStart() {}

    /** The start's allocation (processor of each task), or null when it does not apply. */
    static int[] allocation(InstanceData data) {
        if (data.duplication || !data.identicalProcessors || data.processors < 2) return null;
        TaskGraph g = data.graph;
        int n = data.tasks, P = data.processors;
        double average = data.totalWork / P;
        int[] cluster = new int[n];
        double[] work = new double[n];
        for (int t = 0; t < n; t++) { cluster[t] = t; work[t] = data.minDuration[t]; }
        for (int a = 0; a < g.arcCount(); a++) {
            int u = g.from(a), v = g.to(a);
            if (g.eta(a) * data.leastLambda < Math.min(data.minDuration[u], data.minDuration[v])) continue;
            int x = root(cluster, u), y = root(cluster, v);
            if (x == y || work[x] + work[y] > average) continue;
            int r = Math.min(x, y);
            cluster[Math.max(x, y)] = r;
            work[r] = work[x] + work[y];
        }
        Integer[] items = new Integer[n];
        int k = 0;
        for (int t = 0; t < n; t++) if (root(cluster, t) == t) items[k++] = t;
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
        for (int t = 0; t < n; t++) alloc[t] = on[root(cluster, t)];
        return alloc;
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
}
