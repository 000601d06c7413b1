package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.cpsat.CpSat;
import gaplab.cpsat.dag.DagCpSat;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Machine;
import gaplab.model.dag.RandomDags;
import gaplab.model.dag.Schedule;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The granular load bound ({@code GranularLoad}, {@code --param granular-load}) and the balanced-split packing
 * start ({@code BalancedSplit}, {@code --param balanced-split}; issue 37, item 3) never lose the optimum: on
 * blast-like workflows (a split task, 3–8 sibling tasks with runtimes to the hundredth of a second, one or two
 * merge tasks, messages of a few microseconds: the search solves them in microseconds, the runtimes' grain
 * 10,000 units) on 2–4 processors, the search with them (with and without pilot and local search) proves the
 * optimum of brute force (up to 7 tasks), of the search without them and of CP-SAT; stopped after a few
 * thousand nodes its bound is never above that optimum (there and on srasearch-like graphs of 8 pairs and a merge), and there, with the partition test off (which on fewer than
 * 25 tasks sees the grain too, by subset sums), above the bound without the granular bound, or the proof takes
 * fewer nodes, on some graphs (it acted, so this test can fail). The bound's own checks (against a scan of
 * every C, and a mutant with twice the grain that exceeds the optimum) are the exact module's
 * {@code GranularLoadTest}, the split's (against enumeration) its {@code BalancedSplitTest}.
 */
class GranularLoadSearchTest {
    private static final java.util.regex.Pattern NODES = java.util.regex.Pattern.compile("(\\d+) nodes");

    /** A split task, k siblings, one or two merges; runtimes in hundredths, messages in microseconds. */
    static DagInstance blastLike(long seed) { return blastLike(seed, 3 + new SplittableRandom(seed ^ 0x5EED).nextInt(6)); }

    /** The same with {@code k} siblings. */
    static DagInstance blastLike(long seed, int k) {
        SplittableRandom r = new SplittableRandom(seed);
        int sinks = 1 + r.nextInt(2), n = 1 + k + sinks;
        List<String> ids = new ArrayList<>();
        double[] mu = new double[n];
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        ids.add("split");
        mu[0] = (1 + r.nextInt(5)) / 100.0;
        for (int i = 1; i <= k; i++) {
            ids.add("sib" + i);
            mu[i] = (100 + r.nextInt(900)) / 100.0;
            arcs.add(new int[] {0, i}); eta.add(6e-6);
        }
        for (int j = k + 1; j < n; j++) {
            ids.add("merge" + j);
            mu[j] = (1 + r.nextInt(4)) / 100.0;
            for (int i = 1; i <= k; i++) { arcs.add(new int[] {i, j}); eta.add((5 + r.nextInt(45)) / 1e6); }
        }
        return new DagInstance(RandomDags.build("blast" + seed, "blast", ids, mu, arcs, eta), Machine.complete(2 + r.nextInt(3), 1));
    }

    /**
     * blast as traced (issue 37, item 3): a split task, k siblings of 9 to 10.5 s written to the microsecond (the
     * durations' grain 1 unit, each at least 1,000), their outputs of 5 to 49 bytes into cat_blast and nothing into cat
     * (a free sink), messages in microseconds.
     */
    static DagInstance blastLikeFine(long seed, int k) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = k + 3;
        List<String> ids = new ArrayList<>();
        double[] mu = new double[n];
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        ids.add("split");
        mu[0] = (50_000 + r.nextInt(9_000)) / 1e6;
        for (int i = 1; i <= k; i++) {
            ids.add("sib" + i);
            mu[i] = (9_000_000 + r.nextInt(1_500_000)) / 1e6;
            arcs.add(new int[] {0, i}); eta.add(6e-6);
            arcs.add(new int[] {i, k + 1}); eta.add((5 + r.nextInt(45)) / 1e6);
            arcs.add(new int[] {i, k + 2}); eta.add(0.0);
        }
        ids.add("cat_blast");
        mu[k + 1] = (30_000 + r.nextInt(9_000)) / 1e6;
        ids.add("cat");
        mu[k + 2] = (9_000 + r.nextInt(2_000)) / 1e6;
        return new DagInstance(RandomDags.build("blastfine" + seed, "blastfine", ids, mu, arcs, eta), Machine.complete(2 + r.nextInt(3), 1));
    }

    /**
     * nextflow-like (fetchngs): k tasks of whole seconds (1–8 s), some in chains, and 1–2 of milliseconds, messages of
     * bytes at 1 MB/s (microseconds).
     */
    static DagInstance coarseLike(long seed, int k) {
        SplittableRandom r = new SplittableRandom(seed);
        int f = 1 + r.nextInt(2), n = k + f;
        double[] mu = new double[n];
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            ids.add("t" + t);
            mu[t] = t < k ? 1 + r.nextInt(8) : (1 + r.nextInt(400)) / 1000.0;
        }
        for (int t = 1; t < n; t++) if (r.nextInt(3) == 0) { arcs.add(new int[] {r.nextInt(t), t}); eta.add((100 + r.nextInt(2000)) / 1e6); }
        return new DagInstance(RandomDags.build("coarse" + seed, "coarse", ids, mu, arcs, eta), Machine.complete(2 + r.nextInt(3), 1));
    }

    /**
     * srasearch-like: k downloads a → alignments b (runtimes in milliseconds, files so large that each pair is best
     * kept together) and a merge of every alignment, its messages in microseconds (bytes at 1 MB/s).
     */
    static DagInstance pairsWithJoin(long seed, int k) { return pairs(seed, k, false); }

    /**
     * srasearch with 40 or 50 alignments: k download–alignment pairs as in {@link #pairsWithJoin}, the alignments in
     * two groups, each into its merge, both merges into a final merge (the tail that {@code GranularLoad} charges a
     * processor's last task beyond its message).
     */
    static DagInstance pairsWithMergeTree(long seed, int k) { return pairs(seed, k, true); }

    private static DagInstance pairs(long seed, int k, boolean tree) {
        SplittableRandom r = new SplittableRandom(seed);
        int n = 2 * k + (tree ? 3 : 1);
        List<String> ids = new ArrayList<>();
        double[] mu = new double[n];
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            int a = 2 * i, b = a + 1;
            ids.add("a" + i); ids.add("b" + i);
            mu[a] = (5_000 + r.nextInt(40_001)) / 1000.0;
            mu[b] = (200 + r.nextInt(8_000)) / 1000.0;
            arcs.add(new int[] {a, b}); eta.add((50_000 + r.nextInt(50_000)) / 1000.0);
            arcs.add(new int[] {b, tree ? 2 * k + (i < 2 ? i : r.nextInt(2)) : n - 1}); eta.add((1 + r.nextInt(50)) / 1e6);
        }
        if (tree) {
            for (int m = 0; m < 2; m++) {
                ids.add("merge" + m);
                mu[2 * k + m] = (100 + r.nextInt(300)) / 1000.0;
                arcs.add(new int[] {2 * k + m, n - 1}); eta.add((1_000 + r.nextInt(9_000)) / 1e6);
            }
            ids.add("final");
            mu[n - 1] = (10 + r.nextInt(90)) / 1000.0;
        } else {
            ids.add("merge");
            mu[n - 1] = (100 + r.nextInt(900)) / 1000.0;
        }
        String name = tree ? "tree" : "pairs";
        return new DagInstance(RandomDags.build(name + seed, name, ids, mu, arcs, eta), Machine.complete(2 + r.nextInt(3), 1));
    }

    /**
     * On srasearch-like merge trees the search with the granular bound (charging through the tail) proves the optimum
     * of the search without it and of itself with its start (and of brute force on trees of 2 pairs, 7 tasks, and of
     * CP-SAT on even seeds on trees of 4 pairs); on trees
     * of 6 pairs, stopped, its bound is never above that optimum, and above the stopped bound without it, or the proof
     * takes fewer nodes, on some graphs (it acted: the test can fail).
     */
    @Test
    void keepsTheOptimumOnMergeTrees() {
        DagSolver with = PartitionAndSinkPhaseTest.search(), withStart = PartitionAndSinkPhaseTest.search("pilot-nodes", "20", "local-search", "2000"),
                without = PartitionAndSinkPhaseTest.search("granular-load", "false", "balanced-split", "false"),
                withStopped = PartitionAndSinkPhaseTest.search("node-budget", "2000", "slice-nodes", "0", "partition", "false"),
                withoutStopped = PartitionAndSinkPhaseTest.search("node-budget", "2000", "slice-nodes", "0", "partition", "false", "granular-load", "false"),
                withoutBound = PartitionAndSinkPhaseTest.search("granular-load", "false");
        boolean cpSat = CpSat.unavailable() == null;
        long[] acted = {0}, cpSatAgreed = {0};
        qt().withFixedSeed(20261128L).withExamples(Integer.getInteger("gaplab.test.examples", 40)).forAll(longs().all()).checkAssert(seed -> {
            agreedOptimum(pairsWithMergeTree(seed, 2), seed, with, without, withStart, "the granular load bound", "the balanced start", false, cpSatAgreed);   // 7 tasks: brute force too
            agreedOptimum(pairsWithMergeTree(seed, 4), seed, with, without, withStart, "the granular load bound", "the balanced start", cpSat, cpSatAgreed);
            DagInstance tree = pairsWithMergeTree(seed, 6);
            Outcome<Schedule> a = agreedOptimum(tree, seed, with, without, withStart, "the granular load bound", "the balanced start", false, cpSatAgreed);
            Outcome<Schedule> s = withStopped.solve(tree, Options.defaults().withTimeLimit(600)), t = withoutStopped.solve(tree, Options.defaults().withTimeLimit(600));
            assertTrue(s.bound() <= a.objective() + 1e-9, "stopped bound " + s.bound() + " above the optimum " + a.objective() + ", seed " + seed);
            Outcome<Schedule> b = withoutBound.solve(tree, Options.defaults().withTimeLimit(600));
            assertEquals(a.objective(), b.objective(), 1e-9, "with vs without the granular bound alone, seed " + seed);
            if (s.bound() > t.bound() + 1e-9 || PartitionAndSinkPhaseTest.count(NODES, a.note()) < PartitionAndSinkPhaseTest.count(NODES, b.note())) acted[0]++;
        });
        assertTrue(acted[0] >= 3, "the granular bound raised the stopped search's bound or saved nodes on " + acted[0] + " merge trees");
        assertTrue(!cpSat || cpSatAgreed[0] >= 5, "CP-SAT proved and agreed on " + cpSatAgreed[0]);
    }

    /**
     * On blast as traced (runtimes to the microsecond, a free sink beside cat_blast), where the sink bound runs at a
     * grain of 1 and the start aims at its shares: the search with them proves the optimum of the search without the
     * granular bound and the balanced split, of itself with its start, of brute force (4 siblings, 7 tasks) and of
     * CP-SAT (6 siblings, even seeds); with 10 siblings it proves the optimum of the search without the granular
     * bound alone, and stopped after 2,000 nodes its bound is never above it. That it acts (blast's 40 siblings on four
     * processors proven at the bound) is the exact module's {@code PackingStartTest.sharesBeforeTheSinkMeetTheBoundOnBlast}.
     */
    @Test
    void keepsTheOptimumWithAFreeSink() {
        DagSolver with = PartitionAndSinkPhaseTest.search(), withStart = PartitionAndSinkPhaseTest.search("pilot-nodes", "20", "local-search", "2000"),
                without = PartitionAndSinkPhaseTest.search("granular-load", "false", "balanced-split", "false"),
                withoutBound = PartitionAndSinkPhaseTest.search("granular-load", "false"),
                withStopped = PartitionAndSinkPhaseTest.search("node-budget", "2000", "slice-nodes", "0", "partition", "false");
        boolean cpSat = CpSat.unavailable() == null;
        long[] cpSatAgreed = {0};
        qt().withFixedSeed(20261129L).withExamples(Integer.getInteger("gaplab.test.examples", 40) / 2).forAll(longs().all()).checkAssert(seed -> {
            agreedOptimum(blastLikeFine(seed, 4), seed, with, without, withStart, "the sink bound at a grain of 1", "its start", false, cpSatAgreed);
            agreedOptimum(blastLikeFine(seed, 6), seed, with, without, withStart, "the sink bound at a grain of 1", "its start", cpSat, cpSatAgreed);
            DagInstance wide = blastLikeFine(seed, 10);
            Outcome<Schedule> a = with.solve(wide, Options.defaults().withTimeLimit(600)), b = withoutBound.solve(wide, Options.defaults().withTimeLimit(600));
            assertEquals(Status.OPTIMAL, a.status(), "seed " + seed + " " + a.note());
            assertEquals(Status.OPTIMAL, b.status(), "seed " + seed + " " + b.note());
            assertEquals(b.objective(), a.objective(), 1e-9, "with vs without the granular bound, seed " + seed);
            Outcome<Schedule> s = withStopped.solve(wide, Options.defaults().withTimeLimit(600));
            assertTrue(s.bound() <= a.objective() + 1e-9, "stopped bound " + s.bound() + " above the optimum " + a.objective() + ", seed " + seed);
        });
        assertTrue(!cpSat || cpSatAgreed[0] >= 4, "CP-SAT proved and agreed on " + cpSatAgreed[0]);
    }

    /**
     * On nextflow-like graphs (whole seconds beside a few tasks of milliseconds), where the coarse-grain bound runs: the
     * search with it proves the optimum of the search without the granular bounds, of itself with its start, of brute
     * force (6–7 tasks) and of CP-SAT (8–9 tasks, even seeds), and it proves some with fewer nodes than without the
     * granular bound (it acted; 2 of 20 when written, its root bound is raised on 37 of 80 in {@code CoarseGrainTest}).
     */
    @Test
    void keepsTheOptimumWithCoarseGrains() {
        DagSolver with = PartitionAndSinkPhaseTest.search(), withStart = PartitionAndSinkPhaseTest.search("pilot-nodes", "20", "local-search", "2000"),
                without = PartitionAndSinkPhaseTest.search("granular-load", "false", "balanced-split", "false");
        boolean cpSat = CpSat.unavailable() == null;
        long[] acted = {0}, cpSatAgreed = {0};
        qt().withFixedSeed(20261130L).withExamples(Integer.getInteger("gaplab.test.examples", 40) / 2).forAll(longs().all()).checkAssert(seed -> {
            agreedOptimum(coarseLike(seed, 5), seed, with, without, withStart, "the coarse-grain bound", "its start", false, cpSatAgreed);
            DagInstance wide = coarseLike(seed, 7);
            Outcome<Schedule> a = agreedOptimum(wide, seed, with, without, withStart, "the coarse-grain bound", "its start", cpSat, cpSatAgreed);
            Outcome<Schedule> b = without.solve(wide, Options.defaults().withTimeLimit(600));
            if (PartitionAndSinkPhaseTest.count(NODES, a.note()) < PartitionAndSinkPhaseTest.count(NODES, b.note())) acted[0]++;
        });
        assertTrue(acted[0] >= 1, "the coarse-grain bound saved nodes on " + acted[0] + " graphs");
        assertTrue(!cpSat || cpSatAgreed[0] >= 4, "CP-SAT proved and agreed on " + cpSatAgreed[0]);
    }

    @Test
    void keepsTheOptimumByBruteForceAndCpSat() {
        DagSolver with = PartitionAndSinkPhaseTest.search(), withStart = PartitionAndSinkPhaseTest.search("pilot-nodes", "20", "local-search", "2000"),
                without = PartitionAndSinkPhaseTest.search("granular-load", "false", "balanced-split", "false"),
                withStopped = PartitionAndSinkPhaseTest.search("node-budget", "2000", "slice-nodes", "0", "partition", "false"),
                withoutStopped = PartitionAndSinkPhaseTest.search("node-budget", "2000", "slice-nodes", "0", "partition", "false", "granular-load", "false");
        boolean cpSat = CpSat.unavailable() == null;
        long[] acted = {0}, cpSatAgreed = {0};
        qt().withFixedSeed(20261127L).withExamples(Integer.getInteger("gaplab.test.examples", 40)).forAll(longs().all()).checkAssert(seed -> {
            DagInstance inst = blastLike(seed);
            Outcome<Schedule> a = agreedOptimum(inst, seed, with, without, withStart, "the granular load bound", "the balanced start", cpSat, cpSatAgreed);
            Outcome<Schedule> s = withStopped.solve(inst, Options.defaults().withTimeLimit(600)), t = withoutStopped.solve(inst, Options.defaults().withTimeLimit(600));
            assertTrue(s.bound() <= a.objective() + 1e-9, "stopped bound " + s.bound() + " above the optimum " + a.objective() + ", seed " + seed);
            // a wide level (srasearch-like, 8 pairs), stopped: the bound with and without the granular bound
            DagInstance wide = pairsWithJoin(seed, 8);
            Outcome<Schedule> ws = withStopped.solve(wide, Options.defaults().withTimeLimit(600)), wt = withoutStopped.solve(wide, Options.defaults().withTimeLimit(600)),
                    wa = with.solve(wide, Options.defaults().withTimeLimit(600));
            assertEquals(Status.OPTIMAL, wa.status(), "seed " + seed + " " + wa.note());
            assertTrue(ws.bound() <= wa.objective() + 1e-9, "wide: stopped bound " + ws.bound() + " above the optimum " + wa.objective() + ", seed " + seed);
            if (ws.bound() > wt.bound() + 1e-9 || PartitionAndSinkPhaseTest.count(NODES, ws.note()) < PartitionAndSinkPhaseTest.count(NODES, wt.note())) acted[0]++;
        });
        assertTrue(acted[0] >= 3, "the granular bound raised the stopped search's bound or saved nodes on " + acted[0] + " graphs");
        assertTrue(!cpSat || cpSatAgreed[0] >= 8, "CP-SAT proved and agreed on " + cpSatAgreed[0]);
    }

    /**
     * The search with a new part ({@code with}), without it and with its start (pilot and local search on) all prove
     * the same optimum of {@code inst}, each schedule checked; brute force agrees up to 7 tasks, and CP-SAT on even
     * seeds (counted in {@code cpSatAgreed}) or its bound stays below. Returns the outcome with the part.
     */
    static Outcome<Schedule> agreedOptimum(DagInstance inst, long seed, DagSolver with, DagSolver without, DagSolver withStart,
                                           String part, String start, boolean cpSat, long[] cpSatAgreed) {
        Outcome<Schedule> a = with.solve(inst, Options.defaults().withTimeLimit(600));
        Outcome<Schedule> b = without.solve(inst, Options.defaults().withTimeLimit(600));
        Outcome<Schedule> e = withStart.solve(inst, Options.defaults().withTimeLimit(600));
        for (Outcome<Schedule> o : List.of(a, b, e)) {
            assertEquals(Status.OPTIMAL, o.status(), "seed " + seed + " " + o.note());
            assertTrue(DagPropertiesTest.CHECK.check(inst, o.solution()).valid(), "seed " + seed);
        }
        assertEquals(b.objective(), a.objective(), 1e-9, "with vs without " + part + ", seed " + seed);
        assertEquals(b.objective(), e.objective(), 1e-9, "with " + start + " (pilot and local search on), seed " + seed);
        if (inst.tasks() <= 7) assertEquals(DagPropertiesTest.bruteForce(inst), a.objective(), 1e-9, "brute force, seed " + seed + ", " + a.note());
        if (cpSat && seed % 2 == 0) {
            Outcome<Schedule> c = new DagCpSat().solve(inst, Options.defaults().withTimeLimit(120));
            if (c.status() == Status.OPTIMAL) { assertEquals(c.objective(), a.objective(), 1e-9, "CP-SAT vs the search, seed " + seed); cpSatAgreed[0]++; }
            else assertTrue(Double.isNaN(c.bound()) || a.objective() >= c.bound() - 1e-9, "seed " + seed + ": CP-SAT " + c.status() + " bound " + c.bound() + " " + c.note());
        }
        return a;
    }
}
