package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.analysis.dag.FanBound;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The fan bounds (issue 19) against brute force and the exact searches on joins, forks, fork-joins
 * and random graphs with wide fans: fan-in never above the optimum with or without duplication,
 * fan-out never above the optimum without; on a join on identical processors fan-in is the optimum;
 * and the exact search with them (the default) and without ({@code fan=false}) proves the same optimum.
 */
class FanBoundTest {

    /** A random graph of one of four shapes, n tasks, integral times 1..20 and messages 0..maxEta. */
    static TaskGraph fan(SplittableRandom r, int n, int maxEta) throws Exception {
        int shape = r.nextInt(4);
        List<Integer> from = new ArrayList<>(), to = new ArrayList<>();
        for (int v = 1; v < n; v++) {
            switch (shape) {
                case 0 -> { from.add(v); to.add(0); }                                                      // join into 0
                case 1 -> { from.add(0); to.add(v); }                                                      // fork from 0
                case 2 -> { if (v < n - 1) { from.add(0); to.add(v); from.add(v); to.add(n - 1); } }          // fork-join 0 → … → n−1
                default -> { for (int u = 0; u < v; u++) if (r.nextInt(3) == 0) { from.add(u); to.add(v); } }
            }
        }
        List<String> ids = new ArrayList<>();
        double[] mu = new double[n];
        for (int t = 0; t < n; t++) { ids.add("t" + t); mu[t] = 1 + r.nextInt(20); }
        int m = from.size();
        int[] f = new int[m], t = new int[m];
        double[] eta = new double[m];
        for (int a = 0; a < m; a++) { f[a] = from.get(a); t[a] = to.get(a); eta[a] = r.nextInt(maxEta + 1); }
        return new TaskGraph("fan", "fan-" + shape, ids, mu, f, t, eta, Double.NaN, 0);
    }

    @Test
    void neverAboveTheOptimumAndExactOnJoins() {
        qt().withFixedSeed(19).withExamples(120).forAll(longs().all()).checkAssert(seed -> {
            try {
                SplittableRandom r = new SplittableRandom(seed);
                int n = 2 + r.nextInt(5), P = 2 + r.nextInt(2);
                TaskGraph g = fan(r, n, r.nextBoolean() ? 3 : 25);
                Machine machine = r.nextInt(4) == 0 ? Machine.parse("ring:" + (P + 1)) : Machine.complete(P, 1);
                DagInstance in = new DagInstance(g, machine);
                double brute = DagPropertiesTest.bruteForce(in);
                double fanIn = FanBound.fanIn(in), fanOut = FanBound.fanOut(in);
                assertTrue(fanIn <= brute + 1e-9, "fan-in " + fanIn + " above the optimum " + brute + ", seed " + seed);
                assertTrue(fanOut <= brute + 1e-9, "fan-out " + fanOut + " above the optimum " + brute + ", seed " + seed);
                double floor = r.nextInt((int) brute + 2);
                assertEquals(Math.max(floor, fanIn), Math.max(floor, FanBound.fanIn(in, floor)), 1e-9, "a floor only skips joins that cannot lift it, seed " + seed);
                assertEquals(Math.max(floor, fanOut), Math.max(floor, FanBound.fanOut(in, floor)), 1e-9, "seed " + seed);
                Outcome<Schedule> dup = DagProblem.exactDup().solve(in, Options.defaults().withTimeLimit(20));
                if (dup.status() == Status.OPTIMAL)
                    assertTrue(fanIn <= dup.objective() + 1e-9, "fan-in " + fanIn + " above the duplication optimum " + dup.objective() + ", seed " + seed);
                boolean join = g.name().equals("fan-0") && n >= 3;   // a fan of one predecessor is left to the other bounds
                if (join && machine.identicalProcessors()) assertEquals(brute, fanIn, 1e-9, "a join's fan-in bound is its optimum, seed " + seed);
                for (String on : new String[]{"true", "false"}) {
                    Outcome<Schedule> o = DagProblem.exact().solve(in, Options.defaults().withTimeLimit(20).with("fan", on));
                    assertEquals(Status.OPTIMAL, o.status(), "fan=" + on + ", seed " + seed);
                    assertEquals(brute, o.objective(), 1e-9, "fan=" + on + ", seed " + seed);
                    assertTrue(DagProblem.PROBLEM.checker().check(in, o.solution()).valid(), "seed " + seed);
                }
            } catch (Exception e) {
                throw new AssertionError("seed " + seed, e);
            }
        });
    }
}
