package gaplab.catalog.mmdl;

import gaplab.exact.mmdl.ClosedFormSolver;
import gaplab.model.mmdl.MmdlGenerator;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.RoundSchedule;
import gaplab.verify.mmdl.MmdlChecker;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.model.core.Options;
import gaplab.model.core.Verdict;
import gaplab.model.mmdl.RoundSchedule.Computation;
import gaplab.model.mmdl.RoundSchedule.Kind;
import gaplab.model.mmdl.RoundSchedule.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The checker rejects deliberately broken schedules, naming what is wrong. */
class MmdlCheckerTest {
    private static final MmdlChecker CHECKER = new MmdlChecker();

    private static RoundSchedule solved(MmdlInstance in) {
        return new ClosedFormSolver().solve(in, Options.defaults()).solution();
    }

    private static RoundSchedule with(RoundSchedule s, List<Message> ms, List<Computation> cs, double[] y) {
        return new RoundSchedule(s.roundTime(), y, ms, cs, null, null);
    }

    /** Instances with at least one message. */
    private static MmdlInstance busy(long seed, int p) {
        MmdlInstance in = MmdlGenerator.base(new SplittableRandom(seed), p);
        double[] x = in.x().clone();
        x[0] = 500; // a heavy master
        return MmdlInstance.base(Math.min(in.beta(), 0.15), x, in.gamma());
    }

    private static void rejected(Verdict v, String words) {
        assertFalse(v.valid(), "should be rejected: " + words);
        assertTrue(v.violation().contains(words), v.violation());
    }

    @Test
    void aShiftedMessageIsRejected() {
        qt().withExamples(60).withFixedSeed(21).forAll(longs().all(), integers().between(2, 30)).checkAssert((seed, p) -> {
            MmdlInstance in = busy(seed, p);
            RoundSchedule s = solved(in);
            List<Message> ms = new ArrayList<>(s.messages());
            Message m = ms.get(0);
            double shift = s.roundTime() * 0.5 + 1;
            ms.set(0, new Message(m.from(), m.to(), m.amount(), m.start() + shift, m.end() + shift, m.kind()));
            assertFalse(CHECKER.check(in, with(s, ms, s.computations(), s.y())).valid());
        });
    }

    @Test
    void aMessageOfWrongDurationIsRejected() {
        MmdlInstance in = busy(1, 5);
        RoundSchedule s = solved(in);
        List<Message> ms = new ArrayList<>(s.messages());
        Message m = ms.get(0);
        ms.set(0, new Message(m.from(), m.to(), m.amount(), m.start(), m.start() + (m.end() - m.start()) / 2, m.kind()));
        rejected(CHECKER.check(in, with(s, ms, s.computations(), s.y())), "lasts");
    }

    @Test
    void aRelayIsRejected() {
        qt().withExamples(40).withFixedSeed(22).forAll(longs().all(), integers().between(3, 20)).checkAssert((seed, p) -> {
            MmdlInstance in = busy(seed, p);
            RoundSchedule s = solved(in);
            // a worker forwards a tiny bit of its load to another worker at time 0
            int w1 = -1, w2 = -1;
            for (int i = 0; i < p; i++) if (s.y()[i] > 0) { if (w1 < 0) w1 = i; else if (w2 < 0) w2 = i; }
            if (w2 < 0) return;
            List<Message> ms = new ArrayList<>(s.messages());
            double a = 1e-6;
            ms.add(new Message(w1, w2, a, 0, a * in.beta(), Kind.TASKS));
            double[] y = s.y().clone();
            y[w1] -= a;
            y[w2] += a;
            Verdict v = CHECKER.check(in, new RoundSchedule(s.roundTime(), y, ms, List.of(), null, null));
            assertFalse(v.valid());
        });
    }

    @Test
    void anExplicitRelayIsNamed() {
        MmdlInstance in = MmdlInstance.base(1, new double[] {10, 0, 0}, new double[] {2, 2, 2});
        List<Message> ms = List.of(new Message(0, 1, 4, 0, 4, Kind.TASKS), new Message(1, 2, 2, 4, 6, Kind.TASKS));
        rejected(CHECKER.check(in, new RoundSchedule(20, new double[] {-4, 2, 2}, ms, List.of(), null, null)), "relay");
    }

    @Test
    void overlappingTransfersAreRejected() {
        // a master sending to two workers at the same time
        MmdlInstance in = MmdlInstance.base(1, new double[] {30, 0, 0}, new double[] {3, 3, 3});
        List<Message> ms = List.of(new Message(0, 1, 5, 0, 5, Kind.TASKS), new Message(0, 2, 5, 2, 7, Kind.TASKS));
        rejected(CHECKER.check(in, new RoundSchedule(100, new double[] {-10, 5, 5}, ms, List.of(), null, null)), "two messages at once");
    }

    @Test
    void computingWhileCommunicatingIsRejectedWithoutOverlap() {
        MmdlInstance in = MmdlInstance.base(1, new double[] {10, 0}, new double[] {2, 2});
        List<Message> ms = List.of(new Message(0, 1, 5, 0, 5, Kind.TASKS));
        List<Computation> cs = List.of(new Computation(0, 0, 10, 5), new Computation(1, 5, 15, 5));
        rejected(CHECKER.check(in, new RoundSchedule(15, new double[] {-5, 5}, ms, cs, null, null)), "computes while it communicates");
    }

    @Test
    void lostLoadIsRejected() {
        qt().withExamples(60).withFixedSeed(23).forAll(longs().all(), integers().between(2, 30)).checkAssert((seed, p) -> {
            MmdlInstance in = busy(seed, p);
            RoundSchedule s = solved(in);
            // drop one computation: its load is never processed
            List<Computation> cs = new ArrayList<>(s.computations());
            cs.remove(0);
            assertFalse(CHECKER.check(in, with(s, s.messages(), cs, s.y())).valid());
            // or shrink a message: y no longer balances
            List<Message> ms = new ArrayList<>(s.messages());
            Message m = ms.get(0);
            ms.set(0, new Message(m.from(), m.to(), m.amount() / 2, m.start(), m.start() + m.amount() / 2 * in.beta(), m.kind()));
            assertFalse(CHECKER.check(in, with(s, ms, s.computations(), s.y())).valid());
        });
    }

    @Test
    void unbalancedExtraLoadIsNamed() {
        MmdlInstance in = MmdlInstance.base(1, new double[] {10, 0}, new double[] {2, 2});
        rejected(CHECKER.check(in, new RoundSchedule(20, new double[] {-5, 4}, List.of(), List.of(), null, null)), "Σ y_i");
    }

    @Test
    void tooShortARoundIsRejected() {
        MmdlInstance in = MmdlInstance.base(1, new double[] {10, 0}, new double[] {2, 2});
        RoundSchedule s = solved(in);
        // claim T = 14 with no computation given: the free time cannot hold the load
        Verdict v = CHECKER.check(in, new RoundSchedule(14, s.y(), List.of(new Message(0, 1, 5, 0, 5, Kind.TASKS)), List.of(), null, null));
        rejected(v, "free time");
    }
}
