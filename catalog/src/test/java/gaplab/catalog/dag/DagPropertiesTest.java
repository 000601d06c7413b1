package gaplab.catalog.dag;

import gaplab.analysis.dag.DagBounds;
import gaplab.exact.dag.search.AllocationSearch;
import gaplab.exact.dag.search.DagBranchAndBound;
import gaplab.exact.dag.search.SearchSettings;
import gaplab.exact.dag.DagChocoDupModel;
import gaplab.exact.dag.DagChocoModel;
import gaplab.heuristics.dag.Dl;
import gaplab.heuristics.dag.Duplication;
import gaplab.heuristics.dag.Etf;
import gaplab.heuristics.dag.Mh;
import gaplab.heuristics.dag.ScheduleState;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.DagSpace;
import gaplab.model.dag.Machine;
import gaplab.model.dag.RandomDags;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import gaplab.verify.dag.DagChecker;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.model.core.Fixture;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.core.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Property tests: checker, bounds, exact solvers, heuristics, brute force. */
class DagPropertiesTest {
    static final DagChecker CHECK = new DagChecker();

    /** A random small instance on a random machine (complete, ring, mesh, hypercube, or with speeds). */
    static DagInstance random(long seed, int maxTasks, int maxProcs) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = 1 + r.nextInt(maxTasks);
        TaskGraph g = RandomDags.small(r, n, 0.2 + 0.4 * r.nextDouble(), 9, r.nextInt(4) == 0 ? 0 : 8);
        int p = 1 + r.nextInt(maxProcs);
        Machine m;
        try {
            switch (r.nextInt(5)) {
                case 0 -> m = Machine.parse("ring:" + p);
                case 1 -> m = Machine.parse("mesh:1x" + p);
                case 2 -> m = Machine.parse("hypercube:" + (p >= 4 ? 2 : 1));
                case 3 -> {
                    double[] sp = new double[p];
                    for (int i = 0; i < p; i++) sp[i] = 1 + r.nextInt(2);
                    m = Machine.parse("complete:" + p).withSpeeds(sp);
                }
                default -> m = Machine.parse("complete:" + p);
            }
        } catch (gaplab.model.core.InputException e) {
            throw new IllegalStateException(e);
        }
        return new DagInstance(g, m);
    }

    @Test
    void everyHeuristicScheduleIsValid() {
        qt().withFixedSeed(20261121L).withExamples(150).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = random(seed, 25, 6);
            for (DagSolver h : DagProblem.heuristics()) {
                Schedule s = h.solve(inst, Options.defaults()).solution();
                Verdict v = CHECK.check(inst, s);
                assertTrue(v.valid(), h.name() + " on seed " + seed + ": " + v.violation());
                assertEquals(s.makespan(), v.objective(), 1e-9);
                assertTrue(v.objective() >= DagBounds.best(inst) - 1e-9, h.name() + " below the lower bound, seed " + seed);
                if (h.name().indexOf('+') < 0) assertEquals(0, s.duplicates(), h.name());
            }
        });
    }

    @Test
    void boundsExactHeuristicsAreOrdered() {
        DagSolver exact = DagProblem.exact(), exactDup = DagProblem.exactDup();
        qt().withFixedSeed(20261121L).withExamples(40).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = random(seed, 7, 3);
            Outcome<Schedule> e = exact.solve(inst, Options.defaults().withTimeLimit(20));
            Outcome<Schedule> d = exactDup.solve(inst, Options.defaults().withTimeLimit(20));
            assertEquals(Status.OPTIMAL, e.status(), "seed " + seed);
            assertTrue(CHECK.check(inst, e.solution()).valid(), "seed " + seed);
            assertTrue(CHECK.check(inst, d.solution()).valid(), "seed " + seed);
            double lb = DagBounds.best(inst);
            assertTrue(lb <= e.objective() + 1e-9, "bound " + lb + " > exact " + e.objective() + ", seed " + seed);
            if (d.status() == Status.OPTIMAL) {
                assertTrue(d.objective() <= e.objective() + 1e-9, "exact-dup above exact, seed " + seed);
                assertTrue(lb <= d.objective() + 1e-9, "bound above exact-dup, seed " + seed);
            }
            for (DagSolver h : DagProblem.heuristics()) {
                double v = h.solve(inst, Options.defaults()).objective();
                if (h.name().indexOf('+') < 0) assertTrue(e.objective() <= v + 1e-9, h.name() + " beat the optimum, seed " + seed);
                if (d.status() == Status.OPTIMAL) assertTrue(d.objective() <= v + 1e-9, h.name() + " beat the optimum with duplication, seed " + seed);
            }
        });
    }

    @Test
    void exactAgreesWithBruteForceAndChoco() {
        DagSolver exact = DagProblem.exact();
        DagSolver cp = new DagChocoModel(i -> List.of());
        DagSolver bare = new DagBranchAndBound(false, null);
        qt().withFixedSeed(20261121L).withExamples(40).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = random(seed, 5, 3);
            double brute = bruteForce(inst);
            Outcome<Schedule> e = exact.solve(inst, Options.defaults().withTimeLimit(20));
            assertEquals(brute, e.objective(), 1e-9, "exact vs brute force, seed " + seed);
            assertEquals(brute, bare.solve(inst, Options.defaults().withTimeLimit(20)).objective(), 1e-9, "exact without warm start, seed " + seed);
            boolean integral = true;
            for (int p = 0; p < inst.processors(); p++) integral &= inst.machine().speed(p) == 1;
            if (integral) {
                Outcome<Schedule> c = cp.solve(inst, Options.defaults().withTimeLimit(20));
                assertEquals(Status.OPTIMAL, c.status(), "seed " + seed);
                assertEquals(brute, c.objective(), 1e-9, "exact-cp vs brute force, seed " + seed);
            }
        });
    }

    /** High communication (η up to 40, μ up to 9): the co-location bound is active and must stay at or below the optimum. */
    @Test
    void colocationBoundNeverExceedsTheOptimum() {
        DagSolver bare = new DagBranchAndBound(false, null);
        int[] above = {0};
        qt().withFixedSeed(20261122L).withExamples(60).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 2 + r.nextInt(4);
            TaskGraph g = RandomDags.small(r, n, 0.3 + 0.4 * r.nextDouble(), 9, 40);
            DagInstance inst = new DagInstance(g, machine((r.nextBoolean() ? "complete:" : "ring:") + (2 + r.nextInt(2))));
            double brute = bruteForce(inst);
            double b = DagBounds.colocation(inst, 0);
            assertTrue(b <= brute + 1e-9, "co-location bound " + b + " above the optimum " + brute + ", seed " + seed);
            if (b > DagBounds.best(inst) + 1e-9) above[0]++;
            assertEquals(brute, bare.solve(inst, Options.defaults().withTimeLimit(20)).objective(), 1e-9, "exact vs brute force, seed " + seed);
        });
        assertTrue(above[0] >= 5, "the co-location bound beat the other bounds only " + above[0] + " times");
    }

    /**
     * A random fork, join, in-tree, out-tree, fork-join or any DAG (shapes of the sinnen-optimal set),
     * small enough for brute force; η up to 30 so that both the remote and the local choice matter.
     */
    static DagInstance randomShape(long seed) { return randomShape(seed, 4, 30); }

    /** As {@link #randomShape(long)} with at least {@code minTasks} tasks (up to 3 more) and η up to {@code maxEta}. */
    static DagInstance randomShape(long seed, int minTasks, int maxEta) {
        SplittableRandom r = new SplittableRandom(seed);
        int shape = r.nextInt(6);
        int n = minTasks + r.nextInt(shape == 4 ? 3 : 4);
        if (shape == 5) // any small DAG
            return new DagInstance(RandomDags.small(r, n, 0.2 + 0.5 * r.nextDouble(), 9, maxEta), machine("complete:" + (2 + r.nextInt(2))));
        List<int[]> arcs = new ArrayList<>();
        switch (shape) {
            case 0 -> { for (int v = 1; v < n; v++) arcs.add(new int[] {0, v}); }            // fork
            case 1 -> { for (int u = 0; u < n - 1; u++) arcs.add(new int[] {u, n - 1}); }    // join
            case 2 -> { for (int v = 1; v < n; v++) arcs.add(new int[] {r.nextInt(v), v}); } // out-tree
            case 3 -> { for (int v = 1; v < n; v++) arcs.add(new int[] {v, r.nextInt(v)}); } // in-tree (arcs towards the root 0)
            default -> { for (int v = 1; v < n - 1; v++) { arcs.add(new int[] {0, v}); arcs.add(new int[] {v, n - 1}); } } // fork-join
        }
        List<String> ids = new ArrayList<>();
        double[] mu = new double[n];
        for (int t = 0; t < n; t++) { ids.add("t" + t); mu[t] = 1 + r.nextInt(9); }
        int[] from = new int[arcs.size()], to = new int[arcs.size()];
        double[] eta = new double[arcs.size()];
        for (int a = 0; a < arcs.size(); a++) { from[a] = arcs.get(a)[0]; to[a] = arcs.get(a)[1]; eta[a] = r.nextInt(maxEta + 1); }
        // equal weights now and then, so that equivalent tasks and ties occur
        if (r.nextBoolean()) for (int t = 1; t < n; t++) if (r.nextInt(3) == 0) mu[t] = mu[t - 1];
        try {
            TaskGraph g = new TaskGraph("shape" + seed, "shape" + shape, ids, mu, from, to, eta, Double.NaN, 0);
            int p = 2 + r.nextInt(2);
            return new DagInstance(g, Machine.parse((r.nextInt(3) == 0 ? "ring:" : "complete:") + p));
        } catch (gaplab.model.core.InputException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The sink/source order rules, the pilot and the local search never lose the optimum. */
    @Test
    void orderRulesKeepTheOptimumOnForksJoinsAndTrees() {
        DagSolver rules = new DagBranchAndBound(false, null, SearchSettings.defaults().withPilot(0, 0).withOrderRules(true));
        DagSolver noRules = new DagBranchAndBound(false, null, SearchSettings.defaults().withPilot(0, 0).withOrderRules(false));
        DagSolver lsFirst = new DagBranchAndBound(false, null, SearchSettings.defaults().withPilot(1, 5_000).withOrderRules(true));
        qt().withFixedSeed(20261123L).withExamples(Integer.getInteger("gaplab.test.examples", 60)).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = randomShape(seed);
            double brute = bruteForce(inst);
            for (DagSolver s : List.of(rules, noRules, lsFirst)) {
                Outcome<Schedule> o = s.solve(inst, Options.defaults().withTimeLimit(20));
                assertEquals(Status.OPTIMAL, o.status(), "seed " + seed);
                assertTrue(CHECK.check(inst, o.solution()).valid(), "seed " + seed);
                assertEquals(brute, o.objective(), 1e-9, "exact vs brute force, seed " + seed + ", " + inst.graph().name());
            }
        });
    }

    /** A machine with an asymmetric λ matrix (entries 1–3) and speeds 1 or 2: the mirror transposes λ. */
    static Machine asymmetric(SplittableRandom r, int p) {
        double[][] l = new double[p][p];
        double[] sp = new double[p];
        for (int i = 0; i < p; i++) { sp[i] = 1 + r.nextInt(2); for (int j = 0; j < p; j++) l[i][j] = i == j ? 0 : 1 + r.nextInt(3); }
        return new Machine("asymmetric:" + p, l, sp);
    }

    /**
     * The mirror instance (arcs reversed, λ transposed) has the same optimum, by brute force on
     * both; an optimal schedule mirrored is valid there with the same makespan and mirrors back to
     * itself.
     */
    @Test
    void theMirrorInstanceHasTheSameOptimum() {
        DagSolver forwardOnly = new DagBranchAndBound(false, null, SearchSettings.defaults().withPilot(0, 0).withOrderRules(true).withSliceNodes(0));
        qt().withFixedSeed(20261126L).withExamples(40).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            DagInstance inst = r.nextBoolean() ? randomShape(seed)
                    : new DagInstance(RandomDags.small(r, 2 + r.nextInt(4), 0.2 + 0.5 * r.nextDouble(), 9, 20), asymmetric(r, 2 + r.nextInt(2)));
            DagInstance mi = inst.mirrored();
            double brute = bruteForce(inst);
            assertEquals(brute, bruteForce(mi), 1e-9, "mirror optimum differs, seed " + seed);
            Outcome<Schedule> o = forwardOnly.solve(inst, Options.defaults().withTimeLimit(20));
            assertEquals(brute, o.objective(), 1e-9, "seed " + seed);
            Schedule m = o.solution().mirrored();
            Verdict v = CHECK.check(mi, m);
            assertTrue(v.valid(), "mirrored schedule invalid on the mirror, seed " + seed + ": " + v.violation());
            assertEquals(o.objective(), v.objective(), 1e-9);
            assertEquals(o.solution(), m.mirrored(), "mirroring twice, seed " + seed);
            assertEquals(inst.graph().size(), mi.mirrored().graph().size());
        });
    }

    /**
     * The forward and mirror searches taking turns every 1,024 nodes (so that both run, and either
     * may prove the optimum) agree with the forward search alone, give valid schedules, and give the
     * same result and node counts on every run.
     */
    @Test
    void forwardAndMirrorTakingTurnsKeepTheOptimumAndAreDeterministic() throws Exception {
        // without the partition test and the sink phase, so that enough of these graphs need both sides (80 graphs:
        // since the search works in the data's integer unit, the halves of speed-2 processors no longer stall it)
        SearchSettings base = SearchSettings.fromParams(java.util.Map.of("partition", "false", "sink-phase", "false")).withPilot(0, 0).withOrderRules(true);
        DagSolver forwardOnly = new DagBranchAndBound(false, null, base.withSliceNodes(0));
        DagSolver turns = new DagBranchAndBound(false, null, base.withSliceNodes(1024));
        int[] mirrorRan = {0}, mirrorProved = {0};
        qt().withFixedSeed(20261127L).withExamples(Integer.getInteger("gaplab.test.examples", 80)).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            int n = 9 + r.nextInt(4);
            TaskGraph g = RandomDags.small(r, n, 0.1 + 0.3 * r.nextDouble(), 9, r.nextBoolean() ? 3 : 20);
            DagInstance inst = new DagInstance(g, r.nextInt(3) == 0 ? asymmetric(r, 3) : machine("complete:" + (2 + r.nextInt(2))));
            Outcome<Schedule> f = forwardOnly.solve(inst, Options.defaults().withTimeLimit(60));
            Outcome<Schedule> a = turns.solve(inst, Options.defaults().withTimeLimit(60));
            Outcome<Schedule> b = turns.solve(inst, Options.defaults().withTimeLimit(60));
            assertEquals(Status.OPTIMAL, f.status(), "seed " + seed);
            assertEquals(Status.OPTIMAL, a.status(), "seed " + seed);
            assertEquals(f.objective(), a.objective(), 1e-9, "turns vs forward only, seed " + seed);
            Verdict v = CHECK.check(inst, a.solution());
            assertTrue(v.valid(), "seed " + seed + ": " + v.violation());
            assertEquals(a.objective(), v.objective(), 1e-9);
            assertEquals(a.solution(), b.solution(), "not deterministic, seed " + seed);
            assertEquals(a.note(), b.note(), "not deterministic, seed " + seed);
            if (a.note().contains("on the mirror")) mirrorRan[0]++;
            if (a.note().contains("proven on the mirror")) mirrorProved[0]++;
        });
        assertTrue(mirrorRan[0] >= 5 && mirrorProved[0] >= 2, "the mirror search ran " + mirrorRan[0] + " times and proved " + mirrorProved[0]);
    }

    @Test
    void machineAutomorphismsAreCountedRight() throws Exception {
        assertEquals(24, Machine.parse("complete:4").automorphisms(10_000).size());
        assertEquals(8, Machine.parse("ring:4").automorphisms(10_000).size());
        assertEquals(10, Machine.parse("ring:5").automorphisms(10_000).size());
        assertEquals(48, Machine.parse("hypercube:3").automorphisms(10_000).size());
        assertEquals(384, Machine.parse("hypercube:4").automorphisms(10_000).size());
        assertEquals(4, Machine.parse("mesh:2x3").automorphisms(10_000).size());
        assertEquals(8, Machine.parse("mesh:3x3").automorphisms(10_000).size());
        assertEquals(2, Machine.parse("mesh:1x4").automorphisms(10_000).size());
        assertEquals(null, Machine.parse("complete:8").automorphisms(1_000), "more than the limit");
        double[] speeds = {1, 2, 1, 2};
        assertEquals(4, Machine.parse("ring:4").withSpeeds(speeds).automorphisms(10_000).size(), "speeds 1,2,1,2 on a ring: rotations by 2 and reflections through a speed-1 pair");
        for (int[] g : Machine.parse("hypercube:3").automorphisms(10_000))
            for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++)
                assertEquals(Integer.bitCount(i ^ j), Integer.bitCount(g[i] ^ g[j]), "hop count preserved");
    }

    /** Symmetry breaking by the automorphisms of rings, meshes and hypercubes never loses the optimum. */
    @Test
    void topologySymmetryKeepsTheOptimum() {
        String[] machines = {"ring:4", "ring:5", "mesh:2x2", "mesh:2x3", "hypercube:2", "ring:3"};
        DagSolver bare = new DagBranchAndBound(false, null, SearchSettings.defaults().withPilot(0, 0).withOrderRules(true));
        qt().withFixedSeed(20261125L).withExamples(40).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            String spec = machines[r.nextInt(machines.length)];
            Machine m = machine(spec);
            int n = 2 + r.nextInt(m.size() >= 5 ? 3 : 4);
            DagInstance inst = new DagInstance(RandomDags.small(r, n, 0.2 + 0.5 * r.nextDouble(), 9, 1 + r.nextInt(20)), m);
            Outcome<Schedule> o = bare.solve(inst, Options.defaults().withTimeLimit(20));
            assertEquals(Status.OPTIMAL, o.status(), "seed " + seed);
            assertTrue(CHECK.check(inst, o.solution()).valid(), "seed " + seed);
            assertEquals(bruteForce(inst), o.objective(), 1e-9, "exact vs brute force on " + spec + ", seed " + seed);
        });
    }

    /** The local search returns valid schedules, never worse than where it started, and the same one every time. */
    @Test
    void allocationSearchIsValidMonotoneAndDeterministic() {
        qt().withFixedSeed(20261124L).withExamples(40).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = random(seed, 25, 6);
            Schedule start = new Etf(Duplication.NONE).solve(inst, Options.defaults()).solution();
            AllocationSearch ls = new AllocationSearch(inst);
            Schedule a = ls.search(List.of(start), 3_000, 7, Long.MAX_VALUE);
            Schedule b = new AllocationSearch(inst).search(List.of(start), 3_000, 7, Long.MAX_VALUE);
            Verdict v = CHECK.check(inst, a);
            assertTrue(v.valid(), "seed " + seed + ": " + v.violation());
            assertEquals(a.makespan(), v.objective(), 1e-9);
            assertTrue(a.makespan() <= start.makespan() + 1e-9, "local search worse than its start, seed " + seed);
            assertEquals(a, b, "not deterministic, seed " + seed);
        });
    }

    @Test
    void exactDupAgreesWithTheChocoDuplicationModel() {
        DagSolver exactDup = DagProblem.exactDup();
        DagSolver cpDup = new DagChocoDupModel();
        int[] compared = {0};
        qt().withFixedSeed(20261121L).withExamples(30).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = random(seed, 4, 3);
            for (int p = 0; p < inst.processors(); p++) if (inst.machine().speed(p) != 1) return;
            Outcome<Schedule> d = exactDup.solve(inst, Options.defaults().withTimeLimit(10));
            Outcome<Schedule> c = cpDup.solve(inst, Options.defaults().withTimeLimit(3));
            assertEquals(Status.OPTIMAL, d.status(), "seed " + seed);
            if (c.solution() == null) return;
            assertTrue(CHECK.check(inst, c.solution()).valid(), "Choco dup schedule invalid, seed " + seed + ": " + CHECK.check(inst, c.solution()));
            assertTrue(c.objective() >= d.objective() - 1e-9, "Choco found better than exact-dup, seed " + seed);
            if (c.status() == Status.OPTIMAL) {
                assertEquals(c.objective(), d.objective(), 1e-9, "exact-dup vs exact-cp-dup, seed " + seed);
                compared[0]++;
            }
        });
        assertTrue(compared[0] >= 10, "only " + compared[0] + " instances compared");
    }

    /**
     * Brute force, independent of the solvers' search rules: every processor assignment and every
     * topological order (the order of tasks on each processor), each evaluated as the earliest
     * schedule respecting precedence, delays and that order.
     */
    static double bruteForce(DagInstance inst) {
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors();
        int[] assign = new int[n];
        double best = Double.POSITIVE_INFINITY;
        List<int[]> orders = new ArrayList<>();
        permute(g, new int[n], new boolean[n], 0, orders);
        int total = (int) Math.pow(P, n);
        for (int code = 0; code < total; code++) {
            int c = code;
            for (int t = 0; t < n; t++) { assign[t] = c % P; c /= P; }
            for (int[] order : orders) {
                double[] end = new double[n], free = new double[P];
                double mk = 0;
                for (int t : order) {
                    double s = free[assign[t]];
                    int[] pr = g.preds(t), pa = g.predArcs(t);
                    for (int k = 0; k < pr.length; k++) s = Math.max(s, end[pr[k]] + inst.delay(pa[k], assign[pr[k]], assign[t]));
                    end[t] = s + inst.duration(t, assign[t]);
                    free[assign[t]] = end[t];
                    mk = Math.max(mk, end[t]);
                }
                best = Math.min(best, mk);
            }
        }
        return best;
    }

    private static void permute(TaskGraph g, int[] cur, boolean[] used, int k, List<int[]> out) {
        int n = g.size();
        if (k == n) { out.add(cur.clone()); return; }
        for (int t = 0; t < n; t++) {
            if (used[t]) continue;
            boolean ready = true;
            for (int u : g.preds(t)) ready &= used[u];
            if (!ready) continue;
            used[t] = true;
            cur[k] = t;
            permute(g, cur, used, k + 1, out);
            used[t] = false;
        }
    }

    @Test
    void checkerRejectsBrokenSchedules() {
        qt().withFixedSeed(20261121L).withExamples(60).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = random(seed, 12, 4);
            Schedule s = Etf.schedule(inst, Duplication.NONE);
            assertTrue(CHECK.check(inst, s).valid());
            List<Schedule.Slot> slots = new ArrayList<>(s.slots());
            SplittableRandom r = new SplittableRandom(seed);
            // 1. a missing task
            if (slots.size() > 0) {
                List<Schedule.Slot> l = new ArrayList<>(slots);
                l.remove(r.nextInt(l.size()));
                assertFalse(CHECK.check(inst, new Schedule(l)).valid(), "missing task accepted");
            }
            // 2. a task made shorter than its execution time
            Schedule.Slot x = slots.get(r.nextInt(slots.size()));
            if (x.end() > x.start()) {
                List<Schedule.Slot> l = new ArrayList<>(slots);
                l.set(l.indexOf(x), new Schedule.Slot(x.task(), x.processor(), x.start(), x.end() - 0.5, false));
                assertFalse(CHECK.check(inst, new Schedule(l)).valid(), "wrong duration accepted");
            }
            // 3. a task with a predecessor started before its data can arrive
            for (Schedule.Slot y : slots) {
                if (inst.graph().preds(y.task()).length == 0) continue;
                double d = y.end() - y.start();
                List<Schedule.Slot> l = new ArrayList<>(slots);
                l.set(l.indexOf(y), new Schedule.Slot(y.task(), y.processor(), 0, d, false));
                boolean early = false;
                for (int u : inst.graph().preds(y.task())) {
                    for (Schedule.Slot z : slots) if (z.task() == u && z.end() > 0) early = true;
                }
                if (early) assertFalse(CHECK.check(inst, new Schedule(l)).valid(), "precedence violation accepted");
                break;
            }
            // 4. two tasks on one processor at the same time
            for (int i = 0; i < slots.size(); i++) for (int j = i + 1; j < slots.size(); j++) {
                Schedule.Slot a = slots.get(i), b = slots.get(j);
                if (a.processor() != b.processor() || a.end() <= a.start() || b.end() <= b.start()) continue;
                if (inst.graph().preds(b.task()).length > 0 || inst.graph().preds(a.task()).length > 0) continue;
                List<Schedule.Slot> l = new ArrayList<>(slots);
                l.set(j, new Schedule.Slot(b.task(), b.processor(), a.start(), a.start() + (b.end() - b.start()), false));
                assertFalse(CHECK.check(inst, new Schedule(l)).valid(), "overlap accepted");
                i = slots.size();
                break;
            }
            // 5. a copy marked as a second original
            List<Schedule.Slot> l = new ArrayList<>(slots);
            Schedule.Slot z = slots.get(0);
            l.add(new Schedule.Slot(z.task(), z.processor(), s.makespan(), s.makespan() + (z.end() - z.start()), false));
            assertFalse(CHECK.check(inst, new Schedule(l)).valid(), "two originals accepted");
        });
    }

    @Test
    void checkerCountsCommunicationOnlyBetweenProcessors() throws Exception {
        // a -> b with 3 messages on complete:2 (λ = 2): same processor 0 delay, else 6
        TaskGraph g = DagFormats.parseGraph("t.json", "{\"tasks\":[{\"id\":\"a\",\"time\":1},{\"id\":\"b\",\"time\":1}],\"arcs\":[{\"from\":\"a\",\"to\":\"b\",\"messages\":3}]}");
        DagInstance inst = new DagInstance(g, Machine.parse("complete:2:2"));
        assertTrue(CHECK.check(inst, new Schedule(List.of(new Schedule.Slot(0, 0, 0, 1, false), new Schedule.Slot(1, 0, 1, 2, false)))).valid());
        assertFalse(CHECK.check(inst, new Schedule(List.of(new Schedule.Slot(0, 0, 0, 1, false), new Schedule.Slot(1, 1, 6.5, 7.5, false)))).valid());
        assertTrue(CHECK.check(inst, new Schedule(List.of(new Schedule.Slot(0, 0, 0, 1, false), new Schedule.Slot(1, 1, 7, 8, false)))).valid());
        // with a copy of a on processor 1, b may start at 1 there
        assertTrue(CHECK.check(inst, new Schedule(List.of(new Schedule.Slot(0, 0, 0, 1, false), new Schedule.Slot(0, 1, 0, 1, true),
                new Schedule.Slot(1, 1, 1, 2, false)))).valid());
    }

    @Test
    void fixturesReproduceTheirPublishedOptima() {
        var p = DagProblem.PROBLEM;
        List<Fixture<DagInstance>> fx = p.fixtures();
        assertTrue(fx.size() >= 5);
        for (Fixture<DagInstance> f : fx) {
            Outcome<Schedule> o = DagProblem.exact().solve(f.instance(), Options.defaults().withTimeLimit(30));
            assertEquals(Status.OPTIMAL, o.status(), f.name());
            assertTrue(CHECK.check(f.instance(), o.solution()).valid(), f.name());
            assertEquals(f.knownOptimum(), o.objective(), 1e-9, f.name() + " (" + f.source() + ")");
        }
    }

    @Test
    void duplicationHelpsOnTheForkFixture() {
        DagInstance fork = DagProblem.PROBLEM.fixtures().stream().filter(f -> f.name().equals("fork-dup")).findFirst().orElseThrow().instance();
        Outcome<Schedule> d = DagProblem.exactDup().solve(fork, Options.defaults().withTimeLimit(10));
        assertEquals(Status.OPTIMAL, d.status());
        assertEquals(4, d.objective(), 1e-9);
        assertTrue(d.solution().duplicates() >= 1);
        // every heuristic with duplication stays at or above the optimum with duplication
        for (DagSolver h : DagProblem.heuristics()) assertTrue(h.solve(fork, Options.defaults()).objective() >= 4 - 1e-9);
    }

    @Test
    void algorithmsAAndBCopyTheLatestPredecessor() throws Exception {
        // a(1) -> b(1) -> c(1); η(a,b) = 2, η(b,c) = 5 on complete:2. a and b on P0; c placed on P1.
        TaskGraph g = DagFormats.parseGraph("chain.json", "{\"tasks\":[{\"id\":\"a\",\"time\":1},{\"id\":\"b\",\"time\":1},{\"id\":\"c\",\"time\":1}],"
                + "\"arcs\":[{\"from\":\"a\",\"to\":\"b\",\"messages\":2},{\"from\":\"b\",\"to\":\"c\",\"messages\":5}]}");
        DagInstance inst = new DagInstance(g, Machine.parse("complete:2"));
        ScheduleState none = new ScheduleState(inst);
        none.append(0, 0); none.append(1, 0);
        assertEquals(List.of(), none.place(2, 1, Duplication.NONE));
        assertEquals(8, none.toSchedule().makespan(), 1e-9); // b sends at 2, arrives at 2 + 5; c ends at 8
        ScheduleState a = new ScheduleState(inst);
        a.append(0, 0); a.append(1, 0);
        assertEquals(List.of(1), a.place(2, 1, Duplication.A)); // copy b to P1: its data from a arrives at 3
        Schedule sa = a.toSchedule();
        assertEquals(5, sa.makespan(), 1e-9);
        assertTrue(CHECK.check(inst, sa).valid());
        ScheduleState b = new ScheduleState(inst);
        b.append(0, 0); b.append(1, 0);
        assertEquals(List.of(1, 0), b.place(2, 1, Duplication.B)); // and a too: c starts at 2
        Schedule sb = b.toSchedule();
        assertEquals(3, sb.makespan(), 1e-9);
        assertEquals(2, sb.duplicates());
        assertTrue(CHECK.check(inst, sb).valid());
    }

    @Test
    void heuristicsAreDeterministic() {
        DagInstance inst = new DagInstance(RandomDags.paper(120, RandomDags.Grain.COARSE, 5), machine("hypercube:3"));
        for (DagSolver h : DagProblem.heuristics()) {
            Schedule a = h.solve(inst, Options.defaults()).solution(), b = h.solve(inst, Options.defaults()).solution();
            assertEquals(a, b, h.name());
            assertTrue(CHECK.check(inst, a).valid(), h.name());
        }
    }

    @Test
    void instanceSpaceStaysValid() throws Exception {
        DagSpace space = new DagSpace();
        SplittableRandom r = new SplittableRandom(3);
        DagInstance inst = space.random(r, java.util.Map.of("tasks", "6", "processors", "4", "topology", "mesh", "ccr", "2"));
        assertEquals(6, inst.tasks());
        assertEquals(4, inst.processors());
        for (int k = 0; k < 30; k++) {
            inst = space.mutate(inst, r);
            assertTrue(CHECK.check(inst, Mh.schedule(inst, Duplication.B)).valid());
        }
        for (DagInstance s : space.shrink(inst)) assertTrue(CHECK.check(s, Dl.schedule(s, Duplication.A)).valid());
        DagInstance back = DagCodec.readInstanceFromJson(DagProblem.PROBLEM.instanceJson(inst));
        assertEquals(DagProblem.PROBLEM.instanceJson(inst).toString(), DagProblem.PROBLEM.instanceJson(back).toString());
    }

    static Machine machine(String spec) {
        try {
            return Machine.parse(spec);
        } catch (gaplab.model.core.InputException e) {
            throw new IllegalStateException(e);
        }
    }
}
