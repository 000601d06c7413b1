package gaplab.analysis.mmdl;

/**
 * Steady-state multi-round execution (seed §3.1.2): with R rounds of length T/R plus a start-up cost α
 * per round, the first round only communicates and the last only computes, so the total time is
 * T + T/R + Rα. It is least at R = √(T/α); R must be an integer ≥ 1, so floor and ceiling are compared.
 */
public final class MultiRound {
    private MultiRound() {}

    public record Plan(long rounds, double roundTime, double latency, double totalTime) {}

    public static Plan of(double t, long rounds, double latency) {
        if (rounds < 1) throw new IllegalArgumentException("rounds must be at least 1");
        return new Plan(rounds, t / rounds, latency, t + t / rounds + rounds * latency);
    }

    /** The best integer R for latency α &gt; 0 (ties go to the smaller R). */
    public static Plan best(double t, double latency) {
        if (!(latency > 0)) throw new IllegalArgumentException("latency must be positive to choose R");
        if (t == 0) return of(t, 1, latency);
        double r = Math.sqrt(t / latency);
        long lo = Math.max(1, (long) Math.floor(r)), hi = Math.max(1, (long) Math.ceil(r));
        Plan a = of(t, lo, latency), b = of(t, hi, latency);
        return b.totalTime() < a.totalTime() ? b : a;
    }
}
