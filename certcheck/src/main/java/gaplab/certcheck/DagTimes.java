package gaplab.certcheck;

import gaplab.model.core.Decimals;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.TaskGraph;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The checker's own computation of a task graph's unit of time δ (docs/certificates.md, "Decimal data";
 * SPEC §3): every duration d(t,p) (the cost matrix's entry, or μ(t) / speed(p), which must be a
 * terminating decimal) and every delay η(a)·λ(p,q), p ≠ q, exactly as the numbers are written
 * ({@link Decimals}); δ is their greatest common divisor (the largest unit in which all are whole), and
 * the times in units of δ. Written from the page, not from the code of the exact methods.
 */
final class DagTimes {
    /** The largest time in units of δ that the checker encodes. */
    static final long MAX = 1_000_000_000L;

    final BigDecimal unit;
    /** d[t][p] and c[a][p][q] (0 when p = q) in units of δ. */
    final long[][] d;
    final long[][][] c;

    private DagTimes(BigDecimal unit, long[][] d, long[][][] c) {
        this.unit = unit;
        this.d = d;
        this.c = c;
    }

    static DagTimes of(DagInstance inst) throws DagEncoder.NotWhole {
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors(), A = g.arcCount();
        BigDecimal[][] dur = new BigDecimal[n][P];
        BigDecimal[][][] del = new BigDecimal[A][P][P];
        double[][] w = inst.times();
        for (int t = 0; t < n; t++)
            for (int p = 0; p < P; p++) {
                if (w != null) { dur[t][p] = Decimals.exact(w[t][p]); continue; }
                try {
                    dur[t][p] = Decimals.exact(g.mu(t)).divide(Decimals.exact(inst.machine().speed(p)));
                } catch (ArithmeticException e) {
                    throw new DagEncoder.NotWhole("the time of task " + g.id(t) + " on processor " + p + " (mu / speed) is no terminating decimal");
                }
            }
        for (int a = 0; a < A; a++)
            for (int p = 0; p < P; p++)
                for (int q = 0; q < P; q++)
                    del[a][p][q] = p == q ? BigDecimal.ZERO : Decimals.exact(g.eta(a)).multiply(Decimals.exact(inst.machine().lambda(p, q)));
        int digits = 0;
        for (BigDecimal[] row : dur) for (BigDecimal x : row) digits = Math.max(digits, x.stripTrailingZeros().scale());
        for (BigDecimal[][] m : del) for (BigDecimal[] row : m) for (BigDecimal x : row) digits = Math.max(digits, x.stripTrailingZeros().scale());
        BigInteger gcd = BigInteger.ZERO;
        for (BigDecimal[] row : dur) for (BigDecimal x : row) gcd = gcd.gcd(x.scaleByPowerOfTen(digits).toBigIntegerExact());
        for (BigDecimal[][] m : del) for (BigDecimal[] row : m) for (BigDecimal x : row) gcd = gcd.gcd(x.scaleByPowerOfTen(digits).toBigIntegerExact());
        if (gcd.signum() == 0) throw new DagEncoder.NotWhole("every duration and delay is 0, so the data has no unit");
        BigDecimal unit = new BigDecimal(gcd).scaleByPowerOfTen(-digits);
        long[][] d = new long[n][P];
        long[][][] c = new long[A][P][P];
        for (int t = 0; t < n; t++) for (int p = 0; p < P; p++) d[t][p] = steps(dur[t][p], unit);
        for (int a = 0; a < A; a++) for (int p = 0; p < P; p++) for (int q = 0; q < P; q++) c[a][p][q] = steps(del[a][p][q], unit);
        return new DagTimes(unit, d, c);
    }

    private static long steps(BigDecimal x, BigDecimal unit) throws DagEncoder.NotWhole {
        BigInteger k = x.divide(unit).toBigIntegerExact();   // exact: unit divides every time
        if (k.signum() < 0 || k.compareTo(BigInteger.valueOf(MAX)) > 0)
            throw new DagEncoder.NotWhole(x.toPlainString() + " is " + k + " units of " + unit.toPlainString() + ", not from 0 to 10^9");
        return k.longValueExact();
    }
}
