package gaplab.analysis.collective;

import gaplab.model.collective.Activity;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.Order;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The paper's closed forms (8)–(13) against the event simulation, under the paper's assumptions:
 * (8)/(9) need t_send = t_recv (σ_s = σ_r, τ_s = τ_r); (11)/(13) need result messages of size 0,
 * σ_s = σ_r, and gather starts as in (13).
 */
class ClosedFormsTest {

    @Test
    void pathCodesAndBlocksOfTheEightProcessorTree() {
        assertArrayEquals(new int[] {1, 0, 1}, ClosedForms.scatterPathCode(5, 3));
        assertArrayEquals(new int[] {0, 0, 0}, ClosedForms.scatterPathCode(0, 3));
        // eq. (12): w' = (j-1) mod p, μ = complement; P1 travels over all k hops, P0 over none
        assertArrayEquals(new int[] {1, 1, 1}, ClosedForms.gatherPathCode(1, 3, Order.UNI));
        assertArrayEquals(new int[] {0, 0, 0}, ClosedForms.gatherPathCode(0, 3, Order.UNI));
        assertArrayEquals(new int[] {0, 0, 1}, ClosedForms.gatherPathCode(7, 3, Order.UNI));
        assertArrayEquals(new int[] {1, 0, 0}, ClosedForms.gatherPathCode(4, 3, Order.UNI));
        // eqs. (6), (7): step 1 P0 sends [4,7]; step 2 P4 sends [6,7]; step 3 P6 sends [7,7]
        assertEquals(4, ClosedForms.jMin(1, 0, 3));
        assertEquals(7, ClosedForms.jMax(1, 0, 3));
        assertEquals(6, ClosedForms.jMin(2, 4, 3));
        assertEquals(7, ClosedForms.jMax(2, 4, 3));
        assertEquals(7, ClosedForms.jMin(3, 6, 3));
        assertEquals(7, ClosedForms.jMax(3, 6, 3));
        for (int k = 1; k <= 6; k++)
            for (int i = 1; i <= k; i++)
                for (int j1 = 0; j1 < (1 << k); j1 += 1 << (k - i + 1))
                    assertEquals(ClosedForms.jMin(i, j1, k) + (1 << (k - i)) - 1, ClosedForms.jMax(i, j1, k));
    }

    /** The gather path code's number of ones is the number of hops of P_j's result in the simulated tree. */
    @Test
    void gatherPathCodeCountsTheHopsInTheTree() {
        for (int k = 1; k <= 6; k++) {
            int p = 1 << k;
            for (Order o : Order.values())
                for (int j = 0; j < p; j++) {
                    int hops = 0, at = j;
                    while (at != 0) {
                        List<BinomialTree.Op> prog = BinomialTree.program(at, p, o);
                        at = prog.get(prog.size() - 1).peer();
                        hops++;
                        assertTrue(hops <= k);
                    }
                    assertEquals(ClosedForms.ones(ClosedForms.gatherPathCode(j, k, o)), hops, "P" + j + " " + o + " p=" + p);
                }
        }
    }

    static double scatterEnd(CollectiveSchedule s, int j) {
        double t = 0;
        for (Activity a : s.timeline().get(j)) if (a.phase() == Activity.Phase.SCATTER) t = Math.max(t, a.end());
        return t;
    }

    static double computeEnd(CollectiveSchedule s, int j) {
        for (Activity a : s.timeline().get(j)) if (a.kind() == Activity.Kind.COMPUTE) return a.end();
        throw new AssertionError("no compute on P" + j);
    }

    @Test
    void scatterTimesEqualEquations8And9WhenSendEqualsReceive() {
        qt().withFixedSeed(20261121L).withExamples(300).forAll(integers().between(1, 6), longs().all()).checkAssert((k, seed) -> {
            SplittableRandom rng = new SplittableRandom(seed);
            CollectiveInstance in = Gen.instance(rng, k, true, false, false, rng.nextBoolean());
            for (Order o : Order.values()) {
                CollectiveSchedule s = Simulation.run(in, o, in.sizes());
                for (int j = 0; j < in.processors(); j++) {
                    double sim = scatterEnd(s, j);
                    assertTrue(Gen.close(sim, ClosedForms.scatterTime(in, in.sizes(), j)), in + " P" + j + " sim " + sim);
                    assertTrue(Gen.close(sim, ClosedForms.scatterTimeEq8(in, in.sizes(), j)), in + " P" + j);
                }
            }
        });
    }

    /** Without t_send = t_recv the closed form (9) is not the model's time: a concrete counterexample. */
    @Test
    void equation9NeedsSendEqualsReceive() {
        CollectiveInstance in = new CollectiveInstance(2, new double[] {1, 1}, 2, new double[] {1, 1},
                1, 0, 3, 0, 0.5, 0, 0);
        CollectiveSchedule s = Simulation.run(in, Order.UNI, in.sizes());
        assertEquals(3.5, scatterEnd(s, 1), 1e-12); // δ + t_recv = 0.5 + 3
        assertEquals(1.5, ClosedForms.scatterTime(in, in.sizes(), 1), 1e-12); // σ_s + δ
    }

    /**
     * (11) and (13): with results of size 0 and σ_s = σ_r, let every processor finish computing at
     * g_j = g_1 + (k - |μ_j|)δ (choose w_j accordingly). Then nobody waits in the gather, and every
     * g_j + t_j (11) equals the simulated end of the gather.
     */
    @Test
    void gatherTimesEqualEquations11And13WhenNobodyWaits() {
        qt().withFixedSeed(20261121L).withExamples(200).forAll(integers().between(1, 6), longs().all()).checkAssert((k, seed) -> {
            SplittableRandom rng = new SplittableRandom(seed);
            CollectiveInstance base = Gen.instance(rng, k, true, false, false, true);
            int p = base.processors();
            double[] d = base.sizes();
            for (int j = 0; j < p; j++) d[j] = 1 + Gen.r(rng, 0, 4); // positive sizes, so w_j can be solved for
            base = base.withSizes(d);
            for (Order o : Order.values()) {
                CollectiveSchedule s0 = Simulation.run(base, o, d);
                double latest = 0;
                for (int j = 0; j < p; j++) latest = Math.max(latest, scatterEnd(s0, j));
                double g1 = latest + k * base.delta() + 1 + Gen.r(rng, 0, 5);
                double[] w = new double[p];
                for (int j = 0; j < p; j++) w[j] = (ClosedForms.gatherStart(base, g1, j, o) - scatterEnd(s0, j)) / d[j];
                CollectiveInstance in = base.withComputePerUnit(w);
                CollectiveSchedule s = Simulation.run(in, o, d);
                double total = s.total();
                for (int j = 0; j < p; j++) {
                    double gj = computeEnd(s, j);
                    assertTrue(Gen.close(gj, ClosedForms.gatherStart(in, g1, j, o)), "(13) P" + j + " " + o + " " + in);
                    assertTrue(Gen.close(gj + ClosedForms.gatherTime(in, j, o), total), "(11) P" + j + " " + o + " " + in);
                    for (Activity a : s.timeline().get(j))
                        assertTrue(a.kind() != Activity.Kind.WAIT || a.end() <= gj + 1e-9 * Math.max(1, total)
                                || a.end() - a.start() <= 1e-9 * Math.max(1, total), "P" + j + " waits in the gather " + a);
                }
                assertTrue(Gen.close(total, g1 + k * in.sigmaSend() + k * in.delta()));
            }
        });
    }

    /** The longest-path generalisation of (11): any finishing times, results of size 0. */
    @Test
    void gatherEndIsTheLongestPathForResultsOfSizeZero() {
        qt().withFixedSeed(20261121L).withExamples(300).forAll(integers().between(1, 6), longs().all()).checkAssert((k, seed) -> {
            SplittableRandom rng = new SplittableRandom(seed);
            CollectiveInstance in = Gen.instance(rng, k, rng.nextBoolean(), false, false, true);
            if (in.sigmaSend() > in.delta() + in.sigmaRecv()) return; // then a last send may outlast P0's receive
            for (Order o : Order.values()) {
                CollectiveSchedule s = Simulation.run(in, o, in.sizes());
                double[] ready = new double[in.processors()];
                for (int j = 0; j < ready.length; j++) ready[j] = computeEnd(s, j);
                assertTrue(Gen.close(s.total(), ClosedForms.gatherEnd(in, ready, o)), in + " " + o);
            }
        });
    }
}
