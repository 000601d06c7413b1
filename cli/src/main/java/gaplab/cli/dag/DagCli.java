package gaplab.cli.dag;

import gaplab.cli.ProblemCli;
import gaplab.catalog.dag.DagProblem;
import picocli.CommandLine;

/** {@code gaplab dag ...}: solve, check, methods, benchmark, study, timing, convert. */
public final class DagCli implements ProblemCli {
    static final DagProblem PROBLEM = new DagProblem();

    @Override public String name() { return "dag"; }

    @Override
    public CommandLine command() {
        return ProblemCli.group(PROBLEM, new DagSolveCommand(), new DagBenchmarkCommand(), new DagStudyCommand(),
                new DagTimingCommand(), new DagConvertCommand());
    }
}
