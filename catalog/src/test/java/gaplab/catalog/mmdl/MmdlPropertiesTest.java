package gaplab.catalog.mmdl;

import gaplab.analysis.mmdl.ClosedForm;
import gaplab.analysis.mmdl.MultiRound;
import gaplab.exact.mmdl.FlowLp;
import gaplab.exact.mmdl.ClosedFormSolver;
import gaplab.analysis.mmdl.IntervalMatching;
import gaplab.model.mmdl.MmdlGenerator;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.RoundSchedule;
import gaplab.verify.mmdl.MmdlChecker;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.model.core.Options;
import gaplab.model.core.Rational;
import gaplab.model.core.Verdict;
import gaplab.analysis.mmdl.IntervalMatching.Order;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Property tests (QuickTheories) of SPEC §1 over random instances. */
class MmdlPropertiesTest {
    private static final MmdlChecker CHECKER = new MmdlChecker();

    private static double rel(double a, double b) { return Math.abs(a - b) / Math.max(1e-300, Math.max(Math.abs(a), Math.abs(b))); }

    /** Random base instances, with all-zero loads, one processor and "β ≥ every γ" mixed in. */
    static MmdlInstance instance(long seed, int p) {
        SplittableRandom rng = new SplittableRandom(seed);
        MmdlInstance in = MmdlGenerator.base(rng, p);
        switch ((int) Math.floorMod(seed, 7)) {
            case 0 -> { return MmdlInstance.base(in.beta(), new double[p], in.gamma()); } // zero loads
            case 1 -> { return MmdlInstance.base(10.0, in.x(), in.gamma()); }             // β ≥ every γ (γ ≤ 4)
            case 2 -> { return MmdlInstance.base(in.beta(), new double[] {in.x()[0] + 1}, new double[] {in.gamma()[0]}); } // one processor
            default -> { return in; }
        }
    }

    @Test
    void closedFormEqualsTheFlowLp() {
        qt().withExamples(150).withFixedSeed(11).forAll(longs().all(), integers().between(1, 25))
                .checkAssert((seed, p) -> {
                    MmdlInstance in = instance(seed, p);
                    double cf = ClosedForm.exact(in).roundTime();
                    FlowLp.Result lp = FlowLp.solve(in);
                    assertTrue(lp.optimal());
                    assertTrue(rel(cf, lp.roundTime()) <= 1e-9 || Math.abs(cf - lp.roundTime()) < 1e-12, cf + " vs LP " + lp.roundTime());
                    assertEquals(cf, ClosedForm.fast(in).roundTime(), 1e-9 * Math.max(1, cf));
                });
    }

    @Test
    void extensionsClosedFormEqualsTheLp() {
        qt().withExamples(150).withFixedSeed(12).forAll(longs().all(), integers().between(1, 15), integers().between(0, 4))
                .checkAssert((seed, p, mode) -> {
                    SplittableRandom rng = new SplittableRandom(seed);
                    MmdlInstance in = switch (mode) {
                        case 0 -> MmdlGenerator.extended(rng, p, true, false, false);  // §4.1
                        case 1 -> MmdlGenerator.extended(rng, p, false, true, false);  // §4.2
                        case 2 -> MmdlGenerator.extended(rng, p, true, true, false);   // §4.1 + §4.2, half duplex
                        default -> MmdlGenerator.extended(rng, p, true, true, true);   // §4.3 full duplex
                    };
                    double cf = ClosedForm.exact(in).roundTime();
                    FlowLp.Result lp = FlowLp.solve(in);
                    assertTrue(lp.optimal());
                    assertTrue(rel(cf, lp.roundTime()) <= 1e-9, "mode " + mode + ": " + cf + " vs LP " + lp.roundTime());
                    var o = new ClosedFormSolver().solve(in, Options.defaults());
                    Verdict v = CHECKER.check(in, o.solution());
                    assertTrue(v.valid(), "mode " + mode + ": " + v);
                    assertEquals(cf, v.objective(), 1e-8 * Math.max(1, cf));
                });
    }

    @Test
    void everyScheduleIsAcceptedWithFewMessagesAndExactBalance() {
        qt().withExamples(120).withFixedSeed(13).forAll(longs().all(), integers().between(1, 60), integers().between(0, 2))
                .checkAssert((seed, p, ord) -> {
                    MmdlInstance in = instance(seed, p);
                    Order order = Order.values()[ord];
                    var o = new ClosedFormSolver().solve(in, Options.defaults().with("order", order.name().toLowerCase()));
                    RoundSchedule s = o.solution();
                    Verdict v = CHECKER.check(in, s);
                    assertTrue(v.valid(), v.toString());
                    assertTrue(s.taskMessages() <= Math.max(0, p - 1));
                    assertTrue(s.roundTime() >= ClosedForm.lowerT(in) * (1 - 1e-12));
                    assertEquals(Rational.ZERO, Rational.sum(s.yExact()));
                    for (var m : s.messages()) assertTrue(m.start() >= 0 && m.end() <= s.roundTime() * (1 + 1e-12));
                });
    }

    @Test
    void thousandsOfProcessorsAgreeWithTheAggregatedLp() {
        qt().withExamples(2).withFixedSeed(14).forAll(longs().all(), integers().between(1000, 1500))
                .checkAssert((seed, p) -> {
                    MmdlInstance in = MmdlGenerator.base(new SplittableRandom(seed), p);
                    var o = new ClosedFormSolver().solve(in, Options.defaults().with("arithmetic", "double"));
                    Verdict v = CHECKER.check(in, o.solution());
                    assertTrue(v.valid(), v.toString());
                    assertTrue(o.solution().taskMessages() <= p - 1);
                    FlowLp.Result lp = FlowLp.solveAggregated(in);
                    assertTrue(lp.optimal());
                    assertTrue(rel(o.objective(), lp.roundTime()) <= 1e-9, o.objective() + " vs LP " + lp.roundTime());
                });
    }

    @Test
    void exactAndDoublePathsAgree() {
        qt().withExamples(60).withFixedSeed(15).forAll(longs().all(), integers().between(1, 80))
                .checkAssert((seed, p) -> {
                    MmdlInstance in = instance(seed, p);
                    ClosedForm.Result e = ClosedForm.exact(in), d = ClosedForm.fast(in);
                    assertEquals(e.roundTime(), d.roundTime(), 1e-10 * Math.max(1, e.roundTime()));
                    // Y(T*) = 0 exactly unless T* = T_L
                    if (!e.atLowerT()) assertEquals(0, ClosedForm.capacityExact(in, e.roundTimeExact()).signum());
                    else assertTrue(ClosedForm.capacityExact(in, e.roundTimeExact()).signum() >= 0);
                });
    }

    @Test
    void intervalMatchingNeedsAtMostMastersPlusWorkersMinusOneMessages() {
        qt().withExamples(200).withFixedSeed(16).forAll(longs().all(), integers().between(2, 80))
                .checkAssert((seed, p) -> {
                    double[] y = ClosedForm.fast(instance(seed, p)).y();
                    long m = java.util.Arrays.stream(y).filter(v -> v < 0).count(), w = java.util.Arrays.stream(y).filter(v -> v > 0).count();
                    for (Order order : Order.values()) {
                        var ts = IntervalMatching.match(y, order);
                        assertTrue(ts.size() <= Math.max(0, m + w - 1), order + ": " + ts.size());
                        double[] net = new double[y.length];
                        for (var t : ts) { net[t.master()] -= t.amount(); net[t.worker()] += t.amount(); }
                        for (int i = 0; i < y.length; i++) assertEquals(y[i], net[i], 1e-9 * Math.max(1, Math.abs(y[i])));
                    }
                });
    }

    @Test
    void bestRoundCountMinimisesTheTotal() {
        qt().withExamples(200).withFixedSeed(17).forAll(integers().between(1, 100000), integers().between(1, 1000))
                .checkAssert((ti, ai) -> {
                    double t = ti / 10.0, alpha = ai / 100.0;
                    MultiRound.Plan best = MultiRound.best(t, alpha);
                    for (long r = 1; r <= 2000; r++) assertTrue(best.totalTime() <= MultiRound.of(t, r, alpha).totalTime() + 1e-9);
                });
    }
}
