package gaplab.cli.cert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.catalog.dag.DagProblem;
import gaplab.certcheck.CertificateCheck;
import gaplab.certify.CertifySettings;
import gaplab.certify.DagCertifier;
import gaplab.cli.CliRun;
import gaplab.cpsat.CpSat;
import gaplab.cpsat.dag.DagCpSat;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.TaskGraph;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code two-processor-join} bound (issue 35, docs/certificates.md "Bounds"): on 150 seeded joins and forks on
 * two processors whose optimum the branch and bound ({@code exact}) and CP-SAT prove alike, the producer states the
 * bound, it equals the optimum, and the checker, recomputing it with its own code, certifies it; lowering the claimed
 * optimum, changing a delay of the instance, or claiming the bound for a graph that is no join each give
 * {@code refuted}. And a Sinnen join that CaDiCaL did not refute in 120 s is certified by it from the command line.
 */
class JoinBoundCertificateTest {
    /** A join (or, {@code fork}, a fork) of 2–11 outer tasks: durations 1..20, delays 0..3·max, λ 1 or 2. */
    static DagInstance instance(SplittableRandom r, boolean fork) throws Exception {
        int m = 2 + r.nextInt(10), n = m + 1;
        List<String> ids = new ArrayList<>();
        double[] mu = new double[n], eta = new double[m];
        int[] from = new int[m], to = new int[m];
        for (int t = 0; t < n; t++) { ids.add("t" + t); mu[t] = 1 + r.nextInt(20); }
        int scale = r.nextBoolean() ? 10 : 60;
        for (int a = 0; a < m; a++) {
            from[a] = fork ? 0 : a + 1;
            to[a] = fork ? a + 1 : 0;
            eta[a] = r.nextInt(scale + 1);
        }
        TaskGraph g = new TaskGraph("seeded", fork ? "fork" : "join", ids, mu, from, to, eta, Double.NaN, 0);
        return new DagInstance(g, Machine.complete(2, r.nextBoolean() ? 1 : 2));
    }

    /** The instance as a file: the certificate names its source. */
    static Path source(Path tmp, DagInstance in, int k) throws Exception {
        Path f = tmp.resolve("instance" + k + ".json");
        Files.writeString(f, gaplab.model.dag.DagFormats.instanceToJson(in).toPrettyString());
        return f;
    }

    @Test
    void theBoundIsTheOptimumOfJoinsAndForksAndTheCheckerRecomputesIt(@TempDir Path tmp) throws Exception {
        boolean cpsat = CpSat.unavailable() == null;
        SplittableRandom r = new SplittableRandom(20261127L);
        int aboveSimpleBounds = 0;
        for (int k = 0; k < 150; k++) {
            DagInstance in = instance(r, k % 2 == 1);
            var a = DagProblem.exact().solve(in, Options.defaults().withTimeLimit(20));
            assertEquals(Status.OPTIMAL, a.status(), "instance " + k);
            if (cpsat) {
                var b = new DagCpSat().solve(in, Options.defaults().withTimeLimit(20));
                assertEquals(Status.OPTIMAL, b.status(), "instance " + k);
                assertEquals(a.objective(), b.objective(), 1e-9, "instance " + k);
            }
            Path dir = tmp.resolve("c" + k);
            var w = DagCertifier.certify(in, source(tmp, in, k), a.objective(), a.solution(), dir, CertifySettings.defaults());
            assertTrue(w.written(), "instance " + k + ": " + w.message());
            String json = Files.readString(dir.resolve("certificate.json"));
            var check = CertificateCheck.check(dir);
            assertEquals(0, check.code(), "instance " + k + ": " + check.message());
            if (json.contains("\"two-processor-join\"")) {
                aboveSimpleBounds++;
                assertTrue(check.message().contains("two-processor-join bound"), check.message());
                // the stated value, which the checker recomputed, is the optimum both solvers proved (a bound above it would be unsound)
                assertEquals(a.objective(), CertificateCommandTest.JSON.readTree(json).path("bound").path("value").asDouble(), 1e-9, "instance " + k);
                Path lower = CertificateCommandTest.copy(tmp, dir, "lower" + k, d -> CertificateCommandTest.editJson(d,
                        c -> c.put("optimum", a.objective() - 1)));
                assertEquals(1, CertificateCheck.check(lower).code(), "instance " + k + ": a lowered optimum was accepted");
            } else {
                assertTrue(!json.contains("\"proof\" : \"proof"), "instance " + k + ": a join certified by a proof, not a bound: " + json);
            }
        }
        assertTrue(aboveSimpleBounds >= 50, "joins and forks whose optimum is above the critical-path and work bounds: " + aboveSimpleBounds);
    }

    /**
     * The checker recomputes the bound from the instance: with every delay 0 (the witness stays valid) the bound
     * is lower than the stated one, and on three processors (a machine on which the bound does not apply: 0) too.
     */
    @Test
    void recomputedFromAChangedInstanceItIsRefuted(@TempDir Path tmp) throws Exception {
        SplittableRandom r = new SplittableRandom(7);
        Path dir;
        DagInstance found;
        for (int k = 0; ; k++) {
            DagInstance in = found = instance(r, false);
            var a = DagProblem.exact().solve(in, Options.defaults().withTimeLimit(20));
            dir = tmp.resolve("c" + k);
            DagCertifier.certify(in, source(tmp, in, k), a.objective(), a.solution(), dir, CertifySettings.defaults());
            if (Files.readString(dir.resolve("certificate.json")).contains("\"two-processor-join\"")) break;
        }
        Path noDelays = CertificateCommandTest.copy(tmp, dir, "no-delays", d -> {
            CertificateCommandTest.rewrite(d.resolve("instance.json"), s -> s.replaceAll("\"messages\" : [0-9.]+", "\"messages\" : 0"));
            CertificateCommandTest.editJson(d, c -> ((ObjectNode) c.get("instance")).put("sha256", CertificateCommandTest.sha256(d.resolve("instance.json"))));
        });
        var check = CertificateCheck.check(noDelays);
        assertEquals(1, check.code(), check.message());
        assertTrue(check.message().contains("the two-processor-join bound is"), check.message());
        DagInstance onThree = new DagInstance(found.graph(), Machine.complete(3, 1));
        Path three = CertificateCommandTest.copy(tmp, dir, "three", d -> {
            try {
                Files.writeString(d.resolve("instance.json"), gaplab.model.dag.DagFormats.instanceToJson(onThree).toPrettyString());
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
            CertificateCommandTest.editJson(d, c -> ((ObjectNode) c.get("instance")).put("sha256", CertificateCommandTest.sha256(d.resolve("instance.json"))));
        });
        check = CertificateCheck.check(three);
        assertEquals(1, check.code(), check.message());
        assertTrue(check.message().contains("the two-processor-join bound is 0"), check.message());
    }

    /** A Sinnen join on two processors with CCR 0.1 (number partitioning: CaDiCaL did not refute it in 120 s). */
    @Test
    void aSinnenJoinThatResistedTheProofIsCertifiedByTheBound(@TempDir Path tmp) {
        Path out = tmp.resolve("join");
        var r = CliRun.run("dag", "certify", "src/test/resources/gaplab/cli/cert/Join_Nodes_16_CCR_0.10_WeightType_Random-7_Homogeneous-2.dot", "--out", out.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified optimum: 536\n"), r.out());
        r = CliRun.run("certificate", "check", out.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("certified (optimum 536 = two-processor-join bound)"), r.out());
    }
}
