package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import gaplab.cpsat.CpSat;
import gaplab.cpsat.dag.DagCpSat;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSpace;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The second opinion: on seeded random graphs of 4–8 tasks over every topology (complete, ring, mesh,
 * hypercube) and CCRs 0.1–10, the CP-SAT model and gaplab's branch and bound prove the same optimum
 * without duplication, and the independent checker accepts both schedules.
 */
class CpSatAgreementTest {

    @Test
    void cpSatAndBranchAndBoundProveTheSameOptimum() throws Exception {
        assumeTrue(CpSat.unavailable() == null, "OR-Tools native library not available on this platform");
        SplittableRandom r = new SplittableRandom(20261124L);
        String[] ccrs = {"0.1", "1", "10"};
        var checker = DagProblem.PROBLEM.checker();
        int proven = 0;
        for (int k = 0; k < 40; k++) {
            String topo = OnEveryTopology.TOPOLOGIES[k % 4];
            DagInstance in = OnEveryTopology.instance(r, k, 4, 4, 5, () -> ccrs[r.nextInt(ccrs.length)]);
            var a = DagProblem.exact().solve(in, Options.defaults().withTimeLimit(20));
            var b = new DagCpSat().solve(in, Options.defaults().withTimeLimit(20));
            if (a.status() != Status.OPTIMAL || b.status() != Status.OPTIMAL) continue;
            assertEquals(a.objective(), b.objective(), 1e-9, "instance " + k + " (" + topo + ")");
            assertTrue(checker.check(in, b.solution()).valid(), "CP-SAT's schedule: " + checker.check(in, b.solution()));
            assertEquals(b.objective(), checker.check(in, b.solution()).objective(), 1e-9);
            proven++;
        }
        assertTrue(proven >= 35, "instances both proved: " + proven);
    }

    /** With duplication: the CP-SAT model and exact-dup prove the same optimum on graphs of 4–7 tasks. */
    @Test
    void withDuplicationTooTheyProveTheSameOptimum() throws Exception {
        assumeTrue(CpSat.unavailable() == null, "OR-Tools native library not available on this platform");
        SplittableRandom r = new SplittableRandom(20261125L);
        var checker = DagProblem.PROBLEM.checker();
        int proven = 0, copied = 0;
        for (int k = 0; k < 24; k++) {
            String topo = OnEveryTopology.TOPOLOGIES[k % 4];
            DagInstance in = OnEveryTopology.instance(r, k, 3, 4, 4, () -> r.nextBoolean() ? "10" : "1");
            var a = DagProblem.exactDup().solve(in, Options.defaults().withTimeLimit(20));
            var b = new gaplab.cpsat.dag.DagCpSatDup().solve(in, Options.defaults().withTimeLimit(20));
            if (a.status() != Status.OPTIMAL || b.status() != Status.OPTIMAL) continue;
            assertEquals(a.objective(), b.objective(), 1e-9, "instance " + k + " (" + topo + ")");
            var v = checker.check(in, b.solution());
            assertTrue(v.valid(), "CP-SAT's schedule: " + v);
            assertEquals(b.objective(), v.objective(), 1e-9);
            if (b.solution().slots().stream().anyMatch(gaplab.model.dag.Schedule.Slot::duplicate)) copied++;
            proven++;
        }
        assertTrue(proven >= 20 && copied >= 3, "instances both proved: " + proven + ", with copies: " + copied);
    }

    /** Without communication on identical processors cpsat uses the cumulative model; its schedules (processors named afterwards) are valid and optimal. */
    @Test
    void withoutCommunicationTheCumulativeModelAgrees() throws Exception {
        assumeTrue(CpSat.unavailable() == null, "OR-Tools native library not available on this platform");
        SplittableRandom r = new SplittableRandom(20261126L);
        var checker = DagProblem.PROBLEM.checker();
        for (int k = 0; k < 20; k++) {
            DagInstance in = new DagSpace().random(r, Map.of("tasks", "" + (6 + r.nextInt(7)), "processors", "" + (2 + r.nextInt(3)), "ccr", "0",
                    "density", r.nextBoolean() ? "0.2" : "0.5"));
            var a = DagProblem.exact().solve(in, Options.defaults().withTimeLimit(20));
            var b = new DagCpSat().solve(in, Options.defaults().withTimeLimit(20));
            assertTrue(b.note().startsWith("cumulative model"), b.note());
            assertEquals(Status.OPTIMAL, b.status(), "instance " + k);
            assertEquals(a.objective(), b.objective(), 1e-9, "instance " + k);
            var v = checker.check(in, b.solution());
            assertTrue(v.valid(), "instance " + k + ": " + v);
            assertEquals(b.objective(), v.objective(), 1e-9);
        }
    }
}
