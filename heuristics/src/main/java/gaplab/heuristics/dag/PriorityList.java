package gaplab.heuristics.dag;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.List;

/**
 * What HEFT, CPOP (Topcuoglu, Hariri &amp; Wu, IEEE TPDS 13(3), 2002) and PEFT (Arabnejad &amp; Barbosa,
 * IEEE TPDS 25(3), 2014) share: the mean costs their priorities are built from, and the list loop —
 * take the ready task of highest priority, let the method choose its processor, place it there with
 * the insertion-based policy ({@link ScheduleState#insert}).
 *
 * <p><b>Mean costs on gaplab's machines.</b> The papers' w̄<sub>i</sub> is the mean execution time of
 * task i over the processors ({@link #meanDuration}); their c̄<sub>i,j</sub> = L̄ + data<sub>i,j</sub>/B̄
 * is the mean communication cost of an arc between two different processors. gaplab's delay of arc a
 * from p to q is η(a)·λ(p, q), so we take c̄(a) = the mean of {@code delay(a, p, q)} over the ordered
 * pairs p ≠ q = η(a)·λ̄, λ̄ the mean λ over those pairs ({@link #meanDelays}); on {@code complete:P}
 * (λ = 1) it is η, the paper's cost. With one processor c̄ = 0.
 *
 * <p><b>Ties.</b> Priorities are compared with a relative tolerance of 1e-9 (sums of thirds are not
 * exact in floating point: HEFT's example has rank 80 twice); equal priorities go to the lower task
 * index, equal processor costs to the lower processor index. Taking the best <i>ready</i> task is the
 * papers' "select the first task of the list" whenever the sorted list is a topological order, and it
 * stays valid when it is not (zero costs can give a task the rank of its successor).
 */
final class PriorityList {
    private PriorityList() {}

    /** A method's processor selection for a ready task (all predecessors placed). */
    interface ProcessorChoice {
        int choose(ScheduleState st, int task);
    }

    /** w̄<sub>i</sub>: the mean execution time of the task over all processors (Topcuoglu et al., eq. 1). */
    static double meanDuration(DagInstance inst, int task) {
        double s = 0;
        for (int p = 0; p < inst.processors(); p++) s += inst.duration(task, p);
        return s / inst.processors();
    }

    /** c̄ of every arc: the mean of {@code delay(a, p, q)} over ordered pairs p ≠ q (see the class comment). */
    static double[] meanDelays(DagInstance inst) {
        TaskGraph g = inst.graph();
        Machine m = inst.machine();
        int P = m.size();
        double lbar = 0;
        if (P > 1) {
            for (int p = 0; p < P; p++) for (int q = 0; q < P; q++) if (p != q) lbar += m.lambda(p, q);
            lbar /= (double) P * (P - 1);
        }
        double[] c = new double[g.arcCount()];
        for (int a = 0; a < c.length; a++) c[a] = g.eta(a) * lbar;
        return c;
    }

    /** a is larger than b beyond the tolerance. */
    static boolean above(double a, double b) { return a > b + tolerance(a, b); }

    /** a and b are equal within the tolerance. */
    static boolean tie(double a, double b) { return Math.abs(a - b) <= tolerance(a, b); }

    private static double tolerance(double a, double b) { return 1e-9 * Math.max(1, Math.max(Math.abs(a), Math.abs(b))); }

    /** The processor of least {@code cost[p]}, the lower index among ties. */
    static int argmin(double[] cost) {
        int best = 0;
        for (int p = 1; p < cost.length; p++) if (above(cost[best], cost[p])) best = p;
        return best;
    }

    /** The earliest finish time of t on p with the insertion-based policy (Topcuoglu et al., eq. 3–4). */
    static double eft(DagInstance inst, ScheduleState st, int t, int p) { return st.insertionStart(t, p) + inst.duration(t, p); }

    /**
     * The list loop: repeatedly the ready task of highest priority (lower index on ties) goes to the
     * processor {@code choice} names, inserted at its earliest slot there.
     */
    static Schedule schedule(DagInstance inst, double[] priority, ProcessorChoice choice) {
        return inOrder(inst, priority, (st, t) -> st.insert(t, choice.choose(st, t)));
    }

    /** How the list loop places the task it took. */
    interface Placement {
        void place(ScheduleState st, int t);
    }

    /** The ready list: repeatedly the ready task of highest priority (lower index on ties), placed by {@code placement}. */
    static Schedule inOrder(DagInstance inst, double[] priority, Placement placement) {
        TaskGraph g = inst.graph();
        int n = g.size();
        ScheduleState st = new ScheduleState(inst);
        int[] missing = new int[n];
        List<Integer> ready = new ArrayList<>();
        for (int t = 0; t < n; t++) { missing[t] = g.preds(t).length; if (missing[t] == 0) ready.add(t); }
        while (!ready.isEmpty()) {
            int bi = 0;
            for (int i = 1; i < ready.size(); i++) {
                int t = ready.get(i), b = ready.get(bi);
                if (above(priority[t], priority[b]) || (tie(priority[t], priority[b]) && t < b)) bi = i;
            }
            int t = ready.get(bi);
            ready.set(bi, ready.get(ready.size() - 1));
            ready.remove(ready.size() - 1);
            placement.place(st, t);
            for (int v : g.succs(t)) if (--missing[v] == 0) ready.add(v);
        }
        return st.toSchedule();
    }
}
