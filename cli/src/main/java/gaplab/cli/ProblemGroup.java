package gaplab.cli;

import gaplab.model.core.Problem;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code gaplab PROBLEM ...}: the same {@code solve}, {@code check} and {@code methods} for every problem
 * found by ServiceLoader, plus whatever its {@link ProblemCommands} add.
 */
final class ProblemGroup {
    private ProblemGroup() {}

    /** The problem's own command additions (none when it registers no {@link ProblemCommands}). */
    static List<ProblemCommands> additions(String problem) {
        List<ProblemCommands> out = new ArrayList<>();
        for (ProblemCommands c : ServiceLoader.load(ProblemCommands.class)) if (c.problem().equals(problem)) out.add(c);
        return out;
    }

    @SuppressWarnings("unchecked")
    static <I, S> CommandLine build(Problem<I, S> p) {
        CommandLine g = new CommandLine(new Group());
        g.getCommandSpec().name(p.name());
        g.getCommandSpec().usageMessage().description(p.title() + " (objective: " + p.objectiveName() + ", minimised).");
        List<ProblemCommands> additions = additions(p.name());
        SolveHook<I, S> hook = hook(p, additions), checkHook = hook(p, additions);
        CommandLine solve = new CommandLine(new SolveCommand<>(p, hook));
        if (hook != SolveHook.NONE) solve.addMixin("problem", hook);
        g.addSubcommand("solve", solve);
        CommandLine check = new CommandLine(new CheckCommand<>(p, checkHook));
        if (checkHook != SolveHook.NONE) check.addMixin("problem", checkHook); // the same instance options as solve
        g.addSubcommand("check", check);
        g.addSubcommand("methods", new MethodsCommand(p));
        for (ProblemCommands c : additions) for (Object o : c.commands()) g.addSubcommand(o);
        return g;
    }

    /** A fresh hook of the problem's own solve options (one per command: picocli fills its fields). */
    @SuppressWarnings("unchecked")
    private static <I, S> SolveHook<I, S> hook(Problem<I, S> p, List<ProblemCommands> additions) {
        SolveHook<I, S> hook = (SolveHook<I, S>) SolveHook.NONE;
        for (ProblemCommands c : additions) {
            SolveHook<?, ?> h = c.solveHook(p);
            if (h != SolveHook.NONE) hook = (SolveHook<I, S>) h;
        }
        return hook;
    }

    /** The group's own action: print its usage. */
    @Command(mixinStandardHelpOptions = true)
    static final class Group implements Runnable {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public void run() { spec.commandLine().usage(System.out); }
    }
}
