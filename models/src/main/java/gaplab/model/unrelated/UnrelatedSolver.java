package gaplab.model.unrelated;

import gaplab.model.core.Solver;

/**
 * A method for independent tasks on unrelated machines (R||Cmax). Implement it and list the class in
 * {@code META-INF/services/gaplab.model.unrelated.UnrelatedSolver} to plug a heuristic into every command
 * ({@code gaplab unrelated solve --method NAME}, {@code gaplab ratio --problem unrelated --heuristic NAME}).
 */
public interface UnrelatedSolver extends Solver<UnrelatedInstance, Assignment> {}
