package gaplab.cli.grid;

import gaplab.cli.ProblemCli;
import gaplab.catalog.grid.GridProblem;
import picocli.CommandLine;

/** {@code gaplab grid solve|check|methods|study|bench}. */
public final class GridCli implements ProblemCli {
    private final GridProblem problem = new GridProblem();

    @Override
    public String name() { return "grid"; }

    @Override
    public CommandLine command() {
        return ProblemCli.group(problem, new GridSolveCommand(problem), new GridStudyCommand(problem), new GridBenchCommand(problem));
    }
}
