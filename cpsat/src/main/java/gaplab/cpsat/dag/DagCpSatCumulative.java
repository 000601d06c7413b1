package gaplab.cpsat.dag;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.CumulativeConstraint;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.IntervalVar;
import gaplab.cpsat.CpSat;
import gaplab.cpsat.TimeScale;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code cpsat} on P | prec | Cmax (identical processors, no communication, every task longer than 0,
 * e.g. the Kasahara STG set): one interval per task, s_v ≥ e_u for every arc, and a cumulative
 * constraint of capacity P instead of a processor per task. It is exact because at most P intervals
 * overlapping at every time is all a schedule needs: taken in order of start, each task finds a
 * processor whose last task has ended (fewer than P others run at its start), which {@link #processors}
 * does. Without the P! ways of naming the processors, and with CP-SAT's stronger cumulative reasoning
 * switched on, CP-SAT proves far larger instances.
 */
final class DagCpSatCumulative {
    private DagCpSatCumulative() {}

    /** Does the instance fit this model: equal speeds, no delay between any two processors, durations above 0? */
    static boolean applies(DagInstance in) {
        var m = in.machine();
        TaskGraph g = in.graph();
        if (!in.identicalTimes()) return false;
        for (int i = 0; i < g.size(); i++) if (!(in.duration(i, 0) > 0)) return false;
        for (int a = 0; a < g.arcCount(); a++)
            for (int p = 0; p < m.size(); p++) for (int q = 0; q < m.size(); q++) if (p != q && in.delay(a, p, q) != 0) return false;
        return true;
    }

    static Outcome<Schedule> solve(DagInstance in, DagTimes times, Options options, Schedule hint, double stopAt, long t0) {
        int n = in.tasks(), P = in.processors();
        TaskGraph g = in.graph();
        TimeScale scale = times.scale();
        long horizon = times.horizon();
        CpModel model = new CpModel();
        IntVar[] start = new IntVar[n], end = new IntVar[n];
        IntervalVar[] run = new IntervalVar[n];
        for (int i = 0; i < n; i++) {
            long d = scale.scaled(in.duration(i, 0));
            start[i] = model.newIntVar(0, horizon - d, "s" + i);
            end[i] = model.newIntVar(d, horizon, "e" + i);
            run[i] = model.newIntervalVar(start[i], model.newConstant(d), end[i], "t" + i);
        }
        for (int a = 0; a < g.arcCount(); a++) model.addGreaterOrEqual(start[g.to(a)], end[g.from(a)]);
        CumulativeConstraint c = model.addCumulative(P);
        for (IntervalVar r : run) c.addDemand(r, 1);
        IntVar makespan = model.newIntVar(0, horizon, "C");
        model.addMaxEquality(makespan, end);
        model.minimize(makespan);
        if (hint != null && hint.duplicates() == 0 && times.capAt(model, makespan, hint))   // another method's schedule: its starts as the hint
            for (Schedule.Slot s : hint.slots()) model.addHint(start[s.task()], scale.scaled(s.start()));
        CpSolver solver = CpSat.solver(options);
        // CP-SAT's stronger cumulative reasoning (overload checking, timetable edge finding, precedence energy):
        // off by default in CP-SAT; on 50/rand0123 on 4 processors it proves 98 in 51 branches where the default has 84 after 30 s
        solver.getParameters().setUseOverloadCheckerInCumulative(true).setUseTimetableEdgeFindingInCumulative(true)
                .setUseHardPrecedencesInCumulative(true).setExploitAllPrecedences(true);
        CpSolverStatus st = CpSat.solve(solver, model, makespan, scale, stopAt);
        Outcome<Schedule> o = CpSat.outcome(solver, st, scale, makespan, () -> {
            long[] s = new long[n];
            for (int i = 0; i < n; i++) s[i] = solver.value(start[i]);
            return processors(in, s, scale);
        }, t0, stopAt);
        return o.withNote("cumulative model; " + o.note());
    }

    /**
     * Names the processors of a schedule given by its starts (the model's integers, so "free by then" is
     * exact in any unit): in order of start, each task goes to a processor that is free by then.
     */
    static Schedule processors(DagInstance in, long[] start, TimeScale scale) {
        int n = start.length, P = in.processors();
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> start[a] != start[b] ? Long.compare(start[a], start[b]) : Integer.compare(a, b));
        long[] free = new long[P];
        List<Schedule.Slot> slots = new ArrayList<>();
        for (int i : order) {
            int best = -1;
            for (int p = 0; p < P; p++) if (free[p] <= start[i] && (best < 0 || free[p] > free[best])) best = p;
            if (best < 0) best = 0; // cannot happen for a solution of the model; the checker would say so
            long e = start[i] + scale.scaled(in.duration(i, best));
            slots.add(new Schedule.Slot(i, best, scale.value(start[i]), scale.value(e), false));
            free[best] = e;
        }
        return new Schedule(slots);
    }
}
