package gaplab.model.core;

/**
 * An instance with a known answer and where that answer comes from.
 *
 * @param name          short id (file name without extension)
 * @param instance      the parsed instance
 * @param knownOptimum  the optimum if known (NaN otherwise)
 * @param source        where the known optimum comes from (paper, data set, two solvers that agreed)
 */
public record Fixture<I>(String name, I instance, double knownOptimum, String source) {}
