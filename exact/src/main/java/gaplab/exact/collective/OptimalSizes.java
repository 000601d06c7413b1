package gaplab.exact.collective;

import gaplab.analysis.collective.Simulation;
import gaplab.analysis.collective.WaterfillBound;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.CollectiveSolver;
import gaplab.model.collective.Order;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;

/**
 * {@code optimize}: the sizes d_j (Σ d_j = D) that minimise the total scatter–compute–gather time,
 * by the exact LP of {@link SizeLp}, for both orderings; the better one is returned.
 *
 * <p>Option {@code order}: {@code best} (default) returns the better ordering; {@code uni} or {@code bi}
 * returns that ordering's optimal sizes — OPTIMAL only if it is also the better ordering, otherwise
 * FEASIBLE with the other ordering's optimum as the bound.
 *
 * <p>The returned objective is the total time of the simulated schedule for the LP's sizes; the claim
 * OPTIMAL additionally requires that it matches the LP value to 1e-9 (relative), so the answer is
 * optimal over all schedules the model allows for a binomial-tree program in either ordering.
 */
public final class OptimalSizes implements CollectiveSolver {

    @Override
    public String name() { return "optimize"; }

    @Override
    public String description() { return "LP-optimal sizes d_j for the total time, best of uni and bi (exact)"; }

    @Override
    public boolean exact() { return true; }

    @Override
    public java.util.Set<String> paramNames() { return java.util.Set.of("order"); }

    @Override
    public Outcome<CollectiveSchedule> solve(CollectiveInstance in, Options options) {
        long t0 = System.nanoTime();
        String want = options.param("order", "best");
        if (in.processors() > SizeLp.MAX_PROCESSORS)
            return fallback(in, t0, options, "p = " + in.processors() + " is above the LP limit of " + SizeLp.MAX_PROCESSORS);
        CollectiveSchedule best = null;
        double bestT = Double.POSITIVE_INFINITY, lpMin = Double.POSITIVE_INFINITY;
        CollectiveSchedule chosen = null;
        double chosenT = Double.NaN, chosenLp = Double.NaN;
        Order bestOrder = null;
        for (Order o : Order.values()) {
            SizeLp.Result r = SizeLp.solve(in, o, options.timeLimitSeconds() / 2);
            if (!r.ok()) return fallback(in, t0, options, "LP solver state " + r.state() + " for order " + o);
            CollectiveSchedule s = Simulation.run(in, o, r.sizes());
            double t = s.total();
            lpMin = Math.min(lpMin, r.value());
            if (t < bestT) { bestT = t; best = s; bestOrder = o; }
            if (o.key().equals(want)) { chosen = s; chosenT = t; chosenLp = r.value(); }
            if (Math.abs(t - r.value()) > 1e-9 * Math.abs(t))
                return new Outcome<>(s, t, Status.FEASIBLE, Double.NaN, ms(t0),
                        "the simulated time " + t + " differs from the LP value " + r.value() + " for order " + o);
        }
        if (chosen == null) {
            Outcome<CollectiveSchedule> out = Outcome.optimal(best, bestT, ms(t0));
            return out.withNote("best order: " + bestOrder);
        }
        double bound = Math.min(lpMin, bestT);
        if (chosenT <= bestT + 1e-9 * bestT)
            return Outcome.optimal(chosen, chosenT, ms(t0)).withNote("order " + want + " is the better ordering");
        return new Outcome<>(chosen, chosenT, Status.FEASIBLE, bound, ms(t0),
                "optimal for order " + want + " (LP " + chosenLp + "); the other ordering reaches " + bestT);
    }

    /**
     * Without the LP: the best closed-form split ({@link WaterfillBound#bestSplit}) that the time limit
     * leaves time to try (at least one), FEASIBLE with the water-filling bound.
     */
    private static Outcome<CollectiveSchedule> fallback(CollectiveInstance in, long t0, Options options, String why) {
        WaterfillBound wb = new WaterfillBound();
        WaterfillBound.Candidate best = wb.bestSplit(in, t0, options.timeLimitSeconds());
        return new Outcome<>(best.schedule(), best.schedule().total(), Status.FEASIBLE, wb.bound(in), ms(t0),
                why + "; " + best.name() + " split instead, not proven optimal");
    }

    private static long ms(long t0) { return (System.nanoTime() - t0) / 1_000_000; }
}
