package gaplab.exact.collective;

import gaplab.analysis.collective.BinomialTree;
import gaplab.model.collective.Activity;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.Order;
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
 * (x, d) with Σ d_j = D, d ≥ 0 therefore gives min over d of the simulated total time. In the least
 * solution a send or a computation starts exactly when the previous operation ends, so only receives
 * keep a start variable (the others are substituted as affine expressions): about 2p + 1 variables
 * besides d. The LP is solved in double precision (ojAlgo); the caller re-simulates the returned d.
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
     * Largest p for which the LP is attempted: ojAlgo's simplex (both orders) took about 2 s for p = 64,
     * 4 s for p = 128 and 17 s for p = 256 on a shared 2-core machine; beyond that it grows quickly.
     */
    public static final int MAX_PROCESSORS = 256;

    public static Result solve(CollectiveInstance in, Order order) { return solve(in, order, 0); }

    /**
     * As {@link #solve(CollectiveInstance, Order)}, giving up after {@code timeLimitSeconds} (0 = no limit).
     * The LP is solved in its own units (issue 34): ojAlgo's tolerances are absolute, so the instance is
     * first rescaled by powers of two — sizes so that D is in [1, 2), times so that the longest single
     * term (σ, δ, D·τ, D·w) is — exactly, and the answer mapped back; the same instance in any unit
     * gives the same sizes.
     */
    public static Result solve(CollectiveInstance in, Order order, double timeLimitSeconds) {
        int ds = exponent(in.total());
        double maxW = 0;
        for (double w : in.computePerUnit()) maxW = Math.max(maxW, w);
        double longest = Math.max(Math.max(Math.max(in.sigmaSend(), in.sigmaRecv()), in.delta()),
                in.total() * Math.max(Math.max(in.tauSend(), in.tauRecv()), maxW));
        int ts = exponent(longest);
        double[] w = in.computePerUnit().clone();
        for (int j = 0; j < w.length; j++) w[j] = Math.scalb(w[j], ds - ts);
        double[] sizes = in.sizes() == null ? null : in.sizes().clone();
        if (sizes != null) for (int j = 0; j < sizes.length; j++) sizes[j] = Math.scalb(sizes[j], -ds);
        CollectiveInstance unit = new CollectiveInstance(in.processors(), sizes, Math.scalb(in.total(), -ds), w,
                Math.scalb(in.sigmaSend(), -ts), Math.scalb(in.tauSend(), ds - ts), Math.scalb(in.sigmaRecv(), -ts), Math.scalb(in.tauRecv(), ds - ts),
                Math.scalb(in.delta(), -ts), in.gatherPerUnit(), Math.scalb(in.gatherFixed(), -ds));
        Result r = solveInUnit(unit, order, timeLimitSeconds);
        if (!r.ok()) return r;
        double[] d = r.sizes().clone();
        for (int j = 0; j < d.length; j++) d[j] = Math.scalb(d[j], ds);
        return new Result(true, normalise(d, in.total()), Math.scalb(r.value(), ts), r.state());
    }

    /** The power of two at or below x (0 for x ≤ 0 or not finite). */
    private static int exponent(double x) { return x > 0 && Double.isFinite(x) ? Math.getExponent(x) : 0; }

    private static Result solveInUnit(CollectiveInstance in, Order order, double timeLimitSeconds) {
        int p = in.processors();
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        if (timeLimitSeconds > 0 && Double.isFinite(timeLimitSeconds)) model.options.time_abort = (long) Math.ceil(timeLimitSeconds * 1000);
        Variable[] d = new Variable[p];
        for (int j = 0; j < p; j++) d[j] = model.addVariable("d" + j).lower(0);
        Variable t = model.addVariable("T").lower(0).weight(1);
        Expression sum = model.addExpression("sum").level(in.total());
        for (int j = 0; j < p; j++) sum.set(d[j], 1);
        // Only receives get a start variable: a send or a computation starts exactly when the
        // processor's previous operation ends (delaying it never helps), so its start is an affine
        // expression of d and of the processor's last receive start. This keeps the LP small.
        List<List<BinomialTree.Op>> prog = new ArrayList<>();
        List<Variable> vars = new ArrayList<>(java.util.Arrays.asList(d));
        List<int[]> recvVar = new ArrayList<>(); // recvVar.get(j)[o] = index in vars, or -1
        for (int j = 0; j < p; j++) {
            List<BinomialTree.Op> ops = BinomialTree.program(j, p, order);
            prog.add(ops);
            int[] rv = new int[ops.size()];
            for (int o = 0; o < ops.size(); o++) {
                rv[o] = -1;
                if (ops.get(o).kind() == Activity.Kind.RECV) {
                    rv[o] = vars.size();
                    vars.add(model.addVariable("x" + j + "_" + o).lower(0));
                }
            }
            recvVar.add(rv);
        }
        int tIndex = vars.size();
        vars.add(t);
        int nv = vars.size();
        // start expressions of the sends, to link receives: scatter by receiver, gather by sender
        double[][] scatterSend = new double[p][];
        double[][] gatherSend = new double[p][];
        int[] c = {0};
        for (int j = 0; j < p; j++) {
            List<BinomialTree.Op> ops = prog.get(j);
            double[] cur = new double[nv + 1]; // coefficients over vars, constant at [nv]; the processor is free at cur
            for (int o = 0; o < ops.size(); o++) {
                BinomialTree.Op op = ops.get(o);
                double[] start;
                if (op.kind() == Activity.Kind.RECV) {
                    start = new double[nv + 1];
                    start[recvVar.get(j)[o]] = 1;
                    atLeast(model, vars, start, cur, 0, c); // x_recv ≥ the processor's free time
                } else {
                    start = cur;
                }
                if (op.kind() == Activity.Kind.SEND) {
                    if (op.phase() == Activity.Phase.SCATTER) scatterSend[op.peer()] = start;
                    else gatherSend[j] = start;
                }
                double[] coef = new double[p];
                double constant = durationAffine(in, j, op, coef);
                double[] end = start.clone();
                for (int m = 0; m < p; m++) end[m] += coef[m];
                end[nv] += constant;
                cur = end;
            }
            double[] tv = new double[nv + 1];
            tv[tIndex] = 1;
            atLeast(model, vars, tv, cur, 0, c); // T ≥ the end of the processor's last operation
        }
        for (int j = 0; j < p; j++) {
            List<BinomialTree.Op> ops = prog.get(j);
            for (int o = 0; o < ops.size(); o++) {
                BinomialTree.Op op = ops.get(o);
                if (op.kind() != Activity.Kind.RECV) continue;
                double[] x = new double[nv + 1];
                x[recvVar.get(j)[o]] = 1;
                double[] send = op.phase() == Activity.Phase.SCATTER ? scatterSend[j] : gatherSend[op.peer()];
                atLeast(model, vars, x, send, in.delta(), c); // Assumption 1: x_recv ≥ send start + δ
            }
        }
        Optimisation.Result r = model.minimise();
        if (!r.getState().isOptimal()) return new Result(false, null, Double.NaN, r.getState().toString());
        double[] sizes = new double[p];
        for (int j = 0; j < p; j++) sizes[j] = Math.max(0, d[j].getValue().doubleValue());
        return new Result(true, normalise(sizes, in.total()), t.getValue().doubleValue(), r.getState().toString());
    }

    /** Adds the constraint lhs ≥ rhs + extra (affine expressions over vars, constants at the end). */
    private static void atLeast(ExpressionsBasedModel model, List<Variable> vars, double[] lhs, double[] rhs, double extra, int[] counter) {
        int nv = vars.size();
        Expression e = model.addExpression("c" + (counter[0]++)).lower(rhs[nv] - lhs[nv] + extra);
        for (int v = 0; v < nv; v++) {
            double k = lhs[v] - rhs[v];
            if (k != 0) e.set(vars.get(v), k);
        }
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
