package gaplab.cli.dag;

import gaplab.cli.dag.DagBenchmarkCommand.Entry;
import gaplab.model.core.InputException;
import gaplab.model.core.TextFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * The Kasahara STG optimal-value list read by {@code bench dag}: one line per (graph, P) with
 * {@code file,P,optimum} or, for an open entry, {@code file,P,lower,upper}; a header line starting
 * with {@code file,}, blank lines and {@code #} comments are skipped.
 */
final class OptimaCsv {
    private OptimaCsv() {}

    /** Reads the list; graph files are looked up next to the CSV, then one folder up. */
    static List<Entry> read(Path csv) throws InputException {
        Path folder = csv.toAbsolutePath().getParent();
        return parse(csv.toString(), TextFiles.read(csv), name -> locate(folder, name));
    }

    /** Parses the list's text; {@code locate} gives a graph file's path, or null when there is none. */
    static List<Entry> parse(String source, String text, Function<String, Path> locate) throws InputException {
        List<Entry> out = new ArrayList<>();
        int ln = 0;
        for (String line : text.lines().toList()) {
            ln++;
            String s = line.strip();
            if (s.isEmpty() || s.startsWith("#") || s.toLowerCase(Locale.ROOT).startsWith("file,")) continue;
            String[] f = s.split(",", -1);
            if (f.length != 3 && f.length != 4) throw new InputException(source, "line " + ln + ": expected file,P,optimum or file,P,lower,upper");
            String name = f[0].strip();
            Path file = name.isEmpty() ? null : locate.apply(name);
            if (file == null) throw new InputException(source, "line " + ln + ": graph file '" + name + "' not found next to the CSV or one level up");
            int processors;
            double lower, upper;
            try {
                processors = Integer.parseInt(f[1].strip());
                lower = Double.parseDouble(f[2].strip());
                upper = f.length == 4 ? Double.parseDouble(f[3].strip()) : lower;
            } catch (NumberFormatException e) {
                throw new InputException(source, "line " + ln + ": the processor count and the optimum must be numbers");
            }
            if (processors < 1 || processors > gaplab.model.dag.Machine.MAX_PROCESSORS)
                throw new InputException(source, "line " + ln + ": the processor count must be between 1 and " + gaplab.model.dag.Machine.MAX_PROCESSORS);
            if (!Double.isFinite(lower) || !Double.isFinite(upper) || lower < 0 || lower > upper)
                throw new InputException(source, "line " + ln + ": the optimum must be a finite number >= 0 (and lower <= upper)");
            String stratum = name.contains("/") ? name.substring(0, name.indexOf('/')) + "-" + processors : "" + processors;
            out.add(new Entry(file, processors, lower, upper, stratum));
        }
        return out;
    }

    private static Path locate(Path folder, String name) {
        try {
            Path here = folder.resolve(name);
            if (Files.isRegularFile(here)) return here;
            Path up = folder.getParent() == null ? null : folder.getParent().resolve(name);
            return up != null && Files.isRegularFile(up) ? up : null;
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }
}
