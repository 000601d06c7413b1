package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.model.core.InputException;
import gaplab.model.core.LowerBound;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Solver;
import gaplab.model.core.Status;
import gaplab.model.core.Verdict;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.RandomDags;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import gaplab.verify.dag.DagChecker;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Heterogeneous processors given by a cost matrix (each task's time on each processor; Topcuoglu,
 * Hariri &amp; Wu 2002): every exact method agrees with brute force, every bound stays at or below the
 * optimum, every method's schedule passes the checker (which measures each task by its own matrix
 * entry), and the JSON form reads back and rejects what it must.
 */
class CostMatrixTest {
    static final DagChecker CHECK = new DagChecker();
    static final Options EXACT = Options.defaults().withTimeLimit(30);

    /** 2–5 tasks on 1–3 processors, times 1..9 per processor (sometimes two equal columns), η 0..8. */
    static DagInstance random(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = 2 + r.nextInt(4), p = 1 + r.nextInt(3);
        TaskGraph g = RandomDags.small(r, n, 0.2 + 0.5 * r.nextDouble(), 9, r.nextInt(3) == 0 ? 0 : 8);
        double[][] w = new double[n][p];
        boolean twin = p > 1 && r.nextBoolean();
        for (int t = 0; t < n; t++) for (int q = 0; q < p; q++) w[t][q] = twin && q == 1 ? w[t][0] : 1 + r.nextInt(9);
        try {
            return new DagInstance(g, Machine.parse((r.nextBoolean() ? "complete:" : "ring:") + p), w);
        } catch (InputException e) {
            throw new IllegalStateException(e);
        }
    }

    static double checked(DagInstance i, Schedule s) {
        Verdict v = CHECK.check(i, s);
        assertTrue(v.valid(), v.violation());
        return v.objective();
    }

    @Test
    void everyExactMethodAgreesWithBruteForceAndEveryBoundStaysBelow() {
        qt().withFixedSeed(20261125L).withExamples(40).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = random(seed);
            double brute = DagPropertiesTest.bruteForce(inst);
            for (String m : new String[]{"exact", "exact-cp", "cpsat"}) {
                Outcome<Schedule> o = DagProblem.PROBLEM.method(m).orElseThrow().solve(inst, EXACT);
                assertEquals(Status.OPTIMAL, o.status(), m + ", seed " + seed);
                assertEquals(brute, checked(inst, o.solution()), 1e-9, m + " vs brute force, seed " + seed);
            }
            double bare = new gaplab.exact.dag.search.DagBranchAndBound(false, null).solve(inst, EXACT).objective();
            assertEquals(brute, bare, 1e-9, "exact without warm starts, seed " + seed);
            for (LowerBound<DagInstance> b : DagProblem.PROBLEM.bounds())
                assertTrue(b.bound(inst) <= brute + 1e-9, b.name() + " = " + b.bound(inst) + " above the optimum " + brute + ", seed " + seed);
            // with copies allowed the optimum can only fall; both duplication models agree
            double dup = checked(inst, DagProblem.PROBLEM.method("exact-dup").orElseThrow().solve(inst, EXACT).solution());
            assertTrue(dup <= brute + 1e-9);
            Outcome<Schedule> cd = DagProblem.PROBLEM.method("cpsat-dup").orElseThrow().solve(inst, EXACT);
            assertEquals(Status.OPTIMAL, cd.status());
            assertEquals(dup, checked(inst, cd.solution()), 1e-9, "exact-dup vs cpsat-dup, seed " + seed);
        });
    }

    @Test
    void everyHeuristicGivesACheckedScheduleNoBetterThanTheOptimum() {
        qt().withFixedSeed(20261126L).withExamples(40).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = random(seed);
            double brute = DagPropertiesTest.bruteForce(inst);
            for (Solver<DagInstance, Schedule> h : DagProblem.PROBLEM.methods()) {
                if (h.exact()) continue;
                double v = checked(inst, h.solve(inst, Options.defaults()).solution());
                if (DagProblem.PROBLEM.variant(h).isEmpty()) assertTrue(v >= brute - 1e-9, h.name() + " below the optimum, seed " + seed);
            }
        });
    }

    /** The checker measures each task by its own entry: a schedule timed by μ / speed instead is rejected. */
    @Test
    void theCheckerMeasuresTasksByTheMatrix() throws Exception {
        TaskGraph g = new TaskGraph("t", "t", java.util.List.of("a"), new double[]{5}, new int[0], new int[0], new double[0], Double.NaN, 0);
        DagInstance inst = new DagInstance(g, Machine.parse("complete:2"), new double[][]{{3, 7}});
        assertTrue(CHECK.check(inst, new Schedule(java.util.List.of(new Schedule.Slot(0, 1, 0, 7, false)))).valid());
        assertTrue(!CHECK.check(inst, new Schedule(java.util.List.of(new Schedule.Slot(0, 1, 0, 5, false)))).valid());
        assertTrue(!CHECK.check(inst, new Schedule(java.util.List.of(new Schedule.Slot(0, 0, 0, 7, false)))).valid());
    }

    @Test
    void theJsonFormReadsBackAndRejectsWhatItMust(@TempDir Path tmp) throws Exception {
        DagInstance inst = random(7);
        Path f = tmp.resolve("w.json");
        Files.writeString(f, DagFormats.instanceToJson(inst).toPrettyString());
        DagInstance back = DagProblem.PROBLEM.readInstance(f);
        assertEquals(java.util.Arrays.deepToString(inst.times()), java.util.Arrays.deepToString(back.times()));
        String ok = "{\"graph\": {\"tasks\": [{\"id\": \"a\", \"times\": [3, 7]}, {\"id\": \"b\", \"times\": [2, 2]}], \"arcs\": [{\"from\": \"a\", \"to\": \"b\", \"messages\": 4}]},"
                + " \"machine\": {\"spec\": \"complete:2\", \"lambda\": [[0, 1], [1, 0]]}}";
        Files.writeString(f, ok);
        DagInstance read = DagProblem.PROBLEM.readInstance(f);
        assertEquals(7.0, read.duration(0, 1));
        assertEquals(5.0, read.graph().mu(0), "μ is the mean time when not given");
        String[][] bad = {
                {"\"times\": [3, 7]}, {\"id\": \"b\", \"times\": [2, 2]}", "\"times\": [3, 7]}, {\"id\": \"b\", \"time\": 2}", "has no \"times\""},
                {"\"times\": [3, 7]}", "\"times\": [3, 7, 1]}", "3"},
                {"\"times\": [3, 7]}", "\"times\": [3, -7]}", "times"},
                {"\"lambda\": [[0, 1], [1, 0]]}", "\"lambda\": [[0, 1], [1, 0]], \"speed\": [1, 2]}", "speeds"},
        };
        for (String[] b : bad) {
            Files.writeString(f, ok.replace(b[0], b[1]));
            InputException e = assertThrows(InputException.class, () -> DagProblem.PROBLEM.readInstance(f), b[1]);
            assertTrue(e.getMessage().contains(f.toString()) && e.getMessage().contains(b[2]), e.getMessage());
        }
    }

    /** heterogeneity=β draws W(t, p) in μ(t)·[1 − β/2, 1 + β/2] (Topcuoglu et al. 2002), whole numbers ≥ 1, inside its class. */
    @Test
    void theSpaceDrawsCostMatricesAroundMu() throws Exception {
        var space = new gaplab.model.dag.DagSpace();
        var size = java.util.Map.of("tasks", "12", "processors", "4", "heterogeneity", "1");
        var cls = space.instanceClass(size);
        for (long seed = 1; seed <= 20; seed++) {
            DagInstance i = space.random(new SplittableRandom(seed), size);
            assertTrue(i.hasCostMatrix() && cls.contains(i));
            for (int t = 0; t < i.tasks(); t++) for (int p = 0; p < i.processors(); p++) {
                double w = i.duration(t, p), mu = i.graph().mu(t);
                assertTrue(w >= 1 && w == Math.rint(w) && w >= Math.floor(mu * 0.5) && w <= Math.ceil(mu * 1.5), w + " for μ " + mu);
            }
        }
        assertTrue(!cls.contains(space.random(new SplittableRandom(1), java.util.Map.of("tasks", "12", "processors", "4"))));
        assertThrows(InputException.class, () -> space.random(new SplittableRandom(1), java.util.Map.of("heterogeneity", "1", "speeds", "random")));
    }
}
