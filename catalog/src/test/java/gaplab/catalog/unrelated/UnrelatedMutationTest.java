package gaplab.catalog.unrelated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.Options;
import gaplab.model.core.Verdict;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.unrelated.UnrelatedSolver;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * The R||Cmax checker against mutants of valid assignments: 15 kinds of mutation; each mutant the
 * test's own re-computation finds invalid is rejected, each valid one accepted with its makespan.
 */
class UnrelatedMutationTest {

    /** The test's own makespan, or NaN when the assignment is invalid. */
    static double oracle(UnrelatedInstance in, int[] a) {
        if (a.length != in.n()) return Double.NaN;
        double[] load = new double[in.m()];
        for (int i = 0; i < a.length; i++) {
            if (a[i] < 0 || a[i] >= in.m() || !in.canRun(i, a[i])) return Double.NaN;
            load[a[i]] += in.time(i, a[i]);
        }
        return Arrays.stream(load).max().orElse(0);
    }

    static final TreeMap<String, BiFunction<int[], UnrelatedInstance, int[]>> KINDS = new TreeMap<>();
    static final SplittableRandom R = new SplittableRandom(20261124L);
    static {
        KINDS.put("01 next machine", (a, in) -> { int i = R.nextInt(a.length); a[i] = (a[i] + 1) % in.m(); return a; });
        KINDS.put("02 machine 0", (a, in) -> { a[R.nextInt(a.length)] = 0; return a; });
        KINDS.put("03 last machine", (a, in) -> { a[R.nextInt(a.length)] = in.m() - 1; return a; });
        KINDS.put("04 swap two tasks", (a, in) -> { int i = R.nextInt(a.length), j = R.nextInt(a.length), x = a[i]; a[i] = a[j]; a[j] = x; return a; });
        KINDS.put("05 one entry short", (a, in) -> Arrays.copyOf(a, a.length - 1));
        KINDS.put("06 one entry more", (a, in) -> Arrays.copyOf(a, a.length + 1));
        KINDS.put("07 machine -1", (a, in) -> { a[R.nextInt(a.length)] = -1; return a; });
        KINDS.put("08 machine m", (a, in) -> { a[R.nextInt(a.length)] = in.m(); return a; });
        KINDS.put("09 largest int", (a, in) -> { a[R.nextInt(a.length)] = Integer.MAX_VALUE; return a; });
        KINDS.put("10 all on one machine", (a, in) -> { Arrays.fill(a, R.nextInt(in.m())); return a; });
        KINDS.put("11 rotate machines", (a, in) -> { for (int i = 0; i < a.length; i++) a[i] = (a[i] + 1) % in.m(); return a; });
        KINDS.put("12 reverse", (a, in) -> { for (int i = 0, j = a.length - 1; i < j; i++, j--) { int x = a[i]; a[i] = a[j]; a[j] = x; } return a; });
        KINDS.put("13 onto a machine that cannot run it", (a, in) -> {
            for (int i = 0; i < a.length; i++) for (int p = 0; p < in.m(); p++) if (!in.canRun(i, p)) { a[i] = p; return a; }
            a[0] = -1;
            return a;
        });
        KINDS.put("14 each task on its fastest machine", (a, in) -> {
            for (int i = 0; i < a.length; i++) { int best = 0; for (int p = 1; p < in.m(); p++) if (in.time(i, p) < in.time(i, best)) best = p; a[i] = best; }
            return a;
        });
        KINDS.put("15 empty", (a, in) -> new int[0]);
    }

    @Test
    void everyInvalidMutantIsRejectedAndEveryValidOneAcceptedWithItsMakespan() {
        var checker = UnrelatedProblem.PROBLEM.checker();
        List<UnrelatedSolver> hs = UnrelatedProblem.heuristics();
        TreeMap<String, int[]> counts = new TreeMap<>();
        for (int k = 0; k < 300; k++) {
            int n = 1 + R.nextInt(8), m = 1 + R.nextInt(4);
            double[][] t = new double[n][m];
            for (double[] row : t) for (int p = 0; p < m; p++) row[p] = R.nextInt(6) == 0 && p > 0 ? Double.POSITIVE_INFINITY : 1 + R.nextInt(20) / (R.nextBoolean() ? 1.0 : 4.0);
            UnrelatedInstance in = UnrelatedInstance.ofTimes("m" + k, t);
            Assignment base = hs.get(R.nextInt(hs.size())).solve(in, Options.defaults()).solution();
            if (base == null) continue;
            assertTrue(!Double.isNaN(oracle(in, base.machine())), "the heuristic's assignment");
            for (var kind : KINDS.entrySet()) {
                int[] mutant = kind.getValue().apply(base.machine().clone(), in);
                double expected = oracle(in, mutant);
                Verdict v = checker.check(in, new Assignment(mutant));
                int[] c = counts.computeIfAbsent(kind.getKey(), x -> new int[2]);
                if (Double.isNaN(expected)) {
                    assertTrue(!v.valid(), kind.getKey() + ": accepted " + Arrays.toString(mutant));
                    c[0]++;
                } else {
                    assertTrue(v.valid(), kind.getKey() + ": rejected a valid assignment: " + v.violation());
                    assertEquals(expected, v.objective(), 1e-9 * Math.max(1, expected));
                    c[1]++;
                }
            }
        }
        for (var e : counts.entrySet()) assertTrue(e.getValue()[0] + e.getValue()[1] > 0, e.getKey());
        assertTrue(counts.values().stream().mapToInt(c -> c[0]).sum() > 1000, "invalid mutants: " + counts.values().stream().mapToInt(c -> c[0]).sum());
        System.out.println("unrelated mutants (rejected/accepted): " + counts.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()[0] + "/" + e.getValue()[1]).toList());
    }
}
