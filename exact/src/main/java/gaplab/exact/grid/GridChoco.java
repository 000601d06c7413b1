package gaplab.exact.grid;

import gaplab.analysis.grid.GridBound;
import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.GridSolver;
import gaplab.model.grid.Rect;
import gaplab.model.core.Options;
import gaplab.exact.ExactOutcome;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiFunction;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.search.limits.TimeCounter;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.strategy.AbstractStrategy;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.Task;

/**
 * The exact CP model in Choco Solver (an independent second exact method; {@link GridExact} is
 * the faster one). Per PE k: integer x_k, y_k, w_k, h_k and area_k; the pair (w_k, h_k) comes from
 * a table of the finitely many shapes whose least possible time is below the incumbent (a
 * {@code type2+local} warm start, tightened by each solution), with area_k = w_k·h_k in the table.
 * Exact cover: diffN (non-overlap, with its cumulative reasoning) plus Σ area_k = W·H; redundant
 * cumulative constraints on both axes (the blocks over any column have heights summing to at most
 * H, and likewise over any row). Times are exact scaled integers (see {@link GridCost}: every cost
 * times one power of ten), comm for the interior model via reified "side is inside" booleans, the
 * neighbour count via reified adjacency of every pair. The objective max_k t_k is bounded below by
 * the continuous relaxation and above by the incumbent minus one unit. PEs with equal cost are
 * ordered by the row-major index of their top-left corner (symmetry breaking). Search, with
 * last-conflict: first every PE's shape, PEs in increasing cost (the largest blocks, which decide
 * the bottleneck, first) and each largest first; then the corners' row-major positions, smallest
 * domain first, lowest value first. (Of five strategies tried on random 16×16 instances with six
 * PEs this one proved all seven within 9 s; position-first branching proved two of five in 20 s.)
 * OPTIMAL only if the search completed; a time-out gives FEASIBLE with the relaxation bound.
 */
public final class GridChoco implements GridSolver {
    private final BiFunction<GridInstance, Long, GridPartition> warmStart;

    public GridChoco(BiFunction<GridInstance, Long, GridPartition> warmStart) { this.warmStart = warmStart; }

    @Override
    public String name() { return "exact-cp"; }

    @Override
    public String description() {
        return "exact Choco CP model: shape tables, diffN + area sum, cumulative on both axes, relaxation bound, warm start";
    }

    @Override
    public boolean exact() { return true; }

    @Override
    public Outcome<GridPartition> solve(GridInstance in, Options options) {
        long t0 = System.nanoTime();
        GridCost cost = GridCost.of(in);
        double lb = GridBound.relaxation(in);
        int W = in.width(), H = in.height(), N = in.pes();
        GridPartition start = warmStart == null ? null : warmStart.apply(in, options.deadlineNanos(t0));
        long ub = start == null ? Long.MAX_VALUE : cost.max(start.rectangles());
        if (N > MAX_PES || (long) N * W * H > MAX_SHAPE_WORK) {
            String why = "too large for the CP model (more than " + MAX_PES + " PEs or PEs × points above " + MAX_SHAPE_WORK + "; use exact)";
            return notModelled(start, cost.value(ub), lb, why, t0);
        }
        long maxTime = 0;
        for (int k = 0; k < N; k++) maxTime = Math.max(maxTime, cost.time(k, 0, 0, W, H, 4 * N));
        if (maxTime >= Integer.MAX_VALUE / 4 || in.area() >= Integer.MAX_VALUE / 4 || in.allowIdle()) {
            String why = in.allowIdle() ? "idle PEs are not modelled by exact-cp (use exact)" : "scaled costs exceed the int range of the CP model (use exact)";
            return notModelled(start, cost.value(ub), lb, why, t0);
        }
        if (start != null && cost.value(ub) <= lb) return new Outcome<>(start, cost.value(ub), Status.OPTIMAL, cost.value(ub), ms(t0), "warm start meets the bound");
        int top = (int) Math.min(ub - 1, maxTime);
        int lbs = (int) Math.max(0, Math.floor(lb * cost.scale() * (1 - 1e-9)));
        Model model = new Model("grid");
        IntVar[] x = new IntVar[N], y = new IntVar[N], w = new IntVar[N], h = new IntVar[N], area = new IntVar[N];
        IntVar[] xe = new IntVar[N], ye = new IntVar[N], time = new IntVar[N];
        for (int k = 0; k < N; k++) {
            Tuples shapes = new Tuples(true);
            int count = 0;
            for (int ww = 1; ww <= W; ww++)
                for (int hh = 1; hh <= H; hh++) {
                    int minNb = (long) ww * hh < in.area() ? 1 : 0;
                    long lt = cost.c(k) * ww * (long) hh + cost.b() * cost.minComm(ww, hh) + cost.a() * minNb;
                    if (lt <= top) { shapes.add(ww, hh, ww * hh); count++; }
                }
            if (count > 200_000) {
                String why = "too many block shapes for the CP model (use exact)";
                return notModelled(start, cost.value(ub), lb, why, t0);
            }
            if (count == 0) { // no shape is below the incumbent: the warm start is optimal
                return new Outcome<>(start, cost.value(ub), Status.OPTIMAL, cost.value(ub), ms(t0), "no block can beat the warm start");
            }
            x[k] = model.intVar("x" + k, 0, W - 1);
            y[k] = model.intVar("y" + k, 0, H - 1);
            w[k] = model.intVar("w" + k, 1, W);
            h[k] = model.intVar("h" + k, 1, H);
            area[k] = model.intVar("a" + k, 1, W * H);
            model.table(new IntVar[]{w[k], h[k], area[k]}, shapes).post();
            xe[k] = model.intVar("xe" + k, 1, W);
            ye[k] = model.intVar("ye" + k, 1, H);
            model.arithm(x[k], "+", w[k], "=", xe[k]).post();
            model.arithm(y[k], "+", h[k], "=", ye[k]).post();
        }
        model.diffN(x, y, w, h, true).post();
        model.sum(area, "=", W * H).post();
        Task[] tx = new Task[N], ty = new Task[N];
        for (int k = 0; k < N; k++) { tx[k] = new Task(x[k], w[k], xe[k]); ty[k] = new Task(y[k], h[k], ye[k]); }
        model.cumulative(tx, h, model.intVar(H)).post();
        model.cumulative(ty, w, model.intVar(W)).post();
        // neighbours
        IntVar[] nb = new IntVar[N];
        if (cost.a() != 0) {
            List<List<BoolVar>> adj = new ArrayList<>();
            for (int k = 0; k < N; k++) adj.add(new ArrayList<>());
            for (int i = 0; i < N; i++)
                for (int j = i + 1; j < N; j++) {
                    BoolVar yo = model.and(model.arithm(y[i], "<", ye[j]), model.arithm(y[j], "<", ye[i])).reify();
                    BoolVar xo = model.and(model.arithm(x[i], "<", xe[j]), model.arithm(x[j], "<", xe[i])).reify();
                    BoolVar touchX = model.or(model.arithm(xe[i], "=", x[j]), model.arithm(xe[j], "=", x[i])).reify();
                    BoolVar touchY = model.or(model.arithm(ye[i], "=", y[j]), model.arithm(ye[j], "=", y[i])).reify();
                    BoolVar a = model.or(model.and(touchX, yo), model.and(touchY, xo)).reify();
                    adj.get(i).add(a);
                    adj.get(j).add(a);
                }
            for (int k = 0; k < N; k++) {
                nb[k] = model.intVar("nb" + k, N >= 2 ? 1 : 0, Math.max(0, N - 1));
                model.sum(adj.get(k).toArray(new BoolVar[0]), "=", nb[k]).post();
            }
        }
        for (int k = 0; k < N; k++) {
            time[k] = model.intVar("t" + k, 0, top);
            List<IntVar> vs = new ArrayList<>();
            List<Integer> cs = new ArrayList<>();
            vs.add(area[k]);
            cs.add((int) cost.c(k));
            if (cost.b() != 0) {
                if (in.boundary() == GridInstance.Boundary.PERIMETER) {
                    vs.add(w[k]); cs.add((int) (2 * cost.b()));
                    vs.add(h[k]); cs.add((int) (2 * cost.b()));
                } else {
                    BoolVar[] inside = {model.arithm(x[k], ">", 0).reify(), model.arithm(xe[k], "<", W).reify(),
                            model.arithm(y[k], ">", 0).reify(), model.arithm(ye[k], "<", H).reify()};
                    IntVar[] side = {h[k], h[k], w[k], w[k]};
                    for (int s = 0; s < 4; s++) {
                        IntVar part = model.intVar("s" + k + "_" + s, 0, Math.max(W, H));
                        model.times(inside[s], side[s], part).post();
                        vs.add(part);
                        cs.add((int) cost.b());
                    }
                }
            }
            if (cost.a() != 0) { vs.add(nb[k]); cs.add((int) cost.a()); }
            model.scalar(vs.toArray(new IntVar[0]), cs.stream().mapToInt(Integer::intValue).toArray(), "=", time[k]).post();
        }
        IntVar obj = model.intVar("T", Math.min(lbs, top), top);
        model.max(obj, time).post();
        // symmetry: equal-cost PEs in row-major order of their corners
        IntVar[] pos = new IntVar[N];
        for (int k = 0; k < N; k++) {
            pos[k] = model.intVar("p" + k, 0, W * H - 1);
            model.scalar(new IntVar[]{y[k], x[k]}, new int[]{W, 1}, "=", pos[k]).post();
        }
        for (int i = 0; i < N; i++)
            for (int j = i + 1; j < N; j++)
                if (in.pointCost(i) == in.pointCost(j)) { model.arithm(pos[i], "<", pos[j]).post(); break; }
        Integer[] ord = new Integer[N];
        for (int k = 0; k < N; k++) ord[k] = k;
        Arrays.sort(ord, Comparator.comparingDouble((Integer k) -> in.pointCost(k)).thenComparingInt(k -> k));
        List<AbstractStrategy<?>> strategies = new ArrayList<>();
        IntVar[] shapeVars = new IntVar[2 * N];
        for (int i = 0; i < N; i++) { shapeVars[2 * i] = w[ord[i]]; shapeVars[2 * i + 1] = h[ord[i]]; }
        IntVar[] posVars = new IntVar[N];
        for (int i = 0; i < N; i++) posVars[i] = pos[ord[i]];
        strategies.add(Search.lastConflict(Search.sequencer(Search.inputOrderUBSearch(shapeVars), Search.minDomLBSearch(posVars))));
        Solver solver = model.getSolver();
        solver.setSearch(strategies.toArray(new AbstractStrategy[0]));
        long remaining = options.deadlineNanos(t0) - System.nanoTime();
        solver.addStopCriterion(new TimeCounter(model, Math.max(1, remaining)));
        model.setObjective(Model.MINIMIZE, obj);
        GridPartition best = start;
        long bestVal = ub;
        while (solver.solve()) {
            List<Rect> rs = new ArrayList<>();
            for (int k = 0; k < N; k++) rs.add(new Rect(k, x[k].getValue(), y[k].getValue(), w[k].getValue(), h[k].getValue()));
            best = new GridPartition(rs);
            bestVal = cost.max(rs);
        }
        boolean complete = !solver.isStopCriterionMet() && !solver.hasEndedUnexpectedly();
        String note = solver.getNodeCount() + " nodes";
        return ExactOutcome.of(best, cost.value(bestVal), complete, lb, ms(t0), note);
    }

    /** The most PEs the model takes on (it posts constraints on every pair); beyond, the warm start is returned. */
    public static final int MAX_PES = 400;
    /** The most PE × grid-point pairs whose shapes are listed for the tables. */
    public static final long MAX_SHAPE_WORK = 200_000_000L;

    /** Not modelled: the warm start (FEASIBLE, with the relaxation bound) or nothing (UNKNOWN), and why. */
    private static Outcome<GridPartition> notModelled(GridPartition start, double value, double lb, String why, long t0) {
        if (start == null) return new Outcome<>(null, Double.NaN, Status.UNKNOWN, lb, ms(t0), why);
        return new Outcome<>(start, value, Status.FEASIBLE, Math.min(lb, value), ms(t0), why);
    }

    private static long ms(long t0) { return (System.nanoTime() - t0) / 1_000_000; }
}
