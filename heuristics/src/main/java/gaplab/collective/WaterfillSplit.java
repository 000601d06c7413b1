package gaplab.collective;

import gaplab.core.Options;
import gaplab.core.Outcome;
import gaplab.core.Status;

/**
 * {@code waterfill}: a closed-form split without an LP. For each ordering, give P_j the data that fills
 * it up to a common level C, d_j = max(0, (C - a_j)/w_j), where a_j = e_j + kσ_r + |μ_j|δ is the
 * size-free part of P_j's path (the scatter time (8) and gather time (11) with the message sizes
 * dropped); simulate both orderings and keep the better. Optimal when τ_s = τ_r = 0 and results have
 * size 0; otherwise a heuristic whose gap the LP ({@code optimize}) measures. Runs in O(p log p)-ish
 * time, so it also serves for p above the LP's limit.
 */
public final class WaterfillSplit implements CollectiveSolver {
    private final WaterfillBound bound = new WaterfillBound();

    @Override
    public String name() { return "waterfill"; }

    @Override
    public String description() { return "water-filling split from the size-free closed forms (8), (11); better of uni and bi"; }

    @Override
    public Outcome<CollectiveSchedule> solve(CollectiveInstance in, Options options) {
        long t0 = System.nanoTime();
        CollectiveSchedule best = null;
        for (Order o : Order.values()) {
            CollectiveSchedule s = Simulation.run(in, o, bound.split(in, o));
            if (best == null || s.total() < best.total()) best = s;
        }
        double lb = bound.bound(in);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        return new Outcome<>(best, best.total(), Status.FEASIBLE, lb, ms, "order " + best.order());
    }
}
