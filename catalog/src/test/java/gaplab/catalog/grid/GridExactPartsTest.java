package gaplab.catalog.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.exact.grid.GridExact;
import gaplab.exact.grid.RegionBound;
import gaplab.exact.grid.ShapeTimes;
import gaplab.heuristics.grid.LocalAdjusted;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.Rect;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Soundness of the exact search's named parts against brute force on small grids: the shape bound
 * and the achievable times ({@link ShapeTimes}), the capacity and well-loss tests ({@link RegionBound})
 * on every state the search passes through on the way to an optimal tiling, and the probes.
 */
class GridExactPartsTest {

    /** A random small instance in the perimeter model without neighbour cost (where the probes run). */
    private static GridInstance perimeter(int w, int h, int n, long seed) {
        GridInstance r = GridTestInstances.random(w, h, n, seed);
        double[] c = new double[r.pes()];
        for (int k = 0; k < c.length; k++) c[k] = r.pointCost(k);
        return new GridInstance(w, h, c, r.commCost(), GridInstance.Boundary.PERIMETER, 0, r.allowIdle());
    }

    @Test
    void shapeBoundIsAtMostTheOptimumAndTheOptimumIsAchievable() {
        qt().withFixedSeed(21).withExamples(150)
                .forAll(integers().between(1, 4), integers().between(1, 4), integers().between(1, 4), longs().all())
                .checkAssert((w, h, n, seed) -> {
                    GridInstance in = perimeter(w, h, n, seed);
                    GridCost cost = GridCost.of(in);
                    ShapeTimes t = ShapeTimes.of(in, cost);
                    long opt = Math.round(BruteForce.optimum(in) * cost.scale());
                    assertTrue(t.lowerBound() <= opt, in + ": shape bound " + t.lowerBound() + " > optimum " + opt);
                    assertEquals(opt, t.next(opt), in + ": the optimum is no achievable time");
                });
    }

    @Test
    void probesProveTheBruteForceOptimum() {
        qt().withFixedSeed(22).withExamples(120)
                .forAll(integers().between(1, 5), integers().between(1, 4), integers().between(1, 4), longs().all())
                .checkAssert((w, h, n, seed) -> {
                    GridInstance in = perimeter(w, h, n, seed);
                    double brute = BruteForce.optimum(in);
                    for (GridExact exact : new GridExact[]{new GridExact(), new GridExact(LocalAdjusted::type2Local)}) {
                        Outcome<GridPartition> o = exact.solve(in, Options.defaults().withTimeLimit(20));
                        assertSame(Status.OPTIMAL, o.status(), in.toString());
                        assertEquals(brute, o.objective(), 1e-9 * Math.max(1, brute), in.toString());
                    }
                });
    }

    @Test
    void areaTestsNeverCutAStateOnTheWayToAnOptimalTiling() {
        qt().withFixedSeed(23).withExamples(80)
                .forAll(integers().between(2, 5), integers().between(2, 4), integers().between(2, 5), longs().all())
                .checkAssert((w, h, n, seed) -> {
                    GridInstance in = GridTestInstances.random(w, h, n, seed);
                    if (in.neighbourCost() != 0 || in.allowIdle()) return; // the tests' shape times below assume a = 0
                    GridCost cost = GridCost.of(in);
                    long[] least = {Long.MAX_VALUE};
                    BruteForce.forEach(in, t -> { if (t.size() == in.pes()) least[0] = Math.min(least[0], cost.max(t)); });
                    long opt = least[0];
                    long ub = opt + 1; // the optimal tilings are below this incumbent
                    RegionBound rb = new RegionBound(w, h, in.pes());
                    for (int k = 0; k < in.pes(); k++) {
                        List<int[]> shapes = new ArrayList<>();
                        for (int sw = 1; sw <= w; sw++)
                            for (int sh = 1; sh <= h; sh++) shapes.add(new int[]{sw, sh});
                        int[] sW = new int[shapes.size()], sH = new int[shapes.size()];
                        long[] lb = new long[shapes.size()];
                        for (int i = 0; i < shapes.size(); i++) {
                            sW[i] = shapes.get(i)[0];
                            sH[i] = shapes.get(i)[1];
                            lb[i] = cost.c(k) * sW[i] * sH[i] + cost.b() * cost.minComm(sW[i], sH[i]);
                        }
                        rb.allow(k, sW, sH, lb, ub);
                    }
                    int[] checked = {0};
                    BruteForce.forEach(in, t -> { if (t.size() == in.pes() && cost.max(t) == opt) { replay(in, rb, t); checked[0]++; } });
                    assertTrue(checked[0] > 0, in.toString());
                });
    }

    /** Places the tiling's blocks in the search's order (left end of the narrowest well) and checks both tests at every state. */
    private static void replay(GridInstance in, RegionBound rb, List<Rect> tiling) {
        int W = in.width(), H = in.height(), N = in.pes();
        int[] top = new int[W];
        boolean[] placed = new boolean[N];
        long[] cap = new long[N];
        long remaining = in.area();
        while (remaining > 0) {
            long sum = rb.capacities(top, placed, cap);
            assertTrue(sum >= remaining, in + ": capacity cuts a state of " + tiling);
            assertTrue(sum - rb.wellLoss(top, placed, cap) >= remaining, in + ": well loss cuts a state of " + tiling);
            int[] anchor = RegionBound.anchor(top, H);
            int x = anchor[0], y = anchor[1];
            Rect next = null;
            for (Rect r : tiling) if (r.x() == x && r.y() == y) next = r;
            for (int j = next.x(); j < next.x() + next.w(); j++) top[j] += next.h();
            placed[next.pe()] = true;
            remaining -= (long) next.w() * next.h();
        }
    }
}
