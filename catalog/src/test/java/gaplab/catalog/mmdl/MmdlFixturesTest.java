package gaplab.catalog.mmdl;

import gaplab.model.core.Problem;
import gaplab.model.mmdl.RoundSchedule;
import gaplab.analysis.mmdl.ClosedForm;
import gaplab.exact.mmdl.FlowLp;
import gaplab.model.mmdl.MmdlInstance;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.Fixture;
import gaplab.model.core.Options;
import gaplab.model.core.Rational;
import gaplab.model.core.Status;
import gaplab.model.core.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every built-in MMDL fixture: closed form and LP reproduce the documented optimum, and every method verifies. */
class MmdlFixturesTest {
    private final Problem<MmdlInstance, RoundSchedule> problem = MmdlProblem.PROBLEM;

    @Test
    void everyFixtureHasASourcedOptimum() {
        List<Fixture<MmdlInstance>> fs = problem.fixtures();
        assertTrue(fs.size() >= 5);
        for (var f : fs) {
            assertFalse(Double.isNaN(f.knownOptimum()), f.name());
            assertFalse(f.source().isBlank(), f.name());
        }
    }

    @Test
    void closedFormAndLpReproduceTheKnownOptima() {
        for (var f : problem.fixtures()) {
            ClosedForm.Result exact = ClosedForm.exact(f.instance());
            assertEquals(f.knownOptimum(), exact.roundTime(), 1e-12 * f.knownOptimum(), f.name());
            assertEquals(f.knownOptimum(), ClosedForm.fast(f.instance()).roundTime(), 1e-9 * f.knownOptimum(), f.name());
            FlowLp.Result lp = FlowLp.solve(f.instance());
            assertTrue(lp.optimal(), f.name());
            assertEquals(f.knownOptimum(), lp.roundTime(), 1e-9 * f.knownOptimum(), f.name());
            assertEquals(Rational.ZERO, Rational.sum(exact.yExact()), f.name());
        }
    }

    @Test
    void everyMethodsScheduleIsAcceptedAndExactMethodsAreOptimal() {
        for (var f : problem.fixtures()) {
            for (var m : problem.methods()) {
                var o = m.solve(f.instance(), Options.defaults());
                Verdict v = problem.checker().check(f.instance(), o.solution());
                assertTrue(v.valid(), f.name() + " " + m.name() + ": " + v);
                assertTrue(v.objective() >= f.knownOptimum() * (1 - 1e-9), f.name() + " " + m.name());
                if (m.exact()) {
                    assertEquals(Status.OPTIMAL, o.status());
                    assertEquals(f.knownOptimum(), v.objective(), 1e-8 * f.knownOptimum(), f.name() + " " + m.name());
                }
            }
        }
    }

    @Test
    void handWorkedTwoProcessorExample() {
        // beta = 1, x = (10, 0), gamma = (2, 2): P0 sends 5 units, both finish at 15 (seed §3.2)
        MmdlInstance in = MmdlInstance.base(1, new double[] {10, 0}, new double[] {2, 2});
        ClosedForm.Result r = ClosedForm.exact(in);
        assertEquals(Rational.of(15), r.roundTimeExact());
        assertEquals(Rational.of(-5), r.yExact()[0]);
        assertEquals(Rational.of(5), r.yExact()[1]);
        assertEquals(10.0, r.lowerT());
    }
}
