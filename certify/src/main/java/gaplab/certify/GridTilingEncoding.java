package gaplab.certify;

import gaplab.model.grid.GridInstance;
import gaplab.model.grid.Rect;
import java.util.ArrayList;
import java.util.List;

/**
 * The encoding {@code grid-tiling} version 2 of "a tiling of the W × G grid by one rectangle per PE with
 * every PE time ≤ T exists" (SPEC §2, over all rectangle tilings; stated in docs/certificates.md, "Grids"):
 * p(k,j) PE k takes its j-th placement (a rectangle whose time is ≤ T); o(k,c) PE k owns cell c; a ladder
 * s(k,j) (Sinz 2005) for at most one placement per PE; z(k,q) "PE k's corner is at or before cell q" to
 * order PEs of equal cost; with a neighbour cost, adj(k,l) and a sequential counter r(k,m,i) of each PE's
 * neighbours (Sinz 2005). Clause groups (A) (M) (P) (O) (C) (X) (S) (N) as on the page, and in version 2
 * (version 1 ended with (N)) the area slack (D) of {@link AreaSlack}. Times are in units of δ
 * ({@link GridUnits}). The checker rebuilds both versions with an encoder of its own.
 */
public final class GridTilingEncoding {
    public static final String NAME = "grid-tiling";
    public static final int VERSION = 2;

    private final GridUnits u;
    private final int W, G, N, cells, horizon;
    private final List<List<int[]>> placements = new ArrayList<>();   // per PE: {x, y, w, h}
    private final int[] first;        // p(k,0)
    private final int[] ladder;       // s(k,0)
    private final int[] order;        // z(k,0), or 0 when k has no later PE of equal cost
    private final int[] next;         // the next PE of equal cost, or -1
    private final int ownerBase;      // o(0,0)
    private final int adjBase;        // adj(0,1), with a neighbour cost
    private final int countBase;      // r(0,0,1), with a neighbour cost
    private final int vars;

    private GridTilingEncoding(GridUnits u, int horizon) throws DagOrderEncoding.TooLarge {
        this.u = u;
        GridInstance in = u.instance();
        W = in.width();
        G = in.height();
        N = in.pes();
        cells = W * G;
        this.horizon = horizon;
        long count = 0;
        for (int k = 0; k < N; k++) {
            List<int[]> l = new ArrayList<>();
            for (int y = 0; y < G; y++)
                for (int x = 0; x < W; x++)
                    for (int h = 1; y + h <= G && u.c(k) * h <= horizon; h++)
                        for (int w = 1; x + w <= W && u.c(k) * w * (long) h <= horizon; w++)
                            if (u.time(k, x, y, w, h) <= horizon) {
                                l.add(new int[]{x, y, w, h});
                                if (++count > 20_000_000L) throw new DagOrderEncoding.TooLarge("more than 20,000,000 placements");
                            }
            placements.add(l);
        }
        next = new int[N];
        for (int k = 0; k < N; k++) {
            next[k] = -1;
            for (int l = k + 1; l < N && next[k] < 0; l++) if (u.c(l) == u.c(k)) next[k] = l;
        }
        first = new int[N];
        ladder = new int[N];
        order = new int[N];
        long v = 1;
        for (int k = 0; k < N; k++) { first[k] = (int) v; v += placements.get(k).size(); }
        long owners = v;
        v += (long) N * cells;
        for (int k = 0; k < N; k++) { ladder[k] = (int) v; v += Math.max(0, placements.get(k).size() - 1); }
        for (int k = 0; k < N; k++) if (next[k] >= 0) { order[k] = (int) v; v += cells - 1; }
        adjBase = (int) Math.min(v, Integer.MAX_VALUE);
        if (u.neighbourCost() > 0) v += (long) N * (N - 1) / 2;
        countBase = (int) Math.min(v, Integer.MAX_VALUE);
        if (u.neighbourCost() > 0) v += (long) N * (N - 1) * (N - 1);
        if (v > Integer.MAX_VALUE / 2) throw new DagOrderEncoding.TooLarge("the formula has " + v + " variables");
        vars = (int) v - 1;
        ownerBase = (int) owners;
    }

    private int p(int k, int j) { return first[k] + j; }

    /** adj(k,l), k ≠ l: the blocks of k and l share a side segment. */
    private int adj(int k, int l) {
        int a = Math.min(k, l), b = Math.max(k, l);
        return adjBase + a * N - a * (a + 1) / 2 + (b - a - 1);
    }

    /** r(k,m,i), m = 0..N−2, i = 1..N−1: at least i of PE k's first m + 1 others are its neighbours. */
    private int r(int k, int m, int i) { return countBase + (k * (N - 1) + m) * (N - 1) + (i - 1); }

    private int o(int k, int c) { return ownerBase + k * cells + c; }

    private int s(int k, int j) { return ladder[k] + j; }

    /** z(k,q) for q ≤ cells − 2; q = cells − 1 is the constant true. */
    private int z(int k, int q) { return q >= cells - 1 ? ClauseBuilder.TRUE : order[k] + q; }

    /** The formula for every PE time ≤ {@code horizon} (units of δ); at most {@code maxClauses} clauses. */
    public static Cnf encode(GridUnits u, int horizon, long maxClauses) throws DagOrderEncoding.TooLarge {
        return new GridTilingEncoding(u, horizon).formula(maxClauses);
    }

    private Cnf formula(long max) throws DagOrderEncoding.TooLarge {
        Cnf f = new Cnf(vars);
        ClauseBuilder b = new ClauseBuilder();
        boolean idle = u.instance().allowIdle();
        for (int k = 0; k < N; k++) {                                               // (A)
            if (idle) continue;
            b.start();
            for (int j = 0; j < placements.get(k).size(); j++) b.lit(p(k, j));
            b.emit(f, max);
        }
        for (int k = 0; k < N; k++) {                                               // (M)
            int m = placements.get(k).size();
            for (int j = 0; j < m; j++) {
                if (j < m - 1) clause(f, b, max, -p(k, j), s(k, j));
                if (j > 0) clause(f, b, max, -p(k, j), -s(k, j - 1));
                if (j > 0 && j < m - 1) clause(f, b, max, -s(k, j - 1), s(k, j));
            }
        }
        for (int k = 0; k < N; k++)                                                 // (P)
            for (int j = 0; j < placements.get(k).size(); j++) {
                int[] r = placements.get(k).get(j);
                for (int y = r[1]; y < r[1] + r[3]; y++)
                    for (int x = r[0]; x < r[0] + r[2]; x++) clause(f, b, max, -p(k, j), o(k, y * W + x));
            }
        for (int k = 0; k < N; k++)                                                 // (O)
            for (int c = 0; c < cells; c++) {
                b.start();
                b.lit(-o(k, c));
                for (int j = 0; j < placements.get(k).size(); j++) if (covers(placements.get(k).get(j), c)) b.lit(p(k, j));
                b.emit(f, max);
            }
        for (int c = 0; c < cells; c++) {                                           // (C)
            b.start();
            for (int k = 0; k < N; k++) b.lit(o(k, c));
            b.emit(f, max);
        }
        for (int c = 0; c < cells; c++)                                             // (X)
            for (int k = 0; k < N; k++)
                for (int l = k + 1; l < N; l++) clause(f, b, max, -o(k, c), -o(l, c));
        for (int k = 0; k < N; k++) {                                               // (S)
            if (next[k] < 0) continue;
            for (int q = 0; q + 2 < cells; q++) clause(f, b, max, -z(k, q), z(k, q + 1));
            for (int j = 0; j < placements.get(k).size(); j++) clause(f, b, max, -p(k, j), z(k, corner(placements.get(k).get(j))));
            for (int q = 0; q + 1 < cells; q++) {
                b.start();
                b.lit(-z(k, q));
                if (q > 0) b.lit(z(k, q - 1));
                for (int j = 0; j < placements.get(k).size(); j++) if (corner(placements.get(k).get(j)) == q) b.lit(p(k, j));
                b.emit(f, max);
            }
            int l = next[k];
            for (int j = 0; j < placements.get(l).size(); j++) {
                int q = corner(placements.get(l).get(j));
                if (q == 0) clause(f, b, max, -p(l, j));
                else clause(f, b, max, -p(l, j), z(k, q - 1));
            }
        }
        if (u.neighbourCost() > 0) neighbours(f, b, max);
        AreaSlack.append(placements, first, cells, u.instance().allowIdle(), vars + 1, f, max);     // (D)
        return f;
    }

    /** (N): adjacency from the owners of side-adjacent cells, a counter per PE, and each placement's room for neighbours. */
    private void neighbours(Cnf f, ClauseBuilder b, long max) throws DagOrderEncoding.TooLarge {
        for (int c = 0; c < cells; c++)
            for (int d : new int[]{c % W + 1 < W ? c + 1 : -1, c / W + 1 < G ? c + W : -1}) {
                if (d < 0) continue;
                for (int k = 0; k < N; k++)
                    for (int l = 0; l < N; l++) if (l != k) clause(f, b, max, -o(k, c), -o(l, d), adj(k, l));
            }
        for (int k = 0; k < N; k++)
            for (int m = 0; m < N - 1; m++) {
                int e = adj(k, m < k ? m : m + 1);
                clause(f, b, max, -e, r(k, m, 1));
                if (m == 0) continue;
                for (int i = 1; i < N; i++) clause(f, b, max, -r(k, m - 1, i), r(k, m, i));
                for (int i = 2; i < N; i++) clause(f, b, max, -e, -r(k, m - 1, i - 1), r(k, m, i));
            }
        long a = u.neighbourCost();
        for (int k = 0; k < N; k++)
            for (int j = 0; j < placements.get(k).size(); j++) {
                int[] q = placements.get(k).get(j);
                long room = (horizon - (u.time(k, q[0], q[1], q[2], q[3]) - a * u.leastNeighbours())) / a;
                if (room < N - 1) clause(f, b, max, -p(k, j), -r(k, N - 2, (int) room + 1));
            }
    }

    private int corner(int[] r) { return r[1] * W + r[0]; }

    private boolean covers(int[] r, int c) {
        int x = c % W, y = c / W;
        return x >= r[0] && x < r[0] + r[2] && y >= r[1] && y < r[1] + r[3];
    }

    private static void clause(Cnf f, ClauseBuilder b, long max, int... lits) throws DagOrderEncoding.TooLarge {
        b.start();
        for (int l : lits) b.lit(l);
        b.emit(f, max);
    }

    /** Each PE's rectangle in a model (the first true placement; an idle PE has none). */
    public static List<Rect> decode(GridUnits u, int horizon, boolean[] model) throws DagOrderEncoding.TooLarge {
        GridTilingEncoding e = new GridTilingEncoding(u, horizon);
        List<Rect> out = new ArrayList<>();
        for (int k = 0; k < e.N; k++)
            for (int j = 0; j < e.placements.get(k).size(); j++)
                if (model[e.p(k, j)]) {
                    int[] r = e.placements.get(k).get(j);
                    out.add(new Rect(k, r[0], r[1], r[2], r[3]));
                    break;
                }
        return out;
    }
}
