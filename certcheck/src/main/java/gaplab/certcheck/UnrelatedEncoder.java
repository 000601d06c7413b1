package gaplab.certcheck;

import gaplab.model.core.Rational;
import gaplab.model.unrelated.UnrelatedInstance;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The checker's own encoder of {@code unrelated-assign} version 1 (docs/certificates.md, "Unrelated
 * machines"; SPEC §5, R‖Cmax), written from the page: for a horizon H, every task on one of the machines
 * that run it within H (A), the other pairs excluded (F), and per machine a sequential weighted counter
 * over its eligible tasks whose overflow clause keeps its load ≤ H (L). Also the two bounds a certificate
 * may state instead of a proof.
 */
final class UnrelatedEncoder {
    private UnrelatedEncoder() {}

    /** The exact time of task i on machine p as the file writes it (t, or Σ_k w_ik / s_kp); null for ∞. */
    private static Rational exact(UnrelatedInstance in, int i, int p) {
        if (!in.isRank()) return Double.isInfinite(in.time(i, p)) ? null : CertificateCheck.Steps.rational(BigDecimal.valueOf(in.time(i, p)));
        Rational sum = Rational.ZERO;
        for (int k = 0; k < in.rank(); k++) {
            double w = in.w()[i][k], s = in.s()[k][p];
            if (w == 0) continue;
            if (s == 0) return null;
            sum = sum.add(CertificateCheck.Steps.rational(BigDecimal.valueOf(w)).divide(CertificateCheck.Steps.rational(BigDecimal.valueOf(s))));
        }
        return sum;
    }

    /** The data's unit δ: the gcd of the numerators over the lcm of the denominators of every finite time. */
    static Rational unit(UnrelatedInstance in) throws DagEncoder.NotWhole {
        BigInteger num = BigInteger.ZERO, den = BigInteger.ONE;
        for (int i = 0; i < in.n(); i++)
            for (int p = 0; p < in.m(); p++) {
                Rational x = exact(in, i, p);
                if (x == null) continue;
                if (x.signum() <= 0) throw new DagEncoder.NotWhole("a time of 0");
                num = num.gcd(x.numerator());
                den = den.multiply(x.denominator()).divide(den.gcd(x.denominator()));
            }
        return Rational.of(num, den);
    }

    /** The times in units of δ, −1 for ∞. */
    static long[][] times(UnrelatedInstance in) throws DagEncoder.NotWhole {
        Rational unit = unit(in);
        long[][] t = new long[in.n()][in.m()];
        for (int i = 0; i < in.n(); i++)
            for (int p = 0; p < in.m(); p++) {
                Rational x = exact(in, i, p);
                if (x == null) { t[i][p] = -1; continue; }
                BigInteger k = x.divide(unit).numerator();   // whole: δ divides every time
                if (k.compareTo(BigInteger.valueOf(DagTimes.MAX)) > 0) throw new DagEncoder.NotWhole("a time is more than 10^9 units of " + unit);
                t[i][p] = k.longValueExact();
            }
        return t;
    }

    /** max over tasks of its shortest time. */
    static long maxShortest(UnrelatedInstance in) throws DagEncoder.NotWhole {
        long b = 0;
        for (long[] row : times(in)) b = Math.max(b, shortest(row));
        return b;
    }

    /** ⌈Σ_i shortest time of i / m⌉. */
    static long work(UnrelatedInstance in) throws DagEncoder.NotWhole {
        long w = 0;
        for (long[] row : times(in)) w += shortest(row);
        return (w + in.m() - 1) / in.m();
    }

    private static long shortest(long[] row) {
        long s = Long.MAX_VALUE;
        for (long v : row) if (v > 0) s = Math.min(s, v);
        return s;
    }

    static Formula encode(UnrelatedInstance in, int h) throws DagEncoder.NotWhole {
        long[][] t = times(in);
        int n = in.n(), m = in.m();
        long vars = (long) n * m, clauses = n + (long) n * m;
        int[] first = new int[m];
        for (int p = 0; p < m; p++) {
            first[p] = (int) Math.min(vars + 1, Integer.MAX_VALUE);
            for (int i = 0; i < n; i++) if (ok(t[i][p], h)) { vars += h; clauses += 3L * h + 1; }
        }
        if (clauses > DagEncoder.MAX_CLAUSES || vars > Integer.MAX_VALUE / 2)
            throw new DagEncoder.NotWhole("the formula at horizon " + h + " could have " + clauses + " clauses, above the checker's limit of " + DagEncoder.MAX_CLAUSES);
        Formula f = new Formula((int) vars);
        for (int i = 0; i < n; i++) {
            int k = 0;
            for (int p = 0; p < m; p++) if (ok(t[i][p], h)) k++;
            int[] c = new int[k];
            k = 0;
            for (int p = 0; p < m; p++) if (ok(t[i][p], h)) c[k++] = i * m + p + 1;
            f.add(c);
        }
        for (int i = 0; i < n; i++) for (int p = 0; p < m; p++) if (!ok(t[i][p], h)) f.add(new int[]{-(i * m + p + 1)});
        for (int p = 0; p < m; p++) {
            int pos = -1;
            for (int i = 0; i < n; i++) {
                if (!ok(t[i][p], h)) continue;
                pos++;
                int w = (int) t[i][p], x = i * m + p + 1;
                int now = first[p] + pos * h - 1, before = now - h;   // register k of this position is now + k
                for (int k = 1; k <= w; k++) f.add(new int[]{-x, now + k});
                if (pos == 0) continue;
                for (int k = 1; k <= h; k++) f.add(new int[]{-(before + k), now + k});
                for (int k = 1; k + w <= h; k++) f.add(new int[]{-x, -(before + k), now + k + w});
                f.add(new int[]{-x, -(before + h + 1 - w)});
            }
        }
        return f;
    }

    private static boolean ok(long t, int h) { return t >= 1 && t <= h; }
}
