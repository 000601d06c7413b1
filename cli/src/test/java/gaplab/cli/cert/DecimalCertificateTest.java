package gaplab.cli.cert;

import static gaplab.cli.cert.CertificateCommandTest.editJson;
import static gaplab.cli.cert.CertificateCommandTest.refuted;
import static gaplab.cli.cert.CertificateCommandTest.rewrite;
import static gaplab.cli.cert.CertificateCommandTest.sha256;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.catalog.dag.DagProblem;
import gaplab.certcheck.CertificateCheck;
import gaplab.certcheck.OwnEncodings;
import gaplab.certify.CertifySettings;
import gaplab.certify.DagCertifier;
import gaplab.certify.DagOrderEncoding;
import gaplab.certify.IntegerDag;
import gaplab.cli.CliRun;
import gaplab.exact.dag.IntegerUnit;
import gaplab.model.core.Decimals;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.TaskGraph;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Certificates of decimal data (issue 35; docs/certificates.md, "Decimal data"): the optimum is a whole
 * multiple of the data's unit δ, the proof refutes "makespan ≤ V − δ", and the checker recomputes δ with
 * its own code. End to end on split-merge.dax (δ = 0.5) and the WfCommons example, with tamper tests;
 * and on seeded graphs scaled by decimal factors, the producer's scaled data and both encoders' formulas
 * equal those of the integer graph, the checker's δ equals the exact methods' ({@link IntegerUnit}), and
 * the certificate of the scaled optimum is certified (also by the integer overload on the graph times
 * 10, whose unit is then at least 10).
 */
class DecimalCertificateTest {
    static final String DAX = "../examples/formats/split-merge.dax";

    /** A copy of a certificate folder, beside it, with one change. */
    static Path copy(Path from, String name, java.util.function.Consumer<Path> change) throws java.io.IOException {
        Path to = from.resolveSibling(name);
        Files.createDirectories(to);
        try (var s = Files.list(from)) {
            for (Path f : s.toList()) Files.copy(f, to.resolve(f.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        change.accept(to);
        return to;
    }

    @Test
    void splitMergeWithAProofInHalves(@TempDir Path tmp) throws Exception {
        Path d = tmp.resolve("dax");
        CliRun.Result r = CliRun.run("dag", "certify", DAX, "--machine", "complete:2", "--speeds", "1,2", "--prover", "sat4j", "--proof-format", "drat", "--out", d.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified optimum: 30.5\nby: exact (optimum), Sat4j DRUP proof"), r.out());
        String cert = Files.readString(d.resolve("certificate.json"));
        assertTrue(cert.contains("\"optimum\" : 30.5") && cert.contains("\"unit\" : 0.5") && cert.contains("\"horizon\" : 60"), cert);
        r = CliRun.run("certificate", "check", d.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified (optimum 30.5; no schedule has makespan <= 30: "), r.out());
        // the unit is the data's, recomputed by the checker
        refuted(copy(d, "unit1", x -> editJson(x, c -> c.put("unit", 1))), "the data's unit is 0.5");
        refuted(copy(d, "unit4", x -> editJson(x, c -> c.put("unit", new BigDecimal("0.25")))), "the data's unit is 0.5");
        // lowered by the unit, with its horizon: the witness still shows 30.5
        refuted(copy(d, "lower", x -> editJson(x, c -> { c.put("optimum", 30); ((ObjectNode) c.get("encoding")).put("horizon", 59); })), "not the optimum 30");
        refuted(copy(d, "quarter", x -> editJson(x, c -> c.put("optimum", new BigDecimal("30.25")))), "not a whole multiple of the unit 0.5");
        refuted(copy(d, "horizon", x -> editJson(x, c -> ((ObjectNode) c.get("encoding")).put("horizon", 30))), "not the optimum minus one (60 units of 0.5)");
        // (W) makes this formula refutable by unit propagation alone (the proof is the empty clause), so only a proof without it fails
        refuted(copy(d, "proof", x -> rewrite(x.resolve("proof.drup"), s -> "")), "the proof ends without the empty clause");
        // a time changed to a quarter (hash updated): the data's unit is now 0.25
        refuted(copy(d, "inst", x -> {
            rewrite(x.resolve("instance.json"), s -> s.replaceFirst("\"time\" : 10\n", "\"time\" : 10.25\n"));
            editJson(x, c -> ((ObjectNode) c.get("instance")).put("sha256", sha256(x.resolve("instance.json"))));
        }), "the data's unit is 0.125");
    }

    @Test
    void splitMergeByABoundAndTheWfCommonsExample(@TempDir Path tmp) throws Exception {
        Path d = tmp.resolve("bound");
        CliRun.Result r = CliRun.run("dag", "certify", DAX, "--machine", "complete:2", "--out", d.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified optimum: 45\n"), r.out());
        assertTrue(Files.readString(d.resolve("certificate.json")).contains("\"unit\" : 0.5"));
        assertEquals("certified (optimum 45 = critical-path bound)\n", CliRun.run("certificate", "check", d.toString()).out());
        refuted(copy(d, "b", x -> editJson(x, c -> ((ObjectNode) c.get("bound")).put("value", new BigDecimal("45.5")))), "the critical-path bound is 45, not 45.5");
        Path w = tmp.resolve("wf");
        r = CliRun.run("dag", "certify", "../examples/formats/split-merge.wfformat.json", "--machine", "complete:2", "--speeds", "1,2", "--out", w.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        r = CliRun.run("certificate", "check", w.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified (optimum "), r.out());
    }

    /** {@code in} with every μ and η (or every cost) multiplied exactly by {@code f}. */
    static DagInstance scaled(DagInstance in, BigDecimal f) {
        TaskGraph g = in.graph();
        double[] mu = new double[g.size()], eta = new double[g.arcCount()];
        for (int t = 0; t < mu.length; t++) mu[t] = Decimals.exact(g.mu(t)).multiply(f).doubleValue();
        for (int a = 0; a < eta.length; a++) eta[a] = Decimals.exact(g.eta(a)).multiply(f).doubleValue();
        double[][] w = in.times();
        if (w != null) for (double[] row : w) for (int p = 0; p < row.length; p++) row[p] = Decimals.exact(row[p]).multiply(f).doubleValue();
        return new DagInstance(g.withTimes(mu).withMessages(eta), in.machine(), w);
    }

    @Test
    void scaledGraphsGiveTheIntegerGraphsFormulaAndACheckedCertificate(@TempDir Path tmp) throws Exception {
        BigDecimal[] factors = {new BigDecimal("0.5"), new BigDecimal("0.001"), new BigDecimal("2.5"), new BigDecimal("1e-6"), new BigDecimal("0.25")};
        SplittableRandom r = new SplittableRandom(20261128L);
        int compared = 0, certified = 0;
        List<String> skipped = new ArrayList<>();
        for (int k = 0; k < 40; k++) {
            DagInstance in = CertEncodingTest.instance(r, k);
            IntegerUnit own = IntegerUnit.of(in);
            IntegerDag g;
            try {
                g = IntegerDag.of(in, own.unit());
            } catch (IntegerDag.NotInteger e) {
                skipped.add(k + ": " + e.getMessage());
                continue;
            }
            BigDecimal f = factors[k % factors.length];
            DagInstance s = scaled(in, f);
            IntegerUnit u = IntegerUnit.of(s);
            assertEquals(0, u.unit().compareTo(own.unit().multiply(f)), "instance " + k);
            assertEquals(0, u.unit().compareTo(OwnEncodings.dagUnit(s)), "instance " + k + ": the checker's unit");
            IntegerDag h = IntegerDag.of(s, u.unit());
            assertTrue(Arrays.deepEquals(g.duration(), h.duration()) && Arrays.deepEquals(g.delay(), h.delay()), "instance " + k);
            var a = DagProblem.exact().solve(in, Options.defaults().withTimeLimit(20));
            assertEquals(Status.OPTIMAL, a.status());
            int v = Decimals.exact(a.objective()).divide(own.unit()).intValueExact();
            for (int horizon : new int[] {v, v - 1})
                if (horizon >= 0) {
                    String sha = DagOrderEncoding.encode(h, horizon, Long.MAX_VALUE).sha256();
                    assertEquals(sha, OwnEncodings.dagOrderSha256(s, horizon), "instance " + k + " at " + horizon);
                    assertEquals(sha, OwnEncodings.dagOrderSha256(in, horizon), "instance " + k + " at " + horizon);
                }
            compared++;
            var b = DagProblem.exact().solve(s, Options.defaults().withTimeLimit(20));
            assertEquals(Status.OPTIMAL, b.status());
            assertEquals(0, Decimals.exact(b.objective()).compareTo(Decimals.exact(a.objective()).multiply(f).round(MathContext.DECIMAL64)), "instance " + k);
            Path src = tmp.resolve("i" + k + ".json");
            Files.writeString(src, DagFormats.instanceToJson(s).toPrettyString());
            Path dir = tmp.resolve("c" + k);
            var w = DagCertifier.certify(s, src, b.objective(), b.solution(), dir, CertifySettings.defaults(), u.unit(), false);
            assertTrue(w.written(), "instance " + k + ": " + w.message());
            var c = CertificateCheck.check(dir);
            assertEquals(0, c.code(), "instance " + k + ": " + c.message());
            certified++;
            if (k < 5) {   // integer data with a unit above 1 (times 10): the integer overload states the gcd, which the checker recomputes
                DagInstance ten = scaled(in, BigDecimal.TEN);
                var o = DagProblem.exact().solve(ten, Options.defaults().withTimeLimit(20));
                Path d10 = tmp.resolve("ten" + k);
                assertTrue(DagCertifier.certify(ten, src, o.objective(), o.solution(), d10, CertifySettings.defaults()).written(), "instance " + k);
                assertEquals(0, CertificateCheck.check(d10).code(), "instance " + k + " times 10: " + CertificateCheck.check(d10).message());
            }
        }
        assertTrue(compared >= 35 && certified >= 35, "compared " + compared + ", certified " + certified + "; skipped " + skipped);
    }
}
