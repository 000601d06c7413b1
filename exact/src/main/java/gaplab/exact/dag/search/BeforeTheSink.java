package gaplab.exact.dag.search;

import java.util.Arrays;

/**
 * The sink refinement of {@link GranularLoad} (issue 37, item 3: srasearch's merges, blast's concatenations). When
 * the graph has one sink s, or one besides free sinks (sinks whose arcs in carry no data: blast's {@code cat} beside
 * {@code cat_blast}), and every other task is an ancestor of s, s ends by the makespan C, starting by C − d(s). The
 * free sinks' work is left out (a relaxation: dropping a sink never lengthens a schedule); a free sink v following t
 * starts after t ends wherever it runs, so what it leaves, bl(v), counts as a message of no data. Below a node, on
 * each processor the last of its remaining tasks other than s and the free sinks ends early enough to leave what
 * follows it:
 * <ul>
 * <li>on a processor other than s's, its last task t has every successor v on another processor (none follows t on
 *     its own), v starts at least η(t, v)·λ after t ends and C ≥ start(v) + bl(v), bl the bottom level with
 *     communication (a lower bound on what follows a start without duplication): t ends by C − d(s) − charge(t),
 *     charge(t) = max<sub>v</sub> (η(t, v)·λ + bl(v)) − d(s);</li>
 * <li>on s's processor, the last task t before s has every successor other than s on another processor: t ends by
 *     C − d(s) − charge beside the sink(t), the same maximum over the successors other than s (0 without).</li>
 * </ul>
 * These last tasks are distinct, so each processor's share of the remaining work other than s, a multiple of the
 * grain g, fits in g·⌊(C − d(s) − charge − r(P)) / g⌋⁺ for one choice of distinct last tasks; {@link #bound} is the
 * least whole C for which some choice leaves room for that work. The choices tried dominate all: the sink's
 * processor's last task is one of the P − 1 least charged (the others then the P least but it), or the least charged
 * beside the sink of the rest (the others the P − 1 least). With equal ready times the room of a choice is exact up
 * to the floors; else it is at most the sum of every processor's room less the choice's charges (when none is
 * clipped), and at most the room with every processor charged the least charge of any choice.
 * <p>Scenarios: when s has at most {@link #MOST_MERGES} predecessors (srasearch's two merges), which of them run on
 * s's processor is enumerated. A merge m elsewhere sends its data across: bl(m) is then at least d(m) + η(m, s)·λ +
 * d(s), which an alignment last on its processor and feeding m is charged too; a merge on s's processor is not the
 * last task of another processor, a merge elsewhere not the last before s. Every schedule has one scenario, and each
 * scenario's choices dominate its schedules.
 */
final class BeforeTheSink {
    /** The most predecessors of the sink whose placements are enumerated (2^3 scenarios). */
    static final int MOST_MERGES = 3;

    private final InstanceData data;
    private final PartialSchedule state;
    /** The graph's only sink besides the free sinks (−1: the refinement does not apply). */
    final int sink;
    /** The free sinks: their arcs in carry no data (left out of the work). */
    final boolean[] free;
    /**
     * At a grain of 1 the bound runs only when every duration is 0 or at least this many units: runtimes written to
     * the microsecond (blast's 9,611 to 10^7 µs), where the charges of three or seven last tasks decide the last
     * microseconds; the benchmark sets' small integer weights keep the search as it was.
     */
    static final long FINE_UNITS = 1000;
    /** Does the bound run at a grain of 1 ({@link #FINE_UNITS})? */
    final boolean fine;
    /** The sink's predecessors whose placements are enumerated (none: one scenario, every placement). */
    private final int[] merges;
    /**
     * Per scenario (bit i: merges[i] on the sink's processor), what each task leaves before the sink when last on
     * another processor, and when last before it on its processor (+∞: it cannot be).
     */
    final double[][] charge, chargeBesideTheSink;
    /** Every charge is multiplied by this (1; tests mutate it). */
    double factor = 1;
    private final double[][] least, leastBeside;
    private final int[][] leastTask, leastBesideTask;
    /** Choices of the last tasks: [k][0] the sink's processor's charge, [k][1..P−1] the others' (sorted); their tasks (−1: none). */
    private final double[][] choice;
    private final int[][] choiceTask;
    private final int[] choiceScenario;
    private final double[] choiceSum, choiceMax;
    private int choices;

    BeforeTheSink(InstanceData data, PartialSchedule state) { this(data, state, MOST_MERGES); }

    /** With scenarios for at most {@code mostMerges} predecessors of the sink (0: one scenario; tests compare). */
    BeforeTheSink(InstanceData data, PartialSchedule state, int mostMerges) {
        this.data = data;
        this.state = state;
        free = new boolean[data.tasks];
        sink = mainSink(data, free);
        fine = fine(data);
        int[] preds = sink >= 0 ? data.graph.preds(sink) : new int[0];
        merges = preds.length <= mostMerges ? preds.clone() : new int[0];
        int scenarios = 1 << merges.length, P = data.processors;
        charge = new double[scenarios][];
        chargeBesideTheSink = new double[scenarios][];
        for (int k = 0; k < scenarios; k++) {
            charge[k] = charges(data, sink, true, false, merges, k);
            chargeBesideTheSink[k] = charges(data, sink, true, true, merges, k);
        }
        least = new double[scenarios][P];
        leastBeside = new double[scenarios][P];
        leastTask = new int[scenarios][P];
        leastBesideTask = new int[scenarios][P];
        choice = new double[scenarios * P][P];
        choiceTask = new int[scenarios * P][P];
        choiceScenario = new int[scenarios * P];
        choiceSum = new double[scenarios * P];
        choiceMax = new double[scenarios * P];
    }

    /**
     * The sink that every task but the free sinks leads to (the only sink when every sink is free), −1 when there is
     * none; marks the free sinks in {@code free}.
     */
    static int mainSink(InstanceData data, boolean[] free) {
        var g = data.graph;
        int n = data.tasks, s = -1, sinks = 0, last = -1;
        for (int t = 0; t < n; t++) {
            if (g.succs(t).length > 0) continue;
            sinks++;
            last = t;
            boolean carries = false;
            for (int a : g.predArcs(t)) carries |= g.eta(a) > 0;
            if (!carries) { free[t] = true; continue; }
            if (s >= 0) { java.util.Arrays.fill(free, false); return -1; }
            s = t;
        }
        if (s < 0 && sinks == 1) { s = last; free[s] = false; }
        if (s < 0) { java.util.Arrays.fill(free, false); return -1; }
        boolean[] reaches = new boolean[n];
        reaches[s] = true;
        int[] order = data.topologicalOrder;
        for (int i = order.length - 1; i >= 0; i--) {
            int t = order[i];
            for (int v : g.succs(t)) reaches[t] |= reaches[v];
            if (!reaches[t] && !free[t]) { java.util.Arrays.fill(free, false); return -1; }
        }
        return s;
    }

    /**
     * Each task's charge in scenario {@code mask} (see the class comment): through the tail, or with {@code
     * throughTheTail} false the least message out alone (the weaker charge of the first version, for comparison in
     * tests); beside the sink, over the successors other than the sink. +∞ for a task without successors (the sink)
     * and for a merge the scenario does not allow there.
     */
    static double[] charges(InstanceData data, int s, boolean throughTheTail, boolean besideTheSink, int[] merges, int mask) {
        int n = data.tasks;
        double[] left = new double[n];
        if (s < 0) return left;
        double d = data.minDuration[s];
        for (int t = 0; t < n; t++) {
            int i = indexOf(merges, t);
            if (i >= 0 && ((mask >> i & 1) == 1) != besideTheSink) { left[t] = Double.POSITIVE_INFINITY; continue; }
            int[] succs = data.graph.succs(t), arcs = data.graph.succArcs(t);
            double m = throughTheTail ? 0 : Double.POSITIVE_INFINITY;
            for (int k = 0; k < succs.length; k++) {
                int v = succs[k];
                if (besideTheSink && v == s) continue;
                double message = data.graph.eta(arcs[k]) * data.leastLambda, below = data.bottomLevel[v];
                int j = indexOf(merges, v);
                if (j >= 0 && (mask >> j & 1) == 0) below = Math.max(below, data.minDuration[v] + data.graph.eta(v, s) * data.leastLambda + d);
                m = throughTheTail ? Math.max(m, message + below - d) : Math.min(m, message);
            }
            left[t] = succs.length == 0 ? Double.POSITIVE_INFINITY : m;
        }
        return left;
    }

    private static int indexOf(int[] a, int x) {
        for (int i = 0; i < a.length; i++) if (a[i] == x) return i;
        return -1;
    }

    /** Charge the other processors the least message out only, nothing beside the sink, in every scenario (tests compare). */
    void chargeLeastMessagesOnly() {
        for (int k = 0; k < charge.length; k++) {
            System.arraycopy(charges(data, sink, false, false, new int[0], 0), 0, charge[k], 0, data.tasks);
            Arrays.fill(chargeBesideTheSink[k], 0);
        }
    }

    /**
     * The least whole C ≥ {@code from} with room for the remaining work other than the sink, the processors ready at
     * {@code ready}, every duration a multiple of {@code grain}; 0 when it does not apply or cannot be told.
     */
    double bound(double from, double[] ready, long grain) {
        if (!runs(grain)) return 0;
        double w = collect();
        if (w <= 0) return 0;
        int P = data.processors;
        boolean equal = true;
        for (int p = 1; p < P; p++) equal &= ready[p] == ready[0];
        double d = data.minDuration[sink], most = 0;
        for (int k = 0; k < choices; k++) if (Double.isFinite(choiceMax[k])) most = Math.max(most, choiceMax[k]);
        long lo = (long) Math.ceil(from - 1e-9);
        double max = 0, sum = 0;
        for (double r : ready) { max = Math.max(max, r); sum += r; }
        long hi = (long) Math.ceil(Math.max(from, (sum + w) / P + d) + most + 2 * grain);   // room enough when no choice leaves a processor out
        if (!fits(hi, d, w, ready, grain, equal)) {
            hi = (long) Math.ceil(Math.max(from, max) + d + most + w + grain);   // all of it on one processor
            if (!fits(hi, d, w, ready, grain, equal)) return 0;   // not expected; no claim
        }
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            if (fits(mid, d, w, ready, grain, equal)) hi = mid; else lo = mid + 1;
        }
        return lo;
    }

    /** Is every duration 0 or at least {@link #FINE_UNITS} units? */
    static boolean fine(InstanceData data) {
        for (int t = 0; t < data.tasks; t++) if (data.minDuration[t] != 0 && data.minDuration[t] < FINE_UNITS) return false;
        return true;
    }

    /** Does the bound run at this grain: 2 or more, or 1 on fine durations? */
    boolean runs(long grain) { return grain > 1 || (grain == 1 && fine); }

    /**
     * The remaining work other than the sink and the free sinks, with the least charges and the choices of last tasks collected; 0 when
     * the refinement does not apply (no sink, the sink placed, fewer remaining tasks than other processors).
     */
    private double collect() {
        if (sink < 0 || state.instances[sink] > 0) return 0;
        int scenarios = charge.length;
        for (int k = 0; k < scenarios; k++) { Arrays.fill(least[k], Double.POSITIVE_INFINITY); Arrays.fill(leastBeside[k], Double.POSITIVE_INFINITY); }
        double w = 0;
        int remaining = 0;
        for (int t = 0; t < data.tasks; t++) {
            if (state.instances[t] > 0 || t == sink || free[t]) continue;
            w += data.minDuration[t];
            remaining++;
            for (int k = 0; k < scenarios; k++) {
                insert(least[k], leastTask[k], factor * charge[k][t], t);
                insert(leastBeside[k], leastBesideTask[k], factor * chargeBesideTheSink[k][t], t);
            }
        }
        if (remaining < data.processors - 1) return 0;
        choices = 0;
        for (int k = 0; k < scenarios; k++) choose(k);
        return w;
    }

    /**
     * At a node where every processor is ready at the same time: the choice of last tasks with the most room at
     * makespan {@code c} — {@code last[0]} the sink's processor's last task before the sink, {@code last[1..P−1]}
     * the other processors' last tasks (−1: none), {@code charges} theirs, {@code withTheSink[t]} set for the merges
     * its scenario puts on the sink's processor — or false when none leaves room for the work (or the refinement does
     * not apply). What a start aims at: the shares the bound leaves each processor.
     */
    boolean choiceAt(double c, long grain, int[] last, double[] charges, boolean[] withTheSink) {
        double w = runs(grain) ? collect() : 0;
        if (w <= 0) return false;
        double a = c - data.minDuration[sink] - state.readyAt(0), most = -1;
        int best = -1;
        for (int k = 0; k < choices; k++) {
            double room = room(k, a, grain);
            if (room >= w - 1e-9 && room > most) { most = room; best = k; }
        }
        if (best < 0) return false;
        System.arraycopy(choiceTask[best], 0, last, 0, last.length);
        System.arraycopy(choice[best], 0, charges, 0, charges.length);
        for (int i = 0; i < merges.length; i++) if ((choiceScenario[best] >> i & 1) == 1) withTheSink[merges[i]] = true;
        return true;
    }

    /** Insert value v of task t into the sorted P least (a[i], of task id[i]). */
    private static void insert(double[] a, int[] id, double v, int t) {
        for (int i = 0; i < a.length; i++) {
            if (v < a[i]) { double x = a[i]; int y = id[i]; a[i] = v; id[i] = t; v = x; t = y; }
        }
    }

    /** Scenario s's choices of distinct last tasks that dominate its schedules (class comment), their charges' sum and largest. */
    private void choose(int s) {
        int P = data.processors;
        double[] lst = least[s], beside = leastBeside[s];
        int[] lt = leastTask[s], bt = leastBesideTask[s];
        int first = choices;
        for (int j = 0; j < P - 1; j++) {
            if (!Double.isFinite(lst[j])) break;
            double[] c = choice[choices];
            int[] u = choiceTask[choices];
            choiceScenario[choices++] = s;
            c[0] = factor * chargeBesideTheSink[s][lt[j]];
            u[0] = Double.isFinite(c[0]) ? lt[j] : -1;
            for (int i = 0, o = 1; i < P; i++) if (i != j) { u[o] = Double.isFinite(lst[i]) ? lt[i] : -1; c[o++] = lst[i]; }
        }
        double[] c = choice[choices];     // the sink's processor's last task is none of the P − 1 least charged
        int[] u = choiceTask[choices];    // (or it has none: no room there)
        choiceScenario[choices++] = s;
        c[0] = Double.POSITIVE_INFINITY;
        u[0] = -1;
        outside:
        for (int i = 0; i < P && Double.isFinite(beside[i]); i++) {
            for (int j = 0; j < P - 1; j++) if (Double.isFinite(lst[j]) && lt[j] == bt[i]) continue outside;
            c[0] = beside[i];
            u[0] = bt[i];
            break;
        }
        for (int i = 1; i < P; i++) { c[i] = lst[i - 1]; u[i] = Double.isFinite(lst[i - 1]) ? lt[i - 1] : -1; }
        for (int k = first; k < choices; k++) {
            double sum = 0, m = 0;
            for (double x : choice[k]) { sum += x; m = Math.max(m, x); }
            choiceSum[k] = sum;
            choiceMax[k] = m;
        }
    }

    /** Is there room for work w before the sink at makespan c, for some choice of last tasks? */
    private boolean fits(double c, double d, double w, double[] ready, long grain, boolean equal) {
        int P = data.processors;
        double g = grain;
        if (equal) {
            double a = c - d - ready[0];
            for (int k = 0; k < choices; k++) if (room(k, a, g) >= w - 1e-9) return true;
            return false;
        }
        // every other processor charged the least other charge of any choice, the sink's the least of its: at most any choice's room
        double other = Double.POSITIVE_INFINITY, beside = Double.POSITIVE_INFINITY;
        for (int k = 0; k < choices; k++) { other = Math.min(other, choice[k][1]); beside = Math.min(beside, choice[k][0]); }
        double all = 0, sumA = 0, minA = Double.POSITIVE_INFINITY;
        for (int p = 0; p < P; p++) { double a = c - d - ready[p]; all += share(a - other, g); sumA += a; minA = Math.min(minA, a); }
        double firstRoom = 0;
        for (int q = 0; q < P; q++) {
            double a = c - d - ready[q];
            firstRoom = Math.max(firstRoom, all - share(a - other, g) + share(a - beside, g));
        }
        if (firstRoom < w - 1e-9) return false;
        // a choice none of whose charges is clipped leaves at most the sum of the rooms less its charges
        for (int k = 0; k < choices; k++) {
            if (!(choiceMax[k] <= minA)) return true;   // clipped (or infinite): only the first bound holds
            if (g * Math.floor((sumA - choiceSum[k]) / g + 1e-9) >= w - 1e-9) return true;
        }
        return false;
    }

    /** Choice k's room with every processor ready to take a (before its charge). */
    private double room(int k, double a, double g) {
        double room = 0;
        for (double x : choice[k]) room += share(a - x, g);
        return room;
    }

    private static double share(double room, double g) { return room > 0 ? g * Math.floor(room / g + 1e-9) : 0; }
}
