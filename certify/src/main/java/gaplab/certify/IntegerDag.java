package gaplab.certify;

import gaplab.model.core.Decimals;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.TaskGraph;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A task-graph instance (SPEC §3) in whole multiples of its unit δ, as the encodings need it: d(t, p)
 * the duration of task t on processor p (μ / speed, or the cost matrix) divided by δ, c(a, p, q) =
 * η(a)·λ(p, q) / δ the delay of arc a between different processors. Every number is computed exactly
 * from the numbers as written ({@link Decimals}); the unit comes from the caller (the data's granularity,
 * docs/certificates.md, "Decimal data"), and a time that is not a whole multiple of it is refused with
 * the first such value.
 */
public record IntegerDag(int n, int processors, int[][] duration, int[][][] delay, int[] from, int[] to, boolean interchangeable) {

    /** The largest whole number accepted (the encodings index time steps by int). */
    public static final long MAX_VALUE = 1_000_000_000L;

    /** Raised when the data is not a whole multiple of the unit (or too large). */
    public static final class NotInteger extends Exception {
        public NotInteger(String message) { super(message); }
    }

    /** The instance in units of 1 (integer data). */
    public static IntegerDag of(DagInstance inst) throws NotInteger { return of(inst, BigDecimal.ONE); }

    /**
     * The data's unit δ of integer data: the greatest common divisor of every whole duration and delay
     * (what the checker recomputes; decimal data takes its unit from the exact methods). Refused when a
     * time is not whole or every time is 0.
     */
    public static BigDecimal integerUnit(DagInstance inst) throws NotInteger {
        IntegerDag g = of(inst);
        BigInteger gcd = BigInteger.ZERO;
        for (int[] row : g.duration()) for (int v : row) gcd = gcd.gcd(BigInteger.valueOf(v));
        for (int[][] m : g.delay()) for (int[] row : m) for (int v : row) gcd = gcd.gcd(BigInteger.valueOf(v));
        if (gcd.signum() == 0) throw new NotInteger("every duration and delay is 0, so the data has no unit");
        return new BigDecimal(gcd);
    }

    /** The instance in units of {@code unit} (&gt; 0): every duration and delay divided by it exactly. */
    public static IntegerDag of(DagInstance inst, BigDecimal unit) throws NotInteger {
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors();
        int[][] d = new int[n][P];
        double[][] w = inst.times();
        for (int t = 0; t < n; t++)
            for (int p = 0; p < P; p++) {
                String what = "the time of task " + g.id(t) + " on processor " + p;
                BigDecimal exact;
                if (w != null) exact = Decimals.exact(w[t][p]);
                else {
                    try {
                        exact = Decimals.exact(g.mu(t)).divide(Decimals.exact(inst.machine().speed(p)));
                    } catch (ArithmeticException e) {
                        throw new NotInteger(what + " is " + inst.duration(t, p) + ", not a terminating decimal");
                    }
                }
                d[t][p] = whole(exact, unit, what);
            }
        long total = 0;
        for (int t = 0; t < n; t++) { int m = 0; for (int v : d[t]) m = Math.max(m, v); total += m; }
        if (total > MAX_VALUE) throw new NotInteger("the tasks' total time " + total + (unit.compareTo(BigDecimal.ONE) == 0 ? "" : " units of " + unit.toPlainString())
                + " is above " + MAX_VALUE + " (docs/certificates.md)");
        int A = g.arcCount();
        int[][][] c = new int[A][P][P];
        int[] from = new int[A], to = new int[A];
        for (int a = 0; a < A; a++) {
            from[a] = g.from(a);
            to[a] = g.to(a);
            for (int p = 0; p < P; p++)
                for (int q = 0; q < P; q++)
                    if (p != q) c[a][p][q] = whole(Decimals.exact(g.eta(a)).multiply(Decimals.exact(inst.machine().lambda(p, q))), unit,
                            "the delay of arc " + g.id(from[a]) + " -> " + g.id(to[a]) + " from processor " + p + " to " + q);
        }
        boolean same = !inst.hasCostMatrix();
        for (int p = 0; p < P && same; p++) {
            if (inst.machine().speed(p) != inst.machine().speed(0)) same = false;
            for (int q = 0; q < P && same; q++) if (p != q && inst.machine().lambda(p, q) != inst.machine().lambda(0, 1)) same = false;
        }
        return new IntegerDag(n, P, d, c, from, to, same);
    }

    private static int whole(BigDecimal v, BigDecimal unit, String what) throws NotInteger {
        BigDecimal q = v.divide(unit, java.math.MathContext.DECIMAL128);
        BigInteger i;
        try {
            i = q.toBigIntegerExact();
        } catch (ArithmeticException e) {
            i = null;
        }
        if (i == null || i.signum() < 0 || i.compareTo(BigInteger.valueOf(MAX_VALUE)) > 0 || v.compareTo(unit.multiply(new BigDecimal(i))) != 0)
            throw new NotInteger(what + " is " + v.toPlainString() + ", not a whole multiple from 0 to " + MAX_VALUE + " of the unit "
                    + unit.toPlainString() + " (docs/certificates.md)");
        return i.intValueExact();
    }

    /** min over processors of d(t, p). */
    public int least(int t) {
        int m = Integer.MAX_VALUE;
        for (int v : duration[t]) m = Math.min(m, v);
        return m;
    }
}
