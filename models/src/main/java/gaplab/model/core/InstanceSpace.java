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

    /**
     * The class of instances that the size options {@code size} state: the options given fix their
     * conditions (each space's doc says which), the others are free. Every instance {@link #random}
     * draws for {@code size} lies in it; {@link #mutate} and {@link #shrink} may leave it, so a search
     * keeps only the candidates inside. Default: every instance (a space without conditions).
     */
    default InstanceClass<I> instanceClass(Map<String, String> size) throws InputException {
        SizeOptions.of("this problem", sizeDefaults(), size);
        return InstanceClass.any();
    }

    /** The size option names {@link #random} understands, with their defaults, for --help. */
    Map<String, String> sizeDefaults();

    /**
     * The values {@code gaplab crosscheck} draws each size option from, so that its instances cover
     * every variant the exact methods must agree on (machine kinds, speeds, costs, shapes); the first
     * option is the size its tables are grouped by. Empty: the cross-check uses the defaults.
     */
    default Map<String, List<String>> crossCheckVariety() { return Map.of(); }
}
