package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.Options;
import gaplab.model.core.Status;
import org.junit.jupiter.api.Test;

/**
 * Every phase of the exact task-graph search is budgeted by work (pilot nodes, local-search decodings,
 * probe nodes, turns of the mirror), never by wall time: the same instance and options give the same
 * node counts and schedule, run after run, unless the time limit itself is reached.
 */
class SearchDeterminismTest {
    @Test
    void budgetedPhasesGiveIdenticalRuns() {
        // a small pilot and probe so that both end by their budgets on some of these instances
        Options o = Options.defaults().withTimeLimit(60).with("pilot-nodes", "50").with("probe-share", "0.000002").with("slice-nodes", "256");
        int budgeted = 0;
        for (long seed = 1; seed <= 40; seed++) {
            var inst = DagPropertiesTest.random(seed * 104729, 16, 4);
            var a = DagProblem.exact().solve(inst, o);
            var b = DagProblem.exact().solve(inst, o);
            assertEquals(Status.OPTIMAL, a.status(), "seed " + seed);
            assertEquals(a.note(), b.note(), "seed " + seed);
            assertEquals(a.solution(), b.solution(), "seed " + seed);
            long nodes = Long.parseLong(a.note().substring(0, a.note().indexOf(' ')));
            if (nodes > 50 + 120) budgeted++;
        }
        assertTrue(budgeted >= 2, "instances past the pilot and the probe: " + budgeted);
    }
}
