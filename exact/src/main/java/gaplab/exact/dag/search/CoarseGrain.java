package gaplab.exact.dag.search;

/**
 * The coarse-grain refinement of {@link GranularLoad} (issue 37, item 3: nextflow's runtimes, whole seconds beside a
 * few tasks of milliseconds). For a coarse grain G (the common grain times 10, 100, …, where the tasks whose durations
 * are multiples of G carry at least half the work and some are not), split the remaining tasks into
 * the coarse ones K, whose durations are multiples of G, and the fine ones F. Below a node, at makespan C each processor
 * p runs its remaining tasks within [r(p), C] (the search appends at nondecreasing starts), so its coarse work k(p), a
 * multiple of G, is at most cap(p) = G·⌊(C − r(p)) / G⌋, and Σ k(p) = W(K): the caps hold W(K) only if S = Σ cap(p) −
 * W(K) ≥ 0, and then the processor that runs the longest fine task f has room for it at most left(p) + S, left(p) =
 * C − r(p) − cap(p) (below G): its coarse work is cap(p) less a multiple of G, and the multiples of all processors
 * sum to S. So C is too short when f > max<sub>p</sub> left(p) + S, or the caps do not hold W(K), or the rooms not the
 * whole work. On fetchngs with four processors the whole seconds (104 s) fill four caps of 26 s exactly, and the task
 * of 0.231 s fits no leftover below 26.231 s: the bound meets the schedule that ends there. Identical processors,
 * whole-numbered data whose every duration is 0 or at least {@link BeforeTheSink#FINE_UNITS} units.
 */
final class CoarseGrain {
    /** The coarse grains tried: the common grain times 10, 100, … up to 10^LEVELS. */
    static final int LEVELS = 6;

    private final InstanceData data;
    private final PartialSchedule state;
    private final long[] grains;
    private final double[] ready;
    /** May the longest fine task use the caps' slack S (true; tests drop it, which is unsound)? */
    boolean slack = true;

    CoarseGrain(InstanceData data, PartialSchedule state, long grain) {
        this.data = data;
        this.state = state;
        ready = new double[data.processors];
        long most = 0;
        for (int t = 0; t < data.tasks; t++) most = Math.max(most, Math.round(data.minDuration[t]));
        java.util.List<Long> g = new java.util.ArrayList<>();
        if (grain >= 1 && BeforeTheSink.fine(data))
            for (long G = grain * 10, k = 0; k < LEVELS && G <= most; k++, G *= 10) if (mixed(G)) g.add(G);
        grains = g.stream().mapToLong(Long::longValue).toArray();
    }

    /**
     * Are some tasks fine at G, and do the coarse ones carry at least half the work? (Runtimes to the millisecond at
     * random have a tenth of their tasks coarse at 10 ms: the bound would cost every node and hardly ever bite.)
     */
    private boolean mixed(long G) {
        boolean fine = false;
        double coarse = 0, all = 0;
        for (int t = 0; t < data.tasks; t++) {
            long d = Math.round(data.minDuration[t]);
            all += d;
            if (d % G == 0) coarse += d; else fine = true;
        }
        return fine && coarse > 0 && 2 * coarse >= all;
    }

    /** The least whole C ≥ {@code from} that no coarse grain rules out (0 when none applies). */
    double bound(double from) {
        if (grains.length == 0) return 0;
        int P = data.processors;
        double most = 0, sumReady = 0;
        for (int p = 0; p < P; p++) { ready[p] = state.readyAt(p); most = Math.max(most, ready[p]); sumReady += ready[p]; }
        double best = 0;
        for (long G : grains) {
            double wK = 0, wF = 0, f = 0;
            for (int t = 0; t < data.tasks; t++) {
                if (state.instances[t] > 0) continue;
                double d = data.minDuration[t];
                if (Math.round(d) % G == 0) wK += d; else { wF += d; f = Math.max(f, d); }
            }
            if (f == 0) continue;
            long lo = (long) Math.ceil(Math.max(from, (sumReady + wK + wF) / P) - 1e-9), hi = (long) Math.ceil(most + wK + wF + G + f);
            if (!fits(hi, G, wK, wF, f)) continue;   // not expected; no claim
            while (lo < hi) {
                long mid = lo + (hi - lo) / 2;
                if (fits(mid, G, wK, wF, f)) hi = mid; else lo = mid + 1;
            }
            best = Math.max(best, lo);
        }
        return best;
    }

    /** Can the remaining work be done by C with a coarse grain G (coarse work wK, fine wF, the longest fine task f)? Monotone in C. */
    boolean fits(double c, long G, double wK, double wF, double f) {
        double caps = 0, rooms = 0, left = 0;
        for (double r : ready) {
            double room = Math.max(0, c - r), cap = G * Math.floor(room / G + 1e-9);
            rooms += room;
            caps += cap;
            left = Math.max(left, room - cap);
        }
        double s = caps - wK;
        return s >= -1e-9 && rooms >= wK + wF - 1e-9 && f <= left + (slack ? s : 0) + 1e-9;
    }
}
