package gaplab.cli.dag;

import gaplab.catalog.dag.DagProblem;
import gaplab.plot.Fmt;
import gaplab.catalog.Runs;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.core.TextFiles;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
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
@Command(name = "dag", mixinStandardHelpOptions = true,
        description = {"Run an exact method over task graphs with published optima and compare.",
                "Input: a directory of DOT files (graph attribute \"Total schedule length\", TargetSystem=\"Homogeneous-P\")",
                "or STG optimal-value CSVs (file,P,optimum). Prints per-instance status, time and agreement, then a summary.",
                "Exit code 1 when a proven optimum disagrees with the published one.",
                "A method that copies tasks (exact-dup, portfolio-dup) solves the duplication variant: the published optimum",
                "(without duplication) is then an upper bound, and a proven optimum below it is the benefit of duplication.",
                "--certify DIR writes a certificate of each proven optimum to DIR/<graph>/ and checks it (docs/certificates.md)."})
public final class DagBenchmarkCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "DIR|CSV") List<Path> inputs;

    @Option(names = "--method", defaultValue = "exact", description = "exact method (default ${DEFAULT-VALUE})") String method;
    @Option(names = "--time-limit", converter = gaplab.cli.Seconds.class, defaultValue = "120", description = "seconds per instance (default ${DEFAULT-VALUE})") double timeLimit;
    @Option(names = "--limit", paramLabel = "N", converter = gaplab.cli.Count.class, description = "only the first N instances (after sampling)") Integer limit;
    @Option(names = "--sample", paramLabel = "N", converter = gaplab.cli.Count.class, description = "a sample of N instances stratified by (tasks, processors), seeded") Integer sample;
    @Option(names = "--seed", defaultValue = "1", description = "sampling seed (default ${DEFAULT-VALUE})") long seed;
    @Option(names = "--match", paramLabel = "TEXT", description = "only files whose name contains TEXT") String match;
    @Option(names = "--csv", paramLabel = "OUT.csv", description = "also write the per-instance rows as CSV") Path csvOut;

    /** One benchmark entry: a graph file, P, and the published optimum (or an open interval). */
    record Entry(Path file, int processors, double lower, double upper, String stratum) {
        /** How a proven optimum compares with the published one: "agrees", "inside the open interval", or null when outside. */
        String against(double optimum) {
            if (optimum < lower - 1e-6 || optimum > upper + 1e-6) return null;
            return lower == upper ? "agrees" : "inside the open interval";
        }
    }

    @Option(names = "--threads", converter = gaplab.cli.Threads.class, defaultValue = "1", description = "instances solved in parallel (default ${DEFAULT-VALUE}); each instance still gets the full time limit") int threads;
    @Option(names = "--solver-threads", converter = gaplab.cli.Threads.class, defaultValue = "1", paramLabel = "N", description = "threads each solve may use (e.g. CP-SAT workers; default ${DEFAULT-VALUE})") int solverThreads;
    @Option(names = "--schedules", paramLabel = "DIR", description = "write each verified schedule (and its instance) as JSON here, for 'dag check'") Path schedulesDir;
    @Option(names = "--resume", description = "with --csv: keep the rows already in OUT.csv (a killed run), solve only the missing instances and append their rows") boolean resume;
    @Option(names = "--certify", paramLabel = "DIR", description = "certify each proven optimum into DIR/<graph>/ and check the certificate (docs/certificates.md)") Path certifyDir;
    @Option(names = "--sat-time-limit", paramLabel = "S", converter = gaplab.cli.Seconds.class, defaultValue = "60", description = "with --certify: the SAT solver's time limit per instance (default ${DEFAULT-VALUE})") double satTimeLimit;
    @Option(names = "--prover", paramLabel = "P", defaultValue = "auto", description = "with --certify: the SAT solver, sat4j, cadical or auto, as for 'dag certify' (default ${DEFAULT-VALUE})") String prover;
    @Option(names = "--proof-format", paramLabel = "F", defaultValue = "lrat", description = "with --certify: lrat or drat, as for 'dag certify' (default ${DEFAULT-VALUE})") String proofFormat;

    /** One result row, as printed and as written to the CSV. */
    record Row(String file, int tasks, int processors, double lower, double upper, String status, double makespan, double bound, long millis, String agreement,
               BenchCertificates.Cert cert) {
        String csv() {
            return String.join(",", "\"" + file + "\"", Integer.toString(tasks), Integer.toString(processors), Fmt.num(lower), Fmt.num(upper),
                    status, Fmt.num(makespan), Fmt.num(bound), Long.toString(millis), agreement) + (cert == null ? "" : "," + cert.csv());
        }

        String line() {
            String pub = lower == upper ? Fmt.num(lower) : Fmt.num(lower) + "-" + Fmt.num(upper);
            String name = Path.of(file).getFileName().toString();
            return String.format(Locale.ROOT, "%-70s %5d %3d %9s %-9s %9s %8.2fs  %s", name.length() > 70 ? name.substring(0, 70) : name,
                    tasks, processors, pub, status, Fmt.num(makespan), millis / 1000.0, agreement) + (cert == null || cert.what().equals("-") ? "" : "; certificate: " + cert.what());
        }

        static Row parse(String line) {
            if (!line.startsWith("\"")) return null;
            int q = line.indexOf('"', 1);
            if (q < 0 || q + 1 >= line.length() || line.charAt(q + 1) != ',') return null; // the quoted file name must be followed by a comma
            String[] f = line.substring(q + 2).split(",", -1);
            if (f.length != 9 && f.length != 15) return null;   // without or with the certificate's columns
            try {
                double lower = Double.parseDouble(f[2]), upper = Double.parseDouble(f[3]);
                if (!Double.isFinite(lower) || !Double.isFinite(upper)) return null;
                BenchCertificates.Cert cert = f.length == 9 ? null : new BenchCertificates.Cert(f[9], Integer.parseInt(f[10]), Long.parseLong(f[11]),
                        Long.parseLong(f[12]), Long.parseLong(f[13]), f[14].replace("\"", ""));
                return new Row(line.substring(1, q), Integer.parseInt(f[0]), Integer.parseInt(f[1]), lower, upper,
                        f[4], num(f[5]), num(f[6]), Long.parseLong(f[7]), f[8], cert);
            } catch (NumberFormatException e) {
                return null;
            }
        }

        private static double num(String s) { return s.equals("NaN") || s.equals("-") ? Double.NaN : Double.parseDouble(s); }
    }

    @Override
    public Integer call() throws InputException, IOException, InterruptedException {
        List<Entry> entries = new ArrayList<>();
        for (Path in : inputs) collect(in, entries);
        if (entries.isEmpty()) throw new InputException(inputs.get(0).toString(), "no benchmark instances found (DOT files or STG optimal-value CSVs)");
        if (match != null) entries.removeIf(e -> !e.file().getFileName().toString().contains(match));
        if (sample != null) entries = stratified(entries, sample, seed);
        if (limit != null && entries.size() > limit) entries = new ArrayList<>(entries.subList(0, limit));
        if (resume && csvOut == null) throw new InputException("--resume", "needs --csv OUT.csv (the file to resume)");
        if (threads < 1) throw new InputException("--threads", "must be at least 1");
        var p = DagProblem.PROBLEM;
        var m = Runs.method(p, method);
        Options opts = Options.defaults().withTimeLimit(timeLimit).withThreads(solverThreads);
        List<Row> rows = new ArrayList<>();
        // resume: rows already in the CSV (an unfinished last line, from a kill during a write, is dropped)
        Map<String, Row> done = new java.util.HashMap<>();
        if (resume && Files.exists(csvOut)) {
            List<String> old = TextFiles.lines(csvOut);
            for (String l : old) { Row r = Row.parse(l); if (r != null) done.put(r.file() + "@" + r.processors(), r); }
            List<String> keep = new ArrayList<>();
            keep.add(header());
            for (Row r : done.values()) keep.add(r.csv());
            Files.write(csvOut, keep);
        }
        List<Entry> todo = new ArrayList<>();
        for (Entry e : entries) {
            Row r = done.get(e.file().toString() + "@" + e.processors());
            if (r != null) rows.add(r); else todo.add(e);
        }
        // every graph is read before anything is printed: a missing or bad file is one line, not a table cut short
        Map<Entry, TaskGraph> graphs = new java.util.HashMap<>();
        for (Entry e : todo) graphs.put(e, DagFormats.readGraph(e.file()));
        PrintWriter csv = null;
        if (csvOut != null) {
            boolean append = resume && Files.exists(csvOut);
            csv = new PrintWriter(Files.newBufferedWriter(csvOut, append ? new java.nio.file.OpenOption[]{java.nio.file.StandardOpenOption.APPEND}
                    : new java.nio.file.OpenOption[]{java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.TRUNCATE_EXISTING, java.nio.file.StandardOpenOption.WRITE}));
            if (!append) { csv.println(header()); csv.flush(); }
        }
        if (!rows.isEmpty()) System.err.println("benchmark: resuming: " + rows.size() + " of " + entries.size() + " instances already have a row in " + csvOut);
        System.out.println(String.format(Locale.ROOT, "%-70s %5s %3s %9s %-9s %9s %9s  %s", "instance", "tasks", "P", "published", "status", "makespan", "time", "agreement"));
        for (Row r : rows) System.out.println(r.line()); // the resumed rows, so the output lists every instance
        final PrintWriter out = csv;
        final int total = entries.size();
        final long t0 = System.nanoTime();
        final int[] finished = {rows.size()}, newDone = {0};
        final gaplab.certify.CertifySettings certifySettings = certifySettings();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads);
        List<java.util.concurrent.Future<?>> futures = new ArrayList<>();
        for (Entry e : todo) futures.add(pool.submit(() -> {
            Row r = solve(p, m, e, graphs.get(e), opts, schedulesDir, certifyDir, certifySettings);
            synchronized (rows) {
                rows.add(r);
                System.out.println(r.line());
                System.out.flush();
                if (out != null) { out.println(r.csv()); out.flush(); }
                finished[0]++;
                newDone[0]++;
                double el = (System.nanoTime() - t0) / 1e9;
                double eta = el / newDone[0] * (total - finished[0]);
                System.err.println(String.format(Locale.ROOT, "benchmark: %d/%d done, elapsed %s, ETA %s", finished[0], total, Fmt.duration(el), Fmt.duration(eta)));
            }
            return null;
        }));
        pool.shutdown();
        for (var f : futures) {
            try { f.get(); }
            catch (java.util.concurrent.ExecutionException ex) {
                if (ex.getCause() instanceof InputException ie) throw ie;
                if (ex.getCause() instanceof IOException io) throw io;
                throw new IllegalStateException(ex.getCause());
            }
        }
        if (out != null) out.close();
        List<Double> times = new ArrayList<>();
        int proven = 0, disagree = 0, invalid = 0;
        for (Row r : rows) {
            boolean opt = r.status().equals(Status.OPTIMAL.name());
            if (opt) proven++;
            if (r.agreement().startsWith("DISAGREES")) disagree++;
            if (r.agreement().startsWith("INVALID")) invalid++;
            times.add(opt ? r.millis() / 1000.0 : Double.POSITIVE_INFINITY);
        }
        int n = rows.size();
        Collections.sort(times);
        System.out.println();
        System.out.println(String.format(Locale.ROOT, "instances: %d; proven optimal: %d (%.1f%%) within %s s each; disagreements: %d; invalid schedules: %d",
                n, proven, 100.0 * proven / n, Fmt.num(timeLimit), disagree, invalid));
        System.out.println("time to proof (unproven count as > limit): median " + pct(times, 0.5) + ", 90th percentile " + pct(times, 0.9));
        if (certifyDir != null) {
            Map<String, Integer> what = new TreeMap<>();
            int unproven = 0, closed = 0;
            for (Row r : rows) {
                if (r.cert() == null || r.cert().what().equals("-")) continue;
                if (r.status().equals(Status.OPTIMAL.name())) what.merge(r.cert().what(), 1, Integer::sum);
                else {
                    unproven++;
                    if (r.cert().certified()) closed++;
                    if (r.cert().what().equals("refuted")) what.merge("refuted", 1, Integer::sum);
                }
            }
            int certified = what.getOrDefault("proof", 0) + what.getOrDefault("bound", 0) + what.getOrDefault("kept", 0);
            System.out.println(String.format(Locale.ROOT, "certified: %d of %d proven optima (by a proof %d, by a bound %d, kept from an earlier run %d); not certified %d; refuted by the checker %d;%s in %s",
                    certified, proven, what.getOrDefault("proof", 0), what.getOrDefault("bound", 0), what.getOrDefault("kept", 0),
                    what.getOrDefault("not-certified", 0), what.getOrDefault("refuted", 0),
                    unproven == 0 ? "" : String.format(Locale.ROOT, " best schedules of unproven runs certified optimal by the proof alone: %d of %d;", closed, unproven), certifyDir));
            if (what.getOrDefault("refuted", 0) > 0) return 1;
        }
        return disagree == 0 && invalid == 0 ? 0 : 1;
    }

    /**
     * A method that copies tasks solves the duplication variant, whose optimum is at most the published
     * one (which is without duplication): a proven optimum above the published upper end, or a bound
     * above it, disagrees; one below it is the benefit of duplication, not a disagreement.
     */
    private static String withDuplication(Runs.Checked<Schedule> r, double obj, Entry e) {
        if (r.status() == Status.OPTIMAL)
            return obj > e.upper() + 1e-6 ? "DISAGREES (duplication optimum above the published optimum without duplication)"
                    : obj < e.lower() - 1e-6 ? "below the published optimum (duplication helps)" : "equals the published optimum (duplication does not help)";
        if (!Double.isNaN(r.outcome().bound()) && r.outcome().bound() > e.upper() + 1e-6) return "DISAGREES (bound above the published optimum)";
        return r.outcome().hasSolution() ? "not proven (gap " + Fmt.ratio(r.outcome().gap()) + ")" : "no schedule";
    }

    static final String CSV_HEADER = "file,tasks,processors,published_lower,published_upper,status,makespan,bound,millis,agreement";

    private String header() { return certifyDir == null ? CSV_HEADER : CSV_HEADER + "," + BenchCertificates.Cert.HEADER; }

    private gaplab.certify.CertifySettings certifySettings() throws InputException {
        var d = gaplab.certify.CertifySettings.defaults();
        return gaplab.cli.CertifyOptions.proofFormat(proofFormat,
                gaplab.cli.CertifyOptions.prover(prover, new gaplab.certify.CertifySettings((int) Math.ceil(satTimeLimit), d.maxProofBytes(), d.maxClauses())));
    }

    /** The folder of an instance's certificate: the file's name without its extension, and -P<n> for an entry of an optimal-value CSV. */
    static String certificateName(Entry e) {
        String stem = e.file().getFileName().toString().replaceFirst("\\.[^.]+$", "");
        return e.file().toString().endsWith(".dot") ? stem : stem + "-P" + e.processors();
    }

    private static Row solve(gaplab.model.core.Problem<DagInstance, Schedule> p, gaplab.model.core.Solver<DagInstance, Schedule> m, Entry e, TaskGraph g,
                             Options opts, Path schedules, Path certifyDir, gaplab.certify.CertifySettings settings) throws InputException, IOException {
        DagInstance inst = new DagInstance(g, Machine.complete(e.processors(), 1.0));
        var r = Runs.run(p, m, inst, opts);
        if (schedules != null && r.verified()) {
            // e.g. 50-rand0123-P4.json (the instance) and 50-rand0123-P4-exact.json (the schedule, as 'solve --json' writes it)
            Path parent = e.file().toAbsolutePath().getParent();
            String stem = (parent == null || parent.getFileName() == null ? "" : parent.getFileName() + "-")
                    + e.file().getFileName().toString().replaceFirst("\\.[^.]+$", "") + "-P" + e.processors();
            Files.createDirectories(schedules);
            Files.writeString(schedules.resolve(stem + ".json"), p.instanceJson(inst).toPrettyString() + "\n");
            var sol = p.solutionJson(inst, r.outcome().solution());
            sol.put("method", m.name());
            sol.put("status", r.status().name());
            Files.writeString(schedules.resolve(stem + "-" + m.name() + ".json"), sol.toPrettyString() + "\n");
        }
        double obj = r.verified() ? r.verdict().objective() : Double.NaN;
        boolean dup = m instanceof gaplab.model.dag.DagSolver d && d.duplicates();
        String agree;
        if (!r.verified() && r.outcome().hasSolution()) agree = "INVALID SCHEDULE: " + r.verdict().violation();
        else if (dup) agree = withDuplication(r, obj, e);
        else if (r.status() == Status.OPTIMAL) {
            agree = e.against(obj) == null ? "DISAGREES" : e.against(obj);
        } else if (r.outcome().hasSolution()) {
            if (obj < e.lower() - 1e-6) agree = "DISAGREES (better than the published optimum)";
            else if (!Double.isNaN(r.outcome().bound()) && r.outcome().bound() > e.upper() + 1e-6) agree = "DISAGREES (bound above the published optimum)";
            else agree = "not proven (gap " + Fmt.ratio(r.outcome().gap()) + ")";
        } else agree = "no schedule";
        BenchCertificates.Cert cert = certifyDir == null ? null : BenchCertificates.Cert.NONE;
        // a FEASIBLE run's best schedule is certified too when the proof refutes every better one (as dag certify does)
        boolean incumbent = r.status() == Status.FEASIBLE;
        if (certifyDir != null && (r.status() == Status.OPTIMAL || incumbent) && r.verified() && !agree.startsWith("DISAGREES")) {
            cert = BenchCertificates.certify(inst, e.file(), obj, r.outcome().solution(), dup, certifyDir.resolve(certificateName(e)), settings);
            if (incumbent && cert.certified()) {
                cert = cert.byTheProofAlone();
                if (!dup) agree = e.against(obj) == null ? "DISAGREES (certified optimum outside the published interval)" : "certified by the proof alone; " + e.against(obj);
            }
        }
        return new Row(e.file().toString(), g.size(), e.processors(), e.lower(), e.upper(), r.status().name(), obj, r.outcome().bound(), r.outcome().millis(),
                agree.replace(',', ';'), cert);
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
        out.addAll(OptimaCsv.read(in));
    }
}
