package gaplab.verify.grid;

import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.Rect;
import gaplab.model.core.Checker;
import gaplab.model.core.Decimals;
import gaplab.model.core.Verdict;
import java.math.BigDecimal;
import java.util.List;

/**
 * The independent checker of grid partitions. It uses only the instance and solution records (no
 * solver code, no {@code GridCost}): integer rectangles with positive sides inside the grid, PE
 * numbers that exist, at most one rectangle per PE (exactly one unless idle PEs are allowed), every
 * grid point covered exactly once (by painting an owner map), and the objective recomputed in exact
 * decimal arithmetic: {@code c_k·w·h + b·comm + a·neighbours}, comm = 2(w+h) (perimeter) or the
 * sides not on the grid's edge (interior), neighbours = the other rectangles sharing a boundary
 * segment of positive length. The costs are the numbers as written ({@link Decimals}); a partition holds
 * only integers, so nothing is compared up to a tolerance (τ = 0, {@link gaplab.model.core.Tolerance}).
 */
public final class GridChecker implements Checker<GridInstance, GridPartition> {

    @Override
    public Verdict check(GridInstance in, GridPartition sol) {
        if (sol == null) return Verdict.invalid("no solution");
        int W = in.width(), H = in.height(), n = in.pes();
        List<Rect> rs = sol.rectangles();
        boolean[] seen = new boolean[n];
        for (Rect r : rs) {
            if (r.pe() < 0 || r.pe() >= n) return Verdict.invalid("rectangle of PE " + r.pe() + ": there is no such PE (PEs are 0.." + (n - 1) + ")");
            if (seen[r.pe()]) return Verdict.invalid("PE " + r.pe() + " has more than one rectangle");
            seen[r.pe()] = true;
            if (r.w() < 1 || r.h() < 1) return Verdict.invalid("rectangle of PE " + r.pe() + " has a side below 1 (w=" + r.w() + ", h=" + r.h() + ")");
            if (r.x() < 0 || r.y() < 0 || (long) r.x() + r.w() > W || (long) r.y() + r.h() > H)
                return Verdict.invalid("rectangle of PE " + r.pe() + " [" + r.x() + "," + r.y() + " " + r.w() + "x" + r.h() + "] is not inside the " + W + "x" + H + " grid");
        }
        if (!in.allowIdle())
            for (int k = 0; k < n; k++) if (!seen[k]) return Verdict.invalid("PE " + k + " has no rectangle (idle PEs are not allowed)");
        int[] owner = new int[W * H];
        java.util.Arrays.fill(owner, -1);
        for (Rect r : rs)
            for (int yy = r.y(); yy < r.y() + r.h(); yy++)
                for (int xx = r.x(); xx < r.x() + r.w(); xx++) {
                    int o = owner[yy * W + xx];
                    if (o >= 0) return Verdict.invalid("point (" + xx + "," + yy + ") is covered by PE " + o + " and PE " + r.pe());
                    owner[yy * W + xx] = r.pe();
                }
        for (int i = 0; i < owner.length; i++)
            if (owner[i] < 0) return Verdict.invalid("point (" + (i % W) + "," + (i / W) + ") is not covered");
        int[] neighbours = neighbours(owner, W, H, n);
        BigDecimal b = Decimals.exact(in.commCost()), a = Decimals.exact(in.neighbourCost());
        BigDecimal max = BigDecimal.ZERO;
        for (Rect r : rs) {
            long comm;
            if (in.boundary() == GridInstance.Boundary.PERIMETER) comm = 2L * (r.w() + r.h());
            else comm = (r.x() > 0 ? r.h() : 0) + (r.x() + r.w() < W ? r.h() : 0) + (r.y() > 0 ? r.w() : 0) + (r.y() + r.h() < H ? r.w() : 0);
            BigDecimal t = Decimals.exact(in.pointCost(r.pe())).multiply(BigDecimal.valueOf((long) r.w() * r.h()))
                    .add(b.multiply(BigDecimal.valueOf(comm))).add(a.multiply(BigDecimal.valueOf(neighbours[r.pe()])));
            if (t.compareTo(max) > 0) max = t;
        }
        return Verdict.valid(max.doubleValue());
    }

    /**
     * Neighbours of every PE: the other rectangles sharing a boundary segment of positive length, read
     * off the painted owner map (two grid points side by side with different owners), so the count is
     * linear in the points, not quadratic in the PEs.
     */
    private static int[] neighbours(int[] owner, int W, int H, int n) {
        java.util.HashSet<Long> pairs = new java.util.HashSet<>();
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int o = owner[y * W + x];
                if (x + 1 < W && owner[y * W + x + 1] != o) pairs.add(pair(o, owner[y * W + x + 1], n));
                if (y + 1 < H && owner[(y + 1) * W + x] != o) pairs.add(pair(o, owner[(y + 1) * W + x], n));
            }
        int[] count = new int[n];
        for (long key : pairs) {
            count[(int) (key / n)]++;
            count[(int) (key % n)]++;
        }
        return count;
    }

    private static long pair(int p, int q, int n) { return (long) Math.min(p, q) * n + Math.max(p, q); }
}
