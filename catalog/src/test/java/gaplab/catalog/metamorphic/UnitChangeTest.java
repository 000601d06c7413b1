package gaplab.catalog.metamorphic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.catalog.Problems;
import gaplab.catalog.Runs;
import gaplab.catalog.SolutionCheck;
import gaplab.model.core.Decimals;
import gaplab.model.core.Fixture;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.core.Options;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import gaplab.model.core.Tolerance;
import gaplab.model.core.Verdict;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Metamorphic test of every checker (issue 34): the same instance and solution written in another unit —
 * every time multiplied by 10^k, k = −12, −9, …, 12, exactly in decimal ({@link ScaledFiles}) — get the same
 * verdict on the one check path ({@link SolutionCheck}: reader, checker, claim), and a valid one the same
 * objective times 10^k. The solutions are every heuristic's on every fixture (computed in floating point)
 * and mutants of them: one time moved by a fraction of itself, set to 0, or the claim lowered by 1 %.
 */
class UnitChangeTest {
    @TempDir
    Path tmp;

    /** Scales tried: every third power of ten from 10^-12 to 10^12 (UnitChangeFuzzTest draws any k in between). */
    static final int LOW = -12, HIGH = 12, STEP = 3;

    @Test
    void noVerdictOrObjectiveDependsOnTheUnit() throws Exception {
        TreeMap<String, int[]> counts = new TreeMap<>();
        for (String name : ScaledFiles.TIMES.keySet()) {
            Problem<?, ?> p = Problems.byName(name).orElseThrow();
            counts.put(name, run(p));
        }
        int units = (HIGH - LOW) / STEP + 1;
        counts.forEach((k, c) -> System.out.printf("unit change, %-10s: %d solutions (%d valid, %d invalid) x %d units = %d checks%n",
                k, c[0], c[1], c[0] - c[1], units, c[0] * units));
        for (var e : counts.entrySet()) assertTrue(e.getValue()[1] > 0 && e.getValue()[0] > e.getValue()[1], e.getKey() + ": valid and invalid solutions both tried");
    }

    /**
     * Every heuristic run on the instance written in another unit (k ∈ {−12, −6, 6, 12}) gives a schedule
     * the checker accepts, and every lower bound is the bound × 10^k (relative 1e-9): no method or bound
     * depends on the unit either.
     */
    @Test
    void heuristicsAndBoundsWorkInEveryUnit() throws Exception {
        int[] count = new int[3];
        java.util.List<String> changed = new ArrayList<>();
        for (String name : ScaledFiles.TIMES.keySet()) methodsAndBounds(Problems.byName(name).orElseThrow(), count, changed);
        System.out.printf("other units: %d heuristic solutions valid, %d with the objective x 10^k exactly, %d bounds x 10^k%n", count[0], count[1], count[2]);
        changed.forEach(c -> System.out.println("  objective not x 10^k (ties broken otherwise): " + c));
        assertTrue(count[0] > 100 && count[2] > 100, "tried: " + java.util.Arrays.toString(count));
    }

    private <I, S> void methodsAndBounds(Problem<I, S> p, int[] count, List<String> changed) throws Exception {
        for (Fixture<I> f : p.fixtures()) {
            java.util.Map<String, Double> base = new java.util.HashMap<>();
            for (Solver<I, S> m : p.methods()) {
                if (m.exact() || m.boundOnly()) continue;
                var c = Runs.run(p, m, f.instance(), Options.defaults().withTimeLimit(1));
                if (c.verdict() != null && c.verdict().valid()) base.put(m.name(), c.verdict().objective());
            }
            for (int k : new int[]{-12, -6, 6, 12}) {
                Path fi = tmp.resolve("i.json");
                Files.writeString(fi, ScaledFiles.scale(p.name(), p.instanceJson(f.instance()), k).toString());
                I in = p.readInstance(fi);
                for (Solver<I, S> m : p.methods()) {
                    if (m.exact() || m.boundOnly() || !base.containsKey(m.name())) continue;
                    var c = Runs.run(p, m, in, Options.defaults().withTimeLimit(1));
                    String what = p.name() + " " + f.name() + " " + m.name() + " at 10^" + k;
                    assertTrue(c.outcome().hasSolution() && c.verdict().valid(), what + ": " + c.verdict() + " " + c.outcome().note());
                    count[0]++;
                    double want = Double.parseDouble(Decimals.exact(base.get(m.name())).scaleByPowerOfTen(k).toString());
                    if (Tolerance.same(c.verdict().objective(), want, 1e-9)) count[1]++;
                    else changed.add(what + ": " + c.verdict().objective() + " against " + want);
                }
                for (var b : p.bounds()) {
                    double at = b.bound(in), want = Double.parseDouble(Decimals.exact(b.bound(f.instance())).scaleByPowerOfTen(k).toString());
                    assertTrue(Tolerance.same(at, want, 1e-9), p.name() + " " + f.name() + " bound " + b.name() + " at 10^" + k + ": " + at + ", expected " + want);
                    count[2]++;
                }
            }
        }
    }

    private <I, S> int[] run(Problem<I, S> p) throws Exception {
        int[] count = new int[2];
        SplittableRandom r = new SplittableRandom(34);
        for (Fixture<I> f : p.fixtures()) {
            JsonNode instance = p.instanceJson(f.instance());
            for (Solver<I, S> m : p.methods()) {
                if (m.exact() || m.boundOnly()) continue;
                var c = Runs.run(p, m, f.instance(), Options.defaults().withTimeLimit(1));
                if (!c.outcome().hasSolution()) continue;
                ObjectNode sol = p.solutionJson(f.instance(), c.outcome().solution());
                List<ObjectNode> tried = new ArrayList<>(List.of(sol));
                for (int i = 0; i < 3; i++) tried.add(Mutants.of(p.name(), sol, r));
                for (ObjectNode s : tried) {
                    boolean valid = sameAtEveryUnit(p, f.name(), instance, s);
                    count[0]++;
                    if (valid) count[1]++;
                }
            }
        }
        return count;
    }

    /** Checks instance and solution at every unit; asserts one verdict and objective × 10^k; returns the verdict. */
    private <I, S> boolean sameAtEveryUnit(Problem<I, S> p, String fixture, JsonNode instance, JsonNode solution) throws Exception {
        Verdict base = null;
        for (int k = LOW; k <= HIGH; k += STEP) {
            Path fi = tmp.resolve("i.json"), fs = tmp.resolve("s.json");
            Files.writeString(fi, ScaledFiles.scale(p.name(), instance, k).toString());
            Files.writeString(fs, ScaledFiles.scale(p.name(), solution, k).toString());
            I in = p.readInstance(fi);
            Verdict v;
            try {
                v = SolutionCheck.judge(p, in, fs, Double.NaN).verdict();
            } catch (InputException e) {
                v = Verdict.invalid("bad input: " + e.getMessage());
            }
            String what = p.name() + " " + fixture + " at 10^" + k + ": " + v + "\nsolution " + solution;
            if (base == null) { base = v; continue; }
            assertEquals(base.valid(), v.valid(), what + "\nat 10^" + LOW + ": " + base);
            if (v.valid()) {
                BigDecimal want = Decimals.exact(base.objective()).scaleByPowerOfTen(k - LOW);
                assertTrue(Tolerance.same(v.objective(), want.doubleValue(), 0x1p-50), what + " objective, expected " + want);
            }
        }
        return base.valid();
    }
}
