package gaplab.exact;

import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;

/**
 * The skeleton every exact method shares: a clock with its deadline, and the honest result at the end
 * of a search. OPTIMAL only when the search space was exhausted; a time-out with an incumbent is
 * FEASIBLE with the proven bound and the gap, without one UNKNOWN; an exhausted search without any
 * solution proves the instance INFEASIBLE.
 */
public final class ExactOutcome {
    private ExactOutcome() {}

    /** When a solve started and when its time limit ends. */
    public record Clock(long startNanos, long deadlineNanos) {
        public static Clock start(Options options) {
            long t0 = System.nanoTime();
            return new Clock(t0, options.deadlineNanos(t0));
        }

        public long millis() { return (System.nanoTime() - startNanos) / 1_000_000; }

        /** What is left of the time limit, at least 1 ms (for solvers that take a time limit of their own). */
        public long remainingMillis() { return Math.max(1, (deadlineNanos - System.nanoTime()) / 1_000_000); }

        public boolean expired() { return System.nanoTime() > deadlineNanos; }
    }

    /**
     * @param best      the incumbent, or null
     * @param objective its objective
     * @param finished  the search space was exhausted (not stopped by the time limit)
     * @param bound     the proven lower bound
     */
    public static <S> Outcome<S> of(S best, double objective, boolean finished, double bound, long millis, String note) {
        String stopped = note.isEmpty() ? "time limit reached" : "time limit reached, " + note;
        if (best == null) return new Outcome<>(null, Double.NaN, finished ? Status.INFEASIBLE : Status.UNKNOWN, bound, millis, finished ? note : stopped);
        if (finished) return new Outcome<>(best, objective, Status.OPTIMAL, objective, millis, note);
        return new Outcome<>(best, objective, Status.FEASIBLE, Math.min(bound, objective), millis, stopped);
    }
}
