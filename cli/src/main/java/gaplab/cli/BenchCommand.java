package gaplab.cli;

import picocli.CommandLine.Command;

/** {@code gaplab bench <problem>}: timing commands (never timed unit tests). */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Benchmarks, as CLI timing commands.",
        subcommands = {gaplab.cli.mmdl.MmdlBenchCommand.class})
public final class BenchCommand implements Runnable {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() { spec.commandLine().usage(System.out); }
}
