package gaplab.certify;

import gaplab.model.core.Rational;
import gaplab.model.unrelated.UnrelatedInstance;
import java.math.BigInteger;

/**
 * The encoding {@code unrelated-assign} version 1 of "an assignment of the tasks to unrelated machines
 * with every load ≤ H exists" (SPEC §5, R‖Cmax; stated in docs/certificates.md, "Unrelated machines"):
 * x(i,p) task i on machine p; per machine a sequential weighted counter (Hölldobler, Manthey &amp;
 * Steinke 2012) whose register s(p,j,k) means "the tasks among the first j + 1 eligible ones that
 * machine p runs take at least k". Clause groups: some allowed machine per task (A); forbidden pairs
 * (F); the counters with their overflow clause (L). The checker rebuilds it with an encoder of its own.
 */
public final class UnrelatedAssignEncoding {
    public static final String NAME = "unrelated-assign";
    public static final int VERSION = 1;

    private UnrelatedAssignEncoding() {}

    /** The data's unit δ (a fraction) and the times t(i,p) in units of δ, −1 where machine p cannot run task i. */
    public record Units(Rational unit, long[][] t) {}

    /**
     * δ = gcd of the numerators / lcm of the denominators of the exact times (the largest unit in which
     * every time is whole: docs/certificates.md, "Unrelated machines"); refuses more than 10^9 units.
     */
    public static Units units(UnrelatedInstance in) throws IntegerDag.NotInteger {
        Rational[][] q = in.exact();
        BigInteger num = BigInteger.ZERO, den = BigInteger.ONE;
        for (Rational[] row : q)
            for (Rational x : row) {
                if (x == null) continue;
                num = num.gcd(x.numerator());
                den = den.divide(den.gcd(x.denominator())).multiply(x.denominator());
            }
        Rational unit = Rational.of(num, den);
        long[][] t = new long[in.n()][in.m()];
        for (int i = 0; i < in.n(); i++)
            for (int p = 0; p < in.m(); p++) {
                if (q[i][p] == null) { t[i][p] = -1; continue; }
                Rational k = q[i][p].divide(unit);   // whole: δ divides every time
                if (k.numerator().compareTo(BigInteger.valueOf(IntegerDag.MAX_VALUE)) > 0)
                    throw new IntegerDag.NotInteger("the time of task " + i + " on machine " + p + " is " + k + " units of " + unit + ", more than " + IntegerDag.MAX_VALUE);
                t[i][p] = k.numerator().longValueExact();
            }
        return new Units(unit, t);
    }

    private static boolean eligible(long[][] t, int i, int p, int h) { return t[i][p] >= 1 && t[i][p] <= h; }

    /** The formula for makespan ≤ {@code h}; at most {@code maxClauses} clauses. */
    public static Cnf encode(long[][] t, int h, long maxClauses) throws DagOrderEncoding.TooLarge {
        int n = t.length, m = t[0].length;
        int[] count = new int[m];
        for (int p = 0; p < m; p++) for (int i = 0; i < n; i++) if (eligible(t, i, p, h)) count[p]++;
        long vars = (long) n * m;
        int[] base = new int[m];
        for (int p = 0; p < m; p++) { base[p] = (int) vars + 1; vars += (long) count[p] * h; }
        if (vars > Integer.MAX_VALUE / 2) throw new DagOrderEncoding.TooLarge("the formula has " + vars + " variables");
        Cnf f = new Cnf((int) vars);
        Emit e = new Emit(f, maxClauses);
        for (int i = 0; i < n; i++) {                                   // (A)
            int[] c = new int[m];
            int k = 0;
            for (int p = 0; p < m; p++) if (eligible(t, i, p, h)) c[k++] = x(m, i, p);
            e.clause(java.util.Arrays.copyOf(c, k));
        }
        for (int i = 0; i < n; i++)                                     // (F)
            for (int p = 0; p < m; p++) if (!eligible(t, i, p, h)) e.clause(-x(m, i, p));
        for (int p = 0; p < m; p++) {                                   // (L)
            int j = 0;
            for (int i = 0; i < n; i++) {
                if (!eligible(t, i, p, h)) continue;
                int w = (int) t[i][p], xi = x(m, i, p);
                for (int k = 1; k <= w; k++) e.clause(-xi, s(base[p], h, j, k));
                if (j > 0) {
                    for (int k = 1; k <= h; k++) e.clause(-s(base[p], h, j - 1, k), s(base[p], h, j, k));
                    for (int k = 1; k <= h - w; k++) e.clause(-xi, -s(base[p], h, j - 1, k), s(base[p], h, j, k + w));
                    e.clause(-xi, -s(base[p], h, j - 1, h + 1 - w));
                }
                j++;
            }
        }
        return f;
    }

    public static int x(int m, int i, int p) { return 1 + i * m + p; }

    private static int s(int base, int h, int j, int k) { return base + j * h + (k - 1); }

    /** The machine of each task in a model: the lowest p with x(i,p) true. */
    public static int[] decode(long[][] t, boolean[] model) {
        int n = t.length, m = t[0].length;
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            int p = 0;
            while (p < m - 1 && !model[x(m, i, p)]) p++;
            a[i] = p;
        }
        return a;
    }

    private record Emit(Cnf f, long max) {
        void clause(int... lits) throws DagOrderEncoding.TooLarge {
            if (f.clauses() >= max) throw new DagOrderEncoding.TooLarge("the formula has more than " + max + " clauses");
            f.add(lits, lits.length);
        }
    }
}
