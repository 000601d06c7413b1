package gaplab.exact.dag.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link ForkJoinLevel} (issue 37, item 3): on fork-join levels (one or two sources, 3–7 level tasks, one or two
 * sinks, whole-numbered times with small messages, 2–4 processors) its bound is never above the optimum (the
 * search without it), it is the optimum on some and above the static bounds on some, its start is a feasible
 * schedule never below the optimum, and a mutant taking each end's largest message instead of its least
 * exceeds the optimum on some (the test can fail); a graph of another shape is refused. The catalog's
 * {@code ForkJoinLevelSearchTest} checks the search with it against brute force and CP-SAT.
 */
class ForkJoinLevelTest {
    static DagInstance forkJoin(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int sources = 1 + r.nextInt(2), k = 3 + r.nextInt(5), sinks = 1 + r.nextInt(2), n = sources + k + sinks;
        List<String> ids = new ArrayList<>();
        double[] mu = new double[n];
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            ids.add("t" + t);
            mu[t] = t < sources || t >= sources + k ? 1 + r.nextInt(6) : 20 + r.nextInt(80);
        }
        for (int s = 0; s < sources; s++) for (int i = sources; i < sources + k; i++) { arcs.add(new int[] {s, i}); eta.add((double) r.nextInt(5)); }
        for (int i = sources; i < sources + k; i++) for (int j = sources + k; j < n; j++) { arcs.add(new int[] {i, j}); eta.add((double) r.nextInt(6)); }
        int[] from = new int[arcs.size()], to = new int[arcs.size()];
        double[] e = new double[arcs.size()];
        for (int x = 0; x < e.length; x++) { from[x] = arcs.get(x)[0]; to[x] = arcs.get(x)[1]; e[x] = eta.get(x); }
        try {
            return new DagInstance(new TaskGraph("fj" + seed, "fj", ids, mu, from, to, e, Double.NaN, 0), Machine.parse("complete:" + (2 + r.nextInt(3))));
        } catch (InputException ex) {
            throw new IllegalStateException(ex);
        }
    }

    @Test
    void boundNeverAboveTheOptimumAndStartFeasible() throws InputException {
        var without = new DagBranchAndBound(false, null, SearchSettings.fromParams(Map.of("fork-join-level", "false")));
        int tight = 0, raised = 0, mutantAbove = 0;
        for (long seed = 0; seed < 80; seed++) {
            DagInstance inst = forkJoin(seed);
            Outcome<Schedule> o = without.solve(inst, Options.defaults().withTimeLimit(600));
            assertEquals(Status.OPTIMAL, o.status(), o.note());
            double opt = o.objective();
            InstanceData data = new InstanceData(inst, false, SearchSettings.defaults());
            ForkJoinLevel f = ForkJoinLevel.of(data);
            assertNotNull(f, "seed " + seed + ": a fork-join level");
            double b = f.bound();
            assertTrue(b <= opt + 1e-9, "seed " + seed + ": bound " + b + " above the optimum " + opt);
            if (Math.ceil(b - 1e-9) == opt) tight++;
            if (Math.ceil(b - 1e-9) > gaplab.analysis.dag.DagBounds.best(inst, false) + 1e-9) raised++;
            if (ForkJoinLevel.of(data, true).bound() > opt + 1e-9) mutantAbove++;
            if (inst.processors() != 3) {
                Schedule s = f.start();
                assertNotNull(s, "seed " + seed);
                PackingStartTest.feasible(inst, s, "seed " + seed);
                assertTrue(s.makespan() >= opt - 1e-9, "seed " + seed);
            }
        }
        assertTrue(tight >= 10, "the bound was the optimum on " + tight + " graphs");
        assertTrue(raised >= 3, "above the static bounds on " + raised + " graphs");
        assertTrue(mutantAbove >= 1, "the mutant (largest messages) never exceeded the optimum: the test could not fail");
    }

    @Test
    void otherShapesAreRefused() {
        DagInstance pairs = ClusterPackingTest.pairs(3);
        assertNull(ForkJoinLevel.of(new InstanceData(pairs, false, SearchSettings.defaults())));
    }
}
