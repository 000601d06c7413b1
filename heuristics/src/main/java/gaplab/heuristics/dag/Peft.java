package gaplab.heuristics.dag;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;

/**
 * PEFT, Predict Earliest Finish Time (Arabnejad &amp; Barbosa, IEEE TPDS 25(3), 2014, §3).
 *
 * <p><b>Optimistic cost table.</b> OCT(t<sub>i</sub>, p<sub>k</sub>) =
 * max<sub>t<sub>j</sub> ∈ succ(t<sub>i</sub>)</sub> [ min<sub>p<sub>w</sub></sub> { OCT(t<sub>j</sub>, p<sub>w</sub>) +
 * w(t<sub>j</sub>, p<sub>w</sub>) + c̄<sub>i,j</sub> } ] with c̄<sub>i,j</sub> = 0 when p<sub>w</sub> = p<sub>k</sub>,
 * and OCT = 0 at an exit task (eq. 7): the shortest remaining path to an exit if t<sub>i</sub> runs on
 * p<sub>k</sub>, each successor on its best processor. c̄ is the mean communication cost of the arc
 * (on gaplab's λ machines the mean of η·λ over ordered pairs p ≠ q, see {@link PriorityList}).
 *
 * <p><b>Task prioritizing.</b> rank<sub>oct</sub>(t<sub>i</sub>) = the mean of OCT(t<sub>i</sub>, p) over the
 * processors (eq. 8); the ready task of highest rank<sub>oct</sub> is scheduled next (rank<sub>oct</sub> need
 * not decrease along arcs, so the paper keeps a ready list).
 *
 * <p><b>Processor selection.</b> The task goes to the processor of least optimistic EFT,
 * O<sub>EFT</sub>(t<sub>i</sub>, p) = EFT(t<sub>i</sub>, p) + OCT(t<sub>i</sub>, p) (eq. 9), EFT with the
 * insertion-based policy of HEFT.
 *
 * <p><b>Ties.</b> Equal rank<sub>oct</sub> go to the lower task index, equal O<sub>EFT</sub> to the lower
 * processor index. No duplication.
 */
public final class Peft extends ListScheduler {

    public Peft() { super("peft", "PEFT, predict earliest finish time (Arabnejad & Barbosa 2014)", Duplication.NONE); }

    @Override
    protected Schedule run(DagInstance inst, Duplication dup) { return schedule(inst); }

    /** OCT[t][p] (Arabnejad &amp; Barbosa, eq. 7). */
    public static double[][] optimisticCostTable(DagInstance inst) {
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors();
        double[] cbar = PriorityList.meanDelays(inst);
        double[][] oct = new double[n][P];
        int[] topo = g.topologicalOrder();
        for (int k = n - 1; k >= 0; k--) {
            int t = topo[k];
            int[] s = g.succs(t), sa = g.succArcs(t);
            for (int i = 0; i < s.length; i++) {
                // min over p_w of OCT + w + c̄·[p_w ≠ p_k] = min(the term on p_k, the least term anywhere + c̄), as c̄ ≥ 0
                double[] term = new double[P];
                double least = Double.POSITIVE_INFINITY;
                for (int w = 0; w < P; w++) { term[w] = oct[s[i]][w] + inst.duration(s[i], w); least = Math.min(least, term[w]); }
                for (int p = 0; p < P; p++) oct[t][p] = Math.max(oct[t][p], Math.min(term[p], least + cbar[sa[i]]));
            }
        }
        return oct;
    }

    public static Schedule schedule(DagInstance inst) {
        int n = inst.tasks(), P = inst.processors();
        double[][] oct = optimisticCostTable(inst);
        double[] rank = new double[n];
        for (int t = 0; t < n; t++) {
            for (int p = 0; p < P; p++) rank[t] += oct[t][p];
            rank[t] /= P;
        }
        return PriorityList.schedule(inst, rank, (st, t) -> {
            double[] oeft = new double[P];
            for (int p = 0; p < P; p++) oeft[p] = PriorityList.eft(inst, st, t, p) + oct[t][p];
            return PriorityList.argmin(oeft);
        });
    }
}
