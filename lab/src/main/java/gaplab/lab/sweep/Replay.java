package gaplab.lab.sweep;

import gaplab.plot.Fmt;
import java.nio.file.Path;
import java.util.TreeMap;

/**
 * The command that reproduces one row: {@code gaplab PROBLEM solve FILE --method M --time-limit S
 * [--param k=v ...]} (every problem's solve has the same options).
 */
public final class Replay {
    private Replay() {}

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

    /**
     * The launcher as the user would type it: the {@code gaplab} script that started this run (it sets
     * GAPLAB_LAUNCHER), relative to the working folder when below it ({@code ./gaplab} from the
     * repository root); {@code ./gaplab} when not started by the script.
     */
    public static String launcher() {
        String l = System.getenv("GAPLAB_LAUNCHER");
        if (l == null || l.isBlank()) return "./gaplab";
        try {
            String d = display(Path.of(l));
            return d.contains("/") ? quote(d) : "./" + d;
        } catch (java.nio.file.InvalidPathException e) {
            return "./gaplab";
        }
    }

    /** The replay command of a row, or "" for bound rows (they come from the sweep command). */
    public static String command(Path resultsDir, ResultRow r) {
        if (r.isBound() || r.file().isEmpty()) return "";
        StringBuilder b = new StringBuilder(launcher()).append(' ').append(r.problem()).append(" solve ").append(quote(instancePath(resultsDir, r).toString()))
                .append(" --method ").append(quote(r.method()));
        // every method gets the sweep's time limit (search heuristics use it too), and the sweep's method parameters
        if (!Double.isNaN(r.timeLimit())) b.append(" --time-limit ").append(Fmt.num(r.timeLimit()));
        for (var e : new TreeMap<>(r.params()).entrySet()) b.append(" --param ").append(quote(e.getKey() + "=" + e.getValue()));
        return b.toString();
    }

    public static String quote(String s) {
        return s.matches("[A-Za-z0-9_./:=+,@%-]+") ? s : "'" + s.replace("'", "'\\''") + "'";
    }
}
