package gaplab.cli;

import gaplab.model.core.Problem;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** A problem's command group ({@code gaplab mmdl ...}); built on the problem's {@code Problem}. */
public interface ProblemCli {
    String name();

    /** The command with its subcommands (at least {@code solve} and {@code check}). */
    CommandLine command();

    /**
     * The usual group: the problem's own {@code solve} command plus the generic {@code check} and
     * {@code methods}, and any further subcommands (study, benchmark, ...).
     */
    static CommandLine group(Problem<?, ?> p, Object solve, Object... more) {
        CommandLine g = new CommandLine(new Group());
        g.getCommandSpec().name(p.name());
        g.getCommandSpec().usageMessage().description(p.title() + " (objective: " + p.objectiveName() + ", minimised).");
        g.addSubcommand("solve", solve);
        g.addSubcommand("check", new CheckCommand<>(p));
        g.addSubcommand("methods", new MethodsCommand(p));
        for (Object o : more) g.addSubcommand(o);
        return g;
    }

    /** The group's own action: print its usage. */
    @Command(mixinStandardHelpOptions = true)
    final class Group implements Runnable {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public void run() { spec.commandLine().usage(System.out); }
    }
}
