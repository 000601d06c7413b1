package gaplab.cli;

import gaplab.catalog.Problems;
import gaplab.model.core.Problem;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code gaplab bench ...}: every benchmark the problems register, as CLI timing commands (never timed unit tests). */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Benchmarks, as CLI timing commands.")
public final class BenchCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** The bench group with every problem's benchmarks. */
    static CommandLine build() {
        CommandLine b = new CommandLine(new BenchCommand());
        for (Problem<?, ?> p : Problems.all())
            for (ProblemCommands c : ProblemGroup.additions(p.name()))
                for (Object o : c.benchmarks()) b.addSubcommand(o);
        return b;
    }

    @Override
    public void run() { spec.commandLine().usage(System.out); }
}
