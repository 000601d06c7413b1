package gaplab.cli;

import gaplab.model.core.InputException;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Builds the picocli command tree: {@code demo}, one command per problem, and the tools. */
@Command(name = "gaplab", mixinStandardHelpOptions = true, version = "gaplab 0.1.0",
        description = {"How far is a heuristic from the proven optimum?",
                "Exact models, lower bounds, heuristics from the literature and independent checkers."},
        subcommandsRepeatable = false)
public final class Cli implements Runnable {

    /** One line per problem: the command group each problem contributes. */
    static List<ProblemCli> problemClis() {
        return List.of(
                new gaplab.cli.mmdl.MmdlCli(),
                new gaplab.cli.grid.GridCli(),
                new gaplab.cli.dag.DagCli(),
                new gaplab.cli.collective.CollectiveCli(),
                new gaplab.cli.unrelated.UnrelatedCli()
        );
    }

    public static CommandLine build() {
        CommandLine cl = new CommandLine(new Cli());
        cl.addSubcommand("demo", new DemoCommand());
        for (ProblemCli p : problemClis()) cl.addSubcommand(p.name(), p.command());
        for (Object tool : Tools.all()) cl.addSubcommand(tool);
        cl.setExecutionExceptionHandler((ex, cmd, parse) -> {
            Throwable t = ex;
            while (t.getCause() != null && !(t instanceof InputException)) t = t.getCause();
            if (t instanceof InputException ie) return Main.badInput(ie);
            PrintWriter err = cmd.getErr();
            err.println("gaplab: internal error: " + ex + (System.getenv("GAPLAB_DEBUG") == null ? " (set GAPLAB_DEBUG=1 for the stack trace)" : ""));
            if (System.getenv("GAPLAB_DEBUG") != null) ex.printStackTrace(err);
            return 1;
        });
        cl.setParameterExceptionHandler((ex, args) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println("gaplab: " + ex.getMessage());
            c.getErr().println("Try '" + c.getCommandSpec().qualifiedName() + " --help'.");
            return 2;
        });
        return cl;
    }

    @Override
    public void run() {
        CommandLine.usage(this, System.out);
    }
}
