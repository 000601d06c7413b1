package gaplab.model.core;

import java.util.List;

/** A problem's proven lower bounds, by variant (see {@link MethodCatalog}). */
@FunctionalInterface
public interface Bounds<I> {

    /** The bounds valid for a variant ("" = the problem as stated). */
    List<LowerBound<I>> of(String variant);

    /** Bounds that hold for the problem as stated only. */
    static <I> Bounds<I> statedOnly(List<LowerBound<I>> bounds) {
        List<LowerBound<I>> copy = List.copyOf(bounds);
        return variant -> variant.isEmpty() ? copy : List.of();
    }

    /** Bounds that hold for every variant (e.g. they stay valid when tasks may be copied). */
    static <I> Bounds<I> everyVariant(List<LowerBound<I>> bounds) {
        List<LowerBound<I>> copy = List.copyOf(bounds);
        return variant -> copy;
    }

    /** A named bound from a function. */
    static <I> LowerBound<I> named(String name, java.util.function.ToDoubleFunction<I> bound) {
        return new LowerBound<>() {
            @Override public String name() { return name; }

            @Override public double bound(I instance) { return bound.applyAsDouble(instance); }
        };
    }
}
