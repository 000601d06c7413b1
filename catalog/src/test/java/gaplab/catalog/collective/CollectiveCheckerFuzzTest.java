package gaplab.catalog.collective;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import gaplab.exact.collective.OptimalSizes;
import gaplab.heuristics.collective.GivenSizes;
import gaplab.heuristics.collective.WaterfillSplit;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.CollectiveSpace;
import gaplab.model.collective.Order;
import gaplab.model.core.Options;
import gaplab.model.core.Solver;
import gaplab.model.core.Verdict;
import gaplab.verify.collective.CollectiveChecker;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Fuzzed scatter-compute-gather schedules (Jazzer): the fuzzer chooses the instance, the method that
 * builds a valid schedule, and a chain of up to four mutations from {@link CollectiveMutationTest}; the
 * checker never throws and accepts a schedule only when the test's own re-computation agrees.
 */
class CollectiveCheckerFuzzTest {
    static final List<Solver<CollectiveInstance, CollectiveSchedule>> METHODS =
            List.of(new GivenSizes(Order.UNI), new GivenSizes(Order.BI), new WaterfillSplit(), new OptimalSizes());

    @FuzzTest(maxDuration = "10m")
    void schedules(FuzzedDataProvider data) throws Exception {
        int p = 2 << data.consumeInt(0, 3);
        CollectiveInstance in = new CollectiveSpace().random(new SplittableRandom(data.consumeLong()),
                Map.of("processors", "" + p, "hetero", "" + data.consumeInt(1, 8)));
        CollectiveSchedule mutant = METHODS.get(data.consumeInt(0, METHODS.size() - 1)).solve(in, Options.defaults()).solution();
        if (mutant == null) return;
        mutant = gaplab.catalog.MutationChain.apply(data, CollectiveMutationTest.KINDS.values(), mutant);
        Verdict v = new CollectiveChecker().check(in, mutant);
        double expected = CollectiveMutationTest.oracle(in, mutant);
        assertEquals(!Double.isNaN(expected), v.valid(), "checker " + v + " vs re-computation " + expected);
        if (v.valid()) assertEquals(expected, v.objective(), 1e-7 * Math.max(1, expected));
    }
}
