package gaplab.exact.dag.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.RandomDags;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link WarmStart}: the search takes only schedules of the instance it solves as its first incumbent. A
 * schedule of the same graph in the user's unit, handed to a search that works in its own integer unit, is
 * four times too short there; taken as the incumbent it would prune every node and come back as OPTIMAL
 * below the true optimum (it did, through the Java API, before the guard).
 */
class WarmStartTest {
    private static final Options LIMIT = Options.defaults().withTimeLimit(30);

    /** Instances in quarters of a second: the search solves them in units of 0.25, not in the user's unit. */
    private static DagInstance quarters(long seed) {
        DagInstance inst = ClusterPackingTest.pairs(seed);
        return new DagInstance(inst.graph().scaled(0.25), inst.machine());
    }

    @Test
    void aScheduleInAnotherUnitIsNotTheIncumbent() throws InputException {
        for (long seed = 0; seed < 8; seed++) {
            DagInstance inst = quarters(seed);
            Outcome<Schedule> plain = new DagBranchAndBound(false, null).solve(inst, LIMIT);
            assertEquals(Status.OPTIMAL, plain.status(), plain.note());
            Schedule userUnit = plain.solution();
            Outcome<Schedule> given = new DagBranchAndBound(false, i -> List.of(userUnit)).solve(inst, LIMIT);
            assertEquals(Status.OPTIMAL, given.status(), given.note());
            assertEquals(plain.objective(), given.objective(), 1e-9, "seed " + seed + ": the optimum does not depend on a warm start");
        }
    }

    /**
     * The portfolio's path: a paused search is offered a schedule on resumption. With its bounds and starts
     * off, the search of a nine-task fork-join on four processors pauses after its first nodes; the same graph's
     * optimum in quarters of a second, offered then, is not taken.
     */
    @Test
    void anOfferedScheduleInAnotherUnitIsNotTaken() throws InputException {
        DagInstance inst = ForkJoinLevelTest.forkJoin(4);
        Map<String, String> off = new java.util.HashMap<>(Map.of("pilot-nodes", "0", "local-search", "0"));
        for (String k : List.of("packing-start", "cluster-packing", "packing", "partition", "sink-phase", "energy", "granular-load",
                "balanced-split", "cluster-partition", "fan", "fork-join-level")) off.put(k, "false");
        SearchSettings weak = SearchSettings.fromParams(off);
        Schedule quarter = new DagBranchAndBound(false, null).solve(new DagInstance(inst.graph().scaled(0.25), inst.machine()), LIMIT).solution();
        double optimum = new DagBranchAndBound(false, null).solve(inst, LIMIT).objective();
        try (ResumableSearch r = new ResumableSearch(false, weak, inst, i -> List.of(), 0, 30)) {
            Outcome<Schedule> first = r.advance(1, null);
            assertEquals(Status.FEASIBLE, first.status(), "the search paused: " + first.note());
            Outcome<Schedule> o = r.advance(1L << 40, quarter);
            assertEquals(Status.OPTIMAL, o.status(), o.note());
            assertEquals(optimum, o.objective(), 1e-9);
        }
    }

    /**
     * A task of zero length occupies no time (as in the independent checker): fetchngs' zero-length tasks start
     * when the next task on their processor starts, and the heuristics' schedules of it are warm starts (all
     * of them were skipped when a zero-length task was compared as if it occupied its start).
     */
    @Test
    void aZeroLengthTaskBesideAnotherFits() {
        TaskGraph g = RandomDags.build("zero", "zero", List.of("x", "z", "y"), new double[] {5, 0, 3}, List.of(new int[] {1, 2}), List.of(4.0));
        DagInstance inst = new DagInstance(g, Machine.complete(2, 1));
        for (double at : new double[] {0, 2, 5})
            assertTrue(WarmStart.fits(inst, new Schedule(List.of(new Schedule.Slot(0, 0, 0, 5, false), new Schedule.Slot(1, 0, at, at, false),
                    new Schedule.Slot(2, 0, Math.max(5, at), Math.max(5, at) + 3, false))), false), "z at " + at);
        assertFalse(WarmStart.fits(inst, new Schedule(List.of(new Schedule.Slot(0, 0, 0, 5, false), new Schedule.Slot(1, 0, 2, 2, false),
                new Schedule.Slot(2, 1, 5, 8, false))), false), "z's datum needs 4 to cross to processor 1");
    }

    @Test
    void schedulesOfTheInstanceFitAndEachBrokenRuleDoesNot() throws InputException {
        for (long seed = 0; seed < 20; seed++) {
            DagInstance inst = ClusterPackingTest.pairs(seed);
            Schedule s = new DagBranchAndBound(false, null).solve(inst, LIMIT).solution();
            assertTrue(WarmStart.fits(inst, s, false), "seed " + seed);
            assertFalse(WarmStart.fits(new DagInstance(inst.graph().scaled(4), inst.machine()), s, false), "another unit");
            List<Schedule.Slot> slots = s.slots();
            assertFalse(WarmStart.fits(inst, new Schedule(slots.subList(1, slots.size())), false), "a task missing");
            List<Schedule.Slot> twice = new ArrayList<>(slots);
            Schedule.Slot first = slots.get(0);
            twice.add(new Schedule.Slot(first.task(), first.processor(), s.makespan(), s.makespan() + first.end() - first.start(), true));
            assertFalse(WarmStart.fits(inst, new Schedule(twice), false), "a copy without duplication");
            assertTrue(WarmStart.fits(inst, new Schedule(twice), true), "a copy after the makespan, with duplication");
            for (int i = 0; i < slots.size(); i++) {
                Schedule.Slot x = slots.get(i);
                List<Schedule.Slot> early = new ArrayList<>(slots);
                early.set(i, new Schedule.Slot(x.task(), x.processor(), x.start() - 0.5, x.end() - 0.5, false));
                if (x.start() >= 0.5)   // the search's schedules start every task as early as its data and processor allow
                    assertFalse(WarmStart.fits(inst, new Schedule(early), false), "seed " + seed + ": task " + x.task() + " half a unit early");
                List<Schedule.Slot> longer = new ArrayList<>(slots);
                longer.set(i, new Schedule.Slot(x.task(), x.processor(), x.start(), x.end() + 1, false));
                assertFalse(WarmStart.fits(inst, new Schedule(longer), false), "seed " + seed + ": task " + x.task() + " one unit too long");
            }
        }
    }
}
