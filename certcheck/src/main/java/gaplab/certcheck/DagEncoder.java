package gaplab.certcheck;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.TaskGraph;

/**
 * The checker's own encoder of {@code dag-order} versions 1 and 2 (docs/certificates.md, "Task graphs without
 * duplication"; SPEC §3), written from the page, not from the producer's code. For a horizon H and
 * durations d(t,p) and delays c(a,p,q) in units of the data's granularity δ ({@link DagTimes}) it states: every task on some processor (A), the order
 * encoding of each start S_t in [lo(t), hi(t)] (O), S_t + d(t,p) ≤ H (E), S_v ≥ S_u + d(u,p) + c(a,p,q)
 * for every arc (C), no overlap of positive durations on a processor (N), and — when the processors are
 * interchangeable — the first-use order of processors (S); version 2 adds energy in windows (W): on each
 * processor the tasks that end by k sum to at most k and those that start at k or later to at most H − k.
 */
final class DagEncoder {
    /** Data that is not whole (the certificates cover integer data only), or a formula too large to check. */
    static final class NotWhole extends Exception {
        NotWhole(String m) { super(m); }
    }

    private final DagInstance inst;
    private final TaskGraph g;
    private final int n, procs, horizon, version;
    private final long[][] d;
    private final long[][][] c;
    private final long[] least, lo, hi;
    private final int[] firstY;
    private int firstB;

    private DagEncoder(DagInstance inst, int horizon, int version) throws NotWhole {
        this.inst = inst;
        this.version = version;
        this.g = inst.graph();
        this.n = g.size();
        this.procs = inst.processors();
        this.horizon = horizon;
        DagTimes times = DagTimes.of(inst);
        d = times.d;
        c = times.c;
        least = new long[n];
        for (int t = 0; t < n; t++) {
            least[t] = Long.MAX_VALUE;
            for (int p = 0; p < procs; p++) least[t] = Math.min(least[t], d[t][p]);
        }
        lo = new long[n];
        hi = new long[n];
        long[] below = new long[n];
        int[] order = g.topologicalOrder();
        for (int t : order) for (int u : g.preds(t)) lo[t] = Math.max(lo[t], lo[u] + least[u]);
        for (int i = n - 1; i >= 0; i--) {
            int t = order[i];
            for (int v : g.succs(t)) below[t] = Math.max(below[t], below[v] + least[v]);
        }
        for (int t = 0; t < n; t++) hi[t] = horizon - least[t] - below[t];
        firstY = new int[n];
    }

    static long whole(double v) throws NotWhole {
        if (v != Math.rint(v) || v < 0 || v > 1e9) throw new NotWhole(v + " is not a whole number from 0 to 10^9");
        return (long) v;
    }

    /** The data's unit δ, computed here. */
    static java.math.BigDecimal unit(DagInstance inst) throws NotWhole { return DagTimes.of(inst).unit; }

    /** The critical path of least durations (in units of δ): max over tasks of lo(t) + least(t) + the longest path after t. */
    static long criticalPath(DagInstance inst) throws NotWhole {
        DagEncoder e = new DagEncoder(inst, 0, 1);
        long m = 0;
        for (int t = 0; t < e.n; t++) m = Math.max(m, e.lo[t] - e.hi[t]);   // hi = 0 − least − below
        return m;
    }

    /** The work bound in units of δ: ⌈Σ_t least(t) / P⌉. */
    static long work(DagInstance inst) throws NotWhole {
        DagEncoder e = new DagEncoder(inst, 0, 1);
        long w = 0;
        for (long x : e.least) w += x;
        return (w + e.procs - 1) / e.procs;
    }

    /** The most clauses the checker builds (the producer writes at most 20 million). */
    static final long MAX_CLAUSES = 50_000_000L;

    /** The newest version, which the producer writes. */
    static final int VERSION = 2;

    static Formula encode(DagInstance inst, int horizon) throws NotWhole { return encode(inst, horizon, VERSION); }

    static Formula encode(DagInstance inst, int horizon, int version) throws NotWhole {
        if (version != 1 && version != 2) throw new NotWhole("dag-order has no version " + version);
        DagEncoder e = new DagEncoder(inst, horizon, version);
        long bound = e.clauseBound();
        if (bound > MAX_CLAUSES) throw new NotWhole("the formula at horizon " + horizon + " could have " + bound + " clauses, above the checker's limit of " + MAX_CLAUSES);
        return e.formula();
    }

    /** An upper bound on the clause count, from the windows alone (so a huge claim is refused before anything is built). */
    private long clauseBound() {
        long w = 0, c = 2L * n * procs + n;
        for (int t = 0; t < n; t++) w += Math.max(0, hi[t] - lo[t] + 1);
        c += w;
        for (int a = 0; a < g.arcCount(); a++) c += (long) procs * procs * Math.max(0, hi[g.to(a)] - lo[g.to(a)] + 1);
        c += 2L * procs * Math.max(0, n - 1) * w;
        if (energy()) c += (long) procs * horizon * n * (3L * horizon + 8);
        return c;
    }

    private int x(int t, int p) { return t * procs + p + 1; }

    /** The literal "S_t ≤ k", with 0 for false and Integer.MAX_VALUE for true. */
    private static final int T = Integer.MAX_VALUE, F = 0;

    private int le(int t, long k) {
        if (k < lo[t]) return F;
        if (k >= hi[t]) return T;
        return firstY[t] + (int) (k - lo[t]);
    }

    private static int not(int lit) { return lit == T ? F : lit == F ? T : -lit; }

    private int before(int t, int u) {   // pairs t < u numbered row by row
        int k = 0;
        for (int i = 0; i < t; i++) k += n - 1 - i;
        return firstB + k + (u - t - 1);
    }

    private Formula formula() {
        for (int t = 0; t < n; t++) if (hi[t] < lo[t]) {
            Formula f = new Formula(0);
            f.add(new int[0]);
            return f;
        }
        int next = n * procs + 1;
        for (int t = 0; t < n; t++) { firstY[t] = next; next += (int) (hi[t] - lo[t]); }
        firstB = next;
        Formula f = new Formula(next - 1 + n * (n - 1) / 2);
        for (int t = 0; t < n; t++) {
            int[] c = new int[procs];
            for (int p = 0; p < procs; p++) c[p] = x(t, p);
            clause(f, c);
        }
        for (int t = 0; t < n; t++) for (long k = lo[t]; k + 1 < hi[t]; k++) clause(f, not(le(t, k)), le(t, k + 1));
        for (int t = 0; t < n; t++) for (int p = 0; p < procs; p++) clause(f, -x(t, p), le(t, horizon - d[t][p]));
        for (int a = 0; a < g.arcCount(); a++) {
            int u = g.from(a), v = g.to(a);
            for (int p = 0; p < procs; p++)
                for (int q = 0; q < procs; q++) {
                    long gap = d[u][p] + c[a][p][q];
                    for (long k = lo[v]; k <= hi[v]; k++) clause(f, -x(u, p), -x(v, q), not(le(v, k)), le(u, k - gap));
                }
        }
        for (int t = 0; t < n; t++)
            for (int u = t + 1; u < n; u++)
                for (int p = 0; p < procs; p++) {
                    if (d[t][p] == 0 || d[u][p] == 0) continue;
                    int b = before(t, u);
                    for (long k = lo[u]; k <= hi[u]; k++) clause(f, -x(t, p), -x(u, p), -b, not(le(u, k)), le(t, k - d[t][p]));
                    for (long k = lo[t]; k <= hi[t]; k++) clause(f, -x(t, p), -x(u, p), b, not(le(t, k)), le(u, k - d[u][p]));
                }
        if (interchangeable(inst))
            for (int t = 0; t < n; t++)
                for (int p = 1; p < procs; p++) {
                    int[] c = new int[t + 1];
                    c[0] = -x(t, p);
                    for (int u = 0; u < t; u++) c[u + 1] = x(u, p - 1);
                    clause(f, c);
                }
        if (!energy()) return f;
        int free = f.vars + 1;
        for (int p = 0; p < procs; p++)
            for (int k = 1; k <= horizon; k++) {
                free = energy(f, free, p, k, true);
                free = energy(f, free, p, k, false);
            }
        f.declare(free - 1);
        return f;
    }

    /** (W) is written in version 2 when P · n · H² ≤ 2,000,000. */
    private boolean energy() { return version >= 2 && horizon >= 1 && (long) procs * n * horizon * horizon <= 2_000_000L; }

    /**
     * One (W) constraint: the tasks on p ending by k (or starting at k or later) as literals "x(t,p) and that
     * side of the window" — x(t,p) itself when its window forces it, else a new variable z with
     * ¬x ∨ ¬[S_t ≤ k − d] ∨ z (or ¬x ∨ [S_t ≤ k − 1] ∨ z) — and their durations summed at most k (or H − k)
     * by a sequential weight counter. Returns the next free variable.
     */
    private int energy(Formula f, int free, int p, int k, boolean endBy) {
        long cap = endBy ? k : horizon - k;
        java.util.List<Integer> tasks = new java.util.ArrayList<>();
        long total = 0;
        for (int t = 0; t < n; t++) {
            if (d[t][p] == 0) continue;
            boolean possible = endBy ? k - d[t][p] >= lo[t] : k <= hi[t];
            if (possible) { tasks.add(t); total += d[t][p]; }
        }
        if (total <= cap) return free;
        int m = tasks.size();
        int[] z = new int[m];
        long[] w = new long[m];
        for (int i = 0; i < m; i++) {
            int t = tasks.get(i);
            w[i] = d[t][p];
            boolean forced = endBy ? k - w[i] >= hi[t] : k <= lo[t];
            if (forced) z[i] = x(t, p);
            else {
                z[i] = free++;
                clause(f, -x(t, p), endBy ? not(le(t, k - w[i])) : le(t, k - 1), z[i]);
            }
        }
        int K = (int) cap, first = free;
        free += m * K;
        for (int i = 0; i < m; i++) {
            if (w[i] > K) clause(f, -z[i]);
            for (int j = 1; j <= Math.min(w[i], K); j++) clause(f, -z[i], first + i * K + j - 1);
            if (i == 0) continue;
            int prev = first + (i - 1) * K - 1, cur = first + i * K - 1;   // s(i, j) = cur + j
            for (int j = 1; j <= K; j++) clause(f, -(prev + j), cur + j);
            for (int j = 1; j + w[i] <= K; j++) clause(f, -z[i], -(prev + j), cur + j + (int) w[i]);
            if (w[i] <= K) clause(f, -z[i], -(prev + K + 1 - (int) w[i]));
        }
        return free;
    }

    /** Same speed everywhere, one λ between any two processors, no cost matrix. */
    static boolean interchangeable(DagInstance inst) {
        if (inst.hasCostMatrix()) return false;
        var m = inst.machine();
        for (int p = 0; p < m.size(); p++) {
            if (m.speed(p) != m.speed(0)) return false;
            for (int q = 0; q < m.size(); q++) if (p != q && m.lambda(p, q) != m.lambda(0, 1)) return false;
        }
        return true;
    }

    /** A clause without its false constants and repeated literals; none if a literal is the true constant. */
    private static void clause(Formula f, int... lits) { addClause(f, lits); }

    /** Adds a clause without its false constants (0) and repeated literals; none if a literal is the true constant. */
    static void addClause(Formula f, int... lits) {
        int[] out = new int[lits.length];
        int m = 0;
        next:
        for (int l : lits) {
            if (l == T) return;
            if (l == F) continue;
            for (int i = 0; i < m; i++) if (out[i] == l) continue next;
            out[m++] = l;
        }
        f.add(m == out.length ? out : java.util.Arrays.copyOf(out, m));
    }
}
