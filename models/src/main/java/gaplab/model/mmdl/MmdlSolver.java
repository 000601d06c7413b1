package gaplab.model.mmdl;

import gaplab.model.core.Solver;

/**
 * The MMDL method interface. Implement it and list your class in
 * {@code META-INF/services/gaplab.model.mmdl.MmdlSolver} to make it a {@code --method} of
 * {@code gaplab mmdl solve}, the demo and the reports.
 */
public interface MmdlSolver extends Solver<MmdlInstance, RoundSchedule> {}
