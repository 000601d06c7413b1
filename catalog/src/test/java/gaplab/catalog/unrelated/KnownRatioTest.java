package gaplab.catalog.unrelated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.unrelated.UnrelatedSpace;
import gaplab.verify.unrelated.UnrelatedChecker;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bound m of docs/ratio.md as a property: min-min, max-min, MCT, sufferage and MET end by
 * Σ_i min_p t_ip, so heuristic / optimum ≤ m, on random instances with and without ∞ entries, unrelated
 * and rank-1 uniform. OLB has no bound (it ignores the times) and none is claimed.
 */
class KnownRatioTest {
    static final List<String> BOUNDED = List.of("minmin", "maxmin", "mct", "sufferage", "met");

    @Test
    void greedyRulesStayWithinM() {
        var p = UnrelatedProblem.PROBLEM;
        var checker = new UnrelatedChecker();
        qt().withFixedSeed(1977).withExamples(120).forAll(longs().all()).checkAssert(seed -> {
            try {
                SplittableRandom r = new SplittableRandom(seed);
                Map<String, String> size = Map.of("tasks", "" + (2 + r.nextInt(6)), "machines", "" + (2 + r.nextInt(3)),
                        "maxtime", "" + (2 + r.nextInt(30)), "inf", r.nextBoolean() ? "0" : "30", "rank", r.nextInt(3) == 0 ? "1" : "0");
                UnrelatedInstance in = new UnrelatedSpace().random(r, size);
                var opt = p.exactSolver().orElseThrow().solve(in, Options.defaults().withTimeLimit(20));
                assertEquals(Status.OPTIMAL, opt.status());
                double optimum = checker.check(in, opt.solution()).objective();
                double sumOfShortest = 0;
                for (int i = 0; i < in.n(); i++) {
                    double s = Double.POSITIVE_INFINITY;
                    for (int q = 0; q < in.m(); q++) s = Math.min(s, in.time(i, q));
                    sumOfShortest += s;
                }
                for (String h : BOUNDED) {
                    var v = checker.check(in, p.method(h).orElseThrow().solve(in, Options.defaults()).solution());
                    assertTrue(v.valid(), v.violation());
                    assertTrue(v.objective() <= sumOfShortest * (1 + 1e-12), h + " ends after Σ min t on seed " + seed);
                    double bound = p.knownRatios(h).get(0).boundOn(in);
                    assertEquals(in.m(), bound);
                    assertTrue(v.objective() / optimum <= bound + 1e-9, h + " ratio above m on seed " + seed);
                }
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        assertTrue(p.knownRatios("olb").isEmpty(), "OLB ignores the times: no bound is claimed");
    }
}
