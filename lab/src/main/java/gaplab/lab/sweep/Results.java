package gaplab.lab.sweep;

import gaplab.lab.sweep.Export;
import gaplab.lab.sweep.Ratios;
import gaplab.lab.sweep.ResultsFile;
import gaplab.lab.sweep.Sweep;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Loads results files (or sweep folders holding one) and rates each file's rows on their own. */
public final class Results {
    private Results() {}

    /** One loaded results file: its rated rows, its folder, and the sweep command from its sweep.json if any. */
    public record Loaded(Path file, List<Export.Located> rows, String sweepCommand) {}

    public static Path resolve(Path p) throws InputException {
        if (Files.isDirectory(p)) {
            Path f = p.resolve(Sweep.RESULTS);
            if (!Files.isRegularFile(f)) throw new InputException(p.toString(), "no " + Sweep.RESULTS + " in this folder");
            return f;
        }
        if (!Files.exists(p)) throw new InputException(p.toString(), "no such file");
        return p;
    }

    public static List<Loaded> load(List<Path> paths, PrintStream err) throws InputException {
        List<Loaded> out = new ArrayList<>();
        for (Path p : paths) {
            Path f = resolve(p);
            ResultsFile.Loaded l = ResultsFile.read(f);
            if (l.rows().isEmpty()) throw new InputException(f.toString(), "no result rows in this file");
            if (l.truncatedTail()) err.println("gaplab: " + f + ": ignored an unfinished last line");
            if (l.badLines() > 0) err.println("gaplab: " + f + ": ignored " + l.badLines() + " unreadable line(s)");
            Path dir = f.toAbsolutePath().getParent();
            List<Export.Located> rows = Ratios.rate(l.rows()).stream().map(r -> new Export.Located(r, dir)).toList();
            String cmd = "";
            Path meta = dir.resolve("sweep.json");
            if (Files.isRegularFile(meta)) {
                try {
                    cmd = JsonInput.MAPPER.readTree(Files.readString(meta)).path("command").asText("");
                } catch (IOException e) {
                    cmd = "";
                }
            }
            out.add(new Loaded(f, rows, cmd));
        }
        return out;
    }
}
