package gaplab.exact.dag.search;

import gaplab.model.core.InputException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Every knob of the exact task-graph search in one record (the defaults are what gaplab measures and
 * documents). Read from {@code --param k=v} by {@link #fromParams}, which rejects unknown keys; a
 * result's note lists the settings that differ from the defaults.
 *
 * @param pilotNodes             node budget of the depth-first pilot (0: no pilot and no local search)
 * @param localSearchEvaluations decodings of the allocation local search after a failed pilot (0: none)
 * @param orderRules             the sink and single-successor source order rules
 * @param sliceNodes             nodes per turn of the forward and mirror searches (0: forward only)
 * @param probeShare             the probe in lower-bound order gets this share of the time limit, counted in nodes
 *                               at a nominal million nodes per second (0: no probe)
 * @param idaIterations          iterations of iterative deepening on the makespan before plain branch-and-bound
 * @param joinLoad               the join load bound on a task's unscheduled predecessors
 * @param packing                the packing test over the processors' remaining capacities
 * @param energy                 energetic reasoning over time windows
 * @param colocation             the co-location root bound and forced co-location below the incumbent
 * @param clusterLoad            co-location at every node (pins and per-cluster load bounds)
 * @param automorphisms          symmetry breaking by the machine's automorphisms
 * @param ancestorLoad           the ancestor load and pigeonhole bounds
 * @param orderByEarliestStart   children in order of earliest start (else of lower bound)
 * @param transpositionTable     the table of dominated states (without duplication)
 * @param tableBits              log2 of the table's entries once the search passes 200,000 nodes
 * @param fan                    the fan-in and fan-out bounds and the join/fork warm start ({@code FanBound}, {@link JoinSchedule})
 * @param partition              the partition test over the processors' remaining capacities ({@link PartitionTest})
 * @param sinkPhase              the last phase, when only sinks are left, solved as an assignment ({@link SinkPhase})
 * @param widePartition          the partition test on totals beyond its bit sets, by meet in the middle ({@link WideSubsetSums}; issue 37)
 * @param clusterPartition       the partition test over forced co-location clusters ({@link ClusterPartition}; issue 37; with {@code partition} on)
 * @param nodeBudget             nodes each search (forward, mirror) may take before it stops unproven, and the probe's
 *                               share is then counted of this budget instead of the time limit (0: no budget): a budget
 *                               in work, so the same input gives the same result (the portfolio's rounds pause the
 *                               search at their budgets instead, {@link ResumableSearch})
 * @param clusterPacking         the cluster packing bound below each incumbent ({@link ClusterPacking}; issue 37)
 * @param packingStart           the local search also starts from a balanced packing of the clusters ({@link PackingStart}; issue 37)
 * @param granularLoad           the load bound with each processor's work a multiple of the durations' common grain ({@link GranularLoad}; issue 37)
 * @param forkJoinLevel          the fork-join level bound and start: sources, one wide level, sinks ({@link ForkJoinLevel}; issue 37)
 * @param balancedSplit          the packing start splits the clusters by exact subset sums into halves, quarters, eighths ({@link BalancedSplit}; issue 37)
 */
public record SearchSettings(long pilotNodes, long localSearchEvaluations, boolean orderRules, long sliceNodes, double probeShare,
                             int idaIterations, boolean joinLoad, boolean packing, boolean energy, boolean colocation,
                             boolean clusterLoad, boolean automorphisms, boolean ancestorLoad, boolean orderByEarliestStart,
                             boolean transpositionTable, int tableBits, boolean fan, boolean partition, boolean sinkPhase,
                             boolean widePartition, boolean clusterPartition, long nodeBudget, boolean clusterPacking, boolean packingStart,
                             boolean granularLoad, boolean balancedSplit, boolean forkJoinLevel) {

    public static SearchSettings defaults() {
        return new SearchSettings(50_000, 200_000, true, 1L << 17, 0.1, 0, true, true, false, true, true, true, true, true, true, 22, true, true, true, true, true, 0, true, true, true, true, true);
    }

    public SearchSettings withPilot(long nodes, long evaluations) {
        return new SearchSettings(nodes, evaluations, orderRules, sliceNodes, probeShare, idaIterations, joinLoad, packing, energy, colocation,
                clusterLoad, automorphisms, ancestorLoad, orderByEarliestStart, transpositionTable, tableBits, fan, partition, sinkPhase, widePartition, clusterPartition, nodeBudget, clusterPacking, packingStart, granularLoad, balancedSplit, forkJoinLevel);
    }

    public SearchSettings withOrderRules(boolean on) {
        return new SearchSettings(pilotNodes, localSearchEvaluations, on, sliceNodes, probeShare, idaIterations, joinLoad, packing, energy, colocation,
                clusterLoad, automorphisms, ancestorLoad, orderByEarliestStart, transpositionTable, tableBits, fan, partition, sinkPhase, widePartition, clusterPartition, nodeBudget, clusterPacking, packingStart, granularLoad, balancedSplit, forkJoinLevel);
    }

    public SearchSettings withSliceNodes(long nodes) {
        return new SearchSettings(pilotNodes, localSearchEvaluations, orderRules, Math.max(0, nodes), probeShare, idaIterations, joinLoad, packing,
                energy, colocation, clusterLoad, automorphisms, ancestorLoad, orderByEarliestStart, transpositionTable, tableBits, fan, partition, sinkPhase, widePartition, clusterPartition, nodeBudget, clusterPacking, packingStart, granularLoad, balancedSplit, forkJoinLevel);
    }

    /** The same with the probe's share replaced (of the node budget when there is one, else of the time limit). */
    public SearchSettings withProbeShare(double share) {
        return new SearchSettings(pilotNodes, localSearchEvaluations, orderRules, sliceNodes, share, idaIterations, joinLoad, packing,
                energy, colocation, clusterLoad, automorphisms, ancestorLoad, orderByEarliestStart, transpositionTable, tableBits, fan, partition, sinkPhase, widePartition, clusterPartition,
                nodeBudget, clusterPacking, packingStart, granularLoad, balancedSplit, forkJoinLevel);
    }

    /** The same with each search stopping after {@code nodes} nodes (0: no budget). */
    public SearchSettings withNodeBudget(long nodes) {
        return new SearchSettings(pilotNodes, localSearchEvaluations, orderRules, sliceNodes, probeShare, idaIterations, joinLoad, packing,
                energy, colocation, clusterLoad, automorphisms, ancestorLoad, orderByEarliestStart, transpositionTable, tableBits, fan, partition, sinkPhase, widePartition, clusterPartition,
                Math.max(0, nodes), clusterPacking, packingStart, granularLoad, balancedSplit, forkJoinLevel);
    }

    /** The settings as {@code --param} keys and values. */
    public Map<String, String> asParams() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("pilot-nodes", Long.toString(pilotNodes));
        m.put("local-search", Long.toString(localSearchEvaluations));
        m.put("order-rules", Boolean.toString(orderRules));
        m.put("slice-nodes", Long.toString(sliceNodes));
        m.put("probe-share", Double.toString(probeShare));
        m.put("ida-iterations", Integer.toString(idaIterations));
        m.put("join-load", Boolean.toString(joinLoad));
        m.put("packing", Boolean.toString(packing));
        m.put("energy", Boolean.toString(energy));
        m.put("colocation", Boolean.toString(colocation));
        m.put("cluster-load", Boolean.toString(clusterLoad));
        m.put("automorphisms", Boolean.toString(automorphisms));
        m.put("ancestor-load", Boolean.toString(ancestorLoad));
        m.put("order-by-est", Boolean.toString(orderByEarliestStart));
        m.put("transposition-table", Boolean.toString(transpositionTable));
        m.put("table-bits", Integer.toString(tableBits));
        m.put("fan", Boolean.toString(fan));
        m.put("partition", Boolean.toString(partition));
        m.put("sink-phase", Boolean.toString(sinkPhase));
        m.put("wide-partition", Boolean.toString(widePartition));
        m.put("cluster-partition", Boolean.toString(clusterPartition));
        m.put("node-budget", Long.toString(nodeBudget));
        m.put("cluster-packing", Boolean.toString(clusterPacking));
        m.put("packing-start", Boolean.toString(packingStart));
        m.put("granular-load", Boolean.toString(granularLoad));
        m.put("balanced-split", Boolean.toString(balancedSplit));
        m.put("fork-join-level", Boolean.toString(forkJoinLevel));
        return m;
    }

    /** The defaults with the given keys replaced; an unknown key or a bad value is bad input. */
    public static SearchSettings fromParams(Map<String, String> params) throws InputException {
        Map<String, String> m = defaults().asParams();
        for (var e : params.entrySet()) {
            if (!m.containsKey(e.getKey()))
                throw new InputException("--param " + e.getKey(), "unknown setting of the exact task-graph search; known: " + String.join(", ", m.keySet()));
            m.put(e.getKey(), e.getValue().trim());
        }
        return new SearchSettings(whole(m, "pilot-nodes", 0, Long.MAX_VALUE), whole(m, "local-search", 0, Long.MAX_VALUE), flag(m, "order-rules"),
                whole(m, "slice-nodes", 0, Long.MAX_VALUE), share(m, "probe-share"), (int) whole(m, "ida-iterations", 0, 1_000_000),
                flag(m, "join-load"), flag(m, "packing"), flag(m, "energy"), flag(m, "colocation"), flag(m, "cluster-load"),
                flag(m, "automorphisms"), flag(m, "ancestor-load"), flag(m, "order-by-est"), flag(m, "transposition-table"),
                (int) whole(m, "table-bits", 17, 28), flag(m, "fan"), flag(m, "partition"), flag(m, "sink-phase"),
                flag(m, "wide-partition"), flag(m, "cluster-partition"), whole(m, "node-budget", 0, Long.MAX_VALUE), flag(m, "cluster-packing"), flag(m, "packing-start"),
                flag(m, "granular-load"), flag(m, "balanced-split"), flag(m, "fork-join-level"));
    }

    /** The settings that differ from the defaults, as {@code k=v} (empty when none). */
    public String differences() {
        Map<String, String> d = new TreeMap<>(), now = asParams(), def = defaults().asParams();
        for (var e : now.entrySet()) if (!e.getValue().equals(def.get(e.getKey()))) d.put(e.getKey(), e.getValue());
        StringBuilder b = new StringBuilder();
        d.forEach((k, v) -> b.append(b.length() == 0 ? "" : " ").append(k).append('=').append(v));
        return b.toString();
    }

    private static long whole(Map<String, String> m, String key, long min, long max) throws InputException {
        try {
            long v = Long.parseLong(m.get(key));
            if (v < min || v > max) throw new InputException("--param " + key, "must be between " + min + " and " + max + " (got " + v + ")");
            return v;
        } catch (NumberFormatException e) {
            throw new InputException("--param " + key, "'" + m.get(key) + "' is not a whole number");
        }
    }

    private static double share(Map<String, String> m, String key) throws InputException {
        try {
            double v = Double.parseDouble(m.get(key));
            if (!(v >= 0 && v < 1)) throw new InputException("--param " + key, "must be at least 0 and below 1 (got " + m.get(key) + ")");
            return v;
        } catch (NumberFormatException e) {
            throw new InputException("--param " + key, "'" + m.get(key) + "' is not a number");
        }
    }

    private static boolean flag(Map<String, String> m, String key) throws InputException {
        String v = m.get(key);
        if (v.equals("true") || v.equals("on")) return true;
        if (v.equals("false") || v.equals("off")) return false;
        throw new InputException("--param " + key, "must be true or false (got '" + v + "')");
    }
}
