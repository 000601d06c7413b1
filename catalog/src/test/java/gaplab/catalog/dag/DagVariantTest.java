package gaplab.catalog.dag;

import gaplab.model.core.Problem;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.Options;
import gaplab.model.core.Status;
import org.junit.jupiter.api.Test;

/** Methods that copy tasks are rated against exact-dup; the others against exact. No ratio below 1. */
class DagVariantTest {
    private final Problem<DagInstance, Schedule> p = DagProblem.PROBLEM;

    @Test
    void duplicatingMethodsBelongToTheDuplicationVariant() {
        assertEquals(DagProblem.DUPLICATION, p.variant(p.method("etf+A").orElseThrow()));
        assertEquals(DagProblem.DUPLICATION, p.variant(p.method("exact-dup").orElseThrow()));
        assertEquals("", p.variant(p.method("mh").orElseThrow()));
        assertEquals("exact-dup", p.exactSolver(DagProblem.DUPLICATION).orElseThrow().name());
        assertEquals("exact", p.exactSolver("").orElseThrow().name());
    }

    @Test
    void everyMethodIsAtLeastTheOptimumOfItsVariant() {
        Options o = Options.defaults().withTimeLimit(20);
        for (var f : p.fixtures()) {
            if (f.instance().tasks() > 12) continue; // the small fixtures: both exact methods finish quickly
            for (var m : p.methods()) {
                var ref = p.exactSolver(p.variant(m)).orElseThrow().solve(f.instance(), o);
                assertEquals(Status.OPTIMAL, ref.status(), f.name());
                var r = m.solve(f.instance(), o);
                var v = p.checker().check(f.instance(), r.solution());
                assertTrue(v.valid(), f.name() + " " + m.name() + ": " + v);
                assertTrue(v.objective() >= ref.objective() - 1e-9, f.name() + " " + m.name() + " beats its variant's optimum");
                if (!r.solution().slots().stream().anyMatch(Schedule.Slot::duplicate))
                    assertEquals("", p.variantOf(f.instance(), r.solution()));
            }
        }
    }
}
