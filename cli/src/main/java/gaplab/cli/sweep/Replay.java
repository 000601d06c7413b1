package gaplab.cli.sweep;

import gaplab.cli.Cli;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import picocli.CommandLine;

/** The command that reproduces one row: {@code gaplab PROBLEM solve FILE --method M [options the solve command has]}. */
public final class Replay {
    private Replay() {}

    private static final Map<String, CommandLine> SOLVE = new ConcurrentHashMap<>();

    private static CommandLine solve(String problem) {
        return SOLVE.computeIfAbsent(problem, p -> {
            CommandLine group = Cli.build().getSubcommands().get(p);
            return group == null ? null : group.getSubcommands().get("solve");
        });
    }

    /** Where the instance file of a row is, as a path to type (relative to the working folder when below it). */
    public static Path instancePath(Path resultsDir, ResultRow r) {
        Path f = resultsDir.resolve(r.file()).toAbsolutePath().normalize();
        Path cwd = Path.of("").toAbsolutePath();
        return f.startsWith(cwd) ? cwd.relativize(f) : f;
    }

    /** A path as the user would type it: relative to the working folder when below it. */
    public static String display(Path p) {
        Path f = p.toAbsolutePath().normalize();
        Path cwd = Path.of("").toAbsolutePath();
        return f.startsWith(cwd) && !f.equals(cwd) ? cwd.relativize(f).toString() : f.toString();
    }

    /** The replay command of a row, or "" for bound rows (they come from the sweep command). */
    public static String command(Path resultsDir, ResultRow r) {
        if (r.isBound() || r.file().isEmpty()) return "";
        StringBuilder b = new StringBuilder("gaplab ").append(r.problem()).append(" solve ").append(quote(instancePath(resultsDir, r).toString()))
                .append(" --method ").append(quote(r.method()));
        CommandLine solve = solve(r.problem());
        if (solve != null) {
            // every method gets the sweep's time limit (search heuristics use it too)
            if (!Double.isNaN(r.timeLimit()) && solve.getCommandSpec().findOption("--time-limit") != null)
                b.append(" --time-limit ").append(gaplab.plot.Fmt.num(r.timeLimit()));
            for (var e : new TreeMap<>(r.params()).entrySet())
                if (solve.getCommandSpec().findOption("--" + e.getKey()) != null) b.append(" --").append(e.getKey()).append(' ').append(quote(e.getValue()));
        }
        return b.toString();
    }

    static String quote(String s) {
        return s.matches("[A-Za-z0-9_./:=+,@%-]+") ? s : "'" + s.replace("'", "'\\''") + "'";
    }
}
