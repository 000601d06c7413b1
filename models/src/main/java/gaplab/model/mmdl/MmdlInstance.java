package gaplab.model.mmdl;

import java.util.Arrays;

/**
 * A multi-master divisible load instance (seed 000, Suda; SPEC §1). Processor i starts with load
 * x_i ≥ 0; moving one unit between any two processors takes β &gt; 0; processing one unit on i takes
 * γ_i &gt; 0.
 *
 * <p>Extensions of seed §4, all optional:
 * <ul>
 *   <li>{@code resultCost} β′ ≥ 0: results are returned to the load's origin at β′ per unit (§4.1);</li>
 *   <li>{@code gammaOverlap} γ′_i ≥ γ_i: communication and computation overlap, computation slowed to
 *       γ′_i while the processor transfers tasks (§4.2, "constant communication performance");
 *       {@code null} = no overlap (the base model, γ′ = ∞ with computation stopped);</li>
 *   <li>{@code gammaOverlapResult} γ″_i: compute time per unit while transferring results, and
 *       {@code gammaOverlapBoth} γ‴_i while doing both (full duplex, §4.3; must satisfy "consistent
 *       degradation" 1/γ − 1/γ‴ = (1/γ − 1/γ′) + (1/γ − 1/γ″));</li>
 *   <li>{@code duplex} half (a processor transfers one message at a time) or full (one send and one
 *       receive at a time);</li>
 *   <li>{@code latency} α ≥ 0: per-round start-up cost for the multi-round total T + T/R + Rα (§3.1.2);
 *       NaN when not given.</li>
 * </ul>
 * Infinite γ′ values mean "computation stops while communicating".
 */
public record MmdlInstance(double beta, double[] x, double[] gamma, double resultCost,
                           double[] gammaOverlap, double[] gammaOverlapResult, double[] gammaOverlapBoth,
                           Duplex duplex, double latency) {

    public enum Duplex { HALF, FULL }

    /** The base model of seed §2: no results, no overlap, half duplex. */
    public static MmdlInstance base(double beta, double[] x, double[] gamma) {
        return new MmdlInstance(beta, x, gamma, 0.0, null, null, null, Duplex.HALF, Double.NaN);
    }

    public int p() { return x.length; }

    /** Does computation overlap communication (seed §4.2)? */
    public boolean overlap() { return gammaOverlap != null; }

    /** Are results returned (seed §4.1)? */
    public boolean returnsResults() { return resultCost > 0; }

    /** γ′_i (∞ without overlap). */
    public double gammaTasks(int i) { return gammaOverlap == null ? Double.POSITIVE_INFINITY : gammaOverlap[i]; }

    /** γ″_i (∞ without overlap). */
    public double gammaResults(int i) {
        return gammaOverlapResult == null ? Double.POSITIVE_INFINITY : gammaOverlapResult[i];
    }

    /** γ‴_i: given, or derived from consistent degradation (∞ without overlap). */
    public double gammaBoth(int i) {
        if (gammaOverlapBoth != null) return gammaOverlapBoth[i];
        if (!overlap()) return Double.POSITIVE_INFINITY;
        double inv = 1 / gamma[i] - ((1 / gamma[i] - 1 / gammaTasks(i)) + (1 / gamma[i] - 1 / gammaResults(i)));
        return inv <= 0 ? Double.POSITIVE_INFINITY : 1 / inv;
    }

    /**
     * κ_i: the computing time lost per unit of load moved to or from processor i,
     * κ_i = β(1 − γ_i/γ′_i) + β′(1 − γ_i/γ″_i). In the base model κ_i = β; with results returned and
     * no overlap κ_i = β + β′ (§4.1); with overlap it reproduces the coefficients of §4.2:
     * a master satisfies y_i(γ_i − κ_i) = T − x_iγ_i, a worker ȳ_i(γ_i + κ_i) = T − x_iγ_i.
     */
    public double kappa(int i) {
        return beta * (1 - gamma[i] / gammaTasks(i)) + resultCost * (1 - gamma[i] / gammaResults(i));
    }

    /**
     * The communication time per unit of load moved, which must itself fit into the round:
     * β + β′ in half duplex, max(β, β′) in full duplex (tasks and results travel at the same time).
     */
    public double commPerUnit() {
        return duplex == Duplex.FULL ? Math.max(beta, resultCost) : beta + resultCost;
    }

    /** Does the round carry result messages (β′ &gt; 0)? */
    public boolean hasResultMessages() { return resultCost > 0; }

    @Override
    public boolean equals(Object o) {
        return o instanceof MmdlInstance m && beta == m.beta && resultCost == m.resultCost && duplex == m.duplex
                && Double.compare(latency, m.latency) == 0 && Arrays.equals(x, m.x) && Arrays.equals(gamma, m.gamma)
                && Arrays.equals(gammaOverlap, m.gammaOverlap) && Arrays.equals(gammaOverlapResult, m.gammaOverlapResult)
                && Arrays.equals(gammaOverlapBoth, m.gammaOverlapBoth);
    }

    @Override
    public int hashCode() { return Arrays.hashCode(x) * 31 + Arrays.hashCode(gamma); }

    @Override
    public String toString() { return "MmdlInstance[p=" + p() + ", beta=" + beta + "]"; }
}
