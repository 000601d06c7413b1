package gaplab.certify;

import java.util.List;

/**
 * The clause group (D) of {@code grid-tiling} version 2 (docs/certificates.md, "Grids", area slack): the
 * area count of the shape-area bound stated as clauses. With M_k the largest area among PE k's placements
 * at horizon T, the blocks of a tiling cover W·G points, so the deficits M_k − area(k) (M_k for an idle PE)
 * sum to exactly the slack S = Σ_k M_k − W·G; (D) says they sum to at most S. Each deficit is order-encoded
 * in d(k,i) "PE k's deficit ≥ i", i = 1 … S + 1, and their sum counted by a sequential counter a(k,i) "the
 * deficits of PEs 0 … k sum to ≥ i" (Sinz 2005; a(0,i) is d(0,i)), whose a(N−1, S+1) is false. Resolution
 * cannot count the points of a tiling cell by cell in few steps (the pigeonhole principle); with (D) a PE
 * that takes a small block forces the others' blocks to be large at once. Written only when
 * N·(S+1)² ≤ {@link #LIMIT}; S &lt; 0 (no tiling, the horizon is below the shape-area bound) is the empty clause.
 */
final class AreaSlack {
    /** The most N·(S+1)² for which the group is written. */
    static final long LIMIT = 2_000_000L;

    private AreaSlack() {}

    /** The placements' variables: p(k,j) = {@code first[k]} + j for the block {x, y, w, h} {@code placements.get(k).get(j)}. */
    static int append(List<List<int[]>> placements, int[] first, int area, boolean idle, int firstFree, Cnf f, long maxClauses) throws DagOrderEncoding.TooLarge {
        int n = placements.size();
        int[] most = new int[n];
        long slack = -area;
        for (int k = 0; k < n; k++) {
            for (int[] r : placements.get(k)) most[k] = Math.max(most[k], r[2] * r[3]);
            slack += most[k];
        }
        ClauseBuilder b = new ClauseBuilder();
        if (slack < 0) {
            b.start();
            b.emit(f, maxClauses);
            return firstFree;
        }
        if (n * (slack + 1) * (slack + 1) > LIMIT) return firstFree;
        int s = (int) slack, top = s + 1;
        int[] d = new int[n];                                          // d(k,i) = d[k] + i − 1
        for (int k = 0; k < n; k++) d[k] = firstFree + k * top;
        int[] a = new int[n];                                          // a(k,i) = a[k] + i − 1, k ≥ 1; a(0,·) = d(0,·)
        a[0] = d[0];
        for (int k = 1; k < n; k++) a[k] = firstFree + (n + k - 1) * top;
        f.declare(firstFree - 1 + (2 * n - 1) * top);
        for (int k = 0; k < n; k++) {
            List<int[]> mine = placements.get(k);
            for (int j = 0; j < mine.size(); j++) {
                int deficit = most[k] - mine.get(j)[2] * mine.get(j)[3];
                if (deficit > 0) clause(f, b, maxClauses, -(first[k] + j), d[k] + Math.min(deficit, top) - 1);
            }
            for (int i = 2; i <= top; i++) clause(f, b, maxClauses, -(d[k] + i - 1), d[k] + i - 2);
            if (idle && most[k] > 0) {
                b.start();
                for (int j = 0; j < mine.size(); j++) b.lit(first[k] + j);
                b.lit(d[k] + Math.min(most[k], top) - 1);
                b.emit(f, maxClauses);
            }
        }
        for (int k = 1; k < n; k++)
            for (int i = 1; i <= top; i++) {
                clause(f, b, maxClauses, -(a[k - 1] + i - 1), a[k] + i - 1);
                clause(f, b, maxClauses, -(d[k] + i - 1), a[k] + i - 1);
                for (int below = 1; below < i; below++) clause(f, b, maxClauses, -(a[k - 1] + below - 1), -(d[k] + i - below - 1), a[k] + i - 1);
            }
        clause(f, b, maxClauses, -(a[n - 1] + top - 1));
        return firstFree + (2 * n - 1) * top;
    }

    private static void clause(Cnf f, ClauseBuilder b, long max, int... lits) throws DagOrderEncoding.TooLarge {
        b.start();
        for (int l : lits) b.lit(l);
        b.emit(f, max);
    }
}
