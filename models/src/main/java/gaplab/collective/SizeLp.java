package gaplab.collective;

import java.util.ArrayList;
import java.util.List;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * The sizes d_j that minimise the total time for one ordering, as a linear program.
 *
 * <p>Why an LP is exact: for fixed d, the simulated start time of every operation is
 * max(end of the processor's previous operation, matching send start + δ) and every duration is
 * affine in d with non-negative coefficients, so the simulated schedule is the least solution of
 * <pre>
 *   x_first ≥ 0,   x_next ≥ x_prev + dur_prev(d)     (one operation at a time, program order)
 *   x_recv ≥ x_send + δ                              (Assumption 1)
 *   T ≥ x_last + dur_last(d)                         (every processor's last operation)
 * </pre>
 * (a max-plus system), and the simulated total time equals min T over x for that d. Minimising T over
 * (x, d) with Σ d_j = D, d ≥ 0 therefore gives min over d of the simulated total time. The LP is solved
 * in double precision (ojAlgo); the caller re-simulates the returned d.
 */
public final class SizeLp {
    private SizeLp() {}

    static {
        // ojAlgo prints a hardware-profile notice to stdout on first use unless told not to
        if (System.getProperty("shut.up.ojAlgo") == null) System.setProperty("shut.up.ojAlgo", "true");
    }

    /** The LP's answer: the sizes and the LP's optimal value; {@code ok} false if the solver failed. */
    public record Result(boolean ok, double[] sizes, double value, String state) {}

    /**
     * Largest p for which the LP is attempted: ojAlgo's simplex takes about 1 s for p = 128 and 6–30 s
     * for p = 256 (two orders) on the 2-core CI machine; beyond that it grows quickly.
     */
    public static final int MAX_PROCESSORS = 256;

    public static Result solve(CollectiveInstance in, Order order) { return solve(in, order, 0); }

    /** As {@link #solve(CollectiveInstance, Order)}, giving up after {@code timeLimitSeconds} (0 = no limit). */
    public static Result solve(CollectiveInstance in, Order order, double timeLimitSeconds) {
        int p = in.processors();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        if (timeLimitSeconds > 0 && Double.isFinite(timeLimitSeconds)) model.options.time_abort = (long) Math.ceil(timeLimitSeconds * 1000);
        Variable[] d = new Variable[p];
        for (int j = 0; j < p; j++) d[j] = model.addVariable("d" + j).lower(0);
        Variable t = model.addVariable("T").lower(0).weight(1);
        Expression sum = model.addExpression("sum").level(in.total());
        for (int j = 0; j < p; j++) sum.set(d[j], 1);
        List<List<BinomialTree.Op>> prog = new ArrayList<>();
        List<Variable[]> x = new ArrayList<>();
        for (int j = 0; j < p; j++) {
            List<BinomialTree.Op> ops = BinomialTree.program(j, p, order);
            prog.add(ops);
            Variable[] xs = new Variable[ops.size()];
            for (int o = 0; o < ops.size(); o++) xs[o] = model.addVariable("x" + j + "_" + o).lower(0);
            x.add(xs);
        }
        // send start variables, to link receives
        Variable[] scatterSend = new Variable[p]; // by receiver
        Variable[] gatherSend = new Variable[p];  // by sender
        for (int j = 0; j < p; j++) {
            List<BinomialTree.Op> ops = prog.get(j);
            for (int o = 0; o < ops.size(); o++) {
                BinomialTree.Op op = ops.get(o);
                if (op.kind() == Activity.Kind.SEND) {
                    if (op.phase() == Activity.Phase.SCATTER) scatterSend[op.peer()] = x.get(j)[o];
                    else gatherSend[j] = x.get(j)[o];
                }
            }
        }
        int c = 0;
        for (int j = 0; j < p; j++) {
            List<BinomialTree.Op> ops = prog.get(j);
            Variable[] xs = x.get(j);
            for (int o = 0; o < ops.size(); o++) {
                BinomialTree.Op op = ops.get(o);
                // x_next - x_o - dur_o(d) ≥ const_o   (or T - x_o - dur_o(d) ≥ const_o for the last one)
                Variable next = o + 1 < ops.size() ? xs[o + 1] : t;
                double[] coef = new double[p];
                double constant = durationAffine(in, j, op, coef);
                Expression e = model.addExpression("c" + (c++)).lower(constant);
                e.set(next, 1);
                e.set(xs[o], -1);
                for (int m = 0; m < p; m++) if (coef[m] != 0) e.set(d[m], -coef[m]);
                if (op.kind() == Activity.Kind.RECV) {
                    Variable send = op.phase() == Activity.Phase.SCATTER ? scatterSend[j] : gatherSend[op.peer()];
                    model.addExpression("r" + (c++)).lower(in.delta()).set(xs[o], 1).set(send, -1);
                }
            }
        }
        Optimisation.Result r = model.minimise();
        if (!r.getState().isOptimal()) return new Result(false, null, Double.NaN, r.getState().toString());
        double[] sizes = new double[p];
        for (int j = 0; j < p; j++) sizes[j] = Math.max(0, d[j].getValue().doubleValue());
        return new Result(true, normalise(sizes, in.total()), t.getValue().doubleValue(), r.getState().toString());
    }

    /** dur(d) = constant + Σ coef_m·d_m; fills coef, returns the constant. */
    static double durationAffine(CollectiveInstance in, int j, BinomialTree.Op op, double[] coef) {
        double perUnit = op.phase() == Activity.Phase.GATHER ? in.gatherPerUnit() : 1.0;
        double sizeConst = op.phase() == Activity.Phase.GATHER ? in.gatherFixed() * op.members().length : 0.0;
        double factor, constant;
        switch (op.kind()) {
            case SEND -> { factor = in.tauSend(); constant = in.sigmaSend() + in.tauSend() * sizeConst; }
            case RECV -> { factor = in.tauRecv(); constant = in.sigmaRecv() + in.tauRecv() * sizeConst; }
            case COMPUTE -> { factor = in.w(j); constant = 0; }
            default -> { factor = 0; constant = 0; }
        }
        for (int m : op.members()) coef[m] += factor * perUnit;
        return constant;
    }

    /** Clamps tiny negatives (already done) and rescales so that Σ d_j = D exactly up to rounding. */
    static double[] normalise(double[] d, double total) {
        double s = 0;
        for (double v : d) s += v;
        if (s <= 0) {
            double[] eq = new double[d.length];
            java.util.Arrays.fill(eq, total / d.length);
            return eq;
        }
        double[] out = new double[d.length];
        for (int j = 0; j < d.length; j++) out[j] = d[j] * (total / s);
        return out;
    }
}
