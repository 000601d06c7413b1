package gaplab.mmdl;

import gaplab.core.Solver;

/**
 * The MMDL method interface. Implement it and list your class in
 * {@code META-INF/services/gaplab.mmdl.MmdlSolver} to make it a {@code --method} of
 * {@code gaplab mmdl solve}, the demo and the reports.
 */
public interface MmdlSolver extends Solver<MmdlInstance, RoundSchedule> {}
