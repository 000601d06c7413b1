package gaplab.catalog.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import gaplab.cpsat.CpSat;
import gaplab.cpsat.grid.GridCpSat;
import gaplab.exact.grid.GridExact;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.GridSpace;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The second opinion for grids: on seeded random grids of 3–7 × 3–7 points with 2–5 PEs of integer or
 * decimal costs, perimeter and interior communication, the CP-SAT model and gaplab's tiling search
 * prove the same optimum, and the independent checker accepts CP-SAT's partition with that objective.
 */
class CpSatAgreementTest {

    @Test
    void cpSatAndTheTilingSearchProveTheSameOptimum() throws Exception {
        assumeTrue(CpSat.unavailable() == null, "OR-Tools native library not available on this platform");
        SplittableRandom r = new SplittableRandom(20261124L);
        int proven = 0;
        for (int k = 0; k < 30; k++) {
            GridInstance in = new GridSpace().random(r, Map.of("width", "" + (3 + r.nextInt(5)), "height", "" + (3 + r.nextInt(5)),
                    "pes", "" + (2 + r.nextInt(4)), "costs", r.nextBoolean() ? "integer" : "decimal", "maxCost", "5",
                    "commCost", "" + r.nextInt(3), "boundary", r.nextBoolean() ? "perimeter" : "interior"));
            if (bothProveTheSame(in, k) != null) proven++;
        }
        assertTrue(proven >= 25, "instances both proved: " + proven);
    }

    /** With a neighbour cost and with idle PEs allowed (more PEs than some grids have points), both still prove the same optimum. */
    @Test
    void withNeighbourCostsAndIdlePesTooTheyAgree() throws Exception {
        assumeTrue(CpSat.unavailable() == null, "OR-Tools native library not available on this platform");
        SplittableRandom r = new SplittableRandom(20261125L);
        int proven = 0, idle = 0;
        for (int k = 0; k < 24; k++) {
            boolean allowIdle = k % 2 == 1;
            GridInstance in = new GridSpace().random(r, Map.of("width", "" + (2 + r.nextInt(4)), "height", "" + (2 + r.nextInt(3)),
                    "pes", "" + (2 + r.nextInt(allowIdle ? 6 : 3)), "costs", r.nextBoolean() ? "integer" : "decimal", "commCost", "" + r.nextInt(3),
                    "boundary", r.nextBoolean() ? "perimeter" : "interior", "neighbourCost", allowIdle ? "0" : "" + (1 + r.nextInt(3)),
                    "allowIdle", "" + allowIdle));
            GridPartition b = bothProveTheSame(in, k);
            if (b == null) continue;
            if (b.rectangles().size() < in.pes()) idle++;
            proven++;
        }
        assertTrue(proven >= 20 && idle >= 2, "instances both proved: " + proven + ", with idle PEs: " + idle);
    }

    /** CP-SAT's partition when both methods prove the same optimum and the checker accepts it with that objective; null when one does not prove it. */
    private static GridPartition bothProveTheSame(GridInstance in, int k) {
        var a = new GridExact().solve(in, Options.defaults().withTimeLimit(20));
        var b = new GridCpSat().solve(in, Options.defaults().withTimeLimit(20));
        if (a.status() != Status.OPTIMAL || b.status() != Status.OPTIMAL) return null;
        assertEquals(a.objective(), b.objective(), 1e-9, "instance " + k + ": " + in);
        var v = GridProblem.PROBLEM.checker().check(in, b.solution());
        assertTrue(v.valid(), "CP-SAT's partition: " + v);
        assertEquals(b.objective(), v.objective(), 1e-9);
        return b.solution();
    }
}
