package gaplab.lab;

import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * The one shrinking engine of gaplab (the worst-case ratio search and the requirement search use it):
 * greedy descent to a small example. From the current value it evaluates the smaller candidates in
 * order (most aggressive first) and moves to the first one that is still interesting (still at least as
 * bad, still a counterexample); it stops when no candidate is, or a budget runs out. Deterministic when
 * the candidates and the evaluation are.
 */
public final class Shrinker {
    private Shrinker() {}

    /** Limits of one shrink: candidate evaluations, accepted steps, and an optional clock. */
    public record Budget(int evaluations, int steps, BooleanSupplier outOfTime) {
        public static Budget unlimited() { return new Budget(Integer.MAX_VALUE, Integer.MAX_VALUE, () -> false); }
    }

    /** The smallest value reached, how many candidates were evaluated and how many steps were taken. */
    public record Result<T>(T value, int evaluations, int steps) {}

    /**
     * @param start       an interesting value
     * @param candidates  smaller candidates of a value, most aggressive first
     * @param evaluate    turns a candidate into a value (e.g. solves it); counted as one evaluation
     * @param interesting is the evaluated candidate (first argument) interesting, given the current value?
     */
    public static <C, T> Result<T> shrink(T start, Function<T, List<C>> candidates, Function<C, T> evaluate,
                                          BiPredicate<T, T> interesting, Budget budget) {
        T current = start;
        int evaluations = 0, steps = 0;
        boolean progress = true;
        while (progress && evaluations < budget.evaluations() && steps < budget.steps()) {
            progress = false;
            for (C c : candidates.apply(current)) {
                if (evaluations >= budget.evaluations() || budget.outOfTime().getAsBoolean()) break;
                T value = evaluate.apply(c);
                evaluations++;
                if (interesting.test(value, current)) {
                    current = value;
                    steps++;
                    progress = true;
                    break;
                }
            }
        }
        return new Result<>(current, evaluations, steps);
    }
}
