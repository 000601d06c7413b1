package gaplab.model.core;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A problem's space of instances, for random sweeps, the adversarial worst-case ratio search and the
 * shrinking of counterexamples. Everything is deterministic for a given random source.
 */
public interface InstanceSpace<I> {

    /**
     * A random instance. {@code size} holds the user's size and machine options by name (e.g.
     * {@code tasks=8}, {@code processors=3}); unknown names are an error, missing ones take defaults.
     */
    I random(SplittableRandom rng, Map<String, String> size) throws InputException;

    /** A random neighbour of {@code instance} (one small change), for local search. */
    I mutate(I instance, SplittableRandom rng);

    /** Smaller candidates (fewer tasks/PEs/machines, smaller numbers), most aggressive first. */
    List<I> shrink(I instance);

    /** The size option names {@link #random} understands, with their defaults, for --help. */
    Map<String, String> sizeDefaults();
}
