package gaplab.cli.cert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.analysis.mmdl.ClosedForm;
import gaplab.analysis.unrelated.IdealTimeLp;
import gaplab.analysis.unrelated.PreemptiveLp;
import gaplab.certcheck.CertificateCheck;
import gaplab.certify.lp.CollectiveSizeLp;
import gaplab.certify.lp.MmdlFlowLp;
import gaplab.certify.lp.UnrelatedLp;
import gaplab.exact.collective.SizeLp;
import gaplab.model.collective.CollectiveIO;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.Order;
import gaplab.model.core.Rational;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.MmdlIo;
import gaplab.model.unrelated.UnrelatedFormat;
import gaplab.model.unrelated.UnrelatedInstance;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * LP certificates over seeded instances (QuickTheories; docs/certificates.md, "LP optima"): every certificate
 * written is certified by the independent checker; its optimum is the paper's closed form T* exactly for
 * MMDL (data in eighths, so the closed form's binary doubles are the decimals as written), and the
 * floating-point LPs of gaplab.exact and gaplab.analysis to 1e-9 for the collective size LP and the R‖Cmax bounds.
 */
class LpCertificatePropertyTest {
    @TempDir Path tmp;

    private static double eighths(SplittableRandom rng, int from, int to) { return rng.nextInt(from, to + 1) / 8.0; }

    /** A seeded MMDL instance in eighths: mode 0 base, 1 results returned, 2 overlap, 3 both, 4 full duplex. */
    static MmdlInstance mmdl(long seed, int p, int mode) {
        SplittableRandom rng = new SplittableRandom(seed);
        double beta = eighths(rng, 1, 24);
        double[] x = new double[p], g = new double[p], g1 = new double[p], g2 = new double[p];
        for (int i = 0; i < p; i++) {
            x[i] = rng.nextInt(10) < 3 ? 0 : rng.nextInt(1, 101);
            g[i] = eighths(rng, 2, 32);
            g1[i] = g[i] * (1 + eighths(rng, 0, 3)); // at most 3/11 of the throughput lost per channel: consistent degradation holds
            g2[i] = g[i] * (1 + eighths(rng, 0, 3));
        }
        double back = mode == 1 || mode >= 3 ? eighths(rng, 1, 12) : 0;
        boolean overlap = mode >= 2;
        return new MmdlInstance(beta, x, g, back, overlap ? g1 : null, overlap && back > 0 ? g2 : null, null,
                mode == 4 ? MmdlInstance.Duplex.FULL : MmdlInstance.Duplex.HALF, Double.NaN);
    }

    private Path write(String name, String json) throws Exception {
        Path f = tmp.resolve(name);
        Files.writeString(f, json);
        return f;
    }

    private static void certified(Path dir) throws Exception {
        CertificateCheck.Outcome o = CertificateCheck.check(dir);
        assertEquals(0, o.code(), o.message());
    }

    @Test
    void mmdlCertificatesAreCheckedAndEqualTheClosedForm() {
        qt().withFixedSeed(35L).withExamples(120).forAll(longs().all(), integers().between(1, 7), integers().between(0, 4)).checkAssert((seed, p, mode) -> {
            try {
                MmdlInstance in = mmdl(seed, p, mode);
                Path dir = tmp.resolve("m" + seed + "-" + p + "-" + mode);
                Rational v = MmdlFlowLp.certify(in, write("m.json", MmdlIo.instanceJson(in).toString()), dir, 60).optimum();
                certified(dir);
                assertEquals(ClosedForm.exact(in).roundTimeExact(), v, "mode " + mode + ", " + MmdlIo.instanceJson(in));
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
    }

    /** A seeded collective instance in quarters and eighths, p = 2^k. */
    static CollectiveInstance collective(long seed, int k) {
        SplittableRandom rng = new SplittableRandom(seed);
        int p = 1 << k;
        double[] w = new double[p];
        for (int j = 0; j < p; j++) w[j] = eighths(rng, 2, 32);
        boolean results = rng.nextBoolean();
        return new CollectiveInstance(p, null, rng.nextInt(1, 41), w, eighths(rng, 0, 16), eighths(rng, 0, 8), eighths(rng, 0, 16), eighths(rng, 0, 8),
                eighths(rng, 0, 16), results ? eighths(rng, 0, 4) : 0, results ? eighths(rng, 0, 8) : 0);
    }

    @Test
    void collectiveCertificatesAreCheckedAndEqualTheSizeLp() {
        qt().withFixedSeed(35L).withExamples(40).forAll(longs().all(), integers().between(1, 3)).checkAssert((seed, k) -> {
            try {
                CollectiveInstance in = collective(seed, k);
                Path dir = tmp.resolve("c" + seed + "-" + k);
                Rational v = CollectiveSizeLp.certify(in, write("c.json", CollectiveIO.instanceJson(in).toString()), dir, 60).optimum();
                certified(dir);
                double lp = Math.min(SizeLp.solve(in, Order.UNI).value(), SizeLp.solve(in, Order.BI).value());
                assertTrue(Math.abs(lp - v.doubleValue()) <= 1e-9 * Math.max(1, lp), v + " vs SizeLp " + lp);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
    }

    /** A seeded R‖Cmax instance of 2–6 tasks on 1–3 machines, times 1..20 in halves, a third of the instances with "inf". */
    static UnrelatedInstance unrelated(long seed, int n, int m) {
        SplittableRandom rng = new SplittableRandom(seed);
        boolean inf = rng.nextInt(3) == 0;
        double[][] t = new double[n][m];
        for (int i = 0; i < n; i++) {
            for (int p = 0; p < m; p++) t[i][p] = inf && rng.nextInt(4) == 0 ? Double.POSITIVE_INFINITY : rng.nextInt(2, 41) / 2.0;
            t[i][rng.nextInt(m)] = rng.nextInt(2, 41) / 2.0;
        }
        return UnrelatedInstance.ofTimes("seeded", t);
    }

    @Test
    void unrelatedBoundCertificatesAreCheckedAndEqualTheFloatingPointLps() {
        qt().withFixedSeed(35L).withExamples(80).forAll(longs().all(), integers().between(2, 6), integers().between(1, 3)).checkAssert((seed, n, m) -> {
            try {
                UnrelatedInstance in = unrelated(seed, n, m);
                Path f = write("u.json", UnrelatedFormat.toJson(in).toString());
                for (String b : UnrelatedLp.BOUNDS) {
                    Path dir = tmp.resolve("u" + seed + "-" + b);
                    double v = UnrelatedLp.certify(in, b, f, dir, 60).optimum().doubleValue();
                    certified(dir);
                    double lp = b.equals("lawler-labetoulle") ? PreemptiveLp.value(in) : IdealTimeLp.value(in);
                    assertTrue(Math.abs(lp - v) <= 1e-9 * Math.max(1, lp), b + ": " + v + " vs " + lp);
                    assertTrue(v <= CertUnrelatedTest.bruteForce(in) + 1e-12, b + " above the optimum");
                }
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
    }
}
