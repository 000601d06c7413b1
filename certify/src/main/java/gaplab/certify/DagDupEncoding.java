package gaplab.certify;

import java.util.Arrays;

/**
 * The encoding {@code dag-dup} version 1 of "a schedule with duplication with makespan ≤ H exists" (SPEC
 * §3: a task may run on several processors, each instance needs each predecessor's data from some
 * instance; stated as mathematics in docs/certificates.md, "Task graphs with duplication"). Variables:
 * x(t,p) an instance of t on processor p (at most one per processor, at least one per task); the order
 * encoding y(t,p,k) ⇔ S(t,p) ≤ k of each instance's start over the window [lo(t), hi(t)], lo(t) the head
 * of {@code dag-order} and hi(t) = H − ℓ(t) − the least tail of a successor (an instance need feed only
 * one successor); f(a,q,p) the instance of v = to(a) on q takes the data of arc a from the instance of
 * u = from(a) on p; b(t,u,p) on p, the instance of t runs before that of u. Clause groups, in this
 * order: some instance per task (A); order axioms (O); the end within H (E); feeding (F); no overlap
 * (N); first-use order of interchangeable processors (S). The checker rebuilds it with its own encoder.
 */
public final class DagDupEncoding {
    public static final String NAME = "dag-dup";
    public static final int VERSION = 1;

    private final IntegerDag g;
    private final int horizon, n, P;
    private final int[] lo, hi, w, yBase;
    private final long fBase, bBase, vars;
    private final ClauseBuilder clause = new ClauseBuilder();

    private DagDupEncoding(IntegerDag g, int horizon) {
        this.g = g;
        this.horizon = horizon;
        n = g.n();
        P = g.processors();
        lo = DagOrderEncoding.heads(g);
        int[] tail = DagOrderEncoding.tails(g);
        hi = new int[n];
        w = new int[n];
        yBase = new int[n];
        long next = (long) n * P + 1;
        int[] after = new int[n];                   // the least tail of a successor (0 for a sink): an instance feeds only some successor
        Arrays.fill(after, Integer.MAX_VALUE);
        for (int a = 0; a < g.from().length; a++) after[g.from()[a]] = Math.min(after[g.from()[a]], tail[g.to()[a]]);
        for (int t = 0; t < n; t++) {
            hi[t] = horizon - g.least(t) - (after[t] == Integer.MAX_VALUE ? 0 : after[t]);
            w[t] = Math.max(0, hi[t] - lo[t]);
            yBase[t] = (int) Math.min(next, Integer.MAX_VALUE);
            next += (long) P * w[t];
        }
        fBase = next;
        bBase = fBase + (long) g.from().length * P * P;
        vars = bBase - 1 + (long) P * n * (n - 1) / 2;
    }

    /** The formula for makespan ≤ {@code horizon} with duplication; at most {@code maxClauses} clauses. */
    public static Cnf encode(IntegerDag g, int horizon, long maxClauses) throws DagOrderEncoding.TooLarge {
        return new DagDupEncoding(g, horizon).build(maxClauses);
    }

    /**
     * The instances of a model: for each task and processor with x(t,p) true, the start — the least k of
     * the window with S(t,p) ≤ k true (hi(t) when none is); −1 where there is no instance.
     */
    public static int[][] decode(IntegerDag g, int horizon, boolean[] model) {
        DagDupEncoding e = new DagDupEncoding(g, horizon);
        int[][] out = new int[g.n()][g.processors()];
        for (int t = 0; t < g.n(); t++)
            for (int p = 0; p < g.processors(); p++) {
                if (!model[DagOrderEncoding.x(g, t, p)]) { out[t][p] = -1; continue; }
                int k = e.lo[t];
                while (k < e.hi[t] && !model[e.y(t, p, k)]) k++;
                out[t][p] = k;
            }
        return out;
    }

    private int x(int t, int p) { return 1 + t * P + p; }

    private int f(int a, int q, int p) { return (int) (fBase + ((long) a * P + q) * P + p); }

    private int b(int t, int u, int p) { return (int) (bBase + ((long) t * n - (long) t * (t + 1) / 2 + (u - t - 1)) * P + p); }

    private Cnf build(long maxClauses) throws DagOrderEncoding.TooLarge {
        for (int t = 0; t < n; t++) if (hi[t] < lo[t]) {   // a window is empty: the formula is the empty clause
            Cnf empty = new Cnf(0);
            empty.add(new int[0], 0);
            return empty;
        }
        long order = 0;
        for (int t = 0; t < n; t++) order += (long) P * Math.max(0, w[t] - 1);
        if (order >= maxClauses) throw new DagOrderEncoding.TooLarge("the formula has more than " + maxClauses + " clauses (" + order + " for the start windows alone)");
        if (vars >= Integer.MAX_VALUE / 2) throw new DagOrderEncoding.TooLarge("the formula has " + vars + " variables");
        Cnf cnf = new Cnf((int) vars);
        for (int t = 0; t < n; t++) {                                    // (A)
            start();
            for (int p = 0; p < P; p++) lit(x(t, p));
            emit(cnf, maxClauses);
        }
        for (int t = 0; t < n; t++)                                      // (O)
            for (int p = 0; p < P; p++)
                for (int k = lo[t]; k <= hi[t] - 2; k++) { start(); lit(-y(t, p, k)); lit(y(t, p, k + 1)); emit(cnf, maxClauses); }
        for (int t = 0; t < n; t++)                                      // (E)
            for (int p = 0; p < P; p++) { start(); lit(-x(t, p)); lit(y(t, p, (long) horizon - g.duration()[t][p])); emit(cnf, maxClauses); }
        for (int a = 0; a < g.from().length; a++) {                      // (F)
            int u = g.from()[a], v = g.to()[a];
            for (int q = 0; q < P; q++) {
                start(); lit(-x(v, q));
                for (int p = 0; p < P; p++) lit(f(a, q, p));
                emit(cnf, maxClauses);
                for (int p = 0; p < P; p++) {
                    start(); lit(-f(a, q, p)); lit(x(u, p)); emit(cnf, maxClauses);
                    long gap = (long) g.duration()[u][p] + (p == q ? 0 : g.delay()[a][p][q]);
                    for (int k = lo[v]; k <= hi[v]; k++) {
                        start(); lit(-f(a, q, p)); lit(-y(v, q, k)); lit(y(u, p, k - gap)); emit(cnf, maxClauses);
                    }
                }
            }
        }
        for (int t = 0; t < n; t++)                                      // (N)
            for (int u = t + 1; u < n; u++)
                for (int p = 0; p < P; p++) {
                    int dt = g.duration()[t][p], du = g.duration()[u][p];
                    if (dt == 0 || du == 0) continue;
                    int b = b(t, u, p);
                    for (int k = lo[u]; k <= hi[u]; k++) {
                        start(); lit(-x(t, p)); lit(-x(u, p)); lit(-b); lit(-y(u, p, k)); lit(y(t, p, k - dt)); emit(cnf, maxClauses);
                    }
                    for (int k = lo[t]; k <= hi[t]; k++) {
                        start(); lit(-x(t, p)); lit(-x(u, p)); lit(b); lit(-y(t, p, k)); lit(y(u, p, k - du)); emit(cnf, maxClauses);
                    }
                }
        if (g.interchangeable())                                         // (S)
            for (int t = 0; t < n; t++)
                for (int p = 1; p < P; p++) {
                    start(); lit(-x(t, p));
                    for (int u = 0; u <= t; u++) lit(x(u, p - 1));
                    emit(cnf, maxClauses);
                }
        return cnf;
    }

    /** The literal of S(t,p) ≤ k: a variable inside the window, false below it, true from hi(t) on. */
    private int y(int t, int p, long k) {
        if (k < lo[t]) return FALSE;
        if (k >= hi[t]) return TRUE;
        return yBase[t] + p * w[t] + (int) (k - lo[t]);
    }

    private static final int TRUE = ClauseBuilder.TRUE, FALSE = ClauseBuilder.FALSE;

    private void start() { clause.start(); }

    private void lit(int l) { clause.lit(l); }

    private void emit(Cnf f, long maxClauses) throws DagOrderEncoding.TooLarge { clause.emit(f, maxClauses); }
}
