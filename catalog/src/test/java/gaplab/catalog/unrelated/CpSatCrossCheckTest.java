package gaplab.catalog.unrelated;

import gaplab.model.unrelated.UnrelatedInstance;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import com.google.ortools.Loader;
import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A second exact solver: OR-Tools CP-SAT on the plain assignment model (x_ip Booleans, one machine
 * per task, loads ≤ C, minimise C) must prove the same optimum as gaplab's Choco model. Runs where
 * the OR-Tools native library loads (Linux x86-64); skipped elsewhere.
 */
class CpSatCrossCheckTest {

    static boolean loaded() {
        try {
            Loader.loadNativeLibraries();
            return true;
        } catch (Throwable t) {
            return false;
        }
    }

    static long cpSat(long[][] k) {
        int n = k.length, m = k[0].length;
        CpModel model = new CpModel();
        long total = 0;
        for (long[] row : k) { long mx = 0; for (long v : row) mx = Math.max(mx, v); total += mx; }
        IntVar c = model.newIntVar(0, total, "C");
        BoolVar[][] x = new BoolVar[n][m];
        for (int i = 0; i < n; i++) {
            List<Literal> lits = new ArrayList<>();
            for (int p = 0; p < m; p++) if (k[i][p] >= 0) { x[i][p] = model.newBoolVar("x" + i + "_" + p); lits.add(x[i][p]); }
            model.addExactlyOne(lits);
        }
        for (int p = 0; p < m; p++) {
            List<BoolVar> vs = new ArrayList<>();
            List<Long> cs = new ArrayList<>();
            for (int i = 0; i < n; i++) if (x[i][p] != null) { vs.add(x[i][p]); cs.add(k[i][p]); }
            if (vs.isEmpty()) continue;
            model.addLessOrEqual(LinearExpr.weightedSum(vs.toArray(new BoolVar[0]), cs.stream().mapToLong(Long::longValue).toArray()), c);
        }
        model.minimize(c);
        CpSolver solver = new CpSolver();
        solver.getParameters().setNumWorkers(1).setMaxTimeInSeconds(30).setRandomSeed(1);
        CpSolverStatus st = solver.solve(model);
        if (st != CpSolverStatus.OPTIMAL) throw new AssertionError("CP-SAT did not prove optimality: " + st);
        return solver.value(c);
    }

    @Test
    void cpSatAndChocoProveTheSameOptimum() {
        assumeTrue(loaded(), "OR-Tools native library not available on this platform");
        qt().withFixedSeed(3).withExamples(40).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 2 + r.nextInt(11), m = 1 + r.nextInt(4);
            long[][] k = new long[n][m];
            double[][] t = new double[n][m];
            for (int i = 0; i < n; i++) {
                for (int p = 0; p < m; p++) {
                    boolean inf = r.nextInt(8) == 0;
                    k[i][p] = inf ? -1 : 1 + r.nextInt(60);
                    t[i][p] = inf ? Double.POSITIVE_INFINITY : k[i][p];
                }
                int keep = r.nextInt(m);
                if (k[i][keep] < 0) { k[i][keep] = 1 + r.nextInt(60); t[i][keep] = k[i][keep]; }
            }
            var o = UnrelatedProblem.exact().solve(UnrelatedInstance.ofTimes("x", t), Options.defaults().withTimeLimit(30));
            assertEquals(Status.OPTIMAL, o.status());
            assertEquals((double) cpSat(k), o.objective(), 0, "seed " + seed);
        });
    }
}
