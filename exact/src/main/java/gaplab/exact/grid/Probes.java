package gaplab.exact.grid;

import gaplab.exact.ExactOutcome;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.Rect;
import java.util.List;

/** The exact search's driver for the perimeter model without neighbour cost (SPEC §2): probes from the shape bound, then the descent. */
final class Probes {
    private Probes() {}

    /**
     * Probing from below, then descending from above ({@link ShapeTimes}: perimeter model, no neighbour
     * cost). With L the least time not yet ruled out (first the shape bound) and U the incumbent's:
     * search for a tiling of max time ≤ L; one found is optimal (nothing below L exists); none raises
     * L to the next achievable time. Probes just above the shape bound have little slack in area and
     * end fast, and often find the optimum at once, where the search from the incumbent can spend
     * minutes among tilings just below it (40 × 40, 16 PEs: 278 found first, 272 optimal). Near the
     * optimum probes grow as costly as the whole proof, so they share a node budget
     * ({@link #PROBE_NODES} per second of the time limit: deterministic); then the search descends from
     * the incumbent as before, ending when it meets L.
     */
    static Outcome<GridPartition> solve(GridInstance in, GridCost cost, double lb, ShapeTimes times, List<Rect> best,
                                        Options options, ExactOutcome.Clock clock) {
        long floor = times.lowerBound(), U = best == null ? Long.MAX_VALUE : cost.max(best);
        long nodes = 0, hits = 0, budget = (long) (PROBE_NODES * Math.max(1, options.timeLimitSeconds()));
        int probes = 0;
        boolean descend = false;
        while (U > floor && cost.value(U) > lb) {
            GridExact.Search s = new GridExact.Search(in, cost, lb, clock.deadlineNanos(), descend ? best : null, descend ? Long.MAX_VALUE : floor + 1, floor);
            if (s.tooLarge) return GridExact.tooLarge(s, best, cost, lb, clock);
            if (!descend) s.nodeCap = budget - nodes;
            s.run();
            nodes += s.nodes;
            hits += s.memoHits;
            if (!descend) probes++;
            if (s.best != null && s.ub < U) { best = s.best; U = s.ub; }
            if (s.capped) { descend = true; continue; }
            if (s.aborted) break;
            floor = descend || s.best != null ? U : times.next(floor + 1); // a finished descent or a found probe: optimal
        }
        boolean proven = U <= floor || cost.value(U) <= lb;
        String note = nodes + " nodes, " + probes + (probes == 1 ? " probe" : " probes") + (descend ? " then the descent" : "")
                + (hits > 0 ? ", " + hits + " repeated states cut" : "");
        return ExactOutcome.of(best == null ? null : new GridPartition(best), best == null ? Double.NaN : cost.value(U), proven,
                Math.max(lb, cost.value(Math.min(floor, U))), clock.millis(), note);
    }

    /** Search nodes the probes may take per second of the time limit (about a tenth of it). */
    static final long PROBE_NODES = 30_000;
}
