package gaplab.lab.sweep;

import gaplab.lab.sweep.Replay;
import gaplab.lab.sweep.Ratios;
import gaplab.lab.sweep.ResultRow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** Results as CSV: one line per row, with the reference, the ratio and its kind, and the replay command. */
public final class Export {
    private Export() {}

    public static final List<String> COLUMNS = List.of("problem", "instance", "method", "kind", "objective", "status", "bound", "verified",
            "checked", "reference", "reference_kind", "ratio", "ratio_kind", "millis", "time_limit", "seed", "size", "params", "file",
            "job", "note", "command", "commit");

    /** A row of rated results with the folder its file paths are relative to. */
    public record Located(Ratios.Rated rated, Path resultsDir) {}

    public static String csv(List<Located> rows) {
        StringBuilder b = new StringBuilder(String.join(",", COLUMNS)).append('\n');
        for (Located l : rows) {
            ResultRow r = l.rated().row();
            Ratios.Reference ref = l.rated().reference();
            List<String> c = new ArrayList<>(List.of(r.problem(), r.instance(), r.method(), r.kind(), num(r.objective()), r.status(),
                    num(r.bound()), r.isBound() ? "" : Boolean.toString(r.verified()), num(r.checked()), num(ref.value()),
                    ref.kind() + (ref.conflict() ? " (conflict)" : ""), num(l.rated().ratio()), l.rated().ratioKind(), num(Math.round(r.millis() * 1000) / 1000.0),
                    num(r.timeLimit()), Long.toString(r.seed()), kv(r.size()), kv(r.params()), r.file(), r.job(), r.note(),
                    Replay.command(l.resultsDir(), r), r.commit()));
            b.append(c.stream().map(Export::cell).collect(Collectors.joining(","))).append('\n');
        }
        return b.toString();
    }

    public static void write(List<Located> rows, Path csv) throws IOException {
        writeText(csv, csv(rows));
    }

    /** Writes {@code text} to {@code file}, creating its folder. */
    public static void writeText(Path file, String text) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        Files.writeString(file, text);
    }

    /** Full precision (the shortest decimal that reads back to the same double); integers without ".0". */
    static String num(double v) {
        if (Double.isNaN(v)) return "";
        if (Double.isInfinite(v)) return v > 0 ? "inf" : "-inf";
        if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
        return Double.toString(v);
    }

    static String kv(java.util.Map<String, String> m) {
        return new TreeMap<>(m).entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(";"));
    }

    static String cell(String s) {
        if (s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")) return "\"" + s.replace("\"", "\"\"") + "\"";
        return s;
    }
}
