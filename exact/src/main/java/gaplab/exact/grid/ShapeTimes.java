package gaplab.exact.grid;

import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import java.util.Arrays;

/**
 * The times a block can have, for the perimeter model without neighbour cost (SPEC §2): PE k on a
 * w×h block takes exactly c_k·w·h + b·2(w+h) (scaled integers, {@link GridCost}), whatever its
 * position. Two exact facts follow:
 *
 * <ul>
 * <li><b>achievable times</b>: the objective of every partition is one of these values (the time of
 *     its slowest PE), so a proof that no partition has max time ≤ T − 1 also rules out every value
 *     up to the next achievable one ≥ T ({@link #next});</li>
 * <li><b>shape bound</b>: a partition of max time ≤ T gives each PE an area of at most
 *     maxArea_k(T), the largest w·h of a w×h shape (w ≤ W, h ≤ H) of time ≤ T, and the areas sum
 *     to W·H; so the optimum is at least the least achievable T with Σ_k maxArea_k(T) ≥ W·H
 *     ({@link #lowerBound}). It is the relaxation of SPEC §2 with integer sides.</li>
 * </ul>
 */
public final class ShapeTimes {
    /** The most shape times (distinct costs × W × H) that are listed; beyond, {@link #of} returns null. */
    static final long LIMIT = 4_000_000L;

    private final long[] times;    // sorted, distinct
    private final long lowerBound;

    private ShapeTimes(long[] times, long lowerBound) {
        this.times = times;
        this.lowerBound = lowerBound;
    }

    /** The table of an instance, or null when it does not apply (interior model, neighbour cost) or is too large. */
    public static ShapeTimes of(GridInstance in, GridCost cost) {
        if (in.boundary() != GridInstance.Boundary.PERIMETER || cost.a() != 0) return null;
        int W = in.width(), H = in.height(), N = in.pes();
        long[] cs = new long[N];
        for (int k = 0; k < N; k++) cs[k] = cost.c(k);
        long[] distinct = Arrays.stream(cs).distinct().sorted().toArray();
        if ((long) distinct.length * W * H > LIMIT) return null;
        long[] all = new long[distinct.length * W * H];
        int n = 0;
        for (long c : distinct)
            for (int w = 1; w <= W; w++)
                for (int h = 1; h <= H; h++) all[n++] = time(c, cost.b(), w, h);
        long[] times = Arrays.stream(all).sorted().distinct().toArray();
        // the least listed T with Σ_k maxArea_k(T) ≥ W·H (the sum only grows with T): binary search over the list
        int lo = 0, hi = times.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (areaSum(cs, cost.b(), W, H, times[mid]) >= in.area()) hi = mid; else lo = mid + 1;
        }
        return new ShapeTimes(times, times[lo]);
    }

    private static long time(long c, long b, int w, int h) { return c * w * (long) h + b * 2L * (w + h); }

    /** Σ_k maxArea_k(T). */
    static long areaSum(long[] cs, long b, int W, int H, long T) {
        long sum = 0;
        for (long c : cs) {
            long best = 0;
            int h = H; // the tallest h with time ≤ T only falls as w grows (time grows with w and h)
            for (int w = 1; w <= W && h > 0; w++) {
                while (h > 0 && time(c, b, w, h) > T) h--;
                best = Math.max(best, (long) w * h);
            }
            sum += best;
        }
        return sum;
    }

    /** The shape bound (scaled): no partition has a smaller max time. */
    public long lowerBound() { return lowerBound; }

    /** The least achievable time ≥ t, or {@code Long.MAX_VALUE} if none. */
    public long next(long t) {
        int i = Arrays.binarySearch(times, t);
        if (i >= 0) return times[i];
        i = -i - 1;
        return i < times.length ? times[i] : Long.MAX_VALUE;
    }
}
