package gaplab.certcheck;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.TaskGraph;
import java.util.Arrays;

/**
 * The checker's own {@code two-processor-join} bound (docs/certificates.md, "Bounds"; SPEC §3), written from the
 * page: the least makespan of a join — sources s₁…s_m, each with the one successor j — on two interchangeable
 * processors (the same duration on both, the same delay either way), without copies. Place j on a processor; let A
 * be the sources beside it, B the others. j starts no earlier than w(A), its processor's work before it, and no
 * earlier than max over B of (end of s + c(s, j)); on one processor that maximum is least when B runs from time 0 in
 * order of non-increasing delay (Jackson's rule for 1 ‖ max(C + q)). So every schedule is at least
 * min over B of max(w(A), J(B)) + w(j), and the schedule that runs A before j and B in that order attains it: the
 * bound is the optimum. A fork is a join with time reversed (a schedule read backwards, arcs reversed, has the
 * same makespan), so its bound is its reversal's. Computed here by subset sums: sources in order of non-increasing
 * delay, for each total duration s of B the least J(B). Any other graph or machine: 0, the trivial bound.
 */
final class TwoProcessorJoin {
    private TwoProcessorJoin() {}

    /** The largest total duration (in units of δ) for which the subset sums are computed. */
    static final long MAX_WORK = 5_000_000L;

    /** The bound in units of δ, or 0 where it does not apply. */
    static long bound(DagInstance inst) throws DagEncoder.NotWhole {
        TaskGraph g = inst.graph();
        int n = g.size();
        if (inst.processors() != 2 || n < 2) return 0;
        DagTimes times = DagTimes.of(inst);
        for (int t = 0; t < n; t++) if (times.d[t][0] != times.d[t][1]) return 0;
        for (int a = 0; a < g.arcCount(); a++) if (times.c[a][0][1] != times.c[a][1][0]) return 0;
        int centre = centre(g, true);
        boolean join = centre >= 0;
        if (!join) centre = centre(g, false);
        if (centre < 0) return 0;
        int m = n - 1;
        long[] w = new long[m], delay = new long[m];
        int k = 0;
        for (int a = 0; a < g.arcCount(); a++) {
            int outer = join ? g.from(a) : g.to(a);
            w[k] = times.d[outer][0];
            delay[k++] = times.c[a][0][1];
        }
        long total = 0;
        for (long x : w) total += x;
        if (total > MAX_WORK) return 0;
        Integer[] order = new Integer[m];
        for (int i = 0; i < m; i++) order[i] = i;
        Arrays.sort(order, (x, y) -> Long.compare(delay[y], delay[x]));
        // least[s]: the least J(B) over the sources seen so far with w(B) = s (MAX_VALUE: no such B)
        long[] least = new long[(int) total + 1];
        Arrays.fill(least, Long.MAX_VALUE);
        least[0] = 0;
        long reach = 0;
        for (int i : order) {
            for (long s = reach; s >= 0; s--) {
                if (least[(int) s] == Long.MAX_VALUE) continue;
                long end = s + w[i], j = Math.max(least[(int) s], end + delay[i]);
                if (j < least[(int) end]) least[(int) end] = j;
            }
            reach += w[i];
        }
        long best = Long.MAX_VALUE;
        for (int s = 0; s <= total; s++) if (least[s] != Long.MAX_VALUE) best = Math.min(best, Math.max(total - s, least[s]));
        return best + times.d[centre][0];
    }

    /**
     * The join's sink (when {@code join}) or the fork's source: the one task that every arc enters (leaves), every
     * other task having exactly that one arc; −1 if the graph is not of that shape.
     */
    private static int centre(TaskGraph g, boolean join) {
        int n = g.size();
        if (g.arcCount() != n - 1) return -1;
        int centre = -1;
        for (int t = 0; t < n; t++) {
            int in = g.preds(t).length, out = g.succs(t).length;
            int toCentre = join ? in : out, away = join ? out : in;
            if (toCentre == n - 1 && away == 0) centre = t;
            else if (!(toCentre == 0 && away == 1)) return -1;
        }
        return centre;
    }
}
