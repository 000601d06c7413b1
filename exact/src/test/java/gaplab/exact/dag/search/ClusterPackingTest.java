package gaplab.exact.dag.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.analysis.dag.DagBounds;
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
 * {@link ClusterPacking} (issue 37, item 3): its packing decision agrees with the enumeration of every
 * assignment of the clusters to the processors, and its bound below an incumbent U is never above the
 * optimum (found by the search without it) for U above the optimum, on srasearch-like graphs with
 * whole-numbered times; it acted (raised the static bound) on some, and a mutant that forms the
 * clusters at the static bound instead of at U − 1 does exceed the optimum on some (the test can fail).
 * The catalog's {@code ClusterPackingSearchTest} checks the whole search against brute force and CP-SAT.
 */
class ClusterPackingTest {
    /** A source, k pairs a → b whose file is large (the pair is often forced together), sometimes a join, on 2–4 processors. */
    static DagInstance pairs(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int k = 3 + r.nextInt(3);
        boolean join = r.nextBoolean();
        int n = 1 + 2 * k + (join ? 1 : 0);
        List<String> ids = new ArrayList<>();
        double[] mu = new double[n];
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        ids.add("src");
        mu[0] = 1 + r.nextInt(5);
        for (int i = 0; i < k; i++) {
            int a = 1 + 2 * i, b = a + 1;
            ids.add("a" + i); ids.add("b" + i);
            mu[a] = 10 + r.nextInt(60);
            mu[b] = 1 + r.nextInt(12);
            arcs.add(new int[]{0, a}); eta.add((double) r.nextInt(4));
            arcs.add(new int[]{a, b}); eta.add((double) (r.nextBoolean() ? 20 + r.nextInt(80) : r.nextInt(10)));
        }
        if (join) {
            ids.add("join");
            mu[n - 1] = 1 + r.nextInt(4);
            for (int i = 0; i < k; i++) { arcs.add(new int[]{2 + 2 * i, n - 1}); eta.add((double) r.nextInt(3)); }
        }
        return new DagInstance(RandomDags.build("pairs" + seed, "pairs", ids, mu, arcs, eta), Machine.complete(2 + r.nextInt(3), 1));
    }

    private static ClusterPacking packing(DagInstance inst) {
        InstanceData data = new InstanceData(inst, false, SearchSettings.defaults());
        assertTrue(ClusterPacking.applies(data));
        return new ClusterPacking(data, DagBounds.topLevelsComm(inst), DagBounds.bottomLevelsComm(inst));
    }

    private static double optimum(DagInstance inst) throws InputException {
        var without = new DagBranchAndBound(false, null, SearchSettings.fromParams(Map.of("cluster-packing", "false")));
        Outcome<Schedule> o = without.solve(inst, Options.defaults().withTimeLimit(30));
        assertEquals(Status.OPTIMAL, o.status(), o.note());
        return o.objective();
    }

    @Test
    void neverAboveTheOptimumBelowAnyIncumbent() throws InputException {
        int raised = 0, mutantAbove = 0;
        for (long seed = 0; seed < 60; seed++) {
            DagInstance inst = pairs(seed);
            double opt = optimum(inst), stat = DagBounds.best(inst);
            ClusterPacking cp = packing(inst);
            for (double u : new double[]{opt, opt + 1, opt + 3, Math.ceil(1.3 * opt)}) {
                double b = Math.min(u, cp.bound(u, stat));
                assertTrue(b <= opt + 1e-9, "seed " + seed + " U " + u + ": bound " + b + " above the optimum " + opt);
                if (u > opt && b > stat + 1e-9) raised++;
                if (u > opt && Math.min(u, cp.bound(u, stat, stat)) > opt + 1e-9) mutantAbove++;
            }
            if (cp.bound(opt, stat) == opt) raised++; // proved the incumbent optimal
        }
        assertTrue(raised >= 5, "the bound raised the static bound " + raised + " times");
        assertTrue(mutantAbove >= 1, "the mutant (clusters at the static bound) never exceeded the optimum: the test could not fail");
    }

    @Test
    void packingDecisionAgreesWithEnumeration() {
        int fit = 0, unfit = 0;
        for (long seed = 100; seed < 160; seed++) {
            DagInstance inst = pairs(seed);
            ClusterPacking cp = packing(inst);
            double stat = DagBounds.best(inst);
            cp.bound(Math.ceil(1.2 * stat) + 1, stat); // forms the clusters below that incumbent
            int P = inst.processors(), k = cp.clusterCount();
            if (k == 0 || Math.pow(P, k) > 100_000) continue; // no arc forced (no packing built), or too many to enumerate
            for (long c = (long) Math.floor(0.8 * stat); c <= (long) Math.ceil(1.2 * stat); c++) {
                boolean any = enumerate(cp, P, k, c);
                assertEquals(any, cp.fits(c), "seed " + seed + " C " + c);
                if (any) fit++; else unfit++;
            }
        }
        assertTrue(fit > 50 && unfit > 50, fit + " fit, " + unfit + " do not");
    }

    /** Every assignment of the k clusters to P processors: does one give least head + work + least tail ≤ c on each? */
    private static boolean enumerate(ClusterPacking cp, int P, int k, long c) {
        int[] a = new int[k];
        while (true) {
            boolean ok = true;
            for (int p = 0; p < P && ok; p++) {
                double w = 0, h = Double.POSITIVE_INFINITY, q = Double.POSITIVE_INFINITY;
                for (int i = 0; i < k; i++) if (a[i] == p) { w += cp.work(i); h = Math.min(h, cp.head(i)); q = Math.min(q, cp.tail(i)); }
                if (h != Double.POSITIVE_INFINITY && h + w + q > c + 1e-9) ok = false;
            }
            if (ok) return true;
            int i = 0;
            while (i < k && ++a[i] == P) a[i++] = 0;
            if (i == k) return false;
        }
    }
}
