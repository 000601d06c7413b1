package gaplab.lab.sweep;

import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.plot.Fmt;
import gaplab.catalog.Runs;
import gaplab.model.core.Fixture;
import gaplab.model.core.InputException;
import gaplab.model.core.InstanceSpace;
import gaplab.model.core.JsonInput;
import gaplab.model.core.LowerBound;
import gaplab.model.core.Options;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import gaplab.catalog.Problems;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/**
 * Runs a sweep: builds the instances (generated ones are written to {@code OUT/instances/} so that
 * every row can be replayed), makes one job per instance × method (and per instance × lower bound),
 * skips the jobs whose deterministic id already has a row in {@code OUT/results.jsonl}, runs the rest on
 * a worker pool and appends one fsync'd row per finished job. Problem-agnostic: works for every
 * registered {@link Problem}.
 */
public final class Sweep {
    private Sweep() {}

    public static final String RESULTS = "results.jsonl";

    /** How the run went. */
    public record Summary(Path out, int instances, int jobs, int alreadyDone, int ran, int checkerFailures, int errors, long millis, long runMillis) {
        public Path results() { return out.resolve(RESULTS); }
    }

    /**
     * Settings of one run that are not part of the config (they do not change the rows). {@code engine}
     * names a {@link SweepEngine} to run the jobs on ({@code ""}: this JVM's {@code threads}), {@code
     * where} is the engine's place (a Spark master URL).
     */
    public record RunOptions(int threads, boolean progressBar, double plainEverySeconds, String command, boolean quiet, String engine, String where) {
        public RunOptions {
            engine = engine == null ? "" : engine;
            where = where == null ? "" : where;
        }

        public RunOptions(int threads, boolean progressBar, double plainEverySeconds, String command, boolean quiet) {
            this(threads, progressBar, plainEverySeconds, command, quiet, "", "");
        }
    }

    /** The {@link SweepEngine} of this name on the class path, if any. */
    public static java.util.Optional<SweepEngine> engine(String name) {
        for (SweepEngine e : java.util.ServiceLoader.load(SweepEngine.class)) if (e.name().equals(name)) return java.util.Optional.of(e);
        return java.util.Optional.empty();
    }

    /** One instance of the sweep. {@code file} is relative to OUT for written instances, absolute otherwise. */
    record Inst<I>(String id, String file, I instance, Map<String, String> size, long seed, double known, String hash) {}

    /** One job: an instance and a method (or bound). */
    record Job<I>(String id, Inst<I> inst, String method, boolean bound, double timeLimit, Map<String, String> params) {}

    public static Problem<?, ?> problem(SweepConfig cfg) throws InputException {
        return Problems.byName(cfg.problem()).orElseThrow(() -> new InputException(cfg.file().toString(), "unknown problem '" + cfg.problem()
                + "' (known: " + Problems.all().stream().map(Problem::name).collect(Collectors.joining(", ")) + ")"));
    }

    public static Summary run(SweepConfig cfg, RunOptions opts, PrintStream err) throws InputException, IOException, InterruptedException {
        return runTyped(problem(cfg), cfg, opts, err);
    }

    private static <I, S> Summary runTyped(Problem<I, S> p, SweepConfig cfg, RunOptions opts, PrintStream err)
            throws InputException, IOException, InterruptedException {
        long t0 = System.nanoTime();
        String src = cfg.file().toString();
        // methods and bounds first: a typo should fail before any instance is generated
        Map<String, Solver<I, S>> byName = new LinkedHashMap<>();
        for (Solver<I, S> m : p.methods()) byName.putIfAbsent(m.name(), m);
        List<SweepConfig.MethodSpec> methods = new ArrayList<>();
        if (cfg.allMethods()) for (String n : byName.keySet()) methods.add(new SweepConfig.MethodSpec(n, cfg.timeLimit(), Map.of()));
        else for (int i = 0; i < cfg.methods().size(); i++) {
            SweepConfig.MethodSpec m = cfg.methods().get(i);
            if (m.name().equals("@exact")) {
                // the problem's own oracle, whatever it is called
                Solver<I, S> ex = p.exactSolver().orElseThrow(() -> new InputException(src, "methods: " + p.name() + " has no exact method for '@exact'"));
                m = new SweepConfig.MethodSpec(ex.name(), m.timeLimit(), m.params());
            } else if (m.name().equals("@heuristics")) {
                for (Solver<I, S> h : byName.values()) if (!h.exact()) methods.add(new SweepConfig.MethodSpec(h.name(), m.timeLimit(), m.params()));
                continue;
            }
            if (!byName.containsKey(m.name()))
                throw new InputException(src, "methods[" + i + "]: unknown method '" + m.name() + "' for " + p.name() + " (available: " + String.join(", ", byName.keySet()) + ")");
            byName.get(m.name()).checkParams(m.params(), src + ": methods[" + i + "]");
            methods.add(m);
        }
        Map<String, LowerBound<I>> bounds = new LinkedHashMap<>();
        for (LowerBound<I> b : p.bounds()) bounds.putIfAbsent(b.name(), b);
        List<String> boundNames = new ArrayList<>();
        if (cfg.allBounds()) boundNames.addAll(bounds.keySet());
        else for (String b : cfg.bounds()) {
            if (!bounds.containsKey(b)) throw new InputException(src, "bounds: unknown bound '" + b + "' for " + p.name() + " (available: " + String.join(", ", bounds.keySet()) + ")");
            boundNames.add(b);
        }

        SweepEngine engine = opts.engine().isEmpty() ? null : engine(opts.engine()).orElseThrow(() -> new InputException("--" + opts.engine(),
                "no sweep engine '" + opts.engine() + "' on the class path"));
        Files.createDirectories(cfg.out());
        try (FileChannel lockCh = FileChannel.open(cfg.out().resolve(".lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            FileLock lock;
            try {
                lock = lockCh.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null;
            }
            if (lock == null) throw new InputException(cfg.out().toString(), "another sweep is writing to this folder right now");
            try {
                List<Inst<I>> insts = SweepInstances.instances(p, cfg, opts.threads());
                List<Job<I>> jobs = new ArrayList<>();
                for (Inst<I> in : insts) {
                    for (SweepConfig.MethodSpec m : methods)
                        jobs.add(new Job<>(jobId(p.name(), in, m.name(), m.timeLimit(), m.params()), in, m.name(), false, m.timeLimit(), m.params()));
                    for (String b : boundNames)
                        jobs.add(new Job<>(jobId(p.name(), in, "bound:" + b, 0, Map.of()), in, "bound:" + b, true, Double.NaN, Map.of()));
                }
                Path results = cfg.out().resolve(RESULTS);
                Set<String> done = new HashSet<>();
                if (Files.exists(results)) {
                    ResultsFile.Loaded l = ResultsFile.read(results);
                    for (ResultRow r : l.rows()) done.add(r.job());
                    if (l.truncatedTail()) err.println("sweep: " + results + ": ignored an unfinished last line (a kill during a write); its job runs again");
                    if (l.badLines() > 0) err.println("sweep: " + results + ": ignored " + l.badLines() + " unreadable line(s)");
                }
                List<Job<I>> pending = new ArrayList<>();
                Set<String> seen = new HashSet<>();
                for (Job<I> j : jobs) if (!done.contains(j.id()) && seen.add(j.id())) pending.add(j);
                int already = jobs.size() - pending.size();
                writeMeta(cfg, p, opts);
                if (already > 0) err.println("sweep: resuming: " + already + " of " + jobs.size() + " jobs already have a row");
                AtomicInteger failures = new AtomicInteger(), errors = new AtomicInteger();
                int threads = Math.max(1, Math.min(opts.threads(), Math.max(1, pending.size())));
                long tRun = System.nanoTime();
                try (ResultsFile out = ResultsFile.openForAppend(results);
                     Progress progress = new Progress(pending.size(), opts.progressBar(), opts.plainEverySeconds(), opts.quiet() ? new PrintStream(java.io.OutputStream.nullOutputStream()) : err)) {
                    // Ctrl-C / TERM: write the rows already finished (the running jobs are lost and redone next time)
                    Thread hook = new Thread(() -> {
                        try {
                            out.close();
                            err.println("\nsweep: stopped; the finished rows are saved in " + results + "; run the same command to resume");
                        } catch (IOException e) {
                            // nothing more can be done while the JVM exits
                        }
                    }, "sweep-shutdown");
                    Runtime.getRuntime().addShutdownHook(hook);
                    java.util.function.Consumer<ResultRow> finished = row -> {
                        if (row.status().equals("ERROR")) errors.incrementAndGet();
                        else if (!row.isBound() && !row.verified() && !row.note().isEmpty() && row.note().startsWith("checker:")) failures.incrementAndGet();
                        try {
                            out.append(row);
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                        progress.done();
                    };
                    try {
                        if (engine == null) runHere(p, pending, bounds, threads, finished);
                        else {
                            List<PortableJob> portable = new ArrayList<>();
                            for (Job<I> j : pending) portable.add(PortableJob.of(p, j));
                            engine.run(opts.where(), "gaplab sweep " + cfg.name(), portable, finished);
                        }
                    } catch (java.io.UncheckedIOException e) {
                        throw e.getCause();
                    } finally {
                        try {
                            Runtime.getRuntime().removeShutdownHook(hook);
                        } catch (IllegalStateException e) {
                            // already shutting down: the hook closes the file
                        }
                    }
                }
                return new Summary(cfg.out(), insts.size(), jobs.size(), already, pending.size(), failures.get(), errors.get(), (System.nanoTime() - t0) / 1_000_000,
                        (System.nanoTime() - tRun) / 1_000_000);
            } finally {
                lock.release();
            }
        }
    }

    /** Runs the jobs on {@code threads} worker threads of this JVM, each with its own method objects. */
    private static <I, S> void runHere(Problem<I, S> p, List<Job<I>> pending, Map<String, LowerBound<I>> bounds, int threads,
                                       java.util.function.Consumer<ResultRow> finished) throws IOException, InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "sweep-worker");
            t.setDaemon(true);
            return t;
        });
        ThreadLocal<Map<String, Solver<I, S>>> local = ThreadLocal.withInitial(() -> {
            Map<String, Solver<I, S>> m = new HashMap<>();
            for (Solver<I, S> s : p.methods()) m.putIfAbsent(s.name(), s);
            return m;
        });
        List<Future<?>> fs = new ArrayList<>();
        for (Job<I> j : pending) fs.add(pool.submit(() -> {
            finished.accept(j.bound() ? runBound(p, bounds.get(j.method().substring(6)), j) : runMethod(p, local.get().get(j.method()), j));
            return null;
        }));
        try {
            for (Future<?> f : fs) f.get();
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof java.io.UncheckedIOException io) throw io.getCause();
            throw new IllegalStateException(c);
        } finally {
            pool.shutdownNow();
        }
    }

    private static void writeMeta(SweepConfig cfg, Problem<?, ?> p, RunOptions opts) throws IOException {
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        o.put("name", cfg.name());
        o.put("problem", p.name());
        o.put("config", cfg.file().toAbsolutePath().normalize().toString());
        o.put("command", opts.command());
        Files.writeString(cfg.out().resolve("sweep.json"), o.toPrettyString() + "\n");
    }

    static <I, S> ResultRow runMethod(Problem<I, S> p, Solver<I, S> m, Job<I> j) {
        Inst<I> in = j.inst();
        Options o = new Options(j.timeLimit(), in.seed() >= 0 ? in.seed() : 1L, j.params());
        String kind = m.kind();
        long t0 = System.nanoTime();
        try {
            var oc = m.solve(in.instance(), o);
            double wall = (System.nanoTime() - t0) / 1e6;
            if (oc.millis() <= 0) oc = oc.withMillis(Math.round(wall));
            Runs.Checked<S> c = Runs.verify(p, m.name(), in.instance(), oc);
            boolean v = c.verified();
            String note = c.verdict() != null && !c.verdict().valid() ? "checker: " + c.verdict().violation() : oc.note();
            return new ResultRow(j.id(), p.name(), in.id(), in.file(), in.size(), in.seed(), m.name(), kind, j.timeLimit(), j.params(),
                    oc.objective(), c.status().name(), oc.bound(), wall, v, v ? c.verdict().objective() : Double.NaN, note, in.known());
        } catch (RuntimeException | StackOverflowError e) {
            return new ResultRow(j.id(), p.name(), in.id(), in.file(), in.size(), in.seed(), m.name(), kind, j.timeLimit(), j.params(),
                    Double.NaN, "ERROR", Double.NaN, (System.nanoTime() - t0) / 1e6, false, Double.NaN, "error: " + e, in.known());
        }
    }

    static <I> ResultRow runBound(Problem<I, ?> p, LowerBound<I> b, Job<I> j) {
        Inst<I> in = j.inst();
        long t0 = System.nanoTime();
        try {
            double v = b.bound(in.instance());
            return new ResultRow(j.id(), p.name(), in.id(), in.file(), in.size(), in.seed(), j.method(), "bound", Double.NaN, Map.of(),
                    Double.NaN, "BOUND", v, (System.nanoTime() - t0) / 1e6, false, Double.NaN, "", in.known());
        } catch (RuntimeException | StackOverflowError e) {
            return new ResultRow(j.id(), p.name(), in.id(), in.file(), in.size(), in.seed(), j.method(), "bound", Double.NaN, Map.of(),
                    Double.NaN, "ERROR", Double.NaN, (System.nanoTime() - t0) / 1e6, false, Double.NaN, "error: " + e, in.known());
        }
    }

    static String jobId(String problem, Inst<?> in, String method, double timeLimit, Map<String, String> params) {
        String key = String.join("\n", problem, in.id(), in.hash(), method, Double.toString(timeLimit), new TreeMap<>(params).toString(), Long.toString(in.seed()));
        return sha256(key.getBytes(StandardCharsets.UTF_8)).substring(0, 16);
    }

    static String sha256(byte[] b) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A per-method summary table of rated rows, for the terminal; then each heuristic's worst case with its class. */
    public static String table(List<Ratios.Rated> rated) {
        Map<String, List<Ratios.Rated>> by = new LinkedHashMap<>();
        for (Ratios.Rated r : rated) by.computeIfAbsent(r.row().problem() + " " + r.row().method(), k -> new ArrayList<>()).add(r);
        List<List<String>> cells = new ArrayList<>();
        StringBuilder worst = new StringBuilder();
        for (var e : by.entrySet()) {
            Stats s = Stats.of(e.getValue());
            if (!s.isBound() && s.worst() != null && !e.getValue().get(0).row().kind().equals("exact")) {
                ResultRow w = s.worst().row();
                worst.append("worst case of ").append(w.method()).append(": ").append(Fmt.ratio(s.worstRatio())).append(s.flag()).append(" on ")
                        .append(w.instance()).append(" (class: ").append(Ratios.classOf(w)).append(")\n");
            }
            cells.add(List.of(e.getValue().get(0).row().problem(), e.getValue().get(0).row().method(), Integer.toString(s.rows()),
                    s.isBound() ? "-" : Integer.toString(s.verified()), s.isBound() ? "-" : Integer.toString(s.proven()),
                    s.isBound() ? "-" : Fmt.ratio(s.meanRatio()) + s.flag(), s.isBound() ? "-" : Fmt.ratio(s.worstRatio()) + s.flag(),
                    Report.ms(s.meanMillis()), Report.ms(s.maxMillis())));
        }
        return Fmt.table(List.of("problem", "method", "rows", "verified", "proven", "mean ratio", "worst ratio", "mean time", "max time"), cells)
                + (worst.length() == 0 ? "" : "\n" + worst);
    }
}
