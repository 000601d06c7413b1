package gaplab.exact.dag.search;

/**
 * The granular load bound (issue 37, item 3: runtimes written to the millisecond). When every duration is
 * a multiple of a grain g (their greatest common divisor in the search's unit: 1,000 for runtimes in
 * milliseconds solved in microseconds because files are counted in bytes), the work a processor does is a
 * multiple of g too. So below a node, for a tail τ: every remaining task whose tail (bottom level less its
 * duration) is at least τ ends by C − τ and starts after its processor's ready time r(P) = max(free(P),
 * last start), and the processor's share of those tasks is a multiple of g at most C − τ − r(P):
 * Σ<sub>P</sub> g·⌊(C − τ − r(P)) / g⌋⁺ ≥ W(τ), their work. The least such C is the bound (the load bound,
 * Σ (C − τ − r(P))⁺ ≥ W(τ), is the same without the floors, and at most g below it); it is taken over the
 * few least distinct tails of the remaining tasks (τ = 0 counts every task). On two processors with the
 * srasearch traces' odd totals of milliseconds it lifts the bound by the half millisecond the load bound
 * leaves. Identical processors without duplication only; {@code --param granular-load}.
 * <p>Why it is sound: the search appends tasks at nondecreasing starts (a child never starts before the last
 * start), so every remaining task on P starts at r(P) or later; a task of tail at least τ ends by C − τ (the tail
 * is the bottom level with communication less the duration, a lower bound on what follows its end); so P's share
 * of them lies in [r(P), C − τ], idle times included, and is a sum of durations, each a multiple of g. The bound
 * is on the makespan C, never on work alone. With one sink, {@link #beforeTheSink} also charges the other
 * processors what follows their last tasks: the message, and on its far side the rest of the tail (srasearch on four
 * processors: the last alignments' 339–341 bytes; with 40 or 50 alignments, also their merge).
 */
final class GranularLoad {
    /** How many of the least distinct tails are tried at a node. */
    static final int TAILS = 4;

    private final InstanceData data;
    private final PartialSchedule state;
    /** The grain in the search's unit (0: the bound does not apply). */
    final long grain;
    private final double[] tail, ready, taus, sorted;
    /**
     * The graph's only sink (−1 when it has several) and what each task leaves before the sink when it is the last on
     * a processor other than the sink's ({@link #beforeTheSinkCharges}).
     */
    private final int sink;
    private final double[] leftBeforeSink, charge;
    /** What the other processors are charged, per charge (1; tests mutate it). */
    double messageFactor = 1;

    GranularLoad(InstanceData data, PartialSchedule state) {
        this(data, state, applies(data) ? grain(data) : 0);
    }

    /** With the grain given (sound only at the durations' common divisor or a divisor of it; tests mutate it). */
    GranularLoad(InstanceData data, PartialSchedule state, long grain) {
        this.data = data;
        this.state = state;
        this.grain = grain;
        int n = data.tasks;
        tail = new double[n];
        for (int t = 0; t < n; t++) tail[t] = Math.max(0, data.bottomLevel[t] - data.minDuration[t]);
        ready = new double[data.processors];
        taus = new double[TAILS];
        sorted = new double[data.processors];
        sink = data.onlySink;
        leftBeforeSink = beforeTheSinkCharges(data, true);
        charge = new double[data.processors];
    }

    /**
     * What each task t leaves before the sink s starts when t is the last task on a processor other than s's: every
     * successor v of t then runs on another processor (none follows t on its own), so v starts at least η(t, v)·λ
     * after t ends and the makespan is at least v's start plus its bottom level bl(v) (with communication, a lower
     * bound on what follows a start without duplication); s ends the makespan and takes d(s), so t ends by s's start
     * less max<sub>v</sub> (η(t, v)·λ + bl(v)) − d(s). Through the tail (srasearch on 40 and 50 alignments: an
     * alignment last on its processor leaves its merge's and the final merge's time after its message); with
     * {@code throughTheTail} false, the least message out alone (the weaker charge, for comparison in tests).
     */
    static double[] beforeTheSinkCharges(InstanceData data, boolean throughTheTail) {
        int n = data.tasks;
        double[] left = new double[n];
        if (data.onlySink < 0) return left;
        double d = data.minDuration[data.onlySink];
        for (int t = 0; t < n; t++) {
            int[] succs = data.graph.succs(t), arcs = data.graph.succArcs(t);
            double m = throughTheTail ? 0 : Double.POSITIVE_INFINITY;
            for (int k = 0; k < succs.length; k++) {
                double message = data.graph.eta(arcs[k]) * data.leastLambda;
                m = throughTheTail ? Math.max(m, message + data.bottomLevel[succs[k]] - d) : Math.min(m, message);
            }
            left[t] = succs.length == 0 ? Double.POSITIVE_INFINITY : m;
        }
        return left;
    }

    /** Charge the other processors the least message out only (tests compare the two charges). */
    void chargeLeastMessagesOnly() {
        System.arraycopy(beforeTheSinkCharges(data, false), 0, leftBeforeSink, 0, data.tasks);
    }

    static boolean applies(InstanceData data) {
        return !data.duplication && data.integral && data.identicalProcessors && data.uniformSpeed && data.processors >= 2;
    }

    /** The greatest common divisor of the (whole-numbered) durations, 0 when every task takes no time. */
    static long grain(InstanceData data) {
        long g = 0;
        for (int t = 0; t < data.tasks; t++) g = gcd(g, Math.round(data.minDuration[t]));
        return g;
    }

    private static long gcd(long a, long b) {
        while (b != 0) { long r = a % b; a = b; b = r; }
        return Math.abs(a);
    }

    /** The bound at the current node (0 when it does not apply or cannot exceed the plain load bound). */
    double bound() {
        double best = tails();
        return Math.max(best, beforeTheSink(best));
    }

    /** The bound over the least tails, without {@link #beforeTheSink}. */
    double tails() {
        if (grain <= 1) return 0;
        int P = data.processors, n = data.tasks;
        for (int p = 0; p < P; p++) ready[p] = state.readyAt(p);
        // the TAILS least distinct tails of the remaining tasks
        int k = 0;
        for (int t = 0; t < n; t++) {
            if (state.instances[t] > 0) continue;
            double q = tail[t];
            int i = 0;
            while (i < k && taus[i] < q) i++;
            if (i < k && taus[i] == q) continue;
            if (i >= TAILS) continue;
            for (int j = Math.min(k, TAILS - 1); j > i; j--) taus[j] = taus[j - 1];
            taus[i] = q;
            if (k < TAILS) k++;
        }
        double best = 0;
        for (int i = 0; i < k; i++) {
            double tau = taus[i], w = 0;
            for (int t = 0; t < n; t++) if (state.instances[t] == 0 && tail[t] >= tau) w += data.minDuration[t];
            best = Math.max(best, least(w, tau, ready));
        }
        return best;
    }

    /**
     * The sink refinement (srasearch's merge): when the graph has one sink s, every other task is its ancestor.
     * On a processor P other than s's, the last of P's remaining tasks, u, sends its data to a successor on another
     * processor (none can follow it on P), so P's remaining tasks end by s's start less what u leaves before s; on
     * s's processor they end by s's start. The other processors' last tasks are distinct, so they are charged the
     * P − 1 least such charges of the remaining tasks (in any order while their ready times are equal, else each the
     * least): with s's duration d, the least whole C such that, for some processor q for s, g·⌊(C − d − r(q)) / g⌋⁺
     * + Σ<sub>P≠q</sub> g·⌊(C − d − charge(P) − r(P)) / g⌋⁺ ≥ the remaining work other than s. 0 when it does not apply.
     */
    double beforeTheSink(double from) {
        if (grain <= 1 || sink < 0 || state.instances[sink] > 0) return 0;
        int P = data.processors, k = 0;
        double w = 0;
        java.util.Arrays.fill(charge, Double.POSITIVE_INFINITY);
        for (int t = 0; t < data.tasks; t++) {
            if (state.instances[t] > 0 || t == sink) continue;
            w += data.minDuration[t];
            double m = leftBeforeSink[t];   // insert into the P − 1 least
            for (int i = 0; i < P - 1; i++) if (m < charge[i]) { double x = charge[i]; charge[i] = m; m = x; }
        }
        if (w <= 0 || !(charge[0] > 0) || !Double.isFinite(charge[P - 2])) return 0;
        boolean equal = true;
        for (int p = 1; p < P; p++) equal &= ready[p] == ready[0];
        for (int i = 0; i < P - 1; i++) charge[i] = messageFactor * (equal ? charge[i] : charge[0]);
        double d = data.minDuration[sink];
        long lo = (long) Math.ceil(from - 1e-9), hi = (long) Math.ceil(Math.max(from, least(w, d, ready)) + charge[P - 2] + grain);
        if (!roomBeforeTheSink(hi, d, w, equal)) return 0;   // not expected (the bound with τ = d fits there); no claim
        while (lo < hi) {
            long mid = lo + (hi - lo) / 2;
            if (roomBeforeTheSink(mid, d, w, equal)) hi = mid; else lo = mid + 1;
        }
        return lo;
    }

    /**
     * Is there room for work w before the sink at makespan c, for the best processor q for the sink? With equal
     * ready times the charges go to the processors but q in any order; else every one is charged the least.
     */
    private boolean roomBeforeTheSink(double c, double d, double w, boolean equal) {
        double g = grain;
        int P = data.processors;
        for (int q = 0; q < P; q++) {
            double room = share(c - d - ready[q], g);
            for (int p = 0, i = 0; p < P; p++) if (p != q) room += share(c - d - charge[equal ? i++ : 0] - ready[p], g);
            if (room >= w - 1e-9) return true;
        }
        return false;
    }

    private static double share(double room, double g) { return room > 0 ? g * Math.floor(room / g + 1e-9) : 0; }

    /** The least C with Σ g·⌊(C − τ − r(P)) / g⌋⁺ ≥ w, r the processors' ready times. */
    double least(double w, double tau, double[] ready) {
        if (w <= 0) return 0;
        int P = data.processors;
        // the plain load bound: the least C with Σ (C − τ − r(P))⁺ ≥ w (water filling over the sorted ready times)
        double[] a = sorted;
        for (int p = 0; p < P; p++) a[p] = ready[p] + tau;
        java.util.Arrays.sort(a);
        double c0 = Double.POSITIVE_INFINITY, sum = 0;
        for (int m = 1; m <= P; m++) {
            sum += a[m - 1];
            double c = (w + sum) / m;
            if (c >= a[m - 1] && (m == P || c <= a[m])) { c0 = c; break; }
        }
        // the floors lose less than g per processor, so the least C is c0 or a jump point in (c0, c0 + g]
        double g = grain, bestC = c0 + g;
        if (fits(c0, w, a)) return c0;
        for (int p = 0; p < P; p++) {
            double jump = a[p] + (Math.floor((c0 - a[p]) / g) + 1) * g;
            if (jump > c0 && jump < bestC && fits(jump, w, a)) bestC = jump;
        }
        return bestC;
    }

    private boolean fits(double c, double w, double[] a) {
        double g = grain, f = 0;
        for (double x : a) if (c > x) f += g * Math.floor((c - x) / g + 1e-9);
        return f >= w - 1e-9;
    }
}
