package gaplab.catalog.collective;

import gaplab.analysis.collective.Simulation;
import gaplab.model.collective.Activity;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.Order;
import gaplab.verify.collective.CollectiveChecker;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.model.core.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

class CollectiveCheckerTest {
    final CollectiveChecker checker = new CollectiveChecker();

    static CollectiveInstance random(SplittableRandom rng, int k) {
        int p = 1 << k;
        double[] d = new double[p], w = new double[p];
        for (int j = 0; j < p; j++) { d[j] = rng.nextInt(33) / 4.0; w[j] = 0.25 + rng.nextInt(12) / 4.0; }
        double total = 0;
        for (double v : d) total += v;
        return new CollectiveInstance(p, d, total, w, rng.nextInt(9) / 4.0, rng.nextInt(5) / 8.0,
                rng.nextInt(9) / 4.0, rng.nextInt(5) / 8.0, rng.nextInt(9) / 4.0, rng.nextInt(3) / 4.0, rng.nextInt(3) / 4.0);
    }

    @Test
    void everySimulatedScheduleIsValidWithTheSameTotal() {
        qt().withFixedSeed(20261121L).withExamples(200).forAll(integers().between(1, 6), longs().all()).checkAssert((k, seed) -> {
            CollectiveInstance in = random(new SplittableRandom(seed), k);
            for (Order o : Order.values()) {
                CollectiveSchedule s = Simulation.run(in, o, in.sizes());
                Verdict v = checker.check(in, s);
                assertTrue(v.valid(), v + " for " + in + " " + o);
                assertEquals(s.total(), v.objective(), 1e-9 * Math.max(1, s.total()));
            }
        });
    }

    /** A schedule of one order does not pass as the other (the gather trees differ for p ≥ 4). */
    @Test
    void theOrderMatters() {
        CollectiveInstance in = random(new SplittableRandom(7), 2);
        CollectiveSchedule s = Simulation.run(in, Order.UNI, in.sizes());
        CollectiveSchedule relabelled = new CollectiveSchedule(Order.BI, s.sizes(), s.timeline());
        assertFalse(checker.check(in, relabelled).valid());
    }

    private static CollectiveSchedule edit(CollectiveSchedule s, int proc, UnaryOperator<List<Activity>> f) {
        List<List<Activity>> t = new ArrayList<>();
        for (int j = 0; j < s.timeline().size(); j++) t.add(j == proc ? f.apply(new ArrayList<>(s.timeline().get(j))) : s.timeline().get(j));
        return new CollectiveSchedule(s.order(), s.sizes(), t);
    }

    private static int index(List<Activity> row, Activity.Kind kind, Activity.Phase phase) {
        for (int i = 0; i < row.size(); i++) if (row.get(i).kind() == kind && row.get(i).phase() == phase) return i;
        throw new AssertionError("no " + kind + " " + phase);
    }

    private static Activity shift(Activity a, double dt) {
        return new Activity(a.kind(), a.phase(), a.start() + dt, a.end() + dt, a.peer(), a.size());
    }

    private void rejects(CollectiveInstance in, CollectiveSchedule bad, String words) {
        Verdict v = checker.check(in, bad);
        assertFalse(v.valid(), "accepted: " + words);
        assertTrue(v.violation().contains(words), v.violation());
    }

    @Test
    void violationsAreNamed() {
        CollectiveInstance in = new CollectiveInstance(4, new double[] {2, 2, 2, 2}, 8, new double[] {1, 1, 1, 1},
                1, 0.5, 1, 0.5, 1, 0.25, 0);
        CollectiveSchedule s = Simulation.run(in, Order.UNI, in.sizes());
        assertTrue(checker.check(in, s).valid());
        // P1's scatter receive starts before send start + δ
        rejects(in, edit(s, 1, row -> {
            row.removeIf(a -> a.kind() == Activity.Kind.WAIT);
            int i = index(row, Activity.Kind.RECV, Activity.Phase.SCATTER);
            row.set(i, shift(row.get(i), -0.5));
            return row;
        }), "+ δ");
        // a send that is too short
        rejects(in, edit(s, 0, row -> {
            Activity a = row.get(0);
            row.set(0, new Activity(a.kind(), a.phase(), a.start(), a.end() - 0.1, a.peer(), a.size()));
            return row;
        }), "the model gives");
        // wrong message size
        rejects(in, edit(s, 0, row -> {
            Activity a = row.get(0);
            row.set(0, new Activity(a.kind(), a.phase(), a.start(), a.end(), a.peer(), a.size() + 1));
            return row;
        }), "must carry");
        // computing before the data has arrived: move P3's computation before its receive
        rejects(in, edit(s, 3, row -> {
            int c = index(row, Activity.Kind.COMPUTE, null);
            Activity a = row.remove(c);
            row.add(0, new Activity(a.kind(), a.phase(), 0, a.end() - a.start(), a.peer(), a.size()));
            return row;
        }), "requires");
        // two activities at once
        rejects(in, edit(s, 0, row -> {
            Activity a = row.get(1);
            row.set(1, shift(a, -0.5));
            return row;
        }), "one activity at a time");
        // gather send to the wrong processor
        rejects(in, edit(s, 1, row -> {
            int i = index(row, Activity.Kind.SEND, Activity.Phase.GATHER);
            Activity a = row.get(i);
            row.set(i, new Activity(a.kind(), a.phase(), a.start(), a.end(), 0, a.size()));
            return row;
        }), "requires");
        // missing gather send
        rejects(in, edit(s, 3, row -> {
            row.remove(index(row, Activity.Kind.SEND, Activity.Phase.GATHER));
            return row;
        }), "incomplete");
        // a wait that does not end in a receive
        rejects(in, edit(s, 0, row -> {
            row.add(0, new Activity(Activity.Kind.WAIT, null, 0, 0, -1, 0));
            return row;
        }), "not followed by a receive");
        // sizes that do not add up to D
        double[] d = s.sizes();
        d[0] += 1;
        rejects(in, new CollectiveSchedule(s.order(), d, s.timeline()), "add up");
    }
}
