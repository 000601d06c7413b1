package gaplab.cli.cert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.catalog.dag.DagProblem;
import gaplab.certcheck.CertificateCheck;
import gaplab.certcheck.OwnEncodings;
import gaplab.certify.Cnf;
import gaplab.certify.DagDupEncoding;
import gaplab.certify.IntegerDag;
import gaplab.certify.SatProver;
import gaplab.cpsat.CpSat;
import gaplab.cpsat.dag.DagCpSatDup;
import gaplab.model.core.Options;
import gaplab.model.core.Solver;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The encoding {@code dag-dup} against two solvers with duplication (issue 35; docs/certificates.md, "Task
 * graphs with duplication"): on 150 seeded graphs of 3–7 tasks over every machine kind and CCR 0–10
 * whose optimum with duplication V the branch and bound ({@code exact-dup}) and CP-SAT ({@code cpsat-dup})
 * prove alike, the producer's and the checker's encoders give the same formula (SHA-256) at V and V − 1;
 * at V Sat4j finds a model whose decoded schedule (with its copies) the independent checker accepts with
 * makespan ≤ V; at V − 1 Sat4j proves it unsatisfiable and the checker's RUP checker accepts the proof.
 * Among them, graphs whose optimum with duplication is below the one without are counted (and required).
 */
class CertDupTest {
    @Test
    void atTheOptimumSatisfiableAndDecodedValidBelowItRefutedByACheckedProof(@TempDir Path tmp) throws Exception {
        boolean cpsat = CpSat.unavailable() == null;
        SplittableRandom r = new SplittableRandom(20261129L);
        var checker = DagProblem.PROBLEM.checker();
        Solver<DagInstance, Schedule> exactDup = gaplab.catalog.Runs.method(DagProblem.PROBLEM, "exact-dup");
        int agreed = 0, refuted = 0, gained = 0;
        List<String> skipped = new ArrayList<>();
        for (int k = 0; k < 150; k++) {
            DagInstance in = CertEncodingTest.instance(r, k);
            IntegerDag g;
            try {
                g = IntegerDag.of(in, CertEncodingTest.unit(in));
            } catch (IntegerDag.NotInteger e) {
                skipped.add(k + ": " + e.getMessage());
                continue;
            }
            var a = exactDup.solve(in, Options.defaults().withTimeLimit(20));
            assertEquals(Status.OPTIMAL, a.status(), "instance " + k);
            if (cpsat) {
                var b = new DagCpSatDup().solve(in, Options.defaults().withTimeLimit(20));
                if (b.status() != Status.OPTIMAL) { skipped.add(k + ": cpsat-dup " + b.status()); continue; }
                assertEquals(a.objective(), b.objective(), 1e-9, "instance " + k);
            }
            agreed++;
            double delta = CertEncodingTest.unit(in).doubleValue();   // the data's unit: the encodings count in it
            int v = (int) Math.round(a.objective() / delta);
            assertEquals(v * delta, a.objective(), 1e-9);
            if (v < DagProblem.exact().solve(in, Options.defaults().withTimeLimit(20)).objective() - 1e-9) gained++;
            Cnf at = DagDupEncoding.encode(g, v, Long.MAX_VALUE);
            assertEquals(at.sha256(), OwnEncodings.dagDupSha256(in, v), "instance " + k + ": the two encoders differ at V");
            SatProver.Result s = SatProver.solve(at, 20, null);
            assertEquals(SatProver.Answer.SAT, s.answer(), "instance " + k + " at V = " + v);
            int[][] starts = DagDupEncoding.decode(g, v, s.model());
            List<Schedule.Slot> slots = new ArrayList<>();
            for (int t = 0; t < g.n(); t++) {
                boolean first = true;
                for (int p = 0; p < g.processors(); p++) {
                    if (starts[t][p] < 0) continue;
                    slots.add(new Schedule.Slot(t, p, starts[t][p] * delta, (starts[t][p] + g.duration()[t][p]) * delta, !first));
                    first = false;
                }
            }
            var verdict = checker.check(in, new Schedule(slots));
            assertTrue(verdict.valid(), "instance " + k + ": decoded schedule " + verdict);
            assertTrue(verdict.objective() <= v * delta + 1e-9, "instance " + k + ": decoded makespan " + verdict.objective());
            if (v == 0) continue;
            Cnf below = DagDupEncoding.encode(g, v - 1, Long.MAX_VALUE);
            assertEquals(below.sha256(), OwnEncodings.dagDupSha256(in, v - 1), "instance " + k + ": the two encoders differ at V - 1");
            Path proof = tmp.resolve("p" + k + ".drup");
            assertEquals(SatProver.Answer.UNSAT, SatProver.solve(below, 20, proof).answer(), "instance " + k + " at V - 1 = " + (v - 1));
            var check = OwnEncodings.checkDagDupProof(in, v - 1, proof);
            assertTrue(check.accepted(), "instance " + k + ": " + check.reason());
            Files.delete(proof);
            refuted++;
        }
        assertTrue(agreed >= 140 && refuted >= 140 && gained >= 15, "agreed " + agreed + ", refuted below V " + refuted + ", duplication helped on " + gained + "; skipped " + skipped);
    }
}
