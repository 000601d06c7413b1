package gaplab.cli.grid;

import gaplab.plot.Fmt;
import gaplab.catalog.Runs;
import gaplab.cli.SolveOutput;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.catalog.grid.GridProblem;
import gaplab.model.grid.Rect;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gaplab grid solve FILE [--method M] [--time-limit S] [--json] [--svg OUT.svg]}. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Partition a W×H grid among PEs of different speeds: minimise the largest PE time",
                "c_k·area + b·boundary (+ a·neighbours). The answer is re-verified by the independent checker."})
public final class GridSolveCommand implements Callable<Integer> {
    private final GridProblem problem;

    @Parameters(index = "0", paramLabel = "FILE", description = "instance JSON: {\"width\",\"height\",\"pointCost\":[...],\"commCost\",\"boundary\"}")
    Path file;

    @Option(names = "--method", paramLabel = "M", defaultValue = "exact",
            description = "exact, exact-cp, type1, type2, type1+local, type2+local, optaplanner, bound, or a plug-in (default ${DEFAULT-VALUE}; see 'gaplab grid methods')")
    String method;

    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "60", description = "time limit in seconds for exact and search methods (default ${DEFAULT-VALUE})")
    double timeLimit;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "random seed for the local search (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--json", description = "print one JSON object: objective, status, bound, rectangles (pe, x, y, w, h, time), verified")
    boolean json;

    @Option(names = "--svg", paramLabel = "OUT.svg", description = "draw the partition, coloured by PE, with each block's time")
    Path svg;

    public GridSolveCommand(GridProblem problem) { this.problem = problem; }

    @Override
    public Integer call() throws InputException {
        GridInstance in = problem.readInstance(file);
        if (!(timeLimit > 0)) throw new InputException("--time-limit", "must be positive (got " + timeLimit + ")");
        var m = Runs.method(problem, method);
        Runs.Checked<GridPartition> r = Runs.run(problem, m, in, new Options(timeLimit, seed, java.util.Map.of()));
        String extra = "";
        if (r.outcome().hasSolution() && r.verified()) {
            GridCost cost = GridCost.of(in);
            List<Rect> rects = r.outcome().solution().rectangles();
            long[] t = cost.times(rects);
            List<List<String>> rows = new ArrayList<>();
            for (Rect q : rects)
                rows.add(List.of(Integer.toString(q.pe()), Fmt.num(in.pointCost(q.pe())), q.x() + "," + q.y(), q.w() + "x" + q.h(),
                        Long.toString(q.area()), Fmt.num(cost.value(t[q.pe()]))));
            extra = Fmt.table(List.of("pe", "cost", "x,y", "w x h", "area", "time"), rows);
        }
        return SolveOutput.print(problem, in, r, json, svg, extra);
    }
}
