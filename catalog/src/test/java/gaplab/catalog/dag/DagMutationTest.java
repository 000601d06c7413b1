package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.Options;
import gaplab.model.core.Verdict;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.Schedule.Slot;
import gaplab.model.dag.TaskGraph;
import gaplab.verify.dag.DagChecker;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * The checker against mutants of valid schedules: 17 kinds of mutation; a mutant that the test's own
 * pairwise re-computation (written independently of the checker) finds invalid must be rejected, and a
 * still-valid one accepted with the recomputed makespan.
 */
class DagMutationTest {
    static final DagChecker CHECK = new DagChecker();

    /** The test's own slack: relative only, as the checker's policy (docs/limits.md), never absolute. */
    static final double REL = 1e-12;

    /** The test's own verdict: null when valid, else why not. Every pair of instances is compared. */
    static String oracle(DagInstance inst, List<Slot> slots) {
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors();
        int[] originals = new int[n], count = new int[n];
        for (Slot s : slots) {
            if (s.task() < 0 || s.task() >= n) return "task";
            if (s.processor() < 0 || s.processor() >= P) return "processor";
            if (!Double.isFinite(s.start()) || !Double.isFinite(s.end()) || s.start() < 0) return "time";
            double need = g.mu(s.task()) / inst.machine().speed(s.processor());
            if (Math.abs(s.end() - s.start() - need) > REL * Math.max(Math.abs(s.end()), need)) return "duration";
            count[s.task()]++;
            if (!s.duplicate()) originals[s.task()]++;
        }
        for (int t = 0; t < n; t++) if (count[t] == 0 || originals[t] != 1) return "instances of " + t;
        for (Slot a : slots)
            for (Slot b : slots)
                if (a != b && a.processor() == b.processor() && Math.min(a.end(), b.end()) - Math.max(a.start(), b.start()) > REL * Math.max(a.end(), b.end())) return "overlap";
        for (int arc = 0; arc < g.arcCount(); arc++)
            for (Slot v : slots) {
                if (v.task() != g.to(arc)) continue;
                double best = Double.POSITIVE_INFINITY;
                for (Slot u : slots)
                    if (u.task() == g.from(arc))
                        best = Math.min(best, u.end() + (u.processor() == v.processor() ? 0 : g.eta(arc) * inst.machine().lambda(u.processor(), v.processor())));
                if (best > v.start() + REL * Math.max(best, v.start())) return "data";
            }
        return null;
    }

    /** The kinds of mutation, each a function of (slots, random) returning the mutant's slots. */
    static final TreeMap<String, BiFunction<List<Slot>, SplittableRandom, List<Slot>>> KINDS = new TreeMap<>();
    static Slot with(Slot s, int p, double start, double end, boolean dup) { return new Slot(s.task(), p, start, end, dup); }
    static int any(List<Slot> l, SplittableRandom r) { return r.nextInt(l.size()); }
    static {
        KINDS.put("01 move to another processor", (l, r) -> { int i = any(l, r); Slot s = l.get(i); l.set(i, with(s, s.processor() + 1 + r.nextInt(3), s.start(), s.end(), s.duplicate())); return l; });
        KINDS.put("02 shift later", (l, r) -> { int i = any(l, r); Slot s = l.get(i); double d = 1 + r.nextInt(3); l.set(i, with(s, s.processor(), s.start() + d, s.end() + d, s.duplicate())); return l; });
        KINDS.put("03 shift earlier", (l, r) -> { int i = any(l, r); Slot s = l.get(i); double d = 1 + r.nextInt(3); l.set(i, with(s, s.processor(), s.start() - d, s.end() - d, s.duplicate())); return l; });
        KINDS.put("04 start with another task", (l, r) -> { int i = any(l, r), j = any(l, r); Slot s = l.get(i); double st = l.get(j).start(); l.set(i, with(s, l.get(j).processor(), st, st + s.end() - s.start(), s.duplicate())); return l; });
        KINDS.put("05 drop an instance", (l, r) -> { l.remove(any(l, r)); return l; });
        KINDS.put("06 add a copy elsewhere", (l, r) -> { Slot s = l.get(any(l, r)); l.add(with(s, (s.processor() + 1) % 3, s.start(), s.end(), true)); return l; });
        KINDS.put("07 add a second original", (l, r) -> { Slot s = l.get(any(l, r)); l.add(with(s, s.processor(), s.end(), 2 * s.end() - s.start(), false)); return l; });
        KINDS.put("08 stretch", (l, r) -> { int i = any(l, r); Slot s = l.get(i); l.set(i, with(s, s.processor(), s.start(), s.end() + 1, s.duplicate())); return l; });
        KINDS.put("09 shrink", (l, r) -> { int i = any(l, r); Slot s = l.get(i); l.set(i, with(s, s.processor(), s.start(), s.end() - 0.5, s.duplicate())); return l; });
        KINDS.put("10 swap processors", (l, r) -> { int i = any(l, r), j = any(l, r); Slot a = l.get(i), b = l.get(j); l.set(i, with(a, b.processor(), a.start(), a.end(), a.duplicate())); l.set(j, with(b, a.processor(), b.start(), b.end(), b.duplicate())); return l; });
        KINDS.put("11 swap starts", (l, r) -> { int i = any(l, r), j = any(l, r); Slot a = l.get(i), b = l.get(j); l.set(i, with(a, a.processor(), b.start(), b.start() + a.end() - a.start(), a.duplicate())); l.set(j, with(b, b.processor(), a.start(), a.start() + b.end() - b.start(), b.duplicate())); return l; });
        KINDS.put("12 negative start", (l, r) -> { int i = any(l, r); Slot s = l.get(i); l.set(i, with(s, s.processor(), -1, s.end() - s.start() - 1, s.duplicate())); return l; });
        KINDS.put("13 processor that does not exist", (l, r) -> { int i = any(l, r); Slot s = l.get(i); l.set(i, with(s, r.nextBoolean() ? -1 : 99, s.start(), s.end(), s.duplicate())); return l; });
        KINDS.put("14 original marked as a copy", (l, r) -> { int i = any(l, r); Slot s = l.get(i); l.set(i, with(s, s.processor(), s.start(), s.end(), !s.duplicate())); return l; });
        KINDS.put("15 shift a whole processor later", (l, r) -> { int p = l.get(any(l, r)).processor(); l.replaceAll(s -> s.processor() == p ? with(s, p, s.start() + 2, s.end() + 2, s.duplicate()) : s); return l; });
        KINDS.put("16 start at time 0", (l, r) -> { int i = any(l, r); Slot s = l.get(i); l.set(i, with(s, s.processor(), 0, s.end() - s.start(), s.duplicate())); return l; });
        KINDS.put("17 not a number", (l, r) -> { int i = any(l, r); Slot s = l.get(i); l.set(i, with(s, s.processor(), r.nextBoolean() ? Double.NaN : Double.POSITIVE_INFINITY, s.end(), s.duplicate())); return l; });
    }

    @Test
    void everyInvalidMutantIsRejectedAndEveryValidOneAcceptedWithItsMakespan() {
        SplittableRandom r = new SplittableRandom(20261124L);
        TreeMap<String, int[]> killed = new TreeMap<>();   // kind -> {invalid and rejected, valid and accepted}
        List<DagSolver> heuristics = DagProblem.heuristics();
        for (int k = 0; k < 300; k++) {
            DagInstance inst = DagPropertiesTest.random(r.nextLong(), 9, 4);
            Schedule base = heuristics.get(r.nextInt(heuristics.size())).solve(inst, Options.defaults()).solution();
            assertEquals(null, oracle(inst, base.slots()), "the heuristic's schedule");
            for (var kind : KINDS.entrySet()) {
                List<Slot> mutant = kind.getValue().apply(new ArrayList<>(base.slots()), r);
                Verdict v = CHECK.check(inst, new Schedule(mutant));
                String why = oracle(inst, mutant);
                int[] c = killed.computeIfAbsent(kind.getKey(), x -> new int[2]);
                if (why != null) {
                    assertTrue(!v.valid(), kind.getKey() + ": accepted although " + why + ": " + mutant);
                    c[0]++;
                } else {
                    assertTrue(v.valid(), kind.getKey() + ": rejected a valid schedule: " + v.violation());
                    assertEquals(mutant.stream().mapToDouble(Slot::end).max().orElse(0), v.objective(), 1e-9);
                    c[1]++;
                }
            }
        }
        for (var e : killed.entrySet()) assertTrue(e.getValue()[0] > 0, e.getKey() + " never produced an invalid mutant");
        System.out.println("dag mutants (rejected, accepted): " + killed.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()[0] + "/" + e.getValue()[1]).toList());
    }
}
