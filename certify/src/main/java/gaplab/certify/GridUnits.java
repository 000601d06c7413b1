package gaplab.certify;

import gaplab.model.core.Decimals;
import gaplab.model.grid.GridInstance;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A grid instance's costs in its unit δ (docs/certificates.md, "Grids"; SPEC §2): every c_k, b and a read
 * as the decimal written ({@link Decimals}), δ their greatest common divisor, so that every PE time
 * c_k·w·h + b·comm + a·ν is a whole number of units. Also the least time of a w × h block anywhere (its
 * least comm, and one neighbour when every PE is busy and N ≥ 2) and the shape-area bound.
 */
public final class GridUnits {
    /** The largest time in units of δ that is certified. */
    public static final long MAX = 1_000_000_000L;

    private final GridInstance in;
    private final BigDecimal unit;
    private final long[] c;
    private final long b, a;

    private GridUnits(GridInstance in, BigDecimal unit, long[] c, long b, long a) {
        this.in = in;
        this.unit = unit;
        this.c = c;
        this.b = b;
        this.a = a;
    }

    public static GridUnits of(GridInstance in) throws IntegerDag.NotInteger {
        int n = in.pes();
        BigDecimal[] x = new BigDecimal[n + 2];
        for (int k = 0; k < n; k++) x[k] = Decimals.exact(in.pointCost(k));
        x[n] = Decimals.exact(in.commCost());
        x[n + 1] = Decimals.exact(in.neighbourCost());
        int digits = 0;
        for (BigDecimal v : x) digits = Math.max(digits, v.stripTrailingZeros().scale());
        BigInteger g = BigInteger.ZERO;
        for (BigDecimal v : x) g = g.gcd(v.scaleByPowerOfTen(digits).toBigIntegerExact());
        BigDecimal unit = CertificateWriter.plain(new BigDecimal(g).scaleByPowerOfTen(-digits));
        long[] c = new long[n];
        for (int k = 0; k < n; k++) c[k] = steps(x[k], unit);
        GridUnits u = new GridUnits(in, unit, c, steps(x[n], unit), steps(x[n + 1], unit));
        long worst = 0;
        for (int k = 0; k < n; k++) worst = Math.max(worst, u.c[k] * in.area() + u.b * 2L * (in.width() + in.height()) + u.a * 4L * n);
        if (worst > MAX) throw new IntegerDag.NotInteger("a PE time can reach " + worst + " units of " + unit.toPlainString() + ", more than 10^9");
        return u;
    }

    private static long steps(BigDecimal x, BigDecimal unit) throws IntegerDag.NotInteger {
        BigInteger k = x.divide(unit).toBigIntegerExact();
        if (k.compareTo(BigInteger.valueOf(MAX)) > 0) throw new IntegerDag.NotInteger(x.toPlainString() + " is more than 10^9 units of " + unit.toPlainString());
        return k.longValueExact();
    }

    public GridInstance instance() { return in; }

    public BigDecimal unit() { return unit; }

    public long c(int k) { return c[k]; }

    /** a, the neighbour cost in units of δ. */
    long neighbourCost() { return a; }

    /** The communicating boundary of the block (x,y,w,h): its perimeter, or its sides off the grid's edge. */
    int comm(int x, int y, int w, int h) {
        if (in.boundary() == GridInstance.Boundary.PERIMETER) return 2 * (w + h);
        return (x > 0 ? h : 0) + (x + w < in.width() ? h : 0) + (y > 0 ? w : 0) + (y + h < in.height() ? w : 0);
    }

    /** The least number of neighbours every block has: 1 when every PE is busy and N ≥ 2, else 0. */
    public int leastNeighbours() { return !in.allowIdle() && in.pes() >= 2 ? 1 : 0; }

    /** PE k's time on the block in units of δ, with its least number of neighbours. */
    public long time(int k, int x, int y, int w, int h) { return c[k] * w * (long) h + b * comm(x, y, w, h) + a * leastNeighbours(); }

    /** PE k's least time on a w × h block anywhere in the grid. */
    long leastTime(int k, int w, int h) {
        int comm = in.boundary() == GridInstance.Boundary.PERIMETER ? 2 * (w + h) : (w < in.width() ? h : 0) + (h < in.height() ? w : 0);
        return c[k] * w * (long) h + b * comm + a * leastNeighbours();
    }

    /** Σ_k the largest area of a block PE k can take in time ≤ t. */
    long capacity(long t) {
        long sum = 0;
        for (int k = 0; k < in.pes(); k++) {
            long best = 0;
            for (int w = 1; w <= in.width(); w++) {
                int h = in.height();
                while (h >= 1 && leastTime(k, w, h) > t) h--;   // the tallest w-wide block that fits
                best = Math.max(best, (long) w * Math.max(h, 0));
            }
            sum += best;
        }
        return sum;
    }

    /** The shape-area bound: the least t (units of δ) with Σ_k largest area in time ≤ t ≥ W·G. */
    public long shapeArea() {
        long lo = 0, hi = MAX;
        while (lo < hi) {
            long mid = (lo + hi) >>> 1;
            if (capacity(mid) >= in.area()) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
}
