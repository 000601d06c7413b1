package gaplab.catalog.unrelated;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import gaplab.model.core.Verdict;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;

/**
 * Fuzzed assignments for the R||Cmax checker (Jazzer): the fuzzer writes the processing times (some
 * infinite: the task cannot run there) and the machine of every task, indices out of range included;
 * the checker never throws and accepts only what {@link UnrelatedMutationTest#oracle} accepts.
 */
class UnrelatedCheckerFuzzTest {

    @FuzzTest(maxDuration = "10m")
    void assignments(FuzzedDataProvider data) {
        int n = data.consumeInt(1, 8), m = data.consumeInt(1, 4);
        double[][] t = new double[n][m];
        for (double[] row : t)
            for (int p = 0; p < m; p++) {
                int x = data.consumeInt(0, 80);
                row[p] = x == 0 && p > 0 ? Double.POSITIVE_INFINITY : (1 + x) / 4.0;
            }
        UnrelatedInstance in = UnrelatedInstance.ofTimes("fuzz", t);
        int[] a = new int[data.consumeInt(0, n + 1)];
        for (int i = 0; i < a.length; i++) a[i] = data.consumeBoolean() ? data.consumeInt(-1, m) : data.consumeInt();
        Verdict v = UnrelatedProblem.PROBLEM.checker().check(in, new Assignment(a));
        double expected = UnrelatedMutationTest.oracle(in, a);
        assertEquals(!Double.isNaN(expected), v.valid(), "checker " + v + " vs re-computation " + expected);
        if (v.valid()) assertEquals(expected, v.objective(), 1e-9 * Math.max(1, expected));
    }
}
