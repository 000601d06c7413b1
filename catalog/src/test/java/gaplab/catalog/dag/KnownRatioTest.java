package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.model.core.KnownRatio;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.RandomDags;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import gaplab.verify.dag.DagChecker;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The theory the ratio search checks against (docs/ratio.md), as property tests: ETF without
 * communication on identical processors stays within Graham's 2 − 1/m of the proven optimum, and with
 * communication within Hwang, Chow, Anger &amp; Lee's (2 − 1/m)·ω_opt(no comm) + C_max. Heuristic and
 * optimum are both re-measured by the independent checker.
 */
class KnownRatioTest {
    static final DagChecker CHECK = new DagChecker();
    static final Options EXACT = Options.defaults().withTimeLimit(20);

    /** A random graph of 4–9 tasks on 2–4 identical processors (complete or ring), messages 0..maxEta. */
    static DagInstance random(long seed, int maxEta) throws Exception {
        SplittableRandom r = new SplittableRandom(seed);
        int n = 4 + r.nextInt(6), p = 2 + r.nextInt(3);
        TaskGraph g = RandomDags.small(r, n, 0.1 + 0.5 * r.nextDouble(), 9, maxEta);
        return new DagInstance(g, Machine.parse((r.nextBoolean() ? "complete:" : "ring:") + p));
    }

    static double checked(DagInstance i, Schedule s) {
        var v = CHECK.check(i, s);
        assertTrue(v.valid(), v.violation());
        return v.objective();
    }

    static double optimum(DagInstance i) {
        var o = DagProblem.PROBLEM.exactSolver().orElseThrow().solve(i, EXACT);
        assertEquals(Status.OPTIMAL, o.status(), "small graphs are proven within the limit");
        return checked(i, o.solution());
    }

    @Test
    void etfWithoutCommunicationStaysWithinGrahamsBound() {
        List<KnownRatio<DagInstance>> known = DagProblem.PROBLEM.knownRatios("etf");
        assertEquals(1, known.size());
        qt().withFixedSeed(22).withExamples(150).forAll(longs().all()).checkAssert(seed -> {
            try {
                DagInstance i = random(seed, 0);
                double etf = checked(i, DagProblem.PROBLEM.method("etf").orElseThrow().solve(i, Options.defaults()).solution());
                double ratio = etf / optimum(i);
                double bound = known.get(0).boundOn(i);
                assertEquals(2 - 1.0 / i.processors(), bound, 1e-12, "the bound applies to identical processors without communication");
                assertTrue(ratio <= bound + 1e-9, "ETF ratio " + ratio + " above 2 − 1/m = " + bound + " on seed " + seed);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
    }

    @Test
    void theBoundDoesNotClaimClassesItDoesNotCover() throws Exception {
        KnownRatio<DagInstance> graham = DagProblem.PROBLEM.knownRatios("etf").get(0);
        DagInstance withMessages = new DagInstance(RandomDags.small(new SplittableRandom(3), 6, 0.9, 5, 5), Machine.parse("complete:2"));
        assertTrue(Double.isNaN(graham.boundOn(withMessages)));
        DagInstance noMessages = random(4, 0);
        DagInstance withSpeeds = new DagInstance(noMessages.graph(), noMessages.machine().withSpeeds(speeds(noMessages.processors())));
        assertTrue(Double.isNaN(graham.boundOn(withSpeeds)));
        assertTrue(DagProblem.PROBLEM.knownRatios("dl").isEmpty(), "no proven bound is claimed for DL");
    }

    private static double[] speeds(int p) {
        double[] s = new double[p];
        for (int k = 0; k < p; k++) s[k] = 1 + k;
        return s;
    }

    /** Hwang et al. 1989: ω_ETF ≤ (2 − 1/m)·ω_opt(no communication) + C_max, C_max the costliest chain of messages. */
    @Test
    void etfWithCommunicationStaysWithinHwangsBound() {
        qt().withFixedSeed(89).withExamples(100).forAll(longs().all()).checkAssert(seed -> {
            try {
                DagInstance i = random(seed, 12);
                double etf = checked(i, DagProblem.PROBLEM.method("etf").orElseThrow().solve(i, Options.defaults()).solution());
                TaskGraph g = i.graph();
                double[] zero = new double[g.arcCount()];
                DagInstance silent = new DagInstance(withEtas(g, zero), i.machine());
                double bound = (2 - 1.0 / i.processors()) * optimum(silent) + costliestChain(i);
                assertTrue(etf <= bound + 1e-9, "ETF " + etf + " above (2 − 1/m)·ω_opt + C_max = " + bound + " on seed " + seed);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
    }

    /**
     * A family built by hand (docs/ratio.md) on which ETF is (3K + 3) / (2K + 5) → 3/2 = 2 − 1/m of the
     * optimum on m = 2 processors without communication: Graham's bound is tight for ETF at m = 2. Both
     * exact methods prove the optimum; the checker re-measures every schedule.
     */
    @Test
    void etfTrapFamilyApproachesGrahamsBoundOnTwoProcessors() throws Exception {
        for (int k : new int[]{20, 100, 1000}) {
            DagInstance i = trap(k);
            double etf = checked(i, DagProblem.PROBLEM.method("etf").orElseThrow().solve(i, Options.defaults()).solution());
            assertEquals(3 * k + 3, etf);
            for (String exact : List.of("exact", "cpsat")) {
                var o = DagProblem.PROBLEM.method(exact).orElseThrow().solve(i, EXACT);
                assertEquals(Status.OPTIMAL, o.status(), exact);
                assertEquals(2 * k + 5, checked(i, o.solution()), exact);
            }
            double ratio = etf / (2 * k + 5);
            assertTrue(ratio <= DagProblem.PROBLEM.knownRatios("etf").get(0).boundOn(i));
            if (k >= 100) assertTrue(ratio >= 0.95 * 1.5, "within 95 % of 2 − 1/m: " + ratio);
        }
    }

    /** A → W → {X, Y1 → Y2} → Z, B → X, and an independent L: ETF lets L take the second processor just before Y1 is ready. */
    static DagInstance trap(int k) throws Exception {
        List<String> ids = List.of("A", "W", "B", "L", "X", "Y1", "Y2", "Z");
        double[] mu = {1, 4, 4, k, k, 1, k - 2, k};
        int[] from = {0, 1, 1, 5, 2, 4, 6}, to = {1, 4, 5, 6, 4, 7, 7};
        return new DagInstance(new TaskGraph("trap", "etf-trap-" + k, ids, mu, from, to, new double[from.length], Double.NaN, 0), Machine.parse("complete:2"));
    }

    /**
     * The multi-stage trap F(m, K) (docs/ratio.md): m − 1 traps in a row, each m − 1 long independent
     * tasks released one unit before a chain segment's release, beside a task of strictly higher level.
     * ETF = (2m − 1)K − 2(m − 2), OPT = mK + 2 (the critical path), so ETF / OPT → 2 − 1/m for every m:
     * Graham's bound is tight for ETF without communication. Proven optima by exact and cpsat, ETF's
     * makespan and both optima re-measured by the checker; within 95 % of 2 − 1/m from K = 21 (m = 3, 4).
     */
    @Test
    void multiStageTrapReachesGrahamsBoundForEveryM() throws Exception {
        int[][] cases = {{2, 20}, {2, 100}, {3, 21}, {3, 100}, {4, 21}, {4, 100}};
        for (int[] c : cases) {
            int m = c[0], k = c[1];
            DagInstance i = multiTrap(m, k);
            double etf = checked(i, DagProblem.PROBLEM.method("etf").orElseThrow().solve(i, Options.defaults()).solution());
            assertEquals((2 * m - 1) * k - 2 * (m - 2), etf, "ETF on F(" + m + ", " + k + ")");
            for (String exact : List.of("exact", "cpsat")) {
                var o = DagProblem.PROBLEM.method(exact).orElseThrow().solve(i, EXACT);
                assertEquals(Status.OPTIMAL, o.status(), exact);
                assertEquals(m * k + 2, checked(i, o.solution()), exact + " on F(" + m + ", " + k + ")");
            }
            double ratio = etf / (m * k + 2), bound = 2 - 1.0 / m;
            assertTrue(ratio <= DagProblem.PROBLEM.knownRatios("etf").get(0).boundOn(i));
            if (m >= 3 || k >= 100) assertTrue(ratio >= 0.95 * bound, "within 95 % of 2 − 1/m: " + ratio);
        }
    }

    /** F(m, K) as scripts/etf-trap.py writes it (docs/ratio.md): A → W → stage 1 → … → stage m − 1 → Y_m. */
    static DagInstance multiTrap(int m, int k) throws Exception {
        List<String> ids = new java.util.ArrayList<>();
        List<Double> mu = new java.util.ArrayList<>();
        List<int[]> arcs = new java.util.ArrayList<>();
        java.util.function.BiFunction<String, Double, Integer> task = (id, t) -> { ids.add(id); mu.add(t); return ids.size() - 1; };
        int prevA = task.apply("A", 1.0), prevB = task.apply("W", 1.0);
        arcs.add(new int[]{prevA, prevB});
        int[] next = new int[m];
        int[][] into = new int[m][];
        for (int s = 1; s < m; s++) {
            int x = task.apply("X" + s, (double) k + (s < m - 1 ? 1 : 0)), ya = task.apply("Y" + s + "a", k - 2.0), yb = task.apply("Y" + s + "b", 1.0);
            arcs.add(new int[]{prevB, x});
            arcs.add(new int[]{prevB, ya});
            arcs.add(new int[]{ya, yb});
            for (int j = 1; j < m; j++) arcs.add(new int[]{prevA, task.apply("L" + s + "_" + j, (double) k)});
            into[s] = new int[]{x, yb};
            prevA = ya;
            prevB = yb;
        }
        int last = task.apply("Y" + m, (double) k);
        for (int s = 1; s < m; s++) {   // X_s and Y_sb → the next stage's head (Y_sb → Y_(s+1)a is already there)
            int head = s < m - 1 ? ids.indexOf("Y" + (s + 1) + "a") : last;
            arcs.add(new int[]{into[s][0], head});
            if (s == m - 1) arcs.add(new int[]{into[s][1], head});
        }
        double[] t = new double[mu.size()];
        for (int i = 0; i < t.length; i++) t[i] = mu.get(i);
        int[] from = arcs.stream().mapToInt(a -> a[0]).toArray(), to = arcs.stream().mapToInt(a -> a[1]).toArray();
        return new DagInstance(new TaskGraph("multi-trap", "etf-multitrap-m" + m + "-K" + k, ids, t, from, to, new double[from.length], Double.NaN, 0),
                Machine.parse("complete:" + m));
    }

    /** The largest Σ η·max λ over the arcs of a path. */
    static double costliestChain(DagInstance i) {
        TaskGraph g = i.graph();
        double lmax = 0;
        for (int p = 0; p < i.processors(); p++) for (int q = 0; q < i.processors(); q++) lmax = Math.max(lmax, i.machine().lambda(p, q));
        double[] best = new double[g.size()];
        double top = 0;
        int[] order = g.topologicalOrder();
        for (int k = order.length - 1; k >= 0; k--) {
            int t = order[k];
            for (int a = 0; a < g.arcCount(); a++)
                if (g.from(a) == t) best[t] = Math.max(best[t], g.eta(a) * lmax + best[g.to(a)]);
            top = Math.max(top, best[t]);
        }
        return top;
    }

    static TaskGraph withEtas(TaskGraph g, double[] eta) throws Exception {
        int[] from = new int[g.arcCount()], to = new int[g.arcCount()];
        List<String> ids = new java.util.ArrayList<>();
        double[] mu = new double[g.size()];
        for (int t = 0; t < g.size(); t++) { ids.add(g.id(t)); mu[t] = g.mu(t); }
        for (int a = 0; a < g.arcCount(); a++) { from[a] = g.from(a); to[a] = g.to(a); }
        return new TaskGraph(g.name(), g.name(), ids, mu, from, to, eta, Double.NaN, 0);
    }
}
