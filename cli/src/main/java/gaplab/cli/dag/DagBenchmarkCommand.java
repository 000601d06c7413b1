package gaplab.cli.dag;

import gaplab.cli.Fmt;
import gaplab.cli.Runs;
import gaplab.core.InputException;
import gaplab.core.Options;
import gaplab.core.Status;
import gaplab.dag.DagFormats;
import gaplab.dag.DagInstance;
import gaplab.dag.Machine;
import gaplab.dag.Schedule;
import gaplab.dag.TaskGraph;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code gaplab dag benchmark DIR|CSV...}: the exact solver against published optima — DOT files
 * carrying "Total schedule length" (Sinnen's optimal A* schedules) and the Kasahara STG
 * optimal-value CSVs ({@code file,P,optimum} or, for open entries, {@code file,P,lower,upper}; no
 * communication, P identical processors).
 */
@Command(name = "benchmark", mixinStandardHelpOptions = true,
        description = {"Run an exact method over graphs with published optima: a directory of DOT files",
                "(graph attribute \"Total schedule length\", TargetSystem=\"Homogeneous-P\") or STG optimal-value CSVs",
                "(file,P,optimum). Prints per-instance status, time and agreement, then a summary.",
                "Exit code 1 when a proven optimum disagrees with the published one."})
public final class DagBenchmarkCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "DIR|CSV") List<Path> inputs;

    @Option(names = "--method", defaultValue = "exact", description = "exact method (default ${DEFAULT-VALUE})") String method;
    @Option(names = "--time-limit", defaultValue = "120", description = "seconds per instance (default ${DEFAULT-VALUE})") double timeLimit;
    @Option(names = "--limit", paramLabel = "N", description = "only the first N instances (after sampling)") Integer limit;
    @Option(names = "--sample", paramLabel = "N", description = "a sample of N instances stratified by (tasks, processors), seeded") Integer sample;
    @Option(names = "--seed", defaultValue = "1", description = "sampling seed (default ${DEFAULT-VALUE})") long seed;
    @Option(names = "--match", paramLabel = "TEXT", description = "only files whose name contains TEXT") String match;
    @Option(names = "--csv", paramLabel = "OUT.csv", description = "also write the per-instance rows as CSV") Path csvOut;

    /** One benchmark entry: a graph file, P, and the published optimum (or an open interval). */
    record Entry(Path file, int processors, double lower, double upper, String stratum) {}

    @Override
    public Integer call() throws InputException, IOException {
        List<Entry> entries = new ArrayList<>();
        for (Path in : inputs) collect(in, entries);
        if (entries.isEmpty()) throw new InputException(inputs.get(0).toString(), "no benchmark instances found (DOT files or STG optimal-value CSVs)");
        if (match != null) entries.removeIf(e -> !e.file().getFileName().toString().contains(match));
        if (sample != null) entries = stratified(entries, sample, seed);
        if (limit != null && entries.size() > limit) entries = new ArrayList<>(entries.subList(0, limit));
        var p = DagCli.PROBLEM;
        var m = Runs.method(p, method);
        Options opts = Options.defaults().withTimeLimit(timeLimit);
        List<List<String>> rows = new ArrayList<>();
        List<Double> times = new ArrayList<>();
        int proven = 0, disagree = 0, invalid = 0, n = 0;
        PrintWriter csv = csvOut == null ? null : new PrintWriter(Files.newBufferedWriter(csvOut));
        if (csv != null) csv.println("file,tasks,processors,published_lower,published_upper,status,makespan,bound,millis,agreement");
        System.out.println(String.format(Locale.ROOT, "%-70s %5s %3s %9s %-9s %9s %9s  %s", "instance", "tasks", "P", "published", "status", "makespan", "time", "agreement"));
        for (Entry e : entries) {
            TaskGraph g = DagFormats.readGraph(e.file());
            DagInstance inst = new DagInstance(g, Machine.complete(e.processors(), 1.0));
            var r = Runs.run(p, m, inst, opts);
            n++;
            double obj = r.verified() ? r.verdict().objective() : Double.NaN;
            String agree;
            if (!r.verified() && r.outcome().hasSolution()) { agree = "INVALID SCHEDULE: " + r.verdict().violation(); invalid++; }
            else if (r.status() == Status.OPTIMAL) {
                proven++;
                if (obj < e.lower() - 1e-6 || obj > e.upper() + 1e-6) { agree = "DISAGREES"; disagree++; }
                else agree = e.lower() == e.upper() ? "agrees" : "inside the open interval";
            } else if (r.outcome().hasSolution()) {
                if (obj < e.lower() - 1e-6) { agree = "DISAGREES (better than the published optimum)"; disagree++; }
                else if (!Double.isNaN(r.outcome().bound()) && r.outcome().bound() > e.upper() + 1e-6) { agree = "DISAGREES (bound above the published optimum)"; disagree++; }
                else agree = "not proven (gap " + Fmt.ratio(r.outcome().gap()) + ")";
            } else agree = "no schedule";
            double secs = r.outcome().millis() / 1000.0;
            times.add(r.status() == Status.OPTIMAL ? secs : Double.POSITIVE_INFINITY);
            String pub = e.lower() == e.upper() ? Fmt.num(e.lower()) : Fmt.num(e.lower()) + "-" + Fmt.num(e.upper());
            String name = e.file().getFileName().toString();
            System.out.println(String.format(Locale.ROOT, "%-70s %5d %3d %9s %-9s %9s %8.2fs  %s", name.length() > 70 ? name.substring(0, 70) : name,
                    g.size(), e.processors(), pub, r.status(), Fmt.num(obj), secs, agree));
            System.out.flush();
            if (csv != null) csv.println(String.join(",", "\"" + e.file() + "\"", Integer.toString(g.size()), Integer.toString(e.processors()),
                    Fmt.num(e.lower()), Fmt.num(e.upper()), r.status().name(), Fmt.num(obj), Fmt.num(r.outcome().bound()),
                    Long.toString(r.outcome().millis()), agree));
        }
        if (csv != null) csv.close();
        Collections.sort(times);
        System.out.println();
        System.out.println(String.format(Locale.ROOT, "instances: %d; proven optimal: %d (%.1f%%) within %s s each; disagreements: %d; invalid schedules: %d",
                n, proven, 100.0 * proven / n, Fmt.num(timeLimit), disagree, invalid));
        System.out.println("time to proof (unproven count as > limit): median " + pct(times, 0.5) + ", 90th percentile " + pct(times, 0.9));
        return disagree == 0 && invalid == 0 ? 0 : 1;
    }

    private static String pct(List<Double> sorted, double q) {
        if (sorted.isEmpty()) return "-";
        int i = (int) Math.ceil(q * sorted.size()) - 1;
        double v = sorted.get(Math.max(0, Math.min(sorted.size() - 1, i)));
        return Double.isInfinite(v) ? "> limit" : String.format(Locale.ROOT, "%.2f s", v);
    }

    private static List<Entry> stratified(List<Entry> all, int n, long seed) {
        Map<String, List<Entry>> groups = new TreeMap<>();
        for (Entry e : all) groups.computeIfAbsent(e.stratum(), k -> new ArrayList<>()).add(e);
        Random r = new Random(seed);
        for (List<Entry> l : groups.values()) Collections.shuffle(l, r);
        List<Entry> out = new ArrayList<>();
        for (int k = 0; out.size() < n; k++) {
            boolean any = false;
            for (List<Entry> l : groups.values()) if (k < l.size() && out.size() < n) { out.add(l.get(k)); any = true; }
            if (!any) break;
        }
        return out;
    }

    private static void collect(Path in, List<Entry> out) throws InputException, IOException {
        if (Files.isDirectory(in)) {
            List<Path> files;
            try (Stream<Path> s = Files.list(in)) {
                files = s.filter(f -> f.toString().endsWith(".dot") || f.toString().endsWith(".csv")).sorted().toList();
            }
            for (Path f : files) {
                if (f.toString().endsWith(".csv")) { collect(f, out); continue; }
                TaskGraph g = DagFormats.readGraph(f);
                if (Double.isNaN(g.knownOptimum()) || g.targetProcessors() == 0) continue;
                out.add(new Entry(f, g.targetProcessors(), g.knownOptimum(), g.knownOptimum(), String.format(Locale.ROOT, "%03d-%02d", g.size(), g.targetProcessors())));
            }
            return;
        }
        if (!Files.exists(in)) throw new InputException(in.toString(), "no such file or directory");
        if (in.toString().endsWith(".dot")) {
            TaskGraph g = DagFormats.readGraph(in);
            if (Double.isNaN(g.knownOptimum()) || g.targetProcessors() == 0) throw new InputException(in.toString(), "no \"Total schedule length\" and TargetSystem attributes");
            out.add(new Entry(in, g.targetProcessors(), g.knownOptimum(), g.knownOptimum(), g.size() + "-" + g.targetProcessors()));
            return;
        }
        List<String> lines = Files.readAllLines(in);
        int ln = 0;
        for (String line : lines) {
            ln++;
            String s = line.strip();
            if (s.isEmpty() || s.startsWith("#") || s.toLowerCase(Locale.ROOT).startsWith("file,")) continue;
            String[] f = s.split(",");
            if (f.length != 3 && f.length != 4) throw new InputException(in.toString(), "line " + ln + ": expected file,P,optimum or file,P,lower,upper");
            Path file = in.toAbsolutePath().getParent().resolve(f[0]);
            if (!Files.exists(file) && in.toAbsolutePath().getParent().getParent() != null) file = in.toAbsolutePath().getParent().getParent().resolve(f[0]);
            if (!Files.exists(file)) throw new InputException(in.toString(), "line " + ln + ": graph file " + f[0] + " not found next to the CSV or one level up");
            try {
                int P = Integer.parseInt(f[1].strip());
                double lo = Double.parseDouble(f[2].strip()), hi = f.length == 4 ? Double.parseDouble(f[3].strip()) : lo;
                if (P < 1 || lo > hi) throw new NumberFormatException();
                out.add(new Entry(file, P, lo, hi, f[0].contains("/") ? f[0].substring(0, f[0].indexOf('/')) + "-" + P : "" + P));
            } catch (NumberFormatException e) {
                throw new InputException(in.toString(), "line " + ln + ": bad processor count or optimum");
            }
        }
    }
}
