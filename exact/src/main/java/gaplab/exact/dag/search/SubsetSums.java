package gaplab.exact.dag.search;

import java.util.Arrays;

/**
 * The subset sums of a set of whole-numbered durations as a bit set (bit s: some subset sums to s),
 * built by shifting and or-ing one duration at a time, and the question whether the durations split
 * between one capacity and the others'. Used by {@link PartitionTest} and {@link SinkPhase}.
 */
final class SubsetSums {
    /** The largest total the bit sets are built for (W + 1 bits). */
    static final int MAX_TOTAL = 1 << 16;

    private SubsetSums() {}

    /** Are subset sums of least durations usable: whole-numbered times, two or more processors, a total of at most {@link #MAX_TOTAL}? */
    static boolean usable(InstanceData data, double total) {
        return data.integral && data.processors >= 2 && total <= MAX_TOTAL;
    }

    /** Clears {@code bits} to the empty sum over {@code words} words. */
    static void clear(long[] bits, int words) {
        Arrays.fill(bits, 0, words, 0);
        bits[0] = 1;
    }

    /** {@code to} := {@code from} ∪ ({@code from} + w), over {@code words} words (sums past the last word are dropped). */
    static void add(long[] from, long[] to, int words, int w) {
        int ws = w >> 6, bs = w & 63;
        for (int x = words - 1; x >= 0; x--) {
            long v = from[x];
            int y = x - ws;
            if (y >= 0) {
                v |= from[y] << bs;
                if (bs != 0 && y >= 1) v |= from[y - 1] >>> (64 - bs);
            }
            to[x] = v;
        }
    }

    /**
     * Can the durations (total W, sums up to {@code total}) be split so that one part fits into
     * capacity c and the rest into the others' capacities, {@code cap} − c in all? That is, is some sum
     * in [W − (cap − c), c]?
     */
    static boolean splits(long[] bits, int total, double W, double c, double cap) {
        return anyIn(bits, (int) Math.ceil(W - (cap - c) - 1e-9), (int) Math.min(total, Math.floor(c + 1e-9)));
    }

    /** Is some sum in [lo, hi]? */
    private static boolean anyIn(long[] bits, int lo, int hi) {
        if (lo < 0) lo = 0;
        if (lo > hi) return false;
        int a = lo >> 6, z = hi >> 6;
        for (int x = a; x <= z; x++) {
            long v = bits[x];
            if (x == a) v &= -1L << (lo & 63);
            if (x == z && (hi & 63) != 63) v &= (1L << ((hi & 63) + 1)) - 1;
            if (v != 0) return true;
        }
        return false;
    }
}
