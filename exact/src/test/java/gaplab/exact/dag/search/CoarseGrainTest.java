package gaplab.exact.dag.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.InputException;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.RandomDags;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link CoarseGrain} (issue 37, item 3: nextflow's whole seconds beside a few fine tasks): on graphs of coarse tasks
 * (10,000 units × 1..6) and a few fine ones (1,000 units × 1..9, not multiples of 10,000), with a few arcs, on 2–4
 * processors, its root bound never exceeds the optimum of the search without the granular bounds, it is above the
 * load bound and the granular bound at the common grain on some, and a mutant that does not let the longest fine task
 * use the caps' slack (unsound) exceeds the optimum on some: the test can fail. The catalog's {@code
 * GranularLoadSearchTest.keepsTheOptimumWithCoarseGrains} checks the search with it against brute force and CP-SAT.
 */
class CoarseGrainTest {
    /** 3–6 coarse tasks and 1–2 fine ones, a few arcs of 1–12 units; 2–4 processors. */
    static DagInstance coarse(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int k = 3 + r.nextInt(4), f = 1 + r.nextInt(2), n = k + f;
        double[] mu = new double[n];
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            ids.add("t" + t);
            mu[t] = t < k ? 10_000 * (1 + r.nextInt(6)) : 1_000 * (1 + r.nextInt(9));
        }
        for (int t = 1; t < n; t++) if (r.nextInt(4) == 0) { arcs.add(new int[] {r.nextInt(t), t}); eta.add(1.0 + r.nextInt(12)); }
        return new DagInstance(RandomDags.build("coarse" + seed, "coarse", ids, mu, arcs, eta), Machine.complete(2 + r.nextInt(3), 1));
    }

    @Test
    void rootBoundNeverAboveTheOptimum() throws InputException {
        int raised = 0, mutantAbove = 0;
        for (long seed = 0; seed < 80; seed++) {
            DagInstance inst = coarse(seed);
            InstanceData data = new InstanceData(inst, false, SearchSettings.defaults());
            PartialSchedule state = new PartialSchedule(data);
            GranularLoad gl = new GranularLoad(data, state);
            double opt = GranularLoadTest.optimum(inst), b = gl.coarseGrain.bound(0), plain = Math.max(gl.tails(), Math.ceil(new Heads(data, state, true).load() - 1e-9));
            assertTrue(b <= opt + 1e-9, "seed " + seed + ": bound " + b + " above the optimum " + opt);
            assertTrue(gl.bound() <= opt + 1e-9, "seed " + seed + ": the granular bound above the optimum");
            if (b > plain + 1e-9) raised++;
            gl.coarseGrain.slack = false;
            if (gl.coarseGrain.bound(0) > opt + 1e-9) mutantAbove++;
        }
        assertTrue(raised >= 5, "above the load and granular bounds on " + raised + " graphs");
        assertTrue(mutantAbove >= 1, "the mutant without the caps' slack exceeded the optimum on " + mutantAbove + " graphs: the test could not fail");
    }
}
