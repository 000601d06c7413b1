package gaplab.certify;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;
import org.sat4j.tools.RupSearchListener;

/**
 * Runs Sat4j 2.3.6 (its default CDCL solver) on a formula; with a proof file, {@link RupSearchListener}
 * logs every learned clause and every deletion there (DRUP), and the final empty clause when the formula
 * is unsatisfiable. A formula found contradictory while its clauses are loaded (unit propagation alone)
 * gets the one-line proof {@code 0}.
 */
public final class SatProver {
    private SatProver() {}

    /** What the solver found: UNSAT (with the proof written), SAT (with a model), or UNKNOWN (the time limit). */
    public enum Answer { UNSAT, SAT, UNKNOWN }

    /** The answer; {@code model[v]} the value of variable v when SAT; wall-clock and CPU milliseconds of the solver. */
    public record Result(Answer answer, boolean[] model, long millis, long cpuMillis) {}

    /**
     * Solves {@code cnf} within {@code seconds} (whole seconds, at least 1); writes the DRUP proof to
     * {@code proof} when it is not null.
     */
    public static Result solve(Cnf cnf, int seconds, Path proof) throws IOException { return solve(cnf, seconds, 0, proof); }

    /** As {@link #solve(Cnf, int, Path)}, but stopped (UNKNOWN) after {@code conflicts} conflicts instead of a time limit. */
    public static Result solveWithinConflicts(Cnf cnf, int conflicts, Path proof) throws IOException { return solve(cnf, 0, conflicts, proof); }

    private static Result solve(Cnf cnf, int seconds, int conflicts, Path proof) throws IOException {
        long t0 = System.nanoTime(), c0 = CPU.getCurrentThreadCpuTime();
        ISolver solver = SolverFactory.newDefault();
        if (conflicts > 0) solver.setTimeoutOnConflicts(conflicts);
        else solver.setTimeout(Math.max(1, seconds));
        solver.newVar(cnf.variables());
        if (proof != null) solver.setSearchListener(new RupSearchListener<>(proof.toString()));
        try {
            for (int c = 0; c < cnf.clauses(); c++) solver.addClause(new VecInt(cnf.clause(c)));
        } catch (ContradictionException e) {
            if (proof != null) Files.writeString(proof, "0\n");
            return result(Answer.UNSAT, null, t0, c0);
        }
        try {
            if (!solver.isSatisfiable()) return result(Answer.UNSAT, null, t0, c0);
            boolean[] model = new boolean[cnf.variables() + 1];
            for (int v = 1; v <= cnf.variables(); v++) model[v] = solver.model(v);
            return result(Answer.SAT, model, t0, c0);
        } catch (TimeoutException e) {
            return result(Answer.UNKNOWN, null, t0, c0);
        } finally {
            solver.reset();
        }
    }

    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();

    private static Result result(Answer a, boolean[] model, long t0, long c0) {
        return new Result(a, model, (System.nanoTime() - t0) / 1_000_000, (CPU.getCurrentThreadCpuTime() - c0) / 1_000_000);
    }
}
