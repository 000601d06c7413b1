package gaplab.analysis.dag;

import gaplab.model.dag.DagInstance;
import java.util.Arrays;
import java.util.BitSet;

/**
 * The partition bound (issue 19): on P identical processors every task runs at least once, so some
 * processor carries at least the optimal P | | Cmax load of the execution times, whatever the arcs,
 * messages and copies. Valid with and without duplication.
 *
 * <ul>
 * <li>P = 2: exact, by subset sums (the least achievable load ≥ W/2; a bitset over 0..W).</li>
 * <li>P ≥ 3: the least capacity T for which the Martello–Toth bound L2 on the number of bins (Martello &amp;
 *     Toth, "Lower bounds and reduction procedures for the bin packing problem", Discrete Applied
 *     Mathematics 28, 1990) does not exceed P — for a smaller T even L2 needs more than P bins.</li>
 * </ul>
 * Only for integral times (after dividing by the common speed) and a total work of at most
 * {@link #MAX_WORK}; otherwise 0 (no bound). The graphs of gaplab's benchmarks whose allocation is
 * close to number partitioning (CCR-0.1 forks and joins) are where it rises above the work bound W/P.
 */
public final class PartitionBound {
    private PartitionBound() {}

    /** The largest total work the bound is computed for (the subset-sum bitset has W + 1 bits). */
    public static final long MAX_WORK = 50_000_000;

    public static double of(DagInstance inst) {
        inst = inst.relaxed();
        if (!inst.identicalTimes()) return 0;   // the links do not matter: only the loads
        int n = inst.tasks(), P = inst.processors();
        if (n == 0) return 0;
        long[] w = new long[n];
        long total = 0;
        for (int t = 0; t < n; t++) {
            double d = inst.duration(t, 0);
            if (d != Math.rint(d) || d < 0) return 0;
            w[t] = (long) d;
            total += w[t];
            if (total > MAX_WORK) return 0;
        }
        Arrays.sort(w);
        if (P == 1) return total;
        if (P >= n) return w[n - 1];
        return P == 2 ? twoProcessors(w, total) : binPacking(w, total, P);
    }

    /** The least subset sum that is at least half the total: the optimal two-processor load. */
    static long twoProcessors(long[] w, long total) {
        BitSet reach = new BitSet((int) total + 1);
        reach.set(0);
        for (long x : w) {
            if (x == 0) continue;
            BitSet shifted = new BitSet((int) total + 1);
            for (int s = reach.nextSetBit(0); s >= 0 && s + x <= total; s = reach.nextSetBit(s + 1)) shifted.set((int) (s + x));
            reach.or(shifted);
        }
        long half = (total + 1) / 2;
        int s = reach.nextSetBit((int) half);
        return s < 0 ? total : s;   // s ≥ 0 always: the full set sums to total
    }

    /** The least T ≥ max(⌈W/P⌉, largest time) with L2(T) ≤ P. */
    static long binPacking(long[] sorted, long total, int P) {
        long T = Math.max((total + P - 1) / P, sorted[sorted.length - 1]);
        for (int step = 0; step < 1_000_000 && l2(sorted, T) > P; step++) T++;
        return T;
    }

    /**
     * Martello–Toth L2 for bins of capacity C (items sorted ascending, each ≤ C): the maximum over K in
     * {0} ∪ {sizes ≤ C/2} of |J1| + |J2| + max(0, ⌈(Σ J3 − (|J2|·C − Σ J2)) / C⌉), with J1 the items above
     * C − K, J2 those in (C/2, C − K] and J3 those in [K, C/2].
     */
    static long l2(long[] sorted, long C) {
        long best = 0;
        long prevK = -1;
        for (int i = -1; i < sorted.length; i++) {
            long K = i < 0 ? 0 : sorted[i];
            if (2 * K > C) break;
            if (K == prevK) continue;
            prevK = K;
            long j1 = 0, j2 = 0, sum2 = 0, sum3 = 0;
            for (long x : sorted) {
                if (x > C - K) j1++;
                else if (2 * x > C) { j2++; sum2 += x; }
                else if (x >= K) sum3 += x;
            }
            long rest = sum3 - (j2 * C - sum2);
            long bins = j1 + j2 + (rest > 0 ? (rest + C - 1) / C : 0);
            best = Math.max(best, bins);
        }
        return best;
    }
}
