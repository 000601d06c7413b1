package gaplab.model.core;

import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;

/**
 * A proven worst-case ratio of a heuristic: on every instance of its class, heuristic / optimum is at
 * most {@code bound(instance)} (e.g. Graham's 2 − 1/m for list scheduling on m identical processors
 * without communication). The ratio search and the property tests check every certified ratio against
 * it; a ratio above it is a defect of the heuristic, the exact method or the checker.
 *
 * @param heuristic  the method it is about (its name)
 * @param formula    the bound in words, e.g. "2 − 1/m"
 * @param classWords the class where it holds, in words
 * @param source     who proved it (paper, year, theorem) or where the proof is
 * @param applies    does the instance lie in that class?
 * @param bound      the bound on this instance (e.g. 2 − 1/m with m its processor count)
 */
public record KnownRatio<I>(String heuristic, String formula, String classWords, String source, Predicate<I> applies,
                            ToDoubleFunction<I> bound) {

    /** The bound on {@code instance}, or NaN when it does not lie in the class. */
    public double boundOn(I instance) {
        return applies.test(instance) ? bound.applyAsDouble(instance) : Double.NaN;
    }

    /** Does {@code ratio} (a certified heuristic / optimum on {@code instance}) break this bound? */
    public boolean brokenBy(I instance, double ratio) {
        double b = boundOn(instance);
        return !Double.isNaN(b) && ratio > b * (1 + 1e-9);
    }
}
