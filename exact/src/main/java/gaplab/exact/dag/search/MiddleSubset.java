package gaplab.exact.dag.search;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A subset of at most {@link #MAX_ITEMS} whole-numbered sizes whose sum lies in a given range (an exact sum when it is one value), by meet in the middle (Horowitz &amp;
 * Sahni, J. ACM 21(2), 1974: the sorted sums of each half, one pass of two pointers), the pass begun at a random
 * left sum so that repeated questions find different subsets. {@link SampledSplit} draws its exact halvings with it
 * when sizes written to the microsecond (blast's 40 runtimes of 9–10 s) make its bit sets of subset sums too sparse to
 * hit a gap (issue 37, item 3). A heuristic for incumbents: nothing is proven from it.
 */
final class MiddleSubset {
    /** The most items: 2^14 sums on each side. */
    static final int MAX_ITEMS = 28;

    private final long[] left = new long[1 << (MAX_ITEMS / 2)], right = new long[1 << (MAX_ITEMS / 2)], plain = new long[1 << (MAX_ITEMS / 2)];

    /**
     * The positions in {@code items} of a subset whose sizes sum to a value in [lo, hi] (a bit per position), or −1
     * when none does; {@code items.length} ≤ {@link #MAX_ITEMS}, sizes summing below 2^49.
     */
    long within(long[] size, int[] items, long lo, long hi, SplittableRandom random) {
        int k = items.length, h = k / 2;
        int nl = packedSums(size, items, 0, h, left, plain), nr = packedSums(size, items, h, k, right, plain);
        long maskL = (1L << h) - 1, maskR = (1L << (k - h)) - 1;
        int start = random.nextInt(nl);
        for (int i = 0; i < nl; i++) {
            long l = left[(start + i) % nl], ls = l >>> h, from = Math.max(0, lo - ls);
            if (hi - ls < 0) continue;
            int j = lowerBound(right, nr, from << (k - h));
            if (j < nr && right[j] >>> (k - h) <= hi - ls) return (l & maskL) | ((right[j] & maskR) << h);
        }
        return -1;
    }

    /**
     * The subset sums of the sizes of items[from..to), each packed as (sum &lt;&lt; bits) | mask, sorted into out (plain:
     * scratch for the sums alone); their count. {@link BalancedSplit} builds its halves with it too.
     */
    static int packedSums(long[] size, int[] items, int from, int to, long[] out, long[] plain) {
        int bits = to - from, count = 1 << bits;
        for (int mask = 1; mask < count; mask++) plain[mask] = plain[mask & (mask - 1)] + size[items[from + Integer.numberOfTrailingZeros(mask)]];
        for (int mask = 0; mask < count; mask++) out[mask] = (plain[mask] << bits) | mask;
        Arrays.sort(out, 0, count);
        return count;
    }

    /** The first index in a[0..n) whose value is at least x. */
    private static int lowerBound(long[] a, int n, long x) {
        int lo = 0, hi = n;
        while (lo < hi) { int mid = (lo + hi) >>> 1; if (a[mid] < x) lo = mid + 1; else hi = mid; }
        return lo;
    }
}
