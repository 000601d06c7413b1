package gaplab.heuristics.grid;

import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.Rect;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The paper's local load adjustment: move a whole row or column of points out of a slowest block
 * into its neighbours by shifting a shared cut line by one, while that helps; every block stays a
 * rectangle.
 *
 * <p>A cut line is shifted as a maximal segment: starting from a side of the slowest block, the
 * segment on the line x = X (or y = Y) grows to cover every block on either side that touches it,
 * until both sides are unions of whole block sides; such a segment can move by one point without
 * breaking any block. A move is taken when it makes the vector of PE times, sorted in decreasing
 * order, lexicographically smaller (so the maximum never rises and ties among the slowest blocks
 * are broken one by one); the best such move is applied each round. Hence the result is never worse
 * than the input, and the loop ends (finitely many partitions, strictly decreasing key). On very large
 * grids the loop also stops at a deadline, and says so ({@link Adjusted#converged()}).
 */
public final class LocalAdjust {
    private LocalAdjust() {}

    /** The adjusted partition, the rounds (moves) taken, and whether no move was left to take. */
    public record Adjusted(GridPartition partition, int rounds, boolean converged) {}

    /** Adjusts until no move helps. */
    public static GridPartition improve(GridInstance in, GridPartition start) {
        return improve(in, start, Long.MAX_VALUE).partition();
    }

    /** Adjusts until no move helps or {@code System.nanoTime()} passes {@code deadlineNanos}. */
    public static Adjusted improve(GridInstance in, GridPartition start, long deadlineNanos) {
        GridCost cost = GridCost.of(in);
        List<Rect> cur = new ArrayList<>(start.rectangles());
        boolean timed = deadlineNanos != Long.MAX_VALUE;
        int round = 0;
        for (; round < 1_000_000; round++) {
            long[] t = cost.times(cur);
            long max = 0;
            for (Rect r : cur) max = Math.max(max, t[r.pe()]);
            Move best = null;
            for (int i = 0; i < cur.size(); i++) {
                Rect s = cur.get(i);
                if (t[s.pe()] != max) continue;
                for (int side = 0; side < 4; side++) {
                    if (timed && System.nanoTime() - deadlineNanos > 0) return new Adjusted(new GridPartition(cur), round, false);
                    Change c = change(in, cur, s, side);
                    if (c == null) continue;
                    Move m = Move.of(cost, cur, t, c);
                    if (best == null ? compare(m.added, m.removed) < 0 : compare(concat(m.added, best.removed), concat(m.removed, best.added)) < 0) best = m;
                }
            }
            if (best == null) break;
            cur = best.change.applyTo(cur);
        }
        return new Adjusted(new GridPartition(cur), round, round < 1_000_000);
    }

    /**
     * A move: the blocks after it, and the PE times it takes out of and puts into the vector of times
     * (only the changed blocks' when a block's time depends on its own rectangle alone, i.e. no
     * neighbour cost; every block's otherwise).
     */
    private record Move(Change change, long[] removed, long[] added) {
        static Move of(GridCost cost, List<Rect> cur, long[] t, Change c) {
            if (cost.a() != 0) {
                List<Rect> moved = c.applyTo(cur);
                long[] after = cost.times(moved), removed = new long[cur.size()], added = new long[cur.size()];
                for (int i = 0; i < cur.size(); i++) { removed[i] = t[cur.get(i).pe()]; added[i] = after[moved.get(i).pe()]; }
                return new Move(c, sortedDown(removed), sortedDown(added));
            }
            long[] removed = new long[c.index().length], added = new long[c.index().length];
            for (int i = 0; i < removed.length; i++) { removed[i] = t[cur.get(c.index()[i]).pe()]; added[i] = cost.time(c.after()[i], 0); }
            return new Move(c, sortedDown(removed), sortedDown(added));
        }
    }

    /**
     * How the vector of times (sorted in decreasing order) compares after putting in {@code added} and
     * taking out {@code removed} (both sorted in decreasing order): the largest time that does not
     * cancel decides — 1 when it is put in (lexicographically larger), -1 when taken out, 0 when all cancel.
     */
    static int compare(long[] added, long[] removed) {
        int i = 0, j = 0;
        while (i < added.length && j < removed.length) {
            if (added[i] == removed[j]) { i++; j++; }
            else return added[i] > removed[j] ? 1 : -1;
        }
        return i < added.length ? 1 : j < removed.length ? -1 : 0;
    }

    private static long[] concat(long[] a, long[] b) {
        long[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return sortedDown(c);
    }

    private static long[] sortedDown(long[] k) {
        Arrays.sort(k);
        for (int i = 0, j = k.length - 1; i < j; i++, j--) { long x = k[i]; k[i] = k[j]; k[j] = x; }
        return k;
    }

    /**
     * Shrinks block {@code s} by one point row/column on side {@code side} (0 left, 1 right, 2 top,
     * 3 bottom) by moving the maximal cut segment through that side; null when impossible.
     */
    static List<Rect> shrink(GridInstance in, List<Rect> rects, Rect s, int side) {
        Change c = change(in, rects, s, side);
        return c == null ? null : c.applyTo(rects);
    }

    /** What {@link #shrink} changes, without copying the list; null when impossible. */
    static Change change(GridInstance in, List<Rect> rects, Rect s, int side) {
        boolean vertical = side < 2; // the line is x = X
        int line = switch (side) {
            case 0 -> s.x();
            case 1 -> s.x() + s.w();
            case 2 -> s.y();
            default -> s.y() + s.h();
        };
        int limit = vertical ? in.width() : in.height();
        if (line == 0 || line == limit) return null;
        int lo = vertical ? s.y() : s.x(), hi = vertical ? s.y() + s.h() : s.x() + s.w();
        List<Rect> onLine = new ArrayList<>();
        for (Rect r : rects) {
            int b0 = vertical ? r.x() : r.y(), b1 = vertical ? r.x() + r.w() : r.y() + r.h();
            if (b0 == line || b1 == line) onLine.add(r);
        }
        boolean grown = true;
        while (grown) {
            grown = false;
            for (Rect r : onLine) {
                int a0 = vertical ? r.y() : r.x(), a1 = vertical ? r.y() + r.h() : r.x() + r.w();
                int b0 = vertical ? r.x() : r.y(), b1 = vertical ? r.x() + r.w() : r.y() + r.h();
                if ((b0 == line || b1 == line) && Math.min(a1, hi) > Math.max(a0, lo) && (a0 < lo || a1 > hi)) {
                    lo = Math.min(lo, a0);
                    hi = Math.max(hi, a1);
                    grown = true;
                }
            }
        }
        // s is on the "before" side (ends at the line) for sides 1 and 3, "after" side for 0 and 2
        int delta = (side == 1 || side == 3) ? -1 : +1;
        List<Integer> index = new ArrayList<>();
        List<Rect> after = new ArrayList<>();
        for (int i = 0; i < rects.size(); i++) {
            Rect r = rects.get(i);
            int a0 = vertical ? r.y() : r.x(), a1 = vertical ? r.y() + r.h() : r.x() + r.w();
            int b0 = vertical ? r.x() : r.y(), b1 = vertical ? r.x() + r.w() : r.y() + r.h();
            if (a0 < lo || a1 > hi || (b0 != line && b1 != line)) continue;
            if (b1 == line) b1 += delta;
            else b0 += delta;
            if (b1 <= b0) return null;
            index.add(i);
            after.add(vertical ? new Rect(r.pe(), b0, r.y(), b1 - b0, r.h()) : new Rect(r.pe(), r.x(), b0, r.w(), b1 - b0));
        }
        return new Change(index.stream().mapToInt(Integer::intValue).toArray(), after.toArray(new Rect[0]));
    }

    /** The blocks a shrink changes: their positions in the list of blocks and their new rectangles. */
    record Change(int[] index, Rect[] after) {
        List<Rect> applyTo(List<Rect> rects) {
            List<Rect> out = new ArrayList<>(rects);
            for (int i = 0; i < index.length; i++) out.set(index[i], after[i]);
            return out;
        }
    }
}
