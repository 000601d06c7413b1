package gaplab.exact.dag.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link PackingStart} (issue 37, item 3): its schedule is feasible (each task once, no overlap on a processor,
 * every arc's data there in time: checked here from the definitions) and never below the optimum of the search
 * without it; the search with it (pilot and local search on) proves the same optimum; and it acted: shorter than
 * one processor on most graphs, optimal on some. The catalog's {@code ClusterPackingSearchTest} checks
 * the defaults, which include it, against brute force and CP-SAT.
 */
class PackingStartTest {
    @Test
    void feasibleAndKeepsTheOptimum() throws InputException {
        var without = new DagBranchAndBound(false, null, SearchSettings.fromParams(Map.of("packing-start", "false", "cluster-packing", "false")));
        var with = new DagBranchAndBound(false, null, SearchSettings.fromParams(Map.of("pilot-nodes", "20")));
        int optimal = 0, parallel = 0;
        for (long seed = 0; seed < 60; seed++) {
            DagInstance inst = ClusterPackingTest.pairs(seed);
            Outcome<Schedule> opt = without.solve(inst, Options.defaults().withTimeLimit(30));
            assertEquals(Status.OPTIMAL, opt.status(), opt.note());
            Schedule s = PackingStart.schedule(new InstanceData(inst, false, SearchSettings.defaults()));
            assertNotNull(s, "identical processors: the start applies");
            feasible(inst, s, "seed " + seed);
            assertTrue(s.makespan() >= opt.objective() - 1e-9, "seed " + seed);
            Outcome<Schedule> w = with.solve(inst, Options.defaults().withTimeLimit(30));
            assertEquals(Status.OPTIMAL, w.status(), w.note());
            assertEquals(opt.objective(), w.objective(), 1e-9, "seed " + seed);
            double serial = 0;
            for (int t = 0; t < inst.tasks(); t++) serial += inst.duration(t, 0);
            if (s.makespan() < serial - 1e-9) parallel++;
            if (s.makespan() <= opt.objective() + 1e-9) optimal++;
        }
        assertTrue(parallel >= 30 && optimal >= 3, "the start beat one processor on " + parallel + " graphs and was optimal on " + optimal);
    }

    /** Every task once; on each processor no two overlap; each arc's data arrive (η·λ later across processors) before the start. */
    static void feasible(DagInstance inst, Schedule s, String what) {
        TaskGraph g = inst.graph();
        int n = g.size();
        double[] st = new double[n], fin = new double[n];
        int[] on = new int[n];
        int[] seen = new int[n];
        for (Schedule.Slot x : s.slots()) { seen[x.task()]++; st[x.task()] = x.start(); fin[x.task()] = x.end(); on[x.task()] = x.processor(); }
        for (int t = 0; t < n; t++) {
            assertEquals(1, seen[t], what + ": task " + t);
            assertEquals(inst.duration(t, on[t]), fin[t] - st[t], 1e-9, what + ": duration of " + t);
        }
        for (int a = 0; a < g.arcCount(); a++) {
            int u = g.from(a), v = g.to(a);
            double delay = on[u] == on[v] ? 0 : g.eta(a) * inst.machine().lambda(on[u], on[v]);
            assertTrue(st[v] >= fin[u] + delay - 1e-9, what + ": arc " + u + " -> " + v);
        }
        for (int x = 0; x < n; x++) for (int y = x + 1; y < n; y++)
            if (on[x] == on[y]) assertTrue(fin[x] <= st[y] + 1e-9 || fin[y] <= st[x] + 1e-9, what + ": " + x + " and " + y + " overlap");
    }
}
