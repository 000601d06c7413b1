package gaplab.cli.mmdl;

import gaplab.cli.ProblemCli;
import gaplab.catalog.mmdl.MmdlProblem;
import picocli.CommandLine;

/** {@code gaplab mmdl solve|check|methods}. */
public final class MmdlCli implements ProblemCli {
    @Override
    public String name() { return "mmdl"; }

    @Override
    public CommandLine command() {
        MmdlProblem p = new MmdlProblem();
        return ProblemCli.group(p, new MmdlSolveCommand(p));
    }
}
