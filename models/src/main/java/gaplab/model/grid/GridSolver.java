package gaplab.model.grid;

import gaplab.model.core.Solver;

/**
 * A method for the grid partition problem. Implement it and list your class in
 * {@code META-INF/services/gaplab.model.grid.GridSolver} to make it a {@code --method} of {@code gaplab grid}.
 */
public interface GridSolver extends Solver<GridInstance, GridPartition> {}
