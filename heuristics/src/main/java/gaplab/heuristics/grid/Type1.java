package gaplab.heuristics.grid;

import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.GridSolver;
import gaplab.model.grid.Rect;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import java.util.ArrayList;
import java.util.List;

/** The paper's type1 partitioner: recursive bisection proportional to speed (see {@link Bisection}). */
public final class Type1 implements GridSolver {
    @Override
    public String name() { return "type1"; }

    @Override
    public String description() { return "type1 (paper): halve the PEs, cut the longer side in proportion to speed, recurse"; }

    public static GridPartition partition(GridInstance in) {
        List<Rect> out = new ArrayList<>();
        Bisection.type1(in, Bisection.usedPes(in), 0, 0, in.width(), in.height(), out);
        return new GridPartition(out);
    }

    @Override
    public Outcome<GridPartition> solve(GridInstance in, Options options) {
        long t0 = System.nanoTime();
        GridPartition p = partition(in);
        return new Outcome<>(p, GridCost.of(in).objective(p), Status.FEASIBLE, Double.NaN, (System.nanoTime() - t0) / 1_000_000, "");
    }
}
