package gaplab.analysis.collective;

import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.Order;

/**
 * The closed forms of Shibusawa (seed 003, §3–§4), literally, with the assumptions under which they
 * equal the simulated model ({@link Simulation}); the tests check every one of them against it.
 *
 * <p>Bits: for 0 ≤ x &lt; 2^k write x = [w_(k-1) ... w_1 w_0] in binary.
 */
public final class ClosedForms {
    private ClosedForms() {}

    /**
     * The scatter path code μ_j = [μ_j^(1) ... μ_j^(k)] (Definition 2, eq. (4)): μ_j^(i) = 1 when, at
     * step i, the data destined for P_j is sent on, 0 when its holder keeps it. By eq. (10),
     * μ_j^(i) = w_(k-i) of j, i.e. μ_j is j in binary, most significant bit first.
     */
    public static int[] scatterPathCode(int j, int k) {
        int[] mu = new int[k];
        for (int i = 1; i <= k; i++) mu[i - 1] = (j >> (k - i)) & 1;
        return mu;
    }

    /**
     * The gather path code. UNI: eq. (12), μ_j^(i) = NOT w'_(k-i) with w' = (j - 1) mod p (the paper
     * prints "mod k", a typo: w' must have k bits); so |μ_j| = popcount((p - j) mod p). BI (not in the
     * paper; the analogue for the reversed scatter tree): μ_j = j in binary.
     */
    public static int[] gatherPathCode(int j, int k, Order order) {
        int p = 1 << k;
        int[] mu = new int[k];
        if (order == Order.UNI) {
            int wPrime = Math.floorMod(j - 1, p);
            for (int i = 1; i <= k; i++) mu[i - 1] = 1 - ((wPrime >> (k - i)) & 1);
        } else {
            for (int i = 1; i <= k; i++) mu[i - 1] = (j >> (k - i)) & 1;
        }
        return mu;
    }

    /** |μ|: the number of ones. */
    public static int ones(int[] mu) {
        int c = 0;
        for (int b : mu) c += b;
        return c;
    }

    /** Eq. (6): j_min^(i) = 2^(k-i+1)·⌊j1 / 2^(k-i+1)⌋ + 2^(k-i). */
    public static int jMin(int i, int j1, int k) {
        int big = 1 << (k - i + 1);
        return big * Math.floorDiv(j1, big) + (1 << (k - i));
    }

    /** Eq. (7): j_max^(i) = 2^(k-i+1)·(⌊j1 / 2^(k-i+1)⌋ + 1) - 1 = j_min^(i) + 2^(k-i) - 1. */
    public static int jMax(int i, int j1, int k) {
        int big = 1 << (k - i + 1);
        return big * (Math.floorDiv(j1, big) + 1) - 1;
    }

    /** The holder P_j1 of P_j's data at the start of step i: j with its low k-i+1 bits cleared. */
    public static int holder(int j, int i, int k) {
        return (j >> (k - i + 1)) << (k - i + 1);
    }

    /**
     * Eq. (9) (Lemma 2): the scatter time of P_j, from P0's first send to the end of P_j's last
     * scatter operation (it then holds exactly d_j),
     * t_j = kσ_s + (Σ_(i=1..k) Σ_(j'=j_min^(i)..j_max^(i)) d_j')·τ_s + |μ_j|·δ,
     * where at step i the sum runs over the block sent by P_j's holder. Valid when every message takes
     * as long to send as to receive (t_send = t_recv, i.e. σ_s = σ_r and τ_s = τ_r); the receiver is
     * always free in a binomial scatter, so no other assumption is needed.
     */
    public static double scatterTime(CollectiveInstance in, double[] d, int j) {
        int k = in.k();
        double data = 0;
        for (int i = 1; i <= k; i++) {
            int j1 = holder(j, i, k);
            for (int x = jMin(i, j1, k); x <= jMax(i, j1, k); x++) data += d[x];
        }
        return k * in.sigmaSend() + data * in.tauSend() + ones(scatterPathCode(j, k)) * in.delta();
    }

    /**
     * Eq. (8): t_j = Σ_i t_send^(i) + |μ_j|·δ with the step-i send time of P_j's holder given directly
     * (same assumption as (9)); here evaluated from eq. (1) with the step-i message size.
     */
    public static double scatterTimeEq8(CollectiveInstance in, double[] d, int j) {
        int k = in.k();
        double sum = 0;
        for (int i = 1; i <= k; i++) {
            int j1 = holder(j, i, k);
            double m = 0;
            for (int x = jMin(i, j1, k); x <= jMax(i, j1, k); x++) m += d[x];
            sum += in.sigmaSend() + m * in.tauSend();
        }
        return sum + ones(scatterPathCode(j, k)) * in.delta();
    }

    /**
     * Eq. (11) (Lemma 3): the gather time of P_j, t_j = kσ_s + |μ_j|·δ, from P_j's gather start to the
     * end of the gather at P0, when the result messages are small (size 0: t_send = σ_s, t_recv =
     * σ_r), σ_s = σ_r, and the gather starts are those of (13) (nobody waits). {@code order} selects
     * eq. (12) (UNI) or its bidirectional analogue.
     */
    public static double gatherTime(CollectiveInstance in, int j, Order order) {
        int k = in.k();
        return k * in.sigmaSend() + ones(gatherPathCode(j, k, order)) * in.delta();
    }

    /**
     * Eq. (13) (Lemma 4): the gather start time of P_j in the gather in which nobody waits,
     * g_j = g_1 + (k - |μ_j|)·δ, under the assumptions of (11). In the BI order the role of P_1 (the
     * processor whose result travels over all k hops, |μ| = k) is played by P_(p-1); {@code g1} is
     * the start time of that processor.
     */
    public static double gatherStart(CollectiveInstance in, double g1, int j, Order order) {
        int k = in.k();
        return g1 + (k - ones(gatherPathCode(j, k, order))) * in.delta();
    }

    /**
     * A generalisation of (11) used in the tests (not printed in the paper): with result messages of
     * size 0 and any gather start times (ready_j = end of P_j's computation), the gather ends at
     * max_j (ready_j + kσ_r + |μ_j|·δ) — the longest path through the gather tree — provided the
     * final receive is the last activity (σ_s ≤ δ + σ_r).
     */
    public static double gatherEnd(CollectiveInstance in, double[] ready, Order order) {
        int k = in.k();
        double t = Double.NEGATIVE_INFINITY;
        for (int j = 0; j < ready.length; j++)
            t = Math.max(t, ready[j] + k * in.sigmaRecv() + ones(gatherPathCode(j, k, order)) * in.delta());
        return t;
    }
}
