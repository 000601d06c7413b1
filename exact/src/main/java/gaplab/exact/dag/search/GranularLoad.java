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
 * processors: the last alignments' 339–341 bytes; with 40 or 50 alignments, also their merge); {@link #coarseGrain}
 * sees a coarser grain shared by most tasks (nextflow's whole seconds).
 */
final class GranularLoad {
    /** How many of the least distinct tails are tried at a node. */
    static final int TAILS = 4;

    private final InstanceData data;
    private final PartialSchedule state;
    /** The grain in the search's unit (0: the bound does not apply). */
    final long grain;
    private final double[] tail, ready, taus, sorted;
    /** The sink refinement (one sink only; tests replace it). */
    BeforeTheSink beforeTheSink;
    /** The coarse-grain refinement (whole seconds beside a few fine tasks; tests replace it). */
    CoarseGrain coarseGrain;

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
        beforeTheSink = new BeforeTheSink(data, state);
        coarseGrain = new CoarseGrain(data, state, grain);
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
        best = Math.max(best, coarseGrain.bound(best));
        return Math.max(best, beforeTheSink.bound(best, ready, grain));
    }

    /** The bound over the least tails, without {@link #beforeTheSink}. */
    double tails() {
        int P = data.processors, n = data.tasks;
        for (int p = 0; p < P; p++) ready[p] = state.readyAt(p);   // beforeTheSink reads them at any grain
        if (grain <= 1) return 0;
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
