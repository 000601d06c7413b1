package gaplab.catalog.mmdl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import gaplab.exact.mmdl.ClosedFormSolver;
import gaplab.heuristics.mmdl.SerialSolver;
import gaplab.model.core.Options;
import gaplab.model.core.Solver;
import gaplab.model.core.Verdict;
import gaplab.model.mmdl.MmdlGenerator;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.RoundSchedule;
import gaplab.verify.mmdl.MmdlChecker;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Fuzzed rounds for the MMDL checker (Jazzer): the fuzzer chooses the instance, the method that builds
 * a valid round, and a chain of up to four mutations from {@link MmdlMutationTest}; the checker never
 * throws and accepts a round only when the test's own re-computation agrees, with the same end.
 */
class MmdlCheckerFuzzTest {
    static final List<Solver<MmdlInstance, RoundSchedule>> METHODS = List.of(new ClosedFormSolver(), new SerialSolver());

    @FuzzTest(maxDuration = "10m")
    void rounds(FuzzedDataProvider data) {
        MmdlInstance in = MmdlGenerator.base(new SplittableRandom(data.consumeLong()), data.consumeInt(2, 7));
        RoundSchedule s0 = METHODS.get(data.consumeInt(0, METHODS.size() - 1)).solve(in, Options.defaults()).solution();
        if (s0 == null) return;
        RoundSchedule mutant = MmdlMutationTest.with(s0, s0.roundTime(), s0.y(), s0.messages(), s0.computations());
        mutant = gaplab.catalog.MutationChain.apply(data, MmdlMutationTest.KINDS.values(), mutant);
        Verdict v = new MmdlChecker().check(in, mutant);
        double expected = MmdlMutationTest.oracle(in, mutant);
        assertEquals(!Double.isNaN(expected), v.valid(), "checker " + v + " vs re-computation " + expected);
        if (v.valid()) assertEquals(expected, v.objective(), 1e-7 * Math.max(1, expected));
    }
}
