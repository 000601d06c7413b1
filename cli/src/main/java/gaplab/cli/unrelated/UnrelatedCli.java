package gaplab.cli.unrelated;

import gaplab.cli.ProblemCli;
import gaplab.catalog.unrelated.UnrelatedProblem;
import picocli.CommandLine;

/** {@code gaplab unrelated ...}: solve, check, methods. */
public final class UnrelatedCli implements ProblemCli {
    @Override
    public String name() { return "unrelated"; }

    @Override
    public CommandLine command() {
        return ProblemCli.group(new UnrelatedProblem(), new UnrelatedSolveCommand());
    }
}
