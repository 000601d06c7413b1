package gaplab.model.dag;

import gaplab.model.core.Decimals;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every distinct kind of duration and delay of a task-graph instance, exactly, from the numbers as written
 * ({@link Decimals}): W(T, P) of a cost matrix, or μ / speed for every distinct speed, and η · λ for every
 * distinct λ between two processors. The exact methods' integer unit and CP-SAT's scaling both start here
 * (the certificate checker computes its own, on purpose).
 */
public final class ExactTimes {
    private ExactTimes() {}

    /** The times; an {@link ArithmeticException} naming μ and speed where μ / speed is no terminating decimal. */
    public static List<BigDecimal> of(DagInstance in) {
        List<BigDecimal> out = new ArrayList<>();
        TaskGraph g = in.graph();
        double[][] w = in.times();
        Set<BigDecimal> speeds = new TreeSet<>();
        for (int p = 0; p < in.processors(); p++) speeds.add(Decimals.exact(in.machine().speed(p)));
        for (int t = 0; t < in.tasks(); t++) {
            if (w != null) { for (double v : w[t]) out.add(Decimals.exact(v)); continue; }
            BigDecimal mu = Decimals.exact(g.mu(t));
            for (BigDecimal speed : speeds) {
                try {
                    out.add(mu.divide(speed));
                } catch (ArithmeticException notTerminating) {
                    throw new ArithmeticException("the duration μ / speed = " + mu.toPlainString() + " / " + speed.toPlainString() + " is not a terminating decimal");
                }
            }
        }
        Set<BigDecimal> lambdas = new TreeSet<>();
        for (int p = 0; p < in.processors(); p++) for (int q = 0; q < in.processors(); q++) if (p != q) lambdas.add(Decimals.exact(in.machine().lambda(p, q)));
        for (int a = 0; a < g.arcCount(); a++) {
            BigDecimal eta = Decimals.exact(g.eta(a));
            for (BigDecimal l : lambdas) out.add(eta.multiply(l));
        }
        return out;
    }
}
