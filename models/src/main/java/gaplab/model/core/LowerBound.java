package gaplab.model.core;

/** A proven lower bound on the optimum of every instance. */
public interface LowerBound<I> {
    String name();

    double bound(I instance);
}
