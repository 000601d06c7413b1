package gaplab.exact.dag.search;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Exact splits of whole-numbered work into P = 2, 4 or 8 parts by sampling (issue 37, item 3): the first half
 * a random subset of the items whose sizes sum to exactly the first half's target, then each half split the
 * same way, recursively. A random subset with an exact sum: the large items drawn at random (in random order,
 * each taken while it fits, or passed over at random), the gap they leave filled exactly from the subset sums
 * of the small items (a bit set per prefix of them, {@link SubsetSums}), and the small items taken back from
 * those bit sets at random. Recursive halving ({@link BalancedSplit}) takes one closest half, whose halves
 * meet their quarters only by chance; srasearch-20a-002 on four processors has no quarters of whole download-
 * and-align pairs within a few milliseconds, but among random exact halves of its 41 tasks about one in three
 * splits into exact quarters, and one such split parts 13 pairs and meets the bound. Sizes written to the microsecond
 * (blast's runtimes) leave the bit sets too few small items to fill a gap: there the gaps are met in the middle
 * ({@link MiddleSubset}) and, on more than two parts, the parts are peeled one at a time ({@link #peel}). A heuristic
 * for incumbents: nothing is proven from it; the same seed gives the same splits.
 */
final class SampledSplit {
    /** The most words the small items' bit sets hold together (2^23 longs: 64 MB, allocated once and reused). */
    static final long MOST_WORDS = 1L << 23;
    /** Random draws of the large items per exact subset asked for. */
    static final int DRAWS = 32;

    private final long[] size;
    private final SplittableRandom random;
    /** Work so far: words of bit sets built and subset sums enumerated (deterministic, unlike time). */
    private long work;
    /** The first halving's items and target, and its small items' bit sets, kept across samples. */
    private int[] topItems;
    private long topWant = -1;
    private Subsets topSubsets;
    /** The bit sets' storage (reused): the first halving's, the kept halves' and the others'. */
    private final long[][] stores = new long[4][];

    /** Splits of items whose sizes (indexed by task) are {@code size}, drawn from {@code seed}. */
    SampledSplit(long[] size, long seed) {
        this.size = size;
        this.random = new SplittableRandom(seed);
    }

    /** Work done so far, in words of bit sets built and subset sums enumerated. */
    long work() { return work; }

    /** Splits asked for so far. */
    private int asked;

    /** Splits asked for so far ({@link #parts}). */
    int asked() { return asked; }

    /** Further splits drawn below a first halving whose halves split exactly (their subsets drawn at random). */
    static final int REDRAWS = 16;

    /** The last first halving whose halves split exactly, its halves' bit sets, and the redraws left for it. */
    private int[] keptA, keptB;
    private long[] keptTargets;
    private Subsets keptSubsetsA, keptSubsetsB;
    private int redrawsLeft;

    /**
     * One sampled split: part[t] for each of {@code items} (−1 elsewhere), part p summing to exactly {@code
     * targets[p]} (P = 2, 4 or 8 targets, summing to the items' total), or null when this sample found none.
     * After a first halving whose halves split exactly, the next {@link #REDRAWS} calls draw other splits of
     * the same halves.
     */
    int[] parts(int[] items, long[] targets) { return parts(items, targets, 0); }

    /**
     * As {@link #parts(int[], long[])}, the targets' slack spread as {@code slack} / P to each (the remainder to the
     * first parts) already taken off them: when the parts are peeled ({@link #peel}), each may keep what is left of it
     * (part p's sum within its target plus its share and that less the slack not yet used).
     */
    int[] parts(int[] items, long[] targets, long slack) {
        asked++;
        int P = targets.length;
        if (P != 2 && P != 4 && P != 8) return null;
        int[] part = new int[size.length];
        Arrays.fill(part, -1);
        long[] a = Arrays.copyOfRange(targets, 0, P / 2), b = Arrays.copyOfRange(targets, P / 2, P);
        if (redrawsLeft > 0 && Arrays.equals(targets, keptTargets)) {
            redrawsLeft--;
            return split(keptA, a, 0, part, keptSubsetsA) && split(keptB, b, P / 2, part, keptSubsetsB) ? part : null;
        }
        long want = firstHalf(targets);
        if (topSubsets == null || topWant != want || !Arrays.equals(topItems, items)) {
            topItems = items.clone(); topWant = want; topSubsets = new Subsets(items, 0);
        }
        if (topSubsets.wide && P > 2) return peel(items, targets, slack);
        boolean[] in = topSubsets.draw(want);
        if (in == null) return null;
        int[][] halves = halves(items, in);
        if (!split(halves[0], a, 0, part, null) || !split(halves[1], b, P / 2, part, null)) return null;
        if (P >= 4) {
            keptA = halves[0]; keptB = halves[1]; keptTargets = targets.clone(); redrawsLeft = REDRAWS;
            keptSubsetsA = new Subsets(keptA, 1);
            keptSubsetsB = new Subsets(keptB, 2);
        }
        return part;
    }

    /**
     * Parts drawn one at a time, each an exact subset of the items left (met in the middle), the last part the rest:
     * on blast-small-001's 36 runtimes to the microsecond on four processors the peels met their targets in 65 of 2,000
     * draws, where random exact halves met exact quarters in none within 10^9 words of work (each half's 18 items have
     * about 48,620 sums of nine, spread over 10^6 µs; a peel draws only its third part from so few).
     */
    private int[] peel(int[] items, long[] targets, long slack) {
        int[] part = new int[size.length];
        Arrays.fill(part, -1);
        return peel(0, items, slack, targets, slack, part) ? part : null;
    }

    /** Draws of the part before the last one drawn, while the last finds no exact subset among the items left. */
    static final int REPEEL = 16;

    /** Parts p.. of {@code rest}, {@code left} of the slack unused; false when a draw finds none. */
    private boolean peel(int p, int[] rest, long left, long[] targets, long slack, int[] part) {
        int P = targets.length;
        if (p == P - 1) { for (int t : rest) part[t] = P - 1; return true; }
        long cap = targets[p] + slack / P + (p < slack % P ? 1 : 0);
        Subsets from = p == 0 ? topSubsets : new Subsets(rest, 3);
        for (int i = 0; i < (p == P - 3 ? REPEEL : 1); i++) {
            boolean[] in = from.draw(cap - left, cap);
            if (in == null) return false;
            int[][] h = halves(rest, in);
            long sum = 0;
            for (int t : h[0]) { part[t] = p; sum += size[t]; }
            if (peel(p + 1, h[1], left - (cap - sum), targets, slack, part)) return true;
        }
        return false;
    }

    /** The first half's share: the sum of the first half of {@code targets}. */
    private static long firstHalf(long[] targets) {
        long want = 0;
        for (int p = 0; p < targets.length / 2; p++) want += targets[p];
        return want;
    }

    /** The items in and out of {@code in}. */
    private static int[][] halves(int[] items, boolean[] in) {
        int a = 0;
        for (int t : items) if (in[t]) a++;
        int[] A = new int[a], B = new int[items.length - a];
        int i = 0, k = 0;
        for (int t : items) { if (in[t]) A[i++] = t; else B[k++] = t; }
        return new int[][] {A, B};
    }

    /**
     * A split of {@code items} into {@code targets}' parts from {@code first} on: the first halving drawn at random
     * from {@code drawn} when given, else the closest subset (meet in the middle; bit sets beyond
     * {@link BalancedSplit#EXACT_ITEMS} items), which must be exact; each half then split the same way.
     */
    private boolean split(int[] items, long[] targets, int first, int[] part, Subsets drawn) {
        int P = targets.length;
        if (P == 1) { for (int t : items) part[t] = first; return true; }
        long want = firstHalf(targets);
        boolean[] in;
        if (drawn != null) {
            in = drawn.draw(want);
        } else if (items.length <= BalancedSplit.EXACT_ITEMS) {
            BalancedSplit b = new BalancedSplit(size, items);
            work += b.sums();
            in = b.closest(want);   // meet in the middle: the closest subset, exact or not
            long sum = 0;
            for (int t : items) if (in[t]) sum += size[t];
            if (sum != want) in = null;
        } else {
            in = new Subsets(items, 3).draw(want);
        }
        if (in == null) return false;
        int[][] h = halves(items, in);
        return split(h[0], Arrays.copyOfRange(targets, 0, P / 2), first, part, null)
                && split(h[1], Arrays.copyOfRange(targets, P / 2, P), first + P / 2, part, null);
    }

    /**
     * Fewer small items than this in the bit sets (sizes written to the microsecond: blast's runtimes of 9–10 s leave
     * room for 7): the exact subsets are drawn by meet in the middle instead ({@link MiddleSubset}).
     */
    static final int WIDE_SMALL = 12;

    /** The density of subset sums per unit the wide draws aim at (see {@code Subsets.middleItems}). */
    static final double DENSE = 0.1;

    /** The most values of a range the bit sets' draws try, each as an exact sum. */
    static final int WINDOW = 8;

    /** Meets in the middle for the wide draws (reused). */
    private final MiddleSubset middle = new MiddleSubset();

    /**
     * The items split into large ones (drawn at random) and small ones (their subset sums as bit sets, a row per
     * prefix); or, when too few are small ({@link #WIDE_SMALL}), every item large and the draws' gap met in the middle.
     */
    private final class Subsets {
        final int[] large, small;
        final long[] bits;
        final int words;
        final long span;
        final boolean wide;
        /** How many items the wide draws meet in the middle. */
        final int met;

        /** Over {@code items}, its bit sets in storage {@code slot} (0: the first halving, 1–2: the kept halves, 3: others). */
        Subsets(int[] items, int slot) {
            Integer[] order = new Integer[items.length];
            for (int i = 0; i < items.length; i++) order[i] = items[i];
            Arrays.sort(order, (x, y) -> size[x] != size[y] ? Long.compare(size[y], size[x]) : Integer.compare(x, y));
            // the longest suffix of smallest items whose bit sets stay within MOST_WORDS
            int s = items.length;
            long total = 0;
            while (s > 0 && ((total + size[order[s - 1]]) / 64 + 1) * (items.length - s + 2) <= MOST_WORDS) total += size[order[--s]];
            wide = items.length - s < Math.min(WIDE_SMALL, items.length);
            if (wide) { s = items.length; total = 0; }
            met = wide ? middleItems(items) : 0;
            large = new int[s];
            small = new int[items.length - s];
            for (int i = 0; i < items.length; i++) { if (i < s) large[i] = order[i]; else small[i - s] = order[i]; }
            span = total;
            words = (int) (total / 64) + 1;
            work += (long) words * (small.length + 1);
            int need = words * (small.length + 1);
            if (stores[slot] == null || stores[slot].length < need) stores[slot] = new long[need];
            bits = stores[slot];
            long[] from = new long[words], to = new long[words];
            SubsetSums.clear(from, words);
            System.arraycopy(from, 0, bits, 0, words);
            for (int i = 0; i < small.length; i++) {
                SubsetSums.add(from, to, words, (int) size[small[i]]);
                System.arraycopy(to, 0, bits, (i + 1) * words, words);
                long[] x = from; from = to; to = x;
            }
        }

        /** Is {@code s} a sum of a subset of the first {@code i} small items? */
        boolean has(int i, long s) { return s >= 0 && s <= span && (bits[i * words + (int) (s >>> 6)] >>> (s & 63) & 1) != 0; }

        /** A random subset summing to exactly {@code want}, as membership by task, or null after {@link #DRAWS} draws. */
        boolean[] draw(long want) { return draw(want, want); }

        /** A random subset whose sum lies in [lo, hi] (exact on the bit sets' path: the highest value some draw meets). */
        boolean[] draw(long lo, long hi) {
            if (wide) return wideDraw(lo, hi);
            for (long want = hi; want >= lo && want >= hi - WINDOW; want--) {
                boolean[] in = exactDraw(want);
                if (in != null) return in;
            }
            return null;
        }

        private boolean[] exactDraw(long want) {
            int[] order = large.clone();
            for (int d = 0; d < DRAWS; d++) {
                for (int i = order.length - 1; i > 0; i--) { int j = random.nextInt(i + 1), x = order[i]; order[i] = order[j]; order[j] = x; }
                boolean[] in = new boolean[size.length];
                long sum = 0;
                for (int t : order) if (sum + size[t] <= want && random.nextInt(4) != 0) { in[t] = true; sum += size[t]; }
                long gap = want - sum;
                if (!has(small.length, gap)) continue;
                for (int i = small.length; i > 0; i--) {
                    int t = small[i - 1];
                    boolean out = has(i - 1, gap), take = has(i - 1, gap - size[t]);
                    if (take && (!out || random.nextBoolean())) { in[t] = true; gap -= size[t]; }
                }
                return in;
            }
            return null;
        }

        /**
         * The fewest items, 24 to {@link MiddleSubset#MAX_ITEMS} (or all), whose subset sums of half of them lie about
         * {@link #DENSE} to a unit near their centre: C(k, k/2) sums spread over about σ·√k, σ the sizes' deviation
         * (blast-small's 9–10 s to the microsecond: 24; blast-large's 1,100–1,750 s: 28).
         */
        private int middleItems(int[] items) {
            double mean = 0, var = 0;
            for (int t : items) mean += size[t];
            mean /= items.length;
            for (int t : items) var += (size[t] - mean) * (size[t] - mean);
            double sigma = Math.sqrt(var / items.length);
            int k = Math.min(24, items.length);
            for (; k < Math.min(MiddleSubset.MAX_ITEMS, items.length); k += 2) {
                double half = 1;
                for (int i = 0; i < k / 2; i++) half = half * (k - i) / (i + 1);
                if (half / Math.max(1, sigma * Math.sqrt(k)) >= DENSE) break;
            }
            return k;
        }

        /**
         * A random subset summing to exactly {@code want}: all but {@link MiddleSubset#MAX_ITEMS} items (at random)
         * drawn while they leave about half of those few, the gap met in the middle among them; null after {@link
         * #DRAWS} draws.
         */
        private boolean[] wideDraw(long lo, long hi) {
            long want = hi - (hi - lo) / 2;
            int[] order = large.clone();
            int n = order.length, k = Math.min(met, n);
            for (int d = 0; d < (k == n ? 1 : DRAWS); d++) {   // all of them met in the middle: one answer
                for (int i = n - 1; i > 0; i--) { int j = random.nextInt(i + 1), x = order[i]; order[i] = order[j]; order[j] = x; }
                int[] few = Arrays.copyOfRange(order, n - k, n);
                long half = 0;
                for (int t : few) half += size[t];
                half /= 2;
                boolean[] in = new boolean[size.length];
                long sum = 0;
                for (int i = 0; i < n - k; i++) {
                    int t = order[i];
                    if (sum + size[t] <= want - half && random.nextInt(4) != 0) { in[t] = true; sum += size[t]; }
                }
                work += (2L << (k / 2)) * (k / 2);   // the sums of both sides, sorted
                long mask = middle.within(size, few, lo - sum, hi - sum, random);
                if (mask < 0) continue;
                for (int i = 0; i < k; i++) if ((mask >> i & 1) != 0) in[few[i]] = true;
                return in;
            }
            return null;
        }
    }
}
