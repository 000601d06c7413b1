package gaplab.model.core;

/**
 * How a problem is found: list an implementation in {@code META-INF/services/gaplab.model.core.ProblemProvider}
 * (the built-in ones in the catalog, a plug-in's in its own jar on {@code GAPLAB_CLASSPATH}) and every
 * command — help, solve, check, methods, demo, ratio, sweep, report — offers the problem.
 */
public interface ProblemProvider {
    Problem<?, ?> problem();
}
