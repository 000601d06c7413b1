package gaplab.model.unrelated;

import gaplab.model.core.Rational;
import java.math.BigDecimal;

/**
 * Independent tasks on unrelated machines (Suda, seed 004, §2; Graham et al. 1979's R||Cmax):
 * {@code t[i][p]} is the time of task i on machine p, {@code +Infinity} when machine p cannot run
 * task i. Every task has a finite time on some machine. Indices are 0-based in files and output.
 *
 * <p>When the instance was given as rank-l uniform (seed 004, §2.1: t_ip = Σ_k w_ik / s_kp),
 * {@code w} (n × l works) and {@code s} (l × m speeds) are kept, otherwise both are null. A speed
 * s_kp = 0 means machine p cannot do operation k (t_ip = ∞ if w_ik &gt; 0).
 *
 * <p>{@code exact[i][p]} is the same time as an exact rational (null for ∞): numbers read from a file
 * are taken as the decimals written there (0.1 is 1/10), so metrics and the exact model are exact.
 *
 * @param name  a short name (file name or generator description)
 * @param t     n × m times, +Infinity allowed
 * @param w     rank-l works (n × l) or null
 * @param s     rank-l speeds (l × m) or null
 * @param exact t as exact rationals, null entries for ∞
 */
public record UnrelatedInstance(String name, double[][] t, double[][] w, double[][] s, Rational[][] exact) {

    /** An instance from a time matrix; throws IllegalArgumentException with a plain-words reason. */
    public static UnrelatedInstance ofTimes(String name, double[][] t) {
        int n = t.length;
        if (n == 0) throw new IllegalArgumentException("no tasks");
        int m = t[0].length;
        if (m == 0) throw new IllegalArgumentException("no machines");
        double[][] tt = new double[n][];
        Rational[][] q = new Rational[n][m];
        for (int i = 0; i < n; i++) {
            if (t[i].length != m) throw new IllegalArgumentException("row " + i + " of t has " + t[i].length + " entries; row 0 has " + m);
            tt[i] = t[i].clone();
            for (int p = 0; p < m; p++) {
                double v = t[i][p];
                if (Double.isNaN(v)) throw new IllegalArgumentException("t[" + i + "][" + p + "] is NaN");
                if (!(v > 0)) throw new IllegalArgumentException("t[" + i + "][" + p + "] must be positive or \"inf\" (got " + v + ")");
                q[i][p] = Double.isInfinite(v) ? null : dec(v);
            }
        }
        checkRunnable(tt);
        return new UnrelatedInstance(name, tt, null, null, q);
    }

    /** A rank-l uniform instance t_ip = Σ_k w_ik / s_kp (seed 004, §2.1). */
    public static UnrelatedInstance ofRank(String name, double[][] w, double[][] s) {
        int n = w.length;
        if (n == 0) throw new IllegalArgumentException("no tasks");
        int l = w[0].length;
        if (l == 0) throw new IllegalArgumentException("no operations (w has empty rows)");
        if (s.length != l) throw new IllegalArgumentException("w has " + l + " operations per task but s has " + s.length + " rows (one per operation)");
        int m = s[0].length;
        if (m == 0) throw new IllegalArgumentException("no machines");
        for (int k = 0; k < l; k++) {
            if (s[k].length != m) throw new IllegalArgumentException("row " + k + " of s has " + s[k].length + " entries; row 0 has " + m);
            for (int p = 0; p < m; p++) if (!(s[k][p] >= 0) || Double.isInfinite(s[k][p]))
                throw new IllegalArgumentException("s[" + k + "][" + p + "] must be a finite number >= 0 (got " + s[k][p] + ")");
        }
        double[][] t = new double[n][m];
        Rational[][] q = new Rational[n][m];
        for (int i = 0; i < n; i++) {
            if (w[i].length != l) throw new IllegalArgumentException("row " + i + " of w has " + w[i].length + " entries; row 0 has " + l);
            boolean work = false;
            for (int k = 0; k < l; k++) {
                if (!(w[i][k] >= 0) || Double.isInfinite(w[i][k]))
                    throw new IllegalArgumentException("w[" + i + "][" + k + "] must be a finite number >= 0 (got " + w[i][k] + ")");
                if (w[i][k] > 0) work = true;
            }
            if (!work) throw new IllegalArgumentException("task " + i + " has no work (all w[" + i + "][k] are 0)");
            for (int p = 0; p < m; p++) {
                Rational sum = Rational.ZERO;
                boolean inf = false;
                for (int k = 0; k < l; k++) {
                    if (w[i][k] == 0) continue;
                    if (s[k][p] == 0) { inf = true; break; }
                    sum = sum.add(dec(w[i][k]).divide(dec(s[k][p])));
                }
                q[i][p] = inf ? null : sum;
                t[i][p] = inf ? Double.POSITIVE_INFINITY : sum.doubleValue();
            }
        }
        double[][] wc = new double[n][], sc = new double[l][];
        for (int i = 0; i < n; i++) wc[i] = w[i].clone();
        for (int k = 0; k < l; k++) sc[k] = s[k].clone();
        checkRunnable(t);
        return new UnrelatedInstance(name, t, wc, sc, q);
    }

    private static void checkRunnable(double[][] t) {
        for (int i = 0; i < t.length; i++) {
            boolean ok = false;
            for (double v : t[i]) if (!Double.isInfinite(v)) ok = true;
            if (!ok) throw new IllegalArgumentException("task " + i + " cannot run on any machine (all its times are inf)");
        }
    }

    /** The decimal a double was written as (0.1 → 1/10), exactly. */
    public static Rational dec(double v) {
        BigDecimal b = BigDecimal.valueOf(v);
        if (b.scale() <= 0) return Rational.of(b.toBigIntegerExact(), java.math.BigInteger.ONE);
        return Rational.of(b.unscaledValue(), java.math.BigInteger.TEN.pow(b.scale()));
    }

    public UnrelatedInstance withName(String newName) { return new UnrelatedInstance(newName, t, w, s, exact); }

    /** Number of tasks n. */
    public int n() { return t.length; }

    /** Number of machines m. */
    public int m() { return t[0].length; }

    public double time(int task, int machine) { return t[task][machine]; }

    public boolean canRun(int task, int machine) { return !Double.isInfinite(t[task][machine]); }

    /** Is this a rank-l uniform instance (given by w and s)? */
    public boolean isRank() { return w != null; }

    /** The rank l of the w/s form, 0 for a plain matrix. */
    public int rank() { return w == null ? 0 : w[0].length; }
}
