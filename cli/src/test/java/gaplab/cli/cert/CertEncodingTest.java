package gaplab.cli.cert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.catalog.dag.DagProblem;
import gaplab.certcheck.CertificateCheck;
import gaplab.certcheck.OwnEncodings;
import gaplab.certify.Cnf;
import gaplab.certify.DagOrderEncoding;
import gaplab.certify.IntegerDag;
import gaplab.certify.SatProver;
import gaplab.cpsat.CpSat;
import gaplab.cpsat.dag.DagCpSat;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSpace;
import gaplab.model.dag.Schedule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The encoding {@code dag-order} against two solvers (issue 35; docs/certificates.md): on 300 seeded
 * graphs of 3–7 tasks over every machine kind and CCR 0–10 whose optimum V the branch and bound
 * ({@code exact}) and CP-SAT ({@code cpsat}) prove alike, the producer's and the checker's encoders give
 * the same formula (SHA-256) at V and V − 1; at V Sat4j finds a model whose decoded schedule the
 * independent checker accepts with makespan ≤ V; at V − 1 Sat4j proves it unsatisfiable and the
 * checker's RUP checker accepts the DRUP proof against its own formula.
 */
class CertEncodingTest {
    static final String[] TOPOLOGIES = {"complete", "ring", "mesh", "hypercube", "random"};
    static final String[] CCRS = {"0", "0.1", "1", "10"};

    /** A seeded integer instance: 3–7 tasks, 2–4 processors, one of the five machine kinds, μ 1..10. */
    static DagInstance instance(SplittableRandom r, int k) throws Exception {
        return new DagSpace().random(r, Map.of("tasks", "" + (3 + r.nextInt(5)), "processors", "" + (2 + r.nextInt(3)),
                "topology", TOPOLOGIES[k % TOPOLOGIES.length], "ccr", CCRS[r.nextInt(CCRS.length)],
                "density", r.nextBoolean() ? "0.3" : "0.6", "speeds", k % 7 == 6 ? "random" : "equal"));
    }

    /** The data's unit δ (the exact methods' {@code IntegerUnit}; the checker computes its own). */
    static java.math.BigDecimal unit(DagInstance in) { return gaplab.exact.dag.IntegerUnit.of(in).unit(); }

    @Test
    void atTheOptimumSatisfiableAndDecodedValidBelowItRefutedByACheckedProof(@TempDir Path tmp) throws Exception {
        boolean cpsat = CpSat.unavailable() == null;
        SplittableRandom r = new SplittableRandom(20261127L);
        var checker = DagProblem.PROBLEM.checker();
        int agreed = 0, refuted = 0;
        List<String> skipped = new ArrayList<>();
        for (int k = 0; k < 300; k++) {
            DagInstance in = instance(r, k);
            IntegerDag g;
            try {
                g = IntegerDag.of(in, unit(in));
            } catch (IntegerDag.NotInteger e) {
                skipped.add(k + ": " + e.getMessage());
                continue;
            }
            var a = DagProblem.exact().solve(in, Options.defaults().withTimeLimit(20));
            assertEquals(Status.OPTIMAL, a.status(), "instance " + k);
            if (cpsat) {
                var b = new DagCpSat().solve(in, Options.defaults().withTimeLimit(20));
                if (b.status() != Status.OPTIMAL) { skipped.add(k + ": cpsat " + b.status()); continue; }
                assertEquals(a.objective(), b.objective(), 1e-9, "instance " + k);
            }
            agreed++;
            double delta = unit(in).doubleValue();   // the data's unit: the encodings count in it
            int v = (int) Math.round(a.objective() / delta);
            assertEquals(v * delta, a.objective(), 1e-9);
            Cnf at = DagOrderEncoding.encode(g, v, Long.MAX_VALUE);
            assertEquals(at.sha256(), OwnEncodings.dagOrderSha256(in, v), "instance " + k + ": the two encoders differ at V");
            SatProver.Result s = SatProver.solve(at, 20, null);
            assertEquals(SatProver.Answer.SAT, s.answer(), "instance " + k + " at V = " + v);
            int[][] ps = DagOrderEncoding.decode(g, v, s.model());
            List<Schedule.Slot> slots = new ArrayList<>();
            for (int t = 0; t < g.n(); t++) slots.add(new Schedule.Slot(t, ps[t][0], ps[t][1] * delta, (ps[t][1] + g.duration()[t][ps[t][0]]) * delta, false));
            var verdict = checker.check(in, new Schedule(slots));
            assertTrue(verdict.valid(), "instance " + k + ": decoded schedule " + verdict);
            assertTrue(verdict.objective() <= v * delta + 1e-9, "instance " + k + ": decoded makespan " + verdict.objective());
            if (v == 0) continue;
            Cnf below = DagOrderEncoding.encode(g, v - 1, Long.MAX_VALUE);
            assertEquals(below.sha256(), OwnEncodings.dagOrderSha256(in, v - 1), "instance " + k + ": the two encoders differ at V - 1");
            Path proof = tmp.resolve("p" + k + ".drup");
            assertEquals(SatProver.Answer.UNSAT, SatProver.solve(below, 20, proof).answer(), "instance " + k + " at V - 1 = " + (v - 1));
            var check = OwnEncodings.checkDagOrderProof(in, v - 1, proof);
            assertTrue(check.accepted(), "instance " + k + ": " + check.reason());
            Files.delete(proof);
            refuted++;
        }
        assertTrue(agreed >= 250 && refuted >= 250, "agreed " + agreed + ", refuted below V " + refuted + "; skipped " + skipped);
    }
}
