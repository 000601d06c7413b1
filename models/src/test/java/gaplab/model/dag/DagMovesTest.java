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
                int kind = r.nextInt(3);
                TaskGraph h = kind == 0 ? DagMoves.addTask(g, r) : kind == 1 ? DagMoves.extendChain(g, r) : DagMoves.removeTask(g, r);
                assertEquals(kind == 2 ? Math.max(1, g.size() - 1) : g.size() + 1, h.size(), "move " + kind);
                HashSet<String> ids = new HashSet<>();
                for (int t = 0; t < h.size(); t++) assertTrue(ids.add(h.id(t)), "ids stay unique");
                for (int a = 0; a < h.arcCount(); a++) assertTrue(h.from(a) < h.to(a), "arcs go from a lower to a higher index");
                if (unit) {
                    for (int t = 0; t < h.size(); t++) assertEquals(1.0, h.mu(t));
                    for (int a = 0; a < h.arcCount(); a++) assertEquals(0.0, h.eta(a));
                }
                g = h;
            }
        });
    }
}
