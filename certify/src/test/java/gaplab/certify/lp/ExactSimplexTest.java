package gaplab.certify.lp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.model.core.Rational;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The exact simplex on random LPs that are feasible (a random x0 ≥ 0 satisfies every row) and bounded (c ≥ 0):
 * from ojAlgo's point, from x0 (feasible, usually not optimal) and from no point at all (the crash basis is
 * then infeasible and phase 1 runs), the same optimum, and each answer an optimal primal–dual pair checked
 * here: x ≥ 0, every row holds, y ≥ 0 on ≥ rows, every reduced cost ≥ 0, c·x = b·y. Infeasible and
 * unbounded LPs are refused.
 */
class ExactSimplexTest {
    static RationalLp random(SplittableRandom rng, int n, int m, double[] x0) {
        RationalLp lp = new RationalLp();
        for (int j = 0; j < n; j++) {
            lp.variable("x" + j, Rational.of(rng.nextInt(0, 6)));
            x0[j] = rng.nextInt(3) == 0 ? 0 : rng.nextInt(0, 5);
        }
        for (int i = 0; i < m; i++) {
            boolean eq = rng.nextInt(4) == 0;
            RationalLp.Row r = lp.row("r" + i, eq, Rational.ZERO);
            Rational act = Rational.ZERO;
            for (int j = 0; j < n; j++) if (rng.nextInt(3) > 0) {
                Rational a = Rational.of(rng.nextInt(-6, 7), rng.nextInt(1, 4)); // thirds and halves too
                RationalLp.add(r.a(), j, a);
                act = act.add(a.multiply(Rational.of((long) x0[j])));
            }
            lp.rows.set(i, new RationalLp.Row(r.name(), eq, r.a(), eq ? act : act.subtract(Rational.of(rng.nextInt(0, 4)))));
        }
        return lp;
    }

    /** Is (x, y) an optimal pair of value v? */
    static void optimal(RationalLp lp, ExactSimplex.Solution s) {
        Rational[] reduced = new Rational[lp.variableCount()];
        for (int j = 0; j < reduced.length; j++) {
            assertTrue(s.x()[j].signum() >= 0);
            reduced[j] = lp.cost(j);
        }
        Rational dual = Rational.ZERO;
        for (int i = 0; i < lp.rowCount(); i++) {
            RationalLp.Row r = lp.row(i);
            int c = lp.activity(i, s.x()).compareTo(r.b());
            assertTrue(r.equality() ? c == 0 : c >= 0, "row " + r.name());
            assertTrue(r.equality() || s.y()[i].signum() >= 0, "dual sign of " + r.name());
            dual = dual.add(s.y()[i].multiply(r.b()));
            for (Map.Entry<Integer, Rational> e : r.a().entrySet()) reduced[e.getKey()] = reduced[e.getKey()].subtract(s.y()[i].multiply(e.getValue()));
        }
        for (Rational d : reduced) assertTrue(d.signum() >= 0, "reduced cost " + d);
        assertEquals(lp.objective(s.x()), dual);
        assertEquals(s.value(), dual);
    }

    @Test
    void everyStartGivesTheSameCheckedOptimum() {
        int[] phaseOne = {0};
        qt().withFixedSeed(35L).withExamples(300).forAll(longs().all(), integers().between(1, 8), integers().between(1, 8)).checkAssert((seed, n, m) -> {
            double[] x0 = new double[n];
            RationalLp lp = random(new SplittableRandom(seed), n, m, x0);
            ExactSimplex.Solution a = ExactSimplex.solve(lp, 60), b = ExactSimplex.solve(lp, x0, 60), c = ExactSimplex.solve(lp, null, 60);
            optimal(lp, a);
            optimal(lp, b);
            optimal(lp, c);
            assertEquals(a.value(), b.value());
            assertEquals(a.value(), c.value());
            if (c.phaseOne()) phaseOne[0]++;
        });
        assertTrue(phaseOne[0] > 50, "phase 1 ran " + phaseOne[0] + " times");
    }

    @Test
    void infeasibleAndUnboundedAreRefused() {
        RationalLp infeasible = new RationalLp();
        int x = infeasible.variable("x", Rational.ONE);
        infeasible.row("atLeastOne", false, Rational.ONE, x, Rational.ONE);
        infeasible.row("atMostZero", false, Rational.ZERO, x, Rational.of(-1));
        assertThrows(ArithmeticException.class, () -> ExactSimplex.solve(infeasible, null, 10));
        assertThrows(ArithmeticException.class, () -> ExactSimplex.solve(infeasible, 10));
        RationalLp unbounded = new RationalLp();
        int u = unbounded.variable("u", Rational.of(-1));
        unbounded.row("positive", false, Rational.ONE, u, Rational.ONE);
        assertThrows(ArithmeticException.class, () -> ExactSimplex.solve(unbounded, null, 10));
    }
}
