package gaplab.cpsat.dag;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.IntervalVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;
import gaplab.cpsat.CpSat;
import gaplab.cpsat.TimeScale;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.List;

/**
 * The second opinion for task graphs without duplication (SPEC §3, seed 002 §2): a plain CP-SAT model
 * that shares no code and no idea with {@code exact}. Task i runs on exactly one processor p
 * (Boolean x_ip) as an optional interval [s_i, s_i + d_ip) of its own length; the intervals of one
 * processor do not overlap; for every arc u → v with η_uv and every pair of processors p ≠ q,
 * s_v ≥ e_u + η_uv·λ_pq when x_up ∧ x_vq (s_v ≥ e_u always); the makespan C ≥ e_i is minimised. The one
 * symmetry broken is obviously valid: on identical processors with identical links, the first task
 * in topological order runs on processor 0. Times are scaled to integers ({@link TimeScale}). Without
 * communication on identical processors the model is the cumulative one of {@link DagCpSatCumulative}.
 *
 * <p>CP-SAT runs without its linear relaxation and without the precedences in its no-overlap constraints
 * ({@code linearization_level: 0}, {@code use_precedences_in_disjunctive_constraint: false}): their work is not all
 * counted in OR-Tools' deterministic time, so a portfolio round's budget did not bound its wall time — a round on a
 * 103-task blast trace in microseconds took 25.5 s for 0.15 deterministic seconds (the relaxation), one on
 * srasearch-30a on 8 processors without the relaxation 60 s for 0.23 (the precedences); without both, 2.7 and 7.1 s
 * per deterministic second. On the 50 hardest Sinnen graphs it proves 34 within 10 s instead of 33
 * (docs/results/2026-11-28-cpsat-settings.md).
 */
public final class DagCpSat implements DagSolver {

    @Override
    public String name() { return "cpsat"; }

    @Override
    public String description() {
        return "exact OR-Tools CP-SAT model without duplication (optional intervals, no-overlap, reified delays); a second opinion sharing no code with exact";
    }

    @Override
    public boolean exact() { return true; }

    @Override
    public Outcome<Schedule> solve(DagInstance in, Options options) { return solve(in, options, null); }

    /**
     * The same model, given a feasible schedule {@code hint} (without copies) to start from: its
     * allocation and starts become CP-SAT's solution hint and its makespan an upper bound on C. Neither
     * changes what the model proves (the hint is feasible, so the optimum is still inside); a portfolio
     * hands over the incumbent of another method this way.
     */
    public Outcome<Schedule> solve(DagInstance in, Options options, Schedule hint) { return solve(in, options, hint, Double.NaN); }

    /** With a hint, stopping at the first schedule of makespan at most {@code stopAt} (NaN: never; see {@link CpSat#solve}). */
    public Outcome<Schedule> solve(DagInstance in, Options options, Schedule hint, double stopAt) {
        long t0 = System.nanoTime();
        if (CpSat.unavailable() != null) return CpSat.unknown(CpSat.unavailable(), t0);
        int n = in.tasks(), P = in.processors();
        String[] why = new String[1];
        DagTimes times = DagTimes.of(in, why);
        if (times == null) return CpSat.unknown(why[0], t0);
        TimeScale scale = times.scale();
        if (DagCpSatCumulative.applies(in)) return DagCpSatCumulative.solve(in, times, options, hint, stopAt, t0);

        Built b = build(in, times, hint);
        IntVar[] start = b.start();
        BoolVar[][] on = b.on();
        IntVar makespan = b.makespan();

        CpSolver solver = solver(options);
        CpSolverStatus st = CpSat.solve(solver, b.model(), makespan, scale, stopAt);
        return CpSat.outcome(solver, st, scale, makespan, () -> {
            List<Schedule.Slot> slots = new ArrayList<>();
            for (int i = 0; i < n; i++)
                for (int p = 0; p < P; p++)
                    if (solver.booleanValue(on[i][p])) {
                        double s = scale.value(solver.value(start[i]));
                        slots.add(new Schedule.Slot(i, p, s, s + in.duration(i, p), false));
                    }
            return new Schedule(slots);
        }, t0, stopAt);
    }

    /** The model and the variables a schedule is read from. */
    private record Built(CpModel model, IntVar[] start, BoolVar[][] on, IntVar makespan) {}

    /** The model of the class comment for {@code in}; with {@code hint} (no copies) hinted, and C capped at its makespan. */
    private static Built build(DagInstance in, DagTimes times, Schedule hint) {
        int n = in.tasks(), P = in.processors();
        TaskGraph g = in.graph();
        TimeScale scale = times.scale();
        long horizon = times.horizon();
        CpModel model = new CpModel();
        IntVar[] start = new IntVar[n], end = new IntVar[n];
        BoolVar[][] on = new BoolVar[n][P];
        List<List<IntervalVar>> byProcessor = new ArrayList<>();
        for (int p = 0; p < P; p++) byProcessor.add(new ArrayList<>());
        for (int i = 0; i < n; i++) {
            start[i] = model.newIntVar(0, horizon, "s" + i);
            end[i] = model.newIntVar(0, horizon, "e" + i);
            long[] d = new long[P];
            for (int p = 0; p < P; p++) {
                on[i][p] = model.newBoolVar("x" + i + "_" + p);
                d[p] = scale.scaled(in.duration(i, p));
                byProcessor.get(p).add(model.newOptionalFixedSizeIntervalVar(start[i], d[p], on[i][p], "t" + i + "_" + p));
            }
            model.addExactlyOne(on[i]);
            model.addEquality(end[i], LinearExpr.newBuilder().add(start[i]).addWeightedSum(on[i], d).build());
        }
        for (int p = 0; p < P; p++) model.addNoOverlap(byProcessor.get(p));
        for (int a = 0; a < g.arcCount(); a++) {
            int u = g.from(a), v = g.to(a);
            model.addGreaterOrEqual(start[v], end[u]);
            for (int p = 0; p < P; p++)
                for (int q = 0; q < P; q++) {
                    long delay = scale.scaled(in.delay(a, p, q));
                    if (p == q || delay == 0) continue;
                    model.addGreaterOrEqual(start[v], LinearExpr.newBuilder().add(end[u]).add(delay).build())
                            .onlyEnforceIf(new Literal[]{on[u][p], on[v][q]});
                }
        }
        if (identicalProcessorsAndLinks(in)) model.addEquality(on[g.topologicalOrder()[0]][0], 1);
        IntVar makespan = model.newIntVar(0, horizon, "C");
        model.addMaxEquality(makespan, end);
        model.minimize(makespan);
        if (hint != null && hint.duplicates() == 0 && times.capAt(model, makespan, hint)) hint(model, scale, hint, start, on);
        return new Built(model, start, on, makespan);
    }

    /**
     * The model this method solves for {@code in} (with {@code hint}, hinted and capped as in {@link #solve}), as
     * OR-Tools' protocol buffer: to hand to OR-Tools' own tools, or to measure solver settings on it
     * ({@code scripts/CpSatSettings.java}); null where the model is another ({@link DagCpSatCumulative}) or the times
     * cannot be scaled exactly ({@code solve} says why).
     */
    public static com.google.ortools.sat.CpModelProto model(DagInstance in, Schedule hint) {
        if (CpSat.unavailable() != null || DagCpSatCumulative.applies(in)) return null;
        DagTimes times = DagTimes.of(in, new String[1]);
        return times == null ? null : build(in, times, hint).model().model();
    }

    /** The options' solver ({@link CpSat#solver}) without the linear relaxation and the no-overlap constraints' precedences (see the class comment). */
    public static CpSolver solver(Options options) {
        CpSolver solver = CpSat.solver(options);
        solver.getParameters().setUsePrecedencesInDisjunctiveConstraint(false).setLinearizationLevel(0);
        return solver;
    }

    /** The hint's starts and allocation as CP-SAT's hint. */
    private static void hint(CpModel model, TimeScale scale, Schedule hint, IntVar[] start, BoolVar[][] on) {
        for (Schedule.Slot s : hint.slots()) {
            model.addHint(start[s.task()], scale.scaled(s.start()));
            for (int p = 0; p < on[s.task()].length; p++) model.addHint(on[s.task()][p], p == s.processor() ? 1 : 0);
        }
    }

    /** Every processor with the same times (speed or cost-matrix column) and every link of the same λ: processors are interchangeable. */
    static boolean identicalProcessorsAndLinks(DagInstance in) {
        var m = in.machine();
        int P = m.size();
        if (!in.identicalTimes()) return false;
        for (int p = 0; p < P; p++) for (int q = 0; q < P; q++) if (p != q && m.lambda(p, q) != m.lambda(0, 1)) return false;
        return true;
    }
}
