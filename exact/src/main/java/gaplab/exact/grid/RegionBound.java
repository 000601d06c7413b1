package gaplab.exact.grid;

import java.util.Arrays;

/**
 * What the region still uncovered can hold (SPEC §2, exact search): two area tests on a skyline
 * state of {@link GridExact}, both exact (a state they cut has no completion whose every block is
 * below the incumbent).
 *
 * <ul>
 * <li><b>capacity</b>: a block still to come lies in the uncovered region, so a w×h block needs w
 *     adjacent columns with at least h free rows each: with F(w) the most free rows over any w
 *     adjacent columns, unplaced PE k can take at most cap_k = max_w w·(tallest allowed h ≤ F(w));
 *     the uncovered area must be at most Σ cap_k.</li>
 * <li><b>well loss</b>: every well of the skyline (a run of r equal columns at depth y, both
 *     neighbours higher) has a block whose top-left corner is the well's left end, at most r wide
 *     and H − y high, and distinct wells have distinct such blocks (distinct PEs). That PE gives up
 *     cap_k − best_k(r, H − y) of its capacity, so the uncovered area must be at most
 *     Σ cap_k − Σ_wells min_k (cap_k − best_k(r, H − y)).</li>
 * </ul>
 * A shape is <em>allowed</em> for PE k when its least time is below the incumbent; the tables hold,
 * per PE and width w, the tallest allowed height ≤ r.
 */
public final class RegionBound {
    private final int W, H, N;
    /** hLe[k][w·(H+1) + r] = the tallest allowed height ≤ r of a shape of PE k of width w (0 if none). */
    private final int[][] hLe;
    private final int[] freeRows;

    /** Whether the tables fit in memory (N·(W+1)·(H+1) ints); callers fall back to a height-only test otherwise. */
    public static boolean fits(int n, int w, int h) { return (long) n * (w + 1) * (h + 1) <= 4_000_000L; }

    public RegionBound(int W, int H, int N) {
        this.W = W;
        this.H = H;
        this.N = N;
        hLe = new int[N][(W + 1) * (H + 1)];
        freeRows = new int[W + 1];
    }

    /** Rebuilds PE k's table from its shapes, keeping those with least time below {@code ub}. */
    public void allow(int k, int[] shapeW, int[] shapeH, long[] shapeLb, long ub) {
        int[] f = hLe[k];
        Arrays.fill(f, 0);
        for (int i = 0; i < shapeLb.length; i++)
            if (shapeLb[i] < ub) f[shapeW[i] * (H + 1) + shapeH[i]] = shapeH[i];
        for (int w = 1; w <= W; w++)
            for (int r = 1; r <= H; r++) f[w * (H + 1) + r] = Math.max(f[w * (H + 1) + r], f[w * (H + 1) + r - 1]);
    }

    /** Fills {@code cap[k]} for every unplaced PE and returns Σ cap_k (the capacity test). */
    public long capacities(int[] top, boolean[] placed, long[] cap) {
        int[] fh = freeRows;
        Arrays.fill(fh, 0);
        for (int j = 0; j < W; j++) {
            int m = 0;
            for (int w = 1; j + w <= W; w++) {
                m = Math.max(m, top[j + w - 1]);
                if (m >= H) break;
                if (H - m > fh[w]) fh[w] = H - m;
            }
        }
        long sum = 0;
        for (int k = 0; k < N; k++) {
            if (placed[k]) continue;
            int[] f = hLe[k];
            long best = 0;
            for (int w = 1; w <= W && fh[w] > 0; w++) best = Math.max(best, (long) w * f[w * (H + 1) + fh[w]]);
            cap[k] = best;
            sum += best;
        }
        return sum;
    }

    /**
     * The corner rule's anchor {x, y, r}: the left end of the narrowest well of the skyline (the
     * highest-up one among equally narrow wells), a block's top-left corner in every completion.
     */
    public static int[] anchor(int[] top, int H) {
        int x = -1, y = 0, run = Integer.MAX_VALUE;
        for (int j = 0; j < top.length; ) {
            int t = top[j], a = j;
            while (j < top.length && top[j] == t) j++;
            if (isWell(top, a, j, H) && (j - a < run || (j - a == run && t < y))) {
                run = j - a;
                x = a;
                y = t;
            }
        }
        return new int[]{x, y, run};
    }

    /** Whether the run of equal columns a..j−1 is a well: not full, both neighbours (or the grid's sides) higher. */
    private static boolean isWell(int[] top, int a, int j, int H) {
        int t = top[a];
        return t < H && (a == 0 || top[a - 1] > t) && (j == top.length || top[j] > t);
    }

    /** Σ over the skyline's wells of the least capacity an unplaced PE gives up by filling the well's corner (the well-loss test). */
    public long wellLoss(int[] top, boolean[] placed, long[] cap) {
        long total = 0;
        for (int j = 0; j < W; ) {
            int t = top[j], a = j;
            while (j < W && top[j] == t) j++;
            if (!isWell(top, a, j, H)) continue;
            int r = j - a, free = H - t;
            long least = Long.MAX_VALUE;
            for (int k = 0; k < N && least > 0; k++) {
                if (placed[k]) continue;
                int[] f = hLe[k];
                long b = 0;
                for (int w = 1; w <= r; w++) b = Math.max(b, (long) w * f[w * (H + 1) + free]);
                least = Math.min(least, Math.max(0, cap[k] - b));
            }
            if (least != Long.MAX_VALUE) total += least;
        }
        return total;
    }
}
