package gaplab.exact.dag.search;

/**
 * Subset sums of whole-numbered durations of any magnitude, by meet in the middle (Horowitz &amp; Sahni,
 * J. ACM 21(2), 1974): the sums of each half of at most {@link #MAX_ITEMS} durations, sorted and without
 * repeats, and the question whether some sum of the whole lies in [lo, hi], answered by one pass of two
 * pointers over the halves. {@link SubsetSums}' bit sets need totals up to 2^16; a workflow's runtimes,
 * solved in their own integer unit (microseconds for runtimes written to the millisecond and files to the
 * byte), total 10^9 and more, so {@link PartitionTest} uses these sums there (issue 37, item 3).
 */
final class WideSubsetSums {
    /** The most durations taken at once: each half has at most 2^12 sums. */
    static final int MAX_ITEMS = 24;
    private static final int HALF = 1 << (MAX_ITEMS / 2);

    private final long[] left = new long[HALF], right = new long[HALF], scratch = new long[HALF];
    private int leftCount, rightCount;

    /** The sums of {@code items[0..k)}, k ≤ {@link #MAX_ITEMS}, each item ≥ 0. */
    void build(long[] items, int k) {
        if (k > MAX_ITEMS) throw new IllegalArgumentException(k + " items");
        int h = k / 2;
        leftCount = sums(items, 0, h, left);
        rightCount = sums(items, h, k, right);
    }

    /** The sums of both halves kept: the length of one pass over them ({@link Search#work}). */
    int size() { return leftCount + rightCount; }

    /** The sorted distinct sums of items[from..to) into out; their count. */
    private int sums(long[] items, int from, int to, long[] out) {
        out[0] = 0;
        int n = 1;
        for (int i = from; i < to; i++) {
            long w = items[i];
            int a = 0, b = 0, m = 0;
            while (a < n || b < n) {
                long x = b >= n || (a < n && out[a] <= out[b] + w) ? out[a++] : out[b++] + w;
                if (m == 0 || scratch[m - 1] != x) scratch[m++] = x;
            }
            System.arraycopy(scratch, 0, out, 0, m);
            n = m;
        }
        return n;
    }

    /** Is some subset sum in [lo, hi]? */
    boolean anyIn(long lo, long hi) {
        if (lo > hi) return false;
        int j = rightCount - 1;
        for (int i = 0; i < leftCount; i++) {
            long l = left[i];
            while (j >= 0 && right[j] > hi - l) j--; // right[j]: the largest right sum with l + right[j] ≤ hi
            if (j < 0) return false;
            if (right[j] >= lo - l) return true;
        }
        return false;
    }

    /**
     * Can the durations (total W) be split so that one part fits into capacity c and the rest into the
     * others' capacities, {@code cap} − c in all (as {@link SubsetSums#splits})?
     */
    boolean splits(double W, double c, double cap) {
        return anyIn((long) Math.ceil(W - (cap - c) - 1e-9), (long) Math.floor(c + 1e-9));
    }
}
