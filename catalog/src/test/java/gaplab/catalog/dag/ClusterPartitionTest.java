package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.cpsat.CpSat;
import gaplab.cpsat.dag.DagCpSat;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Machine;
import gaplab.model.dag.RandomDags;
import gaplab.model.dag.Schedule;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The partition test over forced clusters ({@code ClusterPartition}, {@code --param cluster-partition}; issue 37,
 * item 3) never loses the optimum: srasearch-like graphs — a short source, then k pairs a → b whose file is so
 * large that a remote b would end past any good schedule (so each pair is a cluster), sometimes a join —
 * with millisecond runtimes on 2–4 processors, against brute force (up to 7 tasks), the search without the
 * test, and CP-SAT; and the test did cut.
 */
class ClusterPartitionTest {
    static DagInstance pairs(long seed, int k) {
        SplittableRandom r = new SplittableRandom(seed);
        boolean join = r.nextBoolean();
        int n = 1 + 2 * k + (join ? 1 : 0);
        List<String> ids = new ArrayList<>();
        double[] mu = new double[n];
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        ids.add("src");
        mu[0] = (100 + r.nextInt(900)) / 1000.0;
        for (int i = 0; i < k; i++) {
            int a = 1 + 2 * i, b = a + 1;
            ids.add("a" + i); ids.add("b" + i);
            mu[a] = (5_000 + r.nextInt(40_001)) / 1000.0;
            mu[b] = (200 + r.nextInt(8_000)) / 1000.0;
            arcs.add(new int[]{0, a}); eta.add(r.nextInt(500) / 1000.0);
            arcs.add(new int[]{a, b}); eta.add((50_000 + r.nextInt(50_000)) / 1000.0);
            if (r.nextInt(3) == 0) { arcs.add(new int[]{0, b}); eta.add(r.nextInt(500) / 1000.0); }
        }
        if (join) {
            ids.add("join");
            mu[n - 1] = (100 + r.nextInt(900)) / 1000.0;
            for (int i = 0; i < k; i++) { arcs.add(new int[]{2 + 2 * i, n - 1}); eta.add(r.nextInt(300) / 1000.0); }
        }
        return new DagInstance(RandomDags.build("pairs" + seed, "pairs", ids, mu, arcs, eta), Machine.complete(2 + r.nextInt(3), 1));
    }

    @Test
    void keepsTheOptimumByBruteForceAndCpSat() {
        DagSolver with = PartitionAndSinkPhaseTest.search("wide-partition", "false", "sink-phase", "false"),
                without = PartitionAndSinkPhaseTest.search("wide-partition", "false", "sink-phase", "false", "cluster-partition", "false"),
                defaults = PartitionAndSinkPhaseTest.search();
        boolean cpSat = CpSat.unavailable() == null;
        long[] cuts = {0}, cpSatAgreed = {0};
        qt().withFixedSeed(20261127L).withExamples(Integer.getInteger("gaplab.test.examples", 50)).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = pairs(seed, seed % 3 == 0 ? 5 : 3);
            Outcome<Schedule> a = with.solve(inst, Options.defaults().withTimeLimit(30));
            Outcome<Schedule> b = without.solve(inst, Options.defaults().withTimeLimit(30));
            Outcome<Schedule> d = defaults.solve(inst, Options.defaults().withTimeLimit(30));
            for (Outcome<Schedule> o : List.of(a, b, d)) {
                assertEquals(Status.OPTIMAL, o.status(), "seed " + seed + " " + o.note());
                assertTrue(DagPropertiesTest.CHECK.check(inst, o.solution()).valid(), "seed " + seed);
            }
            assertEquals(b.objective(), a.objective(), 1e-9, "with vs without the cluster partition test, seed " + seed);
            assertEquals(b.objective(), d.objective(), 1e-9, "defaults, seed " + seed);
            if (inst.tasks() <= 7) assertEquals(DagPropertiesTest.bruteForce(inst), a.objective(), 1e-9, "brute force, seed " + seed + ", " + a.note());
            if (cpSat && seed % 2 == 0) {
                Outcome<Schedule> c = new DagCpSat().solve(inst, Options.defaults().withTimeLimit(20));
                if (c.status() == Status.OPTIMAL) { assertEquals(c.objective(), a.objective(), 1e-9, "CP-SAT vs the search, seed " + seed); cpSatAgreed[0]++; }
                else assertTrue(a.objective() >= c.bound() - 1e-9, "seed " + seed);
            }
            cuts[0] += PartitionAndSinkPhaseTest.count(PartitionAndSinkPhaseTest.PARTITION_CUTS, a.note())
                    - PartitionAndSinkPhaseTest.count(PartitionAndSinkPhaseTest.PARTITION_CUTS, b.note());
        });
        assertTrue(cuts[0] >= 10, "cluster partition cuts (beyond the plain test's) " + cuts[0]);
        assertTrue(!cpSat || cpSatAgreed[0] >= 10, "CP-SAT proved and agreed on " + cpSatAgreed[0]);
    }
}
