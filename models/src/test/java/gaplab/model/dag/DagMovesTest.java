package gaplab.model.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.HashSet;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The structural moves of the worst-case search: every move gives a valid task graph (TaskGraph
 * rejects cycles and duplicate ids), changes the task count by at most one, and draws its numbers
 * from the graph's own, so unit-time, communication-free graphs stay unit-time and communication-free.
 */
class DagMovesTest {
    @Test
    void movesKeepGraphsValidAndInTheirClass() {
        qt().withFixedSeed(3).withExamples(300).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            boolean unit = r.nextBoolean();
            TaskGraph g = RandomDags.small(r, 1 + r.nextInt(9), 0.4, unit ? 1 : 9, unit ? 0 : 6);
            for (int step = 0; step < 20; step++) {
                int kind = r.nextInt(6);
                TaskGraph h = switch (kind) {
                    case 0 -> DagMoves.addTask(g, r);
                    case 1 -> DagMoves.extendChain(g, r);
                    case 2 -> DagMoves.removeTask(g, r);
                    case 3 -> DagMoves.cloneTask(g, r);
                    case 4 -> DagMoves.stretchLongTasks(g, r);
                    default -> DagMoves.unrollPath(g, r);
                };
                if (kind == 5) assertTrue(h.size() >= g.size() && h.size() <= 2 * g.size() + 3, "an unrolled period adds at most 3 path tasks and one copy of each other task");
                else assertEquals(kind == 2 ? Math.max(1, g.size() - 1) : kind == 4 ? g.size() : g.size() + 1, h.size(), "move " + kind);
                HashSet<String> ids = new HashSet<>();
                for (int t = 0; t < h.size(); t++) assertTrue(ids.add(h.id(t)), "ids stay unique");
                for (int a = 0; a < h.arcCount(); a++) assertTrue(h.from(a) < h.to(a), "arcs go from a lower to a higher index");
                if (kind == 4) unit = false;   // stretching doubles μ: the graph leaves the unit class on purpose
                if (unit) {
                    for (int t = 0; t < h.size(); t++) assertEquals(1.0, h.mu(t));
                    for (int a = 0; a < h.arcCount(); a++) assertEquals(0.0, h.eta(a));
                }
                g = h;
            }
        });
    }

    /** A twin has its original's μ, predecessors and successors (with their η); nothing else changes. */
    @Test
    void aTwinCopiesItsOriginal() {
        qt().withFixedSeed(5).withExamples(200).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            TaskGraph g = RandomDags.small(r, 1 + r.nextInt(9), 0.4, 9, 6);
            TaskGraph h = DagMoves.cloneTask(g, r);
            int twin = -1;
            for (int t = 0; t < h.size() && twin < 0; t++) if (t >= g.size() || !h.id(t).equals(g.id(t))) twin = t;
            int orig = twin - 1;
            assertEquals(h.mu(orig), h.mu(twin));
            assertEquals(g.arcCount() + h.preds(orig).length + h.succs(orig).length, h.arcCount());
            assertEquals(java.util.Arrays.toString(h.preds(orig)), java.util.Arrays.toString(h.preds(twin)));
            assertEquals(java.util.Arrays.toString(h.succs(orig)), java.util.Arrays.toString(h.succs(twin)));
        });
    }

    /** Stretching doubles exactly the tasks at least as long as some task, and never beyond the cap. */
    @Test
    void stretchingDoublesTheLongTasksUpToTheCap() {
        qt().withFixedSeed(7).withExamples(200).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            TaskGraph g = RandomDags.small(r, 1 + r.nextInt(9), 0.4, 9, 6);
            if (r.nextBoolean()) for (int k = 0; k < 25; k++) g = DagMoves.stretchLongTasks(g, r);
            TaskGraph h = DagMoves.stretchLongTasks(g, r);
            for (int t = 0; t < g.size(); t++) {
                assertTrue(h.mu(t) == g.mu(t) || h.mu(t) == 2 * g.mu(t));
                assertTrue(h.mu(t) <= DagMoves.MAX_STRETCHED_MU);
                for (int u = 0; u < g.size(); u++)
                    if (h.mu(t) != g.mu(t) && g.mu(u) >= g.mu(t) && 2 * g.mu(u) <= DagMoves.MAX_STRETCHED_MU) assertEquals(2 * g.mu(u), h.mu(u), "longer tasks double too");
            }
            assertEquals(g.arcCount(), h.arcCount());
        });
    }

    /** a (1) → b (5) → c (1) → d (5) → e (9), a leaf ℓ (7) released by b, and x (8) from a to d: one stage of period 2 on the chain. */
    private static TaskGraph oneStage() {
        return RandomDags.build("stage", java.util.List.of("a", "b", "c", "d", "e", "l", "x"), new double[]{1, 5, 1, 5, 9, 7, 8},
                java.util.List.of(new int[]{0, 1}, new int[]{1, 2}, new int[]{2, 3}, new int[]{3, 4}, new int[]{1, 5}, new int[]{0, 6}, new int[]{6, 3}),
                java.util.List.of(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0));
    }

    private static String arcs(TaskGraph g) {
        java.util.TreeSet<String> s = new java.util.TreeSet<>();
        for (int a = 0; a < g.arcCount(); a++) s.add(g.id(g.from(a)) + ">" + g.id(g.to(a)));
        return s.toString();
    }

    /**
     * Unrolling the chain a … e by two places copies c (1) and d (5) before e (t7, t8), and ℓ and x shifted
     * two places: ℓ' (t9) released by d, x' (t10) from c to the copy of d.
     */
    @Test
    void unrollingRepeatsTheLastPeriodWithWhatHangsOnIt() {
        TaskGraph g = oneStage();
        java.util.Set<String> seen = new java.util.TreeSet<>();
        for (long seed = 0; seed < 200; seed++) {
            TaskGraph h = DagMoves.unrollPath(g, new SplittableRandom(seed));
            for (int a = 0; a < h.arcCount(); a++) assertTrue(h.from(a) < h.to(a), "arcs go from a lower to a higher index");
            if (h.size() != g.size() + 4) continue;   // the chain a … e, period 2 (others: the path through x, or period 1)
            seen.add(arcs(h));
            double[] chain = new double[7];
            int t = h.index("a");
            for (int k = 0; k < 7; k++) { chain[k] = h.mu(t); t = k < 6 ? java.util.Arrays.stream(h.succs(t)).filter(v -> h.preds(v).length > 0 && h.mu(v) != 7 && h.mu(v) != 8).findFirst().orElse(-1) : t; }
            assertEquals("[1.0, 5.0, 1.0, 5.0, 1.0, 5.0, 9.0]", java.util.Arrays.toString(chain), "the chain gets c, d again before e");
        }
        assertEquals(1, seen.size(), "one result for this path and period: " + seen);
        assertEquals("[a>b, a>x, b>c, b>l, c>d, c>t10, d>t7, d>t9, t10>t8, t7>t8, t8>e, x>d]", seen.iterator().next());
    }

    /** The move is deterministic for a seed. */
    @Test
    void unrollingIsDeterministic() {
        for (long seed = 0; seed < 50; seed++)
            assertEquals(arcs(DagMoves.unrollPath(oneStage(), new SplittableRandom(seed))), arcs(DagMoves.unrollPath(oneStage(), new SplittableRandom(seed))));
    }
}
