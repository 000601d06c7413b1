package gaplab.model.collective;

import java.util.Arrays;

/**
 * A scatter–compute–gather instance under the asynchronous communication model of Shibusawa (seed
 * 003, §2): a message of size m occupies its sender for t_send = σ_s + m·τ_s and its receiver for
 * t_recv = σ_r + m·τ_r (Definition 1, eq. (1)); the receive starts δ after the matching send starts
 * (Assumption 1), or later if the receiver is still busy; a processor does one send, receive or
 * computation at a time.
 *
 * @param processors     p = 2^k, k ≥ 1
 * @param sizes          the given split d_j of the data (Σ = total), or {@code null} when only the
 *                       total is given; then {@link #givenSizes()} splits D in proportion to speed
 * @param total          D, the data initially on P0
 * @param computePerUnit w_j, the time P_j needs per unit of data (1 / speed); computing d_j takes w_j·d_j
 * @param sigmaSend      σ_s
 * @param tauSend        τ_s
 * @param sigmaRecv      σ_r
 * @param tauRecv        τ_r
 * @param delta          δ, the delay from a send's start to the start of the matching receive
 * @param gatherPerUnit  ρ: the result of P_j has size ρ·d_j + f
 * @param gatherFixed    f: fixed part of each processor's result size
 */
public record CollectiveInstance(int processors, double[] sizes, double total, double[] computePerUnit,
                                 double sigmaSend, double tauSend, double sigmaRecv, double tauRecv,
                                 double delta, double gatherPerUnit, double gatherFixed) {

    public CollectiveInstance {
        if (processors < 2 || Integer.bitCount(processors) != 1)
            throw new IllegalArgumentException("p = " + processors + " is not a power of two ≥ 2");
        if (computePerUnit.length != processors) throw new IllegalArgumentException("computePerUnit needs p entries");
        if (sizes != null && sizes.length != processors) throw new IllegalArgumentException("sizes needs p entries");
        sizes = sizes == null ? null : sizes.clone();
        computePerUnit = computePerUnit.clone();
    }

    /** k = log2 p, the number of scatter (and gather) steps. */
    public int k() { return Integer.numberOfTrailingZeros(processors); }

    @Override
    public double[] sizes() { return sizes == null ? null : sizes.clone(); }

    @Override
    public double[] computePerUnit() { return computePerUnit.clone(); }

    public double w(int j) { return computePerUnit[j]; }

    public boolean hasSizes() { return sizes != null; }

    /**
     * The split the simulation methods use: the file's sizes, or else D in proportion to speed,
     * d_j = D·(1/w_j) / Σ_i (1/w_i) (equal computation times if communication were free).
     */
    public double[] givenSizes() {
        if (sizes != null) return sizes.clone();
        double inv = 0;
        for (double w : computePerUnit) inv += 1 / w;
        double[] d = new double[processors];
        for (int j = 0; j < processors; j++) d[j] = total * (1 / computePerUnit[j]) / inv;
        return d;
    }

    /** Does every message take as long to send as to receive (σ_s = σ_r and τ_s = τ_r)? The paper's assumption for (8), (9) and Theorem 1. */
    public boolean sendEqualsRecv() { return sigmaSend == sigmaRecv && tauSend == tauRecv; }

    /** A copy with other sizes (total = their sum). */
    public CollectiveInstance withSizes(double[] d) {
        double s = 0;
        for (double x : d) s += x;
        return new CollectiveInstance(processors, d, s, computePerUnit, sigmaSend, tauSend, sigmaRecv, tauRecv, delta, gatherPerUnit, gatherFixed);
    }

    public CollectiveInstance withComputePerUnit(double[] w) {
        return new CollectiveInstance(processors, sizes, total, w, sigmaSend, tauSend, sigmaRecv, tauRecv, delta, gatherPerUnit, gatherFixed);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CollectiveInstance c && processors == c.processors && Arrays.equals(sizes, c.sizes)
                && total == c.total && Arrays.equals(computePerUnit, c.computePerUnit) && sigmaSend == c.sigmaSend
                && tauSend == c.tauSend && sigmaRecv == c.sigmaRecv && tauRecv == c.tauRecv && delta == c.delta
                && gatherPerUnit == c.gatherPerUnit && gatherFixed == c.gatherFixed;
    }

    @Override
    public int hashCode() { return Arrays.hashCode(computePerUnit) * 31 + Double.hashCode(total) + processors; }

    @Override
    public String toString() {
        return "CollectiveInstance[p=" + processors + ", D=" + total + ", sizes=" + Arrays.toString(sizes) + ", w=" + Arrays.toString(computePerUnit)
                + ", σs=" + sigmaSend + ", τs=" + tauSend + ", σr=" + sigmaRecv + ", τr=" + tauRecv + ", δ=" + delta
                + ", gather=" + gatherPerUnit + "·d+" + gatherFixed + "]";
    }
}
