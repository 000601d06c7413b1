package gaplab.catalog.dag;

import static gaplab.catalog.dag.BaselinesTest.checked;
import static gaplab.catalog.dag.BaselinesTest.slot;
import gaplab.heuristics.dag.Cpop;
import gaplab.heuristics.dag.Heft;
import gaplab.heuristics.dag.Peft;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The worked examples of the papers, reproduced exactly: HEFT 80 and CPOP 86 on Topcuoglu, Hariri &amp;
 * Wu's graph, PEFT 122 on Arabnejad &amp; Barbosa's, with the ranks, tables and schedules printed there.
 * They need a cost matrix (one execution time per task and processor): {@code DagInstance(graph,
 * machine, times)}.
 */
class BaselinePaperExamplesTest {
    /**
     * Topcuoglu, Hariri &amp; Wu, IEEE TPDS 13(3) 2002, Fig. 2: the 10-task graph (edge labels = communication
     * cost) and the computation cost matrix W on three processors P1..P3.
     */
    static final double[][] TOPCUOGLU_W = {{14, 16, 9}, {13, 19, 18}, {11, 13, 19}, {13, 8, 17}, {12, 13, 10}, {13, 16, 9}, {7, 15, 11},
            {5, 11, 14}, {18, 12, 20}, {21, 7, 16}};
    static final int[][] TOPCUOGLU_ARCS = {{1, 2, 18}, {1, 3, 12}, {1, 4, 9}, {1, 5, 11}, {1, 6, 14}, {2, 8, 19}, {2, 9, 16}, {3, 7, 23},
            {4, 8, 27}, {4, 9, 23}, {5, 9, 13}, {6, 8, 15}, {7, 10, 17}, {8, 10, 11}, {9, 10, 13}};

    /**
     * Arabnejad &amp; Barbosa, IEEE TPDS 25(3) 2014, the sample DAG of the paper's worked example and its
     * computation cost table, as reproduced in github.com/mackncheesiest/peft (test/peftgraph_task_connectivity.csv,
     * test/peftgraph_task_exe_time.csv; the same graph and table are in the PEFT test of the XPIPE project).
     */
    static final double[][] ARABNEJAD_W = {{22, 21, 36}, {22, 18, 18}, {32, 27, 43}, {7, 10, 4}, {29, 27, 35}, {26, 17, 24}, {14, 25, 30},
            {29, 23, 36}, {15, 21, 8}, {13, 16, 33}};
    static final int[][] ARABNEJAD_ARCS = {{1, 2, 17}, {1, 3, 31}, {1, 4, 29}, {1, 5, 13}, {1, 6, 7}, {2, 8, 3}, {2, 9, 30}, {3, 7, 16},
            {4, 8, 11}, {4, 9, 7}, {5, 9, 57}, {6, 8, 5}, {7, 10, 9}, {8, 10, 42}, {9, 10, 7}};

    /**
     * A paper's example as a gaplab instance: tasks 1..n with one execution time per processor (the cost
     * matrix), arcs with η = the paper's communication cost, on {@code complete:P} (λ = 1 between two
     * processors, so an arc's delay is its cost). μ is the mean time (unused when the matrix is given).
     */
    static DagInstance example(String name, double[][] w, int[][] arcs) {
        List<String> ids = new ArrayList<>();
        double[] mu = new double[w.length];
        for (int t = 0; t < w.length; t++) {
            ids.add("n" + (t + 1));
            for (double x : w[t]) mu[t] += x / w[t].length;
        }
        int[] f = new int[arcs.length], to = new int[arcs.length];
        double[] eta = new double[arcs.length];
        for (int a = 0; a < arcs.length; a++) { f[a] = arcs[a][0] - 1; to[a] = arcs[a][1] - 1; eta[a] = arcs[a][2]; }
        try {
            TaskGraph g = new TaskGraph(name, name, ids, mu, f, to, eta, Double.NaN, 0);
            return new DagInstance(g, Machine.parse("complete:" + w[0].length), w);
        } catch (InputException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void heftReproducesTopcuogluHaririWusExample() {
        DagInstance inst = example("topcuoglu2002-fig2", TOPCUOGLU_W, TOPCUOGLU_ARCS);
        // the paper's table of ranks: rank_u(n1..n10) = 108, 77, 80, 80, 69, 63.333, 42.667, 35.667, 44.333, 14.667
        assertArrayEquals(new double[]{108, 77, 80, 80, 69, 190 / 3.0, 128 / 3.0, 107 / 3.0, 133 / 3.0, 44 / 3.0}, Heft.upwardRanks(inst), 1e-9);
        Schedule s = new Heft().solve(inst, Options.defaults()).solution();
        assertEquals(80, checked(inst, s, "heft"), 1e-9); // the paper's schedule length
        // the HEFT schedule the paper draws, also in github.com/mackncheesiest/heft heft/test/test_heft.py: {processor, start, end} of n1..n10
        double[][] drawn = {{3, 0, 9}, {1, 27, 40}, {3, 9, 28}, {2, 18, 26}, {3, 28, 38}, {2, 26, 42}, {3, 38, 49}, {1, 57, 62}, {2, 56, 68}, {2, 73, 80}};
        for (int k = 1; k <= 10; k++) assertArrayEquals(drawn[k - 1], slot(s, k), 1e-9, "n" + k);
    }

    @Test
    void cpopReproducesTopcuogluHaririWusExample() {
        DagInstance inst = example("topcuoglu2002-fig2", TOPCUOGLU_W, TOPCUOGLU_ARCS);
        // the paper's table of ranks: rank_d(n1..n10) = 0, 31, 25, 22, 24, 27, 62.333, 66.667, 63.667, 93.333
        assertArrayEquals(new double[]{0, 31, 25, 22, 24, 27, 187 / 3.0, 200 / 3.0, 191 / 3.0, 280 / 3.0}, Cpop.downwardRanks(inst), 1e-9);
        double[] up = Heft.upwardRanks(inst), down = Cpop.downwardRanks(inst), priority = new double[10];
        for (int t = 0; t < 10; t++) priority[t] = up[t] + down[t];
        // the critical path n1 → n2 → n9 → n10 of |CP| = 108; on P2 it takes 16 + 19 + 12 + 7 = 54, less than 66 on P1 and 63 on P3
        assertArrayEquals(new boolean[]{true, true, false, false, false, false, false, false, true, true}, Cpop.criticalPath(inst.graph(), priority));
        Schedule s = new Cpop().solve(inst, Options.defaults()).solution();
        assertEquals(86, checked(inst, s, "cpop"), 1e-9); // the paper's schedule length
        for (int k : new int[]{1, 2, 9, 10}) assertEquals(2, slot(s, k)[0], "n" + k + " on the critical-path processor P2");
    }

    @Test
    void peftReproducesArabnejadAndBarbosasExample() {
        DagInstance inst = example("arabnejad2014", ARABNEJAD_W, ARABNEJAD_ARCS);
        // the paper's optimistic cost table of this example (also mackncheesiest/peft test_optimistic_cost_table), rows T1..T10, columns P1..P3
        double[][] oct = {{64, 68, 86}, {42, 39, 42}, {27, 41, 43}, {42, 39, 50}, {28, 37, 28}, {42, 39, 44}, {13, 16, 22}, {13, 16, 33},
                {13, 16, 20}, {0, 0, 0}};
        double[][] got = Peft.optimisticCostTable(inst);
        for (int t = 0; t < 10; t++) assertArrayEquals(oct[t], got[t], 1e-9, "OCT of T" + (t + 1));
        Schedule s = new Peft().solve(inst, Options.defaults()).solution();
        assertEquals(122, checked(inst, s, "peft"), 1e-9); // the paper's PEFT makespan (also asserted by mackncheesiest/peft and XPIPE)
        // the PEFT schedule as mackncheesiest/peft's test_canonical_graph prints it: {processor, start, end} of T1..T10
        double[][] published = {{1, 0, 22}, {1, 29, 51}, {1, 51, 83}, {1, 22, 29}, {3, 35, 70}, {2, 29, 46}, {1, 83, 97}, {2, 54, 77},
                {3, 81, 89}, {2, 106, 122}};
        for (int k = 1; k <= 10; k++) assertArrayEquals(published[k - 1], slot(s, k), 1e-9, "T" + k);
    }

}
