package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import gaplab.catalog.grid.GridProblem;
import gaplab.model.core.Verdict;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.Rect;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Fuzzed solutions for the checker (Jazzer): it never throws, and it accepts a solution only when the
 * test's own independent re-computation agrees, with the same objective. The committed inputs run in
 * every test run; {@code JAZZER_FUZZ=1} fuzzes.
 */
class DagCheckerFuzzTest {
    static final Path FIXTURES = Path.of("../fixtures/src/main/resources/gaplab/fixtures");

    @FuzzTest(maxDuration = "10m")
    void taskGraphSchedules(FuzzedDataProvider data) throws Exception {
        DagInstance inst = DagProblem.PROBLEM.readInstance(FIXTURES.resolve("dag/forkjoin7-ring4.json"));
        int n = inst.tasks(), P = inst.processors();
        List<Schedule.Slot> slots = new ArrayList<>();
        int count = data.consumeInt(0, 3 * n);
        for (int i = 0; i < count; i++) {
            int t = data.consumeInt(-1, n), p = data.consumeInt(-1, P);
            double start = data.consumeInt(-2, 40) / (data.consumeBoolean() ? 1.0 : 2.0);
            double len = data.consumeBoolean() ? inst.duration(Math.floorMod(t, n), Math.floorMod(p, P)) : data.consumeInt(0, 9);
            slots.add(new Schedule.Slot(t, p, start, start + len, data.consumeBoolean()));
        }
        Verdict v = DagProblem.PROBLEM.checker().check(inst, new Schedule(slots));
        String why = DagMutationTest.oracle(inst, slots);
        assertEquals(why == null, v.valid(), "checker " + v + " vs re-computation " + why + " on " + slots);
        if (v.valid()) assertEquals(slots.stream().mapToDouble(Schedule.Slot::end).max().orElse(0), v.objective(), 1e-9);
    }
}
