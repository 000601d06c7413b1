package gaplab.heuristics.dag;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.PriorityQueue;

/**
 * MH, the Mapping Heuristic (El-Rewini &amp; Lewis, J. Parallel Distrib. Comput. 9, 1990; the seed
 * cites the TPDS version): tasks get a static priority, their level with communication — the longest
 * path to an exit counting execution times (at the mean speed) and, on every arc, η times the mean
 * λ between two different processors; the ready task with the highest priority (ties: lower index)
 * goes to the processor where it can start earliest (ties: lower processor index), appended. No link
 * contention (SPEC §3), so MH's routing tables reduce to λ. Optional duplication A/B (seed §3), see
 * {@link ScheduleState}.
 */
public final class Mh extends ListScheduler {
    private static final double EPS = 1e-9;

    public Mh(Duplication dup) { super("mh", "MH, mapping heuristic (El-Rewini & Lewis 1990)", dup); }

    @Override
    protected Schedule run(DagInstance inst, Duplication dup) { return schedule(inst, dup); }

    /** The level with communication used as MH's priority. */
    public static double[] levels(DagInstance inst) {
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors();
        double meanSpeed = 0;
        for (int p = 0; p < P; p++) meanSpeed += inst.machine().speed(p);
        meanSpeed /= P;
        double lbar = 0;
        if (P > 1) {
            for (int p = 0; p < P; p++) for (int q = 0; q < P; q++) if (p != q) lbar += inst.machine().lambda(p, q);
            lbar /= (double) P * (P - 1);
        }
        double[] lvl = new double[n];
        int[] topo = g.topologicalOrder();
        for (int k = n - 1; k >= 0; k--) {
            int t = topo[k];
            double m = 0;
            int[] s = g.succs(t), sa = g.succArcs(t);
            for (int i = 0; i < s.length; i++) m = Math.max(m, g.eta(sa[i]) * lbar + lvl[s[i]]);
            lvl[t] = g.mu(t) / meanSpeed + m;
        }
        return lvl;
    }

    public static Schedule schedule(DagInstance inst, Duplication dup) {
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors();
        ScheduleState st = new ScheduleState(inst);
        double[] lvl = levels(inst);
        PriorityQueue<Integer> ready = new PriorityQueue<>((a, b) -> lvl[a] != lvl[b] ? Double.compare(lvl[b], lvl[a]) : Integer.compare(a, b));
        int[] missing = new int[n];
        for (int t = 0; t < n; t++) { missing[t] = g.preds(t).length; if (missing[t] == 0) ready.add(t); }
        while (!ready.isEmpty()) {
            int t = ready.poll();
            int bp = 0;
            double best = Double.POSITIVE_INFINITY;
            for (int p = 0; p < P; p++) {
                double e = st.est(t, p);
                if (e < best - EPS) { best = e; bp = p; }
            }
            st.place(t, bp, dup);
            for (int v : g.succs(t)) if (--missing[v] == 0) ready.add(v);
        }
        return st.toSchedule();
    }
}
