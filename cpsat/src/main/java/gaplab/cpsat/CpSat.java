package gaplab.cpsat;

import com.google.ortools.Loader;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;

/** Loading OR-Tools' native library once, and the solver settings every model uses. */
public final class CpSat {
    private CpSat() {}

    private static final String LOAD_ERROR = load();

    private static String load() {
        try {
            Loader.loadNativeLibraries();
            return null;
        } catch (Throwable t) { // an unsupported platform: the models say so instead of solving
            return "OR-Tools' native library is not available here (Linux x86-64 only): " + t.getClass().getSimpleName();
        }
    }

    /** Why CP-SAT cannot run on this machine, or null when it can. */
    public static String unavailable() { return LOAD_ERROR; }

    /**
     * The options' key of a work budget for one solve, in CP-SAT's deterministic seconds (its
     * {@code max_deterministic_time}: a count of work, not the clock, so the same input, seed and budget give
     * the same answer); the portfolio's rounds set it ({@code gaplab.catalog.dag.DagPortfolio}).
     */
    public static final String DETERMINISTIC_TIME = "cpsat-deterministic-time";

    /**
     * A solver with the options' time limit, seed and threads ({@code --threads N} runs N workers;
     * one by default, so that the same input and seed give the same schedule).
     */
    public static CpSolver solver(Options options) {
        CpSolver s = new CpSolver();
        s.getParameters()
                .setMaxTimeInSeconds(Math.max(0.01, Math.min(options.timeLimitSeconds(), Options.LONGEST_TIME_LIMIT)))
                .setNumWorkers(Math.max(1, options.threads()))
                .setRandomSeed((int) (options.seed() ^ (options.seed() >>> 32)));
        String work = options.params().get(DETERMINISTIC_TIME);
        if (work != null) s.getParameters().setMaxDeterministicTime(Double.parseDouble(work));
        return s;
    }

    /**
     * Solves; with {@code stopAt} a number, the search stops at the first solution whose objective
     * (scaled back) is at most {@code stopAt} — a portfolio that already holds a lower bound of that
     * value needs no more (the outcome is then FEASIBLE: CP-SAT itself has proven nothing).
     */
    public static CpSolverStatus solve(CpSolver solver, com.google.ortools.sat.CpModel model, IntVar objective, TimeScale scale, double stopAt) {
        Stop asked = STOP.get();
        if (asked != null) asked.attach(solver);
        try {
            if (Double.isNaN(stopAt)) return solver.solve(model);
            long stop = scale.floor(stopAt); // compared on the model's integers: no slack in any unit
            return solver.solve(model, new com.google.ortools.sat.CpSolverSolutionCallback() {
                @Override
                public void onSolutionCallback() {
                    if (value(objective) <= stop) stopSearch();
                }
            });
        } finally {
            if (asked != null) asked.attach(null);
        }
    }

    private static final ThreadLocal<Stop> STOP = new ThreadLocal<>();

    /**
     * Runs {@code solve} (a model's solve on this thread) so that another thread can stop it with {@code stop}: the
     * portfolio's rounds side by side ({@code --threads 2}) stop CP-SAT's round once the search has proven the
     * optimum, whose proof that round takes first anyway, instead of waiting for CP-SAT's budget to run out.
     */
    public static <T> T stoppable(Stop stop, java.util.function.Supplier<T> solve) {
        STOP.set(stop);
        try { return solve.get(); } finally { STOP.remove(); }
    }

    /**
     * A request, from another thread, to stop the solve {@link #stoppable} runs. OR-Tools ignores a stop asked before
     * its search has begun, so the asking thread repeats {@link #request} until the solve has returned. This needs
     * OR-Tools 9.13 or later, whose {@code SolveWrapper::StopSearch} sets a flag its constructor made; 9.12's looked
     * the flag up in the solver's model, a map the solve itself changes, and a portfolio asking from its own thread as
     * a solve ended hung in it once ({@code results/2026-11-28/portfolio-balance/stop-hang-jstack.txt}).
     */
    public static final class Stop {
        private CpSolver running;

        synchronized void attach(CpSolver solver) { running = solver; }

        /** Stops the running search, if one is running (it returns its best schedule and bound so far). */
        public synchronized void request() { if (running != null) running.stopSearch(); }
    }

    /**
     * The honest outcome of a minimisation: OPTIMAL only when CP-SAT proved it, FEASIBLE with its best
     * bound when the time limit stopped it, UNKNOWN (with the bound) when it found nothing.
     */
    public static <S> Outcome<S> outcome(CpSolver solver, CpSolverStatus st, TimeScale scale, IntVar objective,
                                         java.util.function.Supplier<S> solution, long startNanos) {
        return outcome(solver, st, scale, objective, solution, startNanos, Double.NaN);
    }

    /** The same, for a search that {@link #solve} may have stopped at {@code stopAt}: the note says which stop it was. */
    public static <S> Outcome<S> outcome(CpSolver solver, CpSolverStatus st, TimeScale scale, IntVar objective,
                                         java.util.function.Supplier<S> solution, long startNanos, double stopAt) {
        long ms = (System.nanoTime() - startNanos) / 1_000_000;
        double bound = scale.value((long) Math.ceil(solver.bestObjectiveBound() - 1e-9));
        String note = solver.numBranches() + " branches, " + solver.numConflicts() + " conflicts";
        if (st != CpSolverStatus.OPTIMAL && st != CpSolverStatus.FEASIBLE)
            return new Outcome<>(null, Double.NaN, Status.UNKNOWN, st == CpSolverStatus.UNKNOWN ? bound : Double.NaN, ms, "CP-SAT: " + st + "; " + note);
        double value = scale.value(solver.value(objective));
        boolean optimal = st == CpSolverStatus.OPTIMAL;
        String stop = !Double.isNaN(stopAt) && solver.value(objective) <= scale.floor(stopAt) ? "stopped at a schedule as short as the given bound, " : "time limit reached, ";
        return new Outcome<>(solution.get(), value, optimal ? Status.OPTIMAL : Status.FEASIBLE, optimal ? value : bound, ms,
                optimal ? note : stop + note);
    }

    /** Not modelled or not runnable here: UNKNOWN with the reason. */
    public static <S> Outcome<S> unknown(String why, long startNanos) {
        return new Outcome<>(null, Double.NaN, Status.UNKNOWN, Double.NaN, (System.nanoTime() - startNanos) / 1_000_000, why);
    }
}
