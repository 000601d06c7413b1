package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.exact.dag.IntegerUnit;
import gaplab.exact.dag.search.DagBranchAndBound;
import gaplab.exact.dag.search.ResumableSearch;
import gaplab.exact.dag.search.SearchSettings;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.StgFormat;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The search paused between the portfolio's rounds and resumed ({@link ResumableSearch}, issue 37): paused every
 * {@link #STEP} nodes of work (at its looks at the budget, every 1,024 nodes) and resumed, it is the same search as one run without pauses — the same nodes, note and schedule —
 * and a schedule handed over at a pause only lowers its incumbent, never what it proves.
 */
class ResumableSearchTest {
    /** The time limit and the probe: 2^-15 of 64 s at 10^6 nodes a second is 1,953.125 nodes, exactly in binary. */
    private static final double LIMIT = 64;
    private static final long PROBE = 1953;
    private static final String PROBE_SHARE = "3.0517578125E-5";
    /** The budget of each advance, in nodes of work: below what 1,024 nodes of these small graphs cost, so it pauses at each look. */
    private static final long STEP = 256;

    /**
     * A small pilot, no local search, a probe of {@link #PROBE} nodes (its share of the time limit at the search's
     * nominal 10^6 nodes a second), short turns of the mirror and three prunings off, so that the searches pass
     * through every phase and take thousands of nodes.
     */
    private static SearchSettings settings() throws Exception {
        return SearchSettings.fromParams(Map.of("pilot-nodes", "50", "local-search", "0", "slice-nodes", "256", "fan", "false", "colocation", "false", "order-rules", "false", "probe-share", PROBE_SHARE));
    }

    /** The uninterrupted search with the same settings and probe. */
    private static Outcome<Schedule> uninterrupted(DagInstance in, boolean duplication) throws Exception {
        return new DagBranchAndBound(duplication, i -> DagProblem.warmStarts(i, duplication), settings()).solve(in, new Options(LIMIT, 1, Map.of()));
    }

    /** Advances by {@code step} nodes until the search ends; the outcomes at the pauses and the last one. */
    private static List<Outcome<Schedule>> inSteps(DagInstance in, boolean duplication, long step, Schedule offer) throws Exception {
        return inSteps(in, duplication, step, offer, i -> DagProblem.warmStarts(i, duplication));
    }

    /** As above, from the given warm starts. */
    private static List<Outcome<Schedule>> inSteps(DagInstance in, boolean duplication, long step, Schedule offer,
                                                   Function<DagInstance, List<Schedule>> warm) throws Exception {
        List<Outcome<Schedule>> out = new ArrayList<>();
        try (ResumableSearch r = new ResumableSearch(duplication, settings(), in, warm, PROBE, LIMIT)) {
            Outcome<Schedule> o;
            do {
                o = r.advance(step, out.isEmpty() ? null : offer);
                out.add(o);
            } while (o.note().startsWith("paused after"));
        }
        return out;
    }

    /** Seeded graph {@code seed} in its integer unit (the unit the portfolio hands the search). */
    private static DagInstance graph(long seed, int maxTasks) {
        DagInstance in = DagPropertiesTest.random(seed * 104729, maxTasks, 4);
        IntegerUnit u = IntegerUnit.of(in);
        return u == null ? in : u.scale(in);
    }

    /**
     * The first {@code count} seeded graphs on which the search (with {@link #settings}) takes 3,000 to 300,000
     * nodes: most random graphs are proven at the root, and pauses every 1,024 nodes need a search that pauses.
     */
    static List<DagInstance> searchedGraphs(boolean duplication, int maxTasks, int count) throws Exception {
        List<DagInstance> out = new ArrayList<>();
        for (long seed = 1; seed <= 400 && out.size() < count; seed++) {
            DagInstance in = graph(seed, maxTasks);
            Outcome<Schedule> a = uninterrupted(in, duplication);
            if (a.status() != Status.OPTIMAL) continue;
            long nodes = Long.parseLong(a.note().substring(0, a.note().indexOf(' ')));
            if (nodes >= 3000 && nodes <= 300_000) out.add(in);
        }
        assertEquals(count, out.size(), "seeded graphs that the search takes 3,000 to 300,000 nodes to prove");
        return out;
    }

    private static List<DagInstance> both() throws Exception {
        List<DagInstance> l = new ArrayList<>(searchedGraphs(false, 20, 6));
        l.addAll(searchedGraphs(true, 12, 3));
        return l;
    }

    @Test
    void pausedEvery1024NodesItIsTheSameSearch() throws Exception {
        List<DagInstance> graphs = both();
        for (int k = 0; k < graphs.size(); k++) {
            DagInstance in = graphs.get(k);
            boolean dup = k >= 6;
            Outcome<Schedule> a = uninterrupted(in, dup);
            List<Outcome<Schedule>> steps = inSteps(in, dup, STEP, null);
            Outcome<Schedule> b = steps.get(steps.size() - 1);
            assertTrue(steps.size() >= 3, "graph " + k + ": " + steps.size() + " steps");
            assertEquals(a.status(), b.status(), "graph " + k);
            assertEquals(a.note(), b.note(), "graph " + k);
            assertEquals(a.solution(), b.solution(), "graph " + k);
            for (Outcome<Schedule> p : steps.subList(0, steps.size() - 1)) {
                assertTrue(p.bound() <= a.objective() + 1e-9, "graph " + k + ": a paused bound above the optimum");
                if (p.solution() != null) assertTrue(DagProblem.PROBLEM.checker().check(in, p.solution()).valid(), "graph " + k);
            }
        }
    }

    /**
     * The optimum handed over at the first pause becomes the incumbent (the next pause reports it where the search,
     * started without the heuristics' schedules, had not found it by itself); the search still proves the same optimum.
     */
    @Test
    void aHandedOverScheduleOnlyLowersTheIncumbent() throws Exception {
        List<DagInstance> graphs = both();
        int taken = 0;
        for (int k = 0; k < graphs.size(); k++) {
            DagInstance in = graphs.get(k);
            boolean dup = k >= 6;
            Outcome<Schedule> a = uninterrupted(in, dup);
            List<Outcome<Schedule>> alone = inSteps(in, dup, STEP, null, i -> List.of());
            List<Outcome<Schedule>> steps = inSteps(in, dup, STEP, a.solution(), i -> List.of());
            Outcome<Schedule> b = steps.get(steps.size() - 1);
            assertEquals(Status.OPTIMAL, b.status(), "graph " + k);
            assertEquals(a.objective(), b.objective(), 1e-9, "graph " + k);
            assertTrue(DagProblem.PROBLEM.checker().check(in, b.solution()).valid(), "graph " + k);
            if (steps.size() > 2) assertEquals(a.objective(), steps.get(1).objective(), 1e-9, "graph " + k + ": the handed-over optimum was not taken");
            if (alone.size() > 2 && !(alone.get(1).objective() <= a.objective() + 1e-9)) taken++;
        }
        assertTrue(taken >= 2, "graphs whose search had not found the optimum by itself at its second pause: " + taken);
    }

    /**
     * A round ends after its work even when one node's sink phase takes millions of steps: on the Kasahara STG graph
     * 100/rand0111 (fixture copied from ../shared/data/stg, CC0) on 8 processors, the search reaches a node where
     * only sinks are left within its first 100 nodes, and before the sink phase's steps were counted the first round
     * of 65,536 nodes ran until the time limit (here 60 s; the portfolio waited 30 s for a proof CP-SAT had found at once).
     */
    @Test
    void theSinkPhasesStepsCountAsWork() throws Exception {
        DagInstance in = rand0111();
        long budget = 65_536;
        try (ResumableSearch r = new ResumableSearch(false, SearchSettings.defaults(), in, i -> DagProblem.warmStarts(i, false), 12_000_000, 60)) {
            Outcome<Schedule> o = r.advance(budget, null);
            assertTrue(o.note().startsWith("paused after"), o.note());
            // checked every 1,024 nodes and every 4,096 sink steps (4,096 · 4 · 8 steps: 128 nodes' worth)
            assertTrue(r.nodes() >= budget && r.nodes() <= budget + 1024, r.nodes() + " nodes' worth of work");
        }
    }

    /**
     * A round's budget is work, not a count of nodes: on the dense STG graph 100/rand0111 (its heads pass over
     * every arc at each node) without the sink phase, a node costs nearly three nodes of work, so the first pause
     * falls after fewer than half as many nodes as the budget. Counting plain nodes (the rounds before this count) fails it.
     */
    @Test
    void aNodeCostsWhatItsLoopsCost() throws Exception {
        DagInstance dense = rand0111();
        SearchSettings noSinkPhase = SearchSettings.fromParams(Map.of("sink-phase", "false"));
        long budget = 65_536;
        try (ResumableSearch r = new ResumableSearch(false, noSinkPhase, dense, i -> DagProblem.warmStarts(i, false), 0, 60)) {
            Outcome<Schedule> o = r.advance(budget, null);
            assertTrue(o.note().startsWith("paused after"), o.note());
            assertTrue(r.nodesVisited() * 2 < budget, r.nodesVisited() + " nodes visited for " + r.nodes() + " nodes of work");
            assertTrue(r.steps() >= budget * 1024, r.steps() + " steps");
        }
    }

    /** The Kasahara STG graph 100/rand0111 (fixture copied from ../shared/data/stg, CC0) on 8 identical processors. */
    private static DagInstance rand0111() throws Exception {
        try (var s = ResumableSearchTest.class.getResourceAsStream("stg-100-rand0111.stg")) {
            return new DagInstance(StgFormat.parse("stg-100-rand0111.stg", new String(s.readAllBytes(), StandardCharsets.UTF_8)), Machine.complete(8, 1));
        }
    }
}
