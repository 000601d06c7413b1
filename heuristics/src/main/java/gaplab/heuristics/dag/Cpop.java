package gaplab.heuristics.dag;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;

/**
 * CPOP, Critical-Path-on-a-Processor (Topcuoglu, Hariri &amp; Wu, IEEE TPDS 13(3), 2002, §4.2).
 *
 * <p><b>Task prioritizing.</b> priority(n<sub>i</sub>) = rank<sub>u</sub>(n<sub>i</sub>) +
 * rank<sub>d</sub>(n<sub>i</sub>), with the upward rank of HEFT ({@link Heft#upwardRanks}) and the
 * downward rank rank<sub>d</sub>(n<sub>i</sub>) = max<sub>n<sub>j</sub> ∈ pred(n<sub>i</sub>)</sub>
 * (rank<sub>d</sub>(n<sub>j</sub>) + w̄<sub>j</sub> + c̄<sub>j,i</sub>), 0 at an entry task (eq. 7), both from
 * mean costs (see {@link PriorityList}). |CP| = the priority of the entry task; the critical path
 * SET<sub>CP</sub> starts there and repeatedly follows a successor whose priority equals |CP| until an
 * exit task. The <i>critical-path processor</i> p<sub>CP</sub> minimises Σ<sub>n<sub>i</sub> ∈ SET_CP</sub>
 * w(n<sub>i</sub>, p).
 *
 * <p><b>Processor selection.</b> The ready task of highest priority goes to p<sub>CP</sub> if it is on
 * the critical path, else to the processor with the smallest EFT; both with the insertion-based policy.
 *
 * <p><b>Ties and several entries.</b> With several entry tasks |CP| is the largest priority of an
 * entry (the paper assumes one entry; its graphs get a zero-cost pseudo entry, which changes no
 * priority). Among entries and successors we follow the one of largest priority — equal to |CP| on a
 * critical path, this never fails on rounding — the lower task index among ties; equal priorities in
 * the ready list go to the lower task index, equal sums or EFTs to the lower processor index. No
 * duplication.
 */
public final class Cpop extends ListScheduler {

    public Cpop() { super("cpop", "CPOP, critical path on a processor (Topcuoglu, Hariri & Wu 2002)", Duplication.NONE); }

    @Override
    protected Schedule run(DagInstance inst, Duplication dup) { return schedule(inst); }

    /** rank<sub>d</sub> of every task (Topcuoglu et al., eq. 7). */
    public static double[] downwardRanks(DagInstance inst) {
        TaskGraph g = inst.graph();
        double[] cbar = PriorityList.meanDelays(inst);
        double[] rank = new double[g.size()];
        for (int t : g.topologicalOrder()) {
            double m = 0;
            int[] pr = g.preds(t), pa = g.predArcs(t);
            for (int i = 0; i < pr.length; i++) m = Math.max(m, rank[pr[i]] + PriorityList.meanDuration(inst, pr[i]) + cbar[pa[i]]);
            rank[t] = m;
        }
        return rank;
    }

    /** SET<sub>CP</sub> as a membership array: entry of largest priority, then successors of largest priority. */
    public static boolean[] criticalPath(TaskGraph g, double[] priority) {
        int k = -1;
        for (int t = 0; t < g.size(); t++) if (g.preds(t).length == 0 && (k < 0 || PriorityList.above(priority[t], priority[k]))) k = t;
        boolean[] cp = new boolean[g.size()];
        while (true) {
            cp[k] = true;
            int next = -1;
            for (int v : g.succs(k)) if (next < 0 || PriorityList.above(priority[v], priority[next]) || (PriorityList.tie(priority[v], priority[next]) && v < next)) next = v;
            if (next < 0) return cp;
            k = next;
        }
    }

    public static Schedule schedule(DagInstance inst) {
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors();
        double[] up = Heft.upwardRanks(inst), down = downwardRanks(inst), priority = new double[n];
        for (int t = 0; t < n; t++) priority[t] = up[t] + down[t];
        boolean[] cp = criticalPath(g, priority);
        double[] cpWork = new double[P];
        for (int t = 0; t < n; t++) if (cp[t]) for (int p = 0; p < P; p++) cpWork[p] += inst.duration(t, p);
        int pcp = PriorityList.argmin(cpWork);
        return PriorityList.schedule(inst, priority, (st, t) -> {
            if (cp[t]) return pcp;
            double[] eft = new double[P];
            for (int p = 0; p < P; p++) eft[p] = PriorityList.eft(inst, st, t, p);
            return PriorityList.argmin(eft);
        });
    }
}
