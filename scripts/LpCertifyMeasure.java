import gaplab.analysis.mmdl.ClosedForm;
import gaplab.certcheck.CertificateCheck;
import gaplab.certify.lp.CollectiveSizeLp;
import gaplab.certify.lp.LpCertificateWriter;
import gaplab.certify.lp.MmdlFlowLp;
import gaplab.certify.lp.UnrelatedLp;
import gaplab.model.collective.CollectiveIO;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.core.Rational;
import gaplab.model.mmdl.MmdlGenerator;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.MmdlIo;
import gaplab.model.unrelated.UnrelatedFormat;
import gaplab.model.unrelated.UnrelatedInstance;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Stream;

/**
 * Certifies LP optima (issue 35, item 6; docs/certificates.md "LP optima") and checks each certificate, in one
 * JVM: every fixture of mmdl, collective and unrelated (both LP bounds), then a seeded set — MMDL instances of
 * MmdlGenerator (random binary64 numbers, so 17-digit decimals) of 2–30 processors in the five modes,
 * collective instances of 2–32 processors with times in sixteenths, R‖Cmax instances of 5–40 tasks on 2–8
 * machines with times 1..100. One CSV row per certificate: the LP's size, pivots after crossover, the digits
 * of the optimum's denominator, certify and check times (wall and thread CPU), the checker's verdict and, for
 * MMDL, how the closed form T* compares.
 * Usage: java -cp cli/target/gaplab.jar scripts/LpCertifyMeasure.java FIXTURES_DIR OUT.csv [SEEDS]
 */
public class LpCertifyMeasure {
    interface Certify { LpCertificateWriter.Result run(Path dir) throws Exception; }

    record Job(String problem, String name, Path source, Certify certify, MmdlInstance mmdl) {}

    public static void main(String[] a) throws Exception {
        Path fixtures = Path.of(a[0]);
        int seeds = a.length > 2 ? Integer.parseInt(a[2]) : 3;
        Path work = Files.createTempDirectory("gaplab-lp-measure");
        List<Job> jobs = new ArrayList<>();
        for (Path f : list(fixtures.resolve("mmdl"))) {
            MmdlInstance in = MmdlIo.readInstance(f);
            jobs.add(new Job("mmdl", f.getFileName().toString(), f, d -> MmdlFlowLp.certify(in, f, d, 600), in));
        }
        for (Path f : list(fixtures.resolve("collective"))) {
            CollectiveInstance in = CollectiveIO.readInstance(f);
            jobs.add(new Job("collective", f.getFileName().toString(), f, d -> CollectiveSizeLp.certify(in, f, d, 600), null));
        }
        for (Path f : list(fixtures.resolve("unrelated"))) {
            UnrelatedInstance in = UnrelatedFormat.read(f);
            for (String b : UnrelatedLp.BOUNDS) jobs.add(new Job("unrelated " + b, f.getFileName().toString(), f, d -> UnrelatedLp.certify(in, b, f, d, 600), null));
        }
        String[] modes = {"base", "results", "overlap", "results+overlap", "full-duplex"};
        for (int p : new int[] {2, 5, 10, 20, 30})
            for (int mode = 0; mode < 5; mode++)
                for (int s = 0; s < seeds; s++) {
                    SplittableRandom rng = new SplittableRandom(1000L * p + 10L * mode + s);
                    MmdlInstance in = mode == 0 ? MmdlGenerator.base(rng, p) : MmdlGenerator.extended(rng, p, mode == 1 || mode >= 3, mode >= 2, mode == 4);
                    Path f = work.resolve("mmdl-p" + p + "-" + modes[mode] + "-s" + s + ".json");
                    Files.writeString(f, MmdlIo.instanceJson(in).toString());
                    jobs.add(new Job("mmdl", f.getFileName().toString(), f, d -> MmdlFlowLp.certify(in, f, d, 600), in));
                }
        for (int k = 1; k <= 5; k++)
            for (int s = 0; s < seeds; s++) {
                CollectiveInstance in = collective(new SplittableRandom(100L * k + s), k);
                Path f = work.resolve("collective-p" + (1 << k) + "-s" + s + ".json");
                Files.writeString(f, CollectiveIO.instanceJson(in).toString());
                jobs.add(new Job("collective", f.getFileName().toString(), f, d -> CollectiveSizeLp.certify(in, f, d, 600), null));
            }
        for (int[] nm : new int[][] {{5, 2}, {10, 3}, {20, 4}, {40, 8}})
            for (int s = 0; s < seeds; s++) {
                SplittableRandom rng = new SplittableRandom(10_000L * nm[0] + 100L * nm[1] + s);
                double[][] t = new double[nm[0]][nm[1]];
                for (double[] row : t) for (int q = 0; q < row.length; q++) row[q] = rng.nextInt(1, 101);
                UnrelatedInstance in = UnrelatedInstance.ofTimes("seeded", t);
                Path f = work.resolve("unrelated-" + nm[0] + "x" + nm[1] + "-s" + s + ".json");
                Files.writeString(f, UnrelatedFormat.toJson(in).toString());
                for (String b : UnrelatedLp.BOUNDS) jobs.add(new Job("unrelated " + b, f.getFileName().toString(), f, d -> UnrelatedLp.certify(in, b, f, d, 600), null));
            }
        var mx = java.lang.management.ManagementFactory.getThreadMXBean();
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(a[1])))) {
            out.println("problem,instance,variables,rows,pivots,optimum,denominator_digits,certify_ms,certify_cpu_ms,check_ms,check_cpu_ms,check,closed_form");
            for (Job j : jobs) {
                Path d = work.resolve("cert");
                long t0 = System.nanoTime(), c0 = mx.getCurrentThreadCpuTime();
                LpCertificateWriter.Result r = j.certify().run(d);
                long t1 = System.nanoTime(), c1 = mx.getCurrentThreadCpuTime();
                String check = CertificateCheck.check(d).message();
                long t2 = System.nanoTime(), c2 = mx.getCurrentThreadCpuTime();
                String cf = "";
                if (j.mmdl() != null) {
                    Rational t = ClosedForm.exact(j.mmdl()).roundTimeExact();
                    cf = t.equals(r.optimum()) ? "equal" : String.format(Locale.ROOT, "relative %.1e", Math.abs(t.subtract(r.optimum()).doubleValue() / r.optimum().doubleValue()));
                }
                out.printf(Locale.ROOT, "%s,%s,%d,%d,%d,%.12g,%d,%d,%d,%d,%d,%s,%s%n", j.problem(), j.name(), r.variables(), r.rows(), r.pivots(), r.optimum().doubleValue(),
                        r.optimum().denominator().toString().length(), (t1 - t0) / 1_000_000, (c1 - c0) / 1_000_000, (t2 - t1) / 1_000_000, (c2 - c1) / 1_000_000,
                        check.startsWith("certified") ? "certified" : check.replace(',', ';'), cf);
                out.flush();
            }
        }
    }

    static List<Path> list(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(f -> f.toString().endsWith(".json") && !f.getFileName().toString().equals("index.json")).sorted().toList();
        }
    }

    /** p = 2^k, D integer 1..100, w, σ, τ, δ and result sizes in sixteenths. */
    static CollectiveInstance collective(SplittableRandom rng, int k) {
        int p = 1 << k;
        double[] w = new double[p];
        for (int j = 0; j < p; j++) w[j] = rng.nextInt(4, 65) / 16.0;
        boolean results = rng.nextBoolean();
        return new CollectiveInstance(p, null, rng.nextInt(1, 101), w, rng.nextInt(0, 33) / 16.0, rng.nextInt(0, 17) / 16.0, rng.nextInt(0, 33) / 16.0,
                rng.nextInt(0, 17) / 16.0, rng.nextInt(0, 33) / 16.0, results ? rng.nextInt(0, 9) / 16.0 : 0, results ? rng.nextInt(0, 17) / 16.0 : 0);
    }
}
