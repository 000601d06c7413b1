package gaplab.cpsat.grid;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.IntervalVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.LinearExprBuilder;
import gaplab.cpsat.CpSat;
import gaplab.cpsat.TimeScale;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.GridSolver;
import gaplab.model.grid.Rect;
import java.util.ArrayList;
import java.util.List;

/**
 * The second opinion for grid partitions (SPEC §2, seed 001): a plain CP-SAT model sharing no code with
 * {@code exact} (no tiling rules, no relaxation bound). PE k gets a rectangle [x_k, x_k + w_k) ×
 * [y_k, y_k + h_k) inside the grid; the rectangles do not overlap (no-overlap in two dimensions) and
 * their areas w_k·h_k sum to the grid's, so they tile it; PE k's time is c_k·w_k·h_k + b·comm_k with
 * comm_k = 2(w_k + h_k) (perimeter) or the sides not on the grid's edge (interior); the largest time is
 * minimised. With a neighbour cost a, PE k's time adds a for every other rectangle sharing a side
 * segment with it ({@link Neighbours}); with idle PEs allowed, a PE's rectangle is optional (an idle PE
 * has no points and time 0). The one symmetry broken is obviously valid: among PEs of equal cost the
 * used ones come first and take their rectangles in increasing order of corner position. Not modelled
 * (UNKNOWN, with the reason): more than {@link #MAX_PES} PEs ({@link #MAX_PES_WITH_NEIGHBOURS} with a
 * neighbour cost), costs that no power of ten up to 10^6 makes integral.
 */
public final class GridCpSat implements GridSolver {
    public static final int MAX_PES = 400;
    /** With a neighbour cost the model has a Boolean per pair of PEs. */
    public static final int MAX_PES_WITH_NEIGHBOURS = 60;

    @Override
    public String name() { return "cpsat"; }

    @Override
    public String description() {
        return "exact OR-Tools CP-SAT model (rectangles, 2-D no-overlap, areas sum to the grid, neighbours, idle PEs); a second opinion sharing no code with exact";
    }

    @Override
    public boolean exact() { return true; }

    @Override
    public Outcome<GridPartition> solve(GridInstance in, Options options) {
        long t0 = System.nanoTime();
        String why = CpSat.unavailable() != null ? CpSat.unavailable()
                : in.neighbourCost() != 0 && in.pes() > MAX_PES_WITH_NEIGHBOURS ? "a neighbour cost with more than " + MAX_PES_WITH_NEIGHBOURS + " PEs is not modelled by cpsat"
                : in.pes() > MAX_PES ? "more than " + MAX_PES + " PEs: not modelled by cpsat" : null;
        double[] costs = new double[in.pes() + 2];
        for (int k = 0; k < in.pes(); k++) costs[k] = in.pointCost(k);
        costs[in.pes()] = in.commCost();
        costs[in.pes() + 1] = in.neighbourCost();
        if (why == null) why = TimeScale.whyNot(costs);
        TimeScale scale = why == null ? TimeScale.of(costs) : null;
        int W = in.width(), H = in.height(), N = in.pes();
        long area = in.area();
        long maxTime = 0;
        if (why == null) {
            try {
                for (int k = 0; k < N; k++)
                    maxTime = Math.max(maxTime, Math.addExact(Math.addExact(Math.multiplyExact(scale.scaled(in.pointCost(k)), area),
                            Math.multiplyExact(scale.scaled(in.commCost()), 2L * (W + H))), Math.multiplyExact(scale.scaled(in.neighbourCost()), N - 1L)));
            } catch (ArithmeticException tooLarge) {
                maxTime = -1;
            }
            if (maxTime > TimeScale.MAX_HORIZON || maxTime < 0) why = "the costs need 10^" + scale.digits() + " to be integers, and the scaled times exceed 2^50: too large for the model";
        }
        if (why != null) return CpSat.unknown(why, t0);

        CpModel model = new CpModel();
        IntVar[] x = new IntVar[N], y = new IntVar[N], w = new IntVar[N], h = new IntVar[N], a = new IntVar[N], time = new IntVar[N];
        List<IntervalVar> xs = new ArrayList<>(), ys = new ArrayList<>();
        LinearExprBuilder[] terms = new LinearExprBuilder[N];
        long b = scale.scaled(in.commCost());
        boolean idle = in.allowIdle();
        BoolVar[] used = new BoolVar[N];
        IntVar[] xe = new IntVar[N], ye = new IntVar[N];
        for (int k = 0; k < N; k++) {
            used[k] = model.newBoolVar("u" + k);
            if (!idle) model.addEquality(used[k], 1);
            x[k] = model.newIntVar(0, W - 1, "x" + k);
            y[k] = model.newIntVar(0, H - 1, "y" + k);
            w[k] = model.newIntVar(1, W, "w" + k);
            h[k] = model.newIntVar(1, H, "h" + k);
            xe[k] = model.newIntVar(1, W, "xe" + k);
            ye[k] = model.newIntVar(1, H, "ye" + k);
            xs.add(model.newOptionalIntervalVar(x[k], w[k], xe[k], used[k], "ix" + k));
            ys.add(model.newOptionalIntervalVar(y[k], h[k], ye[k], used[k], "iy" + k));
            IntVar wh = model.newIntVar(1, area, "wh" + k);
            model.addMultiplicationEquality(wh, w[k], h[k]);
            a[k] = model.newIntVar(0, area, "a" + k); // the points PE k gets: none when idle
            model.addEquality(a[k], wh).onlyEnforceIf(used[k]);
            model.addEquality(a[k], 0).onlyEnforceIf(used[k].not());
            LinearExprBuilder t = LinearExpr.newBuilder().addTerm(a[k], scale.scaled(in.pointCost(k)));
            if (b != 0) {
                if (in.boundary() == GridInstance.Boundary.PERIMETER) {
                    t.addTerm(w[k], 2 * b).addTerm(h[k], 2 * b);
                } else { // a side counts when it is not on the grid's edge
                    t.addTerm(side(model, x[k], 0, h[k], H, true), b).addTerm(side(model, xe[k], W, h[k], H, false), b)
                            .addTerm(side(model, y[k], 0, w[k], W, true), b).addTerm(side(model, ye[k], H, w[k], W, false), b);
                }
            }
            terms[k] = t;
        }
        long nc = scale.scaled(in.neighbourCost());
        if (nc != 0) // a · neighbours_k: every pair of used rectangles that share a side segment of positive length
            for (int i = 0; i < N; i++)
                for (int j = i + 1; j < N; j++) {
                    BoolVar nb = Neighbours.pair(model, i, j, x, xe, y, ye, used);
                    terms[i].addTerm(nb, nc);
                    terms[j].addTerm(nb, nc);
                }
        for (int k = 0; k < N; k++) {
            time[k] = model.newIntVar(0, maxTime, "t" + k);
            model.addEquality(time[k], terms[k].build()).onlyEnforceIf(used[k]);
            model.addEquality(time[k], 0).onlyEnforceIf(used[k].not());
        }
        var noOverlap = model.addNoOverlap2D();
        for (int k = 0; k < N; k++) noOverlap.addRectangle(xs.get(k), ys.get(k));
        model.addEquality(LinearExpr.sum(a), area);
        for (int i = 0; i < N; i++) // equal costs: the used ones first, their corners in increasing row-major order
            for (int j = i + 1; j < N; j++)
                if (in.pointCost(i) == in.pointCost(j)) {
                    model.addImplication(used[j], used[i]);
                    model.addLessThan(LinearExpr.newBuilder().addTerm(y[i], W).add(x[i]).build(), LinearExpr.newBuilder().addTerm(y[j], W).add(x[j]).build())
                            .onlyEnforceIf(used[j]);
                    break;
                }
        IntVar makespan = model.newIntVar(0, maxTime, "T");
        model.addMaxEquality(makespan, time);
        model.minimize(makespan);

        CpSolver solver = CpSat.solver(options);
        CpSolverStatus st = solver.solve(model);
        return CpSat.outcome(solver, st, scale, makespan, () -> {
            List<Rect> rs = new ArrayList<>();
            for (int k = 0; k < N; k++)
                if (solver.booleanValue(used[k])) rs.add(new Rect(k, (int) solver.value(x[k]), (int) solver.value(y[k]), (int) solver.value(w[k]), (int) solver.value(h[k])));
            return new GridPartition(rs);
        }, t0);
    }

    /** The length {@code len} when the edge {@code at} is not the grid's edge {@code edge}, else 0. */
    private static IntVar side(CpModel model, IntVar at, int edge, IntVar len, int maxLen, boolean low) {
        BoolVar inside = model.newBoolVar("in");
        if (low) {
            model.addGreaterThan(at, edge).onlyEnforceIf(inside);
            model.addEquality(at, edge).onlyEnforceIf(inside.not());
        } else {
            model.addLessThan(at, edge).onlyEnforceIf(inside);
            model.addEquality(at, edge).onlyEnforceIf(inside.not());
        }
        IntVar part = model.newIntVar(0, maxLen, "side");
        model.addEquality(part, len).onlyEnforceIf(inside);
        model.addEquality(part, 0).onlyEnforceIf(inside.not());
        return part;
    }

}
