package gaplab.catalog.dag;

import gaplab.cpsat.dag.DagCpSat;
import gaplab.cpsat.dag.DagCpSatDup;
import gaplab.exact.dag.search.DagBranchAndBound;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Schedule;
import java.util.ArrayList;
import java.util.List;

/**
 * The fixed-share portfolios (issues 19 and 21): gaplab's branch-and-bound and the CP-SAT model take turns
 * on one core, each handing its best schedule to the next; {@code portfolio-shares} without duplication
 * ({@code exact}, {@code cpsat}), {@code portfolio-shares-dup} with it ({@code exact-dup}, {@code cpsat-dup}).
 * They were {@code portfolio} and {@code portfolio-dup} until issue 37 gave those names to the rounds
 * ({@link DagRoundsPortfolio}), whose time to proof does not grow with the time limit as these shares' does.
 * The two prove different instances fast: the search proves most graphs of the Sinnen set within
 * milliseconds but stalls on allocation problems close to number partitioning (CCR-0.1 forks, joins
 * and trees), several of which CP-SAT proves in seconds.
 *
 * <ol>
 * <li>the search for {@link #FIRST_SHARE} of the time limit;</li>
 * <li>CP-SAT for {@link #SECOND_SHARE} of it, started from the incumbent (its solution hint, and C ≤ its
 *     makespan);</li>
 * <li>the search again for the rest, with the best schedule so far as its warm start.</li>
 * </ol>
 * The first phase that finishes its search proves the optimum; each such proof is one method's own (the
 * handed-over schedule only narrows where the next one looks, never what it proves). CP-SAT also stops
 * at its first schedule as short as the search's proven lower bound, which is then optimal: a proof by
 * the search's bound and CP-SAT's (checked) schedule, and the note says so. On a time-out the result is
 * FEASIBLE with the best schedule and the highest bound any phase proved.
 */
public final class DagPortfolio implements DagSolver {
    /** Shares of the time limit: exact, then CP-SAT; exact again gets what is left. */
    static final double FIRST_SHARE = 0.1, SECOND_SHARE = 0.4;

    private final boolean duplication;

    public DagPortfolio(boolean duplication) { this.duplication = duplication; }

    @Override public String name() { return duplication ? "portfolio-shares-dup" : "portfolio-shares"; }

    @Override public String description() {
        return duplication ? "fixed-share exact portfolio with duplication on one core: exact-dup (10 % of the time), cpsat-dup from its incumbent (40 %), exact-dup again from the best"
                : "fixed-share exact portfolio without duplication on one core: exact (10 % of the time), cpsat from its incumbent (40 %), exact again from the best";
    }

    @Override public boolean duplicates() { return duplication; }

    private DagSolver search() { return duplication ? DagProblem.exactDup() : DagProblem.exact(); }

    private String searchName() { return duplication ? "exact-dup" : "exact"; }

    private Outcome<Schedule> cpsat(DagInstance instance, Options options, Schedule hint, double stopAt) {
        return duplication ? new DagCpSatDup().solve(instance, options, hint, stopAt) : new DagCpSat().solve(instance, options, hint, stopAt);
    }

    @Override public boolean exact() { return true; }

    @Override
    public java.util.Set<String> paramNames() { return search().paramNames(); }

    @Override
    public Outcome<Schedule> solve(DagInstance instance, Options options) {
        long t0 = System.nanoTime();
        double limit = Math.max(0, options.timeLimitSeconds());
        List<String> notes = new ArrayList<>();
        Outcome<Schedule> first = search().solve(instance, options.withTimeLimit(limit * FIRST_SHARE));
        notes.add(searchName() + ": " + first.status());
        if (first.status() == Status.OPTIMAL) return finish(first, t0, notes, "proven by " + searchName());
        Outcome<Schedule> best = first;
        double bound = bound(first);
        String cp = duplication ? "cpsat-dup" : "cpsat";
        Outcome<Schedule> second = cpsat(instance, options.withTimeLimit(limit * SECOND_SHARE).withThreads(1), first.solution(),
                Double.isFinite(bound) ? bound : Double.NaN);
        notes.add(cp + ": " + second.status());
        bound = Math.max(bound, bound(second));
        best = better(best, second);
        if (second.status() == Status.OPTIMAL) return finish(second, t0, notes, "proven by " + cp);
        if (meetsBound(best, bound)) return finish(best, t0, notes, cp + "'s schedule meets " + searchName() + "'s lower bound");
        double left = Math.max(0, limit - (System.nanoTime() - t0) / 1e9);
        Outcome<Schedule> third = fromBest(instance, best.solution(), duplication, options.withTimeLimit(left));
        notes.add(searchName() + " from the best: " + third.status());
        bound = Math.max(bound, bound(third));
        best = better(best, third);
        if (third.status() == Status.OPTIMAL) return finish(third, t0, notes, "proven by " + searchName() + " from the best schedule");
        long ms = (System.nanoTime() - t0) / 1_000_000;
        if (!best.hasSolution()) return new Outcome<>(null, Double.NaN, Status.UNKNOWN, Double.isFinite(bound) ? bound : Double.NaN, ms,
                "time limit reached; " + String.join(", ", notes));
        return new Outcome<>(best.solution(), best.objective(), Status.FEASIBLE, Math.min(bound, best.objective()), ms,
                "time limit reached; " + String.join(", ", notes));
    }

    /**
     * The search from the best schedule so far: the heuristics' warm starts and that schedule, which is in the
     * instance's unit while the search solves in its own ({@code IntegerUnit.intoOwnUnit}; issue 37: handed over
     * as it was, a workflow's schedule in seconds was an incumbent of a millionth in the search's microseconds,
     * "proven" at once and rejected by the checker).
     */
    static Outcome<Schedule> fromBest(DagInstance instance, Schedule warm, boolean duplication, Options options) {
        return new DagBranchAndBound(duplication, i -> {
            List<Schedule> l = new ArrayList<>(DagProblem.warmStarts(i, duplication));
            if (warm != null) l.add(gaplab.exact.dag.IntegerUnit.intoOwnUnit(instance, warm));
            return l;
        }).solve(instance, options);
    }

    /** A schedule whose makespan equals a proven lower bound is optimal. */
    private static boolean meetsBound(Outcome<Schedule> best, double bound) {
        return best.hasSolution() && Double.isFinite(bound) && best.objective() <= bound + 1e-9;
    }

    private static double bound(Outcome<Schedule> o) {
        return Double.isNaN(o.bound()) ? Double.NEGATIVE_INFINITY : o.bound();
    }

    private static Outcome<Schedule> better(Outcome<Schedule> a, Outcome<Schedule> b) {
        if (!b.hasSolution()) return a;
        if (!a.hasSolution()) return b;
        return b.objective() < a.objective() ? b : a;
    }

    /** OPTIMAL with the proving phase's schedule and note, prefixed by who proved it and how each phase ended. */
    private static Outcome<Schedule> finish(Outcome<Schedule> proof, long t0, List<String> notes, String who) {
        long ms = (System.nanoTime() - t0) / 1_000_000;
        return new Outcome<>(proof.solution(), proof.objective(), Status.OPTIMAL, proof.objective(), ms, who + " (" + String.join(", ", notes) + "); " + proof.note());
    }
}
