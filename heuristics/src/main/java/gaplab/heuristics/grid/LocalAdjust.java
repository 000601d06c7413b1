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
 * than the input, and the loop ends (finitely many partitions, strictly decreasing key).
 */
public final class LocalAdjust {
    private LocalAdjust() {}

    public static GridPartition improve(GridInstance in, GridPartition start) {
        GridCost cost = GridCost.of(in);
        List<Rect> cur = new ArrayList<>(start.rectangles());
        long[] key = key(cost, cur);
        for (int round = 0; round < 1_000_000; round++) {
            long[] t = cost.times(cur);
            long max = key[0];
            List<Rect> bestMove = null;
            long[] bestKey = key;
            for (int i = 0; i < cur.size(); i++) {
                Rect s = cur.get(i);
                if (t[s.pe()] != max) continue;
                for (int side = 0; side < 4; side++) {
                    List<Rect> moved = shrink(in, cur, s, side);
                    if (moved == null) continue;
                    long[] k = key(cost, moved);
                    if (Arrays.compare(k, bestKey) < 0) { bestKey = k; bestMove = moved; }
                }
            }
            if (bestMove == null) break;
            cur = bestMove;
            key = bestKey;
        }
        return new GridPartition(cur);
    }

    /** PE times sorted in decreasing order. */
    static long[] key(GridCost cost, List<Rect> rects) {
        long[] t = cost.times(rects);
        long[] k = new long[rects.size()];
        for (int i = 0; i < rects.size(); i++) k[i] = t[rects.get(i).pe()];
        Arrays.sort(k);
        for (int i = 0, j = k.length - 1; i < j; i++, j--) { long x = k[i]; k[i] = k[j]; k[j] = x; }
        return k;
    }

    /**
     * Shrinks block {@code s} by one point row/column on side {@code side} (0 left, 1 right, 2 top,
     * 3 bottom) by moving the maximal cut segment through that side; null when impossible.
     */
    static List<Rect> shrink(GridInstance in, List<Rect> rects, Rect s, int side) {
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
        boolean grown = true;
        while (grown) {
            grown = false;
            for (Rect r : rects) {
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
        List<Rect> out = new ArrayList<>(rects.size());
        for (Rect r : rects) {
            int a0 = vertical ? r.y() : r.x(), a1 = vertical ? r.y() + r.h() : r.x() + r.w();
            int b0 = vertical ? r.x() : r.y(), b1 = vertical ? r.x() + r.w() : r.y() + r.h();
            boolean inSeg = a0 >= lo && a1 <= hi;
            if (inSeg && b1 == line) b1 += delta;
            else if (inSeg && b0 == line) b0 += delta;
            if (b1 <= b0) return null;
            out.add(vertical ? new Rect(r.pe(), b0, r.y(), b1 - b0, r.h()) : new Rect(r.pe(), r.x(), b0, r.w(), b1 - b0));
        }
        return out;
    }
}
