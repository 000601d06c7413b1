package gaplab.cli.grid;

import gaplab.catalog.Runs;
import gaplab.cli.ProblemCommands;
import gaplab.cli.SolveHook;
import gaplab.model.core.Problem;
import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.Rect;
import gaplab.plot.Fmt;
import java.util.ArrayList;
import java.util.List;

/** {@code gaplab grid}: the per-PE table of solve, {@code study}, {@code certify}; benchmark {@code grid}. */
public final class GridCommands implements ProblemCommands {

    @Override public String problem() { return "grid"; }

    @Override public SolveHook<?, ?> solveHook(Problem<?, ?> problem) { return new Blocks(); }

    @Override public List<Object> commands() { return List.of(new GridStudyCommand(), new GridCertifyCommand()); }

    @Override public List<Object> benchmarks() { return List.of(new GridBenchCommand()); }

    /** Each PE's block: cost per point, corner, size, area and time c_k·area + b·comm (SPEC §2). */
    @picocli.CommandLine.Command
    static final class Blocks implements SolveHook<GridInstance, GridPartition> {
        @Override
        public String text(GridInstance in, Runs.Checked<GridPartition> r) {
            if (!r.outcome().hasSolution() || !r.verified()) return "";
            GridCost cost = GridCost.of(in);
            List<Rect> rects = r.outcome().solution().rectangles();
            long[] t = cost.times(rects);
            List<List<String>> rows = new ArrayList<>();
            for (Rect q : rects)
                rows.add(List.of(Integer.toString(q.pe()), Fmt.num(in.pointCost(q.pe())), q.x() + "," + q.y(), q.w() + "x" + q.h(),
                        Long.toString(q.area()), Fmt.num(cost.value(t[q.pe()]))));
            return Fmt.table(List.of("pe", "cost", "x,y", "w x h", "area", "time"), rows);
        }
    }
}
