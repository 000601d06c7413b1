package gaplab.exact.dag.search;

import gaplab.analysis.dag.DagBounds;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The fork-join level bound and start (issue 37, item 3: blast's 40 sibling tasks between one split task and
 * two merge tasks). The graph is a few sources S, a wide level L whose every task reads every source and
 * feeds every sink, and a few sinks K. Place the sources and sinks on processors (every placement, up to
 * relabelling the processors): then a level task on processor p starts no earlier than
 * h(p) = max(the work of p's sources, max over sources s of d(s) + η<sub>min</sub>(s)·λ if s is elsewhere), and
 * after the last level task on p the makespan is at least τ(p) = max over processors q with sinks of
 * (min over q's sinks of η<sub>min</sub>(k)·λ if q ≠ p) + the work of q's sinks, η<sub>min</sub> the least
 * message over the level. So every processor that runs level work L(p) has h(p) + L(p) + τ(p) ≤ C: a
 * P | | Cmax packing of the level with a head and a tail per processor (Lenstra, Rinnooy Kan &amp; Brucker
 * 1977: heads and tails). On two processors it is decided exactly by meet in the middle over the level's
 * subset sums ({@link BalancedSplit}, at most 40 level tasks); on more, exactly by bin completion
 * ({@link LevelPacking}, at most 63 level tasks), with each level task's own messages: the head of p is
 * that of the task it runs first, its tail that of the task it runs last (else the load bound over the
 * capacities C − h(p) − τ(p)). The least C over all placements is a lower bound; the best placement and
 * packing, decoded by list scheduling, is a start for the local search. On blast with two processors the bound
 * is within a microsecond of the optimum, where the search's was 2 µs below; on eight, the packing's bound
 * meets its start (blast-small-001, -003, -004 proven at the root). Identical processors, whole-numbered data,
 * without duplication; {@code --param fork-join-level}.
 * <p>Why it is sound: in any schedule every level task needs every source's data and every sink every level
 * task's, so on a processor p with level work the level tasks run one after another in a window that opens no
 * earlier than h(p) (p's own sources run before them; another processor's source s ends no earlier than d(s)
 * and its least message follows) and, from the end of p's last level task, every processor q with sinks still
 * needs at least its least incoming message (none when q = p) plus the work of all its sinks. Hence
 * C ≥ h(p) + L(p) + τ(p) for each p with L(p) &gt; 0, whatever the order of the tasks and wherever messages are
 * hidden by co-location (η·λ is counted only between different processors, at its least; in the exact packing,
 * at the least over the processor's own level tasks, one of which runs first and one last). The placements are
 * enumerated up to relabelling, which keeps every time because all λ and speeds are equal
 * ({@code identicalProcessors}); the two-processor packing takes every subset sum of the level (meet in the
 * middle, exact), the others the fractional load, a relaxation. The merge failure of 2026-11-27 (bound 23.02
 * "above a schedule") was a test comparing the optimum with a stopped search that had found no schedule;
 * {@code ForkJoinLevelTest} writes that graph out with its optimum, 23.02.
 */
final class ForkJoinLevel {
    /** The most sources and sinks together (placements: at most P^4). */
    static final int MAX_ENDS = 4;

    private final InstanceData data;
    private final int[] ends, level;
    private final int sourceCount;
    private final double[] leastMessage;
    private final long[] size;
    private final long work;
    private final BalancedSplit split;
    /** The least message of each end taken as the largest instead (a mutant for the tests; unsound). */
    private final boolean mutant;
    // the best placement found by the last bound
    private int[] bestPlacement;
    private long[] bestTargets;
    private double bound = Double.NaN;
    // the best exact packing found by the bound (more than two processors)
    private long packedMakespan = Long.MAX_VALUE;
    private int[] packedBins, packedPlacement;
    /** Steps of the exact packing, over all placements ({@link Search#work}). */
    long packingSteps;
    /** System.nanoTime() beyond which the exact packing stops deciding (the search's deadline). */
    long deadline = Long.MAX_VALUE;
    /**
     * The exact packing runs where the level has at most this many tasks per processor: each bin's subsets are
     * few (blast's 40 siblings on 8 processors: five to a bin, decided in seconds; on 4, ten to a bin, the
     * decisions near the optimum ran out of their budget, and the search proves those rows without it).
     */
    static final int ITEMS_PER_PROCESSOR = 6;
    /** The exact packing's budget in steps: per decision, and for the bound. */
    static final long DECISION_STEPS = 400_000_000, STEPS = 1_200_000_000;

    private ForkJoinLevel(InstanceData data, int[] sources, int[] sinks, int[] level, boolean mutant) {
        this.data = data;
        this.level = level;
        this.mutant = mutant;
        sourceCount = sources.length;
        ends = new int[sources.length + sinks.length];
        System.arraycopy(sources, 0, ends, 0, sources.length);
        System.arraycopy(sinks, 0, ends, sources.length, sinks.length);
        TaskGraph g = data.graph;
        leastMessage = new double[ends.length];
        for (int e = 0; e < ends.length; e++) {
            int t = ends[e];
            int[] arcs = e < sourceCount ? g.succArcs(t) : g.predArcs(t);
            double m = mutant ? 0 : Double.POSITIVE_INFINITY;
            for (int a : arcs) m = mutant ? Math.max(m, g.eta(a)) : Math.min(m, g.eta(a));
            leastMessage[e] = m;
        }
        size = new long[data.tasks];
        long w = 0;
        for (int t : level) { size[t] = Math.round(data.minDuration[t]); w += size[t]; }
        work = w;
        split = level.length <= BalancedSplit.EXACT_ITEMS && BalancedSplit.fits(size, level) ? new BalancedSplit(size, level) : null;
    }

    /** The level of {@code data}'s graph, or null when the graph is no fork-join level or the machine does not fit. */
    static ForkJoinLevel of(InstanceData data) { return of(data, false); }

    /** As {@link #of(InstanceData)}; {@code mutant} takes the largest message of each end (tests only). */
    static ForkJoinLevel of(InstanceData data, boolean mutant) {
        if (data.duplication || !data.integral || !data.identicalProcessors || data.processors < 2) return null;
        TaskGraph g = data.graph;
        List<Integer> s = new ArrayList<>(), k = new ArrayList<>(), l = new ArrayList<>();
        for (int t = 0; t < data.tasks; t++) {
            if (g.preds(t).length == 0) s.add(t);
            else if (g.succs(t).length == 0) k.add(t);
            else l.add(t);
        }
        if (s.isEmpty() || k.isEmpty() || s.size() + k.size() > MAX_ENDS || l.size() < 2) return null;
        for (int t : s) if (g.succs(t).length != l.size() || !all(g.succs(t), l)) return null;
        for (int t : k) if (g.preds(t).length != l.size() || !all(g.preds(t), l)) return null;
        for (int t : l) if (g.preds(t).length != s.size() || g.succs(t).length != k.size()) return null;
        return new ForkJoinLevel(data, ints(s), ints(k), ints(l), mutant);
    }

    private static boolean all(int[] tasks, List<Integer> in) {
        for (int t : tasks) if (!in.contains(t)) return false;
        return true;
    }

    private static int[] ints(List<Integer> l) { return l.stream().mapToInt(Integer::intValue).toArray(); }

    /** The lower bound: the least makespan over every placement of the ends (computed once). */
    double bound() {
        if (!Double.isNaN(bound)) return bound;
        int P = data.processors, m = ends.length;
        int[] on = new int[m];
        List<int[]> placements = new ArrayList<>();
        List<Double> loads = new ArrayList<>();
        double best = Double.POSITIVE_INFINITY;
        while (true) {
            double[] cap = capacities(on);
            double b = levelBound(cap);
            placements.add(on.clone());
            loads.add(b);
            if (b < best) { best = b; bestPlacement = on.clone(); bestTargets = targets(cap, b); }
            // the next placement with each end on a processor at most one above those before it (relabelling)
            int i = m - 1;
            while (i >= 1) {
                int max = 0;
                for (int j = 0; j < i; j++) max = Math.max(max, on[j]);
                if (on[i] < Math.min(P - 1, max + 1)) break;
                on[i] = 0;
                i--;
            }
            if (i < 1) break;
            on[i]++;
        }
        boolean exact = P > 2 && P <= LevelPacking.MAX_ITEMS && level.length <= Math.min(LevelPacking.MAX_ITEMS, ITEMS_PER_PROCESSOR * P);
        bound = exact ? Math.max(best, packedBound(placements, loads)) : best;
        return bound;
    }

    /**
     * The least makespan over the placements by exact packing ({@link LevelPacking}), the placements in the
     * order of their load bounds, each skipped once its load bound reaches the least so far. The first is
     * decided at its load bound and then at growing steps above it until it packs; from there, and on every later
     * placement from one below the least so far, each decision asks for one below the makespan of the last
     * packing, until one does not pack: so the hard question, near the optimum, is asked once per placement.
     * Where the budget or the deadline ends a decision, the placement counts one above the largest C proven not
     * to pack. The best packing found is kept for {@link #start()}.
     */
    private double packedBound(List<int[]> placements, List<Double> loads) {
        Integer[] order = new Integer[placements.size()];
        for (int i = 0; i < order.length; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Double.compare(loads.get(a), loads.get(b)));
        long least = Long.MAX_VALUE;
        for (int k : order) {
            long lo = (long) Math.ceil(loads.get(k) - 1e-9);
            if (lo >= least) break;
            int[] on = placements.get(k);
            LevelPacking packing = packing(on);
            packing.deadline = deadline;
            lo = Math.max(lo, packing.loadBound());
            long proven = lo - 1, packs = least, step = 1;
            long c = least == Long.MAX_VALUE ? lo : least - 1;
            while (c > proven && c < packs && packingSteps < STEPS) {
                LevelPacking.Outcome o = packing.packs(c, Math.min(DECISION_STEPS, STEPS - packingSteps));
                packingSteps += packing.steps;
                packing.steps = 0;
                if (!o.decided()) break;
                if (o.packs()) {
                    packs = o.makespan();
                    if (packs < packedMakespan) { packedMakespan = packs; packedBins = o.bins(); packedPlacement = on.clone(); }
                    c = packs - 1;
                } else {
                    proven = c;
                    c = packs == Long.MAX_VALUE ? proven + (step *= 2) : packs - 1;
                }
            }
            least = Math.min(least, Math.min(packs, proven + 1));
        }
        return least;
    }

    /** The packing problem of a placement: heads and tails of every level task on every processor, rounded down. */
    private LevelPacking packing(int[] on) {
        int P = data.processors, n = level.length;
        TaskGraph g = data.graph;
        double[][] endWork = endWork(on);
        double[] sourceWork = endWork[0], sinkWork = endWork[1];
        long[] sizes = new long[n];
        long[][] heads = new long[P][n], tails = new long[P][n];
        for (int i = 0; i < n; i++) {
            int x = level[i];
            sizes[i] = size[x];
            for (int p = 0; p < P; p++) {
                double h = sourceWork[p];
                for (int e = 0; e < sourceCount; e++)
                    if (on[e] != p) h = Math.max(h, data.minDuration[ends[e]] + g.eta(ends[e], x) * data.lambda[on[e] * P + p]);
                double t = 0;
                for (int q = 0; q < P; q++) {
                    if (!hostsSink(on, q)) continue;
                    double offset = Double.POSITIVE_INFINITY;
                    for (int e = sourceCount; e < ends.length; e++)
                        if (on[e] == q) offset = Math.min(offset, q == p ? 0 : g.eta(x, ends[e]) * data.lambda[p * P + q]);
                    t = Math.max(t, offset + sinkWork[q]);
                }
                heads[p][i] = (long) Math.floor(h + 1e-9);
                tails[p][i] = (long) Math.floor(t + 1e-9);
            }
        }
        return new LevelPacking(sizes, heads, tails);
    }

    /** h(p) + τ(p) for each processor p, given the ends' processors. */
    private double[] capacities(int[] on) {
        int P = data.processors;
        double[] head = new double[P], tail = new double[P];
        double[][] endWork = endWork(on);
        double[] sourceWork = endWork[0], sinkWork = endWork[1];
        for (int p = 0; p < P; p++) {
            double h = sourceWork[p];
            for (int e = 0; e < sourceCount; e++) {
                int q = on[e];
                h = Math.max(h, data.minDuration[ends[e]] + (q == p ? 0 : leastMessage[e] * data.lambda[q * P + p]));
            }
            double t = 0;
            for (int q = 0; q < P; q++) {
                if (!hostsSink(on, q)) continue;
                double offset = Double.POSITIVE_INFINITY;
                for (int e = sourceCount; e < ends.length; e++) if (on[e] == q) offset = Math.min(offset, q == p ? 0 : leastMessage[e] * data.lambda[p * P + q]);
                t = Math.max(t, offset + sinkWork[q]);
            }
            head[p] = h;
            tail[p] = t;
        }
        double[] c = new double[P];
        for (int p = 0; p < P; p++) c[p] = head[p] + tail[p];
        return c;
    }

    /** The work of the sources and of the sinks on each processor, given the ends' processors. */
    private double[][] endWork(int[] on) {
        double[][] w = new double[2][data.processors];
        for (int e = 0; e < ends.length; e++) w[e < sourceCount ? 0 : 1][on[e]] += data.minDuration[ends[e]];
        return w;
    }

    private boolean hostsSink(int[] on, int q) {
        for (int e = sourceCount; e < ends.length; e++) if (on[e] == q) return true;
        return false;
    }

    /** The least C at which the level packs with processor p's load at most C − c(p) (when it has any). */
    private double levelBound(double[] c) {
        int P = c.length;
        if (P == 2 && split != null) {
            // load S on processor 0: max(c0 + S if S > 0, c1 + W − S if S < W), V-shaped in S
            double best = Math.min(c[1] + work, c[0] + work);
            double star = (c[1] + work - c[0]) / 2;
            for (long x : new long[] {(long) Math.floor(star), (long) Math.ceil(star)}) {
                long[] around = split.around(Math.max(0, Math.min(work, x)));
                for (long sum : around) {
                    if (sum < 0) continue;
                    double v = Math.max(sum > 0 ? c[0] + sum : Double.NEGATIVE_INFINITY, sum < work ? c[1] + work - sum : Double.NEGATIVE_INFINITY);
                    best = Math.min(best, v);
                }
            }
            return best;
        }
        return LevelPacking.loadBound(c, work);   // the least C with Σ (C − c(p))⁺ ≥ W
    }

    private long[] targets(double[] c, double C) {
        long[] t = new long[c.length];
        for (int p = 0; p < c.length; p++) t[p] = Math.max(0, (long) Math.floor(C - c[p] + 1e-9));
        return t;
    }

    /**
     * The start: the best placement, the level split to its capacities ({@link BalancedSplit}; on two
     * processors the exact sums next to the best, as they may differ in which task ends last), decoded by list
     * scheduling with bottom levels as priorities (the level task with the smallest message to the sinks last);
     * null when the split does not apply.
     */
    Schedule start() {
        bound();
        int P = data.processors;
        if (packedBins == null && (split == null || (P != 2 && P != 4 && P != 8))) return null;
        AllocationSearch decoder = new AllocationSearch(data.instance);
        // sources first, then the level by decreasing message to the sinks (the least last on each processor), sinks last
        double[] prio = DagBounds.bottomLevelsComm(data.instance);
        double top = 0;
        for (double x : prio) top = Math.max(top, x);
        TaskGraph g = data.graph;
        for (int x : level) {
            double m = 0;
            for (int a : g.succArcs(x)) m += g.eta(a);
            prio[x] = top + m;
        }
        for (int e = 0; e < sourceCount; e++) prio[ends[e]] = Double.MAX_VALUE / 4;
        int[] alloc = new int[data.tasks];
        int[] placement = packedBins != null ? packedPlacement : bestPlacement;
        for (int e = 0; e < ends.length; e++) alloc[ends[e]] = placement[e];
        if (packedBins != null) {
            // the exact packing of the bound ({@link LevelPacking}) on its placement
            for (int i = 0; i < level.length; i++) alloc[level[i]] = packedBins[i];
            return decoder.schedule(alloc, prio);
        }
        int[] bestAlloc = null;
        double best = Double.POSITIVE_INFINITY;
        for (long shift = -4; shift <= 4; shift++) {
            long[] t = bestTargets.clone();
            t[0] += shift;
            t[P - 1] -= shift;
            int[] part = BalancedSplit.parts(split, t);
            for (int x : level) alloc[x] = part[x];
            double m = decoder.decode(alloc, prio);
            if (m < best - 1e-9) { best = m; bestAlloc = alloc.clone(); }
        }
        return decoder.schedule(bestAlloc, prio);
    }
}
