package gaplab.cli;

import gaplab.model.core.InputException;
import java.io.PrintWriter;
import gaplab.catalog.Problems;
import gaplab.model.core.Problem;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Builds the picocli command tree: {@code demo}, one group per problem found by ServiceLoader, {@code bench}, and the tools. */
@Command(name = "gaplab", mixinStandardHelpOptions = true, versionProvider = Cli.Version.class,
        description = {"How far is a heuristic from the proven optimum?",
                "Exact models, lower bounds, heuristics from the literature and independent checkers."},
        subcommandsRepeatable = false)
public final class Cli implements Runnable {

    /** {@code --version} (of every command): the version and the git commit the jar was built from. */
    public static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() { return new String[]{gaplab.model.core.Build.describe()}; }
    }

    private static void withVersion(CommandLine c) {
        c.getCommandSpec().versionProvider(new Version());
        for (CommandLine sub : c.getSubcommands().values()) withVersion(sub);
    }

    public static CommandLine build() {
        CommandLine cl = new CommandLine(new Cli());
        cl.addSubcommand("demo", new DemoCommand());
        for (Problem<?, ?> p : Problems.all()) cl.addSubcommand(p.name(), ProblemGroup.build(p));
        cl.addSubcommand("bench", BenchCommand.build());
        for (Object tool : Tools.all()) cl.addSubcommand(tool);
        cl.setExecutionExceptionHandler((ex, cmd, parse) -> {
            Throwable t = ex;
            while (t.getCause() != null && !(t instanceof InputException)) t = t.getCause();
            if (t instanceof InputException ie) return Main.badInput(ie);
            java.nio.file.FileSystemException fs = fileProblem(ex);
            if (fs != null) return Main.badInput(new InputException(fs.getFile(), fileReason(fs)));
            PrintWriter err = cmd.getErr();
            err.println("gaplab: internal error: " + ex + (System.getenv("GAPLAB_DEBUG") == null ? " (set GAPLAB_DEBUG=1 for the stack trace)" : ""));
            if (System.getenv("GAPLAB_DEBUG") != null) ex.printStackTrace(err);
            return 1;
        });
        cl.setParameterExceptionHandler((ex, args) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println("gaplab: " + ex.getMessage() + " (see '" + c.getCommandSpec().qualifiedName() + " --help')");
            return 2;
        });
        withVersion(cl);
        return cl;
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** A file that cannot be read or written (a folder, a missing folder, no permission) anywhere in the cause chain, else null. */
    static java.nio.file.FileSystemException fileProblem(Throwable ex) {
        for (Throwable t = ex; t != null; t = t.getCause()) if (t instanceof java.nio.file.FileSystemException f && f.getFile() != null) return f;
        return null;
    }

    /** That problem in words, as bad input (exit 2). */
    static String fileReason(java.nio.file.FileSystemException f) {
        if (f instanceof java.nio.file.NoSuchFileException) return "no such file or folder";
        if (f instanceof java.nio.file.AccessDeniedException) return "permission denied";
        if (f instanceof java.nio.file.FileAlreadyExistsException) return "exists and is not a folder";
        if (f instanceof java.nio.file.NotDirectoryException) return "is not a folder";
        return f.getReason() == null ? "cannot be read or written" : f.getReason().toLowerCase(java.util.Locale.ROOT);
    }

    /** {@code gaplab} alone: the usage with the command list. */
    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
