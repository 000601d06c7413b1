package gaplab.analysis.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.RandomDags;
import gaplab.model.dag.TaskGraph;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The partition bound against brute force: on two processors it is the optimal P | | Cmax load, on
 * three and four it never exceeds it (the DAG optimum is at least that load; DagPropertiesTest checks
 * DagBounds.best, which includes this bound, against brute-force schedules).
 */
class PartitionBoundTest {

    /** The optimal P | | Cmax load by trying every assignment. */
    static long bruteForce(long[] w, int P) {
        int n = w.length;
        long best = Long.MAX_VALUE;
        int[] a = new int[n];
        while (true) {
            long[] load = new long[P];
            for (int i = 0; i < n; i++) load[a[i]] += w[i];
            long m = 0;
            for (long l : load) m = Math.max(m, l);
            best = Math.min(best, m);
            int k = 0;
            while (k < n && ++a[k] == P) a[k++] = 0;
            if (k == n) return best;
        }
    }

    @Test
    void exactOnTwoProcessorsAndNeverAboveTheOptimumOnMore() {
        qt().withFixedSeed(19).withExamples(300).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 1 + r.nextInt(8), P = 2 + r.nextInt(3);
            TaskGraph g = RandomDags.small(r, n, 0.3, 1 + r.nextInt(30), 5);
            long[] w = new long[n];
            for (int t = 0; t < n; t++) w[t] = (long) g.mu(t);
            DagInstance in = new DagInstance(g, Machine.complete(P, 1));
            long opt = bruteForce(w, P);
            double b = PartitionBound.of(in);
            assertTrue(b <= opt, "bound " + b + " above the P||Cmax optimum " + opt + ", seed " + seed);
            assertTrue(b >= DagBounds.work(in) - 1e-9 || n < P, "below the work bound, seed " + seed);
            if (P == 2) assertEquals(opt, b, 1e-9, "seed " + seed);
        });
    }

    @Test
    void risesAboveTheWorkBoundWhereTimesDoNotSplitEvenly() {
        assertEquals(6, PartitionBound.twoProcessors(new long[]{3, 3, 3}, 9));          // W/2 = 4.5
        assertEquals(10, PartitionBound.binPacking(new long[]{5, 5, 5, 5, 5}, 25, 4));  // W/4 = 6.25: two fives share a processor
        assertEquals(5, PartitionBound.l2(new long[]{5, 5, 5, 5, 5}, 9));               // each five needs its own bin of 9
    }
}
