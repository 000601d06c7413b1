package gaplab.cpsat.dag;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.IntervalVar;
import com.google.ortools.sat.LinearExpr;
import gaplab.cpsat.CpSat;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.List;

/**
 * The second opinion for task graphs with duplication (seed 002 §3): task i may run on any set of
 * processors (at least one); instance (i, p) is an optional interval [s_ip, s_ip + d_ip). Every
 * instance (v, q) is fed, for each arc u → v, by one chosen instance (u, p) (Boolean z_apq, exactly one
 * when (v, q) runs) with s_vq ≥ e_up + η·λ_pq. At most one instance per processor, which loses
 * nothing: a second instance of a task on the same processor ends later than the first and feeds
 * nothing the first cannot. The makespan (the last end of a running instance) is minimised. The
 * first running instance of a task, in processor order, is reported as its original.
 */
public final class DagCpSatDup implements DagSolver {

    @Override
    public String name() { return "cpsat-dup"; }

    @Override
    public String description() {
        return "exact OR-Tools CP-SAT model with duplication (an optional instance per task and processor, each fed by a chosen instance of each predecessor)";
    }

    @Override
    public boolean exact() { return true; }

    @Override
    public boolean duplicates() { return true; }

    @Override
    public Outcome<Schedule> solve(DagInstance in, Options options) { return solve(in, options, null); }

    /**
     * The same model started from a feasible schedule {@code hint} (copies allowed): its instances
     * become CP-SAT's solution hint and its makespan an upper bound on C. The model keeps an optimal
     * schedule with at most one instance per processor, whose makespan is at most the hint's, so what
     * it proves is unchanged; a portfolio hands over another method's incumbent this way.
     */
    public Outcome<Schedule> solve(DagInstance in, Options options, Schedule hint) { return solve(in, options, hint, Double.NaN); }

    /** With a hint, stopping at the first schedule of makespan at most {@code stopAt} (NaN: never; see {@link CpSat#solve}). */
    public Outcome<Schedule> solve(DagInstance in, Options options, Schedule hint, double stopAt) {
        long t0 = System.nanoTime();
        if (CpSat.unavailable() != null) return CpSat.unknown(CpSat.unavailable(), t0);
        String[] why = new String[1];
        DagTimes times = DagTimes.of(in, why);
        if (times == null) return CpSat.unknown(why[0], t0);
        int n = in.tasks(), P = in.processors();
        TaskGraph g = in.graph();
        long horizon = times.horizon();

        CpModel model = new CpModel();
        IntVar[][] start = new IntVar[n][P];
        BoolVar[][] runs = new BoolVar[n][P];
        long[][] d = new long[n][P];
        List<List<IntervalVar>> byProcessor = new ArrayList<>();
        for (int p = 0; p < P; p++) byProcessor.add(new ArrayList<>());
        IntVar makespan = model.newIntVar(0, horizon, "C");
        for (int i = 0; i < n; i++) {
            for (int p = 0; p < P; p++) {
                runs[i][p] = model.newBoolVar("r" + i + "_" + p);
                start[i][p] = model.newIntVar(0, horizon, "s" + i + "_" + p);
                d[i][p] = times.scale().scaled(in.duration(i, p));
                byProcessor.get(p).add(model.newOptionalFixedSizeIntervalVar(start[i][p], d[i][p], runs[i][p], "t" + i + "_" + p));
                model.addLessOrEqual(LinearExpr.newBuilder().add(start[i][p]).add(d[i][p]).build(), makespan).onlyEnforceIf(runs[i][p]);
            }
            model.addAtLeastOne(runs[i]);
        }
        for (int p = 0; p < P; p++) model.addNoOverlap(byProcessor.get(p));
        for (int a = 0; a < g.arcCount(); a++) {
            int u = g.from(a), v = g.to(a);
            for (int q = 0; q < P; q++) {
                List<BoolVar> suppliers = new ArrayList<>();
                for (int p = 0; p < P; p++) {
                    BoolVar z = model.newBoolVar("z" + a + "_" + p + "_" + q);
                    suppliers.add(z);
                    model.addImplication(z, runs[u][p]);
                    long delay = times.scale().scaled(in.delay(a, p, q));
                    model.addGreaterOrEqual(start[v][q], LinearExpr.newBuilder().add(start[u][p]).add(d[u][p] + delay).build()).onlyEnforceIf(z);
                }
                model.addEquality(LinearExpr.sum(suppliers.toArray(new BoolVar[0])), runs[v][q]);
            }
        }
        model.minimize(makespan);
        if (times.capAt(model, makespan, hint)) {
            boolean[][] hinted = new boolean[n][P];
            for (Schedule.Slot s : hint.slots()) {
                if (hinted[s.task()][s.processor()]) continue;
                hinted[s.task()][s.processor()] = true;
                model.addHint(start[s.task()][s.processor()], times.scale().scaled(s.start()));
            }
            for (int i = 0; i < n; i++) for (int p = 0; p < P; p++) model.addHint(runs[i][p], hinted[i][p] ? 1 : 0);
        }

        CpSolver solver = CpSat.solver(options);
        var st = CpSat.solve(solver, model, makespan, times.scale(), stopAt);
        return CpSat.outcome(solver, st, times.scale(), makespan, () -> {
            List<Schedule.Slot> slots = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                boolean original = true;
                for (int p = 0; p < P; p++)
                    if (solver.booleanValue(runs[i][p])) {
                        double s = times.scale().value(solver.value(start[i][p]));
                        slots.add(new Schedule.Slot(i, p, s, s + in.duration(i, p), !original));
                        original = false;
                    }
            }
            return new Schedule(slots);
        }, t0, stopAt);
    }
}
