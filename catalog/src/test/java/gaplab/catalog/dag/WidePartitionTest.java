package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.cpsat.CpSat;
import gaplab.cpsat.dag.DagCpSat;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The partition test on wide totals ({@code WideSubsetSums}, {@code --param wide-partition}; issue 37, item 3)
 * never loses the optimum: forks and out-trees whose runtimes are written to the millisecond, as a
 * workflow's are (15.000–60.000 s; solved in units of 0.001 s, so the totals, over 75,000 units, are beyond
 * the bit sets' 2^16 and every partition cut is the wide test's), with
 * files of 0 or a few bytes' worth of delay, on 2–4 processors — against brute force, the search without
 * the wide test and CP-SAT; and the wide test did cut.
 */
class WidePartitionTest {
    static DagInstance workflowLike(long seed, int minTasks) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = minTasks + r.nextInt(2);
        boolean fork = r.nextBoolean();
        List<String> ids = new ArrayList<>();
        double[] mu = new double[n];
        int[] from = new int[n - 1], to = new int[n - 1];
        double[] eta = new double[n - 1];
        for (int t = 0; t < n; t++) { ids.add("t" + t); mu[t] = (t == 0 ? 100 + r.nextInt(2000) : 15_000 + r.nextInt(45_001)) / 1000.0; }
        for (int v = 1; v < n; v++) { from[v - 1] = fork ? 0 : r.nextInt(v); to[v - 1] = v; eta[v - 1] = r.nextInt(3) == 0 ? r.nextInt(2000) / 1000.0 : 0; }
        try {
            TaskGraph g = new TaskGraph("wide" + seed, fork ? "fork" : "out-tree", ids, mu, from, to, eta, Double.NaN, 0);
            return new DagInstance(g, Machine.parse("complete:" + (2 + r.nextInt(3))));
        } catch (InputException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void keepsTheOptimumByBruteForceAndCpSat() {
        DagSolver with = PartitionAndSinkPhaseTest.search(), without = PartitionAndSinkPhaseTest.search("wide-partition", "false", "cluster-partition", "false"),
                partitionOnly = PartitionAndSinkPhaseTest.search("sink-phase", "false");
        boolean cpSat = CpSat.unavailable() == null;
        long[] cuts = {0}, cpSatAgreed = {0};
        qt().withFixedSeed(20261127L).withExamples(Integer.getInteger("gaplab.test.examples", 60)).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = workflowLike(seed, seed % 4 == 0 ? 9 : 6);
            Outcome<Schedule> a = with.solve(inst, Options.defaults().withTimeLimit(30));
            Outcome<Schedule> p = partitionOnly.solve(inst, Options.defaults().withTimeLimit(30));
            Outcome<Schedule> b = without.solve(inst, Options.defaults().withTimeLimit(30));
            for (Outcome<Schedule> o : List.of(a, p, b)) {
                assertEquals(Status.OPTIMAL, o.status(), "seed " + seed + " " + o.note());
                assertTrue(DagPropertiesTest.CHECK.check(inst, o.solution()).valid(), "seed " + seed);
            }
            assertEquals(b.objective(), a.objective(), 1e-9, "with vs without the wide partition test, seed " + seed);
            assertEquals(b.objective(), p.objective(), 1e-9, "partition test only, seed " + seed);
            if (inst.tasks() <= 7) assertEquals(DagPropertiesTest.bruteForce(inst), a.objective(), 1e-9, "brute force, seed " + seed + ", " + a.note());
            if (cpSat && seed % 3 == 0) {
                Outcome<Schedule> c = new DagCpSat().solve(inst, Options.defaults().withTimeLimit(20));
                if (c.status() == Status.OPTIMAL) { assertEquals(c.objective(), a.objective(), 1e-9, "CP-SAT vs the search, seed " + seed); cpSatAgreed[0]++; }
                else assertTrue(a.objective() >= c.bound() - 1e-9, "seed " + seed);
            }
            assertEquals(0, PartitionAndSinkPhaseTest.count(PartitionAndSinkPhaseTest.PARTITION_CUTS, b.note()), "no bit-set cuts: " + b.note());
            cuts[0] += PartitionAndSinkPhaseTest.count(PartitionAndSinkPhaseTest.PARTITION_CUTS, p.note());
        });
        assertTrue(cuts[0] >= 20, "wide partition cuts " + cuts[0]);
        assertTrue(!cpSat || cpSatAgreed[0] >= 10, "CP-SAT proved and agreed on " + cpSatAgreed[0]);
    }
}
