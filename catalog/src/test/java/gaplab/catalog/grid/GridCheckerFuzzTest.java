package gaplab.catalog.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import gaplab.catalog.dag.DagProblem;
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
class GridCheckerFuzzTest {
    static final Path FIXTURES = Path.of("../fixtures/src/main/resources/gaplab/fixtures");

    @FuzzTest(maxDuration = "10m")
    void gridPartitions(FuzzedDataProvider data) throws Exception {
        GridInstance in = GridProblem.PROBLEM.readInstance(FIXTURES.resolve("grid/strips-5x5-5.json"));
        List<Rect> rs = new ArrayList<>();
        int count = data.consumeInt(0, 8);
        for (int i = 0; i < count; i++)
            rs.add(new Rect(data.consumeInt(-1, in.pes()), data.consumeInt(-1, 6), data.consumeInt(-1, 6), data.consumeInt(-1, 6), data.consumeInt(-1, 6)));
        Verdict v = GridProblem.PROBLEM.checker().check(in, new GridPartition(rs));
        double expected = GridMutationTest.oracle(in, rs);
        assertEquals(!Double.isNaN(expected), v.valid(), "checker " + v + " on " + rs);
        if (v.valid()) assertTrue(Math.abs(expected - v.objective()) <= 1e-9 * Math.max(1, expected));
    }
}
