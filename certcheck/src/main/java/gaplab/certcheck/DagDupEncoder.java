package gaplab.certcheck;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.TaskGraph;

/**
 * The checker's own encoder of {@code dag-dup} version 1 (docs/certificates.md, "Task graphs with
 * duplication"; SPEC §3), written from the page: for a horizon H in units of the data's δ
 * ({@link DagTimes}), every task has an instance on some processor (A); each instance's start in the
 * order encoding over the task's window, from the longest path of least durations into t to H minus
 * ℓ(t) and the shortest of the longest ways out through one successor (O); each instance ends by H (E); each instance of v on q takes
 * the data of each arc (u, v) from a chosen instance of u on some p, no earlier than that instance's end
 * plus the delay (F); two instances of positive duration on one processor do not overlap (N); and, when
 * the processors are interchangeable, processor p runs a task only if p − 1 runs that task or an earlier
 * one (S).
 */
final class DagDupEncoder {
    private final DagInstance inst;
    private final TaskGraph g;
    private final int n, procs, arcs, horizon;
    private final long[][] d;
    private final long[][][] c;
    private final long[] lo, hi;
    private final long[] firstY;
    private long firstF, firstB, vars;

    private DagDupEncoder(DagInstance inst, int horizon) throws DagEncoder.NotWhole {
        this.inst = inst;
        g = inst.graph();
        n = g.size();
        procs = inst.processors();
        arcs = g.arcCount();
        this.horizon = horizon;
        DagTimes times = DagTimes.of(inst);
        d = times.d;
        c = times.c;
        long[] least = new long[n], below = new long[n];
        for (int t = 0; t < n; t++) {
            least[t] = Long.MAX_VALUE;
            for (long x : d[t]) least[t] = Math.min(least[t], x);
        }
        lo = new long[n];
        hi = new long[n];
        int[] order = g.topologicalOrder();
        for (int t : order) for (int u : g.preds(t)) lo[t] = Math.max(lo[t], lo[u] + least[u]);
        for (int i = n - 1; i >= 0; i--) for (int v : g.succs(order[i])) below[order[i]] = Math.max(below[order[i]], below[v] + least[v]);
        for (int t = 0; t < n; t++) {   // an instance need feed only one successor: the shortest way out of t
            long out = Long.MAX_VALUE;
            for (int v : g.succs(t)) out = Math.min(out, least[v] + below[v]);
            hi[t] = horizon - least[t] - (out == Long.MAX_VALUE ? 0 : out);
        }
        firstY = new long[n];
        long next = (long) n * procs + 1;
        for (int t = 0; t < n; t++) { firstY[t] = next; next += procs * Math.max(0, hi[t] - lo[t]); }
        firstF = next;
        firstB = firstF + (long) arcs * procs * procs;
        vars = firstB - 1 + (long) procs * n * (n - 1) / 2;
    }

    static Formula encode(DagInstance inst, int horizon) throws DagEncoder.NotWhole {
        DagDupEncoder e = new DagDupEncoder(inst, horizon);
        long bound = e.clauseBound();
        if (bound > DagEncoder.MAX_CLAUSES || e.vars > Integer.MAX_VALUE / 2)
            throw new DagEncoder.NotWhole("the formula at horizon " + horizon + " could have " + bound + " clauses, above the checker's limit of " + DagEncoder.MAX_CLAUSES);
        return e.formula();
    }

    /** An upper bound on the clause count, from the windows alone. */
    private long clauseBound() {
        long win = 0;
        for (int t = 0; t < n; t++) win += Math.max(0, hi[t] - lo[t] + 1);
        long b = n + 2L * procs * win + (long) n * procs * procs;
        for (int a = 0; a < arcs; a++) b += (long) procs * (1 + 2L * procs + (long) procs * Math.max(0, hi[g.to(a)] - lo[g.to(a)] + 1));
        return b + 2L * procs * Math.max(0, n - 1) * win;
    }

    private int x(int t, int p) { return t * procs + p + 1; }

    private int f(int a, int q, int p) { return (int) (firstF + (long) a * procs * procs + (long) q * procs + p); }

    private int before(int t, int u, int p) {
        long pair = 0;
        for (int i = 0; i < t; i++) pair += n - 1 - i;
        return (int) (firstB + (pair + (u - t - 1)) * procs + p);
    }

    private static final int T = Integer.MAX_VALUE, F = 0;

    /** "S(t,p) ≤ k": false below the window, true from hi(t), else its variable. */
    private int le(int t, int p, long k) {
        if (k < lo[t]) return F;
        if (k >= hi[t]) return T;
        return (int) (firstY[t] + p * (hi[t] - lo[t]) + (k - lo[t]));
    }

    private static int not(int l) { return l == T ? F : l == F ? T : -l; }

    private Formula formula() {
        for (int t = 0; t < n; t++) if (hi[t] < lo[t]) {
            Formula f = new Formula(0);
            f.add(new int[0]);
            return f;
        }
        Formula f = new Formula((int) vars);
        for (int t = 0; t < n; t++) {
            int[] cl = new int[procs];
            for (int p = 0; p < procs; p++) cl[p] = x(t, p);
            clause(f, cl);
        }
        for (int t = 0; t < n; t++) for (int p = 0; p < procs; p++) for (long k = lo[t]; k + 1 < hi[t]; k++) clause(f, not(le(t, p, k)), le(t, p, k + 1));
        for (int t = 0; t < n; t++) for (int p = 0; p < procs; p++) clause(f, -x(t, p), le(t, p, horizon - d[t][p]));
        for (int a = 0; a < arcs; a++) {
            int u = g.from(a), v = g.to(a);
            for (int q = 0; q < procs; q++) {
                int[] some = new int[procs + 1];
                some[0] = -x(v, q);
                for (int p = 0; p < procs; p++) some[p + 1] = f(a, q, p);
                clause(f, some);
                for (int p = 0; p < procs; p++) {
                    clause(f, -f(a, q, p), x(u, p));
                    long gap = d[u][p] + c[a][p][q];
                    for (long k = lo[v]; k <= hi[v]; k++) clause(f, -f(a, q, p), not(le(v, q, k)), le(u, p, k - gap));
                }
            }
        }
        for (int t = 0; t < n; t++)
            for (int u = t + 1; u < n; u++)
                for (int p = 0; p < procs; p++) {
                    if (d[t][p] == 0 || d[u][p] == 0) continue;
                    int b = before(t, u, p);
                    for (long k = lo[u]; k <= hi[u]; k++) clause(f, -x(t, p), -x(u, p), -b, not(le(u, p, k)), le(t, p, k - d[t][p]));
                    for (long k = lo[t]; k <= hi[t]; k++) clause(f, -x(t, p), -x(u, p), b, not(le(t, p, k)), le(u, p, k - d[u][p]));
                }
        if (DagEncoder.interchangeable(inst))
            for (int t = 0; t < n; t++)
                for (int p = 1; p < procs; p++) {
                    int[] cl = new int[t + 2];
                    cl[0] = -x(t, p);
                    for (int u = 0; u <= t; u++) cl[u + 1] = x(u, p - 1);
                    clause(f, cl);
                }
        return f;
    }

    private static void clause(Formula f, int... lits) { DagEncoder.addClause(f, lits); }
}
