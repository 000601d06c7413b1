package gaplab.catalog.grid;

import gaplab.model.core.Problem;
import gaplab.heuristics.grid.GridLocalSearch;
import gaplab.heuristics.grid.LocalAdjusted;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.verify.grid.GridChecker;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.Fixture;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import org.junit.jupiter.api.Test;

class GridFixturesTest {
    private final Problem<GridInstance, GridPartition> problem = GridProblem.PROBLEM;

    @Test
    void bothExactMethodsProveEveryFixtureOptimum() {
        assertFalse(problem.fixtures().isEmpty());
        for (Fixture<GridInstance> f : problem.fixtures()) {
            for (String m : new String[]{"exact", "exact-cp"}) {
                Outcome<GridPartition> o = problem.method(m).orElseThrow().solve(f.instance(), Options.defaults().withTimeLimit(30));
                assertSame(Status.OPTIMAL, o.status(), f.name() + " " + m);
                var v = new GridChecker().check(f.instance(), o.solution());
                assertTrue(v.valid(), f.name() + " " + m + ": " + v);
                assertEquals(f.knownOptimum(), v.objective(), 1e-9, f.name() + " " + m);
            }
            assertTrue(problem.bestBound(f.instance()) <= f.knownOptimum() * (1 + 1e-12), f.name());
        }
    }

    @Test
    void optaPlannerIsReproducibleForASeedAndNeverWorseThanType2Local() {
        GridInstance in = new GridInstance(30, 20, new double[]{3, 1, 4, 1, 5, 9, 2, 6, 5}, 4, GridInstance.Boundary.PERIMETER, 0, false);
        Options o = Options.defaults().withTimeLimit(60).withSeed(42).with("steps", "300");
        Outcome<GridPartition> a = new GridLocalSearch().solve(in, o), b = new GridLocalSearch().solve(in, o);
        assertEquals(a.solution(), b.solution());
        double start = new GridChecker().check(in, LocalAdjusted.type2Local(in)).objective();
        assertTrue(new GridChecker().check(in, a.solution()).objective() <= start);
    }
}
