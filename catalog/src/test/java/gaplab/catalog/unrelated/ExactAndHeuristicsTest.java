package gaplab.catalog.unrelated;

import gaplab.analysis.unrelated.IdealTimeLp;
import gaplab.analysis.unrelated.PreemptiveLp;
import gaplab.heuristics.unrelated.Met;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.verify.unrelated.UnrelatedChecker;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.model.core.Options;
import gaplab.model.core.Solver;
import gaplab.model.core.Status;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The Choco model against brute-force enumeration; heuristics valid and never below the optimum; bounds below it. */
class ExactAndHeuristicsTest {

    static UnrelatedInstance random(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = 1 + r.nextInt(7), m = 1 + r.nextInt(3);
        if (r.nextInt(3) == 0) {
            double[][] w = new double[n][2], s = new double[2][m];
            for (double[] row : w) { row[0] = r.nextInt(6); row[1] = 1 + r.nextInt(6); }
            for (double[] row : s) for (int p = 0; p < m; p++) row[p] = 1 + r.nextInt(3);
            return UnrelatedInstance.ofRank("r", w, s);
        }
        double[][] t = new double[n][m];
        for (int i = 0; i < n; i++) {
            for (int p = 0; p < m; p++) t[i][p] = r.nextInt(6) == 0 ? Double.POSITIVE_INFINITY : (r.nextBoolean() ? 1 + r.nextInt(9) : (1 + r.nextInt(90)) / 10.0);
            t[i][r.nextInt(m)] = 1 + r.nextInt(9);
        }
        return UnrelatedInstance.ofTimes("r", t);
    }

    static double bruteForce(UnrelatedInstance in) {
        int n = in.n(), m = in.m();
        int[] a = new int[n];
        double best = Double.POSITIVE_INFINITY;
        while (true) {
            double[] load = new double[m];
            for (int i = 0; i < n; i++) load[a[i]] += in.time(i, a[i]);
            double c = 0;
            for (double l : load) c = Math.max(c, l);
            best = Math.min(best, c);
            int k = 0;
            while (k < n && ++a[k] == m) a[k++] = 0;
            if (k == n) return best;
        }
    }

    @Test
    void exactEqualsBruteForceAndEverythingIsConsistent() {
        var p = UnrelatedProblem.PROBLEM;
        UnrelatedChecker checker = new UnrelatedChecker();
        qt().withFixedSeed(11).withExamples(120).forAll(longs().all()).checkAssert(seed -> {
            UnrelatedInstance in = random(seed);
            double bf = bruteForce(in);
            var o = UnrelatedProblem.exact().solve(in, Options.defaults().withTimeLimit(20));
            assertEquals(Status.OPTIMAL, o.status());
            var v = checker.check(in, o.solution());
            assertTrue(v.valid(), v.violation());
            assertEquals(bf, v.objective(), 1e-9 * Math.max(1, bf), "seed " + seed);
            double ll = PreemptiveLp.value(in), tid = IdealTimeLp.value(in);
            assertTrue(tid <= ll + 1e-7 * bf, "t^id <= LL");
            assertTrue(ll <= bf + 1e-7 * bf, "LL <= optimum");
            for (Solver<UnrelatedInstance, Assignment> h : UnrelatedProblem.heuristics()) {
                var hv = checker.check(in, h.solve(in, Options.defaults()).solution());
                assertTrue(hv.valid(), h.name() + ": " + hv.violation());
                assertTrue(hv.objective() >= bf - 1e-9 * bf, h.name() + " below the optimum");
            }
        });
    }

    @Test
    void metBreaksDownOnTasksThatAllPreferOneMachine() {
        double[][] t = new double[6][3];
        for (double[] row : t) { row[0] = 1; row[1] = 1.5; row[2] = 1.5; }
        UnrelatedInstance in = UnrelatedInstance.ofTimes("pile", t);
        assertEquals(6.0, new Met().solve(in, Options.defaults()).objective(), 0);
        assertEquals(3.0, UnrelatedProblem.exact().solve(in, Options.defaults()).objective(), 0);
    }

    @Test
    void checkerRejectsBadAssignments() {
        UnrelatedInstance in = UnrelatedInstance.ofTimes("x", new double[][]{{1, Double.POSITIVE_INFINITY}, {2, 3}});
        UnrelatedChecker c = new UnrelatedChecker();
        assertTrue(c.check(in, new Assignment(new int[]{1, 0})).violation().contains("cannot run"));
        assertTrue(c.check(in, new Assignment(new int[]{0, 2})).violation().contains("does not exist"));
        assertTrue(c.check(in, new Assignment(new int[]{0})).violation().contains("entries"));
        assertEquals(3.0, c.check(in, new Assignment(new int[]{0, 0})).objective(), 0);
    }
}
