package gaplab.certify;

/**
 * The clause group (W) of {@code dag-order} version 2 (docs/certificates.md, "Task graphs without
 * duplication", energy in windows): on each processor p and for each time k = 1 … H, the tasks on p that
 * end by k fit into [0, k] and those that start at k or later fit into [k, H], so their durations sum to at
 * most k and H − k. Every schedule with makespan ≤ H satisfies both, so adding them keeps the formula
 * sound; they let a resolution proof count work instead of trying the orders of the tasks one by one
 * (forks and joins on two processors). Each sum is a sequential weight counter (Hölldobler, Manthey and
 * Steinke, KI 2012) over literals z ⇐ x(t,p) ∧ [S_t ≤ k − d(t,p)] (resp. x(t,p) ∧ ¬[S_t ≤ k − 1]).
 * Written only when P · n · H² ≤ {@link #LIMIT}, which bounds the counters' variables.
 */
final class WindowEnergy {
    /** The most P · n · H² for which the group is written. */
    static final long LIMIT = 2_000_000L;

    /** The literal of S_t ≤ k (or {@link ClauseBuilder#TRUE} / {@link ClauseBuilder#FALSE}), as the order encoding numbers it. */
    interface Starts { int le(int t, long k); }

    private final IntegerDag g;
    private final int horizon;
    private final int[] lo, hi;
    private final Starts starts;
    private final ClauseBuilder clause = new ClauseBuilder();
    private int next;

    private WindowEnergy(IntegerDag g, int horizon, int[] lo, int[] hi, Starts starts, int firstFree) {
        this.g = g;
        this.horizon = horizon;
        this.lo = lo;
        this.hi = hi;
        this.starts = starts;
        this.next = firstFree;
    }

    static boolean applies(IntegerDag g, int horizon) {
        return horizon >= 1 && (long) g.processors() * g.n() * horizon * horizon <= LIMIT;
    }

    /** Appends (W) to {@code f}, numbering new variables from {@code firstFree}; returns the next free number. */
    static int append(IntegerDag g, int horizon, int[] lo, int[] hi, Starts starts, int firstFree, Cnf f, long maxClauses) throws DagOrderEncoding.TooLarge {
        if (!applies(g, horizon)) return firstFree;
        WindowEnergy w = new WindowEnergy(g, horizon, lo, hi, starts, firstFree);
        for (int p = 0; p < g.processors(); p++)
            for (int k = 1; k <= horizon; k++) {
                w.part(f, maxClauses, p, k, true);
                w.part(f, maxClauses, p, k, false);
            }
        return w.next;
    }

    /** The tasks on p ending by k (sum ≤ k), or starting at k or later (sum ≤ H − k). */
    private void part(Cnf f, long maxClauses, int p, int k, boolean endBy) throws DagOrderEncoding.TooLarge {
        int n = g.n(), bound = endBy ? k : horizon - k;
        int[] task = new int[n], weight = new int[n];
        int m = 0;
        long sum = 0;
        for (int t = 0; t < n; t++) {
            int d = g.duration()[t][p];
            if (d == 0 || (endBy ? k - d < lo[t] : k > hi[t])) continue;
            task[m] = t;
            weight[m++] = d;
            sum += d;
        }
        if (sum <= bound) return;
        int[] lit = new int[m];
        for (int i = 0; i < m; i++) {
            int t = task[i], x = DagOrderEncoding.x(g, t, p);
            boolean always = endBy ? k - weight[i] >= hi[t] : k <= lo[t];
            if (always) { lit[i] = x; continue; }
            lit[i] = next++;
            start(); lit(-x);
            lit(endBy ? -starts.le(t, k - weight[i]) : starts.le(t, k - 1));
            lit(lit[i]); emit(f, maxClauses);
        }
        counter(f, maxClauses, lit, weight, m, bound);
    }

    /** Σ weight[i]·lit[i] ≤ bound: s(i,j) ⇐ "the first i+1 terms sum to at least j", j = 1 … bound. */
    private void counter(Cnf f, long maxClauses, int[] lit, int[] weight, int m, int bound) throws DagOrderEncoding.TooLarge {
        int s0 = next;
        next += m * bound;
        for (int i = 0; i < m; i++) {
            int w = weight[i];
            if (w > bound) { start(); lit(-lit[i]); emit(f, maxClauses); }
            for (int j = 1; j <= Math.min(w, bound); j++) { start(); lit(-lit[i]); lit(s(s0, bound, i, j)); emit(f, maxClauses); }
            if (i == 0) continue;
            for (int j = 1; j <= bound; j++) { start(); lit(-s(s0, bound, i - 1, j)); lit(s(s0, bound, i, j)); emit(f, maxClauses); }
            for (int j = 1; j + w <= bound; j++) { start(); lit(-lit[i]); lit(-s(s0, bound, i - 1, j)); lit(s(s0, bound, i, j + w)); emit(f, maxClauses); }
            if (w <= bound) { start(); lit(-lit[i]); lit(-s(s0, bound, i - 1, bound + 1 - w)); emit(f, maxClauses); }
        }
    }

    private static int s(int s0, int bound, int i, int j) { return s0 + i * bound + (j - 1); }

    private void start() { clause.start(); }

    private void lit(int l) { clause.lit(l); }

    private void emit(Cnf f, long maxClauses) throws DagOrderEncoding.TooLarge { clause.emit(f, maxClauses); }
}
