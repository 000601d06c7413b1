package gaplab.cpsat;

import com.google.ortools.Loader;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import gaplab.model.core.Options;

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
     * A solver with the options' time limit, seed and threads ({@code --threads N} runs N workers;
     * one by default, so that the same input and seed give the same schedule).
     */
    public static CpSolver solver(Options options) {
        CpSolver s = new CpSolver();
        s.getParameters()
                .setMaxTimeInSeconds(Math.max(0.01, Math.min(options.timeLimitSeconds(), Options.LONGEST_TIME_LIMIT)))
                .setNumWorkers(Math.max(1, options.threads()))
                .setRandomSeed((int) (options.seed() ^ (options.seed() >>> 32)));
        return s;
    }

    /** Did the search prove its answer (not stopped by the time limit)? */
    public static boolean proven(CpSolverStatus st) { return st == CpSolverStatus.OPTIMAL || st == CpSolverStatus.INFEASIBLE; }
}
