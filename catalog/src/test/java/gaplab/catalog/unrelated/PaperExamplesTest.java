package gaplab.catalog.unrelated;

import gaplab.analysis.unrelated.IdealTimeLp;
import gaplab.analysis.unrelated.Metrics;
import gaplab.analysis.unrelated.PreemptiveLp;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedFormat;
import gaplab.model.unrelated.UnrelatedInstance;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.Fixture;
import gaplab.model.core.Options;
import gaplab.model.core.Rational;
import gaplab.model.core.Status;
import gaplab.fixtures.FixtureFiles;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The numbers of seed 004's examples (Figs. 1-4) must come out of the fixtures. */
class PaperExamplesTest {
    private final Map<String, UnrelatedInstance> fx = UnrelatedProblem.PROBLEM.fixtures().stream()
            .collect(Collectors.toMap(Fixture::name, Fixture::instance));

    private static Assignment assignment(String file, UnrelatedInstance in) throws Exception {
        String text = FixtureFiles.read("/gaplab/fixtures/unrelated/assignments/" + file);
        return UnrelatedFormat.parseAssignment(file, text, in);
    }

    private static Metrics.Num metric(String key, UnrelatedInstance in, Assignment a) {
        return Metrics.byKey(key).orElseThrow().value(new Metrics.Context(in, a, 0));
    }

    @Test
    void fig2SuperlinearSpeedupFourOnTwoMachines() throws Exception {
        UnrelatedInstance in = fx.get("paper-fig2");
        Assignment a = assignment("fig2-split.json", in);
        assertEquals(Rational.of(4), metric("S_max", in, a).exact());
        assertEquals(Rational.of(2), metric("E#_max", in, a).exact(), "Donaldson's E#_max = S_max / m = 2 > 1 breaks (e1)");
        assertEquals(Rational.of(2), metric("S^id_totmax", in, a).exact(), "Zhang's ideal speedup is 2 < S_max = 4, breaking (id)");
        assertEquals(Rational.of(4), metric("S^id_locref", in, a).exact(), "Mazzeo's ideal speedup matches S_ref = 4");
    }

    @Test
    void fig3LocrefEfficiencyIsFourFifthsForTheFastAndOneForTheSlowAssignment() throws Exception {
        UnrelatedInstance in = fx.get("paper-fig3");
        Assignment fast = assignment("fig3-fast.json", in), slow = assignment("fig3-slow.json", in);
        assertEquals(Rational.of(2), metric("makespan", in, fast).exact());
        assertEquals(Rational.of(3), metric("makespan", in, slow).exact());
        assertEquals(Rational.of(4, 5), metric("E_locref", in, fast).exact());
        assertEquals(Rational.ONE, metric("E_locref", in, slow).exact());
        assertTrue(metric("E^T", in, fast).compareTo(metric("E^T", in, slow)) < 0, "E^T also breaks (e2) here");
    }

    @Test
    void fig4IdealTimeTwoAgainstOptimumThree() {
        UnrelatedInstance in = fx.get("paper-fig4");
        double[][] x = new double[2][2];
        assertEquals(2.0, IdealTimeLp.solveWithFractions(in, x), 1e-9);
        assertEquals(2.0 / 3, x[0][0], 1e-9, "the LP puts 2/3 of T1 on M1 (Fig. 4)");
        assertEquals(3.0, PreemptiveLp.value(in), 1e-9, "the preemptive bound of Lawler & Labetoulle is 3");
        var o = UnrelatedProblem.exact().solve(in, Options.defaults());
        assertEquals(Status.OPTIMAL, o.status());
        assertEquals(3.0, o.objective(), 0);
        Metrics.Context c = new Metrics.Context(in, o.solution(), 0, o.objective());
        assertEquals(2.0 / 3, Metrics.byKey("E_id").orElseThrow().value(c).value(), 1e-9, "E = 2/3 even for the optimum");
        assertEquals(1.0, Metrics.byKey("ratio").orElseThrow().value(c).value(), 1e-12, "the worst-case ratio rates the optimum 1");
    }

    @Test
    void fig1EffectiveProcessorsBreakSp() throws Exception {
        UnrelatedInstance in = fx.get("paper-fig1");
        Assignment slowSplit = assignment("fig1-speed1.json", in), fast = assignment("fig1-speed3.json", in);
        assertEquals(Rational.of(1), metric("makespan", in, slowSplit).exact());
        assertEquals(Rational.of(2, 3), metric("makespan", in, fast).exact());
        assertEquals(Rational.of(2), metric("m_eff", in, slowSplit).exact());
        assertEquals(Rational.of(1), metric("m_eff", in, fast).exact());
        assertEquals(Rational.of(5, 3), metric("m_max", in, fast).exact(), "uniform: s_tot / s_max = 5/3");
    }

    @Test
    void everyFixtureOptimumIsProvenAndChecked() {
        var p = UnrelatedProblem.PROBLEM;
        for (Fixture<UnrelatedInstance> f : p.fixtures()) {
            var o = p.exactSolver().orElseThrow().solve(f.instance(), Options.defaults().withTimeLimit(20));
            assertEquals(Status.OPTIMAL, o.status(), f.name());
            assertEquals(f.knownOptimum(), o.objective(), 1e-9, f.name());
            var v = p.checker().check(f.instance(), o.solution());
            assertTrue(v.valid(), v.toString());
            assertEquals(o.objective(), v.objective(), 1e-12);
        }
    }
}
