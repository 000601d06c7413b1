package gaplab.exact.dag.search;

import gaplab.analysis.dag.FanBound;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A warm start for joins and forks (issue 19): when every task but one is a source feeding that one
 * task t, the join problem's best allocation ({@code JoinRelaxation}, through {@link FanBound#join}) is turned into a schedule —
 * t's processor runs its predecessors back to back and then t, every other processor its
 * predecessors in decreasing order of delay (Jackson's rule), t starts when the last datum arrives.
 * On identical processors this is the optimum whenever the join search finished, and the fan-in
 * bound ({@link FanBound}) proves it; a fork gets the mirror of its mirror's join schedule. The
 * times are computed on the instance's own machine, so the schedule is feasible on any machine.
 */
final class JoinSchedule {
    private JoinSchedule() {}

    /** The join's (or, mirrored, the fork's) schedule; empty when the graph is neither. */
    static List<Schedule> of(DagInstance inst) {
        List<Schedule> out = new ArrayList<>();
        Schedule j = join(inst);
        if (j != null) out.add(j);
        if (inst.tasks() > 2) {
            Schedule f = join(inst.mirrored());
            if (f != null) out.add(f.mirrored());
        }
        return out;
    }

    /** The schedule of a join graph, or null when the graph is not a join. */
    static Schedule join(DagInstance inst) {
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors(), t = -1;
        if (n < 2) return null;
        for (int v = 0; v < n; v++) if (g.preds(v).length == n - 1) t = v;
        if (t < 0 || g.arcCount() != n - 1) return null;
        int[] pr = g.preds(t), pa = g.predArcs(t);
        int[] alloc = FanBound.join(inst, t, FanBound.NODES, Double.NEGATIVE_INFINITY).processor();
        // each processor's tasks: t's processor in any order, the others in decreasing delay
        Integer[] byDelay = new Integer[pr.length];
        for (int k = 0; k < pr.length; k++) byDelay[k] = k;
        double lmin = inst.machine().minLambda();
        Arrays.sort(byDelay, java.util.Comparator.comparingDouble((Integer k) -> g.eta(pa[k]) * lmin).reversed().thenComparingInt(k -> k));
        double[] free = new double[P];
        List<Schedule.Slot> slots = new ArrayList<>();
        double ready = 0;
        for (int k : byDelay) {
            int p = alloc[k], u = pr[k];
            double end = free[p] + inst.duration(u, p);
            slots.add(new Schedule.Slot(u, p, free[p], end, false));
            free[p] = end;
            ready = Math.max(ready, end + inst.delay(pa[k], p, 0));
        }
        double start = Math.max(ready, free[0]);
        slots.add(new Schedule.Slot(t, 0, start, start + inst.duration(t, 0), false));
        return new Schedule(slots);
    }
}
