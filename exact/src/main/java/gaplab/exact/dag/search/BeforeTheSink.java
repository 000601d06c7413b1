package gaplab.exact.dag.search;

import java.util.Arrays;

/**
 * The sink refinement of {@link GranularLoad} (issue 37, item 3: srasearch's merges). When the graph has one sink s,
 * every other task is its ancestor and s ends the makespan C, starting at C − d(s). Below a node, on each processor
 * the last of its remaining tasks other than s ends early enough to leave what follows it:
 * <ul>
 * <li>on a processor other than s's, its last task t has every successor v on another processor (none follows t on
 *     its own), v starts at least η(t, v)·λ after t ends and C ≥ start(v) + bl(v), bl the bottom level with
 *     communication (a lower bound on what follows a start without duplication): t ends by C − d(s) − {@link #charge}(t),
 *     charge(t) = max<sub>v</sub> (η(t, v)·λ + bl(v)) − d(s);</li>
 * <li>on s's processor, the last task t before s has every successor other than s on another processor: t ends by
 *     C − d(s) − {@link #chargeBesideTheSink}(t), the same maximum over the successors other than s (0 without).</li>
 * </ul>
 * These last tasks are distinct, so each processor's share of the remaining work other than s, a multiple of the
 * grain g, fits in g·⌊(C − d(s) − charge − r(P)) / g⌋⁺ for one choice of distinct last tasks; {@link #bound} is the
 * least whole C for which some choice leaves room for that work. The choices tried dominate all: the sink's
 * processor's last task is one of the P − 1 least charged (the others then the P least but it), or the least charged
 * beside the sink of the rest (the others the P − 1 least). With equal ready times the room of a choice is exact up
 * to the floors; else it is at most the sum of every processor's room less the choice's charges (when none is
 * clipped), and at most the room with every other processor charged the least charge.
 */
final class BeforeTheSink {
    private final InstanceData data;
    private final PartialSchedule state;
    /** The graph's only sink (−1: the refinement does not apply). */
    final int sink;
    /** What each task leaves before the sink when last on another processor, and when last before it on its processor. */
    final double[] charge, chargeBesideTheSink;
    /** Every charge is multiplied by this (1; tests mutate it). */
    double factor = 1;
    private final double[] least, leastBeside, choiceSum, choiceMax;
    private final int[] leastTask, leastBesideTask;
    /** Choices of the last tasks: [k][0] the sink's processor's charge, [k][1..P−1] the others'. */
    private final double[][] choice;
    private int choices;

    BeforeTheSink(InstanceData data, PartialSchedule state) {
        this.data = data;
        this.state = state;
        sink = data.onlySink;
        charge = charges(data, true, false);
        chargeBesideTheSink = charges(data, true, true);
        int P = data.processors;
        least = new double[P];
        leastBeside = new double[P];
        leastTask = new int[P];
        leastBesideTask = new int[P];
        choice = new double[P][P];
        choiceSum = new double[P];
        choiceMax = new double[P];
    }

    /**
     * Each task's charge (see the class comment): through the tail, or with {@code throughTheTail} false the least
     * message out alone (the weaker charge of the first version, for comparison in tests); beside the sink, over the
     * successors other than the sink. +∞ for a task without successors (the sink).
     */
    static double[] charges(InstanceData data, boolean throughTheTail, boolean besideTheSink) {
        int n = data.tasks, s = data.onlySink;
        double[] left = new double[n];
        if (s < 0) return left;
        double d = data.minDuration[s];
        for (int t = 0; t < n; t++) {
            int[] succs = data.graph.succs(t), arcs = data.graph.succArcs(t);
            double m = throughTheTail ? 0 : Double.POSITIVE_INFINITY;
            for (int k = 0; k < succs.length; k++) {
                if (besideTheSink && succs[k] == s) continue;
                double message = data.graph.eta(arcs[k]) * data.leastLambda;
                m = throughTheTail ? Math.max(m, message + data.bottomLevel[succs[k]] - d) : Math.min(m, message);
            }
            left[t] = succs.length == 0 ? Double.POSITIVE_INFINITY : besideTheSink && !throughTheTail ? 0 : m;
        }
        return left;
    }

    /** Charge the other processors the least message out only, nothing beside the sink (tests compare). */
    void chargeLeastMessagesOnly() {
        System.arraycopy(charges(data, false, false), 0, charge, 0, data.tasks);
        Arrays.fill(chargeBesideTheSink, 0);
    }

    /**
     * The least whole C ≥ {@code from} with room for the remaining work other than the sink, the processors ready at
     * {@code ready}, every duration a multiple of {@code grain}; 0 when it does not apply or cannot be told.
     */
    double bound(double from, double[] ready, long grain) {
        if (grain <= 1 || sink < 0 || state.instances[sink] > 0) return 0;
        int P = data.processors;
        Arrays.fill(least, Double.POSITIVE_INFINITY);
        Arrays.fill(leastBeside, Double.POSITIVE_INFINITY);
        double w = 0;
        int remaining = 0;
        for (int t = 0; t < data.tasks; t++) {
            if (state.instances[t] > 0 || t == sink) continue;
            w += data.minDuration[t];
            remaining++;
            insert(least, leastTask, factor * charge[t], t);
            insert(leastBeside, leastBesideTask, factor * chargeBesideTheSink[t], t);
        }
        if (w <= 0 || remaining < P - 1) return 0;
        choose();
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

    /** Insert value v of task t into the sorted P least (a[i], of task id[i]). */
    private static void insert(double[] a, int[] id, double v, int t) {
        for (int i = 0; i < a.length; i++) {
            if (v < a[i]) { double x = a[i]; int y = id[i]; a[i] = v; id[i] = t; v = x; t = y; }
        }
    }

    /** The choices of distinct last tasks that dominate all (class comment), their charges' sum and largest. */
    private void choose() {
        int P = data.processors;
        choices = 0;
        for (int j = 0; j < P - 1; j++) {
            if (!Double.isFinite(least[j])) break;
            double[] c = choice[choices++];
            c[0] = factor * chargeBesideTheSink[leastTask[j]];
            for (int i = 0, o = 1; i < P; i++) if (i != j) c[o++] = least[i];
        }
        double[] c = choice[choices++];   // the sink's processor's last task is none of the P − 1 least charged
        c[0] = Double.POSITIVE_INFINITY;  // (or it has none: no room there)
        outside:
        for (int i = 0; i < P && Double.isFinite(leastBeside[i]); i++) {
            for (int j = 0; j < P - 1; j++) if (Double.isFinite(least[j]) && leastTask[j] == leastBesideTask[i]) continue outside;
            c[0] = leastBeside[i];
            break;
        }
        for (int i = 1; i < P; i++) c[i] = least[i - 1];
        for (int k = 0; k < choices; k++) {
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
            for (int k = 0; k < choices; k++) {
                double room = 0;
                for (double x : choice[k]) room += share(a - x, g);
                if (room >= w - 1e-9) return true;
            }
            return false;
        }
        // every other processor charged the least charge, the sink's the least beside the sink: at most the room of any choice
        double all = 0, sumA = 0, minA = Double.POSITIVE_INFINITY, besideFirst = leastBeside[0];
        for (int k = 0; k < choices; k++) besideFirst = Math.min(besideFirst, choice[k][0]);
        for (int p = 0; p < P; p++) { double a = c - d - ready[p]; all += share(a - least[0], g); sumA += a; minA = Math.min(minA, a); }
        double firstRoom = 0;
        for (int q = 0; q < P; q++) {
            double a = c - d - ready[q];
            firstRoom = Math.max(firstRoom, all - share(a - least[0], g) + share(a - besideFirst, g));
        }
        if (firstRoom < w - 1e-9) return false;
        // a choice none of whose charges is clipped leaves at most the sum of the rooms less its charges
        for (int k = 0; k < choices; k++) {
            if (!(choiceMax[k] <= minA)) return true;   // clipped (or infinite): only the first bound holds
            if (g * Math.floor((sumA - choiceSum[k]) / g + 1e-9) >= w - 1e-9) return true;
        }
        return false;
    }

    private static double share(double room, double g) { return room > 0 ? g * Math.floor(room / g + 1e-9) : 0; }
}
