package gaplab.catalog.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.heuristics.grid.LocalAdjusted;
import gaplab.heuristics.grid.Type1;
import gaplab.heuristics.grid.Type2;
import gaplab.model.core.Options;
import gaplab.model.core.Verdict;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.GridSolver;
import gaplab.model.grid.Rect;
import gaplab.verify.grid.GridChecker;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * The grid checker against mutants of valid partitions: 15 kinds of mutation; each mutant that the
 * test's own re-computation (cell by cell, cost from SPEC §2) finds invalid must be rejected, and each
 * valid one accepted with the recomputed largest PE time.
 */
class GridMutationTest {
    static final GridChecker CHECK = new GridChecker();

    /** The test's own objective, or NaN when the partition is invalid. */
    static double oracle(GridInstance in, List<Rect> rs) {
        int W = in.width(), H = in.height(), n = in.pes();
        int[][] owner = new int[W][H];
        for (int[] col : owner) java.util.Arrays.fill(col, -1);
        boolean[] has = new boolean[n];
        for (Rect r : rs) {
            if (r.pe() < 0 || r.pe() >= n || has[r.pe()] || r.w() < 1 || r.h() < 1 || r.x() < 0 || r.y() < 0 || r.x() + r.w() > W || r.y() + r.h() > H) return Double.NaN;
            has[r.pe()] = true;
            for (int x = r.x(); x < r.x() + r.w(); x++) for (int y = r.y(); y < r.y() + r.h(); y++) {
                if (owner[x][y] >= 0) return Double.NaN;
                owner[x][y] = r.pe();
            }
        }
        for (int[] col : owner) for (int o : col) if (o < 0) return Double.NaN;
        if (!in.allowIdle()) for (boolean h : has) if (!h) return Double.NaN;
        double worst = 0;
        for (Rect r : rs) {
            double comm = in.boundary() == GridInstance.Boundary.PERIMETER ? 2.0 * (r.w() + r.h())
                    : (r.x() > 0 ? r.h() : 0) + (r.x() + r.w() < W ? r.h() : 0) + (r.y() > 0 ? r.w() : 0) + (r.y() + r.h() < H ? r.w() : 0);
            java.util.Set<Integer> neighbours = new java.util.HashSet<>();
            for (int x = r.x(); x < r.x() + r.w(); x++) {
                if (r.y() > 0) neighbours.add(owner[x][r.y() - 1]);
                if (r.y() + r.h() < H) neighbours.add(owner[x][r.y() + r.h()]);
            }
            for (int y = r.y(); y < r.y() + r.h(); y++) {
                if (r.x() > 0) neighbours.add(owner[r.x() - 1][y]);
                if (r.x() + r.w() < W) neighbours.add(owner[r.x() + r.w()][y]);
            }
            worst = Math.max(worst, in.pointCost(r.pe()) * r.w() * r.h() + in.commCost() * comm + in.neighbourCost() * neighbours.size());
        }
        return worst;
    }

    static final TreeMap<String, BiFunction<List<Rect>, SplittableRandom, List<Rect>>> KINDS = new TreeMap<>();
    static int any(List<Rect> l, SplittableRandom r) { return r.nextInt(l.size()); }
    static void set(List<Rect> l, int i, int pe, int x, int y, int w, int h) { l.set(i, new Rect(pe, x, y, w, h)); }
    static {
        KINDS.put("01 move right", (l, r) -> { int i = any(l, r); Rect q = l.get(i); set(l, i, q.pe(), q.x() + 1, q.y(), q.w(), q.h()); return l; });
        KINDS.put("02 move down", (l, r) -> { int i = any(l, r); Rect q = l.get(i); set(l, i, q.pe(), q.x(), q.y() + 1, q.w(), q.h()); return l; });
        KINDS.put("03 move left", (l, r) -> { int i = any(l, r); Rect q = l.get(i); set(l, i, q.pe(), q.x() - 1, q.y(), q.w(), q.h()); return l; });
        KINDS.put("04 wider", (l, r) -> { int i = any(l, r); Rect q = l.get(i); set(l, i, q.pe(), q.x(), q.y(), q.w() + 1, q.h()); return l; });
        KINDS.put("05 narrower", (l, r) -> { int i = any(l, r); Rect q = l.get(i); set(l, i, q.pe(), q.x(), q.y(), q.w() - 1, q.h()); return l; });
        KINDS.put("06 shorter", (l, r) -> { int i = any(l, r); Rect q = l.get(i); set(l, i, q.pe(), q.x(), q.y(), q.w(), q.h() - 1); return l; });
        KINDS.put("07 drop a block", (l, r) -> { l.remove(any(l, r)); return l; });
        KINDS.put("08 a block twice", (l, r) -> { l.add(l.get(any(l, r))); return l; });
        KINDS.put("09 swap PEs", (l, r) -> { int i = any(l, r), j = any(l, r); Rect a = l.get(i), b = l.get(j); set(l, i, b.pe(), a.x(), a.y(), a.w(), a.h()); set(l, j, a.pe(), b.x(), b.y(), b.w(), b.h()); return l; });
        KINDS.put("10 PE that does not exist", (l, r) -> { int i = any(l, r); Rect q = l.get(i); set(l, i, r.nextBoolean() ? -1 : 999, q.x(), q.y(), q.w(), q.h()); return l; });
        KINDS.put("11 two blocks for one PE", (l, r) -> { int i = any(l, r), j = any(l, r); Rect b = l.get(j); set(l, j, l.get(i).pe(), b.x(), b.y(), b.w(), b.h()); return l; });
        KINDS.put("12 zero width", (l, r) -> { int i = any(l, r); Rect q = l.get(i); set(l, i, q.pe(), q.x(), q.y(), 0, q.h()); return l; });
        KINDS.put("13 outside the grid", (l, r) -> { int i = any(l, r); Rect q = l.get(i); set(l, i, q.pe(), q.x() + 1000, q.y(), q.w(), q.h()); return l; });
        KINDS.put("14 onto another block", (l, r) -> { int i = any(l, r), j = any(l, r); Rect a = l.get(i), b = l.get(j); set(l, i, a.pe(), b.x(), b.y(), a.w(), a.h()); return l; });
        KINDS.put("15 transpose a block", (l, r) -> { int i = any(l, r); Rect q = l.get(i); set(l, i, q.pe(), q.x(), q.y(), q.h(), q.w()); return l; });
    }

    @Test
    void everyInvalidMutantIsRejectedAndEveryValidOneAcceptedWithItsCost() {
        SplittableRandom r = new SplittableRandom(20261124L);
        List<GridSolver> methods = List.of(new Type1(), new Type2(), LocalAdjusted.type1(), LocalAdjusted.type2());
        TreeMap<String, int[]> counts = new TreeMap<>();
        for (int k = 0; k < 200; k++) {
            GridInstance in = GridTestInstances.random(2 + r.nextInt(9), 2 + r.nextInt(9), 1 + r.nextInt(6), r.nextLong());
            GridPartition base = methods.get(r.nextInt(methods.size())).solve(in, Options.defaults()).solution();
            assertTrue(!Double.isNaN(oracle(in, base.rectangles())), "the heuristic's partition");
            for (var kind : KINDS.entrySet()) {
                List<Rect> mutant = kind.getValue().apply(new ArrayList<>(base.rectangles()), r);
                double expected = oracle(in, mutant);
                Verdict v = CHECK.check(in, new GridPartition(mutant));
                int[] c = counts.computeIfAbsent(kind.getKey(), x -> new int[2]);
                if (Double.isNaN(expected)) {
                    assertTrue(!v.valid(), kind.getKey() + ": accepted an invalid partition " + mutant + " of " + in);
                    c[0]++;
                } else {
                    assertTrue(v.valid(), kind.getKey() + ": rejected a valid partition: " + v.violation());
                    assertEquals(expected, v.objective(), 1e-9 * Math.max(1, expected));
                    c[1]++;
                }
            }
        }
        // swapping PEs keeps a tiling (only the cost changes): it tests the recomputed objective
        for (var e : counts.entrySet())
            assertTrue(e.getKey().contains("swap PEs") ? e.getValue()[1] > 0 : e.getValue()[0] > 0, e.getKey() + " " + java.util.Arrays.toString(e.getValue()));
        System.out.println("grid mutants (rejected, accepted): " + counts.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()[0] + "/" + e.getValue()[1]).toList());
    }
}
