package gaplab.analysis.dag;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.TaskGraph;
import java.util.Arrays;

/**
 * The fan-in bound (issue 19): any task t and its immediate predecessors form a join
 * ({@link JoinRelaxation}) once every other task and arc is dropped and each predecessor is released
 * at the least of their heads h (top levels with communication, {@link DagBounds#topLevelsComm}) —
 * each a relaxation, so C ≥ h + J + bl(t), with J the join optimum over the predecessors' least
 * times and delays (η × least λ) and bl(t) t's computation-only bottom level. Valid with
 * duplication: the instances that feed one instance of t form such a join. On a join graph (every
 * other task a source feeding t) on identical processors the bound is the optimum.
 *
 * <p>The fan-out bound is the fan-in bound of the mirrored instance (arcs reversed): valid only
 * without duplication, where the mirror has the same optimum (a copy of t could feed its successors
 * locally). The join searches share a node budget per call ({@link #NODES}, deterministic); a join
 * whose search runs out contributes only its root bound.
 */
public final class FanBound {
    private FanBound() {}

    /** The nodes all join searches of one call may visit together. */
    public static final long NODES = 1_000_000;

    /** The fan-in bound: valid with and without duplication. */
    public static double fanIn(DagInstance inst) { return fanIn(inst, NODES, Double.NEGATIVE_INFINITY); }

    /** The fan-out bound: valid only without duplication. */
    public static double fanOut(DagInstance inst) { return fanIn(inst.mirrored(), NODES, Double.NEGATIVE_INFINITY); }

    /**
     * The fan-in bound where it exceeds {@code floor} (a bound the caller already has): a join whose
     * first allocation cannot lift it above the floor is not searched. At most the full bound, and
     * max(floor, result) equals max(floor, full bound).
     */
    public static double fanIn(DagInstance inst, double floor) { return fanIn(inst, NODES, floor); }

    /** The fan-out bound where it exceeds {@code floor}: valid only without duplication. */
    public static double fanOut(DagInstance inst, double floor) { return fanIn(inst.mirrored(), NODES, floor); }

    /**
     * The join of task t ({@link JoinRelaxation}, with its cutoff): its predecessors' times at the fastest
     * speed and their messages' delays at the least λ, on the instance's processors.
     */
    public static JoinRelaxation.Result join(DagInstance inst, int t, long budget, double cutoff) {
        TaskGraph g = inst.graph();
        int[] pr = g.preds(t), pa = g.predArcs(t);
        double s = inst.machine().maxSpeed(), lmin = inst.machine().minLambda();
        double[] d = new double[pr.length], c = new double[pr.length];
        for (int k = 0; k < pr.length; k++) { d[k] = g.mu(pr[k]) / s; c[k] = g.eta(pa[k]) * lmin; }
        return JoinRelaxation.solve(d, c, inst.processors(), budget, cutoff);
    }

    static double fanIn(DagInstance inst, long budget, double floor) {
        inst = inst.relaxed();   // with a cost matrix: each task's least time (a sound relaxation)
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors();
        double[] tl = DagBounds.topLevelsComm(inst), bl = DagBounds.bottomLevels(inst);
        // the widest joins first: they are where the bound rises above the others
        Integer[] byFanIn = new Integer[n];
        for (int t = 0; t < n; t++) byFanIn[t] = t;
        Arrays.sort(byFanIn, (a, b) -> g.preds(a).length != g.preds(b).length ? Integer.compare(g.preds(b).length, g.preds(a).length) : Integer.compare(a, b));
        double best = 0;
        long left = budget;
        for (int t : byFanIn) {
            int[] pr = g.preds(t);
            if (pr.length < 2 || left <= 0) break;
            double h = Double.POSITIVE_INFINITY;
            for (int u : pr) h = Math.min(h, tl[u]);
            JoinRelaxation.Result r = join(inst, t, left, Math.max(floor, best) - h - bl[t]);
            left -= r.nodes();
            best = Math.max(best, h + r.value() + bl[t]);
        }
        return best;
    }
}
