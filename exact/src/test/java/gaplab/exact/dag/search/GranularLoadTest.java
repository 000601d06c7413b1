package gaplab.exact.dag.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.RandomDags;
import gaplab.model.dag.Schedule;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link GranularLoad} (issue 37, item 3): its least C agrees with a scan of every whole C; at the root it is
 * never above the optimum (the search without it) on graphs whose durations share a grain, it is above the
 * plain load bound on some, and a mutant with twice the grain exceeds the optimum on some (the test can fail).
 * The catalog's {@code GranularLoadSearchTest} checks the search with it against brute force and CP-SAT.
 */
class GranularLoadTest {
    /** Independent tasks and a few arcs into one or two sinks; durations grain × 1..9, η 0..12, on 2–4 processors. */
    static DagInstance grained(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int grain = new int[] {2, 3, 5, 10}[r.nextInt(4)];
        int sources = 3 + r.nextInt(4), sinks = 1 + r.nextInt(2), n = sources + sinks;
        List<String> ids = new ArrayList<>();
        double[] mu = new double[n];
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        for (int t = 0; t < n; t++) { ids.add((t < sources ? "s" : "j") + t); mu[t] = grain * (1 + r.nextInt(9)); }
        for (int t = 0; t < sources; t++)
            for (int j = sources; j < n; j++) if (j == sources || r.nextBoolean()) { arcs.add(new int[] {t, j}); eta.add((double) r.nextInt(13)); }
        return new DagInstance(RandomDags.build("grained" + seed, "grained", ids, mu, arcs, eta), Machine.complete(2 + r.nextInt(3), 1));
    }

    static double optimum(DagInstance inst) throws InputException {
        var without = new DagBranchAndBound(false, null, SearchSettings.fromParams(Map.of("granular-load", "false")));
        Outcome<Schedule> o = without.solve(inst, Options.defaults().withTimeLimit(600));
        assertEquals(Status.OPTIMAL, o.status(), o.note());
        return o.objective();
    }

    @Test
    void rootBoundNeverAboveTheOptimum() throws InputException {
        int raised = 0, mutantAbove = 0;
        for (long seed = 0; seed < 80; seed++) {
            DagInstance inst = grained(seed);
            InstanceData data = new InstanceData(inst, false, SearchSettings.defaults());
            assertTrue(GranularLoad.applies(data));
            PartialSchedule state = new PartialSchedule(data);
            GranularLoad gl = new GranularLoad(data, state);
            assertTrue(gl.grain >= 2, "seed " + seed + ": grain " + gl.grain);
            double opt = optimum(inst), b = gl.bound(), plain = Math.ceil(new Heads(data, state, true).load() - 1e-9);
            assertTrue(b <= opt + 1e-9, "seed " + seed + ": bound " + b + " above the optimum " + opt);
            if (Math.ceil(b - 1e-9) > plain) raised++;
            if (new GranularLoad(data, state, 2 * gl.grain).bound() > opt + 1e-9) mutantAbove++;
        }
        assertTrue(raised >= 5, "above the plain load bound on " + raised + " graphs");
        assertTrue(mutantAbove >= 1, "the mutant (twice the grain) never exceeded the optimum: the test could not fail");
    }

    @Test
    void leastAgreesWithAScanOfEveryWholeC() {
        SplittableRandom r = new SplittableRandom(7);
        for (int k = 0; k < 400; k++) {
            DagInstance inst = grained(k);
            InstanceData data = new InstanceData(inst, false, SearchSettings.defaults());
            GranularLoad gl = new GranularLoad(data, new PartialSchedule(data), 1 + r.nextInt(12));
            int P = data.processors;
            double[] ready = new double[P];
            for (int p = 0; p < P; p++) ready[p] = r.nextInt(30);
            double tau = r.nextInt(10), w = 1 + r.nextInt(200);
            double least = gl.least(w, tau, ready);
            long scan = 0;
            while (true) {
                double f = 0;
                for (double x : ready) f += gl.grain * Math.max(0, Math.floor((scan - tau - x) / (double) gl.grain));
                if (f >= w) break;
                scan++;
            }
            assertEquals(scan, least, 1e-9, "case " + k + " grain " + gl.grain);
        }
    }

    /** Sources of grain × 1..9 into one sink of grain × 1..3, every message 1..12, on 2–4 processors. */
    static DagInstance oneSink(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int grain = new int[] {2, 3, 5, 10}[r.nextInt(4)];
        int sources = 3 + r.nextInt(5), n = sources + 1;
        List<String> ids = new ArrayList<>();
        double[] mu = new double[n];
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        for (int t = 0; t < sources; t++) { ids.add("s" + t); mu[t] = grain * (1 + r.nextInt(9)); arcs.add(new int[] {t, sources}); eta.add(1.0 + r.nextInt(12)); }
        ids.add("sink");
        mu[sources] = grain * (1 + r.nextInt(3));
        return new DagInstance(RandomDags.build("onesink" + seed, "onesink", ids, mu, arcs, eta), Machine.complete(2 + r.nextInt(3), 1));
    }

    /**
     * {@link BeforeTheSink}: with one sink, the root bound that charges the other processors the least
     * message never exceeds the optimum (found by the search without the granular bounds), and it raises the
     * bound on some graphs; charging twice the least message (unsound) exceeds the optimum on some: the test can fail.
     */
    @Test
    void beforeTheSinkNeverAboveTheOptimum() throws InputException {
        int raised = 0, mutantAbove = 0;
        for (long seed = 0; seed < 60; seed++) {
            DagInstance inst = oneSink(seed);
            InstanceData data = new InstanceData(inst, false, SearchSettings.defaults());
            PartialSchedule state = new PartialSchedule(data);
            GranularLoad gl = new GranularLoad(data, state);
            double opt = optimum(inst), b = gl.bound();
            assertTrue(b <= opt + 1e-9, "seed " + seed + ": bound " + b + " above the optimum " + opt);
            if (b > gl.tails() + 1e-9) raised++;
            gl.beforeTheSink.factor = 2;
            if (gl.bound() > opt + 1e-9) mutantAbove++;
        }
        assertTrue(raised >= 5, "raised above the least tails' bound on " + raised + " graphs");
        assertTrue(mutantAbove >= 1, "charging twice the least message never exceeded the optimum: the test could not fail");
    }

    /** Sources of grain × 1..9 in two groups, each into its merge of grain × 1..4, both into one sink; messages 1..12, 2–4 processors. */
    static DagInstance mergeTree(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int grain = new int[] {2, 3, 5, 10}[r.nextInt(4)];
        int sources = 4 + r.nextInt(4), n = sources + 3;
        List<String> ids = new ArrayList<>();
        double[] mu = new double[n];
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        for (int t = 0; t < sources; t++) {
            ids.add("s" + t); mu[t] = grain * (1 + r.nextInt(9));
            arcs.add(new int[] {t, sources + (t < 2 ? t : r.nextInt(2))}); eta.add(1.0 + r.nextInt(12));
        }
        for (int m = 0; m < 2; m++) { ids.add("merge" + m); mu[sources + m] = grain * (1 + r.nextInt(4)); arcs.add(new int[] {sources + m, n - 1}); eta.add(1.0 + r.nextInt(12)); }
        ids.add("sink");
        mu[n - 1] = grain * (1 + r.nextInt(3));
        return new DagInstance(RandomDags.build("mergetree" + seed, "mergetree", ids, mu, arcs, eta), Machine.complete(2 + r.nextInt(3), 1));
    }

    /**
     * {@link BeforeTheSink#charges} through the tail: on merge trees (srasearch's two merges and final
     * merge), the root bound that charges a processor's last task its message and the rest of the tail beyond it (and
     * the sink's processor's last task before the sink what follows it elsewhere) never exceeds the optimum; it is
     * above the bound that charges the least message alone on some graphs, above the bound without the charge
     * beside the sink on some, and above the bound without the merges' scenarios on some; charging twice as much (unsound) exceeds the optimum on some: the test can fail.
     */
    @Test
    void chargesThroughTheTailNeverAboveTheOptimum() throws InputException {
        int raised = 0, raisedBeside = 0, raisedByScenarios = 0, mutantAbove = 0;
        for (long seed = 0; seed < 60; seed++) {
            DagInstance inst = mergeTree(seed);
            InstanceData data = new InstanceData(inst, false, SearchSettings.defaults());
            PartialSchedule state = new PartialSchedule(data);
            GranularLoad gl = new GranularLoad(data, state), leastMessage = new GranularLoad(data, state), nothingBeside = new GranularLoad(data, state);
            leastMessage.beforeTheSink.chargeLeastMessagesOnly();
            for (double[] beside : nothingBeside.beforeTheSink.chargeBesideTheSink) java.util.Arrays.fill(beside, 0);
            GranularLoad oneScenario = new GranularLoad(data, state);
            oneScenario.beforeTheSink = new BeforeTheSink(data, state, 0);
            double opt = optimum(inst), b = gl.bound();
            assertTrue(b <= opt + 1e-9, "seed " + seed + ": bound " + b + " above the optimum " + opt);
            if (b > leastMessage.bound() + 1e-9) raised++;
            if (b > nothingBeside.bound() + 1e-9) raisedBeside++;
            if (b > oneScenario.bound() + 1e-9) raisedByScenarios++;
            gl.beforeTheSink.factor = 2;
            if (gl.bound() > opt + 1e-9) mutantAbove++;
        }
        assertTrue(raised >= 5, "raised above the least message's bound on " + raised + " graphs");
        assertTrue(raisedBeside >= 3, "the charge beside the sink raised the bound on " + raisedBeside + " graphs");
        assertTrue(raisedByScenarios >= 3, "the merges' scenarios raised the bound on " + raisedByScenarios + " graphs");
        assertTrue(mutantAbove >= 1, "charging twice through the tail never exceeded the optimum: the test could not fail");
    }
}
