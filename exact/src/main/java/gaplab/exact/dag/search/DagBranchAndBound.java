package gaplab.exact.dag.search;

import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Schedule;
import java.util.List;
import java.util.function.Function;

/**
 * Exact depth-first branch-and-bound over "ordered append" schedules, with or without duplication.
 *
 * <p><b>Search space.</b> A node is a partial schedule built by repeatedly taking a ready task T and a
 * processor P and appending T to P at its earliest start time est(T,P) = max(free(P), data-ready time).
 * Take any optimal schedule and list its task instances by (start, processor); replaying that list
 * with earliest starts gives starts no later than before, so it is again optimal; repeating reaches a
 * schedule that replays to itself. Such a schedule is produced by a sequence whose (start, processor)
 * pairs increase strictly in lexicographic order (non-decreasing start if some task has μ = 0). The
 * search therefore only appends an instance whose (est, P) is after the previous one's: every
 * schedule is generated once, and an optimal one is among them.
 *
 * <p><b>Symmetry.</b> On identical processors (same speed, same λ between any two) an empty processor
 * is tried only if it is the first empty one (relabelling processors by first use keeps the order
 * property). On other machines without duplication (ring, mesh, hypercube, a λ matrix) the same
 * idea uses the machine's automorphisms ({@code Machine.automorphisms}, up to 5,000): an empty
 * processor is tried only if no automorphism fixing the used processors maps it lower. Without duplication, equivalent tasks (same μ, same predecessors and successors with
 * the same η) are started in index order.
 *
 * <p><b>Order rules</b> (without duplication). Two sinks that are adjacent on a processor may be
 * exchanged when the second one's data is ready there no later: the pair ends no later and nothing
 * depends on them. So the search appends a sink right after a sink only in non-decreasing order of
 * (data-ready time on that processor, key). Likewise two adjacent sources whose only successor is
 * the same task c may be exchanged to send the larger message first: the pair ends at the same
 * time and c's data arrive no later; they are appended in non-increasing order of η (then key).
 * The key is the task's index, shared by equivalent tasks. Each exchange leaves every other task
 * no later and removes one inversion, so an optimal schedule obeying both rules (and the symmetry
 * rules, which only relabel) exists. A third rule keeps a task with successors from directly
 * following a sink that started when the task's data were already there ({@link OrderRules}). The
 * rules read only the last task on each processor and its start, which enter the duplicate-state key.
 *
 * <p><b>Bounds.</b> Every task still to be scheduled starts no earlier than the last start (order
 * property) nor before its data can exist; a forward pass gives each unscheduled task a head h(T) and
 * the bound max h(T) + bl(T) (bl: longest computation path from T). Load: processor P can do new work
 * only after max(free(P), last start), so C ≥ (remaining work + Σ speed(P)·max(free(P), last start)) /
 * Σ speed. With integral data the bound is rounded up. Without duplication and with integral data
 * the co-location bound ({@code DagBounds.colocation}) raises the root bound, and below the
 * incumbent ub the tasks joined by arcs too expensive to cross processors at makespan ub − 1 are kept
 * on one processor. The incumbent starts from the warm-start schedules (the heuristics) and improves
 * during the search.
 *
 * <p><b>Fans.</b> Each task with its predecessors is a join once the rest is dropped, and the join
 * problem is solved exactly ({@code FanBound}, {@code JoinRelaxation}): the fan-in bound (and, without
 * duplication, the fan-out bound of the mirror) raises the root bound, and on a join or a fork the
 * join's best allocation is a warm start ({@link JoinSchedule}) — together they prove CCR-0.1 joins
 * and forks at the root that the search alone does not prove in minutes.
 *
 * <p><b>Pilot and local search.</b> A depth-first pilot of 50,000 nodes proves most instances; when
 * it does not, {@link AllocationSearch} (a local search over allocations and priorities, a fixed
 * number of decodings) improves the incumbent before the main search: a tight incumbent both
 * prunes and, through the co-location rule, forces more tasks together.
 *
 * <p><b>Duplication.</b> A task may receive further instances (copies) on other processors; a copy is
 * created only if it would deliver some successor's data to some processor strictly earlier than
 * every instance already scheduled (an optimal schedule with the fewest instances has only such
 * copies). With duplication the optimum is never above the optimum without.
 *
 * <p><b>Mirror.</b> Without duplication the instance with arcs reversed and λ transposed has the same
 * optimum ({@link Schedule#mirrored}); an in-tree or a join becomes an out-tree or a fork, where the
 * order rules and co-location prune far more. The forward search and a search of the mirror take
 * turns of 131,072 nodes on one core (the mirror starts only when the forward search passes its
 * first turn), share their incumbents, and the first to finish proves the optimum ({@link Turns}).
 *
 * <p><b>Parts.</b> {@link InstanceData} (precomputed), {@link PartialSchedule} (append/undo),
 * {@link Heads}, {@link AncestorLoad}, {@link Colocation}, {@link PackingTest}, {@link PartitionTest},
 * {@link EnergyTest} (bounds and tests), {@link SinkPhase} (the last sinks assigned exactly),
 * {@link OrderRules}, {@link ProcessorSymmetry}, {@link TranspositionTable}, {@link Search} (the driver)
 * and {@link Turns} (forward and mirror); every knob is in {@link SearchSettings}, read from
 * {@code --param k=v}.
 *
 * <p>The result is OPTIMAL only when the search finished; on a time-out it is FEASIBLE with the root
 * lower bound (or UNKNOWN when nothing was found).
 */
public final class DagBranchAndBound implements DagSolver {
    private final boolean duplication;
    private final Function<DagInstance, List<Schedule>> warmStarts;
    private final SearchSettings settings;
    /**
     * Nodes per second of time limit that the probe's share is converted at: every phase is budgeted by
     * work, so the same instance and options give the same nodes and result, however fast the machine.
     */
    static final double NOMINAL_NODES_PER_SECOND = 1_000_000;

    public DagBranchAndBound(boolean duplication, Function<DagInstance, List<Schedule>> warmStarts) {
        this(duplication, warmStarts, SearchSettings.defaults());
    }

    /** With explicit settings; {@code --param k=v} given at solve time override them. */
    public DagBranchAndBound(boolean duplication, Function<DagInstance, List<Schedule>> warmStarts, SearchSettings settings) {
        this.duplication = duplication;
        this.warmStarts = warmStarts == null ? i -> List.of() : warmStarts;
        this.settings = settings;
    }

    @Override
    public boolean duplicates() { return duplication; }

    @Override public String name() { return duplication ? "exact-dup" : "exact"; }

    @Override public String description() {
        return duplication ? "exact branch-and-bound with task duplication (ordered appends, copies only when they help)"
                : "exact branch-and-bound without duplication (ordered appends, symmetry breaking, head/load bounds)";
    }

    @Override public boolean exact() { return true; }

    /** The settings for one solve: this solver's, with the options' {@code --param} keys applied. */
    private SearchSettings settings(Options options) {
        if (options.params().isEmpty()) return settings;
        java.util.Map<String, String> m = new java.util.LinkedHashMap<>(settings.asParams());
        m.putAll(options.params());
        try {
            return SearchSettings.fromParams(m);
        } catch (InputException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    @Override
    public java.util.Set<String> paramNames() { return SearchSettings.defaults().asParams().keySet(); }

    /**
     * Solves in the search's own unit and maps the answer back exactly: the largest unit in which every
     * time is a whole number ({@link gaplab.exact.dag.IntegerUnit}: integral bounds and "one unit below the
     * incumbent" hold for decimal data too), else times × 2^k so that none is below the comparisons' slack
     * ({@link gaplab.exact.dag.UnitScale}). Either way the optimum scales with the data (issue 34).
     */
    @Override
    public Outcome<Schedule> solve(DagInstance instance, Options options) {
        return gaplab.exact.dag.IntegerUnit.solveInOwnUnit(instance, in -> solveInUnit(in, options));
    }

    private Outcome<Schedule> solveInUnit(DagInstance instance, Options options) {
        SearchSettings used = settings(options);
        long probeNodes = used.nodeBudget() > 0 ? (long) (used.probeShare() * used.nodeBudget())
                : (long) (used.probeShare() * Math.max(0, options.timeLimitSeconds()) * NOMINAL_NODES_PER_SECOND);
        return solveInUnit(instance, used, options.timeLimitSeconds(), probeNodes, null);
    }

    /** The search with its settings, time limit and probe budget; with a {@link Pause}, paused at its budgets. */
    Outcome<Schedule> solveInUnit(DagInstance instance, SearchSettings used, double seconds, long probeNodes, Pause pause) {
        long t0 = System.nanoTime();
        long deadline = t0 + (long) (Math.max(0, seconds) * 1e9);
        Search s = newSearch(instance, deadline, probeNodes, used);
        if (pause != null) { s.pause = pause; pause.add(s); }
        Turns turns = !duplication && used.sliceNodes() > 0 ? new Turns(this, used, instance, deadline, probeNodes, used.sliceNodes()) : null;
        if (turns == null) s.run();
        else turns.runForward(s);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        Search m = turns == null ? null : turns.mirror;
        List<Search> searches = m == null ? List.of(s) : List.of(s, m);
        boolean budgetSpent = false;
        for (Search x : searches) budgetSpent |= x.budgetSpent && System.nanoTime() <= deadline;
        String stop = budgetSpent ? "node budget spent; " : "time limit reached; ";
        long nodes = 0, hits = 0, energyCuts = 0, packingCuts = 0, partitionCuts = 0, sinkPhases = 0;
        double bound = 0;
        for (Search x : searches) {
            nodes += x.nodes;
            hits += x.table == null ? 0 : x.table.hits;
            energyCuts += x.energy.cuts; packingCuts += x.packing.cuts; partitionCuts += x.partition.cuts + x.clusterPartition.cuts; sinkPhases += x.sinkPhase.solves;
            bound = Math.max(bound, Math.max(x.rootLowerBound, x.provenBound));
        }
        String differences = used.differences();
        String note = nodes + " nodes" + (m == null ? "" : " (" + s.nodes + " forward, " + m.nodes + " on the mirror)")
                + ", " + hits + " dominated states" + (used.idaIterations() > 0 ? ", " + s.iterations + " IDA* iterations" : "")
                + (used.energy() ? ", " + energyCuts + " energy cuts" : "") + (used.packing() ? ", " + packingCuts + " packing cuts" : "")
                + (used.partition() ? ", " + partitionCuts + " partition cuts" : "") + (used.sinkPhase() && !duplication ? ", " + sinkPhases + " sink phases" : "")
                + (differences.isEmpty() ? "" : "; settings: " + differences);
        Turns.adopt(s, m);
        boolean proven = turns == null ? !s.timedOut : turns.prover >= 0;
        if (s.best == null) return new Outcome<>(null, Double.NaN, Status.UNKNOWN, bound, ms, stop + note);
        double obj = s.best.makespan();
        if (proven) return new Outcome<>(s.best, obj, Status.OPTIMAL, obj, ms, note + (turns != null && turns.prover == 1 ? "; proven on the mirror" : ""));
        // stopped, but the schedule meets a proven lower bound (the root's, or an IDA* threshold exhausted): optimal all the same
        if (bound >= obj - 1e-9) return new Outcome<>(s.best, obj, Status.OPTIMAL, obj, ms, stop + "its schedule meets its lower bound; " + note);
        return new Outcome<>(s.best, obj, Status.FEASIBLE, Math.min(bound, obj), ms, stop + note);
    }

    /** A search of {@code instance} with the warm starts that are its schedules ({@link WarmStart}) as its incumbent, and its root bound. */
    Search newSearch(DagInstance instance, long deadline, long probeNodes, SearchSettings used) {
        Search s = new Search(instance, duplication, deadline, probeNodes, used);
        List<Schedule> warm = new java.util.ArrayList<>(warmStarts.apply(instance));
        if (used.fan()) warm.addAll(JoinSchedule.of(instance));
        for (Schedule w : warm) {
            if (w == null) continue;
            if (!WarmStart.fits(instance, w, duplication)) continue;
            double m = w.makespan();
            if (m < s.upperBound) { s.upperBound = m; s.best = w; s.bestNote = "warm start"; }
        }
        s.rootLowerBound = s.rootBound();
        s.packClusters();
        return s;
    }
}
