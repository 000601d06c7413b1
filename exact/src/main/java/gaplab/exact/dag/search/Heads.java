package gaplab.exact.dag.search;

import gaplab.analysis.dag.DagBounds;
import gaplab.model.dag.TaskGraph;

/**
 * The head bound at a node: every unscheduled task T gets the head h(T) = min over processors P of
 * max(free(P), last start, arrival on P of the data of its scheduled predecessors, the join bound over
 * its unscheduled predecessors U with h(U) + least duration of U); with duplication the arrival also
 * allows for a later copy of a scheduled predecessor ({@link #copyArrival}); the bound is max h(T) + bl(T). The
 * join load bound ({@link DagBounds#joinLoad}) sharpens the join when U are several. Also records, for
 * the transposition table, the tasks on the frontier and when their scheduled data arrive on each
 * processor.
 */
final class Heads {
    private final InstanceData data;
    private final PartialSchedule state;
    private final boolean joinLoad;
    /** h(T) of every unscheduled task at the last call. */
    final double[] head;
    /** Does the unscheduled task have a scheduled predecessor? */
    final boolean[] onFrontier;
    /** For frontier tasks: when the scheduled predecessors' data are on p ({@code t * P + p}). */
    final double[] frontierArrival;
    private final double[] joinReady, joinHead, joinDuration;
    private final int[] joinOrder, joinOrderByHead;

    Heads(InstanceData data, PartialSchedule state, boolean joinLoad) {
        this.data = data;
        this.state = state;
        this.joinLoad = joinLoad;
        int n = data.tasks, m = data.maxPredecessors;
        head = new double[n];
        onFrontier = new boolean[n];
        frontierArrival = new double[n * data.processors];
        joinReady = new double[m]; joinHead = new double[m]; joinDuration = new double[m];
        joinOrder = new int[m]; joinOrderByHead = new int[m];
    }

    /** Fills the heads; returns max(makespan so far, max h(T) + bl(T)). */
    double bound(double orderStart) {
        TaskGraph g = data.graph;
        int P = data.processors;
        int[] instances = state.instances;
        double lb = state.makespanSoFar;
        for (int t : data.topologicalOrder) {
            if (instances[t] > 0) continue;
            int[] pr = g.preds(t);
            int[] pa = g.predArcs(t);
            boolean anyScheduled = false;
            int m = 0;
            for (int k = 0; k < pr.length; k++) {
                int u = pr[k];
                if (instances[u] > 0) { anyScheduled = true; continue; }
                joinHead[m] = head[u]; joinDuration[m] = data.minDuration[u];
                joinReady[m] = head[u] + data.minDuration[u] + g.eta(pa[k]) * data.leastLambda;
                m++;
            }
            double u0 = Math.max(orderStart, DagBounds.joinBound(m, joinReady, joinHead, joinDuration, joinOrder, joinOrderByHead));
            if (joinLoad && m >= 2 && P > 1) u0 = Math.max(u0, DagBounds.joinLoad(m, joinReady, joinHead, joinDuration, P));
            double h = Double.POSITIVE_INFINITY;
            onFrontier[t] = anyScheduled;
            for (int p = 0; p < P; p++) {
                double x = Math.max(u0, state.free[p]);
                if (anyScheduled) {
                    double y = 0;
                    for (int k = 0; k < pr.length; k++) {
                        int u = pr[k];
                        if (instances[u] == 0) continue;
                        double arr = state.arrival(u, g.eta(pa[k]), p);
                        if (data.duplication) arr = Math.min(arr, copyArrival(u, g.eta(pa[k]), p));
                        if (arr > y) y = arr;
                    }
                    frontierArrival[t * P + p] = y;
                    if (y > x) x = y;
                }
                if (x < h) h = x;
            }
            head[t] = h;
            if (h + data.bottomLevel[t] > lb) lb = h + data.bottomLevel[t];
        }
        return lb;
    }

    /**
     * With duplication, a later copy of the scheduled task u may bring its data to p sooner than the
     * instances so far: a copy on q starts no earlier than max(free(q), last start) (ordered appends),
     * so its data are on p no earlier than that + its duration on q + η·λ(q, p). Without this term the
     * head would assume that u's data can only come from its existing instances (found by the
     * cross-check: a mesh instance proved at 16 whose optimum with duplication is 13).
     */
    private double copyArrival(int u, double eta, int p) {
        int P = data.processors;
        double best = Double.POSITIVE_INFINITY;
        for (int q = 0; q < P; q++) {
            double a = state.readyAt(q) + data.duration[u * P + q] + (q == p ? 0 : eta * data.lambda[q * P + p]);
            if (a < best) best = a;
        }
        return best;
    }

    /**
     * The load bound: processor P can do new work only after max(free(P), last start), so
     * C ≥ (remaining work + Σ speed(P)·max(free(P), last start)) / Σ speed.
     */
    double load() {
        double load = state.remainingWork;
        for (int p = 0; p < data.processors; p++) load += data.speed(p) * state.readyAt(p);
        return load / data.totalSpeed;
    }
}
