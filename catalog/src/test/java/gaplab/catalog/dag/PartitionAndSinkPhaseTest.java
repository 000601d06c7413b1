package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.cpsat.CpSat;
import gaplab.cpsat.dag.DagCpSat;
import gaplab.exact.dag.search.DagBranchAndBound;
import gaplab.exact.dag.search.SearchSettings;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.core.Verdict;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.SplittableRandom;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The parts that closed the last Sinnen graphs (issue 19) never lose the optimum: the partition test
 * over the processors' remaining capacities, the sink phase (the last sinks assigned exactly) and the
 * order rule that keeps a ready task with successors from following a sink. By brute force on small
 * forks, joins, trees, fork-joins and DAGs with little communication (where the allocation is close to
 * number partitioning and the parts act), and on 10–13 tasks against the search without them and
 * CP-SAT. Each test also checks that the parts did act, so it can fail.
 */
class PartitionAndSinkPhaseTest {
    static final Pattern PARTITION_CUTS = Pattern.compile("(\\d+) partition cuts"), SINK_PHASES = Pattern.compile("(\\d+) sink phases");

    /** The defaults without pilot and local search (so that the search itself finds the schedules), with these keys changed. */
    static DagSolver search(String... keyValues) {
        Map<String, String> m = new LinkedHashMap<>(Map.of("pilot-nodes", "0", "local-search", "0"));
        for (int i = 0; i < keyValues.length; i += 2) m.put(keyValues[i], keyValues[i + 1]);
        try {
            return new DagBranchAndBound(false, null, SearchSettings.fromParams(m));
        } catch (InputException e) {
            throw new IllegalStateException(e);
        }
    }

    static long count(Pattern p, String note) {
        Matcher m = p.matcher(note);
        return m.find() ? Long.parseLong(m.group(1)) : 0;
    }

    /**
     * A fork or an out-tree of {@code minTasks} or one more tasks, the root short and the others of 3–20 units, η 0 or 1, on two
     * or three processors: the allocation is number partitioning, as in the CCR-0.1 Sinnen graphs.
     */
    static DagInstance nearPartition(long seed, int minTasks) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = minTasks + r.nextInt(2);
        boolean fork = r.nextBoolean();
        List<String> ids = new ArrayList<>();
        double[] mu = new double[n];
        int[] from = new int[n - 1], to = new int[n - 1];
        double[] eta = new double[n - 1];
        for (int t = 0; t < n; t++) { ids.add("t" + t); mu[t] = t == 0 ? 1 + r.nextInt(3) : 3 + r.nextInt(18); }
        for (int v = 1; v < n; v++) { from[v - 1] = fork ? 0 : r.nextInt(v); to[v - 1] = v; eta[v - 1] = r.nextInt(2); }
        try {
            TaskGraph g = new TaskGraph("partition" + seed, fork ? "fork" : "out-tree", ids, mu, from, to, eta, Double.NaN, 0);
            return new DagInstance(g, Machine.parse("complete:" + (2 + r.nextInt(2))));
        } catch (InputException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void eachPartKeepsTheOptimumByBruteForce() {
        List<DagSolver> solvers = List.of(search(), search("sink-phase", "false"), search("partition", "false"),
                search("partition", "false", "sink-phase", "false", "order-rules", "false"), search("slice-nodes", "0"));
        long[] cuts = {0}, phases = {0};
        qt().withFixedSeed(20261126L).withExamples(Integer.getInteger("gaplab.test.examples", 200)).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = seed % 2 == 0 ? nearPartition(seed, 6) : DagPropertiesTest.randomShape(seed, 4, seed % 3 == 0 ? 30 : 2);
            double brute = DagPropertiesTest.bruteForce(inst);
            for (DagSolver s : solvers) {
                Outcome<Schedule> o = s.solve(inst, Options.defaults().withTimeLimit(20));
                assertEquals(Status.OPTIMAL, o.status(), "seed " + seed);
                Verdict v = DagPropertiesTest.CHECK.check(inst, o.solution());
                assertTrue(v.valid(), "seed " + seed + ": " + v.violation());
                assertEquals(brute, o.objective(), 1e-9, "exact vs brute force, seed " + seed + ", " + inst.graph().name() + ", " + o.note());
            }
            // the sink phase finds the optimum where it applies; the partition test acts before it, or without it
            phases[0] += count(SINK_PHASES, solvers.get(0).solve(inst, Options.defaults().withTimeLimit(20)).note());
            Outcome<Schedule> w = DagProblem.exact().solve(inst, Options.defaults().withTimeLimit(20).with("sink-phase", "false").with("pilot-nodes", "0"));
            assertEquals(brute, w.objective(), 1e-9, "exact with warm starts vs brute force, seed " + seed);
            cuts[0] += count(PARTITION_CUTS, w.note()) + count(PARTITION_CUTS, solvers.get(1).solve(inst, Options.defaults().withTimeLimit(20)).note());
        });
        assertTrue(cuts[0] >= 10 && phases[0] >= 300, "partition cuts " + cuts[0] + ", sink phases " + phases[0]);
    }

    /**
     * Processors slower than speed 1 make the least durations sum to more than the work (μ): the partition
     * test once sized its bit set by the work and failed with an index out of bounds on such machines.
     * Half-speed and mixed machines against brute force.
     */
    @Test
    void slowProcessorsKeepTheOptimum() {
        DagSolver all = search();
        qt().withFixedSeed(20261128L).withExamples(Integer.getInteger("gaplab.test.examples", 40)).forAll(longs().all()).checkAssert(seed -> {
            DagInstance g = nearPartition(seed, 5);
            double[] speeds = new double[g.processors()];
            for (int p = 0; p < speeds.length; p++) speeds[p] = seed % 2 == 0 || p % 2 == 0 ? 0.5 : 1;
            DagInstance inst;
            try {
                inst = new DagInstance(g.graph(), g.machine().withSpeeds(speeds));
            } catch (InputException e) {
                throw new IllegalStateException(e);
            }
            Outcome<Schedule> o = all.solve(inst, Options.defaults().withTimeLimit(20));
            assertEquals(Status.OPTIMAL, o.status(), "seed " + seed);
            assertEquals(DagPropertiesTest.bruteForce(inst), o.objective(), 1e-9, "seed " + seed + ", " + o.note());
        });
    }

    /**
     * With duplication (the sink phase and the order rules are off there): exact-dup with and without
     * the partition test, and CP-SAT's duplication model, prove the same optimum on number-partitioning
     * forks and out-trees and on small DAGs; the test cuts.
     */
    @Test
    void withDuplicationThePartitionTestKeepsTheOptimum() {
        DagSolver with = DagProblem.exactDup(), cpSatDup = new gaplab.cpsat.dag.DagCpSatDup();
        boolean cpSat = CpSat.unavailable() == null;
        long[] cuts = {0}, cpSatAgreed = {0};
        qt().withFixedSeed(20261129L).withExamples(Integer.getInteger("gaplab.test.examples", 40)).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = seed % 2 == 0 ? nearPartition(seed, 6) : DagPropertiesTest.randomShape(seed, 5, 2);
            Outcome<Schedule> a = with.solve(inst, Options.defaults().withTimeLimit(30).with("pilot-nodes", "0"));
            Outcome<Schedule> b = with.solve(inst, Options.defaults().withTimeLimit(30).with("pilot-nodes", "0").with("partition", "false"));
            assertEquals(Status.OPTIMAL, a.status(), "seed " + seed);
            assertEquals(Status.OPTIMAL, b.status(), "seed " + seed);
            assertEquals(b.objective(), a.objective(), 1e-9, "with vs without the partition test, seed " + seed);
            Verdict v = DagPropertiesTest.CHECK.check(inst, a.solution());
            assertTrue(v.valid(), "seed " + seed + ": " + v.violation());
            if (cpSat) {
                Outcome<Schedule> c = cpSatDup.solve(inst, Options.defaults().withTimeLimit(20));
                if (c.status() == Status.OPTIMAL) { assertEquals(c.objective(), a.objective(), 1e-9, "CP-SAT (duplication) vs exact-dup, seed " + seed); cpSatAgreed[0]++; }
            }
            cuts[0] += count(PARTITION_CUTS, a.note());
        });
        assertTrue(cuts[0] >= 100, "partition cuts " + cuts[0]);
        assertTrue(!cpSat || cpSatAgreed[0] >= 30, "CP-SAT proved and agreed on " + cpSatAgreed[0]);
    }

    /** 10–13 tasks, η up to 2 or 30: with the parts, without them, and CP-SAT (where it proves) agree. */
    @Test
    void withAndWithoutThePartsAndCpSatAgreeOnLargerGraphs() {
        DagSolver with = search(), partitionOnly = search("sink-phase", "false"), without = search("partition", "false", "sink-phase", "false");
        boolean cpSat = CpSat.unavailable() == null;
        long[] cuts = {0}, phases = {0}, cpSatAgreed = {0};
        qt().withFixedSeed(20261127L).withExamples(Integer.getInteger("gaplab.test.examples", 80)).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = seed % 2 == 0 ? nearPartition(seed, 11) : DagPropertiesTest.randomShape(seed, 10, seed % 3 == 0 ? 30 : 2);
            Outcome<Schedule> a = with.solve(inst, Options.defaults().withTimeLimit(60));
            Outcome<Schedule> b = without.solve(inst, Options.defaults().withTimeLimit(60));
            Outcome<Schedule> p = partitionOnly.solve(inst, Options.defaults().withTimeLimit(60));
            assertEquals(Status.OPTIMAL, p.status(), "seed " + seed);
            assertEquals(a.objective(), p.objective(), 1e-9, "with the partition test only, seed " + seed);
            assertEquals(Status.OPTIMAL, a.status(), "seed " + seed);
            assertTrue(DagPropertiesTest.CHECK.check(inst, a.solution()).valid(), "seed " + seed);
            if (b.status() == Status.OPTIMAL) assertEquals(b.objective(), a.objective(), 1e-9, "with vs without, seed " + seed);
            else assertTrue(a.objective() <= b.objective() + 1e-9 && a.objective() >= b.bound() - 1e-9, "seed " + seed);
            if (cpSat) {
                Outcome<Schedule> c = new DagCpSat().solve(inst, Options.defaults().withTimeLimit(20));
                if (c.status() == Status.OPTIMAL) { assertEquals(c.objective(), a.objective(), 1e-9, "CP-SAT vs the search, seed " + seed); cpSatAgreed[0]++; }
                else assertTrue(a.objective() >= c.bound() - 1e-9, "seed " + seed);
            }
            cuts[0] += count(PARTITION_CUTS, a.note()) + count(PARTITION_CUTS, p.note());
            phases[0] += count(SINK_PHASES, a.note());
        });
        assertTrue(cuts[0] >= 90 && phases[0] >= 400, "partition cuts " + cuts[0] + ", sink phases " + phases[0]);
        assertTrue(!cpSat || cpSatAgreed[0] >= 60, "CP-SAT proved and agreed on " + cpSatAgreed[0]);
    }
}
