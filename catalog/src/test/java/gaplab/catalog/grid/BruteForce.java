package gaplab.catalog.grid;

import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.Rect;
import gaplab.verify.grid.GridChecker;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The optimum by plain enumeration, independent of the solvers: every tiling of the grid by
 * rectangles (the first uncovered cell on a boolean board is a block's corner), then every way of
 * giving the blocks to distinct PEs, each scored by the independent checker.
 */
final class BruteForce {
    private BruteForce() {}

    static double optimum(GridInstance in) {
        double[] best = {Double.POSITIVE_INFINITY};
        forEach(in, rs -> {
            var v = new GridChecker().check(in, new GridPartition(rs));
            if (v.valid() && v.objective() < best[0]) best[0] = v.objective();
        });
        return best[0];
    }

    /** Every tiling by at most N blocks, with every assignment of distinct PEs to its blocks (not checked). */
    static void forEach(GridInstance in, Consumer<List<Rect>> f) {
        tile(in, new boolean[in.height()][in.width()], new ArrayList<>(), f);
    }

    private static void tile(GridInstance in, boolean[][] board, List<int[]> blocks, Consumer<List<Rect>> best) {
        int fy = -1, fx = -1;
        outer:
        for (int y = 0; y < in.height(); y++)
            for (int x = 0; x < in.width(); x++)
                if (!board[y][x]) { fy = y; fx = x; break outer; }
        if (fy < 0) {
            assign(in, blocks, 0, new int[blocks.size()], new boolean[in.pes()], best);
            return;
        }
        if (blocks.size() >= in.pes()) return;
        for (int w = 1; fx + w <= in.width() && !board[fy][fx + w - 1]; w++)
            for (int h = 1; fy + h <= in.height(); h++) {
                boolean free = true;
                for (int x = fx; x < fx + w; x++) if (board[fy + h - 1][x]) free = false;
                if (!free) break;
                for (int y = fy; y < fy + h; y++) for (int x = fx; x < fx + w; x++) board[y][x] = true;
                blocks.add(new int[]{fx, fy, w, h});
                tile(in, board, blocks, best);
                blocks.remove(blocks.size() - 1);
                for (int y = fy; y < fy + h; y++) for (int x = fx; x < fx + w; x++) board[y][x] = false;
            }
    }

    private static void assign(GridInstance in, List<int[]> blocks, int i, int[] pe, boolean[] used, Consumer<List<Rect>> best) {
        if (i == blocks.size()) {
            List<Rect> rs = new ArrayList<>();
            for (int j = 0; j < pe.length; j++) rs.add(new Rect(pe[j], blocks.get(j)[0], blocks.get(j)[1], blocks.get(j)[2], blocks.get(j)[3]));
            best.accept(rs);
            return;
        }
        for (int k = 0; k < in.pes(); k++)
            if (!used[k]) {
                used[k] = true;
                pe[i] = k;
                assign(in, blocks, i + 1, pe, used, best);
                used[k] = false;
            }
    }
}
