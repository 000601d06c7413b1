package gaplab.lab.sweep;

import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.lab.sweep.Sweep.Inst;
import gaplab.plot.Fmt;
import gaplab.catalog.Runs;
import gaplab.model.core.Fixture;
import gaplab.model.core.InputException;
import gaplab.model.core.TextFiles;
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
 * The instances of a sweep: generated from the problem's instance space (seeded, written to
 * OUT/instances/ and read back, so every row replays from a file), read from a directory, from a
 * benchmark CSV, or the problem's fixtures; each with its id, size options, seed, known optimum and hash.
 */
public final class SweepInstances {
    private SweepInstances() {}

    /** Building one instance (generate or read, write, read back, hash); may fail with bad input. */
    private interface Build<I> {
        Inst<I> get() throws InputException, IOException;
    }

    /**
     * Builds every instance of the config, writing generated and fixture instances to OUT/instances/.
     * Ids are assigned in config order; the files are written and read back on {@code threads} threads;
     * the first failure in config order is reported.
     */
    static <I, S> List<Inst<I>> instances(Problem<I, S> p, SweepConfig cfg, int threads) throws InputException, IOException {
        String src = cfg.file().toString();
        List<Build<I>> out = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        Path dir = cfg.out().resolve("instances");
        for (int k = 0; k < cfg.sources().size(); k++) {
            SweepConfig.Source s = cfg.sources().get(k);
            String where = cfg.sources().size() == 1 ? "instances" : "instances[" + k + "]";
            if (s instanceof SweepConfig.Generator g) {
                InstanceSpace<I> space = p.space().orElseThrow(() -> new InputException(src, where + ".generator: " + p.name()
                        + " has no instance generator; list instance files (directory or csv) instead"));
                for (Map<String, String> size : g.sizes()) for (long seed : g.seeds()) {
                    String id = unique(ids, generatedId(size, seed));
                    out.add(() -> {
                        I x;
                        try {
                            x = space.random(new SplittableRandom(seed), size);
                        } catch (InputException e) {
                            throw new InputException(src, where + ".generator: " + e.getMessage());
                        }
                        return written(p, dir, id, p.instanceJson(x), new TreeMap<>(size), seed, Double.NaN);
                    });
                }
            } else if (s instanceof SweepConfig.Fixtures) {
                for (Fixture<I> f : p.fixtures()) {
                    String id = unique(ids, f.name());
                    out.add(() -> written(p, dir, id, p.instanceJson(f.instance()), Map.of(), -1, f.knownOptimum()));
                }
            } else if (s instanceof SweepConfig.Directory d) {
                List<Path> files = new ArrayList<>();
                try (DirectoryStream<Path> ds = Files.newDirectoryStream(d.dir(), d.glob())) {
                    for (Path f : ds) if (Files.isRegularFile(f) && !f.getFileName().toString().startsWith(".")) files.add(f);
                } catch (IllegalArgumentException e) {
                    throw new InputException(src, where + ".glob: not a valid pattern");
                }
                files.sort((a, b) -> Ratios.natural(a.getFileName().toString(), b.getFileName().toString()));
                if (files.isEmpty()) throw new InputException(src, where + ".directory: no file in " + d.dir() + " matches " + d.glob());
                checkOptions(p, src, where, d.options());
                for (Path f : files) {
                    if (d.options().isEmpty()) {
                        String id = unique(ids, stem(f));
                        out.add(() -> fromFile(p, f, id, Double.NaN));
                    } else for (Map<String, String> o : d.options()) out.add(withOptions(p, src, where, dir, f, unique(ids, stem(f) + "-" + SweepConfig.sizeId(o)), o));
                }
            } else if (s instanceof SweepConfig.Csv c) {
                checkOptions(p, src, where, c.options());
                for (CsvEntry e : readCsv(c.csv())) {
                    String id = e.id() == null ? stem(e.file()) : e.id();
                    if (c.options().isEmpty()) {
                        String u = unique(ids, id);
                        out.add(() -> fromFile(p, e.file(), u, e.optimum()));
                        continue;
                    }
                    if (!Double.isNaN(e.optimum()))
                        throw new InputException(src, where + ": " + c.csv() + " gives an optimum for " + e.file().getFileName()
                                + ", but 'options' change the instance it is the optimum of; list the files without the optimum");
                    for (Map<String, String> o : c.options()) out.add(withOptions(p, src, where, dir, e.file(), unique(ids, id + "-" + SweepConfig.sizeId(o)), o));
                }
            }
        }
        if (!out.isEmpty()) Files.createDirectories(dir);
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(threads, out.size())), r -> {
            Thread t = new Thread(r, "sweep-instances");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Inst<I>>> fs = new ArrayList<>();
            for (Build<I> b : out) fs.add(pool.submit(b::get));
            List<Inst<I>> built = new ArrayList<>();
            for (Future<Inst<I>> f : fs) {
                try {
                    built.add(f.get());
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof InputException ie) throw ie;
                    if (e.getCause() instanceof IOException io) throw io;
                    if (e.getCause() instanceof RuntimeException re) throw re;
                    throw new IllegalStateException(e.getCause());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted while building the instances");
                }
            }
            return built;
        } finally {
            pool.shutdownNow();
        }
    }

    /** The id of a generated instance: its size options and its seed, e.g. {@code processors3-tasks8-s17}. */
    public static String generatedId(Map<String, String> size, long seed) {
        String sid = SweepConfig.sizeId(size);
        return (sid.isEmpty() ? "" : sid + "-") + "s" + seed;
    }

    private static String unique(Set<String> ids, String id) {
        String base = id.replaceAll("[^A-Za-z0-9._+=-]", "_");
        String c = base;
        for (int i = 2; !ids.add(c); i++) c = base + "~" + i;
        return c;
    }

    static String stem(Path f) { return f.getFileName().toString().replaceFirst("\\.[^.]+$", ""); }

    private static <I, S> Inst<I> written(Problem<I, S> p, Path dir, String id, ObjectNode json, Map<String, String> size, long seed, double known)
            throws IOException, InputException {
        String text = json.toPrettyString() + "\n";
        Path f = dir.resolve(id + ".json");
        if (!Files.exists(f) || !Files.readString(f).equals(text)) Files.writeString(f, text);
        I back;
        try {
            back = p.readInstance(f);
        } catch (InputException e) {
            throw new InputException(f.toString(), "a generated instance does not read back (" + e.problem() + ")");
        }
        return new Inst<>(id, "instances/" + id + ".json", back, size, seed, known, Sweep.sha256(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Refuses option names the problem does not read ({@code Codec.instanceOptions()}), naming the config. */
    private static void checkOptions(Problem<?, ?> p, String src, String where, List<Map<String, String>> options) throws InputException {
        List<String> known = p.codec().instanceOptions();
        for (Map<String, String> o : options) for (String k : o.keySet())
            if (!known.contains(k)) throw new InputException(src, where + ".options: " + p.name() + " has no instance option '" + k + "'"
                    + (known.isEmpty() ? " (it takes none)" : " (known: " + String.join(", ", known) + ")"));
    }

    /**
     * An instance file read with instance options (say a workflow on {@code complete:4} at {@code 10MB/s}): written
     * to OUT/instances/ID.json as the problem's JSON and read back like a generated one, so its rows replay from that
     * file; its options are the row's {@code size}.
     */
    private static <I, S> Build<I> withOptions(Problem<I, S> p, String src, String where, Path dir, Path f, String id, Map<String, String> o) {
        return () -> {
            I x;
            try {
                x = p.readInstance(f, o);
            } catch (InputException e) {
                throw new InputException(src, where + ".options " + o + ": " + e.getMessage());
            }
            return written(p, dir, id, p.instanceJson(x), new TreeMap<>(o), -1, Double.NaN);
        };
    }

    private static <I, S> Inst<I> fromFile(Problem<I, S> p, Path f, String id, double known) throws InputException, IOException {
        I in = p.readInstance(f);
        return new Inst<>(id, f.toAbsolutePath().normalize().toString(), in, Map.of(), -1, known, Sweep.sha256(Files.readAllBytes(f)));
    }

    record CsvEntry(Path file, String id, double optimum) {}

    /** A benchmark list: header with {@code file} and optionally {@code optimum}, {@code id}; paths relative to the CSV. */
    static List<CsvEntry> readCsv(Path csv) throws InputException, IOException {
        String src = csv.toString();
        List<String> lines = gaplab.model.core.TextFiles.lines(csv);
        int h = 0;
        while (h < lines.size() && (lines.get(h).isBlank() || lines.get(h).startsWith("#"))) h++;
        if (h == lines.size()) throw new InputException(src, "empty file (expected a header line with 'file' and optionally 'optimum', 'id')");
        List<String> head = splitCsv(lines.get(h)).stream().map(String::strip).collect(Collectors.toList());
        int fi = head.indexOf("file"), oi = head.indexOf("optimum"), ii = head.indexOf("id");
        if (fi < 0) throw new InputException(src, "line " + (h + 1) + ": the header has no 'file' column");
        List<CsvEntry> out = new ArrayList<>();
        for (int i = h + 1; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) continue;
            List<String> c = splitCsv(line);
            if (c.size() != head.size()) throw new InputException(src, "line " + (i + 1) + ": " + c.size() + " fields, the header has " + head.size());
            String file = c.get(fi).strip();
            if (file.isEmpty()) throw new InputException(src, "line " + (i + 1) + ": empty file name");
            Path f = TextFiles.resolve(csv.toAbsolutePath().getParent(), file, src + ", line " + (i + 1));
            if (!Files.isRegularFile(f)) throw new InputException(src, "line " + (i + 1) + ": no such file " + f);
            double opt = Double.NaN;
            if (oi >= 0 && !c.get(oi).isBlank()) {
                try {
                    opt = Double.parseDouble(c.get(oi).strip());
                } catch (NumberFormatException e) {
                    throw new InputException(src, "line " + (i + 1) + ": optimum '" + c.get(oi).strip() + "' is not a number");
                }
                if (!Double.isFinite(opt) || opt < 0) throw new InputException(src, "line " + (i + 1) + ": optimum must be a finite number >= 0");
            }
            String id = ii >= 0 && !c.get(ii).isBlank() ? c.get(ii).strip() : null;
            out.add(new CsvEntry(f, id, opt));
        }
        if (out.isEmpty()) throw new InputException(src, "no instance listed");
        return out;
    }

    public static List<String> splitCsv(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean q = false;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (q) {
                if (ch == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') { cur.append('"'); i++; }
                else if (ch == '"') q = false;
                else cur.append(ch);
            } else if (ch == '"') q = true;
            else if (ch == ',') { out.add(cur.toString()); cur.setLength(0); }
            else cur.append(ch);
        }
        out.add(cur.toString());
        return out;
    }
}
