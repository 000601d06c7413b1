package gaplab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The shrinking engine: greedy descent to a minimal example, within its budget, deterministically. */
class ShrinkerTest {
    /** Candidates: the list without one element, first to last. */
    static final Function<List<Integer>, List<List<Integer>>> DROP_ONE = l -> {
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < l.size(); i++) { List<Integer> c = new ArrayList<>(l); c.remove(i); out.add(c); }
        return out;
    };

    @Test
    void shrinksToAMinimalFailingList() {
        // interesting: the list still sums to at least 10
        var r = Shrinker.shrink(List.of(1, 2, 3, 4, 5, 6), DROP_ONE, c -> c, (c, cur) -> c.stream().mapToInt(Integer::intValue).sum() >= 10,
                Shrinker.Budget.unlimited());
        assertEquals(List.of(5, 6), r.value());
        for (List<Integer> smaller : DROP_ONE.apply(r.value())) assertTrue(smaller.stream().mapToInt(Integer::intValue).sum() < 10);
        assertEquals(4, r.steps());
        var again = Shrinker.shrink(List.of(1, 2, 3, 4, 5, 6), DROP_ONE, c -> c, (c, cur) -> c.stream().mapToInt(Integer::intValue).sum() >= 10,
                Shrinker.Budget.unlimited());
        assertEquals(r, again);
    }

    @Test
    void budgetsAreRespected() {
        var byEvaluations = Shrinker.shrink(List.of(1, 2, 3, 4, 5, 6), DROP_ONE, c -> c, (c, cur) -> true, new Shrinker.Budget(3, Integer.MAX_VALUE, () -> false));
        assertEquals(3, byEvaluations.evaluations());
        assertEquals(3, byEvaluations.steps());
        var bySteps = Shrinker.shrink(List.of(1, 2, 3, 4, 5, 6), DROP_ONE, c -> c, (c, cur) -> true, new Shrinker.Budget(100, 2, () -> false));
        assertEquals(2, bySteps.steps());
        assertEquals(4, bySteps.value().size());
        var outOfTime = Shrinker.shrink(List.of(1, 2, 3), DROP_ONE, c -> c, (c, cur) -> true, new Shrinker.Budget(100, 100, () -> true));
        assertEquals(0, outOfTime.evaluations());
        assertEquals(List.of(1, 2, 3), outOfTime.value());
    }
}
