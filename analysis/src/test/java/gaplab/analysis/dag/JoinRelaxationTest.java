package gaplab.analysis.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The join search against brute force over every allocation and every order on every processor
 * (so Jackson's rule is checked too, not assumed): the same optimum, an allocation that reaches it,
 * and with a tiny node budget a value that is still a lower bound.
 */
class JoinRelaxationTest {

    /** min over allocations and orders of max(load on 0, max over the others of finish + c). */
    static double bruteForce(double[] d, double[] c, int P) {
        int m = d.length;
        int[] a = new int[m];
        double best = Double.POSITIVE_INFINITY;
        while (true) {
            double j = 0;
            for (int p = 0; p < P; p++) j = Math.max(j, p == 0 ? load(d, a, 0) : bestOrder(d, c, a, p));
            best = Math.min(best, j);
            int k = 0;
            while (k < m && ++a[k] == P) a[k++] = 0;
            if (k == m) return best;
        }
    }

    private static double load(double[] d, int[] a, int p) {
        double s = 0;
        for (int i = 0; i < d.length; i++) if (a[i] == p) s += d[i];
        return s;
    }

    /** The least latest delivery over all orders of processor p's tasks. */
    private static double bestOrder(double[] d, double[] c, int[] a, int p) {
        int n = 0;
        int[] mine = new int[d.length];
        for (int i = 0; i < d.length; i++) if (a[i] == p) mine[n++] = i;
        return permute(d, c, mine, n, 0);
    }

    private static double permute(double[] d, double[] c, int[] t, int n, int k) {
        if (k == n) {
            double time = 0, latest = 0;
            for (int i = 0; i < n; i++) { time += d[t[i]]; latest = Math.max(latest, time + c[t[i]]); }
            return latest;
        }
        double best = Double.POSITIVE_INFINITY;
        for (int i = k; i < n; i++) {
            int x = t[k]; t[k] = t[i]; t[i] = x;
            best = Math.min(best, permute(d, c, t, n, k + 1));
            x = t[k]; t[k] = t[i]; t[i] = x;
        }
        return best;
    }

    /** J of a given allocation, others in decreasing c. */
    private static double value(double[] d, double[] c, int[] a, int P) {
        double j = load(d, a, 0);
        for (int p = 1; p < P; p++) j = Math.max(j, bestOrder(d, c, a, p));
        return j;
    }

    @Test
    void sameOptimumAsEveryAllocationAndOrder() {
        qt().withFixedSeed(21).withExamples(250).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            int m = 1 + r.nextInt(7), P = 1 + r.nextInt(4);
            boolean whole = r.nextBoolean();
            double[] d = new double[m], c = new double[m];
            for (int i = 0; i < m; i++) {
                d[i] = whole ? 1 + r.nextInt(20) : 0.5 + 20 * r.nextDouble();
                c[i] = whole ? r.nextInt(r.nextBoolean() ? 4 : 40) : 30 * r.nextDouble();
            }
            double brute = bruteForce(d, c, P);
            JoinRelaxation.Result res = JoinRelaxation.solve(d, c, P, 1_000_000);
            assertTrue(res.exact(), "seed " + seed);
            assertEquals(brute, res.value(), 1e-9, "seed " + seed);
            assertEquals(brute, value(d, c, res.processor(), P), 1e-9, "the allocation reaches the optimum, seed " + seed);
            JoinRelaxation.Result skipped = JoinRelaxation.solve(d, c, P, 1_000_000, res.best() + 1);
            assertTrue(skipped.value() <= brute + 1e-9, "a join not searched (cutoff above the first allocation) still gives a lower bound, seed " + seed);
            JoinRelaxation.Result below = JoinRelaxation.solve(d, c, P, 1_000_000, brute - 1);
            assertEquals(brute, below.value(), 1e-9, "a cutoff below the optimum changes nothing, seed " + seed);
            JoinRelaxation.Result cut = JoinRelaxation.solve(d, c, P, 3);
            assertTrue(cut.value() <= brute + 1e-9, "a budget-cut search still gives a lower bound, seed " + seed);
            assertTrue(cut.best() >= brute - 1e-9 && Math.abs(value(d, c, cut.processor(), P) - cut.best()) < 1e-9, "seed " + seed);
        });
    }

    @Test
    void aStopAtTheBudgetIsReportedAsNotExact() {
        double[] d = new double[24], c = new double[24];
        SplittableRandom r = new SplittableRandom(3);
        for (int i = 0; i < d.length; i++) { d[i] = 17 + r.nextInt(80); c[i] = 1 + r.nextInt(9); }
        JoinRelaxation.Result cut = JoinRelaxation.solve(d, c, 6, 10);
        assertFalse(cut.exact());
        assertTrue(cut.value() <= cut.best());
    }

    @Test
    void sendsTheLongerMessageFirstAndKeepsTheShortTaskAtHome() {
        // two tasks of 10 with delays 5 and 1 on two processors: both on processor 1 give 10 + 5 = 15 then
        // 20 + 1 = 21; split gives max(10, 10 + c); the best is 10 + 1 = 11 (the delay-1 task away)
        JoinRelaxation.Result r = JoinRelaxation.solve(new double[]{10, 10}, new double[]{5, 1}, 2, 1000);
        assertEquals(11, r.value(), 1e-9);
        assertEquals(0, r.processor()[0]);
        assertEquals(1, r.processor()[1]);
    }
}
