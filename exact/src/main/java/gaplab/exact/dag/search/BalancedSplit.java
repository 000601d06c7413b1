package gaplab.exact.dag.search;

import java.util.Arrays;

/**
 * Splits whole-numbered item sizes into P = 2, 4 or 8 parts of nearly equal sums by recursive halving,
 * each halving the subset whose sum is closest to its target, found exactly by meet in the middle
 * (Horowitz &amp; Sahni, J. ACM 21(2), 1974: the sorted sums of each half of the items, one pass of two
 * pointers). A wide level of a workflow (blast's 40 sibling tasks of 9–10 s written to the microsecond,
 * srasearch's download-and-align pairs) packs within a unit or two of the load on two processors, where
 * LPT with moves and exchanges ({@link PackingStart}) leaves milliseconds; the packing start decodes such
 * splits as its allocations. Items beyond {@link #EXACT_ITEMS} (the smallest) are added greedily after the
 * exact halving of the largest. A heuristic for incumbents: nothing is proven from it.
 */
final class BalancedSplit {
    /** The most items halved exactly: 2^(EXACT_ITEMS/2) sums on each side. */
    static final int EXACT_ITEMS = 40;

    private final long[] size;
    private final int[] items;
    private final int exact;
    private final long[] left, right;
    private final int leftBits;

    /** The halving of {@code items} (indices into {@code size}, largest first after sorting here). */
    BalancedSplit(long[] size, int[] items) { this(size, items, EXACT_ITEMS); }

    /** With at most {@code exactItems} halved exactly (tests mutate it). */
    BalancedSplit(long[] size, int[] items, int exactItems) {
        this.size = size;
        Integer[] order = new Integer[items.length];
        for (int i = 0; i < items.length; i++) order[i] = items[i];
        Arrays.sort(order, (a, b) -> size[a] != size[b] ? Long.compare(size[b], size[a]) : Integer.compare(a, b));
        this.items = new int[items.length];
        for (int i = 0; i < items.length; i++) this.items[i] = order[i];
        exact = Math.min(exactItems, items.length);
        leftBits = exact / 2;
        left = sums(0, leftBits);
        right = sums(leftBits, exact);
    }

    /** The subset sums of items[from..to), each packed as (sum << bits) | mask, sorted ({@link MiddleSubset#packedSums}). */
    private long[] sums(int from, int to) {
        long[] s = new long[1 << (to - from)];
        MiddleSubset.packedSums(size, items, from, to, s, new long[s.length]);
        return s;
    }

    /** Can the sums be packed with their masks into a long? (sizes total below 2^42) */
    static boolean fits(long[] size, int[] items) {
        long total = 0;
        for (int t : items) { if (size[t] < 0) return false; total += size[t]; }
        return total < (1L << 42);
    }

    /** The subset closest to {@code target} (ties: the lower sum, then the first found), as a membership array over items' positions in {@code size}. */
    boolean[] closest(long target) {
        int rb = exact - leftBits;
        long smallTotal = 0;
        for (int i = exact; i < items.length; i++) smallTotal += size[items[i]];
        long exactTarget = target - smallTotal / 2;
        long bestDiff = Long.MAX_VALUE, bestSum = 0;
        int bestL = 0, bestR = 0;
        int j = right.length - 1;
        long maskL = (1L << leftBits) - 1, maskR = (1L << rb) - 1;
        for (long l : left) {
            long ls = l >>> leftBits;
            while (j >= 0 && ls + (right[j] >>> rb) > exactTarget) j--;
            for (int c = Math.max(0, j); c <= Math.min(right.length - 1, j + 1); c++) {
                long sum = ls + (right[c] >>> rb), d = Math.abs(sum - exactTarget);
                if (d < bestDiff || (d == bestDiff && sum < bestSum)) { bestDiff = d; bestSum = sum; bestL = (int) (l & maskL); bestR = (int) (right[c] & maskR); }
            }
        }
        boolean[] in = new boolean[size.length];
        long s = 0;
        for (int b = 0; b < leftBits; b++) if ((bestL >>> b & 1) != 0) { in[items[b]] = true; s += size[items[b]]; }
        for (int b = 0; b < rb; b++) if ((bestR >>> b & 1) != 0) { in[items[leftBits + b]] = true; s += size[items[leftBits + b]]; }
        // the small items, largest first, to the side still short of its target
        long rest = 0;
        for (int i = 0; i < exact; i++) if (!in[items[i]]) rest += size[items[i]];
        long total = 0;
        for (int t : items) total += size[t];
        for (int i = exact; i < items.length; i++) {
            int t = items[i];
            if (s + size[t] <= target || rest >= total - target) { in[t] = true; s += size[t]; }
            else rest += size[t];
        }
        return in;
    }

    /**
     * The largest subset sum at most x and the least at least x (−1 where there is none), exact when every
     * item is halved exactly; null when some are not.
     */
    long[] around(long x) {
        if (exact < items.length) return null;
        int rb = exact - leftBits;
        long below = -1, above = -1;
        int j = right.length - 1;
        for (long l : left) {
            long ls = l >>> leftBits;
            while (j >= 0 && ls + (right[j] >>> rb) > x) j--;
            if (j >= 0) below = Math.max(below, ls + (right[j] >>> rb));
            if (j + 1 < right.length) { long a = ls + (right[j + 1] >>> rb); if (above < 0 || a < above) above = a; }
        }
        return new long[] {below, above};
    }

    /**
     * Parts 0..P−1 for the items (P a power of two up to 8), part p aiming at load {@code target[p]}: the first
     * half the subset closest to the first half's targets, and so on recursively.
     */
    static int[] parts(BalancedSplit top, long[] target) {
        int P = target.length;
        if (P != 2 && P != 4 && P != 8) return null;
        int[] part = new int[top.size.length];
        Arrays.fill(part, -1);
        splitTo(top.size, top.items, 0, target, top, part);
        return part;
    }

    private static void splitTo(long[] size, int[] items, int first, long[] target, BalancedSplit built, int[] part) {
        int P = target.length;
        if (P == 1 || items.length == 0) { for (int t : items) part[t] = first; return; }
        long want = 0;
        for (int p = 0; p < P / 2; p++) want += target[p];
        BalancedSplit h = built != null ? built : new BalancedSplit(size, items);
        boolean[] in = h.closest(want);
        int a = 0;
        for (int t : items) if (in[t]) a++;
        int[] A = new int[a], B = new int[items.length - a];
        int i = 0, k = 0;
        for (int t : items) { if (in[t]) A[i++] = t; else B[k++] = t; }
        splitTo(size, A, first, Arrays.copyOfRange(target, 0, P / 2), null, part);
        splitTo(size, B, first + P / 2, Arrays.copyOfRange(target, P / 2, P), null, part);
    }

    /**
     * Parts 0..P−1 for the items (P = 1, 2, 4 or 8): the first half (parts 0..P/2−1) the subset closest to
     * {@code firstTarget}, then each half halved towards its half sum, recursively; null for another P.
     */
    static int[] parts(long[] size, int[] items, int P, long firstTarget) {
        if (P != 1 && P != 2 && P != 4 && P != 8) return null;
        int[] part = new int[size.length];
        Arrays.fill(part, -1);
        split(size, items, 0, P, firstTarget, null, part, new long[1]);
        return part;
    }

    /**
     * Parts as {@link #parts}, the first halving already built ({@code top}, over the same items); the subset
     * sums of the halvings built here are added to {@code sumsBuilt[0]} (their work).
     */
    static int[] parts(BalancedSplit top, int P, long firstTarget, long[] sumsBuilt) {
        if (P != 2 && P != 4 && P != 8) return null;
        int[] part = new int[top.size.length];
        Arrays.fill(part, -1);
        split(top.size, top.items, 0, P, firstTarget, top, part, sumsBuilt);
        return part;
    }

    /** The subset sums this halving holds (both sides). */
    long sums() { return left.length + right.length; }

    private static void split(long[] size, int[] items, int first, int P, long target, BalancedSplit built, int[] part, long[] sumsBuilt) {
        if (P == 1 || items.length == 0) { for (int t : items) part[t] = first; return; }
        BalancedSplit h = built;
        if (h == null) { h = new BalancedSplit(size, items); sumsBuilt[0] += h.sums(); }
        boolean[] in = h.closest(target);
        int a = 0;
        for (int t : items) if (in[t]) a++;
        int[] A = new int[a], B = new int[items.length - a];
        long sa = 0, sb = 0;
        int i = 0, k = 0;
        for (int t : items) { if (in[t]) { A[i++] = t; sa += size[t]; } else { B[k++] = t; sb += size[t]; } }
        split(size, A, first, P / 2, sa / 2, null, part, sumsBuilt);
        split(size, B, first + P / 2, P / 2, sb / 2, null, part, sumsBuilt);
    }
}
