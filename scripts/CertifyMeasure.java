import gaplab.catalog.Runs;
import gaplab.catalog.dag.DagProblem;
import gaplab.certcheck.CertificateCheck;
import gaplab.certify.CertifySettings;
import gaplab.certify.DagCertifier;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.dag.DagFormats;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Certifies every task graph of a folder whose name contains a pattern, in one JVM, and checks each
 * certificate (issue 35; docs/certificates.md): one CSV row per graph with the optimum, how it was
 * certified (bound or sat), the clauses, proof bytes and lemmas, and the times to solve, certify and check (wall clock, and the thread's CPU time for certify and check:
 * Sat4j searches in the calling thread).
 * Usage: java -cp cli/target/gaplab.jar scripts/CertifyMeasure.java DIR PATTERN OUT.csv [SAT_SECONDS]
 */
public class CertifyMeasure {
    public static void main(String[] a) throws Exception {
        Path dir = Path.of(a[0]);
        int sat = a.length > 3 ? Integer.parseInt(a[3]) : 600;
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(f -> f.getFileName().toString().contains(a[1])).sorted().toList();
        }
        Path work = Files.createTempDirectory("gaplab-certify-measure");
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(a[2])))) {
            out.println("file,optimum,published,how,clauses,proof_bytes,solve_ms,certify_ms,check_ms,certify_cpu_ms,check_cpu_ms,check");
            var mx = java.lang.management.ManagementFactory.getThreadMXBean();
            for (Path f : files) {
                var inst = DagFormats.readInstance(f, null);
                long t0 = System.nanoTime();
                var run = Runs.run(DagProblem.PROBLEM, DagProblem.exact(), inst, new Options(120, 1, 1, java.util.Map.of()));
                long t1 = System.nanoTime();
                String how, check = "";
                long t2 = t1, t3 = t1, c1 = mx.getCurrentThreadCpuTime(), c2 = c1, c3 = c1;
                gaplab.certify.CertificateWriter.Result r = null;
                if (run.status() != Status.OPTIMAL) how = "unproven";
                else {
                    Path d = work.resolve("c");
                    r = DagCertifier.certify(inst, f, run.verdict().objective(), run.outcome().solution(), d, new CertifySettings(sat, 1L << 30, 20_000_000L));
                    t2 = System.nanoTime();
                    c2 = mx.getCurrentThreadCpuTime();
                    how = r.written() ? r.method() : "failed: " + r.message().replace(',', ';');
                    if (r.written()) { check = CertificateCheck.check(d).message().replace(',', ';'); }
                    t3 = System.nanoTime();
                    c3 = mx.getCurrentThreadCpuTime();
                }
                out.printf(Locale.ROOT, "%s,%s,%s,%s,%d,%d,%d,%d,%d,%d,%d,%s%n", f.getFileName(), run.verdict() == null ? "" : (long) run.verdict().objective(),
                        (long) inst.graph().knownOptimum(), how, r == null ? 0 : r.clauses(), r == null ? 0 : r.proofBytes(),
                        (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000, (t3 - t2) / 1_000_000, (c2 - c1) / 1_000_000, (c3 - c2) / 1_000_000, check);
                out.flush();
            }
        }
    }
}
