package gaplab.heuristics.dag;

import gaplab.model.core.Options;
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
 *
 * <p><b>SAGA's ranks</b> ({@code --param ranks=saga}): SAGA 2.x's c̄ (see {@link Heft}), and its
 * downward rank, which adds the task's <i>own</i> cost over the mean speed, max over predecessors j of
 * (rank<sub>d</sub>(n<sub>j</sub>) + c̄<sub>j,i</sub>) + μ<sub>i</sub> / mean speed (0 at an entry task), where the
 * paper adds the predecessor's w̄<sub>j</sub>; with a cost matrix, the task's mean time. Its critical path
 * is then, as in SAGA's code, every task whose priority is close to |CP| (numpy's isclose: within
 * 1e-8 + 1e-5·|CP|), not a path from the entry: with these ranks the priority is no longer constant
 * along a path.
 */
public final class Cpop extends ListScheduler {

    public Cpop() { super("cpop", "CPOP, critical path on a processor (Topcuoglu, Hariri & Wu 2002)", Duplication.NONE); }

    @Override
    public java.util.Set<String> paramNames() { return java.util.Set.of("ranks"); }

    @Override
    public void checkParams(java.util.Map<String, String> params, String where) throws gaplab.model.core.InputException {
        super.checkParams(params, where);
        Heft.Ranks.check(params, where);
    }

    @Override
    protected Schedule run(DagInstance inst, Duplication dup) { return schedule(inst); }

    @Override
    protected Schedule run(DagInstance inst, Duplication dup, Options options) { return schedule(inst, Heft.Ranks.of(options)); }

    /** rank<sub>d</sub> of every task (Topcuoglu et al., eq. 7). */
    public static double[] downwardRanks(DagInstance inst) { return downwardRanks(inst, Heft.Ranks.PAPER); }

    /** rank<sub>d</sub> of every task, the paper's or SAGA's (see the class comment). */
    public static double[] downwardRanks(DagInstance inst, Heft.Ranks ranks) {
        TaskGraph g = inst.graph();
        double[] cbar = ranks.meanDelays(inst);
        double meanSpeed = 0;
        for (int p = 0; p < inst.processors(); p++) meanSpeed += inst.machine().speed(p);
        meanSpeed /= inst.processors();
        double[] rank = new double[g.size()];
        for (int t : g.topologicalOrder()) {
            double m = 0;
            int[] pr = g.preds(t), pa = g.predArcs(t);
            if (ranks == Heft.Ranks.PAPER) {
                for (int i = 0; i < pr.length; i++) m = Math.max(m, rank[pr[i]] + PriorityList.meanDuration(inst, pr[i]) + cbar[pa[i]]);
            } else if (pr.length > 0) {
                for (int i = 0; i < pr.length; i++) m = Math.max(m, rank[pr[i]] + cbar[pa[i]]);
                m += inst.hasCostMatrix() ? PriorityList.meanDuration(inst, t) : g.mu(t) / meanSpeed;
            }
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

    /** SAGA's SET<sub>CP</sub>: every task whose priority is within 1e-8 + 1e-5·|CP| of |CP| (the largest entry priority). */
    static boolean[] closeToCriticalPriority(TaskGraph g, double[] priority) {
        double cpRank = Double.NEGATIVE_INFINITY;
        for (int t = 0; t < g.size(); t++) if (g.preds(t).length == 0) cpRank = Math.max(cpRank, priority[t]);
        boolean[] cp = new boolean[g.size()];
        for (int t = 0; t < g.size(); t++) cp[t] = Math.abs(priority[t] - cpRank) <= 1e-8 + 1e-5 * Math.abs(cpRank);
        return cp;
    }

    public static Schedule schedule(DagInstance inst) { return schedule(inst, Heft.Ranks.PAPER); }

    public static Schedule schedule(DagInstance inst, Heft.Ranks ranks) {
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors();
        double[] up = Heft.upwardRanks(inst, ranks), down = downwardRanks(inst, ranks), priority = new double[n];
        for (int t = 0; t < n; t++) priority[t] = up[t] + down[t];
        boolean[] cp = ranks == Heft.Ranks.PAPER ? criticalPath(g, priority) : closeToCriticalPriority(g, priority);
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
