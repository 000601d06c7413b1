package gaplab.model.core;

/**
 * What a solver can claim about its answer. OPTIMAL is only for a finished proof (search completed,
 * or a closed form the paper proves); a time-out with a solution is FEASIBLE, without one UNKNOWN.
 * The CLI additionally reports whether the independent checker re-verified the solution.
 */
public enum Status {
    /** Proven optimal: the search finished (or the method is exact by theorem). */
    OPTIMAL,
    /** A valid solution without an optimality proof; see the bound and the gap. */
    FEASIBLE,
    /** No solution found within the limits. */
    UNKNOWN,
    /** The instance has no feasible solution at all (proven). */
    INFEASIBLE
}
