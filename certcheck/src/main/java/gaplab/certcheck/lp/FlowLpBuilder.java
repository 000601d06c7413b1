package gaplab.certcheck.lp;

import gaplab.model.core.Rational;
import gaplab.model.mmdl.MmdlInstance;

/**
 * The checker's own {@code mmdl-flow} version 1 (docs/certificates.md, "The MMDL flow LP"), built from the
 * instance as written: minimise T over T ≥ 0 and flows f_i_j ≥ 0 (i ≠ j) such that every processor's busy
 * time γ_i·(x_i + in_i − out_i) + κ_i·(in_i + out_i) is at most T, its load x_i + in_i − out_i is ≥ 0, and
 * its transfers fit into T (half duplex B·(in_i + out_i) ≤ T, written only where B ≠ κ_i since the busy
 * row implies it otherwise; full duplex β·out_i + β′·in_i ≤ T and β·in_i + β′·out_i ≤ T).
 */
final class FlowLpBuilder {
    private FlowLpBuilder() {}

    static LinearProgram build(MmdlInstance inst) {
        int p = inst.p();
        LinearProgram lp = new LinearProgram();
        int roundTime = lp.variable("T", Rational.ONE);
        int[][] flow = new int[p][p];
        for (int from = 0; from < p; from++)
            for (int to = 0; to < p; to++) flow[from][to] = from == to ? -1 : lp.variable("f_" + from + "_" + to, Rational.ZERO);
        Rational beta = LinearProgram.written(inst.beta()), resultCost = LinearProgram.written(inst.resultCost());
        boolean fullDuplex = inst.duplex() == MmdlInstance.Duplex.FULL;
        Rational perUnitTransfer = beta.add(resultCost);
        for (int i = 0; i < p; i++) {
            Rational gamma = LinearProgram.written(inst.gamma()[i]);
            Rational kappa = lostPerUnit(beta, gamma, inst.gammaOverlap() == null ? Double.POSITIVE_INFINITY : inst.gammaOverlap()[i])
                    .add(lostPerUnit(resultCost, gamma, inst.gammaOverlapResult() == null ? Double.POSITIVE_INFINITY : inst.gammaOverlapResult()[i]));
            Rational x = LinearProgram.written(inst.x()[i]);
            int busy = lp.row("busy_" + i, false, gamma.multiply(x));
            lp.add(busy, roundTime, Rational.ONE);
            int load = lp.row("load_" + i, false, x.negate());
            int comm = -1, send = -1, recv = -1;
            if (fullDuplex) {
                send = lp.row("send_" + i, false, Rational.ZERO);
                lp.add(send, roundTime, Rational.ONE);
                recv = lp.row("recv_" + i, false, Rational.ZERO);
                lp.add(recv, roundTime, Rational.ONE);
            } else if (!perUnitTransfer.equals(kappa)) {
                comm = lp.row("comm_" + i, false, Rational.ZERO);
                lp.add(comm, roundTime, Rational.ONE);
            }
            for (int other = 0; other < p; other++) {
                if (other == i) continue;
                int in = flow[other][i], out = flow[i][other];
                lp.add(busy, in, gamma.add(kappa).negate());
                lp.add(busy, out, gamma.subtract(kappa));
                lp.add(load, in, Rational.ONE);
                lp.add(load, out, Rational.of(-1));
                if (comm >= 0) {
                    lp.add(comm, in, perUnitTransfer.negate());
                    lp.add(comm, out, perUnitTransfer.negate());
                }
                if (fullDuplex) {
                    lp.add(send, out, beta.negate());
                    lp.add(send, in, resultCost.negate());
                    lp.add(recv, in, beta.negate());
                    lp.add(recv, out, resultCost.negate());
                }
            }
        }
        return lp;
    }

    /** cost·(γ′ − γ)/γ′, or the whole cost when γ′ = ∞ (computation stops while transferring). */
    private static Rational lostPerUnit(Rational cost, Rational gamma, double slowedGamma) {
        if (Double.isInfinite(slowedGamma)) return cost;
        Rational slowed = LinearProgram.written(slowedGamma);
        return cost.multiply(slowed.subtract(gamma)).divide(slowed);
    }
}
