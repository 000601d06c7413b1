package gaplab.analysis.collective;

import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.Order;
import gaplab.model.core.LowerBound;

/**
 * A lower bound on the total time of every schedule, for any sizes and either order, from earliest
 * computation starts and shortest gather paths.
 *
 * <ul>
 *   <li>P_j cannot start computing before e_j = Σ_(i=1..k) (μ_j^(i) = 0 ? σ_s : δ + σ_r): at each scatter
 *       step the data for P_j is either kept by a holder busy with a send (≥ σ_s) or sent on (the receive
 *       starts ≥ δ after the send and lasts ≥ σ_r); this is (8) with sizes dropped.</li>
 *   <li>After computing, P_j's result needs ≥ kσ_r + h_j·δ to be gathered at P0 (one receive per gather
 *       step on its path, one δ per hop; h_j = |μ_j| of (12) or its BI analogue): the longest-path form of (11).</li>
 *   <li>So T ≥ min over d (Σ d = D, d ≥ 0) of max_j (e_j + w_j d_j + kσ_r + h_j δ): a water-filling
 *       problem, solved exactly by bisection on the level; the bound is the smaller of the two orders.</li>
 * </ul>
 */
public final class WaterfillBound implements LowerBound<CollectiveInstance> {

    @Override
    public String name() { return "waterfill"; }

    @Override
    public double bound(CollectiveInstance in) {
        double best = Double.POSITIVE_INFINITY;
        for (Order o : Order.values()) best = Math.min(best, bound(in, o));
        return best;
    }

    public double bound(CollectiveInstance in, Order order) {
        double[] a = levels(in, order);
        double c = level(in, a);
        double maxA = Double.NEGATIVE_INFINITY;
        for (double v : a) maxA = Math.max(maxA, v);
        return Math.max(c, maxA);
    }

    /**
     * The split that attains the water level: d_j = max(0, (C - a_j) / w_j), rescaled to Σ = D. It is
     * optimal when τ_s = τ_r = 0 and results have size 0 (then every other duration is constant), and a
     * heuristic otherwise.
     */
    public double[] split(CollectiveInstance in, Order order) {
        return split(in, order, in.computePerUnit());
    }

    /** The water-filling split with other per-unit costs {@code w} (e.g. computation plus the transfers on P_j's own path). */
    public double[] split(CollectiveInstance in, Order order, double[] w) {
        double[] a = levels(in, order);
        CollectiveInstance sized = in.withComputePerUnit(w);
        double c = level(sized, a);
        int p = a.length;
        double[] d = new double[p];
        double s = 0;
        for (int j = 0; j < p; j++) { d[j] = Math.max(0, (c - a[j]) / w[j]); s += d[j]; }
        if (s <= 0) { java.util.Arrays.fill(d, in.total() / p); return d; }
        for (int j = 0; j < p; j++) d[j] *= in.total() / s;
        return d;
    }

    /** a_j = e_j + kσ_r + h_j·δ: the least time of everything on P_j's path except its computation. */
    static double[] levels(CollectiveInstance in, Order order) {
        int p = in.processors(), k = in.k();
        double[] a = new double[p];
        for (int j = 0; j < p; j++) {
            int[] mu = ClosedForms.scatterPathCode(j, k);
            double e = 0;
            for (int b : mu) e += b == 0 ? in.sigmaSend() : in.delta() + in.sigmaRecv();
            a[j] = e + k * in.sigmaRecv() + ClosedForms.ones(ClosedForms.gatherPathCode(j, k, order)) * in.delta();
        }
        return a;
    }

    /** The level C with Σ max(0, (C - a_j) / w_j) = D, from below (bisection). */
    static double level(CollectiveInstance in, double[] a) {
        int p = a.length;
        double lo = Double.POSITIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
        for (int j = 0; j < p; j++) { lo = Math.min(lo, a[j]); hi = Math.max(hi, a[j] + in.w(j) * in.total()); }
        for (int it = 0; it < 200; it++) {
            double mid = (lo + hi) / 2;
            if (mid <= lo || mid >= hi) break;
            if (fill(in, a, mid) >= in.total()) hi = mid; else lo = mid;
        }
        return lo;
    }

    private static double fill(CollectiveInstance in, double[] a, double level) {
        double s = 0;
        for (int j = 0; j < a.length; j++) s += Math.max(0, (level - a[j]) / in.w(j));
        return s;
    }

    /** A schedule and which candidate split produced it. */
    public record Candidate(CollectiveSchedule schedule, String name) {}

    /**
     * The best of three closed-form splits, each simulated in both orderings: the water-filling split;
     * the water-filling split with w_j + |μ_j|·τ_r + ρ·h_j·τ_r (the per-unit cost of d_j on P_j's own
     * path: each scatter receive on the way carries d_j, each of the h_j gather receives its result);
     * and everything on P0 (right when communication per unit costs more than computation).
     */
    public Candidate bestSplit(CollectiveInstance in) {
        return bestSplit(in, System.nanoTime(), Double.POSITIVE_INFINITY);
    }

    /**
     * The same, trying no further candidate once {@code seconds} have passed since {@code startNanos}
     * ({@link System#nanoTime()}; the first candidate is always tried): each candidate is scored by its
     * total time alone, and only the best one is simulated into a schedule.
     */
    public Candidate bestSplit(CollectiveInstance in, long startNanos, double seconds) {
        int p = in.processors(), k = in.k();
        double[] bestD = null;
        double bestT = Double.POSITIVE_INFINITY;
        Order bestO = null;
        String bestName = null;
        int tried = 0, all = 3 * Order.values().length;
        for (Order o : Order.values()) {
            if (bestD != null && (System.nanoTime() - startNanos) / 1e9 > seconds) break;
            double[] wPath = new double[p];
            for (int j = 0; j < p; j++) {
                int mu = ClosedForms.ones(ClosedForms.scatterPathCode(j, k));
                int h = ClosedForms.ones(ClosedForms.gatherPathCode(j, k, o));
                wPath[j] = in.w(j) + mu * in.tauRecv() + in.gatherPerUnit() * h * in.tauRecv();
            }
            double[] allOnRoot = new double[p];
            allOnRoot[0] = in.total();
            double[][] candidates = {split(in, o), split(in, o, wPath), allOnRoot};
            String[] names = {"water-filling", "path-weighted water-filling", "all on P0"};
            for (int c = 0; c < candidates.length; c++) {
                if (bestD != null && (System.nanoTime() - startNanos) / 1e9 > seconds) break;
                double t = Simulation.total(in, o, candidates[c]);
                tried++;
                if (bestD == null || t < bestT) { bestD = candidates[c]; bestT = t; bestO = o; bestName = names[c] + ", order " + o; }
            }
        }
        if (tried < all) bestName += " (the time limit left " + tried + " of the " + all + " candidate splits tried)";
        return new Candidate(Simulation.run(in, bestO, bestD), bestName);
    }
}
