package gaplab.certify.lp;

import gaplab.model.core.Rational;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.MmdlIo;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The flow LP of SPEC §1 (relays allowed), {@code mmdl-flow} version 1 of docs/certificates.md, with the
 * instance's numbers as written: variables T and f_i_j (i ≠ j), rows in ≥ form
 * <pre>
 *   busy_i:  T − (γ_i + κ_i)·in_i − (κ_i − γ_i)·out_i ≥ γ_i·x_i
 *   load_i:  in_i − out_i ≥ −x_i
 *   half duplex, only where B ≠ κ_i:  comm_i: T − B·(in_i + out_i) ≥ 0
 *   full duplex:  send_i: T − β·out_i − β′·in_i ≥ 0,   recv_i: T − β·in_i − β′·out_i ≥ 0
 * </pre>
 * with in_i = Σ_j f_j_i, out_i = Σ_j f_i_j, κ_i = β(1 − γ_i/γ′_i) + β′(1 − γ_i/γ″_i) (a term is β or β′
 * where γ′ or γ″ is ∞) and B = β + β′ (half duplex). The same LP as gaplab.exact.mmdl.FlowLp, in rationals.
 */
public final class MmdlFlowLp {
    private MmdlFlowLp() {}

    public static final String NAME = "mmdl-flow";

    /** The flow LP has p(p − 1) + 1 variables; above this many processors it is not certified. */
    public static final int MAX_PROCESSORS = 40;

    public static RationalLp build(MmdlInstance in) {
        int p = in.p();
        RationalLp lp = new RationalLp();
        int t = lp.variable("T", Rational.ONE);
        int[][] f = new int[p][p];
        for (int i = 0; i < p; i++)
            for (int j = 0; j < p; j++) if (i != j) f[i][j] = lp.variable("f_" + i + "_" + j, Rational.ZERO);
        Rational beta = RationalLp.written(in.beta()), back = RationalLp.written(in.resultCost()), one = Rational.ONE;
        Rational big = beta.add(back);
        boolean full = in.duplex() == MmdlInstance.Duplex.FULL;
        for (int i = 0; i < p; i++) {
            Rational g = RationalLp.written(in.gamma()[i]), x = RationalLp.written(in.x()[i]);
            Rational k = lost(beta, g, in.gammaTasks(i)).add(lost(back, g, in.gammaResults(i)));
            RationalLp.Row busy = lp.row("busy_" + i, false, g.multiply(x), t, one);
            RationalLp.Row load = lp.row("load_" + i, false, x.negate());
            RationalLp.Row comm = !full && !big.equals(k) ? lp.row("comm_" + i, false, Rational.ZERO, t, one) : null;
            RationalLp.Row send = full ? lp.row("send_" + i, false, Rational.ZERO, t, one) : null;
            RationalLp.Row recv = full ? lp.row("recv_" + i, false, Rational.ZERO, t, one) : null;
            for (int j = 0; j < p; j++) {
                if (j == i) continue;
                int inflow = f[j][i], outflow = f[i][j];
                RationalLp.add(busy.a(), inflow, g.add(k).negate());
                RationalLp.add(busy.a(), outflow, k.subtract(g).negate());
                RationalLp.add(load.a(), inflow, one);
                RationalLp.add(load.a(), outflow, one.negate());
                if (comm != null) { RationalLp.add(comm.a(), inflow, big.negate()); RationalLp.add(comm.a(), outflow, big.negate()); }
                if (full) {
                    RationalLp.add(send.a(), outflow, beta.negate());
                    RationalLp.add(send.a(), inflow, back.negate());
                    RationalLp.add(recv.a(), inflow, beta.negate());
                    RationalLp.add(recv.a(), outflow, back.negate());
                }
            }
        }
        return lp;
    }

    /** cost·(1 − γ/γ′): the computing time lost per unit moved; the whole cost where γ′ is ∞. */
    private static Rational lost(Rational cost, Rational gamma, double slowed) {
        if (Double.isInfinite(slowed)) return cost;
        Rational s = RationalLp.written(slowed);
        return cost.multiply(s.subtract(gamma)).divide(s);
    }

    /** Solves the LP exactly and writes the certificate of its optimum (the minimal round time T*). */
    public static LpCertificateWriter.Result certify(MmdlInstance in, Path source, Path dir, double timeLimitSeconds) throws IOException {
        if (in.p() > MAX_PROCESSORS) throw new ArithmeticException("the flow LP of " + in.p() + " processors is too large to certify (at most " + MAX_PROCESSORS + ")");
        RationalLp lp = build(in);
        ExactSimplex.Solution s = ExactSimplex.solve(lp, timeLimitSeconds);
        return LpCertificateWriter.write("mmdl", "flow LP", "no round (with relays allowed) is shorter than the optimum: the dual solution proves it",
                MmdlIo.instanceJson(in), source, dir, List.of(new LpCertificateWriter.Solved(NAME, "", lp, s)));
    }
}
