package gaplab.model.dag;

import gaplab.model.core.Solver;

/**
 * A scheduling method for task graphs with communication delays. Implement this interface and list
 * the class in {@code META-INF/services/gaplab.model.dag.DagSolver} to add your own heuristic to
 * {@code gaplab dag solve --method NAME}, the demo and the ratio engine.
 */
public interface DagSolver extends Solver<DagInstance, Schedule> {
    /**
     * Does this method copy tasks (seed 002 §3)? Such methods solve the duplication variant, whose
     * optimum is never above the one without, and are rated against {@code exact-dup}.
     */
    default boolean duplicates() { return false; }
}
