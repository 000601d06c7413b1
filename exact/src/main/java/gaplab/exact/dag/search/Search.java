package gaplab.exact.dag.search;

import gaplab.analysis.dag.DagBounds;
import gaplab.analysis.dag.FanBound;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One depth-first branch-and-bound over ordered appends ({@link DagBranchAndBound} states the search
 * space and why it is complete): the pilot, the local search, the probe, iterative deepening on the
 * makespan and the plain search below the incumbent, with the named parts (bounds, rules, table) at
 * every node. The incumbent and the counters are read by {@link Turns} and the solver.
 */
final class Search {
    final InstanceData data;
    final SearchSettings settings;
    final PartialSchedule state;
    final Heads heads;
    private final AncestorLoad ancestorLoad;
    final Colocation colocation;
    final PackingTest packing;
    final PartitionTest partition;
    final ClusterPartition clusterPartition;
    /** Null when it does not apply ({@link ClusterPacking#applies}) or is switched off. */
    final ClusterPacking clusterPacking;
    final SinkPhase sinkPhase;
    /** Null when it does not apply ({@link GranularLoad#applies}) or is switched off. */
    private final GranularLoad granularLoad;
    /** Null when the graph is no fork-join level ({@link ForkJoinLevel#of}) or it is switched off. */
    private final ForkJoinLevel forkJoin;
    final EnergyTest energy;
    final OrderRules orderRules;
    private final ProcessorSymmetry symmetry;
    /** Null when not used (with duplication, or switched off). */
    final TranspositionTable table;
    private final long deadline;
    // the incumbent
    double upperBound = Double.POSITIVE_INFINITY;
    Schedule best;
    String bestNote = "";
    // progress and control
    long nodes;
    /**
     * The steps of a node's own loops: the heads' pass over every arc and processor (with the join bound's
     * sort), the children's and the table's over every task and processor, the ancestor load's over pairs of
     * tasks: E·(P + 8) + n·(P + 2) (+ n²/2).
     */
    private final long nodeSteps;
    /** Steps of the nodes' own loops so far ({@link #work}). */
    private long steps;
    int iterations;
    boolean aborted, timedOut;
    /** Stopped by {@link SearchSettings#nodeBudget} (then also {@code timedOut}: unproven). */
    boolean budgetSpent;
    private boolean found, idaMode, orderByEarliestStart;
    private double threshold = Double.POSITIVE_INFINITY, leastExceeding = Double.POSITIVE_INFINITY;
    double provenBound = 0;
    /** The root lower bound, set when the search is built (and raised by {@link #packClusters}). */
    double rootLowerBound;
    /** A bound on the optimum from {@link ClusterPacking}, and the incumbent it was computed below. */
    double packingBound;
    private double packedBelow = Double.NaN;
    private long nodeCap = Long.MAX_VALUE;
    /** Nodes between two looks at the clock, minus one: 1,023 on small instances, 0 when a node costs n·P ≥ 1,024 steps. */
    private final long clockMask;
    private final List<double[]> children = new ArrayList<>();
    // taking turns with the mirror search
    Turns turns;
    int side;
    long nextYield = Long.MAX_VALUE;
    /** The sink phase's step count at which it hands the turn over ({@link Turns#begin}). */
    long nextYieldSinkSteps = Long.MAX_VALUE;
    /** Pauses the search at a node budget between the exact portfolio's rounds (null: runs to the end). */
    Pause pause;

    /** The probe's node budget (a share of the time limit at a nominal rate: work, not wall time). */
    private final long probeNodes;

    Search(DagInstance instance, boolean duplication, long deadline, long probeNodes, SearchSettings settings) {
        this.settings = settings;
        this.probeNodes = probeNodes;
        this.deadline = deadline;
        this.data = new InstanceData(instance, duplication, settings);
        this.state = new PartialSchedule(data);
        this.heads = new Heads(data, state, settings.joinLoad());
        this.ancestorLoad = data.ancestors == null ? null : new AncestorLoad(data, state, heads.head);
        this.colocation = new Colocation(data, state, heads.head, settings.colocation());
        this.packing = new PackingTest(data, state);
        this.partition = new PartitionTest(data, state, settings.widePartition());
        this.clusterPartition = new ClusterPartition(data, state, colocation);
        this.clusterPacking = settings.clusterPacking() && settings.colocation() && ClusterPacking.applies(data)
                ? new ClusterPacking(data, colocation.topLevelComm, colocation.bottomLevelComm, deadline) : null;
        this.sinkPhase = new SinkPhase(data, state, deadline);
        this.sinkPhase.everySteps = () -> {
            if (pause != null) pause.check(this);
            if (turns != null && sinkPhase.steps() >= nextYieldSinkSteps) turns.pass(this);
        };
        this.granularLoad = settings.granularLoad() && GranularLoad.applies(data) ? new GranularLoad(data, state) : null;
        this.forkJoin = settings.forkJoinLevel() ? ForkJoinLevel.of(data) : null;
        if (forkJoin != null) forkJoin.deadline = deadline;
        this.energy = new EnergyTest(data, state, heads.head);
        this.orderRules = new OrderRules(data, state, settings.orderRules());
        this.symmetry = new ProcessorSymmetry(data, state);
        this.table = !duplication && settings.transpositionTable() ? new TranspositionTable(data, state, orderRules, heads, settings.tableBits()) : null;
        this.orderByEarliestStart = settings.orderByEarliestStart();
        this.clockMask = (long) data.tasks * data.processors < 1024 ? 1023 : 0;
        long n = data.tasks, P = data.processors;
        this.nodeSteps = data.graph.arcCount() * (P + 8) + n * (P + 2) + (data.ancestors != null ? n * n / 2 : 0);
    }

    /**
     * Work done so far, in steps — one step about one pass of an inner loop — so that the exact portfolio's
     * rounds ({@link Pause}) budget what a node costs and not only how many there were: a node of a dense
     * 50-task STG graph (its heads pass over a few hundred arcs) costs a dozen nodes of a 30-task pipeline. The
     * nodes' own loops, the energetic and partition tests' counted passes, and {@link #SINK_STEP} steps per
     * processor for each assignment step of the sink phase; measured at 2–5 ns a step on the Sinnen and STG
     * graphs. Deterministic: a function of the nodes visited.
     */
    long work() {
        return steps + energy.steps + partition.steps + clusterPartition.steps + sinkPhase.steps() * SINK_STEP * data.processors
                + (forkJoin != null ? forkJoin.packingSteps : 0);
    }

    /** Steps counted for one assignment step of the sink phase, per processor it tries. */
    static final long SINK_STEP = 4;

    /** The instance's static bounds ({@code DagBounds.best}, and the fan-out bound without duplication), computed once. */
    private double staticBound = Double.NaN;

    /** The node bound raised by the static bounds and the co-location root bound. */
    double rootBound() {
        double b = lowerBound();
        if (Double.isNaN(staticBound)) {
            staticBound = DagBounds.best(data.instance, settings.fan());
            if (!data.duplication && settings.fan()) staticBound = Math.max(staticBound, FanBound.fanOut(data.instance, staticBound));   // valid only without duplication
            if (forkJoin != null) staticBound = Math.max(staticBound, forkJoin.bound());
        }
        b = Math.max(b, staticBound);
        if (!data.duplication && settings.colocation()) b = colocation.root(b);
        return b;
    }

    /** Lower bound on any completion of the current partial schedule: heads, load, ancestor load, cluster load. */
    private double lowerBound() {
        colocation.pinned = false;
        double ls = state.orderStart();
        double lb = heads.bound(ls);
        double load = heads.load();
        if (load > lb) lb = load;
        if (ancestorLoad != null) {
            double a = ancestorLoad.bound();
            if (a > lb) lb = a;
        }
        if (granularLoad != null) {
            double g = granularLoad.bound();
            if (g > lb) lb = g;
        }
        if (settings.clusterLoad() && colocation.belowIncumbent && upperBound < Double.POSITIVE_INFINITY) {
            double c = colocation.clusterLoad(ls, upperBound - 1);
            if (c > lb) lb = c;
        }
        return lb;
    }

    /**
     * The cluster packing bound below the incumbent, once per incumbent: every schedule better than U packs
     * U − 1's clusters, so the optimum is at least min(bound, U) (U when nothing better packs).
     */
    void packClusters() {
        if (clusterPacking == null || upperBound == Double.POSITIVE_INFINITY || upperBound == packedBelow) return;
        packedBelow = upperBound;
        double b = Math.min(upperBound, clusterPacking.bound(upperBound, Math.max(rootLowerBound, packingBound)));
        if (b > packingBound) packingBound = b;
        if (packingBound > rootLowerBound) rootLowerBound = packingBound;
    }

    /** Improves the incumbent by {@link AllocationSearch} (a fixed number of decodings: deterministic). */
    private void localSearch() {
        if (settings.localSearchEvaluations() <= 0) return;
        TaskGraph g = data.graph;
        long evals = Math.min(settings.localSearchEvaluations(), 100_000_000L / ((long) data.tasks * data.tasks + 4L * g.arcCount() + 1));
        List<Schedule> starts = new ArrayList<>();
        if (best != null) starts.add(best);
        if (settings.packingStart()) starts.add(PackingStart.schedule(data)); // null when it does not apply (skipped)
        if (settings.balancedSplit()) {
            Schedule b = PackingStart.balanced(data, deadline); // decoded in its own order, which the local search's re-decoding can lose
            if (b != null && b.makespan() < upperBound - 1e-9) { upperBound = b.makespan(); best = b; bestNote = "balanced-split start"; }
            starts.add(b);
        }
        if (forkJoin != null) {
            Schedule f = forkJoin.start(); // decoded in its own order (the local search re-decodes by bottom levels)
            if (f != null && f.makespan() < upperBound - 1e-9) { upperBound = f.makespan(); best = f; bestNote = "fork-join level start"; }
            starts.add(f);
        }
        Schedule s = new AllocationSearch(data.instance).search(starts, evals, 1, deadline);
        if (s != null && s.makespan() < upperBound - 1e-9) { upperBound = s.makespan(); best = s; bestNote = "local search"; }
    }

    /** Prunes at or above the incumbent, and above the current IDA* threshold (recording the least such bound). */
    private boolean cannotImprove(double lb) {
        double v = data.integral ? Math.ceil(lb - 1e-9) : lb;
        if (colocation.rootBound > v) v = colocation.rootBound; // a bound on the optimum holds below every node
        if (packingBound > v) v = packingBound;
        if (v >= upperBound - 1e-9) return true;
        if (v > threshold + 1e-9) {
            if (v < leastExceeding) leastExceeding = v;
            return true;
        }
        return false;
    }

    /** The largest makespan still worth finding, for the packing and energy tests. */
    private double target() { return Math.min(threshold, data.integral ? upperBound - 1 : upperBound); }

    private void clearTable() { if (table != null) table.clear(); }

    /**
     * The pilot (a short depth-first search that proves most instances), then the local search and a
     * probe in lower-bound order for a better incumbent; then iterative deepening on the makespan (IDA*:
     * depth-first search of the nodes whose bound is at most a threshold T, raised to the least bound that
     * exceeded it) for the configured iterations, and plain branch-and-bound below the incumbent.
     */
    void run() {
        if (settings.pilotNodes() > 0 && !cannotImprove(rootBound())) {
            nodeCap = settings.pilotNodes();
            idaMode = false;
            threshold = Double.POSITIVE_INFINITY;
            depthFirst(0);
            nodeCap = Long.MAX_VALUE;
            if (!aborted) { provenBound = upperBound; return; }
            if (timedOut) return;
            aborted = false;
            clearTable();
            localSearch();
            packClusters();
        }
        if (probeNodes > 0 && !cannotImprove(rootBound())) {
            nodeCap = nodes + probeNodes;
            boolean keep = orderByEarliestStart;
            orderByEarliestStart = false;
            idaMode = false;
            threshold = Double.POSITIVE_INFINITY;
            depthFirst(0);
            orderByEarliestStart = keep;
            nodeCap = Long.MAX_VALUE;
            if (!aborted) { provenBound = upperBound; return; } // the probe finished: proven
            if (timedOut) return;
            aborted = false;
            clearTable();
        }
        double root = rootBound();
        threshold = data.integral ? Math.ceil(root - 1e-9) : root;
        provenBound = threshold;
        idaMode = true;
        while (!aborted && iterations < settings.idaIterations()) {
            if (threshold >= upperBound - 1e-9) { provenBound = upperBound; return; }
            leastExceeding = Double.POSITIVE_INFINITY;
            found = false;
            clearTable();
            depthFirst(0);
            if (found) { provenBound = upperBound; return; }
            if (aborted) return;
            iterations++;
            if (leastExceeding == Double.POSITIVE_INFINITY) { provenBound = upperBound; return; }
            threshold = leastExceeding;
            provenBound = threshold;
        }
        if (aborted) return;
        idaMode = false;
        threshold = Double.POSITIVE_INFINITY;
        clearTable();
        depthFirst(0);
        if (!timedOut) provenBound = upperBound;
    }

    private void depthFirst(int depth) {
        if (aborted) return;
        ++nodes;
        steps += nodeSteps;
        // the clock: every 1,024 nodes, or at every node when nodes are expensive (the time limit holds)
        if ((nodes & clockMask) == 0 && System.nanoTime() > deadline) { aborted = true; timedOut = true; return; }
        if ((nodes & 1023) == 0) {
            if (pause != null) pause.check(this);
            if (settings.nodeBudget() > 0 && nodes >= settings.nodeBudget()) { aborted = true; timedOut = true; budgetSpent = true; return; }
            if (nodes >= nodeCap) { aborted = true; return; }
            if (turns != null && nodes >= nextYield) turns.pass(this);
            if (table != null) table.grow(nodes);
        }
        if (state.scheduledTasks == data.tasks) {
            if (state.makespanSoFar < upperBound - 1e-9) {
                takeIncumbent();
                if (idaMode) { found = true; aborted = true; }
            }
            return;
        }
        if (cannotImprove(lowerBound())) return;
        if (settings.energy() && energy.infeasible(target())) return;
        if (settings.packing() && packing.infeasible(target())) return;
        if (settings.partition() && partition.infeasible(target())) return;
        if (settings.partition() && settings.clusterPartition() && clusterPartition.infeasible(target())) return;
        if (orderRules.stuck()) return;
        if (table != null && depth > 0 && table.dominated()) return;
        if (settings.sinkPhase() && !idaMode && sinkPhase.applies()) { completeSinks(depth); return; }
        colocation.updateClusters(upperBound);
        packClusters();
        int m = children(depth);
        double[] ch = children.get(depth);
        for (int i = 0; i < m; i++) {
            if (aborted) return;
            double f = ch[i * 5 + 4];
            if (cannotImprove(f)) { if (orderByEarliestStart) continue; break; }
            int t = (int) ch[i * 5 + 2], p = (int) ch[i * 5 + 3];
            double est = orderByEarliestStart ? ch[i * 5] : ch[i * 5 + 1];
            state.append(depth, t, p, est, orderRules.valueOn(t, p));
            depthFirst(depth + 1);
            state.undo(depth, t, p);
            ch = children.get(depth);
        }
    }

    /** The complete schedule in the state is the new incumbent. */
    private void takeIncumbent() { upperBound = state.makespanSoFar; best = state.toSchedule(); bestNote = "search"; }

    /**
     * Only sinks are left: their best completion by {@link SinkPhase}, each found assignment the new
     * incumbent, until none finishes below it (or the time is up).
     */
    private void completeSinks(int depth) {
        double limit;
        while ((limit = data.integral ? upperBound - 1 + 1e-9 : upperBound - 1e-9) >= state.makespanSoFar && sinkPhase.feasible(limit)) {
            int k = sinkPhase.jobs();
            for (int i = 0; i < k; i++) state.append(depth + i, sinkPhase.job(i), sinkPhase.processor(i), sinkPhase.start(i), 0);
            if (!(state.makespanSoFar <= limit)) throw new IllegalStateException("sink phase: makespan " + state.makespanSoFar + " above its limit " + limit);
            // a pause inside the sink phase may have handed over a shorter schedule than the limit it started with
            if (state.makespanSoFar < upperBound - 1e-9) takeIncumbent();
            for (int i = k - 1; i >= 0; i--) state.undo(depth + i, sinkPhase.job(i), sinkPhase.processor(i));
        }
        if (sinkPhase.timedOut) { aborted = true; timedOut = true; }
    }

    /**
     * The children of this node in order: each (ready task, processor) that the symmetry, co-location,
     * order and copy rules allow and whose bound can still improve, as (key, key2, task, processor,
     * bound) in {@code children.get(depth)}, sorted by (key, key2, task, processor). Returns how many.
     */
    private int children(int depth) {
        if (children.size() <= depth) children.add(new double[16]);
        double[] ch = children.get(depth);
        int m = 0;
        int n = data.tasks, P = data.processors;
        int[] instances = state.instances;
        int firstEmpty = symmetry.firstEmpty();
        boolean[] allowNew = symmetry.allowedNewProcessors();
        for (int t = 0; t < n; t++) {
            if (state.missingPredecessors[t] > 0) continue;
            if (instances[t] > 0 && (!data.duplication || data.graph.succs(t).length == 0)) continue;
            if (instances[t] == 0 && data.equivalentBefore[t] >= 0 && instances[data.equivalentBefore[t]] == 0) continue;
            for (int p = 0; p < P; p++) {
                if (state.onProcessor[t * P + p]) continue;
                if (!symmetry.allows(p, firstEmpty, allowNew)) continue;
                if (colocation.belowIncumbent && instances[t] == 0 && colocation.splitsCluster(t, p)) continue;
                if (colocation.pinned && instances[t] == 0 && colocation.pin[t] >= 0 && colocation.pin[t] != p) continue;
                double est = Math.max(state.free[p], state.dataReady(t, p));
                if (state.lastProcessor >= 0) {
                    if (est < state.lastStart - 1e-9) continue;
                    if (data.strictTies && Math.abs(est - state.lastStart) <= 1e-9
                            && (t < state.lastTask || (t == state.lastTask && p <= state.lastProcessor))) continue;
                }
                if (orderRules.forbids(t, p)) continue;
                double fin = est + data.duration[t * P + p];
                if (instances[t] > 0 && !state.usefulCopy(t, p, fin)) continue;
                double f = instances[t] > 0 ? fin : Math.max(fin, est + data.bottomLevel[t]);
                if (cannotImprove(f)) continue;
                if ((m + 1) * 5 > ch.length) { ch = Arrays.copyOf(ch, ch.length * 2); children.set(depth, ch); }
                ch[m * 5] = orderByEarliestStart ? est : f; ch[m * 5 + 1] = orderByEarliestStart ? -data.bottomLevel[t] : est;
                ch[m * 5 + 2] = t; ch[m * 5 + 3] = p; ch[m * 5 + 4] = f;
                m++;
            }
        }
        // insertion sort (few children)
        for (int i = 1; i < m; i++) {
            double f = ch[i * 5], e = ch[i * 5 + 1], tt = ch[i * 5 + 2], pp = ch[i * 5 + 3], ff = ch[i * 5 + 4];
            int j = i - 1;
            while (j >= 0 && less(f, e, tt, pp, ch, j)) {
                System.arraycopy(ch, j * 5, ch, (j + 1) * 5, 5);
                j--;
            }
            ch[(j + 1) * 5] = f; ch[(j + 1) * 5 + 1] = e; ch[(j + 1) * 5 + 2] = tt; ch[(j + 1) * 5 + 3] = pp; ch[(j + 1) * 5 + 4] = ff;
        }
        return m;
    }

    private static boolean less(double f, double e, double t, double p, double[] ch, int j) {
        if (f != ch[j * 5]) return f < ch[j * 5];
        if (e != ch[j * 5 + 1]) return e < ch[j * 5 + 1];
        if (t != ch[j * 5 + 2]) return t < ch[j * 5 + 2];
        return p < ch[j * 5 + 3];
    }
}
