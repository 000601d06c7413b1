package gaplab.catalog.collective;

import gaplab.analysis.collective.Simulation;
import gaplab.analysis.collective.WaterfillBound;
import gaplab.exact.collective.OptimalSizes;
import gaplab.exact.collective.SizeLp;
import gaplab.heuristics.collective.WaterfillSplit;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.Order;
import gaplab.verify.collective.CollectiveChecker;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.core.Verdict;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The size optimiser against the simulation, the checker, the water-filling bound and random search. */
class OptimiserTest {
    final CollectiveChecker checker = new CollectiveChecker();

    static CollectiveInstance random(SplittableRandom rng, int k, boolean tauZero) {
        CollectiveInstance in = CollectiveCheckerTest.random(rng, k);
        if (!tauZero) return in;
        double sr = in.sigmaRecv(), ss = Math.min(in.sigmaSend(), in.delta() + sr);
        return new CollectiveInstance(in.processors(), in.sizes(), in.total(), in.computePerUnit(), ss, 0, sr, 0, in.delta(), 0, 0);
    }

    static double tol(double t) { return 1e-7 * Math.max(1, Math.abs(t)); }

    @Test
    void optimumIsCheckedAndNoWorseThanTheGivenSplitNorBelowTheBound() {
        qt().withFixedSeed(20261121L).withExamples(60).forAll(integers().between(1, 5), longs().all()).checkAssert((k, seed) -> {
            CollectiveInstance in = random(new SplittableRandom(seed), k, false);
            if (in.total() == 0) return;
            Outcome<CollectiveSchedule> o = new OptimalSizes().solve(in, Options.defaults());
            assertEquals(Status.OPTIMAL, o.status(), o.note());
            Verdict v = checker.check(in, o.solution());
            assertTrue(v.valid(), v.toString());
            assertEquals(o.objective(), v.objective(), tol(o.objective()));
            for (Order ord : Order.values())
                assertTrue(o.objective() <= Simulation.total(in, ord, in.sizes()) + tol(o.objective()), "worse than the given split " + in);
            assertTrue(new WaterfillBound().bound(in) <= o.objective() + tol(o.objective()), "bound above optimum " + in);
        });
    }

    /** No random split (nor a random step away from the optimum) beats the LP optimum. */
    @Test
    void randomSplitsNeverBeatTheOptimum() {
        qt().withFixedSeed(20261121L).withExamples(30).forAll(integers().between(1, 4), longs().all()).checkAssert((k, seed) -> {
            SplittableRandom rng = new SplittableRandom(seed);
            CollectiveInstance in = random(rng, k, false);
            if (in.total() == 0) return;
            Outcome<CollectiveSchedule> o = new OptimalSizes().solve(in, Options.defaults());
            int p = in.processors();
            double[] best = o.solution().sizes();
            for (int n = 0; n < 200; n++) {
                double[] d = new double[p];
                double s = 0;
                for (int j = 0; j < p; j++) {
                    d[j] = n % 2 == 0 ? -Math.log(1 - rng.nextDouble()) : Math.max(0, best[j] * (1 + 0.2 * (rng.nextDouble() - 0.5)));
                    s += d[j];
                }
                if (s == 0) continue;
                for (int j = 0; j < p; j++) d[j] *= in.total() / s;
                for (Order ord : Order.values())
                    assertTrue(Simulation.total(in, ord, d) >= o.objective() - tol(o.objective()), "beaten by a random split " + in);
            }
        });
    }

    /**
     * With τ = 0 and results of size 0, every duration except computation is a constant, T(d) =
     * max_j (e_j + w_j d_j + kσ_r + |μ_j|δ) exactly, and the water-filling bound is the optimum: an
     * independent exact cross-check of the LP.
     */
    @Test
    void optimumEqualsWaterFillingWhenOnlyComputationDependsOnSize() {
        qt().withFixedSeed(20261121L).withExamples(60).forAll(integers().between(1, 6), longs().all()).checkAssert((k, seed) -> {
            CollectiveInstance in = random(new SplittableRandom(seed), k, true);
            Outcome<CollectiveSchedule> o = new OptimalSizes().solve(in, Options.defaults());
            assertEquals(new WaterfillBound().bound(in), o.objective(), tol(o.objective()), in.toString());
        });
    }

    @Test
    void waterfillSplitIsOptimalWhenOnlyComputationDependsOnSizeAndNeverBelowTheOptimum() {
        qt().withFixedSeed(20261121L).withExamples(60).forAll(integers().between(1, 5), longs().all()).checkAssert((k, seed) -> {
            SplittableRandom rng = new SplittableRandom(seed);
            boolean tauZero = rng.nextBoolean();
            CollectiveInstance in = random(rng, k, tauZero);
            Outcome<CollectiveSchedule> w = new WaterfillSplit().solve(in, Options.defaults());
            Outcome<CollectiveSchedule> o = new OptimalSizes().solve(in, Options.defaults());
            assertTrue(checker.check(in, w.solution()).valid());
            assertTrue(w.objective() >= o.objective() - tol(o.objective()), in.toString());
            if (tauZero) assertEquals(o.objective(), w.objective(), tol(o.objective()), in.toString());
        });
    }

    /** Above the LP's limit, optimize falls back to the water-filling split and says FEASIBLE. */
    @Test
    void largeInstancesFallBackHonestly() {
        int p = 2 * SizeLp.MAX_PROCESSORS;
        double[] w = new double[p];
        java.util.Arrays.fill(w, 1);
        CollectiveInstance in = new CollectiveInstance(p, null, p, w, 1, 0.01, 1, 0.01, 0.5, 0, 0);
        Outcome<CollectiveSchedule> o = new OptimalSizes().solve(in, Options.defaults());
        assertEquals(Status.FEASIBLE, o.status());
        assertTrue(o.note().contains("LP limit"), o.note());
        assertTrue(checker.check(in, o.solution()).valid());
        assertTrue(o.bound() <= o.objective());
    }

    @Test
    void restrictedOrderIsOptimalOnlyWhenItIsTheBetterOne() {
        // four-equal: both orders reach 8 → both OPTIMAL; eight-equal: uni 8.5, bi 9
        CollectiveInstance eight = new CollectiveInstance(8, new double[] {1, 1, 1, 1, 1, 1, 1, 1}, 8,
                new double[] {1, 1, 1, 1, 1, 1, 1, 1}, 1, 0, 1, 0, 0.5, 0, 0);
        Outcome<CollectiveSchedule> uni = new OptimalSizes().solve(eight, Options.defaults().with("order", "uni"));
        Outcome<CollectiveSchedule> bi = new OptimalSizes().solve(eight, Options.defaults().with("order", "bi"));
        assertEquals(Status.OPTIMAL, uni.status());
        assertEquals(8.5, uni.objective(), 1e-9);
        assertEquals(Status.FEASIBLE, bi.status());
        assertEquals(9, bi.objective(), 1e-9);
        assertEquals(8.5, bi.bound(), 1e-9);
    }
}
