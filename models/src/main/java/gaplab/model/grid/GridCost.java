package gaplab.model.grid;

import gaplab.model.core.Decimals;
import java.math.BigDecimal;
import java.util.List;

/**
 * PE times in exact integer arithmetic, shared by the exact search and the heuristics (the checker
 * has its own). Every cost is multiplied by the same power of ten 10^digits (digits may be negative: 5e13
 * and 3e13 become 5 and 3) so that all become integers: the instance's numbers are read as written
 * ({@link Decimals#exact}, so {@code 0.1} is exactly one tenth). A time is then an exact {@code long} in
 * units of 10^-digits, whatever the unit of time, and comparisons between tilings never suffer rounding;
 * only costs whose digits span too wide for a long (docs/limits.md) are refused.
 */
public final class GridCost {
    private final GridInstance in;
    private final long scale;
    private final int digits;
    private final long[] c;
    private final long b;
    private final long a;

    private GridCost(GridInstance in, int digits, long[] c, long b, long a) {
        this.in = in;
        this.digits = digits;
        this.scale = digits >= 0 && digits <= 18 ? BigDecimal.TEN.pow(digits).longValueExact() : 0;
        this.c = c;
        this.b = b;
        this.a = a;
    }

    /**
     * @throws ArithmeticException when the costs' digits span too wide: a scaled cost or the largest
     *                             possible time does not fit a long
     */
    public static GridCost of(GridInstance in) {
        int digits = Integer.MIN_VALUE;
        BigDecimal[] cs = new BigDecimal[in.pes()];
        for (int k = 0; k < cs.length; k++) {
            cs[k] = Decimals.exact(in.pointCost(k)).stripTrailingZeros();
            digits = Math.max(digits, cs[k].scale());
        }
        BigDecimal bb = Decimals.exact(in.commCost()).stripTrailingZeros();
        BigDecimal aa = Decimals.exact(in.neighbourCost()).stripTrailingZeros();
        if (bb.signum() != 0) digits = Math.max(digits, bb.scale());
        if (aa.signum() != 0) digits = Math.max(digits, aa.scale());
        if (digits == Integer.MIN_VALUE) digits = 0;
        BigDecimal s = BigDecimal.ONE.scaleByPowerOfTen(digits);
        long[] c = new long[cs.length];
        long maxC = 0;
        for (int k = 0; k < c.length; k++) {
            c[k] = cs[k].multiply(s).longValueExact();
            maxC = Math.max(maxC, c[k]);
        }
        long b = bb.multiply(s).longValueExact(), a = aa.multiply(s).longValueExact();
        long area = in.area();
        long perim = 2L * (in.width() + in.height());
        // the largest time any PE can have must fit comfortably
        Math.addExact(Math.addExact(Math.multiplyExact(maxC, area), Math.multiplyExact(b, perim)),
                Math.multiplyExact(Math.multiplyExact(a, in.pes()), 4L));
        return new GridCost(in, digits, c, b, a);
    }

    public GridInstance instance() { return in; }

    /** The common denominator 10^digits as a number: a scaled time t means t / scale. */
    public double scale() { return scale > 0 ? scale : Math.pow(10, digits); }

    public long c(int k) { return c[k]; }

    public long b() { return b; }

    public long a() { return a; }

    /** A scaled time as a number: t × 10^-digits, correctly rounded. */
    public double value(long scaled) { return scale > 0 ? scaled / (double) scale : new BigDecimal(scaled).scaleByPowerOfTen(-digits).doubleValue(); }

    /** The boundary length that costs communication for a block at (x,y) of size w×h. */
    public int comm(int x, int y, int w, int h) {
        if (in.boundary() == GridInstance.Boundary.PERIMETER) return 2 * (w + h);
        int s = 0;
        if (x > 0) s += h;
        if (x + w < in.width()) s += h;
        if (y > 0) s += w;
        if (y + h < in.height()) s += w;
        return s;
    }

    /** The least comm of a w×h block anywhere in the grid (the position is not known yet). */
    public int minComm(int w, int h) {
        if (in.boundary() == GridInstance.Boundary.PERIMETER) return 2 * (w + h);
        return (w < in.width() ? h : 0) + (h < in.height() ? w : 0);
    }

    /** Scaled time of PE k on the block (x,y,w,h) with {@code nb} neighbours. */
    public long time(int k, int x, int y, int w, int h, int nb) {
        return c[k] * w * (long) h + b * comm(x, y, w, h) + a * nb;
    }

    public long time(Rect r, int nb) { return time(r.pe(), r.x(), r.y(), r.w(), r.h(), nb); }

    /** Do two blocks share a boundary segment of positive length? */
    public static boolean adjacent(Rect p, Rect q) {
        boolean vertical = (p.x() + p.w() == q.x() || q.x() + q.w() == p.x())
                && Math.min(p.y() + p.h(), q.y() + q.h()) > Math.max(p.y(), q.y());
        boolean horizontal = (p.y() + p.h() == q.y() || q.y() + q.h() == p.y())
                && Math.min(p.x() + p.w(), q.x() + q.w()) > Math.max(p.x(), q.x());
        return vertical || horizontal;
    }

    /** Scaled time of every PE (0 for an idle PE), for a partition assumed feasible. */
    public long[] times(List<Rect> rects) {
        long[] t = new long[in.pes()];
        for (int i = 0; i < rects.size(); i++) {
            Rect r = rects.get(i);
            int nb = 0;
            if (a != 0) for (int j = 0; j < rects.size(); j++) if (j != i && adjacent(r, rects.get(j))) nb++;
            t[r.pe()] = time(r, nb);
        }
        return t;
    }

    public long max(List<Rect> rects) {
        long m = 0;
        for (long t : times(rects)) m = Math.max(m, t);
        return m;
    }

    /** The objective of a partition as a number. */
    public double objective(GridPartition p) { return value(max(p.rectangles())); }
}
