package gaplab.model.unrelated;

import gaplab.model.core.InputException;
import gaplab.model.core.InstanceClass;
import gaplab.model.core.InstanceSpace;
import gaplab.model.core.SizeOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Random R||Cmax instances for sweeps and the worst-case ratio search: integer times (or rank-l works
 * and speeds), mutation of one entry, and shrinking (drop a task, drop a machine, halve numbers).
 *
 * <p>Size options: {@code tasks} (n), {@code machines} (m), {@code maxtime} (times, or works, drawn from
 * 1..maxtime), {@code rank} (0 = an unrelated matrix; l ≥ 1 = rank-l uniform with works 0..maxtime and
 * speeds 1..{@code maxspeed}), {@code inf} (percentage of matrix entries that are ∞; every task keeps a
 * finite time).
 *
 * <p>The class of {@link #instanceClass}: {@code tasks=n} bounds the tasks (at most n); {@code machines}
 * fixes the machine count; {@code rank} fixes the machine model (0: unrelated times; 1: uniform
 * machines t_ij = w_i / s_j; {@code rank=1 maxspeed=1}: identical machines); {@code maxtime} bounds the
 * times (works); {@code maxspeed} the speeds; {@code inf=0} fixes every time finite.
 */
public final class UnrelatedSpace implements InstanceSpace<UnrelatedInstance> {

    @Override
    public Map<String, String> sizeDefaults() {
        Map<String, String> d = new LinkedHashMap<>();
        d.put("tasks", "6");
        d.put("machines", "3");
        d.put("maxtime", "20");
        d.put("rank", "0");
        d.put("maxspeed", "4");
        d.put("inf", "0");
        return d;
    }

    @Override
    public UnrelatedInstance random(SplittableRandom rng, Map<String, String> size) throws InputException {
        SizeOptions o = SizeOptions.of("unrelated", sizeDefaults(), size);
        int n = o.integer("tasks", 1, 200);
        int m = o.integer("machines", 1, 20); // tasks × machines within the reader's limit (docs/limits.md)
        int maxT = o.integer("maxtime", 1, 1_000_000);
        int rank = o.integer("rank", 0, 10);
        int maxS = o.integer("maxspeed", 1, 1000);
        int inf = o.integer("inf", 0, 90);
        if (rank > 0) {
            double[][] w = new double[n][rank], s = new double[rank][m];
            for (int i = 0; i < n; i++) {
                for (int k = 0; k < rank; k++) w[i][k] = rng.nextInt(maxT + 1);
                w[i][rng.nextInt(rank)] = 1 + rng.nextInt(maxT);
            }
            for (int k = 0; k < rank; k++) for (int p = 0; p < m; p++) s[k][p] = 1 + rng.nextInt(maxS);
            return UnrelatedInstance.ofRank("random", w, s);
        }
        double[][] t = new double[n][m];
        for (int i = 0; i < n; i++) {
            for (int p = 0; p < m; p++) t[i][p] = rng.nextInt(100) < inf ? Double.POSITIVE_INFINITY : 1 + rng.nextInt(maxT);
            int keep = rng.nextInt(m);
            if (Double.isInfinite(t[i][keep])) t[i][keep] = 1 + rng.nextInt(maxT);
        }
        return UnrelatedInstance.ofTimes("random", t);
    }

    @Override
    public InstanceClass<UnrelatedInstance> instanceClass(Map<String, String> size) throws InputException {
        SizeOptions o = SizeOptions.of("unrelated", sizeDefaults(), size);
        InstanceClass.Builder<UnrelatedInstance> c = InstanceClass.builder();
        if (size.containsKey("tasks")) { int n = o.integer("tasks", 1, 200); c.require("tasks ≤ " + n, i -> i.n() <= n); }
        if (size.containsKey("machines")) { int m = o.integer("machines", 1, 20); c.require("machines = " + m, i -> i.m() == m); }
        int rank = o.integer("rank", 0, 10);
        if (size.containsKey("rank"))
            c.require(rank == 0 ? "unrelated times (a time matrix)" : rank == 1 ? "uniform machines (rank 1: t_ij = w_i / s_j)" : "rank " + rank,
                    i -> i.rank() == rank);
        if (size.containsKey("maxtime")) {
            int maxT = o.integer("maxtime", 1, 1_000_000);
            c.require((rank == 0 ? "every time" : "every work") + " integral and ≤ " + maxT, i -> integralAtMost(i.isRank() ? i.w() : i.t(), maxT));
        }
        if (size.containsKey("maxspeed") && rank > 0) {
            int maxS = o.integer("maxspeed", 1, 1000);
            c.require(maxS == 1 ? "identical machines (every speed 1)" : "every speed integral and ≤ " + maxS, i -> !i.isRank() || integralAtMost(i.s(), maxS));
        }
        if (size.containsKey("inf") && o.integer("inf", 0, 90) == 0)
            c.require("every time finite", i -> { for (double[] r : i.t()) for (double v : r) if (Double.isInfinite(v)) return false; return true; });
        return c.build();
    }

    /** Every finite entry an integer ≤ max (∞ entries are the {@code inf} option's). */
    private static boolean integralAtMost(double[][] a, double max) {
        for (double[] r : a) for (double v : r) if (!Double.isInfinite(v) && (v != Math.rint(v) || v > max)) return false;
        return true;
    }

    @Override
    public UnrelatedInstance mutate(UnrelatedInstance in, SplittableRandom rng) {
        if (in.isRank()) {
            double[][] w = copy(in.w()), s = copy(in.s());
            for (int attempt = 0; attempt < 20; attempt++) {
                if (rng.nextBoolean()) {
                    int i = rng.nextInt(w.length), k = rng.nextInt(w[0].length);
                    double old = w[i][k];
                    w[i][k] = newValue(old, max(w), rng, true);
                    if (rowZero(w[i])) { w[i][k] = old; continue; }
                } else {
                    int k = rng.nextInt(s.length), p = rng.nextInt(s[0].length);
                    s[k][p] = newValue(s[k][p], max(s), rng, false);
                }
                try {
                    return UnrelatedInstance.ofRank(in.name(), w, s);
                } catch (IllegalArgumentException e) {
                    w = copy(in.w());
                    s = copy(in.s());
                }
            }
            return in;
        }
        double[][] t = copy(in.t());
        List<int[]> finite = new ArrayList<>();
        for (int i = 0; i < t.length; i++) for (int p = 0; p < t[0].length; p++) if (!Double.isInfinite(t[i][p])) finite.add(new int[]{i, p});
        int[] e = finite.get(rng.nextInt(finite.size()));
        t[e[0]][e[1]] = newValue(t[e[0]][e[1]], max(t), rng, false);
        return UnrelatedInstance.ofTimes(in.name(), t);
    }

    /** A new integer value: uniform in 1..max(20, 2·largest), or double, or halve (rounded up). */
    private static double newValue(double old, double largest, SplittableRandom rng, boolean zeroOk) {
        int r = rng.nextInt(3);
        long hi = (long) Math.max(20, 2 * largest);
        if (r == 0) return (zeroOk ? 0 : 1) + rng.nextLong(hi);
        if (r == 1) return Math.min(Math.max(1, old * 2), 1e9);
        return zeroOk ? Math.floor(old / 2) : Math.max(1, Math.ceil(old / 2));
    }

    @Override
    public List<UnrelatedInstance> shrink(UnrelatedInstance in) {
        List<UnrelatedInstance> out = new ArrayList<>();
        int n = in.n(), m = in.m();
        for (int p = m - 1; p >= 0 && m > 1; p--) add(out, dropMachine(in, p));
        for (int i = n - 1; i >= 0 && n > 1; i--) add(out, dropTask(in, i));
        add(out, halveAll(in));
        // one entry at a time: to 1 (or 0 for works), then halved
        double[][] base = in.isRank() ? in.w() : in.t();
        for (int i = 0; i < base.length; i++) for (int k = 0; k < base[0].length; k++) {
            double v = base[i][k];
            if (Double.isInfinite(v)) continue;
            double low = in.isRank() ? 0 : 1;
            if (v > low) add(out, withEntry(in, i, k, low));
            double h = in.isRank() ? Math.floor(v / 2) : Math.ceil(v / 2);
            if (v > low && h != low && h < v) add(out, withEntry(in, i, k, h));
        }
        if (in.isRank()) for (int k = 0; k < in.s().length; k++) for (int p = 0; p < m; p++) {
            double v = in.s()[k][p];
            if (v > 1) add(out, withSpeed(in, k, p, 1));
        }
        return out;
    }

    private static void add(List<UnrelatedInstance> out, UnrelatedInstance c) {
        if (c != null) out.add(c);
    }

    private static UnrelatedInstance dropMachine(UnrelatedInstance in, int p) {
        try {
            if (in.isRank()) {
                double[][] s = new double[in.s().length][];
                for (int k = 0; k < s.length; k++) s[k] = without(in.s()[k], p);
                return UnrelatedInstance.ofRank(in.name(), in.w(), s);
            }
            double[][] t = new double[in.n()][];
            for (int i = 0; i < t.length; i++) t[i] = without(in.t()[i], p);
            return UnrelatedInstance.ofTimes(in.name(), t);
        } catch (IllegalArgumentException e) {
            return null;   // some task could run only there
        }
    }

    private static UnrelatedInstance dropTask(UnrelatedInstance in, int i) {
        if (in.isRank()) return UnrelatedInstance.ofRank(in.name(), withoutRow(in.w(), i), in.s());
        return UnrelatedInstance.ofTimes(in.name(), withoutRow(in.t(), i));
    }

    private static UnrelatedInstance halveAll(UnrelatedInstance in) {
        double[][] a = copy(in.isRank() ? in.w() : in.t());
        boolean changed = false;
        for (double[] r : a) for (int k = 0; k < r.length; k++) {
            if (Double.isInfinite(r[k])) continue;
            double h = Math.max(1, Math.ceil(r[k] / 2));
            if (h < r[k]) { r[k] = h; changed = true; }
        }
        if (!changed) return null;
        return in.isRank() ? UnrelatedInstance.ofRank(in.name(), a, in.s()) : UnrelatedInstance.ofTimes(in.name(), a);
    }

    private static UnrelatedInstance withEntry(UnrelatedInstance in, int i, int k, double v) {
        double[][] a = copy(in.isRank() ? in.w() : in.t());
        a[i][k] = v;
        try {
            return in.isRank() ? UnrelatedInstance.ofRank(in.name(), a, in.s()) : UnrelatedInstance.ofTimes(in.name(), a);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static UnrelatedInstance withSpeed(UnrelatedInstance in, int k, int p, double v) {
        double[][] s = copy(in.s());
        s[k][p] = v;
        return UnrelatedInstance.ofRank(in.name(), in.w(), s);
    }

    static double[][] copy(double[][] a) {
        double[][] c = new double[a.length][];
        for (int i = 0; i < a.length; i++) c[i] = a[i].clone();
        return c;
    }

    private static double[] without(double[] r, int p) {
        double[] o = new double[r.length - 1];
        for (int q = 0, j = 0; q < r.length; q++) if (q != p) o[j++] = r[q];
        return o;
    }

    private static double[][] withoutRow(double[][] a, int i) {
        double[][] o = new double[a.length - 1][];
        for (int r = 0, j = 0; r < a.length; r++) if (r != i) o[j++] = a[r].clone();
        return o;
    }

    private static double max(double[][] a) {
        double mx = 0;
        for (double[] r : a) for (double v : r) if (!Double.isInfinite(v)) mx = Math.max(mx, v);
        return mx;
    }

    private static boolean rowZero(double[] r) {
        for (double v : r) if (v > 0) return false;
        return true;
    }
}
