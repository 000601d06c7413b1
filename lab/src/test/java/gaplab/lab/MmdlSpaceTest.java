package gaplab.lab;

import gaplab.model.core.Problem;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.RoundSchedule;
import gaplab.model.mmdl.MmdlSpace;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.InputException;
import gaplab.catalog.mmdl.MmdlProblem;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** MMDL through the generic instance space and the worst-case ratio engine. */
class MmdlSpaceTest {
    private final Problem<MmdlInstance, RoundSchedule> p = MmdlProblem.PROBLEM;

    @Test
    void randomInstancesAreDeterministicAndValid() throws Exception {
        MmdlSpace s = new MmdlSpace();
        var a = s.random(new SplittableRandom(3), Map.of("processors", "12"));
        var b = s.random(new SplittableRandom(3), Map.of("processors", "12"));
        assertEquals(a, b);
        assertEquals(12, a.p());
        for (var m : s.shrink(a)) assertTrue(m.p() <= a.p());
        assertThrows(InputException.class, () -> s.random(new SplittableRandom(1), Map.of("tasks", "3")));
    }

    @Test
    void serialSchedulingIsCertifiedWorseThanTheOptimum() throws Exception {
        var cfg = new RatioSearch.Config(Map.of("processors", "8"), 8, 60, 0, 20, 5);
        var r = RatioSearch.run(p, p.method("serial").orElseThrow(), cfg);
        assertTrue(r.worst().certified());
        assertTrue(r.worst().ratio() > 1.05, "serialised transfers should be measurably slower: " + r.worst().ratio());
        var again = RatioSearch.run(p, p.method("serial").orElseThrow(), cfg);
        assertEquals(r.worst().ratio(), again.worst().ratio(), 0);
        // the closed form is optimal: its ratio is 1 on every instance
        var cf = RatioSearch.run(p, p.method("closed-form").orElseThrow(), cfg);
        assertEquals(1.0, cf.worst().ratio(), 1e-8);
    }
}
