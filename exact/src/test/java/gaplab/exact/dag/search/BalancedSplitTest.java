package gaplab.exact.dag.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link BalancedSplit} (issue 37, item 3): the subset it finds is as close to the target as the closest of
 * every subset (enumerated), its parts cover every item once, and a mutant halving only two items exactly
 * (the rest greedily) is farther on some (the test can fail); the packing start built on it
 * ({@link PackingStart#balanced}) gives feasible schedules, never below the optimum. The catalog's
 * {@code GranularLoadSearchTest} checks the search with both against brute force and CP-SAT.
 */
class BalancedSplitTest {
    @Test
    void closestAgreesWithEveryEnumeratedSubset() {
        SplittableRandom r = new SplittableRandom(20261127L);
        int mutantFarther = 0;
        for (int k = 0; k < 300; k++) {
            int n = 1 + r.nextInt(14);
            long[] size = new long[n + 2];
            int[] items = new int[n];
            for (int i = 0; i < n; i++) { items[i] = i + 1; size[i + 1] = 1 + r.nextLong(k % 2 == 0 ? 50 : 1_000_000_000L); }
            long total = 0;
            for (int t : items) total += size[t];
            long target = r.nextLong(total + 1);
            long best = Long.MAX_VALUE;
            for (int mask = 0; mask < 1 << n; mask++) {
                long s = 0;
                for (int i = 0; i < n; i++) if ((mask >>> i & 1) != 0) s += size[items[i]];
                best = Math.min(best, Math.abs(s - target));
            }
            assertEquals(best, distance(new BalancedSplit(size, items), size, items, target), "case " + k);
            if (distance(new BalancedSplit(size, items, 2), size, items, target) > best) mutantFarther++;
        }
        assertTrue(mutantFarther >= 10, "the mutant was farther on " + mutantFarther + " cases only");
    }

    private static long distance(BalancedSplit h, long[] size, int[] items, long target) {
        boolean[] in = h.closest(target);
        assertTrue(!in[0] && !in[size.length - 1], "only the items");
        long s = 0;
        for (int t : items) if (in[t]) s += size[t];
        return Math.abs(s - target);
    }

    @Test
    void partsCoverEveryItemOnce() {
        SplittableRandom r = new SplittableRandom(5);
        for (int k = 0; k < 100; k++) {
            int n = 1 + r.nextInt(50), P = new int[] {2, 4, 8}[r.nextInt(3)];
            long[] size = new long[n];
            int[] items = new int[n];
            long total = 0;
            for (int i = 0; i < n; i++) { items[i] = i; size[i] = 1 + r.nextLong(10_000_000L); total += size[i]; }
            int[] part = BalancedSplit.parts(size, items, P, total / 2);
            long[] load = new long[P];
            for (int i = 0; i < n; i++) { assertTrue(part[i] >= 0 && part[i] < P, "case " + k); load[part[i]] += size[i]; }
            if (n >= 4 * P) { // dense enough: the halvings balance within the largest item
                long max = 0, min = Long.MAX_VALUE, largest = 0;
                for (long l : load) { max = Math.max(max, l); min = Math.min(min, l); }
                for (long x : size) largest = Math.max(largest, x);
                assertTrue(max - min <= largest, "case " + k + ": loads " + java.util.Arrays.toString(load));
            }
        }
    }

    @Test
    void balancedStartIsFeasibleAndNeverBelowTheOptimum() throws InputException {
        var without = new DagBranchAndBound(false, null, SearchSettings.fromParams(Map.of("balanced-split", "false")));
        int applied = 0;
        for (long seed = 0; seed < 60; seed++) {
            DagInstance inst = seed % 2 == 0 ? ClusterPackingTest.pairs(seed) : GranularLoadTest.grained(seed);
            if (inst.processors() == 3) continue;
            Outcome<Schedule> opt = without.solve(inst, Options.defaults().withTimeLimit(600));
            assertEquals(Status.OPTIMAL, opt.status(), opt.note());
            Schedule s = PackingStart.balanced(new InstanceData(inst, false, SearchSettings.defaults()));
            assertNotNull(s, "2 or 4 identical processors, whole numbers: the start applies");
            PackingStartTest.feasible(inst, s, "seed " + seed);
            assertTrue(s.makespan() >= opt.objective() - 1e-9, "seed " + seed);
            applied++;
        }
        assertTrue(applied >= 20, applied + " graphs");
    }

    /**
     * The start stops at the search's deadline: on a 100-task STG graph on 8 processors its offsets once ran 15 s
     * past a 30 s time limit (each offset halves twice more over 40 items). With the deadline passed it tries no
     * offset; with time left it gives a feasible schedule.
     */
    @Test
    void theStartStopsAtTheDeadline() throws Exception {
        for (long seed = 0; seed < 6; seed++) {
            DagInstance inst = ClusterPackingTest.pairs(seed);
            if (inst.processors() == 3) continue;
            InstanceData data = new InstanceData(inst, false, SearchSettings.defaults());
            assertEquals(null, PackingStart.balanced(data, System.nanoTime() - 1), "seed " + seed + ": an offset tried after the deadline");
            Schedule s = PackingStart.balanced(data, System.nanoTime() + 60_000_000_000L);
            assertNotNull(s, "seed " + seed);
            PackingStartTest.feasible(inst, s, "seed " + seed);
        }
    }
}
