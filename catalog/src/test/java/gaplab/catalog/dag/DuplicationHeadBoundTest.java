package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import gaplab.cpsat.CpSat;
import gaplab.cpsat.dag.DagCpSatDup;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The three instances on which {@code gaplab crosscheck dag} (seed 1000, 300 graphs of 8–12 tasks) found
 * exact-dup wrong: its head bound took a scheduled predecessor's data to come only from the instances
 * already placed, not from a later copy, and so "proved" 16, 50 and 32. The optima with duplication,
 * 13, 49 and 28, are proven by both exact-dup (fixed) and the CP-SAT model cpsat-dup. On the mesh
 * instance 13 is also checked by hand: t0, t1 on two processors (0–1, 1–5), t6 after t1 on one of
 * them (5–13, t2's message from a third processor arrives at 4), t2, t4, t5 after t1 on the other.
 */
class DuplicationHeadBoundTest {

    @ParameterizedTest
    @CsvSource({"mesh-s1196, 13", "complete-s1107, 49", "ring-s1215, 28"})
    void exactDupAndCpSatDupProveTheOptimumWithDuplication(String name, double optimum) throws Exception {
        DagInstance in = DagProblem.PROBLEM.readInstance(Path.of(getClass().getResource("/dag/crosscheck/" + name + ".json").toURI()));
        var checker = DagProblem.PROBLEM.checker();
        var a = DagProblem.exactDup().solve(in, Options.defaults().withTimeLimit(60));
        assertEquals(Status.OPTIMAL, a.status());
        assertEquals(optimum, a.objective(), 1e-9);
        assertTrue(checker.check(in, a.solution()).valid());
        assumeTrue(CpSat.unavailable() == null, "OR-Tools native library not available on this platform");
        var b = new DagCpSatDup().solve(in, Options.defaults().withTimeLimit(60));
        assertEquals(Status.OPTIMAL, b.status());
        assertEquals(optimum, b.objective(), 1e-9);
        assertEquals(optimum, checker.check(in, b.solution()).objective(), 1e-9);
    }
}
