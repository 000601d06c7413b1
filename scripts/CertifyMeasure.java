import gaplab.catalog.Runs;
import gaplab.catalog.dag.DagProblem;
import gaplab.certcheck.CertificateCheck;
import gaplab.certify.CadicalProver;
import gaplab.certify.CertifySettings;
import gaplab.certify.DagCertifier;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.dag.DagFormats;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Certifies every task graph of a folder whose name contains a pattern, in one JVM, with one or more SAT
 * provers, and checks each certificate (issue 35; docs/certificates.md): one CSV row per graph and prover
 * with the optimum, how it was certified (bound or sat), the clauses, proof bytes, and the times to solve,
 * certify and check (wall clock; CPU: the thread's for certify and check — Sat4j searches in the calling
 * thread — plus CaDiCaL's own process time, also in sat_cpu_ms).
 * The graphs are taken in a random order of seed 1 (so that a run stopped early is a random sample) and
 * the run is resumable: rows are appended to OUT.csv and a (graph, prover) already there is skipped.
 * The optimum comes from {@code portfolio} with 120 s.
 * Usage: java -cp cli/target/gaplab.jar scripts/CertifyMeasure.java DIR PATTERN OUT.csv [SAT_SECONDS [PROVERS]]
 * PATTERN: a part of the file names, or @FILE, a file listing the names one a line.
 * PROVERS: a comma-separated list of sat4j, cadical (default sat4j).
 */
public class CertifyMeasure {
    public static void main(String[] a) throws Exception {
        Path dir = Path.of(a[0]), csv = Path.of(a[2]);
        int sat = a.length > 3 ? Integer.parseInt(a[3]) : 600;
        String[] provers = (a.length > 4 ? a[4] : "sat4j").split(",");
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            Set<String> listed = a[1].startsWith("@") ? new HashSet<>(Files.readAllLines(Path.of(a[1].substring(1)))) : null;
            files = new ArrayList<>(s.filter(f -> listed != null ? listed.contains(f.getFileName().toString()) : f.getFileName().toString().contains(a[1])).sorted().toList());
        }
        Collections.shuffle(files, new Random(1));
        Set<String> done = new HashSet<>();
        boolean fresh = !Files.exists(csv);
        if (!fresh) for (String line : Files.readAllLines(csv)) { String[] c = line.split(",", 3); if (c.length > 2) done.add(c[0] + "," + c[1]); }
        Path work = Files.createTempDirectory("gaplab-certify-measure");
        Path cadical = CadicalProver.find();
        var solver = Runs.method(DagProblem.PROBLEM, "portfolio");
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(csv, StandardOpenOption.CREATE, StandardOpenOption.APPEND))) {
            if (fresh) out.println("file,prover,optimum,published,how,clauses,proof_bytes,solve_ms,certify_ms,check_ms,certify_cpu_ms,sat_cpu_ms,check_cpu_ms,check");
            var mx = java.lang.management.ManagementFactory.getThreadMXBean();
            for (Path f : files) {
                List<String> todo = new ArrayList<>();
                for (String p : provers) if (!done.contains(f.getFileName() + "," + p)) todo.add(p);
                if (todo.isEmpty()) continue;
                var inst = DagFormats.readInstance(f, null);
                long t0 = System.nanoTime();
                var run = Runs.run(DagProblem.PROBLEM, solver, inst, new Options(120, 1, 1, java.util.Map.of()));
                long t1 = System.nanoTime();
                for (String prover : todo) {
                    String how, check = "";
                    long t2 = t1, t3 = t1, c1 = mx.getCurrentThreadCpuTime(), c2 = c1, c3 = c1, s1 = System.nanoTime();
                    gaplab.certify.CertificateWriter.Result r = null;
                    if (run.status() != Status.OPTIMAL) how = "unproven";
                    else {
                        Path d = work.resolve("c");
                        var settings = new CertifySettings(sat, 1L << 30, 20_000_000L).with(prover.equals("cadical") ? CertifySettings.Prover.CADICAL : CertifySettings.Prover.SAT4J,
                                prover.equals("cadical") ? cadical : null);
                        r = DagCertifier.certify(inst, f, run.verdict().objective(), run.outcome().solution(), d, settings);
                        t2 = System.nanoTime();
                        c2 = mx.getCurrentThreadCpuTime();
                        how = r.written() ? r.method() : "failed: " + r.message().replace(',', ';');
                        if (r.written()) { check = CertificateCheck.check(d).message().replace(',', ';'); }
                        t3 = System.nanoTime();
                        c3 = mx.getCurrentThreadCpuTime();
                    }
                    long satCpu = r == null ? 0 : r.satCpuMillis(), threadCpu = (c2 - c1) / 1_000_000;
                    out.printf(Locale.ROOT, "%s,%s,%s,%s,%s,%d,%d,%d,%d,%d,%d,%d,%d,%s%n", f.getFileName(), prover, run.verdict() == null ? "" : (long) run.verdict().objective(),
                            (long) inst.graph().knownOptimum(), how, r == null ? 0 : r.clauses(), r == null ? 0 : r.proofBytes(),
                            (t1 - t0) / 1_000_000, (t2 - s1) / 1_000_000, (t3 - t2) / 1_000_000,
                            prover.equals("cadical") ? threadCpu + satCpu : threadCpu, satCpu, (c3 - c2) / 1_000_000, check);
                    out.flush();
                }
            }
        }
    }
}
