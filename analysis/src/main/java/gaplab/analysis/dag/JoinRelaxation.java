package gaplab.analysis.dag;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The join problem, solved exactly (issue 19): m independent tasks (execution times d, message delays
 * c) feed one task t that runs on processor 0 of P identical processors. A task on processor 0 hands
 * over its data at once; a task elsewhere delivers at its finish + c. So t can start at
 * J = max(total time on processor 0, max over the others of the tasks' finish + c), and J is what this
 * class minimises. On each other processor the order of decreasing c (Jackson's rule for
 * 1 | | max(C + q)) is optimal, so only the allocation is searched.
 *
 * <p>Depth-first branch-and-bound over the tasks in decreasing c (each appended task comes last on
 * its processor, so the append order is Jackson's order): a task goes to processor 0 or to one of
 * the others, skipping a processor with the same load as an earlier one, cheapest J first.
 * Node bound: the state's J, each remaining task's cheapest placement, and the remaining work, which
 * must fit below J on processor 0 and below J − (least remaining c) on the others. A table of
 * visited states (task index, load on processor 0, the multiset of the others' loads) cuts a state
 * reached again with no smaller J. The search counts nodes and stops at a budget (deterministic);
 * then only the root bound is proven.
 */
public final class JoinRelaxation {
    /** The optimum (or, when {@code exact} is false, only a lower bound) and an allocation reaching {@code best}. */
    public record Result(double value, boolean exact, double best, int[] processor, long nodes) {}

    private final int m, P;
    private final double[] d, c;      // in search order (decreasing c)
    private final int[] order;        // search position → caller's index
    private final boolean integral;
    private final double[] load, latest;
    private final int[] at, bestAt;
    private final double[] suffixWork;
    private final Map<Key, Double> seen = new HashMap<>();
    private final long budget;
    private long nodes;
    private double upper;
    private boolean aborted;

    private record Key(long[] a) {
        @Override public boolean equals(Object o) { return o instanceof Key k && Arrays.equals(a, k.a); }
        @Override public int hashCode() { return Arrays.hashCode(a); }
    }

    /** The largest table of visited states, in keys × processors (about 30 MB). */
    static final int MAX_SEEN_CELLS = 1_000_000;

    private JoinRelaxation(double[] dIn, double[] cIn, int processors, long budget) {
        m = dIn.length;
        P = processors;
        this.budget = budget;
        Integer[] idx = new Integer[m];
        for (int i = 0; i < m; i++) idx[i] = i;
        Arrays.sort(idx, (a, b) -> cIn[a] != cIn[b] ? Double.compare(cIn[b], cIn[a]) : dIn[a] != dIn[b] ? Double.compare(dIn[b], dIn[a]) : Integer.compare(a, b));
        order = new int[m];
        d = new double[m];
        c = new double[m];
        boolean whole = true;
        for (int k = 0; k < m; k++) {
            order[k] = idx[k];
            d[k] = dIn[idx[k]];
            c[k] = cIn[idx[k]];
            whole &= d[k] == Math.rint(d[k]) && c[k] == Math.rint(c[k]);
        }
        integral = whole;
        suffixWork = new double[m + 1];
        for (int k = m - 1; k >= 0; k--) suffixWork[k] = suffixWork[k + 1] + d[k];
        load = new double[P];
        latest = new double[P];
        at = new int[m];
        bestAt = new int[m];
    }

    /**
     * Solves the join problem for tasks with times {@code d} and delays {@code c} (both ≥ 0) on
     * {@code processors} identical processors, visiting at most {@code budget} nodes.
     */
    public static Result solve(double[] d, double[] c, int processors, long budget) {
        return solve(d, c, processors, budget, Double.NEGATIVE_INFINITY);
    }

    /**
     * As {@link #solve(double[], double[], int, long)}, but without searching when the first allocation
     * (greedy) already gives J ≤ {@code cutoff}: a caller that only needs a bound above the cutoff learns
     * that the optimum cannot give one (the result is then the root bound, not exact unless it meets J).
     */
    public static Result solve(double[] d, double[] c, int processors, long budget, double cutoff) {
        if (d.length != c.length || processors < 1) throw new IllegalArgumentException("join: " + d.length + " times, " + c.length + " delays, " + processors + " processors");
        return new JoinRelaxation(d, c, processors, budget).run(cutoff);
    }

    private Result run(double cutoff) {
        if (m == 0) return new Result(0, true, 0, new int[0], 0);
        double root = bound(0, 0);
        if (integral) root = Math.max(root, packingBound(Math.ceil(root - 1e-9)));
        greedy();
        if (!stop(root) && upper <= cutoff + 1e-9) aborted = true;   // the optimum is at most the cutoff: not worth a search
        else if (!stop(root)) {
            Arrays.fill(load, 0);
            Arrays.fill(latest, 0);
            search(0, 0);
        }
        int[] proc = new int[m];
        for (int k = 0; k < m; k++) proc[order[k]] = bestAt[k];
        if (aborted) return new Result(integral ? Math.ceil(root - 1e-9) : root, false, upper, proc, nodes);
        return new Result(upper, true, upper, proc, nodes);
    }

    /**
     * The bin-packing bound at the root (integral data): the least V ≥ {@code from} that passes the
     * packing test ({@link #cannotPack}) before any task is placed — the times and, for each processor
     * but t's, an item of the least delay, in P bins of capacity V (Martello–Toth's L2).
     */
    private double packingBound(double from) {
        if (from > PartitionBound.MAX_WORK) return from;
        double v = from;   // the loads are still 0: the node test at the root, raised until it passes
        for (int step = 0; step < 1_000_000 && cannotPack(0, v); step++) v++;
        return v;
    }

    /**
     * The bin-packing test below a node (integral data): J ≤ V needs, in P bins of capacity V, t's
     * processor's load as one item, each other used processor's load plus the least remaining delay
     * as one item (its last task, placed or still to come, has at least that delay), an item of that
     * delay for each unused processor (one that could not deliver by V is no bin at all), and the
     * remaining tasks. True when L2 needs more bins than there are.
     */
    private boolean cannotPack(int k, double v) {
        if (v < 0 || v > PartitionBound.MAX_WORK) return v < 0;
        long cmin = (long) c[m - 1];
        long[] w = new long[m - k + P];
        int n = 0, bins = P;
        w[n++] = (long) load[0];
        for (int p = 1; p < P; p++) {
            if (load[p] == 0 && cmin > v) { bins--; continue; }   // unused, and no task of it could deliver by v: no bin
            w[n++] = (long) load[p] + cmin;
        }
        for (int i = k; i < m; i++) w[n++] = (long) d[i];
        w = Arrays.copyOf(w, n);
        for (long x : w) if (x > v) return true;
        Arrays.sort(w);
        return PartitionBound.l2(w, (long) v) > bins;
    }

    /** An incumbent: each task, in search order, where it raises J least. */
    private void greedy() {
        double j = 0;
        for (int k = 0; k < m; k++) {
            int bestP = 0;
            double bestJ = Double.POSITIVE_INFINITY;
            for (int p = 0; p < P; p++) {
                double v = delivery(k, p);
                if (v < bestJ) { bestJ = v; bestP = p; }
            }
            place(k, bestP);
            j = Math.max(j, bestJ);
        }
        upper = j;
        System.arraycopy(at, 0, bestAt, 0, m);
    }

    /** When task k's data would be at t if appended to processor p now: at its end on t's processor, its end + c elsewhere. */
    private double delivery(int k, int p) { return p == 0 ? load[0] + d[k] : load[p] + d[k] + c[k]; }

    private void place(int k, int p) {
        at[k] = p;
        load[p] += d[k];
        if (p > 0) latest[p] = Math.max(latest[p], load[p] + c[k]);
    }

    private boolean stop(double lb) {
        double v = integral ? Math.ceil(lb - 1e-9) : lb;
        return v >= upper - 1e-9;
    }

    private void search(int k, double j) {
        if (aborted) return;
        if (++nodes > budget) { aborted = true; return; }
        if (k == m) {
            if (j < upper - 1e-9) { upper = j; System.arraycopy(at, 0, bestAt, 0, m); }
            return;
        }
        if (stop(bound(k, j)) || (integral && cannotPack(k, upper - 1)) || dominated(k, j)) return;
        int[] children = children(k);
        for (int p : children) {
            double l = load[p], q = latest[p];
            place(k, p);
            double nj = Math.max(j, p == 0 ? load[0] : latest[p]);
            if (!stop(nj)) search(k + 1, nj);
            load[p] = l;
            latest[p] = q;
            if (aborted) return;
        }
    }

    /** The processors worth trying for task k (one per load among the others), cheapest J first. */
    private int[] children(int k) {
        int[] ps = new int[P];
        double[] cost = new double[P];
        int n = 0;
        for (int p = 0; p < P; p++) {
            if (p > 0 && sameAsEarlier(p)) continue;
            cost[p] = delivery(k, p);
            int i = n++;
            while (i > 0 && cost[ps[i - 1]] > cost[p]) { ps[i] = ps[i - 1]; i--; }
            ps[i] = p;
        }
        return Arrays.copyOf(ps, n);
    }

    /** Another processor with the same load: the same future (the deliveries so far are already in J). */
    private boolean sameAsEarlier(int p) {
        for (int q = 1; q < p; q++) if (load[q] == load[p]) return true;
        return false;
    }

    /**
     * True when this state was reached before with J no larger: the future depends only on the next
     * task and the loads (a processor's earlier deliveries are already in J), and the other
     * processors are interchangeable, so their loads are compared as a sorted list.
     */
    private boolean dominated(int k, double j) {
        if (seen.size() >= MAX_SEEN_CELLS / (P + 1)) return false;
        long[] a = new long[P + 1];
        a[0] = k;
        a[1] = Double.doubleToLongBits(load[0]);
        double[] others = Arrays.copyOfRange(load, 1, P);
        Arrays.sort(others);
        for (int i = 0; i < P - 1; i++) a[2 + i] = Double.doubleToLongBits(others[i]);
        Key key = new Key(a);
        Double before = seen.get(key);
        if (before != null && before <= j + 1e-12) return true;
        seen.put(key, j);
        return false;
    }

    /**
     * A lower bound on J below a node whose next task is k: the current J; each remaining task's
     * cheapest placement; and the remaining work, which fits below V on processor 0 and below
     * V − c_min on each other processor (every task placed there, earlier or later, has c ≥ c_min).
     */
    private double bound(int k, double j) {
        double lb = j;
        if (k == m) return lb;
        double minOther = Double.POSITIVE_INFINITY;
        for (int p = 1; p < P; p++) minOther = Math.min(minOther, load[p]);
        for (int i = k; i < m; i++) {
            double v = Math.min(load[0] + d[i], minOther + d[i] + c[i]);
            if (v > lb) lb = v;
        }
        return Math.max(lb, workBound(suffixWork[k], c[m - 1]));
    }

    /** The least V with (V − load₀) + Σ_{p>0} max(0, V − cmin − load_p) ≥ work. */
    private double workBound(double work, double cmin) {
        double[] start = new double[P];      // where each processor's capacity begins
        start[0] = load[0];
        for (int p = 1; p < P; p++) start[p] = load[p] + cmin;
        Arrays.sort(start);
        double sum = 0;
        for (int i = 0; i < P; i++) {
            sum += start[i];
            double v = (work + sum) / (i + 1);      // with the i + 1 earliest capacities open
            if (i == P - 1 || v <= start[i + 1]) return v;
        }
        return start[P - 1];
    }
}
