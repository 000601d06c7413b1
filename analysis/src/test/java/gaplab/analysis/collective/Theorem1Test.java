package gaplab.analysis.collective;

import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.Order;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Theorem 1 (seed 003, after [1]): with equal sizes and t_send = t_recv, the unidirectional operation
 * is never slower than the bidirectional one.
 */
class Theorem1Test {

    static double t(CollectiveInstance in, Order o) { return Simulation.total(in, o, in.sizes()); }

    /** The theorem's conditions: equal sizes, equal processors, σ_s = σ_r, τ_s = τ_r; any results. */
    @Test
    void unidirectionalNeverSlowerForEqualSizes() {
        qt().withFixedSeed(20261121L).withExamples(400).forAll(integers().between(1, 7), longs().all()).checkAssert((k, seed) -> {
            SplittableRandom rng = new SplittableRandom(seed);
            CollectiveInstance in = Gen.instance(rng, k, true, true, true, rng.nextBoolean());
            double uni = t(in, Order.UNI), bi = t(in, Order.BI);
            assertTrue(uni <= bi + 1e-9 * Math.max(1, bi), "uni " + uni + " > bi " + bi + " for " + in);
        });
    }

    /** With results of size 0 the difference is exactly (k+1)δ − 2kδ = −(k−1)δ (longest paths of (11)). */
    @Test
    void differenceForResultsOfSizeZero() {
        qt().withFixedSeed(20261121L).withExamples(200).forAll(integers().between(1, 7), longs().all()).checkAssert((k, seed) -> {
            SplittableRandom rng = new SplittableRandom(seed);
            CollectiveInstance in = Gen.instance(rng, k, true, true, true, true);
            double uni = t(in, Order.UNI), bi = t(in, Order.BI);
            assertTrue(Gen.close(bi - uni, (k - 1) * in.delta()), "bi - uni = " + (bi - uni) + " for " + in);
        });
    }

    /**
     * Each condition of the theorem is needed: dropping any one of them (equal sizes, equal
     * processors, t_send = t_recv) lets a short deterministic search find instances where the
     * unidirectional order is slower.
     */
    @Test
    void everyConditionOfTheTheoremIsNeeded() {
        String[] dropped = {"equal sizes", "equal speeds", "send = receive"};
        for (int c = 0; c < 3; c++) {
            boolean found = false;
            for (long seed = 0; seed < 5000 && !found; seed++) {
                SplittableRandom rng = new SplittableRandom(seed);
                int k = 1 + rng.nextInt(4);
                CollectiveInstance in = Gen.instance(rng, k, c != 2, c != 0, c != 1, rng.nextBoolean());
                found = t(in, Order.UNI) > t(in, Order.BI) + 1e-9;
            }
            assertTrue(found, "no counterexample without " + dropped[c]);
        }
    }
}
