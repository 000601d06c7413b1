package gaplab.catalog.metamorphic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.catalog.Problems;
import gaplab.catalog.Runs;
import gaplab.catalog.SolutionCheck;
import gaplab.model.core.Decimals;
import gaplab.model.core.Fixture;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import gaplab.model.core.Tolerance;
import gaplab.model.core.Verdict;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Jazzer target of the unit-change property (issue 34): the fuzzer picks a problem, a fixture, a heuristic's
 * schedule, up to three edits of its times (each a number of at most 12 significant digits, so the file is
 * exact in every unit) and a unit 10^k, k = −12..12; the verdict on the one check path must be the one at
 * the file's own unit, and a valid objective × 10^k. The committed inputs run in every test run;
 * {@code JAZZER_FUZZ=1} fuzzes.
 */
class UnitChangeFuzzTest {
    static final List<String> PROBLEMS = List.copyOf(new java.util.TreeSet<>(ScaledFiles.TIMES.keySet()));

    @FuzzTest(maxDuration = "10m")
    void verdictsDoNotDependOnTheUnit(FuzzedDataProvider data) throws Exception {
        check(Problems.byName(PROBLEMS.get(data.consumeInt(0, PROBLEMS.size() - 1))).orElseThrow(), data);
    }

    private static <I, S> void check(Problem<I, S> p, FuzzedDataProvider data) throws Exception {
        List<Fixture<I>> fixtures = p.fixtures();
        Fixture<I> f = fixtures.get(data.consumeInt(0, fixtures.size() - 1));
        List<Solver<I, S>> heuristics = new ArrayList<>();
        for (Solver<I, S> m : p.methods()) if (!m.exact() && !m.boundOnly()) heuristics.add(m);
        Solver<I, S> m = heuristics.get(data.consumeInt(0, heuristics.size() - 1));
        var run = Runs.run(p, m, f.instance(), Options.defaults().withTimeLimit(1));
        if (!run.outcome().hasSolution()) return;
        ObjectNode sol = p.solutionJson(f.instance(), run.outcome().solution());
        List<ObjectNode> times = new ArrayList<>();
        List<String> keys = new ArrayList<>();
        collect(sol, ScaledFiles.TIMES.get(p.name()), times, keys);
        int edits = times.isEmpty() ? 0 : data.consumeInt(0, 3);
        for (int e = 0; e < edits; e++) {
            int i = data.consumeInt(0, times.size() - 1);
            double v = times.get(i).get(keys.get(i)).asDouble() * data.consumeDouble();
            if (!Double.isFinite(v)) continue;
            times.get(i).put(keys.get(i), new BigDecimal(v).round(new MathContext(12)).doubleValue());
        }
        int k = data.consumeInt(-12, 12);
        Path dir = Files.createTempDirectory("unit");
        try {
            Verdict at0 = verdict(p, p.instanceJson(f.instance()), sol, 0, dir), atK = verdict(p, p.instanceJson(f.instance()), sol, k, dir);
            assertEquals(at0.valid(), atK.valid(), p.name() + " " + f.name() + " at 10^" + k + ": " + atK + " but at 10^0: " + at0 + "\n" + sol);
            if (at0.valid()) {
                double want = Double.parseDouble(Decimals.exact(at0.objective()).scaleByPowerOfTen(k).toString());
                assertTrue(Tolerance.same(atK.objective(), want, 0x1p-50), "objective at 10^" + k + ": " + atK.objective() + ", expected " + want);
            }
        } finally {
            try (var s = Files.list(dir)) { for (Path x : (Iterable<Path>) s::iterator) Files.delete(x); }
            Files.delete(dir);
        }
    }

    private static <I, S> Verdict verdict(Problem<I, S> p, JsonNode instance, JsonNode solution, int k, Path dir) throws Exception {
        Path fi = dir.resolve("i.json"), fs = dir.resolve("s.json");
        Files.writeString(fi, ScaledFiles.scale(p.name(), instance, k).toString());
        Files.writeString(fs, ScaledFiles.scale(p.name(), solution, k).toString());
        try {
            return SolutionCheck.judge(p, p.readInstance(fi), fs, Double.NaN).verdict();
        } catch (InputException e) {
            return Verdict.invalid("bad input: " + e.getMessage());
        }
    }

    private static void collect(JsonNode n, java.util.Set<String> fields, List<ObjectNode> at, List<String> keys) {
        if (n.isObject()) {
            for (var it = n.fields(); it.hasNext(); ) {
                var e = it.next();
                if (fields.contains(e.getKey()) && e.getValue().isNumber()) { at.add((ObjectNode) n); keys.add(e.getKey()); }
                else collect(e.getValue(), fields, at, keys);
            }
        } else if (n.isArray()) {
            for (JsonNode x : n) collect(x, fields, at, keys);
        }
    }
}
