package gaplab.exact.dag.search;

import gaplab.analysis.dag.DagBounds;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.TaskGraph;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

/**
 * What the search precomputes once per instance (SPEC §3) and never changes: durations on every
 * processor, λ, bottom levels (with communication when no task may be copied), the least duration of
 * each task, topological order, tasks equivalent to an earlier one, ancestors, speeds, each task's
 * work for the load bounds and the machine's automorphisms. A cost matrix (times per processor) keeps
 * every rule sound: processors are identical only with equal columns, automorphisms are not used, and
 * the load bounds count each task's least time.
 */
final class InstanceData {
    static final int AUTOMORPHISM_LIMIT = 5_000;

    final DagInstance instance;
    final TaskGraph graph;
    final int tasks, processors;
    final boolean duplication, identicalProcessors, uniformSpeed;
    /** Every duration and delay is a whole number: bounds round up, and a better schedule ends by incumbent − 1. */
    final boolean integral;
    /** No task has μ = 0, so two appends at the same start are ordered strictly by (task, processor). */
    final boolean strictTies;
    /** The machine's automorphisms when they are not all permutations (identical processors); null if none or unused. */
    final List<int[]> automorphisms;
    final double[] duration;          // t * P + p
    final double[] lambda;            // p * P + q
    final double[] bottomLevel, minDuration;
    final double leastLambda, maxSpeed, totalSpeed;
    /**
     * Each task's work for the load bounds: μ (run at speed(P) on P); with a cost matrix its least time,
     * at speed 1 everywhere — the relaxation of {@link DagInstance#relaxed}, so every load bound stays sound.
     */
    final double[] work;
    final double totalWork;
    /** The graph's only sink (every other task is its ancestor), or −1 when it has several. */
    final int onlySink;
    final int maxPredecessors;
    final int[] topologicalOrder;
    /** The previous task equivalent to t (same μ, same predecessors and successors with the same η), −1 if none. */
    final int[] equivalentBefore;
    /** Each task's unscheduled-ancestor bit set (n ≤ 64 and the ancestor load on), else null. */
    final long[] ancestors;
    /** Tasks by least duration, longest first (ties by index). */
    final int[] byDuration;

    InstanceData(DagInstance inst, boolean duplication, SearchSettings settings) {
        this.instance = inst;
        this.graph = inst.graph();
        this.tasks = graph.size();
        this.processors = inst.processors();
        this.duplication = duplication;
        int n = tasks, P = processors;
        TaskGraph g = graph;
        this.identicalProcessors = inst.machine().identicalProcessors() && inst.identicalTimes();
        // the machine's automorphisms permute λ only: with a cost matrix they need not keep the times
        List<int[]> au = identicalProcessors || duplication || inst.hasCostMatrix() || P > 62 || !settings.automorphisms() ? null : inst.machine().automorphisms(AUTOMORPHISM_LIMIT);
        this.automorphisms = au == null || au.size() <= 1 ? null : au;
        duration = new double[n * P];
        lambda = new double[P * P];
        boolean integ = true, anyZero = false;
        for (int t = 0; t < n; t++) {
            for (int p = 0; p < P; p++) {
                duration[t * P + p] = inst.duration(t, p);
                integ &= duration[t * P + p] == Math.rint(duration[t * P + p]);
                if (duration[t * P + p] == 0) anyZero = true;
            }
        }
        java.util.Set<Double> distinctLambda = new java.util.HashSet<>();
        for (int p = 0; p < P; p++) for (int q = 0; q < P; q++) { lambda[p * P + q] = inst.machine().lambda(p, q); distinctLambda.add(lambda[p * P + q]); }
        for (int a = 0; a < g.arcCount(); a++) for (double l : distinctLambda) { // every delay η·λ is a whole number
            double c = g.eta(a) * l;
            integ &= c == Math.rint(c);
        }
        this.integral = integ;
        this.strictTies = !anyZero;
        bottomLevel = duplication ? DagBounds.bottomLevels(inst) : DagBounds.bottomLevelsComm(inst);
        leastLambda = inst.machine().minLambda();
        int maxDeg = 1;
        for (int t = 0; t < n; t++) maxDeg = Math.max(maxDeg, g.preds(t).length);
        maxPredecessors = maxDeg;
        minDuration = new double[n];
        for (int t = 0; t < n; t++) {
            double m = Double.POSITIVE_INFINITY;
            for (int p = 0; p < P; p++) m = Math.min(m, duration[t * P + p]);
            minDuration[t] = m;
        }
        topologicalOrder = g.topologicalOrder();
        equivalentBefore = new int[n];
        Arrays.fill(equivalentBefore, -1);
        if (!duplication) {
            for (int v = 0; v < n; v++)
                for (int u = v - 1; u >= 0; u--) if (equivalent(u, v)) { equivalentBefore[v] = u; break; }
        }
        maxSpeed = inst.machine().maxSpeed();
        TaskGraph relaxed = inst.relaxed().graph();
        work = new double[n];
        double tw = 0;
        for (int t = 0; t < n; t++) { work[t] = relaxed.mu(t); tw += work[t]; }
        totalWork = tw;
        int only = -1;
        for (int t = 0; t < n; t++) if (g.succs(t).length == 0) only = only == -1 ? t : -2;
        onlySink = Math.max(-1, only);
        if (settings.ancestorLoad() && n <= 64) {
            ancestors = new long[n];
            for (int t : topologicalOrder) for (int u : g.preds(t)) ancestors[t] |= ancestors[u] | (1L << u);
        } else ancestors = null;
        byDuration = IntStream.range(0, n).boxed()
                .sorted((a, b) -> minDuration[a] != minDuration[b] ? Double.compare(minDuration[b], minDuration[a]) : Integer.compare(a, b))
                .mapToInt(Integer::intValue).toArray();
        double ts = 0;
        for (int p = 0; p < P; p++) ts += inst.machine().speed(p);
        totalSpeed = ts;
        boolean us = true;
        for (int p = 1; p < P; p++) us &= inst.machine().speed(p) == inst.machine().speed(0);
        uniformSpeed = us;
    }

    double speed(int p) { return instance.machine().speed(p); }

    /** The same time on every processor, and the same predecessors and successors with the same η. */
    private boolean equivalent(int u, int v) {
        TaskGraph g = graph;
        for (int p = 0; p < processors; p++) if (duration[u * processors + p] != duration[v * processors + p]) return false;
        if (g.preds(u).length != g.preds(v).length || g.succs(u).length != g.succs(v).length) return false;
        for (int k = 0; k < g.preds(u).length; k++) {
            int w = g.preds(u)[k];
            double e = g.eta(w, v);
            if (Double.isNaN(e) || e != g.eta(g.predArcs(u)[k])) return false;
        }
        for (int k = 0; k < g.succs(u).length; k++) {
            int w = g.succs(u)[k];
            double e = g.eta(v, w);
            if (Double.isNaN(e) || e != g.eta(g.succArcs(u)[k])) return false;
        }
        return true;
    }
}
