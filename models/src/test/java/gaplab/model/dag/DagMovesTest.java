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
                int kind = r.nextInt(5);
                TaskGraph h = switch (kind) {
                    case 0 -> DagMoves.addTask(g, r);
                    case 1 -> DagMoves.extendChain(g, r);
                    case 2 -> DagMoves.removeTask(g, r);
                    case 3 -> DagMoves.cloneTask(g, r);
                    default -> DagMoves.stretchLongTasks(g, r);
                };
                assertEquals(kind == 2 ? Math.max(1, g.size() - 1) : kind == 4 ? g.size() : g.size() + 1, h.size(), "move " + kind);
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
}
