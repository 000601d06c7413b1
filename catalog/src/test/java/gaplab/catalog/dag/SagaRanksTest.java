package gaplab.catalog.dag;

import static gaplab.catalog.dag.BaselinePaperExamplesTest.TOPCUOGLU_ARCS;
import static gaplab.catalog.dag.BaselinePaperExamplesTest.TOPCUOGLU_W;
import static gaplab.catalog.dag.BaselinePaperExamplesTest.example;
import static gaplab.catalog.dag.BaselinesTest.checked;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gaplab.heuristics.dag.Cpop;
import gaplab.heuristics.dag.Heft;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.dag.DagInstance;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * HEFT's and CPOP's {@code --param ranks=saga} (issue 36): SAGA 2.x's rank functions, recomputed here
 * from their definitions on Topcuoglu et al.'s graph; the paper's ranks stay the default. (That these
 * reproduce SAGA's own schedules is checked against schedules SAGA wrote: python/tests/test_saga.py
 * and examples/python/saga/, 60 of 60.)
 */
class SagaRanksTest {
    final DagInstance inst = example("topcuoglu2002-fig2", TOPCUOGLU_W, TOPCUOGLU_ARCS);

    private static double mean(double[] row) {
        double s = 0;
        for (double x : row) s += x;
        return s / row.length;
    }

    /** SAGA's c̄ on complete:3: the mean over its 3 links and 3 free self-links, η·3/6. */
    private static double sagaCost(int[] arc) { return arc[2] * 3.0 / 6.0; }

    @Test
    void sagasUpwardRankCountsTheFreeSelfLinksInItsMeanCommunicationCost() {
        double[] expected = new double[10];
        for (int t = 9; t >= 0; t--) { // tasks are in topological order
            double m = 0;
            for (int[] a : TOPCUOGLU_ARCS) if (a[0] - 1 == t) m = Math.max(m, sagaCost(a) + expected[a[1] - 1]);
            expected[t] = mean(TOPCUOGLU_W[t]) + m;
        }
        assertArrayEquals(expected, Heft.upwardRanks(inst, Heft.Ranks.SAGA), 1e-9);
        assertArrayEquals(Heft.upwardRanks(inst), Heft.upwardRanks(inst, Heft.Ranks.PAPER), 0);
    }

    @Test
    void sagasDownwardRankAddsTheTasksOwnCostInsteadOfThePredecessors() {
        double[] expected = new double[10];
        for (int t = 0; t < 10; t++) {
            double m = 0;
            boolean entry = true;
            for (int[] a : TOPCUOGLU_ARCS) if (a[1] - 1 == t) { entry = false; m = Math.max(m, expected[a[0] - 1] + sagaCost(a)); }
            expected[t] = entry ? 0 : m + mean(TOPCUOGLU_W[t]);
        }
        assertArrayEquals(expected, Cpop.downwardRanks(inst, Heft.Ranks.SAGA), 1e-9);
    }

    @Test
    void thePaperIsTheDefaultAndSagasRanksGiveValidSchedules() {
        assertEquals(80, checked(inst, new Heft().solve(inst, Options.defaults()).solution(), "heft"), 1e-9);
        assertEquals(80, checked(inst, new Heft().solve(inst, Options.defaults().with("ranks", "paper")).solution(), "heft paper"), 1e-9);
        assertEquals(86, checked(inst, new Cpop().solve(inst, Options.defaults().with("ranks", "PAPER")).solution(), "cpop paper"), 1e-9);
        checked(inst, new Heft().solve(inst, Options.defaults().with("ranks", "saga")).solution(), "heft saga");
        checked(inst, new Cpop().solve(inst, Options.defaults().with("ranks", "saga")).solution(), "cpop saga");
    }

    @Test
    void anUnknownRankFunctionIsBadInput() throws Exception {
        new Heft().checkParams(Map.of("ranks", "saga"), "--param");
        InputException e = assertThrows(InputException.class, () -> new Cpop().checkParams(Map.of("ranks", "heft"), "--param"));
        assertEquals("--param: ranks must be paper or saga (got 'heft')", e.getMessage());
        assertThrows(InputException.class, () -> new Heft().checkParams(Map.of("rank", "saga"), "--param"));
    }
}
