package gaplab.model.core;

/**
 * One method for a problem: an exact solver, a heuristic, or a bound. Each problem has its own
 * sub-interface (e.g. {@code gaplab.model.mmdl.MmdlSolver}); implement that one and list the class in
 * {@code META-INF/services/<that interface>} to plug your own heuristic into every command
 * ({@code --method NAME}, the demo, the ratio engine) without forking gaplab.
 */
public interface Solver<I, S> {

    /** The name used by {@code --method}; lower case, no spaces. */
    String name();

    /** One line for {@code --help} and the reports. */
    default String description() { return name(); }

    /** Is this an exact method (its OPTIMAL claims are proofs)? */
    default boolean exact() { return false; }

    /** Does this method only compute a lower bound (no solution)? Reports list it as a bound. */
    default boolean boundOnly() { return false; }

    /** "bound", "exact" or "heuristic", as the methods table, the demo and the sweeps label it. */
    default String kind() { return boundOnly() ? "bound" : exact() ? "exact" : "heuristic"; }

    /** The names of the {@code --param k=v} settings this method reads (none by default); others are bad input. */
    default java.util.Set<String> paramNames() { return java.util.Set.of(); }

    /** Rejects a {@code --param} key this method does not read (a typo would otherwise be ignored silently). */
    default void checkParams(java.util.Map<String, String> params, String where) throws InputException {
        for (String k : params.keySet())
            if (!paramNames().contains(k))
                throw new InputException(where, "method " + name() + " has no parameter '" + k + "'"
                        + (paramNames().isEmpty() ? " (it takes none)" : " (its parameters: " + String.join(", ", new java.util.TreeSet<>(paramNames())) + ")"));
    }

    Outcome<S> solve(I instance, Options options);
}
