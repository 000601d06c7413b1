package gaplab.certify;

import java.util.Arrays;
import java.util.Comparator;

/**
 * The producer's {@code two-processor-join} bound (docs/certificates.md, "Bounds"): the least makespan of a join (or,
 * time reversed, a fork) on two interchangeable processors without copies — the centre task's processor runs the
 * sources A beside it before it, the other processor the rest B from time 0 by non-increasing delay (Jackson's rule),
 * so the optimum is min over B of max(w(A), max over B of (end + delay)) + w(centre). The certificate states it when
 * it is already V; the checker recomputes it with its own code.
 */
final class JoinBound {
    private JoinBound() {}

    /** The bound in units of δ, or 0 where the graph is no join or fork on two interchangeable processors. */
    static long of(IntegerDag g) {
        int n = g.n();
        if (g.processors() != 2 || n < 2 || g.from().length != n - 1) return 0;
        for (int t = 0; t < n; t++) if (g.duration()[t][0] != g.duration()[t][1]) return 0;
        for (int[][] c : g.delay()) if (c[0][1] != c[1][0]) return 0;
        int[] fanIn = new int[n], fanOut = new int[n];
        for (int a = 0; a < n - 1; a++) { fanOut[g.from()[a]]++; fanIn[g.to()[a]]++; }
        Integer centre = null;
        boolean join = false;
        for (int t = 0; t < n && centre == null; t++) {
            if (fanIn[t] == n - 1) { centre = t; join = true; }
            else if (fanOut[t] == n - 1) centre = t;
        }
        if (centre == null) return 0;
        // every other task: one arc, to the centre (join) or from it (fork)
        for (int a = 0; a < n - 1; a++) if ((join ? g.to()[a] : g.from()[a]) != centre) return 0;
        int[][] arcs = new int[n - 1][];   // (duration, delay) of each outer task
        int total = 0;
        for (int a = 0; a < n - 1; a++) {
            int outer = join ? g.from()[a] : g.to()[a];
            arcs[a] = new int[] {g.duration()[outer][0], g.delay()[a][0][1]};
            total += arcs[a][0];
        }
        if (total > 5_000_000) return 0;
        Arrays.sort(arcs, Comparator.comparingInt((int[] x) -> x[1]).reversed());
        long none = Long.MAX_VALUE;
        long[] byWork = new long[total + 1];   // least latest delivery over subsets B of the arcs seen, by w(B)
        Arrays.fill(byWork, none);
        byWork[0] = 0;
        int seen = 0;
        for (int[] arc : arcs) {
            seen += arc[0];
            for (int s = seen; s >= arc[0]; s--) {
                long before = byWork[s - arc[0]];
                if (before != none) byWork[s] = Math.min(byWork[s], Math.max(before, (long) s + arc[1]));
            }
        }
        long best = none;
        for (int s = 0; s <= total; s++) if (byWork[s] != none) best = Math.min(best, Math.max(total - s, byWork[s]));
        return best + g.duration()[centre][0];
    }
}
