package gaplab.heuristics.grid;

import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.GridSolver;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import java.util.function.Function;

/** A partitioner followed by the local adjustment ({@code type1+local}, {@code type2+local}). */
public final class LocalAdjusted implements GridSolver {
    private final String name;
    private final Function<GridInstance, GridPartition> first;

    public LocalAdjusted(String name, Function<GridInstance, GridPartition> first) {
        this.name = name;
        this.first = first;
    }

    public static LocalAdjusted type1() { return new LocalAdjusted("type1+local", Type1::partition); }

    public static LocalAdjusted type2() { return new LocalAdjusted("type2+local", Type2::partition); }

    /** type2 then local adjustment: the warm start of the exact search. */
    public static GridPartition type2Local(GridInstance in) { return type2Local(in, Long.MAX_VALUE); }

    /** type2 then local adjustment, stopped at {@code deadlineNanos} ({@code System.nanoTime()}) if it gets there. */
    public static GridPartition type2Local(GridInstance in, long deadlineNanos) {
        return LocalAdjust.improve(in, Type2.partition(in), deadlineNanos).partition();
    }

    @Override
    public String name() { return name; }

    @Override
    public String description() { return name.replace("+local", "") + " then the paper's local adjustment (shift cut lines out of the slowest block)"; }

    @Override
    public Outcome<GridPartition> solve(GridInstance in, Options options) {
        long t0 = System.nanoTime();
        LocalAdjust.Adjusted a = LocalAdjust.improve(in, first.apply(in), options.deadlineNanos(t0));
        String note = a.converged() ? "" : "local adjustment stopped at the time limit after " + a.rounds() + " moves (more would still help)";
        return new Outcome<>(a.partition(), GridCost.of(in).objective(a.partition()), Status.FEASIBLE, Double.NaN, (System.nanoTime() - t0) / 1_000_000, note);
    }
}
