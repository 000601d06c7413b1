package gaplab.exact.dag.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Decides whether a fork-join level packs by makespan C (issue 37, item 3): items i of whole-numbered size
 * s(i) go to bins p so that every bin p with a nonempty set S has
 * s(S) + min<sub>i∈S</sub> head(p, i) + min<sub>i∈S</sub> tail(p, i) ≤ C — the level tasks of processor p run one
 * after another from the arrival of the first one's data, and the sinks wait for the last one's message
 * ({@link ForkJoinLevel}: a P | r<sub>j</sub>, q<sub>j</sub> | Cmax packing whose heads and tails depend on which
 * task runs first and last; taking both minima over S is a relaxation when one task holds both). Exact by bin
 * completion (Korf, "A new algorithm for optimal bin packing", AAAI 2002): the largest item left goes to some
 * bin, with every subset of the items left whose sum wastes no more than the slack left
 * (Σ<sub>p</sub> max(0, C − least head − least tail of p) − Σ s), fullest first; bins with the same heads and tails are
 * interchangeable, so only the first open one of each such group is tried; of a run of interchangeable items a
 * subset takes the first ones; a state (items left, bins filled) that failed is not tried again. Where the level
 * packs, the packing is returned with the makespan it needs. The search counts its steps and gives up beyond a
 * budget or a deadline: then nothing is decided (the caller keeps what was proven). Blast's 40 sibling tasks on
 * 8 processors, to the microsecond, are decided in seconds near the optimum (an 8-way partition of 40 runtimes of
 * 8.4–11 s whose best split is about 120 µs above the mean).
 */
final class LevelPacking {
    /** The most items (the items left are a long's bits). */
    static final int MAX_ITEMS = 63;
    /** The most failed sets remembered. */
    private static final int MEMORY = 1 << 21;
    /** The clock is read once every CLOCK + 1 steps. */
    private static final long CLOCK = (1 << 16) - 1;

    /** What a decision found: a packing (bin per item, in the caller's item order) and the makespan it needs, none, or budget spent. */
    record Outcome(boolean decided, int[] bins, long makespan) {
        boolean packs() { return bins != null; }
    }

    private final int n, P;
    private final long[] size;        // items sorted by decreasing size
    private final int[] original;     // the caller's index of each sorted item
    private final long[][] head, tail; // [bin][sorted item]
    private final long[] leastHead, leastTail;
    private final int[] group;         // group of each bin: equal for interchangeable bins
    private final long work;
    /** same[i]: item i is interchangeable with item i − 1 (same size, heads and tails): subsets take a prefix of such a run. */
    private final boolean[] same;
    /** System.nanoTime() beyond which a decision gives up (undecided), as with its budget. */
    long deadline = Long.MAX_VALUE;
    /** Steps taken (one per subset looked at), over all decisions. */
    long steps;
    private long limit;
    private long makespan;
    private final Set<Key> failed = new HashSet<>();
    private int[] chosen;

    /**
     * @param sizes the items' sizes (nonnegative)
     * @param heads heads[p][i]: the least start of item i on bin p when it runs first there
     * @param tails tails[p][i]: what the makespan needs after item i ends on bin p when it runs last there
     */
    LevelPacking(long[] sizes, long[][] heads, long[][] tails) {
        n = sizes.length;
        P = heads.length;
        if (n > MAX_ITEMS || P > MAX_ITEMS) throw new IllegalArgumentException("at most " + MAX_ITEMS + " items and bins");
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> sizes[a] != sizes[b] ? Long.compare(sizes[b], sizes[a]) : compareTimes(heads, tails, a, b));
        size = new long[n];
        original = new int[n];
        head = new long[P][n];
        tail = new long[P][n];
        long w = 0;
        for (int i = 0; i < n; i++) {
            original[i] = order[i];
            size[i] = sizes[order[i]];
            w += size[i];
            for (int p = 0; p < P; p++) { head[p][i] = heads[p][order[i]]; tail[p][i] = tails[p][order[i]]; }
        }
        work = w;
        same = new boolean[n];
        for (int i = 1; i < n; i++) same[i] = size[i] == size[i - 1] && compareTimes(heads, tails, original[i], original[i - 1]) == 0;
        leastHead = new long[P];
        leastTail = new long[P];
        for (int p = 0; p < P; p++) {
            leastHead[p] = n == 0 ? 0 : Arrays.stream(head[p]).min().getAsLong();
            leastTail[p] = n == 0 ? 0 : Arrays.stream(tail[p]).min().getAsLong();
        }
        // interchangeable bins: equal heads and tails
        group = new int[P];
        int groups = 0;
        for (int p = 0; p < P; p++) {
            group[p] = -1;
            for (int q = 0; q < p && group[p] < 0; q++) if (Arrays.equals(head[p], head[q]) && Arrays.equals(tail[p], tail[q])) group[p] = group[q];
            if (group[p] < 0) group[p] = groups++;
        }
    }

    private static int compareTimes(long[][] heads, long[][] tails, int a, int b) {
        for (int p = 0; p < heads.length; p++) {
            int c = Long.compare(heads[p][a], heads[p][b]);
            if (c == 0) c = Long.compare(tails[p][a], tails[p][b]);
            if (c != 0) return c;
        }
        return 0;
    }

    /** The least C the load allows: every bin's room C − least head − least tail together hold the work. */
    long loadBound() {
        double[] c = new double[P];
        for (int p = 0; p < P; p++) c[p] = leastHead[p] + leastTail[p];
        return (long) Math.ceil(loadBound(c, work) - 1e-9);
    }

    /** The least C with Σ<sub>p</sub> max(0, C − c(p)) ≥ {@code work}: the load bound over bins that need c(p) besides their load. */
    static double loadBound(double[] c, double work) {
        double[] a = c.clone();
        Arrays.sort(a);
        double sum = 0;
        for (int m = 1; m <= a.length; m++) {
            sum += a[m - 1];
            double x = (work + sum) / m;
            if (m == a.length || x <= a[m]) return x;
        }
        return Double.POSITIVE_INFINITY;
    }

    /** Does the level pack by {@code C}? At most {@code budget} more steps. */
    Outcome packs(long C, long budget) {
        makespan = C;
        limit = steps + budget;
        failed.clear();
        chosen = new int[n];
        // a bin whose room is below zero takes no item and wastes nothing: it stays empty
        long slack = -work;
        for (int p = 0; p < P; p++) slack += Math.max(0, room(p));
        if (slack < 0) return new Outcome(true, null, 0);
        boolean ok = fill(0, n == 0 ? 0 : -1L >>> (64 - n), slack);
        if (steps > limit) return new Outcome(false, null, 0);
        if (!ok) return new Outcome(true, null, 0);
        int[] bins = new int[n];
        long needs = 0;
        for (int p = 0; p < P; p++) {
            long set = 0;
            for (int i = 0; i < n; i++) if (chosen[i] == p) set |= 1L << i;
            if (set != 0) needs = Math.max(needs, cost(p, set));
        }
        for (int i = 0; i < n; i++) bins[original[i]] = chosen[i];
        return new Outcome(true, bins, needs);
    }

    private long room(int p) { return makespan - leastHead[p] - leastTail[p]; }

    /** Packs the items of {@code left} into the bins not in {@code filled}, wasting at most {@code slack}. */
    private boolean fill(long filled, long left, long slack) {
        if (left == 0) return true;
        int open = 0, only = -1;
        for (int p = 0; p < P; p++) if ((filled >> p & 1) == 0) { open++; only = p; }
        if (open == 0) return false;
        if (open == 1) {
            if (fits(only, left, sum(left))) { assign(left, only); return true; }
            return false;
        }
        Key key = new Key(left, filled);
        if (failed.contains(key)) return false;
        int[] items = new int[Long.bitCount(left)];
        int m = 0;
        for (long r = left; r != 0; r &= r - 1) items[m++] = Long.numberOfTrailingZeros(r);
        long[] suffix = new long[m + 1];
        for (int j = m - 1; j >= 0; j--) suffix[j] = suffix[j + 1] + size[items[j]];
        int largest = items[0];
        // the largest item left goes to some bin: to the first open bin of each group of interchangeable bins
        List<long[]> sets = new ArrayList<>();
        long groupsSeen = 0;
        for (int p = 0; p < P && steps <= limit; p++) {
            if ((filled >> p & 1) != 0 || (groupsSeen >> group[p] & 1) != 0) continue;
            groupsSeen |= 1L << group[p];
            long hi = room(p), lo = hi - slack;
            if (size[largest] > hi || size[largest] + suffix[1] < lo) continue;
            int from = sets.size();
            subsets(p, items, suffix, 1, size[largest], 1L << largest, head[p][largest], tail[p][largest], lo, hi, sets);
            for (int k = from; k < sets.size(); k++) sets.get(k)[2] = p;
        }
        // the fullest first: least waste
        sets.sort((x, y) -> Long.compare(room((int) x[2]) - x[1], room((int) y[2]) - y[1]));
        for (long[] s : sets) {
            if (steps > limit) return false;
            int p = (int) s[2];
            if (fill(filled | 1L << p, left & ~s[0], slack - (room(p) - s[1]))) { assign(s[0], p); return true; }
        }
        if (steps <= limit && failed.size() < MEMORY) failed.add(key);
        return false;
    }

    private record Key(long left, long filled) {}

    /** Every subset of items[from..] added to {@code set} whose sum lies in [lo, hi] and fits bin p. */
    private void subsets(int p, int[] items, long[] suffix, int from, long sum, long set, long h, long t, long lo, long hi, List<long[]> out) {
        if ((++steps & CLOCK) == 0 && System.nanoTime() > deadline) limit = 0;
        if (sum >= lo && sum + h + t <= makespan) out.add(new long[] {set, sum, 0});
        for (int j = from; j < items.length && steps <= limit; j++) {
            if (sum + suffix[j] < lo) return;
            int i = items[j];
            // of a run of interchangeable items, a subset takes the first ones (the run starts at from or after the item taken)
            if (j > from && same[i] && items[j - 1] == i - 1) continue;
            if (sum + size[i] <= hi) subsets(p, items, suffix, j + 1, sum + size[i], set | 1L << i, Math.min(h, head[p][i]), Math.min(t, tail[p][i]), lo, hi, out);
        }
    }

    private boolean fits(int p, long set, long sum) { return cost(p, set) <= makespan; }

    /** s(S) + least head + least tail of the nonempty set S on bin p. */
    private long cost(int p, long set) {
        long h = Long.MAX_VALUE, t = Long.MAX_VALUE;
        for (long r = set; r != 0; r &= r - 1) {
            int i = Long.numberOfTrailingZeros(r);
            h = Math.min(h, head[p][i]);
            t = Math.min(t, tail[p][i]);
        }
        return sum(set) + h + t;
    }

    private long sum(long set) {
        long s = 0;
        for (long r = set; r != 0; r &= r - 1) s += size[Long.numberOfTrailingZeros(r)];
        return s;
    }

    private void assign(long set, int p) {
        for (long r = set; r != 0; r &= r - 1) chosen[Long.numberOfTrailingZeros(r)] = p;
    }
}
