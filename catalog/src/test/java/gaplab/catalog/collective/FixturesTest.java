package gaplab.catalog.collective;

import gaplab.model.core.Problem;
import gaplab.analysis.collective.Simulation;
import gaplab.model.collective.CollectiveIO;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.Order;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.Fixture;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.core.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The built-in fixtures: hand-checked optima and simulated totals, every method verified. */
class FixturesTest {
    final Problem<CollectiveInstance, CollectiveSchedule> problem = CollectiveProblem.PROBLEM;

    Fixture<CollectiveInstance> fixture(String name) {
        return problem.fixtures().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void everyMethodOnEveryFixtureIsVerifiedAndTheExactOneMatchesTheKnownOptimum() {
        List<Fixture<CollectiveInstance>> fs = problem.fixtures();
        assertFalse(fs.isEmpty());
        for (Fixture<CollectiveInstance> f : fs) {
            double opt = Double.NaN;
            for (var m : problem.methods()) {
                var o = m.solve(f.instance(), Options.defaults());
                Verdict v = problem.checker().check(f.instance(), o.solution());
                assertTrue(v.valid(), f.name() + " " + m.name() + ": " + v);
                assertEquals(o.objective(), v.objective(), 1e-9 * Math.max(1, o.objective()));
                if (m.exact()) { assertEquals(Status.OPTIMAL, o.status()); opt = o.objective(); }
            }
            if (!Double.isNaN(f.knownOptimum())) assertEquals(f.knownOptimum(), opt, 1e-9, f.name() + " (" + f.source() + ")");
            assertTrue(problem.bestBound(f.instance()) <= opt + 1e-9, f.name());
        }
    }

    /** Totals of the given splits, derived by hand (README, section 4, and the fixture files' comments). */
    @Test
    void handCheckedSimulations() {
        CollectiveInstance two = fixture("two-processors").instance();
        assertEquals(9, Simulation.total(two, Order.UNI, two.givenSizes()), 1e-12);
        assertEquals(9, Simulation.total(two, Order.BI, two.givenSizes()), 1e-12);
        CollectiveInstance four = fixture("four-equal").instance();
        assertEquals(9, Simulation.total(four, Order.UNI, four.givenSizes()), 1e-12);
        assertEquals(10, Simulation.total(four, Order.BI, four.givenSizes()), 1e-12);
        CollectiveInstance eight = fixture("eight-equal").instance();
        assertEquals(9, Simulation.total(eight, Order.UNI, eight.givenSizes()), 1e-12);
        assertEquals(10, Simulation.total(eight, Order.BI, eight.givenSizes()), 1e-12);
        // four-hetero gives D and speeds: the split is proportional to speed, 40·(1, 2, .5, 1)/4.5
        CollectiveInstance het = fixture("four-hetero").instance();
        double[] d = het.givenSizes();
        assertEquals(80 / 9.0, d[0], 1e-12);
        assertEquals(160 / 9.0, d[1], 1e-12);
        assertEquals(40 / 9.0, d[2], 1e-12);
    }

    @Test
    void theInstanceJsonReadsBack() throws Exception {
        for (Fixture<CollectiveInstance> f : problem.fixtures()) {
            String text = problem.instanceJson(f.instance()).toPrettyString();
            assertEquals(f.instance(), CollectiveIO.parse("round-trip", text), f.name());
        }
    }

    @Test
    void theScheduleJsonReadsBack() throws Exception {
        CollectiveInstance in = fixture("four-hetero").instance();
        CollectiveSchedule s = Simulation.run(in, Order.BI, in.givenSizes());
        String text = problem.solutionJson(in, s).toPrettyString();
        CollectiveSchedule back = CollectiveIO.parseSchedule("round-trip", text, in);
        Verdict v = problem.checker().check(in, back);
        assertTrue(v.valid(), v.toString());
        assertEquals(s.total(), v.objective(), 1e-9);
    }
}
