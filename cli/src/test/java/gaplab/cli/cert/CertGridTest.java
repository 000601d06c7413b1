package gaplab.cli.cert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import gaplab.catalog.grid.GridProblem;
import gaplab.certcheck.CertificateCheck;
import gaplab.certcheck.OwnEncodings;
import gaplab.certify.Cnf;
import gaplab.certify.GridTilingEncoding;
import gaplab.certify.GridUnits;
import gaplab.certify.SatProver;
import gaplab.cpsat.CpSat;
import gaplab.cpsat.grid.GridCpSat;
import gaplab.exact.grid.GridExact;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.GridSpace;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The encoding {@code grid-tiling} against two solvers (issue 35; docs/certificates.md, "Grids"): on 200
 * seeded grids of 2–5 × 2–5 points with 1–4 PEs (equal, integer or decimal costs, communication cost
 * 0–2, perimeter and interior, a quarter with idle PEs allowed, a fifth with a neighbour cost 1–3) whose optimum V the tiling search
 * ({@code exact}) and CP-SAT prove alike, in the data's unit δ: both encoders give the same formula at V
 * and V − δ; at V Sat4j finds a model whose decoded tiling the checker accepts with max PE time ≤ V; at
 * V − δ Sat4j proves it unsatisfiable and the checker's RUP checker accepts the proof; the shape-area
 * bound is at most V.
 */
class CertGridTest {

    @Test
    void atTheOptimumSatisfiableAndDecodedValidBelowItRefutedByACheckedProof(@TempDir Path tmp) throws Exception {
        assumeTrue(CpSat.unavailable() == null, "OR-Tools native library not available on this platform");
        SplittableRandom r = new SplittableRandom(35_001L);
        var checker = GridProblem.PROBLEM.checker();
        int refuted = 0, byBound = 0, decimal = 0, idle = 0, neighbours = 0;
        for (int k = 0; k < 200; k++) {
            boolean allowIdle = k % 4 == 3;
            int w = 2 + r.nextInt(4), h = 2 + r.nextInt(4);
            String costs = k % 3 == 0 ? "equal" : k % 3 == 1 ? "integer" : "decimal";
            GridInstance in = new GridSpace().random(r, Map.of("width", "" + w, "height", "" + h, "pes", "" + (1 + r.nextInt(Math.min(4, w * h))),
                    "costs", costs, "maxCost", "4", "commCost", "" + r.nextInt(3), "boundary", r.nextBoolean() ? "perimeter" : "interior",
                    "allowIdle", "" + allowIdle, "neighbourCost", k % 5 == 4 ? "" + (1 + k % 3) : "0"));
            if (in.neighbourCost() > 0) neighbours++;
            var exact = new GridExact().solve(in, Options.defaults().withTimeLimit(20));
            var cpsat = new GridCpSat().solve(in, Options.defaults().withTimeLimit(20));
            assertEquals(Status.OPTIMAL, exact.status(), "instance " + k + ": " + in);
            assertEquals(Status.OPTIMAL, cpsat.status(), "instance " + k + ": " + in);
            assertEquals(exact.objective(), cpsat.objective(), 1e-9, "instance " + k + ": " + in);
            GridUnits u = GridUnits.of(in);
            BigDecimal steps = BigDecimal.valueOf(exact.objective()).divide(u.unit(), 6, java.math.RoundingMode.HALF_EVEN);
            int v = steps.setScale(0, java.math.RoundingMode.HALF_EVEN).intValueExact();
            assertEquals(0, steps.compareTo(BigDecimal.valueOf(v)), "instance " + k + ": the optimum is a whole number of units");
            if (u.unit().compareTo(BigDecimal.ONE) != 0) decimal++;
            assertTrue(u.shapeArea() <= v, "instance " + k + ": the shape-area bound " + u.shapeArea() + " above the optimum " + v);
            if (u.shapeArea() == v) byBound++;
            Cnf at = GridTilingEncoding.encode(u, v, Long.MAX_VALUE);
            assertEquals(at.sha256(), OwnEncodings.gridTilingSha256(in, v), "instance " + k + ": the two encoders differ at V");
            SatProver.Result s = SatProver.solve(at, 20, null);
            assertEquals(SatProver.Answer.SAT, s.answer(), "instance " + k);
            GridPartition decoded = new GridPartition(GridTilingEncoding.decode(u, v, s.model()));
            var verdict = checker.check(in, decoded);
            assertTrue(verdict.valid() && verdict.objective() <= exact.objective() + 1e-9, "instance " + k + ": " + verdict + " " + decoded);
            if (decoded.rectangles().size() < in.pes()) idle++;
            Cnf below = GridTilingEncoding.encode(u, v - 1, Long.MAX_VALUE);
            assertEquals(below.sha256(), OwnEncodings.gridTilingSha256(in, v - 1), "instance " + k + ": the two encoders differ at V - 1");
            Path proof = tmp.resolve("g" + k + ".drup");
            assertEquals(SatProver.Answer.UNSAT, SatProver.solve(below, 20, proof).answer(), "instance " + k + ": " + in);
            var check = OwnEncodings.checkGridTilingProof(in, v - 1, proof);
            assertTrue(check.accepted(), "instance " + k + ": " + check.reason());
            Files.delete(proof);
            refuted++;
        }
        assertEquals(200, refuted);
        assertTrue(decimal >= 30 && idle >= 1 && byBound < 200 && neighbours >= 30, "decimal units " + decimal + ", idle PEs decoded " + idle
                + ", optimum = bound " + byBound + ", with a neighbour cost " + neighbours);
        System.out.println("CertGridTest: 200 grids, " + decimal + " with a decimal unit, " + neighbours + " with a neighbour cost, " + byBound
                + " at the shape-area bound, " + idle + " decoded with idle PEs");
    }
}
