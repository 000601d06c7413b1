package gaplab.dag;

import gaplab.core.LowerBound;
import java.util.Arrays;
import java.util.List;

/**
 * Lower bounds on the optimal makespan (with or without duplication: every bound below ignores
 * communication, which duplication can at best remove).
 * <ul>
 * <li>{@code critical-path}: the longest path of execution times at the fastest speed.</li>
 * <li>{@code work}: total work / total speed.</li>
 * <li>{@code head-tail}: on identical processors, each processor is idle before its first task (which
 *     cannot start before that task's head, the longest path of execution times into it) and after its
 *     last task (which leaves at least its tail); so P·C ≥ Σμ + (sum of the P smallest heads) +
 *     (sum of the P smallest tails), taken over distinct tasks. Needs n ≥ P; else 0.</li>
 * </ul>
 */
public final class DagBounds {
    private DagBounds() {}

    /** Longest path of μ/maxSpeed starting at each task (including the task itself). */
    public static double[] bottomLevels(DagInstance inst) {
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
        double m = 0;
        for (double b : bottomLevels(inst)) m = Math.max(m, b);
        return m;
    }

    public static double work(DagInstance inst) {
        double sp = 0;
        for (int p = 0; p < inst.processors(); p++) sp += inst.machine().speed(p);
        return inst.graph().totalWork() / sp;
    }

    public static double headTail(DagInstance inst) {
        int n = inst.tasks(), P = inst.processors();
        if (n < P || !inst.machine().identicalProcessors()) return 0;
        double s = inst.machine().speed(0);
        double[] head = topLevels(inst), bl = bottomLevels(inst);
        double[] tail = new double[n];
        for (int t = 0; t < n; t++) tail[t] = bl[t] - inst.graph().mu(t) / s;
        Arrays.sort(head);
        Arrays.sort(tail);
        double sum = inst.graph().totalWork() / s;
        for (int k = 0; k < P; k++) sum += head[k] + tail[k];
        return sum / P;
    }

    /** The best of the bounds. */
    public static double best(DagInstance inst) {
        return Math.max(criticalPath(inst), Math.max(work(inst), headTail(inst)));
    }

    public static List<LowerBound<DagInstance>> all() {
        return List.of(bound("critical-path", DagBounds::criticalPath), bound("work", DagBounds::work),
                bound("head-tail", DagBounds::headTail));
    }

    private static LowerBound<DagInstance> bound(String name, java.util.function.ToDoubleFunction<DagInstance> f) {
        return new LowerBound<>() {
            @Override public String name() { return name; }
            @Override public double bound(DagInstance instance) { return f.applyAsDouble(instance); }
        };
    }
}
