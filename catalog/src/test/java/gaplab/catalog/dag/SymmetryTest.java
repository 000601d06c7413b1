package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.catalog.unrelated.UnrelatedProblem;
import gaplab.model.core.Options;
import gaplab.model.core.Verdict;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Machine;
import gaplab.model.dag.RandomDags;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Metamorphic tests of the checkers (issue 34): renaming and reordering the tasks of a task graph, and
 * permuting interchangeable processors (complete machine, equal speeds) or machines (equal columns of
 * times), never changes a verdict or an objective — for heuristics' schedules and for mutants of them.
 */
class SymmetryTest {
    static int[] permutation(int n, SplittableRandom r) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) p[i] = i;
        for (int i = n - 1; i > 0; i--) { int j = r.nextInt(i + 1), t = p[i]; p[i] = p[j]; p[j] = t; }
        return p;
    }

    /** The graph with task t at index pi[t] under a new id. */
    static TaskGraph renamed(TaskGraph g, int[] pi) throws Exception {
        int n = g.size();
        List<String> ids = new ArrayList<>(java.util.Collections.nCopies(n, ""));
        double[] mu = new double[n];
        for (int t = 0; t < n; t++) { ids.set(pi[t], "task-" + (char) ('a' + pi[t] % 26) + pi[t]); mu[pi[t]] = g.mu(t); }
        int[] f = new int[g.arcCount()], to = new int[g.arcCount()];
        double[] eta = new double[g.arcCount()];
        for (int a = 0; a < f.length; a++) { f[a] = pi[g.from(a)]; to[a] = pi[g.to(a)]; eta[a] = g.eta(a); }
        return new TaskGraph("renamed", "renamed", ids, mu, f, to, eta, Double.NaN, 0);
    }

    @Test
    void renamingTasksAndPermutingProcessorsKeepsEveryDagVerdict() {
        var checker = DagProblem.PROBLEM.checker();
        int[] seen = new int[2];
        qt().withFixedSeed(20261127L).withExamples(150).forAll(longs().all()).checkAssert(seed -> {
            try {
                SplittableRandom r = new SplittableRandom(seed);
                int n = 3 + r.nextInt(6), P = 2 + r.nextInt(3);
                DagInstance in = new DagInstance(RandomDags.small(r, n, 0.4, 6, 4), Machine.complete(P, 1));
                List<DagSolver> hs = DagProblem.heuristics();
                Schedule s = hs.get(r.nextInt(hs.size())).solve(in, Options.defaults()).solution();
                List<Schedule.Slot> slots = new ArrayList<>(s.slots());
                if (r.nextBoolean()) {
                    var kinds = new ArrayList<>(DagMutationTest.KINDS.values());
                    slots = kinds.get(r.nextInt(kinds.size())).apply(slots, r);
                }
                Verdict v = checker.check(in, new Schedule(slots));
                int[] pi = permutation(n, r), sigma = permutation(P, r);
                DagInstance moved = new DagInstance(renamed(in.graph(), pi), in.machine());
                List<Schedule.Slot> m = new ArrayList<>();
                for (Schedule.Slot x : slots) {
                    boolean real = x.task() >= 0 && x.task() < n, onMachine = x.processor() >= 0 && x.processor() < P;
                    m.add(new Schedule.Slot(real ? pi[x.task()] : x.task(), onMachine ? sigma[x.processor()] : x.processor(), x.start(), x.end(), x.duplicate()));
                }
                Verdict w = checker.check(moved, new Schedule(m));
                assertEquals(v.valid(), w.valid(), "seed " + seed + ": " + v + " then " + w);
                if (v.valid()) assertEquals(v.objective(), w.objective());
                seen[v.valid() ? 0 : 1]++;
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        assertTrue(seen[0] > 20 && seen[1] > 20, "valid and invalid schedules both tried: " + seen[0] + ", " + seen[1]);
    }

    @Test
    void permutingIdenticalMachinesKeepsEveryUnrelatedVerdict() {
        var checker = UnrelatedProblem.PROBLEM.checker();
        qt().withFixedSeed(20261127L).withExamples(150).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 2 + r.nextInt(6), m = 2 + r.nextInt(3);
            double[] column = new double[n];
            for (int i = 0; i < n; i++) column[i] = 1 + r.nextInt(9) + (r.nextBoolean() ? 0.25 : 0);
            double[][] t = new double[n][m];
            for (int i = 0; i < n; i++) for (int p = 0; p < m; p++) t[i][p] = column[i];   // identical machines
            int[] x = new int[n];
            for (int i = 0; i < n; i++) x[i] = r.nextInt(m + 1) - (r.nextInt(8) == 0 ? 1 : 0); // sometimes a machine that does not exist
            int[] sigma = permutation(m, r);
            int[] y = new int[n];
            for (int i = 0; i < n; i++) y[i] = x[i] >= 0 && x[i] < m ? sigma[x[i]] : x[i];
            UnrelatedInstance in = UnrelatedInstance.ofTimes("same", t);
            Verdict v = checker.check(in, new Assignment(x)), w = checker.check(in, new Assignment(y));
            assertEquals(v.valid(), w.valid(), "seed " + seed);
            if (v.valid()) assertEquals(v.objective(), w.objective());
        });
    }
}
