package gaplab.analysis.dag;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.TaskGraph;
import gaplab.model.core.LowerBound;
import java.util.Arrays;
import java.util.List;

/**
 * Lower bounds on the optimal makespan, valid with or without duplication (the bottom levels with
 * communication, {@link #bottomLevelsComm}, are only valid without and are used by the exact search).
 * <ul>
 * <li>{@code critical-path}: the longest path of execution times at the fastest speed.</li>
 * <li>{@code work}: total work / total speed.</li>
 * <li>{@code head-tail}: on identical processors, each used processor is idle before its first task
 *     (which cannot start before that task's head, the longest path of execution times into it) and
 *     after its last task (which leaves at least its tail); with k processors used,
 *     k·C ≥ Σμ + (sum of the k smallest heads) + (sum of the k smallest tails), over distinct tasks;
 *     the bound is the least of these over k = 1..P. Needs n ≥ P; else 0.</li>
 * <li>{@code pigeonhole}: see {@link #pigeonhole}.</li>
 * <li>{@code join-path}: top level with communication (the join bound, {@link #joinBound}) plus
 *     the computation-only bottom level; see {@link #communicationPath}.</li>
 * <li>{@code partition}: the optimal P | | Cmax load of the execution times on identical processors
 *     ({@link PartitionBound}).</li>
 * <li>{@code fan-in}: a task and its predecessors as a join, solved exactly ({@link FanBound}).</li>
 * </ul>
 */
public final class DagBounds {
    private DagBounds() {}

    /** Longest path of μ/maxSpeed starting at each task (including the task itself). */
    public static double[] bottomLevels(DagInstance inst) {
        inst = inst.relaxed();   // with a cost matrix: each task's least time (a sound relaxation)
        TaskGraph g = inst.graph();
        double s = inst.machine().maxSpeed();
        int[] topo = g.topologicalOrder();
        double[] bl = new double[g.size()];
        for (int k = topo.length - 1; k >= 0; k--) {
            int t = topo[k];
            double m = 0;
            for (int v : g.succs(t)) m = Math.max(m, bl[v]);
            bl[t] = g.mu(t) / s + m;
        }
        return bl;
    }

    /** Longest path of μ/maxSpeed ending just before each task (the task's earliest start). */
    public static double[] topLevels(DagInstance inst) {
        inst = inst.relaxed();   // with a cost matrix: each task's least time (a sound relaxation)
        TaskGraph g = inst.graph();
        double s = inst.machine().maxSpeed();
        int[] topo = g.topologicalOrder();
        double[] tl = new double[g.size()];
        for (int t : topo) {
            double m = 0;
            for (int u : g.preds(t)) m = Math.max(m, tl[u] + g.mu(u) / s);
            tl[t] = m;
        }
        return tl;
    }

    public static double criticalPath(DagInstance inst) {
        inst = inst.relaxed();   // with a cost matrix: each task's least time (a sound relaxation)
        double m = 0;
        for (double b : bottomLevels(inst)) m = Math.max(m, b);
        return m;
    }

    public static double work(DagInstance inst) {
        inst = inst.relaxed();   // with a cost matrix: each task's least time (a sound relaxation)
        double sp = 0;
        for (int p = 0; p < inst.processors(); p++) sp += inst.machine().speed(p);
        return inst.graph().totalWork() / sp;
    }

    public static double headTail(DagInstance inst) {
        inst = inst.relaxed();   // with a cost matrix: each task's least time (a sound relaxation)
        int n = inst.tasks(), P = inst.processors();
        if (n < P || !inst.machine().identicalProcessors()) return 0;
        double s = inst.machine().speed(0);
        double[] head = topLevels(inst), bl = bottomLevels(inst);
        double[] tail = new double[n];
        for (int t = 0; t < n; t++) tail[t] = bl[t] - inst.graph().mu(t) / s;
        Arrays.sort(head);
        Arrays.sort(tail);
        // with k processors in use, k·C ≥ Σμ + (k smallest heads) + (k smallest tails); k is unknown
        double work = inst.graph().totalWork() / s, sum = work, best = Double.POSITIVE_INFINITY;
        for (int k = 1; k <= P; k++) {
            sum += head[k - 1] + tail[k - 1];
            best = Math.min(best, sum / k);
        }
        return best;
    }

    /**
     * Pigeonhole bound on identical processors: among the kP+1 longest tasks some processor runs k+1,
     * so C ≥ the sum of the k+1 shortest of them, for every k ≥ 1 with kP+1 ≤ n.
     */
    public static double pigeonhole(DagInstance inst) {
        inst = inst.relaxed();   // with a cost matrix: each task's least time (a sound relaxation)
        int n = inst.tasks(), P = inst.processors();
        if (!inst.machine().identicalProcessors()) return 0;
        double[] mu = new double[n];
        for (int t = 0; t < n; t++) mu[t] = inst.graph().mu(t) / inst.machine().speed(0);
        Arrays.sort(mu); // ascending; the i-th longest is mu[n - i]
        double best = 0;
        for (int k = 1; (long) k * P + 1 <= n; k++) {
            int m = k * P + 1;
            double s = 0;
            for (int i = m - k; i <= m; i++) s += mu[n - i];
            best = Math.max(best, s);
        }
        return best;
    }


    /**
     * The join bound: a task fed by m predecessors (or feeding m successors, mirrored) where
     * neighbour u is either on the same processor — then all such neighbours run one after the other
     * there, a one-machine problem with release h[u] and duration d[u] — or elsewhere, and then its data
     * takes r[u] (earliest finish + the least possible delay). For any choice S of co-located
     * neighbours, the largest r outside S is at least the r of the first neighbour (in decreasing r)
     * left out, and the one-machine bound is monotone in S; so min over k of max(r of the (k+1)-th,
     * one-machine bound of the first k) is a valid lower bound. ord and ord2 are scratch arrays.
     */
    public static double joinBound(int m, double[] r, double[] h, double[] d, int[] ord, int[] ord2) {
        if (m == 0) return 0;
        for (int i = 0; i < m; i++) ord[i] = i;
        for (int i = 1; i < m; i++) { // sort by r descending
            int x = ord[i], j = i - 1;
            while (j >= 0 && r[ord[j]] < r[x]) { ord[j + 1] = ord[j]; j--; }
            ord[j + 1] = x;
        }
        double best = r[ord[0]];
        int len = 0;
        for (int k = 1; k <= m; k++) {
            int x = ord[k - 1];
            int j = len - 1; // insert x into ord2 sorted by h ascending
            while (j >= 0 && h[ord2[j]] > h[x]) { ord2[j + 1] = ord2[j]; j--; }
            ord2[j + 1] = x;
            len++;
            double t = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < len; i++) t = Math.max(t, h[ord2[i]]) + d[ord2[i]];
            double v = Math.max(k < m ? r[ord[k]] : 0, t);
            if (v < best) best = v;
        }
        return best;
    }


    /**
     * The join load bound: the m predecessors feeding a task either run on its processor (one after
     * the other) or on the P − 1 others, and then their data needs at least the least delay c. With D
     * their total time and h the least head, for any split the task waits at least
     * h + max(x, (D − x)/(P − 1) + c) with x the co-located time (or h + D when all are co-located),
     * so at least h + min(D, (D + (P − 1)c)/P). r[u] − h[u] − d[u] is u's delay.
     */
    public static double joinLoad(int m, double[] r, double[] h, double[] d, int P) {
        double hmin = Double.POSITIVE_INFINITY, D = 0, c = Double.POSITIVE_INFINITY;
        for (int i = 0; i < m; i++) { hmin = Math.min(hmin, h[i]); D += d[i]; c = Math.min(c, r[i] - h[i] - d[i]); }
        return hmin + Math.min(D, (D + (P - 1) * Math.max(0, c)) / P);
    }

    /**
     * Top levels with communication: a lower bound on the start of every instance of each task, by the
     * join bound over its predecessors (delay η × least λ between two processors). Valid with
     * duplication too (each instance is fed by some instance of each predecessor).
     */
    public static double[] topLevelsComm(DagInstance inst) {
        inst = inst.relaxed();   // with a cost matrix: each task's least time (a sound relaxation)
        TaskGraph g = inst.graph();
        int n = g.size();
        double[] minDur = minDurations(inst);
        double lmin = inst.machine().minLambda();
        double[] tl = new double[n];
        int maxDeg = 1;
        for (int t = 0; t < n; t++) maxDeg = Math.max(maxDeg, Math.max(g.preds(t).length, g.succs(t).length));
        double[] r = new double[maxDeg], h = new double[maxDeg], d = new double[maxDeg];
        int[] o1 = new int[maxDeg], o2 = new int[maxDeg];
        for (int t : g.topologicalOrder()) {
            int[] pr = g.preds(t), pa = g.predArcs(t);
            for (int k = 0; k < pr.length; k++) {
                int u = pr[k];
                h[k] = tl[u]; d[k] = minDur[u]; r[k] = tl[u] + minDur[u] + g.eta(pa[k]) * lmin;
            }
            tl[t] = joinBound(pr.length, r, h, d, o1, o2);
        }
        return tl;
    }

    /**
     * Bottom levels with communication (the mirrored join bound over successors, plus the task's own
     * time): without duplication, the makespan minus the start of each task is at least this.
     * NOT valid with duplication (another copy may feed the successors).
     */
    public static double[] bottomLevelsComm(DagInstance inst) {
        inst = inst.relaxed();   // with a cost matrix: each task's least time (a sound relaxation)
        TaskGraph g = inst.graph();
        int n = g.size();
        double[] minDur = minDurations(inst);
        double lmin = inst.machine().minLambda();
        double[] bl = new double[n];
        int maxDeg = 1;
        for (int t = 0; t < n; t++) maxDeg = Math.max(maxDeg, Math.max(g.preds(t).length, g.succs(t).length));
        double[] r = new double[maxDeg], h = new double[maxDeg], d = new double[maxDeg];
        int[] o1 = new int[maxDeg], o2 = new int[maxDeg];
        int[] topo = g.topologicalOrder();
        for (int i = n - 1; i >= 0; i--) {
            int t = topo[i];
            int[] sc = g.succs(t), sa = g.succArcs(t);
            for (int k = 0; k < sc.length; k++) {
                int u = sc[k];
                h[k] = bl[u] - minDur[u]; d[k] = minDur[u]; r[k] = bl[u] + g.eta(sa[k]) * lmin;
            }
            bl[t] = minDur[t] + joinBound(sc.length, r, h, d, o1, o2);
        }
        return bl;
    }

    static double[] minDurations(DagInstance inst) {
        double[] m = new double[inst.tasks()];
        double s = inst.machine().maxSpeed();
        for (int t = 0; t < m.length; t++) m[t] = inst.graph().mu(t) / s;
        return m;
    }

    /** max over tasks of (top level with communication + computation-only bottom level): valid with duplication. */
    public static double communicationPath(DagInstance inst) {
        inst = inst.relaxed();   // with a cost matrix: each task's least time (a sound relaxation)
        double[] tl = topLevelsComm(inst), bl = bottomLevels(inst);
        double m = 0;
        for (int t = 0; t < tl.length; t++) m = Math.max(m, tl[t] + bl[t]);
        return m;
    }

    /** max over tasks of (top level + bottom level, both with communication): valid only without duplication. */
    public static double communicationPathNoDuplication(DagInstance inst) {
        inst = inst.relaxed();   // with a cost matrix: each task's least time (a sound relaxation)
        double[] tl = topLevelsComm(inst), bl = bottomLevelsComm(inst);
        double m = 0;
        for (int t = 0; t < tl.length; t++) m = Math.max(m, tl[t] + bl[t]);
        return m;
    }

    /**
     * The co-location bound (without duplication, integral data): a makespan C is possible only if,
     * whenever an arc u → v with a remote transfer would force C above C (top level with
     * communication of u + its time + η × least λ + bottom level with communication of v), u and v
     * share a processor. Joining such pairs gives clusters that each run on one processor, so C is
     * at least min head + total time + min tail over each cluster. Starting from {@code from}, every
     * integer C that fails the test is ruled out; the first that passes is the bound. NOT valid
     * with duplication (a copy of u may serve v locally). Returns {@code from} on non-integral data.
     */
    public static double colocation(DagInstance inst, double from) {
        inst = inst.relaxed();   // with a cost matrix: each task's least time (a sound relaxation)
        TaskGraph g = inst.graph();
        int n = g.size();
        double[] tl = topLevelsComm(inst), bl = bottomLevelsComm(inst), d = minDurations(inst);
        double lmin = inst.machine().minLambda();
        for (int t = 0; t < n; t++) if (d[t] != Math.rint(d[t]) || tl[t] != Math.rint(tl[t]) || bl[t] != Math.rint(bl[t])) return from;
        for (int a = 0; a < g.arcCount(); a++) if (g.eta(a) * lmin != Math.rint(g.eta(a) * lmin)) return from;
        double c = Math.ceil(from - 1e-9);
        int[] parent = new int[n];
        double[] work = new double[n], head = new double[n], tail = new double[n];
        for (int step = 0; step < 100_000; step++, c++) {
            for (int t = 0; t < n; t++) { parent[t] = t; work[t] = d[t]; head[t] = tl[t]; tail[t] = bl[t] - d[t]; }
            for (int a = 0; a < g.arcCount(); a++) {
                int u = g.from(a), v = g.to(a);
                if (tl[u] + d[u] + g.eta(a) * lmin + bl[v] <= c + 1e-9) continue;
                int x = find(parent, u), y = find(parent, v);
                if (x == y) continue;
                parent[y] = x;
                work[x] += work[y]; head[x] = Math.min(head[x], head[y]); tail[x] = Math.min(tail[x], tail[y]);
            }
            boolean ok = true;
            for (int t = 0; t < n && ok; t++) if (parent[t] == t && head[t] + work[t] + tail[t] > c + 1e-9) ok = false;
            if (ok) return c;
        }
        return from;
    }

    private static int find(int[] parent, int x) {
        while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; }
        return x;
    }

    /** The best of the bounds. */
    public static double best(DagInstance inst) { return best(inst, true); }

    /** The best of the bounds, with or without the fan-in bound (the exact search's {@code fan} setting). */
    public static double best(DagInstance inst, boolean fan) {
        inst = inst.relaxed();   // with a cost matrix: each task's least time (a sound relaxation)
        double others = Math.max(Math.max(communicationPath(inst), PartitionBound.of(inst)),
                Math.max(Math.max(criticalPath(inst), pigeonhole(inst)), Math.max(work(inst), headTail(inst))));
        return fan ? Math.max(others, FanBound.fanIn(inst, others)) : others;
    }

    public static List<LowerBound<DagInstance>> all() {
        return List.of(bound("critical-path", DagBounds::criticalPath), bound("work", DagBounds::work),
                bound("head-tail", DagBounds::headTail), bound("pigeonhole", DagBounds::pigeonhole),
                bound("join-path", DagBounds::communicationPath), bound("partition", PartitionBound::of),
                bound("fan-in", FanBound::fanIn));
    }

    private static LowerBound<DagInstance> bound(String name, java.util.function.ToDoubleFunction<DagInstance> f) {
        return new LowerBound<>() {
            @Override public String name() { return name; }
            @Override public double bound(DagInstance instance) { return f.applyAsDouble(instance); }
        };
    }
}
