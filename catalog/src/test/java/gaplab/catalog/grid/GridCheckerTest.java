package gaplab.catalog.grid;

import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.Rect;
import gaplab.verify.grid.GridChecker;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class GridCheckerTest {
    private final GridChecker checker = new GridChecker();
    // 4x3 grid: PE 0 gets the left 3x3 ... no: PE 0 gets x 0..1, PE 1 gets x 2..3 rows 0..1, PE 2 gets x 2..3 row 2
    private final GridInstance in = new GridInstance(4, 3, new double[]{1, 2, 3}, 1, GridInstance.Boundary.PERIMETER, 0, false);
    private final List<Rect> good = List.of(new Rect(0, 0, 0, 2, 3), new Rect(1, 2, 0, 2, 2), new Rect(2, 2, 2, 2, 1));

    @Test
    void recomputesThePerimeterObjective() {
        var v = checker.check(in, new GridPartition(good));
        assertTrue(v.valid(), v.toString());
        // PE0: 6 + 10 = 16; PE1: 2*4 + 8 = 16; PE2: 3*2 + 6 = 12
        assertEquals(16, v.objective(), 1e-12);
    }

    @Test
    void interiorModelAndNeighbourCost() {
        GridInstance i2 = new GridInstance(4, 3, new double[]{1, 2, 3}, 1, GridInstance.Boundary.INTERIOR, 0.5, false);
        var v = checker.check(i2, new GridPartition(good));
        assertTrue(v.valid());
        // PE0: 6 + right side 3 + 2 neighbours*0.5 = 10; PE1: 8 + left 2 + bottom 2 + 1 = 13; PE2: 6 + left 1 + top 2 + 1 = 10
        assertEquals(13, v.objective(), 1e-12);
    }

    @Test
    void rejectsOverlapGapOutsideDuplicateAndMissingPes() {
        assertFalse(checker.check(in, new GridPartition(List.of(new Rect(0, 0, 0, 3, 3), new Rect(1, 2, 0, 2, 2), new Rect(2, 2, 2, 2, 1)))).valid());
        assertFalse(checker.check(in, new GridPartition(List.of(new Rect(0, 0, 0, 2, 3), new Rect(1, 2, 0, 2, 2), new Rect(2, 2, 2, 1, 1)))).valid());
        assertFalse(checker.check(in, new GridPartition(List.of(new Rect(0, 0, 0, 2, 3), new Rect(1, 2, 0, 2, 2), new Rect(2, 2, 2, 3, 1)))).valid());
        assertFalse(checker.check(in, new GridPartition(List.of(new Rect(0, 0, 0, 2, 3), new Rect(1, 2, 0, 2, 2), new Rect(1, 2, 2, 2, 1)))).valid());
        assertFalse(checker.check(in, new GridPartition(List.of(new Rect(0, 0, 0, 2, 3), new Rect(1, 2, 0, 2, 3)))).valid());
        assertFalse(checker.check(in, new GridPartition(List.of(new Rect(0, 0, 0, 2, 3), new Rect(1, 2, 0, 2, 2), new Rect(7, 2, 2, 2, 1)))).valid());
        assertFalse(checker.check(in, new GridPartition(List.of(new Rect(0, 0, 0, 2, 3), new Rect(1, 2, 0, 2, 2), new Rect(2, 2, 2, 0, 1)))).valid());
        var v = checker.check(in, new GridPartition(List.of(new Rect(0, 0, 0, 2, 3), new Rect(1, 2, 0, 2, 2), new Rect(2, 2, 2, 2, 1), new Rect(2, 0, 0, 1, 1))));
        assertFalse(v.valid());
        assertTrue(v.violation().contains("more than one"), v.violation());
    }

    @Test
    void idlePesAllowedOnlyWhenTheInstanceSaysSo() {
        List<Rect> two = List.of(new Rect(0, 0, 0, 2, 3), new Rect(1, 2, 0, 2, 3));
        assertFalse(checker.check(in, new GridPartition(two)).valid());
        GridInstance idle = new GridInstance(4, 3, new double[]{1, 2, 3}, 1, GridInstance.Boundary.PERIMETER, 0, true);
        assertTrue(checker.check(idle, new GridPartition(two)).valid());
    }
}
