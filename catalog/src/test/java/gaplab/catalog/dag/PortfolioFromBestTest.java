package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import org.junit.jupiter.api.Test;

/**
 * The fixed-share portfolio's last phase, the search from the best schedule so far ({@code DagPortfolio.fromBest}),
 * on data in milliseconds (issue 37): the best schedule, written in seconds, must enter the search in the search's
 * own unit. Handed over as it was, it was an incumbent a thousand times too short, "proven" optimal at once, and
 * mapped back to a makespan a thousand times too short that the checker rejected. Here the phase starts from the
 * optimum and from a heuristic's schedule and must prove the optimum of the search alone, with a valid schedule.
 */
class PortfolioFromBestTest {
    @Test
    void theBestScheduleEntersInTheSearchsUnit() {
        for (long seed = 1; seed <= 12; seed++) {
            DagInstance inst = ClusterPartitionTest.pairs(seed, 3);
            Outcome<Schedule> opt = PartitionAndSinkPhaseTest.search().solve(inst, Options.defaults().withTimeLimit(30));
            assertEquals(Status.OPTIMAL, opt.status(), opt.note());
            Schedule heft = DagProblem.baselines().get(0).solve(inst, Options.defaults()).solution();
            for (Schedule warm : new Schedule[]{opt.solution(), heft}) {
                Outcome<Schedule> o = DagPortfolio.fromBest(inst, warm, false, Options.defaults().withTimeLimit(30));
                assertEquals(Status.OPTIMAL, o.status(), "seed " + seed + " " + o.note());
                assertEquals(opt.objective(), o.objective(), 1e-9, "seed " + seed);
                assertTrue(DagPropertiesTest.CHECK.check(inst, o.solution()).valid(), "seed " + seed);
            }
        }
    }
}
