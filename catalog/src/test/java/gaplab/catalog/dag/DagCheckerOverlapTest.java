package gaplab.catalog.dag;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import gaplab.verify.dag.DagChecker;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.model.core.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The checker compares every pair of instances on a processor, not only neighbours: a zero-length task
 * between two overlapping ones must not hide the overlap (the verifier issue's soundness item).
 */
class DagCheckerOverlapTest {
    static final DagChecker CHECK = new DagChecker();

    static TaskGraph independent(List<String> ids, double[] mu) {
        try {
            return new TaskGraph("test", "t", ids, mu, new int[0], new int[0], new double[0], Double.NaN, 0);
        } catch (gaplab.model.core.InputException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Independent tasks a (μ=4), z (μ=0), b (μ=4) on one processor. */
    static DagInstance threeIndependent() throws gaplab.model.core.InputException {
        TaskGraph g = new TaskGraph("test", "t", List.of("a", "z", "b"), new double[]{4, 0, 4}, new int[0], new int[0], new double[0], Double.NaN, 0);
        return new DagInstance(g, Machine.complete(1, 1));
    }

    @Test
    void aZeroLengthTaskBetweenTwoOverlappingTasksDoesNotHideTheOverlap() throws Exception {
        Schedule s = new Schedule(List.of(
                new Schedule.Slot(0, 0, 0, 4, false),
                new Schedule.Slot(1, 0, 1, 1, false),
                new Schedule.Slot(2, 0, 2, 6, false)));
        Verdict v = CHECK.check(threeIndependent(), s);
        assertFalse(v.valid(), "an overlap of a [0,4] and b [2,6] was accepted");
        assertTrue(v.violation().contains("overlap"), v.violation());
    }

    @Test
    void backToBackWithAZeroLengthTaskAnywhereIsValid() throws Exception {
        Schedule s = new Schedule(List.of(
                new Schedule.Slot(0, 0, 0, 4, false),
                new Schedule.Slot(1, 0, 2, 2, false),
                new Schedule.Slot(2, 0, 4, 8, false)));
        Verdict v = CHECK.check(threeIndependent(), s);
        assertTrue(v.valid(), v.violation());
        assertEquals(8, v.objective(), 1e-12);
    }

    /** Random independent tasks (some of length 0) on 1–2 processors at random integer starts: the verdict agrees with a pairwise check. */
    @Test
    void theVerdictAgreesWithAPairwiseOverlapCheck() {
        qt().withFixedSeed(20261124L).withExamples(3000).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 2 + r.nextInt(5), p = 1 + r.nextInt(2);
            double[] mu = new double[n];
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < n; i++) { mu[i] = r.nextInt(3) == 0 ? 0 : 1 + r.nextInt(5); ids.add("t" + i); }
            TaskGraph g = independent(ids, mu);
            List<Schedule.Slot> slots = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                int start = r.nextInt(12);
                slots.add(new Schedule.Slot(i, r.nextInt(p), start, start + mu[i], false));
            }
            boolean overlap = false;
            for (Schedule.Slot a : slots)
                for (Schedule.Slot b : slots)
                    if (a != b && a.processor() == b.processor() && Math.max(a.start(), b.start()) < Math.min(a.end(), b.end())) overlap = true;
            Verdict v = CHECK.check(new DagInstance(g, Machine.complete(p, 1)), new Schedule(slots));
            assertEquals(!overlap, v.valid(), "seed " + seed + ": " + slots + " -> " + v.violation());
        });
    }
}
