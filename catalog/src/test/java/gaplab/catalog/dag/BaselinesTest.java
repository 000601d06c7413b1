package gaplab.catalog.dag;

import gaplab.analysis.dag.DagBounds;
import gaplab.heuristics.dag.Cpop;
import gaplab.heuristics.dag.Dsh;
import gaplab.heuristics.dag.Heft;
import gaplab.heuristics.dag.Peft;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Verdict;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Machine;
import gaplab.model.dag.RandomDags;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import gaplab.verify.dag.DagChecker;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * HEFT, CPOP, PEFT and DSH (issue 17): insertion and duplication on hand-computed cases, valid schedules
 * on random graphs; every schedule is re-checked by the independent {@link DagChecker}. The papers'
 * worked examples are in {@link BaselinePaperExamplesTest}.
 */
class BaselinesTest {
    static final DagChecker CHECK = new DagChecker();

    /** Checks s with the independent checker (no copies unless {@code copies}) and returns its makespan. */
    static double checked(DagInstance inst, Schedule s, String what, boolean copies) {
        Verdict v = CHECK.check(inst, s);
        assertTrue(v.valid(), what + ": " + v.violation());
        assertEquals(s.makespan(), v.objective(), 1e-9, what);
        if (!copies) assertEquals(0, s.duplicates(), what);
        return v.objective();
    }

    static double checked(DagInstance inst, Schedule s, String what) { return checked(inst, s, what, false); }

    /** A graph written as gaplab JSON, on complete:2. */
    static DagInstance onTwoProcessors(String name, String json) throws Exception {
        return new DagInstance(gaplab.model.dag.DagFormats.parseGraph(name, json), Machine.parse("complete:2"));
    }

    /** The slot of task n<sub>k</sub> (1-based) as {processor 1-based, start, end}. */
    static double[] slot(Schedule s, int k) {
        Schedule.Slot x = s.slots().stream().filter(y -> y.task() == k - 1).findFirst().orElseThrow();
        return new double[]{x.processor() + 1, x.start(), x.end()};
    }

    @Test
    void heftInsertsIntoAnIdleSlot() throws Exception {
        // a(1) → b(3) with η = 4, a → z(10) with η = 0, y(2) alone, on complete:2. Ranks a 11, z 10, b 3, y 2:
        // a and z go to P1 (EFT ties: the lower processor), b to P2 at 1 + 4 = 5, leaving P2 idle in [0, 5];
        // y fits there, [0, 2] (appended it would start at 8).
        DagInstance inst = onTwoProcessors("gap.json", "{\"tasks\":[{\"id\":\"a\",\"time\":1},{\"id\":\"b\",\"time\":3},"
                + "{\"id\":\"z\",\"time\":10},{\"id\":\"y\",\"time\":2}],\"arcs\":[{\"from\":\"a\",\"to\":\"b\",\"messages\":4},"
                + "{\"from\":\"a\",\"to\":\"z\",\"messages\":0}]}");
        Schedule s = new Heft().solve(inst, Options.defaults()).solution();
        assertEquals(11, checked(inst, s, "heft"), 1e-9);
        assertArrayEquals(new double[]{2, 5, 8}, slot(s, 2), 1e-9, "b");
        assertArrayEquals(new double[]{2, 0, 2}, slot(s, 4), 1e-9, "y in the idle slot before b");
    }

    @Test
    void dshCopiesTheCriticalParentAndItsAncestors() throws Exception {
        // a(1) → b(1) with η = 2; b → c(1) and b → d(1) with η = 5; complete:2. Static levels a 3, b 2, c 1, d 1.
        // a, b, c go to P1 at 0, 1, 2 (for c, P2 with copies of a and b also starts at 2: the tie goes to P1).
        // d: on P1 at 3; on P2 b's data would arrive at 7, a copy of b alone waits for a's data until 3 and
        // starts d at 4, but a copy of a first ([0, 1]) lets b's copy run [1, 2], so d starts at 2 on P2.
        DagInstance inst = onTwoProcessors("dsh.json", "{\"tasks\":[{\"id\":\"a\",\"time\":1},{\"id\":\"b\",\"time\":1},"
                + "{\"id\":\"c\",\"time\":1},{\"id\":\"d\",\"time\":1}],\"arcs\":[{\"from\":\"a\",\"to\":\"b\",\"messages\":2},"
                + "{\"from\":\"b\",\"to\":\"c\",\"messages\":5},{\"from\":\"b\",\"to\":\"d\",\"messages\":5}]}");
        Schedule s = new Dsh().solve(inst, Options.defaults()).solution();
        assertEquals(3, checked(inst, s, "dsh", true), 1e-9);
        assertEquals(2, s.duplicates());
        assertArrayEquals(new double[]{2, 2, 3}, slot(s, 4), 1e-9, "d");
        // the list schedulers without copies need 4 here (d after c on P1, or b's data at 7 on P2)
        for (DagSolver h : List.of(new Heft(), new Cpop(), new Peft())) assertEquals(4, checked(inst, h.solve(inst, Options.defaults()).solution(), h.name()), 1e-9);
    }

    /**
     * A random instance: DagPropertiesTest's graphs and machines, a complete machine with random speeds,
     * or one with a random cost matrix (unrelated processors, times 1..9).
     */
    static DagInstance random(long seed) {
        SplittableRandom r = new SplittableRandom(seed ^ 0x5eedL);
        int kind = r.nextInt(3);
        if (kind == 0) return DagPropertiesTest.random(seed, 25, 6);
        int n = 1 + r.nextInt(25), P = 1 + r.nextInt(6);
        TaskGraph g = RandomDags.small(r, n, 0.1 + 0.5 * r.nextDouble(), 9, r.nextInt(3) == 0 ? 0 : 12);
        try {
            Machine m = Machine.parse("complete:" + P);
            if (kind == 1) {
                double[] speeds = new double[P];
                for (int p = 0; p < P; p++) speeds[p] = 0.5 + r.nextInt(8) * 0.25;
                return new DagInstance(g, m.withSpeeds(speeds));
            }
            double[][] times = new double[n][P];
            for (int t = 0; t < n; t++) for (int p = 0; p < P; p++) times[t][p] = 1 + r.nextInt(9);
            return new DagInstance(g, m, times);
        } catch (InputException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void everyBaselineGivesAValidScheduleOnRandomGraphs() {
        qt().withFixedSeed(20261125L).withExamples(200).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = random(seed);
            for (DagSolver h : DagProblem.baselines()) {
                double m = checked(inst, h.solve(inst, Options.defaults()).solution(), h.name() + " on seed " + seed, h.duplicates());
                // the lower bounds are stated for μ/speed; a cost matrix is checked for validity only
                if (inst.times() == null) assertTrue(m >= DagBounds.best(inst) - 1e-9, h.name() + " below the lower bound, seed " + seed);
            }
        });
    }

    @Test
    void baselinesAreListedAsMethodsWithoutDuplicationAndAreDeterministic() {
        var names = DagProblem.PROBLEM.methods().stream().map(m -> m.name()).toList();
        DagInstance inst = new DagInstance(RandomDags.paper(120, RandomDags.Grain.MEDIUM, 3), DagPropertiesTest.machine("mesh:2x3"));
        for (DagSolver h : DagProblem.baselines()) {
            assertTrue(names.contains(h.name()), h.name());
            assertEquals(h.name().equals("dsh") ? DagProblem.DUPLICATION : "", DagProblem.PROBLEM.variant(h), h.name());
            Schedule a = h.solve(inst, Options.defaults()).solution(), b = h.solve(inst, Options.defaults()).solution();
            assertEquals(a, b, h.name());
            checked(inst, a, h.name(), h.duplicates());
        }
        assertEquals(List.of("heft", "cpop", "peft", "dsh"), DagProblem.baselines().stream().map(DagSolver::name).toList());
    }
}
