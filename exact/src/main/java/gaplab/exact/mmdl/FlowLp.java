package gaplab.exact.mmdl;

import gaplab.model.mmdl.MmdlInstance;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * The exact cross-check of SPEC §1: the linear program over flows f_ij ≥ 0 <b>with relays allowed</b>,
 * solved with ojAlgo:
 * <pre>
 *   minimise T  s.t. for every i, with in_i = Σ_j f_ji, out_i = Σ_j f_ij:
 *     γ_i(x_i + in_i − out_i) + κ_i(in_i + out_i) ≤ T      (the processor's busy time)
 *     x_i + in_i − out_i ≥ 0                                 (no negative load)
 *     half duplex: B(in_i + out_i) ≤ T; full duplex: β·out_i + β′·in_i ≤ T and β·in_i + β′·out_i ≤ T
 * </pre>
 * In the base model κ_i = B = β and this is exactly SPEC's LP (the communication rows are then
 * implied). The LP knows nothing of masters, workers or breakpoints, so its optimum is an independent
 * check of the closed form's T*.
 */
public final class FlowLp {
    private FlowLp() {}

    static {
        // ojAlgo prints a hardware-profile notice on first use unless asked not to
        if (System.getProperty("shut.up.ojAlgo") == null) System.setProperty("shut.up.ojAlgo", "true");
    }

    /** The LP optimum: T and the net extra load y_i = in_i − out_i, plus the solver's state. */
    public record Result(double roundTime, double[] y, boolean optimal, String state) {}

    /**
     * The LP in its own units (issue 34): ojAlgo's tolerances are absolute, so loads are rescaled by a
     * power of two to make the total load lie in [1, 2), and times so that the longest term (β, γ, … times
     * the total load, or the latency) does; exact in binary64, and mapped back exactly.
     */
    public static Result solve(MmdlInstance in) { return inUnits(in, FlowLp::solveInUnit); }

    /** {@link #solveAggregated} in the LP's own units (see {@link #solve}). */
    public static Result solveAggregated(MmdlInstance in) { return inUnits(in, FlowLp::solveAggregatedInUnit); }

    private static Result inUnits(MmdlInstance in, java.util.function.Function<MmdlInstance, Result> lp) {
        double load = 0, perUnit = Math.max(in.beta(), in.resultCost());
        for (double v : in.x()) load += v;
        for (double[] a : new double[][]{in.gamma(), in.gammaOverlap(), in.gammaOverlapResult(), in.gammaOverlapBoth()})
            if (a != null) for (double v : a) if (Double.isFinite(v)) perUnit = Math.max(perUnit, v);
        int ls = exponent(load), ts = exponent(Math.max(perUnit * load, Double.isNaN(in.latency()) ? 0 : in.latency()));
        int k = ls - ts;
        MmdlInstance unit = new MmdlInstance(Math.scalb(in.beta(), k), scaled(in.x(), -ls), scaled(in.gamma(), k), Math.scalb(in.resultCost(), k),
                scaled(in.gammaOverlap(), k), scaled(in.gammaOverlapResult(), k), scaled(in.gammaOverlapBoth(), k), in.duplex(),
                Double.isNaN(in.latency()) ? in.latency() : Math.scalb(in.latency(), -ts));
        Result r = lp.apply(unit);
        return new Result(Math.scalb(r.roundTime(), ts), scaled(r.y(), ls), r.optimal(), r.state());
    }

    private static double[] scaled(double[] a, int k) {
        if (a == null) return null;
        double[] b = a.clone();
        for (int i = 0; i < b.length; i++) b[i] = Math.scalb(b[i], k);
        return b;
    }

    /** The power of two at or below x (0 for x ≤ 0 or not finite). */
    private static int exponent(double x) { return x > 0 && Double.isFinite(x) ? Math.getExponent(x) : 0; }

    private static Result solveInUnit(MmdlInstance in) {
        int p = in.p();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Variable[][] f = new Variable[p][p];
        for (int i = 0; i < p; i++)
            for (int j = 0; j < p; j++)
                if (i != j) f[i][j] = model.addVariable("f_" + i + "_" + j).lower(0);
        double big = in.commPerUnit();
        for (int i = 0; i < p; i++) {
            double g = in.gamma()[i], k = in.kappa(i), x = in.x()[i];
            Expression busy = model.addExpression("busy_" + i).upper(-g * x);
            Expression load = model.addExpression("load_" + i).lower(-x);
            busy.set(t, -1);
            Expression comm = null, send = null, recv = null;
            if (in.duplex() == MmdlInstance.Duplex.FULL) {
                send = model.addExpression("send_" + i).upper(0);
                recv = model.addExpression("recv_" + i).upper(0);
                send.set(t, -1);
                recv.set(t, -1);
            } else if (big != k) {
                comm = model.addExpression("comm_" + i).upper(0);
                comm.set(t, -1);
            }
            for (int j = 0; j < p; j++) {
                if (j == i) continue;
                // inflow f_ji and outflow f_ij
                busy.set(f[j][i], g + k);
                busy.set(f[i][j], k - g);
                load.set(f[j][i], 1);
                load.set(f[i][j], -1);
                if (comm != null) { comm.set(f[j][i], big); comm.set(f[i][j], big); }
                if (send != null) {
                    send.set(f[i][j], in.beta());
                    send.set(f[j][i], in.resultCost());
                    recv.set(f[j][i], in.beta());
                    recv.set(f[i][j], in.resultCost());
                }
            }
        }
        Optimisation.Result r = model.minimise();
        double[] y = new double[p];
        for (int i = 0; i < p; i++)
            for (int j = 0; j < p; j++)
                if (i != j) {
                    double v = f[i][j].getValue().doubleValue();
                    y[i] -= v;
                    y[j] += v;
                }
        return new Result(t.getValue().doubleValue(), y, r.getState().isOptimal(), r.getState().name());
    }

    /**
     * The same LP with aggregated flows: variables in_i, out_i ≥ 0 and Σ in = Σ out. Since moving a unit
     * costs the same between every pair, any such in/out is realised by some flow, so the optimum is
     * the flow LP's; 2p variables instead of p(p − 1), for cross-checks with thousands of processors.
     */
    private static Result solveAggregatedInUnit(MmdlInstance in) {
        int p = in.p();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable t = model.addVariable("T").lower(0).weight(1);
        Variable[] inV = new Variable[p], outV = new Variable[p];
        Expression balance = model.addExpression("balance").level(0);
        double big = in.commPerUnit();
        for (int i = 0; i < p; i++) {
            inV[i] = model.addVariable("in_" + i).lower(0);
            outV[i] = model.addVariable("out_" + i).lower(0);
            balance.set(inV[i], 1);
            balance.set(outV[i], -1);
            double g = in.gamma()[i], k = in.kappa(i), x = in.x()[i];
            Expression busy = model.addExpression("busy_" + i).upper(-g * x);
            busy.set(t, -1);
            busy.set(inV[i], g + k);
            busy.set(outV[i], k - g);
            Expression load = model.addExpression("load_" + i).lower(-x);
            load.set(inV[i], 1);
            load.set(outV[i], -1);
            if (in.duplex() == MmdlInstance.Duplex.FULL) {
                Expression send = model.addExpression("send_" + i).upper(0);
                send.set(t, -1);
                send.set(outV[i], in.beta());
                send.set(inV[i], in.resultCost());
                Expression recv = model.addExpression("recv_" + i).upper(0);
                recv.set(t, -1);
                recv.set(inV[i], in.beta());
                recv.set(outV[i], in.resultCost());
            } else if (big != k) {
                Expression comm = model.addExpression("comm_" + i).upper(0);
                comm.set(t, -1);
                comm.set(inV[i], big);
                comm.set(outV[i], big);
            }
        }
        Optimisation.Result r = model.minimise();
        double[] y = new double[p];
        for (int i = 0; i < p; i++) y[i] = inV[i].getValue().doubleValue() - outV[i].getValue().doubleValue();
        return new Result(t.getValue().doubleValue(), y, r.getState().isOptimal(), r.getState().name());
    }
}
