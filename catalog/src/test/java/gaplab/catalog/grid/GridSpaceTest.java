package gaplab.catalog.grid;

import gaplab.model.grid.GridFormat;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridSpace;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.InputException;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GridSpaceTest {
    private final GridSpace space = new GridSpace();

    @Test
    void randomIsDeterministicAndRespectsSizes() throws InputException {
        Map<String, String> size = Map.of("width", "9", "height", "4", "pes", "5", "costs", "decimal", "boundary", "interior");
        GridInstance a = space.random(new SplittableRandom(4), size), b = space.random(new SplittableRandom(4), size);
        assertEquals(a, b);
        assertEquals(9, a.width());
        assertEquals(5, a.pes());
        assertEquals(GridInstance.Boundary.INTERIOR, a.boundary());
        for (double c : a.pointCost()) assertTrue(c >= 1 && c <= 5, "cost " + c);
        assertEquals(a, GridFormat.parse("json", GridProblem.PROBLEM.instanceJson(a).toString()));
    }

    @Test
    void shrinkAndMutateStayValid() throws InputException {
        GridInstance in = space.random(new SplittableRandom(1), Map.of("pes", "4"));
        for (GridInstance s : space.shrink(in)) assertTrue(s.pes() <= in.pes() && s.area() <= in.area());
        SplittableRandom rng = new SplittableRandom(2);
        for (int i = 0; i < 50; i++) in = space.mutate(in, rng);
        assertTrue(in.pes() <= in.area());
    }

    @Test
    void badOptionsAreInputErrors() {
        assertThrows(InputException.class, () -> space.random(new SplittableRandom(1), Map.of("tasks", "3")));
        assertThrows(InputException.class, () -> space.random(new SplittableRandom(1), Map.of("width", "1", "height", "1", "pes", "2")));
        assertThrows(InputException.class, () -> space.random(new SplittableRandom(1), Map.of("costs", "weird")));
    }
}
