package gaplab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.catalog.unrelated.UnrelatedProblem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The worst-case ratio engine on the unrelated-machines problem (it is generic; nothing here is special to it). */
class RatioSearchTest {
    private final Problem<UnrelatedInstance, Assignment> p = UnrelatedProblem.PROBLEM;

    @TempDir
    Path dir;

    private Solver<UnrelatedInstance, Assignment> method(String name) {
        return p.method(name).orElseThrow();
    }

    private static RatioSearch.Config cfg(long seed, int evals) {
        return new RatioSearch.Config(Map.of("tasks", "4", "machines", "2", "maxtime", "9"), seed, evals, 0, 40, 10);
    }

    @Test
    void certifiedRatiosAreAtLeastOne() {
        qt().withFixedSeed(5).withExamples(4).forAll(integers().between(1, 1000)).checkAssert(seed -> {
            List<RatioSearch.Evaluation<UnrelatedInstance>> seen = new ArrayList<>();
            try {
                RatioSearch.run(p, method(seed % 2 == 0 ? "minmin" : "mct"), cfg(seed, 24), seen::add);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            assertTrue(seen.size() >= 24);
            for (var e : seen) {
                if (e.referenceKind().equals(RatioSearch.BOUND_ONLY)) continue;   // ruled out by a lower bound: not solved
                assertTrue(e.certified(), "small instances are solved exactly: " + e.referenceKind());
                assertTrue(e.ratio() >= 1 - 1e-12, "ratio " + e.ratio() + " < 1 against a proven optimum");
            }
        });
    }

    @Test
    void deterministicForASeedAndTheInstanceReplays() throws Exception {
        var a = RatioSearch.run(p, method("met"), cfg(42, 30));
        var b = RatioSearch.run(p, method("met"), cfg(42, 30));
        String ja = p.instanceJson(a.worst().instance()).toString(), jb = p.instanceJson(b.worst().instance()).toString();
        assertEquals(ja, jb);
        assertEquals(a.worst().ratio(), b.worst().ratio(), 0);
        assertEquals(a.evaluations(), b.evaluations());
        assertTrue(a.worst().certified());
        assertTrue(a.worst().ratio() > 1.5, "MET is easy to fool: " + a.worst().ratio());
        // the written file replays to the same ratio
        Path f = dir.resolve("worst.json");
        Files.writeString(f, p.instanceJson(a.worst().instance()).toPrettyString());
        UnrelatedInstance back = p.readInstance(f);
        var replay = RatioSearch.evaluate(p, method("met"), back, 10);
        assertEquals(a.worst().ratio(), replay.ratio(), 0);
        assertTrue(replay.certified());
    }

    @Test
    void shrinkingNeverMakesTheRatioBetter() throws Exception {
        var noShrink = RatioSearch.run(p, method("maxmin"), new RatioSearch.Config(Map.of("tasks", "5", "machines", "3"), 9, 30, 0, 0, 10));
        var shrunk = RatioSearch.run(p, method("maxmin"), new RatioSearch.Config(Map.of("tasks", "5", "machines", "3"), 9, 30, 0, 60, 10));
        assertTrue(shrunk.worst().ratio() >= noShrink.worst().ratio() * (1 - 1e-12));
        UnrelatedInstance a = noShrink.worst().instance(), b = shrunk.worst().instance();
        assertTrue(b.n() * b.m() <= a.n() * a.m());
    }

    /** The same problem without its exact solver: the oracle must fall back to the lower bounds. */
    private Problem<UnrelatedInstance, Assignment> withoutExact() {
        return new Problem<>(p.name(), p.title(), p.objectiveName(), p.codec(), p.checker(),
                gaplab.model.core.MethodCatalog.of(() -> p.methods().stream().filter(m -> !m.exact()).toList()),
                p.boundSet(), List::of, p.picture(), p.instanceSpace());
    }

    @Test
    void withoutAProvenOptimumTheRatioIsAnUpperBoundFromTheLowerBound() throws Exception {
        UnrelatedInstance in = UnrelatedInstance.ofTimes("x", new double[][]{{8, 7}, {2, 1}, {9, 16}});
        var exact = RatioSearch.evaluate(p, method("minmin"), in, 10);
        var bounded = RatioSearch.evaluate(withoutExact(), method("minmin"), in, 10);
        assertTrue(exact.certified());
        assertEquals(17.0 / 9, exact.ratio(), 1e-12);
        assertTrue(!bounded.certified() && bounded.referenceKind().equals("lower bound"));
        assertTrue(bounded.ratio() >= exact.ratio() - 1e-9, "heuristic / lower bound bounds the true ratio from above");
        var run = RatioSearch.run(withoutExact(), method("minmin"), cfg(3, 12));
        assertTrue(!run.worst().certified() && run.worst().ratio() >= 1 - 1e-9);
    }

    /** A proven bound that a certified ratio breaks ends the search as a defect, with the instance (exit 1 in the CLI). */
    @Test
    void aRatioAboveAProvenBoundIsReportedAsADefect() throws Exception {
        // a deliberately false "theorem": min-min is optimal; the search must refute it, not report a ratio
        var tooTight = new gaplab.model.core.KnownRatio<UnrelatedInstance>("minmin", "1", "any instance", "a false claim, for this test",
                i -> true, i -> 1.0);
        var claimed = new Problem<>(p.name(), p.title(), p.objectiveName(), p.codec(), p.checker(), p.catalog(), p.boundSet(), List::of,
                p.picture(), p.instanceSpace(), List.of(tooTight));
        var run = RatioSearch.run(claimed, method("minmin"), cfg(3, 60));
        assertTrue(RatioSearch.isFinding(run.worst()), run.worst().referenceKind());
        assertTrue(run.worst().referenceKind().startsWith("DEFECT: ratio "), run.worst().referenceKind());
        assertTrue(run.worst().ratio() > 1, "the defect is a real ratio above the claim");
        var honest = RatioSearch.run(p, method("minmin"), cfg(3, 60));
        assertTrue(!RatioSearch.isFinding(honest.worst()), "the true bound m is never broken: " + honest.worst().referenceKind());
    }
}
