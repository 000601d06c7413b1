package gaplab.heuristics.dag;

import gaplab.model.core.Options;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;

/**
 * HEFT, Heterogeneous Earliest Finish Time (Topcuoglu, Hariri &amp; Wu, IEEE TPDS 13(3), 2002, §4.1).
 *
 * <p><b>Task prioritizing.</b> The upward rank rank<sub>u</sub>(n<sub>i</sub>) = w̄<sub>i</sub> +
 * max<sub>n<sub>j</sub> ∈ succ(n<sub>i</sub>)</sub> (c̄<sub>i,j</sub> + rank<sub>u</sub>(n<sub>j</sub>)), and
 * rank<sub>u</sub> = w̄ at an exit task (eq. 5–6): w̄ the mean execution time over the processors, c̄ the
 * mean communication cost of the arc between two different processors (on gaplab's λ machines the
 * mean of η·λ over ordered pairs p ≠ q, see {@link PriorityList}). Tasks go in decreasing rank.
 *
 * <p><b>Processor selection.</b> Each task goes to the processor with the smallest earliest finish
 * time EFT = EST + w(n<sub>i</sub>, p), EST from the <i>insertion-based policy</i> (eq. 3–4): the
 * earliest idle slot of p, between two scheduled tasks or after the last, that starts after the task's
 * data has arrived and is long enough.
 *
 * <p><b>Ties.</b> The paper breaks equal ranks at random; we take the lower task index (on the paper's
 * example this gives its list n1, n3, n4, n2, …, where n3 and n4 both have rank 80), and the lower
 * processor index among equal EFTs. No duplication.
 *
 * <p><b>SAGA's ranks</b> ({@code --param ranks=saga}, issue 36): SAGA 2.x (ANRGUSC/saga) averages the
 * communication cost over its network's links <i>including each node's link to itself</i> (free), so
 * its c̄ is the paper's times (P−1)/(P+1) on P processors; everything else is the same (tested on 60
 * SAGA instances: with the paper's ranks put into SAGA's code, its HEFT and CPOP gave gaplab's
 * makespans on all 60; docs/python.md). {@code ranks=paper} is the default.
 */
public final class Heft extends ListScheduler {

    public Heft() { super("heft", "HEFT, heterogeneous earliest finish time (Topcuoglu, Hariri & Wu 2002)", Duplication.NONE); }

    /** Whose rank functions: the paper's (the default) or SAGA 2.x's ({@code --param ranks=saga}). */
    public enum Ranks {
        PAPER, SAGA;

        /** Rejects a {@code ranks} value other than paper or saga (bad input, exit 2). */
        static void check(java.util.Map<String, String> params, String where) throws gaplab.model.core.InputException {
            String v = params.get("ranks");
            if (v != null && !v.equalsIgnoreCase("paper") && !v.equalsIgnoreCase("saga"))
                throw new gaplab.model.core.InputException(where, "ranks must be paper or saga (got '" + v + "')");
        }

        static Ranks of(Options o) {
            String v = o.param("ranks", "paper");
            for (Ranks r : values()) if (r.name().equalsIgnoreCase(v)) return r;
            throw new IllegalArgumentException("ranks must be paper or saga (got '" + v + "')");
        }

        /** c̄ of every arc: the paper's, or SAGA's mean that also counts the P free links of a node to itself. */
        double[] meanDelays(DagInstance inst) {
            double[] c = PriorityList.meanDelays(inst);
            int P = inst.processors();
            if (this == SAGA) for (int a = 0; a < c.length; a++) c[a] *= (P - 1.0) / (P + 1.0);
            return c;
        }
    }

    @Override
    public java.util.Set<String> paramNames() { return java.util.Set.of("ranks"); }

    @Override
    public void checkParams(java.util.Map<String, String> params, String where) throws gaplab.model.core.InputException {
        super.checkParams(params, where);
        Ranks.check(params, where);
    }

    @Override
    protected Schedule run(DagInstance inst, Duplication dup) { return schedule(inst); }

    @Override
    protected Schedule run(DagInstance inst, Duplication dup, Options options) { return schedule(inst, Ranks.of(options)); }

    /** rank<sub>u</sub> of every task (Topcuoglu et al., eq. 5–6). */
    public static double[] upwardRanks(DagInstance inst) { return upwardRanks(inst, Ranks.PAPER); }

    /** rank<sub>u</sub> of every task with the paper's or SAGA's mean communication cost. */
    public static double[] upwardRanks(DagInstance inst, Ranks ranks) {
        TaskGraph g = inst.graph();
        double[] cbar = ranks.meanDelays(inst);
        double[] rank = new double[g.size()];
        int[] topo = g.topologicalOrder();
        for (int k = topo.length - 1; k >= 0; k--) {
            int t = topo[k];
            double m = 0;
            int[] s = g.succs(t), sa = g.succArcs(t);
            for (int i = 0; i < s.length; i++) m = Math.max(m, cbar[sa[i]] + rank[s[i]]);
            rank[t] = PriorityList.meanDuration(inst, t) + m;
        }
        return rank;
    }

    public static Schedule schedule(DagInstance inst) { return schedule(inst, Ranks.PAPER); }

    public static Schedule schedule(DagInstance inst, Ranks ranks) {
        return PriorityList.schedule(inst, upwardRanks(inst, ranks), (st, t) -> {
            double[] eft = new double[inst.processors()];
            for (int p = 0; p < eft.length; p++) eft[p] = PriorityList.eft(inst, st, t, p);
            return PriorityList.argmin(eft);
        });
    }
}
