package gaplab.model.collective;

import gaplab.model.core.Solver;

/**
 * The plug-in interface for scatter–compute–gather methods: implement it and list the class in
 * {@code META-INF/services/gaplab.model.collective.CollectiveSolver} to add a {@code --method}.
 */
public interface CollectiveSolver extends Solver<CollectiveInstance, CollectiveSchedule> {}
