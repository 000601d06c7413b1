package gaplab.lab.sweep;

import gaplab.lab.sweep.Replay;
import gaplab.lab.sweep.Report;
import gaplab.lab.sweep.ResultRow;
import gaplab.lab.sweep.ResultsFile;
import gaplab.lab.sweep.Results;
import gaplab.lab.sweep.Sweep;
import gaplab.catalog.Runs;
import gaplab.model.core.Fixture;
import gaplab.model.core.LowerBound;
import gaplab.model.core.Problem;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The demo's results as sweep rows: the demo saves each fixture as an instance file, records every
 * method's verified outcome and every lower bound, writes {@code OUT/results.jsonl} and the HTML report
 * {@code OUT/report/index.html}.
 */
public final class DemoResults {
    private final Path out;
    private final List<ResultRow> rows = new ArrayList<>();

    public DemoResults(Path out) { this.out = out; }

    /** Saves the fixture's instance (once) and returns its path relative to OUT. */
    public <I> String instance(Problem<I, ?> p, Fixture<I> f) throws IOException {
        String rel = p.name() + "/instances/" + f.name().replaceAll("[^A-Za-z0-9._+=-]", "_") + ".json";
        Path file = out.resolve(rel);
        Files.createDirectories(file.getParent());
        Files.writeString(file, p.instanceJson(f.instance()).toPrettyString() + "\n");
        return rel;
    }

    public <I, S> void method(Problem<I, S> p, Fixture<I> f, String file, Runs.Checked<S> c, String kind, double timeLimit) {
        var o = c.outcome();
        boolean v = c.verified();
        String note = c.verdict() != null && !c.verdict().valid() ? "checker: " + c.verdict().violation() : o.note();
        rows.add(new ResultRow(id(p.name(), f.name(), c.method()), p.name(), f.name(), file, Map.of(), -1, c.method(), kind,
                timeLimit, Map.of(), o.objective(), c.status().name(), o.bound(), o.millis(), v, v ? c.verdict().objective() : Double.NaN, note,
                f.knownOptimum()));
    }

    public <I> void bounds(Problem<I, ?> p, Fixture<I> f, String file) {
        for (LowerBound<I> b : p.bounds()) {
            long t0 = System.nanoTime();
            double v = b.bound(f.instance());
            rows.add(new ResultRow(id(p.name(), f.name(), "bound:" + b.name()), p.name(), f.name(), file, Map.of(), -1, "bound:" + b.name(), "bound",
                    Double.NaN, Map.of(), Double.NaN, "BOUND", v, (System.nanoTime() - t0) / 1e6, false, Double.NaN, "", f.knownOptimum()));
        }
    }

    private static String id(String problem, String instance, String method) {
        return Sweep.sha256((problem + "\n" + instance + "\n" + method).getBytes(StandardCharsets.UTF_8)).substring(0, 16);
    }

    /** Writes OUT/results.jsonl (fresh) and the report; returns the report's index.html. */
    public Path write(PrintStream err) throws IOException {
        Path results = out.resolve(Sweep.RESULTS);
        Files.deleteIfExists(results);
        try (ResultsFile f = ResultsFile.openForAppend(results)) {
            for (ResultRow r : rows) f.append(r);
        }
        try {
            List<Results.Loaded> loaded = Results.load(List.of(results), err);
            return Report.write(loaded, out.resolve("report"), Replay.launcher() + " demo --out " + Replay.quote(out.toString())).index();
        } catch (gaplab.model.core.InputException e) {
            throw new IOException(e.getMessage(), e);
        }
    }
}
