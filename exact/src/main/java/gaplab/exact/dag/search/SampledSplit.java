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
 * splits into exact quarters, and one such split parts 13 pairs and meets the bound. A heuristic for incumbents:
 * nothing is proven from it; the same seed gives the same splits.
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
    int[] parts(int[] items, long[] targets) {
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

    /** The items split into large ones (drawn at random) and small ones (their subset sums as bit sets, a row per prefix). */
    private final class Subsets {
        final int[] large, small;
        final long[] bits;
        final int words;
        final long span;

        /** Over {@code items}, its bit sets in storage {@code slot} (0: the first halving, 1–2: the kept halves, 3: others). */
        Subsets(int[] items, int slot) {
            Integer[] order = new Integer[items.length];
            for (int i = 0; i < items.length; i++) order[i] = items[i];
            Arrays.sort(order, (x, y) -> size[x] != size[y] ? Long.compare(size[y], size[x]) : Integer.compare(x, y));
            // the longest suffix of smallest items whose bit sets stay within MOST_WORDS
            int s = items.length;
            long total = 0;
            while (s > 0 && ((total + size[order[s - 1]]) / 64 + 1) * (items.length - s + 2) <= MOST_WORDS) total += size[order[--s]];
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
        boolean[] draw(long want) {
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
    }
}
