package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import gaplab.cpsat.CpSat;
import gaplab.cpsat.dag.DagCpSat;
import gaplab.cpsat.dag.DagCpSatDup;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DotFormat;
import gaplab.model.dag.Machine;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The portfolio's rounds of doubling work (issue 37, {@link DagRoundsPortfolio}): the same input gives the same
 * result on repeat, on one thread and on two, and the work it spends before a proof does not depend on the
 * time limit — where the fixed shares of the time limit made it wait.
 */
class DagPortfolioRoundsTest {

    /** Seeded graphs: the same schedule, note and work on repeat; side by side the same optimum as one thread, exact and cpsat. */
    @Test
    void deterministicOnRepeatAndAgreesWithBothMembers() throws Exception {
        assumeTrue(CpSat.unavailable() == null, "OR-Tools native library not available on this platform");
        SplittableRandom r = new SplittableRandom(20261127L);
        String[] ccrs = {"0.1", "1", "10"};
        var checker = DagProblem.PROBLEM.checker();
        for (int k = 0; k < 8; k++) {
            DagInstance in = OnEveryTopology.instance(r, k, 4, 5, 4, () -> ccrs[r.nextInt(ccrs.length)]);
            Options one = Options.defaults().withTimeLimit(20), two = one.withThreads(2);
            var a = new DagRoundsPortfolio(false).run(in, one);
            var b = new DagRoundsPortfolio(false).run(in, one);
            assertEquals(Status.OPTIMAL, a.outcome().status(), "instance " + k + ": " + a.outcome().note());
            assertEquals(a.outcome().solution(), b.outcome().solution(), "instance " + k);
            assertEquals(a.outcome().note(), b.outcome().note(), "instance " + k);
            assertEquals(a.work(), b.work(), "instance " + k);
            var c = new DagRoundsPortfolio(false).run(in, two);
            var d = new DagRoundsPortfolio(false).run(in, two);
            assertEquals(c.outcome().solution(), d.outcome().solution(), "instance " + k + " side by side");
            assertEquals(c.outcome().note(), d.outcome().note(), "instance " + k + " side by side");
            assertEquals(Status.OPTIMAL, c.outcome().status(), "instance " + k + ": " + c.outcome().note());
            assertEquals(a.outcome().objective(), c.outcome().objective(), 1e-9, "instance " + k);
            assertTrue(checker.check(in, c.outcome().solution()).valid(), "instance " + k);
            var exact = DagProblem.exact().solve(in, one);
            var cpsat = new DagCpSat().solve(in, one);
            if (exact.status() == Status.OPTIMAL) assertEquals(exact.objective(), a.outcome().objective(), 1e-9, "instance " + k);
            if (cpsat.status() == Status.OPTIMAL) assertEquals(cpsat.objective(), a.outcome().objective(), 1e-9, "instance " + k);
        }
    }

    /**
     * CP-SAT's rounds run without the linear relaxation and the no-overlap constraints' precedences, whose work
     * OR-Tools does not all count as deterministic time (25.5 s of wall time for 0.15 deterministic seconds on a
     * 103-task model in microseconds): the round's budget is carried, both are off.
     */
    @Test
    void cpsatRoundsRunWithoutUncountedPropagators() {
        assumeTrue(CpSat.unavailable() == null, "OR-Tools native library not available on this platform");
        var p = DagCpSat.solver(new Options(5, 1, 1, java.util.Map.of(CpSat.DETERMINISTIC_TIME, "0.4"))).getParameters();
        assertFalse(p.getUsePrecedencesInDisjunctiveConstraint());
        assertEquals(0, p.getLinearizationLevel());
        assertEquals(0.4, p.getMaxDeterministicTime(), 0);
        assertEquals(1, p.getNumWorkers());
    }

    /**
     * {@code DagCpSat.model} is the model {@code cpsat} solves: on the Sinnen join of 21 tasks on 2 processors (integer
     * weights, so the model's unit is the graph's) OR-Tools proves the same optimum from the proto alone.
     */
    @Test
    void theModelHandedOutIsTheOneSolved() throws Exception {
        assumeTrue(CpSat.unavailable() == null, "OR-Tools native library not available on this platform");
        DagInstance in = onTwoProcessors("join-21-ccr0.1-5-P2.dot");
        var own = new DagCpSat().solve(in, Options.defaults().withTimeLimit(60));
        assertEquals(Status.OPTIMAL, own.status(), own.note());
        var w = new com.google.ortools.sat.SolveWrapper();
        w.setParameters(DagCpSat.solver(Options.defaults().withTimeLimit(60)).getParameters().build());
        var r = w.solve(DagCpSat.model(in, null));
        assertEquals(com.google.ortools.sat.CpSolverStatus.OPTIMAL, r.getStatus());
        assertEquals(own.objective(), r.getObjectiveValue(), 0);
        assertEquals(640, own.objective(), 0, "the published optimum");
    }

    /**
     * Budgets small enough that the search is paused and resumed over several rounds and CP-SAT restarted from the
     * best schedule each round: on seeded graphs, without and with duplication, the same result on repeat and the
     * same optimum as the members alone ({@code exact} and {@code cpsat}, {@code exact-dup} and {@code cpsat-dup}).
     */
    @Test
    void overManyRoundsAgreesWithBothMembersWithAndWithoutDuplication() throws Exception {
        assumeTrue(CpSat.unavailable() == null, "OR-Tools native library not available on this platform");
        Options small = Options.defaults().withTimeLimit(60).with(PortfolioSettings.NODES, "1024").with(PortfolioSettings.CPSAT_TIME, "0.001")
                .with(PortfolioSettings.PROBE_NODES, "2000").with("pilot-nodes", "50").with("local-search", "0").with("slice-nodes", "256")
                .with("fan", "false").with("colocation", "false").with("order-rules", "false");
        var checker = DagProblem.PROBLEM.checker();
        int manyRounds = 0;
        List<DagInstance> graphs = new ArrayList<>(ResumableSearchTest.searchedGraphs(false, 30, 6));
        graphs.addAll(ResumableSearchTest.searchedGraphs(true, 16, 3));
        for (int k = 0; k < graphs.size(); k++) {
            boolean dup = k >= 6;
            DagInstance in = graphs.get(k);
            var a = new DagRoundsPortfolio(dup).run(in, small);
            var b = new DagRoundsPortfolio(dup).run(in, small);
            assertEquals(Status.OPTIMAL, a.outcome().status(), "graph " + k + ": " + a.outcome().note());
            assertEquals(a.outcome().solution(), b.outcome().solution(), "graph " + k);
            assertEquals(a.outcome().note(), b.outcome().note(), "graph " + k);
            assertTrue(checker.check(in, a.outcome().solution()).valid(), "graph " + k);
            var exact = (dup ? DagProblem.exactDup() : DagProblem.exact()).solve(in, Options.defaults().withTimeLimit(60));
            var cpsat = (dup ? new DagCpSatDup() : new DagCpSat()).solve(in, Options.defaults().withTimeLimit(60));
            assertEquals(Status.OPTIMAL, exact.status(), "graph " + k);
            assertEquals(exact.objective(), a.outcome().objective(), 1e-9, "graph " + k + ": " + a.outcome().note());
            if (cpsat.status() == Status.OPTIMAL) assertEquals(cpsat.objective(), a.outcome().objective(), 1e-9, "graph " + k);
            if (a.work().rounds() >= 3) manyRounds++;
        }
        assertTrue(manyRounds >= 3, "runs of three rounds or more: " + manyRounds);
    }

    /**
     * {@code Join_Nodes_21_CCR_0.10_WeightType_Random#5_Homogeneous-2} of the Sinnen set (optimum 640) with the
     * search's fan bounds, partition test and sink phase off: the search alone does not prove it in 120 s,
     * CP-SAT does. The fixed shares ran the search for a tenth of the time limit before CP-SAT started —
     * its probe alone was a hundredth of the limit at a nominal million nodes per second, 30 million nodes at
     * 3,000 s. The rounds give the search the same work before CP-SAT's proof at 30 s and at 3,000 s, a
     * few hundred thousand nodes, and CP-SAT the same deterministic time.
     */
    @Test
    void theWorkBeforeAProofDoesNotGrowWithTheLimit() throws Exception {
        assumeTrue(CpSat.unavailable() == null, "OR-Tools native library not available on this platform");
        DagInstance in = onTwoProcessors("join-21-ccr0.1-5-P2.dot");
        Options off = Options.defaults().with("fan", "false").with("partition", "false").with("sink-phase", "false");
        var shortRun = new DagRoundsPortfolio(false).run(in, off.withTimeLimit(30));
        var longRun = new DagRoundsPortfolio(false).run(in, off.withTimeLimit(3000));
        assertEquals(Status.OPTIMAL, shortRun.outcome().status(), shortRun.outcome().note());
        assertEquals(640, shortRun.outcome().objective(), 1e-9);
        assertTrue(shortRun.outcome().note().startsWith("proven by cpsat") || shortRun.outcome().note().startsWith("cpsat's schedule meets"),
                shortRun.outcome().note());
        assertEquals(shortRun.work(), longRun.work());
        assertEquals(shortRun.outcome().solution(), longRun.outcome().solution());
        long oldProbeAt3000 = (long) (0.1 * (0.1 * 3000) * 1_000_000);
        assertTrue(longRun.work().searchNodes() < oldProbeAt3000 / 10, longRun.work() + " against the old first phase's probe of " + oldProbeAt3000);
    }

    /** The search proves a seeded graph in the first round: one round, its budget, whatever the limit. */
    @Test
    void aGraphTheSearchProvesTakesOneRoundAtAnyLimit() throws Exception {
        DagInstance in = OnEveryTopology.instance(new SplittableRandom(5), 0, 3, 8, 1, () -> "1");
        var a = new DagRoundsPortfolio(false).run(in, Options.defaults().withTimeLimit(5));
        var b = new DagRoundsPortfolio(false).run(in, Options.defaults().withTimeLimit(5000));
        assertEquals(Status.OPTIMAL, a.outcome().status(), a.outcome().note());
        assertTrue(a.outcome().note().startsWith("proven by exact (round 1: "), a.outcome().note());
        assertEquals(a.work(), b.work());
        assertEquals(new DagRoundsPortfolio.Work(1, 2 * PortfolioSettings.defaults().nodes(0), 0), a.work());
    }

    /**
     * Side by side ({@code --threads 2}), a round in which the search proves the optimum stops CP-SAT's round: on a
     * 30-task in-tree of the Sinnen set on 6 processors (published optimum 40, found by A*) that the search
     * proves within a second and CP-SAT alone does not within a minute, CP-SAT's first round is given 10^5
     * deterministic seconds and the time limit 600 s; the run ends with the search's proof, long before either.
     */
    @Test
    void aSideBySideRoundEndsWhenTheSearchProves() throws Exception {
        assumeTrue(CpSat.unavailable() == null, "OR-Tools native library not available on this platform");
        DagInstance in = on("intree-30-ccr1.06-P6.dot", 6);
        Options o = Options.defaults().withTimeLimit(600).withThreads(2).with(PortfolioSettings.CPSAT_TIME, "100000")
                .with(PortfolioSettings.NODES, Long.toString(1L << 24));
        var run = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> new DagRoundsPortfolio(false).run(in, o));
        assertEquals(Status.OPTIMAL, run.outcome().status(), run.outcome().note());
        assertEquals(40, run.outcome().objective(), 1e-9);
        assertTrue(run.outcome().note().startsWith("proven by exact (round 1: exact OPTIMAL)"), run.outcome().note());
    }

    private DagInstance onTwoProcessors(String resource) throws Exception { return on(resource, 2); }

    private DagInstance on(String resource, int processors) throws Exception {
        try (var s = getClass().getResourceAsStream(resource)) {
            return new DagInstance(DotFormat.parse(resource, new String(s.readAllBytes(), StandardCharsets.UTF_8)), Machine.complete(processors, 1));
        }
    }
}
