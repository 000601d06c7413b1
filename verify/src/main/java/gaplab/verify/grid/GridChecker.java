package gaplab.verify.grid;

import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.Rect;
import gaplab.model.core.Checker;
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
 * segment of positive length.
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
        BigDecimal b = BigDecimal.valueOf(in.commCost()), a = BigDecimal.valueOf(in.neighbourCost());
        BigDecimal max = BigDecimal.ZERO;
        for (Rect r : rs) {
            long comm;
            if (in.boundary() == GridInstance.Boundary.PERIMETER) comm = 2L * (r.w() + r.h());
            else comm = (r.x() > 0 ? r.h() : 0) + (r.x() + r.w() < W ? r.h() : 0) + (r.y() > 0 ? r.w() : 0) + (r.y() + r.h() < H ? r.w() : 0);
            int neighbours = 0;
            for (Rect q : rs) if (q != r && touches(r, q)) neighbours++;
            BigDecimal t = BigDecimal.valueOf(in.pointCost(r.pe())).multiply(BigDecimal.valueOf((long) r.w() * r.h()))
                    .add(b.multiply(BigDecimal.valueOf(comm))).add(a.multiply(BigDecimal.valueOf(neighbours)));
            if (t.compareTo(max) > 0) max = t;
        }
        return Verdict.valid(max.doubleValue());
    }

    /** Shared boundary of positive length: touching sides with overlapping extents. */
    private static boolean touches(Rect p, Rect q) {
        long px1 = (long) p.x() + p.w(), py1 = (long) p.y() + p.h(), qx1 = (long) q.x() + q.w(), qy1 = (long) q.y() + q.h();
        if (px1 == q.x() || qx1 == p.x()) return Math.min(py1, qy1) - Math.max(p.y(), q.y()) > 0;
        if (py1 == q.y() || qy1 == p.y()) return Math.min(px1, qx1) - Math.max(p.x(), q.x()) > 0;
        return false;
    }
}
