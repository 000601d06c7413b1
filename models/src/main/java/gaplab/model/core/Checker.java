package gaplab.model.core;

/**
 * Independent checker: recomputes feasibility and the objective from the instance and the solution
 * only. A checker never calls the code it checks (no solver, no heuristic, no shared helper of theirs).
 * Every comparison follows {@link Tolerance}: exact arithmetic on the numbers as written, with a relative
 * tolerance τ ({@link #tolerance()} by default, or one given on purpose).
 */
@FunctionalInterface
public interface Checker<I, S> {
    Verdict check(I instance, S solution);

    /** The same check with relative tolerance {@code tau} in place of {@link #tolerance()}; a checker that compares no computed numbers ignores it. */
    default Verdict check(I instance, S solution, double tau) { return check(instance, solution); }

    /** This checker's default relative tolerance τ (0: exact comparisons only). */
    default double tolerance() { return 0; }
}
