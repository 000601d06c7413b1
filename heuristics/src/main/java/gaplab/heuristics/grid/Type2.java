package gaplab.heuristics.grid;

import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.GridSolver;
import gaplab.model.grid.Rect;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import java.util.ArrayList;
import java.util.List;

/**
 * The paper's type2 partitioner: split the PEs (in their given order) into g = ⌊√N⌋ groups of
 * nearly equal size, cut the grid across its longer side into g strips whose widths are the rounded
 * cumulative shares of the groups' speeds (clamped so every PE can get a point), then type1 inside
 * each strip.
 */
public final class Type2 implements GridSolver {
    @Override
    public String name() { return "type2"; }

    @Override
    public String description() { return "type2 (paper): floor(sqrt N) strips in proportion to group speed, type1 inside each"; }

    public static GridPartition partition(GridInstance in) {
        List<Integer> pes = Bisection.usedPes(in);
        int n = pes.size();
        int g = (int) Math.floor(Math.sqrt(n));
        List<Rect> out = new ArrayList<>();
        if (g <= 1) {
            Bisection.type1(in, pes, 0, 0, in.width(), in.height(), out);
            return new GridPartition(out);
        }
        List<List<Integer>> groups = new ArrayList<>();
        int from = 0;
        for (int i = 0; i < g; i++) {
            int size = n / g + (i < n % g ? 1 : 0);
            groups.add(pes.subList(from, from + size));
            from += size;
        }
        boolean vertical = in.width() >= in.height(); // strips side by side along x
        int len = vertical ? in.width() : in.height(), cross = vertical ? in.height() : in.width();
        double total = Bisection.speed(in, pes);
        int[] need = new int[g];
        for (int i = 0; i < g; i++) need[i] = Bisection.ceilDiv(groups.get(i).size(), cross);
        int sumNeed = 0;
        for (int v : need) sumNeed += v;
        if (sumNeed > len) { // strips this way cannot hold the groups: type1 does the whole grid
            Bisection.type1(in, pes, 0, 0, in.width(), in.height(), out);
            return new GridPartition(out);
        }
        double cum = 0;
        int prev = 0, restNeed = sumNeed;
        for (int i = 0; i < g; i++) {
            cum += Bisection.speed(in, groups.get(i));
            restNeed -= need[i];
            int end = i == g - 1 ? len : (int) Math.round(len * cum / total);
            end = Math.max(prev + need[i], Math.min(len - restNeed, end));
            if (vertical) Bisection.type1(in, groups.get(i), prev, 0, end - prev, in.height(), out);
            else Bisection.type1(in, groups.get(i), 0, prev, in.width(), end - prev, out);
            prev = end;
        }
        return new GridPartition(out);
    }

    @Override
    public Outcome<GridPartition> solve(GridInstance in, Options options) {
        long t0 = System.nanoTime();
        GridPartition p = partition(in);
        return new Outcome<>(p, GridCost.of(in).objective(p), Status.FEASIBLE, Double.NaN, (System.nanoTime() - t0) / 1_000_000, "");
    }
}
