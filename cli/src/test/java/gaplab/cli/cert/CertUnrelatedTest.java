package gaplab.cli.cert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.catalog.unrelated.UnrelatedProblem;
import gaplab.certcheck.CertificateCheck;
import gaplab.certcheck.OwnEncodings;
import gaplab.certify.Cnf;
import gaplab.certify.SatProver;
import gaplab.certify.UnrelatedAssignEncoding;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.unrelated.UnrelatedSpace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The encoding {@code unrelated-assign} against two solvers (issue 35; docs/certificates.md): on 200
 * seeded R‖Cmax instances of 2–7 tasks on 1–3 machines (some pairs ∞, a quarter on uniform machines with fractional times) whose optimum V the Choco model
 * and brute force over all assignments agree on, both encoders give the same formula at V and V − 1;
 * at V Sat4j finds a model whose decoded assignment the checker accepts with makespan ≤ V; at V − 1
 * Sat4j proves it unsatisfiable and the checker's RUP checker accepts the proof. V and the horizons are in
 * the data's unit δ (docs/certificates.md, "Unrelated machines"): a quarter of the instances are uniform
 * machines of speeds 1–4 given in rank form, whose times are fractions such as 7/3.
 */
class CertUnrelatedTest {

    static double bruteForce(UnrelatedInstance in) {
        int n = in.n(), m = in.m();
        double best = Double.POSITIVE_INFINITY;
        int[] a = new int[n];
        for (long code = 0; code < Math.round(Math.pow(m, n)); code++) {
            long c = code;
            for (int i = 0; i < n; i++) { a[i] = (int) (c % m); c /= m; }
            best = Math.min(best, new Assignment(a).makespan(in));
        }
        return best;
    }

    @Test
    void atTheOptimumSatisfiableAndDecodedValidBelowItRefutedByACheckedProof(@TempDir Path tmp) throws Exception {
        SplittableRandom r = new SplittableRandom(35_2026L);
        var checker = UnrelatedProblem.PROBLEM.checker();
        int refuted = 0, fractions = 0;
        for (int k = 0; k < 200; k++) {
            UnrelatedInstance in = new UnrelatedSpace().random(r, Map.of("tasks", "" + (2 + r.nextInt(6)), "machines", "" + (1 + r.nextInt(3)),
                    "maxtime", "" + (1 + r.nextInt(20)), "inf", k % 3 == 0 ? "30" : "0"));
            if (k % 4 == 2) {                       // uniform machines of speeds 1–4: times such as 7/3, a unit such as 1/12
                double[][] w = new double[in.n()][1];
                double[][] sp = new double[1][in.m()];
                for (int i = 0; i < in.n(); i++) w[i][0] = 1 + r.nextInt(20);
                for (int p = 0; p < in.m(); p++) sp[0][p] = 1 + r.nextInt(4);
                in = UnrelatedInstance.ofRank("uniform" + k, w, sp);
            }
            var choco = UnrelatedProblem.PROBLEM.exactSolver().orElseThrow().solve(in, Options.defaults().withTimeLimit(20));
            assertEquals(Status.OPTIMAL, choco.status(), "instance " + k);
            assertEquals(bruteForce(in), choco.objective(), 1e-9, "instance " + k);
            var units = UnrelatedAssignEncoding.units(in);
            long[][] t = units.t();
            double steps = choco.objective() / units.unit().doubleValue();
            int v = (int) Math.round(steps);
            assertEquals(v, steps, 1e-6, "instance " + k + ": the optimum is a whole number of units " + units.unit());
            if (!units.unit().denominator().equals(java.math.BigInteger.ONE)) fractions++;
            Cnf at = UnrelatedAssignEncoding.encode(t, v, Long.MAX_VALUE);
            assertEquals(at.sha256(), OwnEncodings.unrelatedAssignSha256(in, v), "instance " + k + ": the two encoders differ at V");
            SatProver.Result s = SatProver.solve(at, 20, null);
            assertEquals(SatProver.Answer.SAT, s.answer(), "instance " + k);
            var verdict = checker.check(in, new Assignment(UnrelatedAssignEncoding.decode(t, s.model())));
            assertTrue(verdict.valid() && verdict.objective() <= choco.objective() + 1e-9, "instance " + k + ": " + verdict);
            Cnf below = UnrelatedAssignEncoding.encode(t, v - 1, Long.MAX_VALUE);
            assertEquals(below.sha256(), OwnEncodings.unrelatedAssignSha256(in, v - 1), "instance " + k + ": the two encoders differ at V - 1");
            Path proof = tmp.resolve("u" + k + ".drup");
            assertEquals(SatProver.Answer.UNSAT, SatProver.solve(below, 20, proof).answer(), "instance " + k);
            var check = OwnEncodings.checkUnrelatedAssignProof(in, v - 1, proof);
            assertTrue(check.accepted(), "instance " + k + ": " + check.reason());
            Files.delete(proof);
            refuted++;
        }
        assertEquals(200, refuted);
        assertTrue(fractions >= 30, "instances with a unit below 1: " + fractions);
    }
}
