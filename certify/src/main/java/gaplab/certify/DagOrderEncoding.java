package gaplab.certify;

import java.util.ArrayDeque;

/**
 * The encoding {@code dag-order} version 2 of "a schedule without duplication with makespan ≤ H
 * exists" (SPEC §3; stated as mathematics in docs/certificates.md, "Task graphs without duplication").
 * Variables: x(t,p) task t on processor p; the order encoding y(t,k) ⇔ S_t ≤ k of each start S_t over
 * its window [lo(t), hi(t)] (heads and tails of computation only); b(t,u) t before u. Clause groups, in
 * this order: at least one processor per task (A); order axioms (O); the end within H (E); precedence
 * S_v ≥ S_u + d(u,p) + c(a,p,q) (C); no overlap of two tasks of positive duration on a processor (N);
 * processor symmetry when the processors are interchangeable (S); energy in windows (W, {@link WindowEnergy};
 * version 2, where version 1 ended with S). The checker rebuilds it with an
 * encoder of its own; both must produce the same DIMACS text, byte for byte.
 */
public final class DagOrderEncoding {
    public static final String NAME = "dag-order";
    public static final int VERSION = 2;

    /** Raised when the formula would have more clauses than allowed. */
    public static final class TooLarge extends Exception {
        public TooLarge(String message) { super(message); }
    }

    private final IntegerDag g;
    private final int horizon;
    private final int[] lo, hi, yBase;
    private final int bBase;
    private final ClauseBuilder clause = new ClauseBuilder();

    private DagOrderEncoding(IntegerDag g, int horizon) {
        this.g = g;
        this.horizon = horizon;
        int n = g.n();
        lo = heads(g);
        int[] tail = tails(g);
        hi = new int[n];
        yBase = new int[n];
        int next = n * g.processors() + 1;
        for (int t = 0; t < n; t++) {
            hi[t] = horizon - tail[t];
            yBase[t] = next;
            next += Math.max(0, hi[t] - lo[t]);
        }
        bBase = next;
    }

    /** head(t): the longest path of least durations into t (0 for a source). */
    public static int[] heads(IntegerDag g) {
        int[] head = new int[g.n()];
        for (int t : topological(g)) for (int a = 0; a < g.from().length; a++)
            if (g.from()[a] == t) head[g.to()[a]] = Math.max(head[g.to()[a]], head[t] + g.least(t));
        return head;
    }

    /** tail(t): least duration of t plus the longest path of least durations out of t. */
    public static int[] tails(IntegerDag g) {
        int[] order = topological(g);
        int[] tail = new int[g.n()];
        for (int i = order.length - 1; i >= 0; i--) {
            int t = order[i];
            int m = 0;
            for (int a = 0; a < g.from().length; a++) if (g.from()[a] == t) m = Math.max(m, tail[g.to()[a]]);
            tail[t] = g.least(t) + m;
        }
        return tail;
    }

    private static int[] topological(IntegerDag g) {
        int[] indeg = new int[g.n()];
        for (int v : g.to()) indeg[v]++;
        ArrayDeque<Integer> q = new ArrayDeque<>();
        for (int t = 0; t < g.n(); t++) if (indeg[t] == 0) q.add(t);
        int[] order = new int[g.n()];
        int k = 0;
        while (!q.isEmpty()) {
            int t = q.poll();
            order[k++] = t;
            for (int a = 0; a < g.from().length; a++) if (g.from()[a] == t && --indeg[g.to()[a]] == 0) q.add(g.to()[a]);
        }
        return order;
    }

    /** The formula for makespan ≤ {@code horizon}; at most {@code maxClauses} clauses. */
    public static Cnf encode(IntegerDag g, int horizon, long maxClauses) throws TooLarge {
        return new DagOrderEncoding(g, horizon).build(maxClauses);
    }

    /**
     * A schedule from a model of the formula (the value of variable v is {@code model[v]}): each task on
     * its lowest processor p with x(t,p) true, starting at the least k of its window with S_t ≤ k true
     * (hi(t) when none is). Returns {processor, start} per task.
     */
    public static int[][] decode(IntegerDag g, int horizon, boolean[] model) {
        DagOrderEncoding e = new DagOrderEncoding(g, horizon);
        int[][] out = new int[g.n()][2];
        for (int t = 0; t < g.n(); t++) {
            int p = 0;
            while (p < g.processors() - 1 && !model[x(g, t, p)]) p++;
            int k = e.lo[t];
            while (k < e.hi[t] && !model[e.y(t, k)]) k++;
            out[t][0] = p;
            out[t][1] = k;
        }
        return out;
    }

    /** Variable x(t,p). */
    public static int x(IntegerDag g, int t, int p) { return 1 + t * g.processors() + p; }

    private Cnf build(long maxClauses) throws TooLarge {
        int n = g.n(), P = g.processors();
        for (int t = 0; t < n; t++) if (hi[t] < lo[t]) {   // a window is empty: the formula is the empty clause
            Cnf empty = new Cnf(0);
            empty.add(new int[0], 0);
            return empty;
        }
        long order = 0;                                      // the (O) clauses alone, counted before anything is built
        for (int t = 0; t < n; t++) order += Math.max(0, hi[t] - lo[t] - 1);
        if (order >= maxClauses) throw new TooLarge("the formula has more than " + maxClauses + " clauses (" + order + " for the start windows alone)");
        Cnf f = new Cnf(bBase - 1 + n * (n - 1) / 2);
        for (int t = 0; t < n; t++) {                        // (A)
            start();
            for (int p = 0; p < P; p++) lit(x(g, t, p));
            emit(f, maxClauses);
        }
        for (int t = 0; t < n; t++)                          // (O)
            for (int k = lo[t]; k <= hi[t] - 2; k++) { start(); lit(-y(t, k)); lit(y(t, k + 1)); emit(f, maxClauses); }
        for (int t = 0; t < n; t++)                          // (E)
            for (int p = 0; p < P; p++) { start(); lit(-x(g, t, p)); lit(y(t, (long) horizon - g.duration()[t][p])); emit(f, maxClauses); }
        for (int a = 0; a < g.from().length; a++) {          // (C)
            int u = g.from()[a], v = g.to()[a];
            for (int p = 0; p < P; p++)
                for (int q = 0; q < P; q++) {
                    long gap = (long) g.duration()[u][p] + (p == q ? 0 : g.delay()[a][p][q]);
                    for (int k = lo[v]; k <= hi[v]; k++) {
                        start(); lit(-x(g, u, p)); lit(-x(g, v, q)); lit(-y(v, k)); lit(y(u, k - gap)); emit(f, maxClauses);
                    }
                }
        }
        for (int t = 0; t < n; t++)                          // (N)
            for (int u = t + 1; u < n; u++) {
                int b = b(t, u);
                for (int p = 0; p < P; p++) {
                    int dt = g.duration()[t][p], du = g.duration()[u][p];
                    if (dt == 0 || du == 0) continue;
                    for (int k = lo[u]; k <= hi[u]; k++) {
                        start(); lit(-x(g, t, p)); lit(-x(g, u, p)); lit(-b); lit(-y(u, k)); lit(y(t, k - dt)); emit(f, maxClauses);
                    }
                    for (int k = lo[t]; k <= hi[t]; k++) {
                        start(); lit(-x(g, t, p)); lit(-x(g, u, p)); lit(b); lit(-y(t, k)); lit(y(u, k - du)); emit(f, maxClauses);
                    }
                }
            }
        if (g.interchangeable())                             // (S)
            for (int t = 0; t < n; t++)
                for (int p = 1; p < P; p++) {
                    start(); lit(-x(g, t, p));
                    for (int u = 0; u < t; u++) lit(x(g, u, p - 1));
                    emit(f, maxClauses);
                }
        f.declare(WindowEnergy.append(g, horizon, lo, hi, this::y, bBase + n * (n - 1) / 2, f, maxClauses) - 1);   // (W)
        return f;
    }

    /** The literal of S_t ≤ k: a variable inside the window, the constant false below it, true from hi(t) on. */
    private int y(int t, long k) {
        if (k < lo[t]) return FALSE;
        if (k >= hi[t]) return TRUE;
        return yBase[t] + (int) (k - lo[t]);
    }

    private int b(int t, int u) { return bBase + t * g.n() - t * (t + 1) / 2 + (u - t - 1); }

    private static final int TRUE = ClauseBuilder.TRUE, FALSE = ClauseBuilder.FALSE;

    private void start() { clause.start(); }

    private void lit(int l) { clause.lit(l); }

    private void emit(Cnf f, long maxClauses) throws DagOrderEncoding.TooLarge { clause.emit(f, maxClauses); }
}
