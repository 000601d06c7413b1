package gaplab.analysis.grid;

import gaplab.model.grid.GridInstance;
import gaplab.model.core.LowerBound;

/**
 * The continuous-relaxation lower bound of SPEC §2 (the paper's "theoretical lower bound"): sides
 * may be real and the blocks need only have areas A_k summing to W·H; PE k with area A_k needs at
 * least {@code f_k(A) = c_k·A + b·P(A) (+ a)} where P(A) is the least boundary a real rectangle of
 * area A inside W×H can have. Each f_k is nondecreasing, so the bound is the least T with
 * {@code Σ_k max{A : f_k(A) ≤ T} ≥ W·H}, found by bisection (inner bisections round areas up, the
 * outer one returns the lower end, so rounding only weakens the bound).
 *
 * <ul>
 * <li>{@code perimeter}: P(A) = 4√A while √A ≤ m = min(W,H), else 2(A/m + m) (the best rectangle
 *     is a square, or a full-width strip when the square does not fit).</li>
 * <li>{@code interior}: the exchanged boundary depends on the position, so a weaker term is used:
 *     Q(A) = min(m, √A ≤ m ? 2√A : A/m + m) for A &lt; W·H and Q(W·H) = 0. It is valid because a
 *     block that does not span the grid in either direction (w &lt; W, h &lt; H) has at least one
 *     of its left/right sides and one of its top/bottom sides inside the grid, so its interior
 *     boundary is at least w + h ≥ the least half-perimeter for its area; a block spanning the
 *     whole width (or height) but not both still has a full side of length W (or H) ≥ m inside;
 *     only the whole grid has none.</li>
 * <li>Neighbour cost a: when every PE must be busy and N ≥ 2, each block has at least one
 *     neighbour, so {@code a} is added to f_k; with idle PEs allowed the term is dropped.</li>
 * <li>When every PE must be busy each gets at least one point, so T ≥ max_k f_k(1) too.</li>
 * </ul>
 */
public final class GridBound implements LowerBound<GridInstance> {

    @Override
    public String name() { return "relaxation"; }

    @Override
    public double bound(GridInstance in) { return relaxation(in); }

    public static double relaxation(GridInstance in) {
        int n = in.pes();
        double wh = (double) in.area();
        double a = (!in.allowIdle() && n >= 2) ? in.neighbourCost() : 0.0;
        if (n == 1) { // one PE takes the whole grid: its time is exact
            double comm = in.boundary() == GridInstance.Boundary.PERIMETER ? 2.0 * (in.width() + in.height()) : 0.0;
            return in.pointCost(0) * wh + in.commCost() * comm;
        }
        double hi = 0;
        for (int k = 0; k < n; k++) hi = Math.max(hi, f(in, k, wh, a));
        double lo = 0;
        for (int it = 0; it < 200 && hi - lo > 1e-13 * hi; it++) {
            double mid = 0.5 * (lo + hi);
            double sum = 0;
            for (int k = 0; k < n && sum < wh; k++) sum += maxArea(in, k, mid, a);
            if (sum >= wh) hi = mid; else lo = mid;
        }
        double t = lo * (1 - 1e-12);
        if (!in.allowIdle()) for (int k = 0; k < n; k++) t = Math.max(t, f(in, k, 1.0, a));
        return t;
    }

    /** f_k(A), the least time of PE k on area A. */
    static double f(GridInstance in, int k, double area, double a) {
        return in.pointCost(k) * area + in.commCost() * boundary(in, area) + (area > 0 ? a : 0.0);
    }

    /** P(A) (perimeter) or Q(A) (interior), see the class comment. */
    static double boundary(GridInstance in, double area) {
        double m = Math.min(in.width(), in.height());
        double s = Math.sqrt(area);
        double half = s <= m ? 2 * s : area / m + m;
        if (in.boundary() == GridInstance.Boundary.PERIMETER) return 2 * half;
        if (area >= (double) in.area()) return 0.0;
        return Math.min(m, half);
    }

    /** The largest area (rounded up) PE k can take within time T. */
    static double maxArea(GridInstance in, int k, double t, double a) {
        double wh = (double) in.area();
        if (f(in, k, wh, a) <= t) return wh;
        if (in.boundary() == GridInstance.Boundary.INTERIOR && in.pointCost(k) * wh <= t) return wh;
        if (f(in, k, 0.0, a) > t) return 0.0;
        double lo = 0, hi = wh;
        for (int it = 0; it < 100 && hi - lo > 1e-15 * wh; it++) {
            double mid = 0.5 * (lo + hi);
            if (f(in, k, mid, a) <= t) lo = mid; else hi = mid;
        }
        return hi;
    }
}
