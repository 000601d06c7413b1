package gaplab.heuristics.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.GridSpace;
import gaplab.model.grid.Rect;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The local adjustment compares moves by the times they change only; this test's own version sorts
 * the whole vector of PE times for every move (the definition), and both must take the same moves.
 */
class LocalAdjustTest {

    /** The definition: the move whose sorted-decreasing time vector is lexicographically least, while one improves. */
    static GridPartition byWholeVectors(GridInstance in, GridPartition start) {
        GridCost cost = GridCost.of(in);
        List<Rect> cur = new ArrayList<>(start.rectangles());
        while (true) {
            long[] key = sortedTimes(cost, cur), t = cost.times(cur), bestKey = key;
            List<Rect> best = null;
            for (Rect s : new ArrayList<>(cur)) {
                if (t[s.pe()] != key[0]) continue;
                for (int side = 0; side < 4; side++) {
                    List<Rect> moved = LocalAdjust.shrink(in, cur, s, side);
                    if (moved == null) continue;
                    long[] k = sortedTimes(cost, moved);
                    if (Arrays.compare(k, bestKey) < 0) { bestKey = k; best = moved; }
                }
            }
            if (best == null) return new GridPartition(cur);
            cur = best;
        }
    }

    static long[] sortedTimes(GridCost cost, List<Rect> rects) {
        long[] t = cost.times(rects);
        return rects.stream().mapToLong(r -> -t[r.pe()]).sorted().map(x -> -x).toArray();
    }

    @Test
    void takesTheSameMovesAsTheDefinition() throws Exception {
        SplittableRandom r = new SplittableRandom(20261124L);
        GridSpace space = new GridSpace();
        int changed = 0;
        for (int k = 0; k < 300; k++) {
            int n = 2 + r.nextInt(12);
            GridInstance in = space.random(r, Map.of("width", "" + (4 + r.nextInt(20)), "height", "" + (4 + r.nextInt(20)), "pes", "" + n,
                    "costs", r.nextBoolean() ? "integer" : "decimal", "maxCost", "9", "commCost", "" + r.nextInt(3),
                    "boundary", r.nextBoolean() ? "perimeter" : "interior", "neighbourCost", "" + (r.nextInt(3) == 0 ? 1 : 0)));
            GridPartition start = r.nextBoolean() ? Type1.partition(in) : Type2.partition(in);
            GridPartition fast = LocalAdjust.improve(in, start), slow = byWholeVectors(in, start);
            assertEquals(slow.rectangles(), fast.rectangles(), "instance " + k);
            if (!fast.rectangles().equals(start.rectangles())) changed++;
        }
        assertTrue(changed >= 50, "partitions the adjustment changed: " + changed);
    }

    @Test
    void stopsAtTheDeadlineAndSaysSo() throws Exception {
        GridInstance in = new GridSpace().random(new SplittableRandom(3), Map.of("width", "300", "height", "300", "pes", "400", "maxCost", "9"));
        LocalAdjust.Adjusted a = LocalAdjust.improve(in, Type2.partition(in), System.nanoTime());
        assertFalse(a.converged());
        assertEquals(0, a.rounds());
    }
}
