package gaplab.model.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * A class of instances, as a user states it with size options ({@code --param processors=3 --param
 * ccr=0}): the conditions every instance of the class satisfies, each in words. The worst-case ratio
 * search never leaves it — a ratio is an answer about a class, and about the class that was asked for
 * (Graham's 2 − 1/m holds for m identical processors without communication, not for any other).
 * Each {@link InstanceSpace} says which options fix which conditions; options a user did not give are
 * free.
 */
public final class InstanceClass<I> {

    /** One condition: what it says, and the test. */
    public record Condition<I>(String words, Predicate<I> holds) {}

    private final List<Condition<I>> conditions;

    private InstanceClass(List<Condition<I>> conditions) {
        this.conditions = List.copyOf(conditions);
    }

    /** Every instance of the space. */
    public static <I> InstanceClass<I> any() {
        return new InstanceClass<>(List.of());
    }

    public static <I> Builder<I> builder() {
        return new Builder<>();
    }

    /** The conditions in words, e.g. "tasks ≤ 8, processors = 3, no communication (every η = 0)". */
    public String describe() {
        return conditions.isEmpty() ? "any instance" : conditions.stream().map(Condition::words).collect(Collectors.joining(", "));
    }

    /** The first condition {@code instance} breaks, in words; empty when it lies in the class. */
    public Optional<String> outside(I instance) {
        for (Condition<I> c : conditions) if (!c.holds().test(instance)) return Optional.of(c.words());
        return Optional.empty();
    }

    public boolean contains(I instance) {
        return outside(instance).isEmpty();
    }

    public List<Condition<I>> conditions() {
        return conditions;
    }

    /** Collects the conditions of a class. */
    public static final class Builder<I> {
        private final List<Condition<I>> conditions = new ArrayList<>();

        public Builder<I> require(String words, Predicate<I> holds) {
            conditions.add(new Condition<>(words, holds));
            return this;
        }

        public InstanceClass<I> build() {
            return new InstanceClass<>(conditions);
        }
    }
}
