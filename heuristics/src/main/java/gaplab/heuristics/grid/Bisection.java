package gaplab.heuristics.grid;

import gaplab.model.grid.GridInstance;
import gaplab.model.grid.Rect;
import java.util.ArrayList;
import java.util.List;

/**
 * The recursive bisection both of the paper's partitioners use (type1): split the PEs into two
 * halves (in their given order, the first half has ⌊n/2⌋ PEs), cut the block across its longer side
 * at the integer position (rounded) proportional to the halves' total speed Σ 1/c_k, recurse until
 * one PE per block. When the cut cannot give every PE at least one point (a block too thin for its
 * PEs), the cut is clamped into the feasible range; if no position works, the shorter side and then
 * other PE splits are tried, nearest to halves first.
 */
final class Bisection {
    private Bisection() {}

    /** The PEs the heuristics use: all of them, or with idle PEs allowed and too few points, the fastest W·H. */
    static List<Integer> usedPes(GridInstance in) {
        List<Integer> pes = new ArrayList<>();
        for (int k = 0; k < in.pes(); k++) pes.add(k);
        if (pes.size() > in.area()) {
            pes.sort((p, q) -> in.pointCost(p) != in.pointCost(q) ? Double.compare(in.pointCost(p), in.pointCost(q)) : Integer.compare(p, q));
            pes = new ArrayList<>(pes.subList(0, (int) in.area()));
            pes.sort(Integer::compare);
        }
        return pes;
    }

    static double speed(GridInstance in, List<Integer> pes) {
        double s = 0;
        for (int k : pes) s += 1.0 / in.pointCost(k);
        return s;
    }

    static void type1(GridInstance in, List<Integer> pes, int x, int y, int w, int h, List<Rect> out) {
        int n = pes.size();
        if (n == 1) { out.add(new Rect(pes.get(0), x, y, w, h)); return; }
        int half = n / 2;
        List<int[]> tries = new ArrayList<>(); // {n1, vertical?1:0}
        boolean longerIsX = w >= h;
        for (int d = 0; d < n; d++)
            for (int n1 : d == 0 ? new int[]{half} : new int[]{half - d, half + d}) {
                if (n1 < 1 || n1 > n - 1) continue;
                tries.add(new int[]{n1, longerIsX ? 1 : 0});
                tries.add(new int[]{n1, longerIsX ? 0 : 1});
            }
        for (int[] t : tries) {
            int n1 = t[0];
            boolean vertical = t[1] == 1; // cut line parallel to y: splits the x extent
            int len = vertical ? w : h, cross = vertical ? h : w;
            List<Integer> g1 = pes.subList(0, n1), g2 = pes.subList(n1, n);
            int lo = ceilDiv(n1, cross), hi = len - ceilDiv(n - n1, cross);
            if (lo > hi) continue;
            double s1 = speed(in, g1), s2 = speed(in, g2);
            int cut = (int) Math.round(len * s1 / (s1 + s2));
            cut = Math.max(lo, Math.min(hi, cut));
            if (vertical) {
                type1(in, g1, x, y, cut, h, out);
                type1(in, g2, x + cut, y, w - cut, h, out);
            } else {
                type1(in, g1, x, y, w, cut, out);
                type1(in, g2, x, y + cut, w, h - cut, out);
            }
            return;
        }
        throw new IllegalStateException("block " + w + "x" + h + " cannot hold " + n + " PEs");
    }

    static int ceilDiv(int a, int b) { return (a + b - 1) / b; }
}
