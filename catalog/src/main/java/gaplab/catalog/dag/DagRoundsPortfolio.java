package gaplab.catalog.dag;

import gaplab.cpsat.CpSat;
import gaplab.cpsat.dag.DagCpSat;
import gaplab.cpsat.dag.DagCpSatDup;
import gaplab.exact.dag.IntegerUnit;
import gaplab.exact.dag.search.DagBranchAndBound;
import gaplab.exact.dag.search.ResumableSearch;
import gaplab.exact.dag.search.SearchSettings;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Schedule;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.locks.LockSupport;

/**
 * The exact portfolios (issues 19, 21 and 37): gaplab's branch-and-bound (SPEC §3, {@link DagBranchAndBound})
 * and the CP-SAT model in rounds of growing work; {@code portfolio} without duplication ({@code exact},
 * {@code cpsat}), {@code portfolio-dup} with it ({@code exact-dup}, {@code cpsat-dup}) — named
 * {@code portfolio-rounds} and {@code portfolio-rounds-dup} until 2026-11-27, beside the fixed shares of the
 * time limit that had those names and are now {@code portfolio-shares} ({@link DagPortfolio}); measured in
 * docs/results/2026-11-27-portfolio-rounds.md. The two prove
 * different instances fast: the search most graphs of the Sinnen set within milliseconds, CP-SAT some
 * CCR-0.1 fork-joins and series-parallel graphs on which the search stalls.
 *
 * <p><b>Rounds.</b> Round k (k = 0, 1, …) runs the search for {@link PortfolioSettings#nodes} further nodes of
 * work (steps of its loops, not a count of nodes: {@code ResumableSearch}) per search (forward and mirror together twice that) and CP-SAT (one worker) with
 * {@link PortfolioSettings#cpsatTime} deterministic seconds; both budgets double from round to round
 * (Luby, Sinclair and Zuckerman's doubling). The search is one search across the rounds
 * ({@link ResumableSearch}): paused at the end of its round, resumed in the next from the node where it
 * stopped, after taking the best schedule so far; so it repeats no work and proves what {@code exact} proves
 * after the same nodes. CP-SAT cannot be paused: each round starts it afresh from the best schedule (its
 * solution hint and C ≤ its makespan), and doubling keeps the repeated work below its last round's; it
 * stops at a schedule as short as the best proven lower bound. On one thread the search runs first and CP-SAT gets its round's
 * schedule and bound; with {@code --threads 2} both run side by side on the schedule and bound of the
 * rounds before, and the round ends when both have (or when the search has proven the optimum: CP-SAT's round is
 * then stopped, since the search's proof is the one taken). Budgets are work, not wall time, so the same input and
 * seed give the same rounds and the same result at any time limit (only the limit's end can cut a run
 * short). Within a round the search's proof is taken before CP-SAT's.
 *
 * <p>A proof is one member's own (the handed-over schedule only narrows where the next one looks), or a
 * schedule that meets a lower bound some member proved: the note says which ({@code proven by exact},
 * {@code proven by cpsat}, {@code cpsat's schedule meets exact's lower bound}, …). The whole run is solved in
 * the data's own integer unit ({@link IntegerUnit#solveInOwnUnit}), so schedules pass between the members
 * unchanged and decimal data reach CP-SAT as whole numbers. On a time-out the result is FEASIBLE with the
 * best schedule and the highest bound any round proved.
 */
public final class DagRoundsPortfolio implements DagSolver {
    private final boolean duplication;

    public DagRoundsPortfolio(boolean duplication) { this.duplication = duplication; }

    @Override public String name() { return duplication ? "portfolio-dup" : "portfolio"; }

    @Override public String description() {
        return duplication ? "exact portfolio with duplication: exact-dup and cpsat-dup in rounds of doubling work, sharing the best schedule and bound (--threads 2: side by side)"
                : "exact portfolio without duplication: exact and cpsat in rounds of doubling work, sharing the best schedule and bound (--threads 2: side by side)";
    }

    @Override public boolean duplicates() { return duplication; }

    @Override public boolean exact() { return true; }

    @Override
    public Set<String> paramNames() {
        Set<String> s = new TreeSet<>(SearchSettings.defaults().asParams().keySet());
        s.addAll(PortfolioSettings.names());
        return s;
    }

    private String searchName() { return duplication ? "exact-dup" : "exact"; }

    private String cpName() { return duplication ? "cpsat-dup" : "cpsat"; }

    /** The work a run was given: rounds, and the budgets of those rounds summed (an upper bound on the work done). */
    record Work(int rounds, long searchNodes, double cpsatTime) {}

    /** An outcome with the work its rounds were given. */
    record Run(Outcome<Schedule> outcome, Work work) {}

    @Override
    public Outcome<Schedule> solve(DagInstance instance, Options options) { return run(instance, options).outcome(); }

    /** The portfolio's outcome with the work it was given (for tests and measurements). */
    Run run(DagInstance instance, Options options) {
        PortfolioSettings ps;
        SearchSettings base;
        Map<String, String> searchParams = new LinkedHashMap<>(options.params());
        searchParams.keySet().removeAll(PortfolioSettings.names());
        try {
            ps = PortfolioSettings.fromParams(options.params());
            base = SearchSettings.fromParams(searchParams);
        } catch (InputException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        Work[] work = new Work[1];
        Outcome<Schedule> o = IntegerUnit.solveInOwnUnit(instance, in -> {
            Rounds r = new Rounds(in, options, ps, base);
            Outcome<Schedule> out = r.run();
            work[0] = new Work(r.rounds, r.nodes, r.cpsatTime);
            return out;
        });
        return new Run(o, work[0]);
    }

    /** One run: the best schedule and bound so far, the rounds' notes and the work given. */
    private final class Rounds {
        final DagInstance in;
        final Options options;
        final PortfolioSettings ps;
        final SearchSettings base;
        final long t0 = System.nanoTime(), deadline;
        Schedule best;
        double lower = Double.NEGATIVE_INFINITY;
        String lowerBy = "", bestBy = "";
        final List<String> notes = new ArrayList<>();
        int rounds;
        long nodes;
        double cpsatTime;
        boolean cpsatCannot;   // CP-SAT does not model this instance (UNKNOWN without a bound): the search alone
        ResumableSearch searcher;   // the search, paused between rounds

        Rounds(DagInstance in, Options options, PortfolioSettings ps, SearchSettings base) {
            this.in = in; this.options = options; this.ps = ps; this.base = base;
            this.deadline = options.deadlineNanos(t0);
        }

        double secondsLeft() { return (deadline - System.nanoTime()) / 1e9; }

        Outcome<Schedule> run() {
            ExecutorService pool = options.threads() >= 2 ? Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "gaplab-portfolio-cpsat");
                t.setDaemon(true);
                return t;
            }) : null;
            try {
                for (int k = 0; secondsLeft() > 0; k++) {
                    rounds = k + 1;
                    Schedule hint = best;
                    double stop = lower;
                    final int round = k;
                    CpSat.Stop asked = new CpSat.Stop();
                    Future<Outcome<Schedule>> side = pool != null && !cpsatCannot ? pool.submit(() -> CpSat.stoppable(asked, () -> cpsat(round, hint, stop))) : null;
                    Outcome<Schedule> e = search(k, hint);
                    nodes += budget(k);
                    take(e, searchName());
                    String round1 = "round " + (k + 1) + ": " + searchName() + " " + e.status();
                    if (e.status() == Status.OPTIMAL) { notes.add(round1); if (side != null) halt(side, asked); return finish(e, "proven by " + searchName()); }
                    Outcome<Schedule> c = null;
                    if (side != null) c = join(side);
                    else if (!cpsatCannot && secondsLeft() > 0) c = cpsat(k, best, lower);
                    if (c != null) {
                        cpsatTime += ps.cpsatTime(k);
                        if (c.status() == Status.UNKNOWN && Double.isNaN(c.bound())) cpsatCannot = true;
                        take(c, cpName());
                        round1 += ", " + cpName() + " " + c.status();
                    }
                    notes.add(round1);
                    if (c != null && c.status() == Status.OPTIMAL) return finish(c, "proven by " + cpName());
                    if (best != null && best.makespan() <= lower + 1e-9) {
                        String how = bestBy.equals(lowerBy) ? bestBy + "'s schedule meets its lower bound" : bestBy + "'s schedule meets " + lowerBy + "'s lower bound";
                        return finish(new Outcome<>(best, best.makespan(), Status.OPTIMAL, best.makespan(), 0, ""), how);
                    }
                }
            } finally {
                if (pool != null) pool.shutdownNow();
                if (searcher != null) searcher.close();
            }
            long ms = (System.nanoTime() - t0) / 1_000_000;
            String why = "time limit reached after " + rounds + " rounds; " + String.join(", ", notes);
            double bound = Double.isFinite(lower) ? lower : Double.NaN;
            if (best == null) return new Outcome<>(null, Double.NaN, Status.UNKNOWN, bound, ms, why);
            return new Outcome<>(best, best.makespan(), Status.FEASIBLE, Double.isNaN(bound) ? Double.NaN : Math.min(bound, best.makespan()), ms, why);
        }

        /** Round k's node budget: per search, so twice that for the forward and mirror searches together. */
        long budget(int k) { return ps.nodes(k) * (duplication ? 1 : 2); }

        /**
         * Round k of the search: the search of the rounds before resumed where it paused, for the round's
         * budget, after taking the best schedule so far (started in round 1 from the heuristics' schedules).
         */
        Outcome<Schedule> search(int k, Schedule hint) {
            if (searcher == null) searcher = new ResumableSearch(duplication, base, in, i -> DagProblem.warmStarts(i, duplication),
                    base.probeShare() > 0 ? ps.probeNodes() : 0, Math.max(0, secondsLeft()));
            return searcher.advance(budget(k), hint);
        }

        /** Round k of CP-SAT: its deterministic time, one worker, the schedule as hint, stopping at the bound. */
        Outcome<Schedule> cpsat(int k, Schedule hint, double stop) {
            Options o = new Options(Math.max(0.01, secondsLeft()), options.seed(), 1, Map.of(CpSat.DETERMINISTIC_TIME, Double.toString(ps.cpsatTime(k))));
            double at = Double.isFinite(stop) ? stop : Double.NaN;
            return duplication ? new DagCpSatDup().solve(in, o, hint, at) : new DagCpSat().solve(in, o, hint, at);
        }

        /** The member's schedule if better, its bound if higher. */
        void take(Outcome<Schedule> o, String who) {
            if (o.hasSolution() && (best == null || o.objective() < best.makespan() - 1e-9)) { best = o.solution(); bestBy = who; }
            double b = o.status() == Status.OPTIMAL ? o.objective() : o.bound();
            if (!Double.isNaN(b) && b > lower + 1e-9) { lower = b; lowerBy = who; }
        }

        /**
         * CP-SAT's side-by-side round stopped and awaited once the search has proven the optimum in the same round: the
         * search's proof is the one taken, so CP-SAT's answer cannot change the result, only delay it. The stop is
         * asked again every 20 ms until the round has returned ({@link CpSat.Stop}); {@link #join} then ends it as before.
         */
        void halt(Future<Outcome<Schedule>> f, CpSat.Stop asked) {
            while (!f.isDone()) { asked.request(); LockSupport.parkNanos(f, 20_000_000L); }
            join(f);
        }

        Outcome<Schedule> join(Future<Outcome<Schedule>> f) {
            boolean interrupted = false;
            try {
                while (true) {
                    try { return f.get(); } catch (InterruptedException e) { interrupted = true; }
                }
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException r) throw r;
                if (e.getCause() instanceof Error r) throw r;
                throw new IllegalStateException(e.getCause());
            } finally {
                if (interrupted) Thread.currentThread().interrupt();
            }
        }

        /** OPTIMAL with the proof's schedule, prefixed by who proved it and how each round ended. */
        Outcome<Schedule> finish(Outcome<Schedule> proof, String who) {
            long ms = (System.nanoTime() - t0) / 1_000_000;
            String note = who + " (" + String.join("; ", notes) + ")" + (proof.note().isEmpty() ? "" : "; " + proof.note());
            return new Outcome<>(proof.solution(), proof.objective(), Status.OPTIMAL, proof.objective(), ms, note);
        }
    }
}
