package gaplab.heuristics.collective;

import gaplab.analysis.collective.WaterfillBound;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.CollectiveSolver;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;

/**
 * {@code waterfill}: closed-form splits without an LP, the best of three, each simulated in both
 * orderings ({@link WaterfillBound#bestSplit}).
 * <ol>
 *   <li>Water-filling: d_j = max(0, (C - a_j)/w_j) with a_j = e_j + kσ_r + |μ_j|δ the size-free part of
 *       P_j's path (the scatter time (8) and gather time (11) without message sizes) and C the common
 *       level with Σ d_j = D. Optimal when τ_s = τ_r = 0 and results have size 0.</li>
 *   <li>The same with w_j replaced by w_j + |μ_j|·τ_r + ρ·h_j·τ_r: the per-unit cost of d_j on P_j's own
 *       path (each scatter receive on the way carries d_j; each of the h_j gather receives carries its
 *       result ρ·d_j).</li>
 *   <li>Everything on P0 (d_0 = D): right when communication per unit costs more than computation.</li>
 * </ol>
 * A heuristic; {@code optimize} measures its gap.
 */
public final class WaterfillSplit implements CollectiveSolver {
    private final WaterfillBound bound = new WaterfillBound();

    @Override
    public String name() { return "waterfill"; }

    @Override
    public String description() { return "water-filling splits from the size-free closed forms (8), (11), or all on P0; best of them, uni or bi"; }

    @Override
    public Outcome<CollectiveSchedule> solve(CollectiveInstance in, Options options) {
        long t0 = System.nanoTime();
        WaterfillBound.Candidate best = bound.bestSplit(in);
        double lb = bound.bound(in);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        return new Outcome<>(best.schedule(), best.schedule().total(), Status.FEASIBLE, lb, ms, best.name());
    }
}
