package gaplab.exact.dag;

import gaplab.analysis.dag.DagBounds;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import java.util.ArrayList;
import java.util.List;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;

/**
 * Exact Choco model WITH duplication, for cross-checking {@code exact-dup} on small instances
 * (integral data). Task T may have an instance on each processor P: x[T][P] (boolean), start
 * s[T][P]. Every task has at least one instance; an instance of V on P needs, for each predecessor
 * U, some instance of U on some Q with s[U][Q] + μ(U)/speed(Q) + η·λ(Q,P) ≤ s[V][P] (0 when Q = P);
 * two instances on one processor do not overlap; makespan ≥ every instance's end. The makespan is
 * minimised; the search fixes instances, then starts, smallest first.
 */
public final class DagChocoDupModel implements DagSolver {

    @Override public String name() { return "exact-cp-dup"; }

    @Override public String description() { return "exact Choco CP model with duplication (cross-check of 'exact-dup' on small instances; integral data)"; }

    @Override public boolean exact() { return true; }

    @Override
    public Outcome<Schedule> solve(DagInstance inst, Options options) {
        return IntegerUnit.solveInUnit(inst, in -> solveIntegral(in, options)); // decimals and any unit: whole numbers in the largest common unit
    }

    private Outcome<Schedule> solveIntegral(DagInstance inst, Options options) {
        long t0 = System.nanoTime();
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors();
        if (DagChocoModel.tooLarge(inst)) // building the model alone would outlast any time limit
            return new Outcome<>(null, Double.NaN, Status.UNKNOWN, DagBounds.best(inst), (System.nanoTime() - t0) / 1_000_000,
                    "instance too large for the duplication CP model ((tasks + arcs) × processors² > " + DagChocoModel.MODEL_LIMIT + ")");
        int[][] dur = new int[n][P];
        long H = 0;
        for (int t = 0; t < n; t++) {
            int m = 0;
            for (int p = 0; p < P; p++) {
                double d = inst.duration(t, p);
                if (d != Math.rint(d) || d > 1e6) return new Outcome<>(null, Double.NaN, Status.UNKNOWN, Double.NaN, 0, "needs integral execution times");
                dur[t][p] = (int) d;
                m = Math.max(m, dur[t][p]);
            }
            H += m;
        }
        for (int a = 0; a < g.arcCount(); a++) {
            double m = 0;
            for (int p = 0; p < P; p++) for (int q = 0; q < P; q++) {
                double c = inst.delay(a, p, q);
                if (c != Math.rint(c)) return new Outcome<>(null, Double.NaN, Status.UNKNOWN, Double.NaN, 0, "needs integral delays");
                m = Math.max(m, c);
            }
            H += (long) m;
        }
        int h = (int) Math.min(H, 1_000_000);
        Model model = new Model("dag-dup");
        BoolVar[][] x = new BoolVar[n][P];
        IntVar[][] s = new IntVar[n][P];
        IntVar mk = model.intVar("makespan", (int) Math.ceil(DagBounds.best(inst) - 1e-9), h);
        for (int t = 0; t < n; t++) {
            for (int p = 0; p < P; p++) {
                x[t][p] = model.boolVar("x" + t + "_" + p);
                s[t][p] = model.intVar("s" + t + "_" + p, 0, h);
                BoolVar ends = model.arithm(s[t][p], "+", model.intVar(dur[t][p]), "<=", mk).reify();
                model.addClausesBoolOrArrayEqualTrue(new BoolVar[]{x[t][p].not(), ends});
                // an absent instance is pinned to 0 (removes useless choices)
                BoolVar zero = model.arithm(s[t][p], "=", 0).reify();
                model.addClausesBoolOrArrayEqualTrue(new BoolVar[]{x[t][p], zero});
            }
            model.sum(x[t], ">=", 1).post();
        }
        for (int a = 0; a < g.arcCount(); a++) {
            int u = g.from(a), v = g.to(a);
            for (int p = 0; p < P; p++) {
                BoolVar[] fed = new BoolVar[P];
                for (int q = 0; q < P; q++) {
                    int c = (int) inst.delay(a, q, p);
                    BoolVar in = model.arithm(s[u][q], "<=", s[v][p], "-", dur[u][q] + c).reify();
                    fed[q] = model.and(x[u][q], in).reify();
                }
                BoolVar any = model.or(fed).reify();
                model.addClauses(new BoolVar[]{any}, new BoolVar[]{x[v][p]}); // x[v][p] -> any
            }
        }
        for (int p = 0; p < P; p++) for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) {
            BoolVar b1 = model.arithm(s[i][p], "+", model.intVar(dur[i][p]), "<=", s[j][p]).reify();
            BoolVar b2 = model.arithm(s[j][p], "+", model.intVar(dur[j][p]), "<=", s[i][p]).reify();
            model.addClausesBoolOrArrayEqualTrue(new BoolVar[]{x[i][p].not(), x[j][p].not(), b1, b2});
        }
        List<IntVar> order = new ArrayList<>();
        for (int t : g.topologicalOrder()) for (int p = 0; p < P; p++) order.add(x[t][p]);
        List<IntVar> starts = new ArrayList<>();
        for (int t : g.topologicalOrder()) for (int p = 0; p < P; p++) starts.add(s[t][p]);
        Solver solver = model.getSolver();
        solver.setSearch(Search.inputOrderUBSearch(order.toArray(new IntVar[0])), Search.inputOrderLBSearch(starts.toArray(new IntVar[0])),
                Search.inputOrderLBSearch(mk));
        solver.limitTime(Math.max(1, (long) (options.timeLimitSeconds() * 1000)));
        model.setObjective(Model.MINIMIZE, mk);
        Schedule best = null;
        while (solver.solve()) {
            List<Schedule.Slot> slots = new ArrayList<>();
            for (int t = 0; t < n; t++) {
                int first = -1;
                for (int p = 0; p < P; p++) if (x[t][p].getValue() == 1 && (first < 0 || s[t][p].getValue() < s[t][first].getValue())) first = p;
                for (int p = 0; p < P; p++) if (x[t][p].getValue() == 1)
                    slots.add(new Schedule.Slot(t, p, s[t][p].getValue(), s[t][p].getValue() + dur[t][p], p != first));
            }
            best = new Schedule(slots);
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        boolean finished = !solver.isStopCriterionMet();
        if (best == null) return new Outcome<>(null, Double.NaN, finished ? Status.INFEASIBLE : Status.UNKNOWN, DagBounds.best(inst), ms, "");
        return new Outcome<>(best, best.makespan(), finished ? Status.OPTIMAL : Status.FEASIBLE,
                finished ? best.makespan() : Math.min(best.makespan(), DagBounds.best(inst)), ms, finished ? "" : "time limit reached");
    }
}
