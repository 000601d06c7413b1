package gaplab.certcheck;

import gaplab.model.core.Decimals;
import gaplab.model.grid.GridInstance;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The checker's own encoder of {@code grid-tiling} versions 1 and 2 (docs/certificates.md, "Grids"; SPEC §2),
 * written from the page: the unit δ of the costs, PE times in units of δ, the shape-area bound, and the
 * formula "one rectangle per PE, every PE time ≤ T, the rectangles tile the grid" — placements (A)(M),
 * cells owned by their placement (P)(O), each cell by one PE (C)(X), equal-cost PEs in corner order (S),
 * and with a neighbour cost the neighbours counted from side-adjacent cells of different owners (N); version 2
 * adds the area slack (D): the PEs' shortfalls from their largest block sum to at most Σ_k M_k − W·G.
 */
final class GridEncoder {
    final BigDecimal unit;
    private final GridInstance in;
    private final long[] cost;
    private final long comm, neighbour;
    private final int width, height;

    GridEncoder(GridInstance in) throws DagEncoder.NotWhole {
        this.in = in;
        width = in.width();
        height = in.height();
        int n = in.pes();
        BigDecimal[] all = new BigDecimal[n + 2];
        for (int k = 0; k < n; k++) all[k] = Decimals.exact(in.pointCost(k));
        all[n] = Decimals.exact(in.commCost());
        all[n + 1] = Decimals.exact(in.neighbourCost());
        int scale = 0;
        for (BigDecimal x : all) scale = Math.max(scale, x.stripTrailingZeros().scale());
        BigInteger g = BigInteger.ZERO;
        for (BigDecimal x : all) g = g.gcd(x.movePointRight(scale).toBigIntegerExact());
        BigDecimal u = new BigDecimal(g).movePointLeft(scale).stripTrailingZeros();
        unit = u.scale() < 0 ? u.setScale(0) : u;
        cost = new long[n];
        for (int k = 0; k < n; k++) cost[k] = inUnits(all[k]);
        comm = inUnits(all[n]);
        neighbour = inUnits(all[n + 1]);
        for (int k = 0; k < n; k++)
            if (cost[k] * in.area() + comm * 2L * (width + height) + neighbour * 4L * n > DagTimes.MAX)
                throw new DagEncoder.NotWhole("PE " + k + "'s time can exceed 10^9 units of " + unit.toPlainString());
    }

    private long inUnits(BigDecimal x) throws DagEncoder.NotWhole {
        BigInteger k = x.divide(unit).toBigIntegerExact();
        if (k.compareTo(BigInteger.valueOf(DagTimes.MAX)) > 0) throw new DagEncoder.NotWhole(x.toPlainString() + " is above 10^9 units");
        return k.longValue();
    }

    private int leastNeighbours() { return in.allowIdle() || in.pes() < 2 ? 0 : 1; }

    /** PE k's time on the block at (x,y) of w × h, counting the least number of neighbours, in units of δ. */
    long time(int k, int x, int y, int w, int h) {
        long side;
        if (in.boundary() == GridInstance.Boundary.PERIMETER) side = 2L * (w + h);
        else side = (x == 0 ? 0 : h) + (x + w == width ? 0 : h) + (y == 0 ? 0 : w) + (y + h == height ? 0 : w);
        return cost[k] * w * h + comm * side + neighbour * leastNeighbours();
    }

    /** a·(neighbours beyond the least number), added to {@link #time} for a block with {@code nb} neighbours. */
    long extraNeighbours(int nb) { return neighbour * (nb - leastNeighbours()); }

    /** The shape-area bound: the least t with Σ_k (largest w·h whose least time anywhere is ≤ t) ≥ W·G. */
    long shapeArea() {
        long lo = 0, hi = DagTimes.MAX;
        while (lo < hi) {
            long t = lo + (hi - lo) / 2;
            if (fits(t)) hi = t;
            else lo = t + 1;
        }
        return lo;
    }

    private boolean fits(long t) {
        long total = 0;
        for (int k = 0; k < in.pes(); k++) {
            long most = 0;
            for (int h = 1; h <= height; h++)
                for (int w = 1; w <= width; w++) {
                    long side = in.boundary() == GridInstance.Boundary.PERIMETER ? 2L * (w + h) : (w == width ? 0 : h) + (h == height ? 0 : w);
                    if (cost[k] * w * h + comm * side + neighbour * leastNeighbours() <= t) most = Math.max(most, (long) w * h);
                }
            total += most;
        }
        return total >= in.area();
    }

    /** The newest version of {@code grid-tiling}, which the producer writes. */
    static final int VERSION = 2;

    /** The formula of the newest version at horizon T (units of δ). */
    Formula encode(int horizon) throws DagEncoder.NotWhole { return encode(horizon, VERSION); }

    /** The formula of {@code version} (1 or 2) at horizon T (units of δ). */
    Formula encode(int horizon, int version) throws DagEncoder.NotWhole {
        int n = in.pes(), cells = width * height;
        List<List<int[]>> blocks = new ArrayList<>();
        long placed = 0, clauseBound = 0;
        for (int k = 0; k < n; k++) {
            List<int[]> mine = new ArrayList<>();
            for (int y = 0; y < height; y++)
                for (int x = 0; x < width; x++)
                    for (int h = 1; y + h <= height; h++)
                        for (int w = 1; x + w <= width; w++) {
                            if (cost[k] * w * h > horizon) break;
                            if (time(k, x, y, w, h) > horizon) continue;
                            mine.add(new int[]{x, y, w, h});
                            placed++;
                            clauseBound += 3 + (long) w * h;
                            if (placed > 20_000_000L || clauseBound > DagEncoder.MAX_CLAUSES)
                                throw new DagEncoder.NotWhole("the formula at horizon " + horizon + " is above the checker's limit of " + DagEncoder.MAX_CLAUSES + " clauses");
                        }
            blocks.add(mine);
        }
        int[] partner = new int[n];
        Arrays.fill(partner, -1);
        for (int k = 0; k < n; k++) for (int l = n - 1; l > k; l--) if (cost[l] == cost[k]) partner[k] = l;
        int[] pBase = new int[n], sBase = new int[n], zBase = new int[n];
        int next = 1;
        for (int k = 0; k < n; k++) { pBase[k] = next; next += blocks.get(k).size(); }
        int oBase = next;
        next += n * cells;
        for (int k = 0; k < n; k++) { sBase[k] = next; next += Math.max(0, blocks.get(k).size() - 1); }
        for (int k = 0; k < n; k++) if (partner[k] >= 0) { zBase[k] = next; next += cells - 1; }
        int adjBase = next;                                                    // adj(k,l), k < l, pairs in order
        int[][] adj = new int[n][n];
        if (neighbour > 0) for (int k = 0; k < n; k++) for (int l = k + 1; l < n; l++) { adj[k][l] = next; adj[l][k] = next; next++; }
        int rBase = next;                                                      // r(k,m,i) = rBase + (k(n-1) + m)(n-1) + i - 1
        if (neighbour > 0) next += n * (n - 1) * (n - 1);
        Formula f = new Formula(next - 1);
        if (!in.allowIdle())
            for (int k = 0; k < n; k++) {                                      // (A)
                int[] c = new int[blocks.get(k).size()];
                for (int j = 0; j < c.length; j++) c[j] = pBase[k] + j;
                f.add(c);
            }
        for (int k = 0; k < n; k++) {                                          // (M): the ladder
            int m = blocks.get(k).size();
            for (int j = 0; j < m; j++) {
                int pj = pBase[k] + j, sj = sBase[k] + j;
                if (j + 1 < m) f.add(new int[]{-pj, sj});
                if (j >= 1) f.add(new int[]{-pj, -(sj - 1)});
                if (j >= 1 && j + 1 < m) f.add(new int[]{-(sj - 1), sj});
            }
        }
        for (int k = 0; k < n; k++)                                            // (P)
            for (int j = 0; j < blocks.get(k).size(); j++) {
                int[] b = blocks.get(k).get(j);
                for (int y = b[1]; y < b[1] + b[3]; y++)
                    for (int x = b[0]; x < b[0] + b[2]; x++) f.add(new int[]{-(pBase[k] + j), oBase + k * cells + y * width + x});
            }
        for (int k = 0; k < n; k++) {                                          // (O)
            List<List<Integer>> coverers = new ArrayList<>();
            for (int c = 0; c < cells; c++) coverers.add(new ArrayList<>());
            for (int j = 0; j < blocks.get(k).size(); j++) {
                int[] b = blocks.get(k).get(j);
                for (int y = b[1]; y < b[1] + b[3]; y++) for (int x = b[0]; x < b[0] + b[2]; x++) coverers.get(y * width + x).add(pBase[k] + j);
            }
            for (int c = 0; c < cells; c++) {
                int[] cl = new int[1 + coverers.get(c).size()];
                cl[0] = -(oBase + k * cells + c);
                for (int i = 0; i < coverers.get(c).size(); i++) cl[i + 1] = coverers.get(c).get(i);
                f.add(cl);
            }
        }
        for (int c = 0; c < cells; c++) {                                      // (C)
            int[] cl = new int[n];
            for (int k = 0; k < n; k++) cl[k] = oBase + k * cells + c;
            f.add(cl);
        }
        for (int c = 0; c < cells; c++)                                        // (X)
            for (int k = 0; k < n; k++) for (int l = k + 1; l < n; l++) f.add(new int[]{-(oBase + k * cells + c), -(oBase + l * cells + c)});
        for (int k = 0; k < n; k++) {                                          // (S)
            if (partner[k] < 0) continue;
            int z = zBase[k];                                                  // z(k,q) = z + q for q < cells - 1
            for (int q = 0; q + 2 < cells; q++) f.add(new int[]{-(z + q), z + q + 1});
            for (int j = 0; j < blocks.get(k).size(); j++) {
                int q = blocks.get(k).get(j)[1] * width + blocks.get(k).get(j)[0];
                if (q < cells - 1) f.add(new int[]{-(pBase[k] + j), z + q});
            }
            for (int q = 0; q + 1 < cells; q++) {
                List<Integer> cl = new ArrayList<>();
                cl.add(-(z + q));
                if (q > 0) cl.add(z + q - 1);
                for (int j = 0; j < blocks.get(k).size(); j++)
                    if (blocks.get(k).get(j)[1] * width + blocks.get(k).get(j)[0] == q) cl.add(pBase[k] + j);
                f.add(cl.stream().mapToInt(Integer::intValue).toArray());
            }
            int l = partner[k];
            for (int j = 0; j < blocks.get(l).size(); j++) {
                int q = blocks.get(l).get(j)[1] * width + blocks.get(l).get(j)[0];
                f.add(q == 0 ? new int[]{-(pBase[l] + j)} : new int[]{-(pBase[l] + j), z + q - 1});
            }
        }
        if (neighbour > 0) {                                                   // (N)
            for (int c = 0; c < cells; c++) {
                int x = c % width, y = c / width;
                int[] sides = {x + 1 < width ? c + 1 : -1, y + 1 < height ? c + width : -1};
                for (int d : sides) {
                    if (d < 0) continue;
                    for (int k = 0; k < n; k++)
                        for (int l = 0; l < n; l++) if (k != l) f.add(new int[]{-(oBase + k * cells + c), -(oBase + l * cells + d), adj[k][l]});
                }
            }
            for (int k = 0; k < n; k++) {
                int row = rBase + k * (n - 1) * (n - 1);                       // r(k,m,i) = row + m(n-1) + i - 1
                for (int m = 0; m + 1 < n; m++) {
                    int other = m >= k ? m + 1 : m, e = adj[k][other];
                    f.add(new int[]{-e, row + m * (n - 1)});
                    if (m == 0) continue;
                    for (int i = 1; i <= n - 1; i++) f.add(new int[]{-(row + (m - 1) * (n - 1) + i - 1), row + m * (n - 1) + i - 1});
                    for (int i = 2; i <= n - 1; i++) f.add(new int[]{-e, -(row + (m - 1) * (n - 1) + i - 2), row + m * (n - 1) + i - 1});
                }
            }
            for (int k = 0; k < n; k++)
                for (int j = 0; j < blocks.get(k).size(); j++) {
                    int[] b = blocks.get(k).get(j);
                    long without = time(k, b[0], b[1], b[2], b[3]) - neighbour * leastNeighbours();
                    long allowed = (horizon - without) / neighbour;
                    if (allowed + 1 <= n - 1) f.add(new int[]{-(pBase[k] + j), -(rBase + (k * (n - 1) + n - 2) * (n - 1) + (int) allowed)});
                }
        }
        if (version >= 2) areaSlack(f, blocks, pBase, next);
        return f;
    }

    /**
     * (D), version 2: short(k) = M_k − (the area of PE k's block, 0 when idle), M_k its largest block at this
     * horizon; a tiling covers W·G points, so Σ_k short(k) = Σ_k M_k − W·G = S. Unary: d(k,i) ⇐ short(k) ≥ i
     * for i ≤ S + 1, a running total u(k,i) ⇐ short(0) + … + short(k) ≥ i (u(0,i) = d(0,i)), and ¬u(N−1, S+1).
     */
    private void areaSlack(Formula f, List<List<int[]>> blocks, int[] pBase, int fresh) {
        int n = blocks.size();
        long[] largest = new long[n];
        long s = -(long) width * height;
        for (int k = 0; k < n; k++) {
            largest[k] = blocks.get(k).stream().mapToLong(b -> (long) b[2] * b[3]).max().orElse(0);
            s += largest[k];
        }
        if (s < 0) { f.add(new int[0]); return; }
        if ((s + 1) * (s + 1) * n > 2_000_000L) return;
        int len = (int) s + 1;
        int[][] d = new int[n][len + 1], u = new int[n][len + 1];       // index i = 1..len
        for (int k = 0; k < n; k++) for (int i = 1; i <= len; i++) d[k][i] = fresh++;
        u[0] = d[0];
        for (int k = 1; k < n; k++) for (int i = 1; i <= len; i++) u[k][i] = fresh++;
        f.declare(fresh - 1);
        for (int k = 0; k < n; k++) {
            List<int[]> mine = blocks.get(k);
            for (int j = 0; j < mine.size(); j++) {
                long missing = largest[k] - (long) mine.get(j)[2] * mine.get(j)[3];
                if (missing >= 1) f.add(new int[]{-(pBase[k] + j), d[k][(int) Math.min(missing, len)]});
            }
            for (int i = 2; i <= len; i++) f.add(new int[]{-d[k][i], d[k][i - 1]});
            if (in.allowIdle() && largest[k] >= 1) {
                int[] c = new int[mine.size() + 1];
                for (int j = 0; j < mine.size(); j++) c[j] = pBase[k] + j;
                c[mine.size()] = d[k][(int) Math.min(largest[k], len)];
                f.add(c);
            }
        }
        for (int k = 1; k < n; k++)
            for (int i = 1; i <= len; i++) {
                f.add(new int[]{-u[k - 1][i], u[k][i]});
                f.add(new int[]{-d[k][i], u[k][i]});
                for (int before = 1; before < i; before++) f.add(new int[]{-u[k - 1][before], -d[k][i - before], u[k][i]});
            }
        f.add(new int[]{-u[n - 1][len]});
    }
}
