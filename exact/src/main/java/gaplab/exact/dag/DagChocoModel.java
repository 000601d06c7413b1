package gaplab.exact.dag;

import gaplab.analysis.dag.DagBounds;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import gaplab.model.core.Options;
import gaplab.exact.ExactOutcome;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.Task;

/**
 * Exact constraint model (Choco Solver) without duplication, kept as the second exact method to
 * cross-check {@link DagBranchAndBound}. Integral data only (durations and η·λ).
 * <ul>
 * <li>Variables: proc[T] ∈ 0..P−1, start[T], end[T] = start[T] + μ(T)/speed(proc[T]), makespan.</li>
 * <li>Arc (U,V): start[V] ≥ end[U] + η·λ(proc[U], proc[V]) (an element over the P×P table).</li>
 * <li>Two tasks not linked by a path: same processor ⇒ one ends before the other starts (reified
 *     clauses); a redundant cumulative of capacity P.</li>
 * <li>Other machines (ring, mesh, hypercube, λ matrix): the first task (topological order) on the
 *     least processor of its orbit under the machine's automorphisms, the second on the least of its
 *     orbit under those fixing the first one's processor.</li>
 * <li>Identical processors: value-precedence symmetry breaking — in topological order, a task uses
 *     at most one more processor than all the tasks before it.</li>
 * <li>makespan ≥ the best lower bound; makespan ≤ best warm start − 1, so a finished search without
 *     a solution proves the warm start optimal.</li>
 * <li>Search: tasks in topological order, processor then start, smallest values first.</li>
 * </ul>
 */
public final class DagChocoModel implements DagSolver {
    private final Function<DagInstance, List<Schedule>> warmStarts;

    public DagChocoModel(Function<DagInstance, List<Schedule>> warmStarts) {
        this.warmStarts = warmStarts == null ? i -> List.of() : warmStarts;
    }

    /** The processors q that no automorphism fixing {@code fixed} (none if −1) maps below q. */
    static int[] leastOfOrbits(List<int[]> group, int fixed, int P) {
        boolean[] least = Machine.leastInOrbits(group, fixed < 0 ? 0 : 1L << fixed);
        return java.util.stream.IntStream.range(0, P).filter(q -> least[q]).toArray();
    }

    @Override public String name() { return "exact-cp"; }

    @Override public String description() { return "exact Choco CP model without duplication (cross-check of 'exact'; integral data)"; }

    @Override public boolean exact() { return true; }

    @Override
    public Outcome<Schedule> solve(DagInstance inst, Options options) {
        return IntegerUnit.solveInUnit(inst, in -> solveIntegral(in, options)); // decimals and any unit: whole numbers in the largest common unit
    }

    private Outcome<Schedule> solveIntegral(DagInstance inst, Options options) {
        long t0 = System.nanoTime();
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors();
        if (tooLarge(inst)) // building the model alone would outlast any time limit
            return new Outcome<>(null, Double.NaN, Status.UNKNOWN, DagBounds.best(inst), (System.nanoTime() - t0) / 1_000_000,
                    "instance too large for exact-cp ((tasks + arcs) × processors² > " + MODEL_LIMIT + ")");
        int[][] dur = new int[n][P];
        for (int t = 0; t < n; t++) for (int p = 0; p < P; p++) {
            double d = inst.duration(t, p);
            if (d != Math.rint(d) || d > 1e8) return new Outcome<>(null, Double.NaN, Status.UNKNOWN, DagBounds.best(inst), 0, "exact-cp needs integral execution times");
            dur[t][p] = (int) d;
        }
        int[][] comm = new int[g.arcCount()][P * P];
        for (int a = 0; a < g.arcCount(); a++) for (int p = 0; p < P; p++) for (int q = 0; q < P; q++) {
            double c = inst.delay(a, p, q);
            if (c != Math.rint(c) || c > 1e8) return new Outcome<>(null, Double.NaN, Status.UNKNOWN, DagBounds.best(inst), 0, "exact-cp needs integral communication delays");
            comm[a][p * P + q] = (int) c;
        }
        Schedule warm = null;
        for (Schedule s : warmStarts.apply(inst)) if (s != null && s.duplicates() == 0 && (warm == null || s.makespan() < warm.makespan())) warm = s;
        long horizon = 0;
        for (int t = 0; t < n; t++) { int m = 0; for (int p = 0; p < P; p++) m = Math.max(m, dur[t][p]); horizon += m; }
        for (int a = 0; a < g.arcCount(); a++) { int m = 0; for (int v : comm[a]) m = Math.max(m, v); horizon += m; }
        if (warm != null) horizon = Math.min(horizon, (long) Math.ceil(warm.makespan()));
        int H = (int) Math.min(horizon, 1_000_000_000L);
        double lbD = DagBounds.best(inst);
        int lb = (int) Math.ceil(lbD - 1e-9);
        if (warm != null && lb >= warm.makespan() - 1e-9)
            return new Outcome<>(warm, warm.makespan(), Status.OPTIMAL, warm.makespan(), (System.nanoTime() - t0) / 1_000_000, "warm start meets the lower bound");

        Model model = new Model("dag");
        IntVar[] proc = new IntVar[n], start = new IntVar[n], end = new IntVar[n], d = new IntVar[n];
        boolean uniformSpeed = inst.identicalTimes();
        for (int t = 0; t < n; t++) {
            proc[t] = model.intVar("p" + t, 0, P - 1);
            start[t] = model.intVar("s" + t, 0, H);
            if (uniformSpeed) d[t] = model.intVar(dur[t][0]);
            else { d[t] = model.intVar("d" + t, 0, H); model.element(d[t], dur[t], proc[t]).post(); }
            end[t] = model.intVar("e" + t, 0, H);
            model.arithm(start[t], "+", d[t], "=", end[t]).post();
        }
        IntVar mk = model.intVar("makespan", Math.max(0, lb), H);
        model.max(mk, end).post();
        if (warm != null) model.arithm(mk, "<", (int) Math.ceil(warm.makespan() - 1e-9)).post();
        boolean uniformComm = inst.machine().identicalProcessors();
        for (int a = 0; a < g.arcCount(); a++) {
            int u = g.from(a), v = g.to(a);
            if (P == 1) { model.arithm(start[v], ">=", end[u]).post(); continue; }
            if (uniformComm) {
                int c = comm[a][1];
                if (c == 0) { model.arithm(start[v], ">=", end[u]).post(); continue; }
                BoolVar same = model.arithm(proc[u], "=", proc[v]).reify();
                // start[v] >= end[u] + c * (1 - same)
                IntVar delay = model.intVar("c" + a, 0, c);
                model.arithm(delay, "=", c).reifyWith(same.not());
                model.arithm(delay, "=", 0).reifyWith(same);
                model.arithm(start[v], ">=", end[u], "+", delay).post();
            } else {
                IntVar idx = model.intVar("i" + a, 0, P * P - 1);
                model.scalar(new IntVar[]{proc[u], proc[v]}, new int[]{P, 1}, "=", idx).post();
                int cmax = 0; for (int v2 : comm[a]) cmax = Math.max(cmax, v2);
                IntVar delay = model.intVar("c" + a, 0, cmax);
                model.element(delay, comm[a], idx).post();
                model.arithm(start[v], ">=", end[u], "+", delay).post();
            }
        }
        // reachability, to skip pairs ordered by a path
        boolean[][] reach = new boolean[n][n];
        int[] topo = g.topologicalOrder();
        for (int k = n - 1; k >= 0; k--) {
            int t = topo[k];
            for (int v : g.succs(t)) { reach[t][v] = true; for (int w = 0; w < n; w++) if (reach[v][w]) reach[t][w] = true; }
        }
        for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) {
            if (reach[i][j] || reach[j][i]) continue;
            BoolVar same = model.arithm(proc[i], "=", proc[j]).reify();
            BoolVar b1 = model.arithm(end[i], "<=", start[j]).reify();
            BoolVar b2 = model.arithm(end[j], "<=", start[i]).reify();
            model.addClausesBoolOrArrayEqualTrue(new BoolVar[]{same.not(), b1, b2});
        }
        if (P > 1) {
            Task[] tasks = new Task[n];
            IntVar[] h = new IntVar[n];
            for (int t = 0; t < n; t++) { tasks[t] = new Task(start[t], d[t], end[t]); h[t] = model.intVar(1); }
            model.cumulative(tasks, h, model.intVar(P)).post();
        }
        if (inst.machine().identicalProcessors() && uniformSpeed && P > 1) {
            IntVar prevMax = null;
            for (int k = 0; k < n; k++) {
                int t = topo[k];
                if (prevMax == null) { model.arithm(proc[t], "=", 0).post(); prevMax = proc[t]; continue; }
                model.arithm(proc[t], "<=", prevMax, "+", 1).post();
                IntVar m = model.intVar("m" + k, 0, P - 1);
                model.max(m, prevMax, proc[t]).post();
                prevMax = m;
            }
        } else if (P > 1 && !inst.hasCostMatrix()) {   // automorphisms permute λ (and speeds), not a cost matrix's columns
            // topology symmetry: relabel by an automorphism so that the first task sits on the least
            // processor of its orbit, then by one fixing that processor for the second task
            List<int[]> group = inst.machine().automorphisms(5_000);
            if (group != null && group.size() > 1) {
                int first = topo[0];
                int[] reps = leastOfOrbits(group, -1, P);
                model.member(proc[first], reps).post();
                if (n > 1) for (int r : reps) model.ifThen(model.arithm(proc[first], "=", r), model.member(proc[topo[1]], leastOfOrbits(group, r, P)));
            }
        }
        IntVar[] order = new IntVar[2 * n];
        for (int k = 0; k < n; k++) { order[2 * k] = proc[topo[k]]; order[2 * k + 1] = start[topo[k]]; }
        Solver solver = model.getSolver();
        solver.setSearch(Search.inputOrderLBSearch(order), Search.inputOrderLBSearch(mk));
        long remainMs = (long) (options.timeLimitSeconds() * 1000) - (System.nanoTime() - t0) / 1_000_000;
        solver.limitTime(Math.max(1, remainMs));
        model.setObjective(Model.MINIMIZE, mk);
        Schedule best = warm;
        while (solver.solve()) {
            List<Schedule.Slot> slots = new ArrayList<>();
            for (int t = 0; t < n; t++) slots.add(new Schedule.Slot(t, proc[t].getValue(), start[t].getValue(), end[t].getValue(), false));
            best = new Schedule(slots);
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        boolean finished = !solver.isStopCriterionMet();
        return ExactOutcome.of(best, best == null ? Double.NaN : best.makespan(), finished, lbD, ms, "");
    }

    /** The largest model built: (tasks + arcs) × processors² variables and constraints at most. */
    static final long MODEL_LIMIT = 2_000_000L;

    static boolean tooLarge(DagInstance inst) {
        long P = inst.processors();
        return (inst.tasks() + (long) inst.graph().arcCount()) * P * P > MODEL_LIMIT;
    }
}
