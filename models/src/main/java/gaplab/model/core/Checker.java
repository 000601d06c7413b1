package gaplab.model.core;

/**
 * Independent checker: recomputes feasibility and the objective from the instance and the solution
 * only. A checker never calls the code it checks (no solver, no heuristic, no shared helper of theirs).
 */
@FunctionalInterface
public interface Checker<I, S> {
    Verdict check(I instance, S solution);
}
