package gaplab.model.dag;

import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * The target machine M = (P, λ) (seed §2.1): P processors, λ(P<sub>i</sub>, P<sub>j</sub>) the time per
 * message unit from P<sub>i</sub> to P<sub>j</sub> (0 on the diagonal), and optional processor speeds
 * (a task of time μ runs μ / speed on a processor; default speed 1, the paper's homogeneous case).
 * Topologies: {@code complete:P}, {@code ring:P}, {@code mesh:RxC}, {@code hypercube:D} (2^D processors),
 * each with λ = hop count × unit (unit 1, or {@code KIND:ARG:UNIT}), or a JSON file
 * {@code {"lambda": [[...]], "speed": [...]}}.
 */
public final class Machine {
    private final String spec;
    private final double[][] lambda;
    private final double[] speed;
    private final boolean identical;

    public Machine(String spec, double[][] lambda, double[] speed) {
        int p = lambda.length;
        if (p == 0) throw new IllegalArgumentException("no processors");
        this.spec = spec;
        this.lambda = new double[p][];
        for (int i = 0; i < p; i++) {
            if (lambda[i].length != p) throw new IllegalArgumentException("lambda not square");
            this.lambda[i] = lambda[i].clone();
        }
        this.speed = speed == null ? filled(p, 1.0) : speed.clone();
        if (this.speed.length != p) throw new IllegalArgumentException("speed length");
        boolean id = true;
        double l0 = p > 1 ? this.lambda[0][1] : 0;
        for (int i = 0; i < p && id; i++) {
            if (this.speed[i] != this.speed[0]) id = false;
            for (int j = 0; j < p; j++) if (i != j && this.lambda[i][j] != l0) { id = false; break; }
        }
        this.identical = id;
    }

    private static double[] filled(int n, double v) { double[] a = new double[n]; Arrays.fill(a, v); return a; }

    /** The largest machine gaplab reads (docs/limits.md): a λ matrix of 4096² doubles is 128 MiB. */
    public static final int MAX_PROCESSORS = 4096;

    /** Fully connected, λ = unit between any two processors, speed 1. */
    public static Machine complete(int p, double unit) {
        double[][] l = new double[p][p];
        for (int i = 0; i < p; i++) for (int j = 0; j < p; j++) l[i][j] = i == j ? 0 : unit;
        return new Machine("complete:" + p + (unit == 1 ? "" : ":" + num(unit)), l, null);
    }

    /**
     * Parses a machine spec: {@code complete:P}, {@code ring:P}, {@code mesh:RxC}, {@code hypercube:D},
     * optionally {@code :UNIT} (time per message unit per hop), or the path of a JSON machine file.
     */
    public static Machine parse(String spec) throws InputException {
        String s = spec.trim();
        String[] parts = s.split(":");
        String kind = parts[0].toLowerCase(Locale.ROOT);
        if (!(kind.equals("complete") || kind.equals("ring") || kind.equals("mesh") || kind.equals("hypercube"))) {
            Path f = Path.of(s);
            if (Files.exists(f)) return readJson(JsonInput.read(f).instanceNumbers());
            throw new InputException("--machine", "'" + spec + "' is neither complete:P, ring:P, mesh:RxC, hypercube:D (optionally :UNIT) nor an existing JSON file");
        }
        if (parts.length < 2 || parts.length > 3)
            throw new InputException("--machine", "'" + spec + "': expected " + kind + ":" + (kind.equals("mesh") ? "RxC" : kind.equals("hypercube") ? "D" : "P") + "[:UNIT]");
        double unit = 1;
        if (parts.length == 3) {
            try { unit = Double.parseDouble(parts[2]); } catch (NumberFormatException e) { unit = Double.NaN; }
            if (!(unit >= 0) || Double.isInfinite(unit)) throw new InputException("--machine", "'" + spec + "': unit '" + parts[2] + "' must be a finite number >= 0");
        }
        try {
            switch (kind) {
                case "complete": {
                    int p = positive(parts[1], spec, MAX_PROCESSORS);
                    double[][] l = new double[p][p];
                    for (int i = 0; i < p; i++) for (int j = 0; j < p; j++) l[i][j] = i == j ? 0 : unit;
                    return new Machine(s, l, null);
                }
                case "ring": {
                    int p = positive(parts[1], spec, MAX_PROCESSORS);
                    double[][] l = new double[p][p];
                    for (int i = 0; i < p; i++) for (int j = 0; j < p; j++) { int d = Math.abs(i - j); l[i][j] = Math.min(d, p - d) * unit; }
                    return new Machine(s, l, null);
                }
                case "mesh": {
                    String[] rc = parts[1].toLowerCase(Locale.ROOT).split("x");
                    if (rc.length != 2) throw new InputException("--machine", "'" + spec + "': mesh size must be RxC, e.g. mesh:2x4");
                    int r = positive(rc[0], spec, MAX_PROCESSORS), c = positive(rc[1], spec, MAX_PROCESSORS);
                    if ((long) r * c > MAX_PROCESSORS) throw new InputException("--machine", "'" + spec + "': at most " + MAX_PROCESSORS + " processors");
                    int p = r * c;
                    double[][] l = new double[p][p];
                    for (int i = 0; i < p; i++) for (int j = 0; j < p; j++)
                        l[i][j] = (Math.abs(i / c - j / c) + Math.abs(i % c - j % c)) * unit;
                    return new Machine(s, l, null);
                }
                default: {
                    int d = positive(parts[1], spec, 12);
                    int p = 1 << d;
                    double[][] l = new double[p][p];
                    for (int i = 0; i < p; i++) for (int j = 0; j < p; j++) l[i][j] = Integer.bitCount(i ^ j) * unit;
                    return new Machine(s, l, null);
                }
            }
        } catch (NumberFormatException e) {
            throw new InputException("--machine", "'" + spec + "': not a number");
        }
    }

    private static int positive(String t, String spec, int max) throws InputException {
        int v;
        try { v = Integer.parseInt(t.trim()); } catch (NumberFormatException e) { throw new InputException("--machine", "'" + spec + "': '" + t + "' is not a whole number"); }
        if (v < 1 || v > max) throw new InputException("--machine", "'" + spec + "': '" + t + "' must be between 1 and " + max);
        return v;
    }

    /** Reads {@code {"lambda": [[...]], "speed": [...], "spec": "..."}} (speed and spec optional). */
    public static Machine readJson(JsonInput in) throws InputException {
        in.onlyFields("lambda", "speed", "spec");
        if (in.has("lambda") && in.node().get("lambda").size() > MAX_PROCESSORS)
            throw in.error("'lambda' has " + in.node().get("lambda").size() + " rows; at most " + MAX_PROCESSORS + " processors");
        double[][] l = in.matrix("lambda", JsonInput.Sign.NON_NEGATIVE, false);
        if (l.length != l[0].length) throw in.error("'lambda' must be square (got " + l.length + " rows of " + l[0].length + ")");
        for (int i = 0; i < l.length; i++) if (l[i][i] != 0) throw in.error("'lambda[" + i + "][" + i + "]' must be 0 (no delay on the same processor)");
        double[] sp = in.has("speed") ? in.numbers("speed", JsonInput.Sign.POSITIVE, false, l.length) : null;
        String spec = in.text("spec", "json:" + l.length);
        return new Machine(spec, l, sp);
    }

    /** The same machine with processor speeds. */
    public Machine withSpeeds(double[] speeds) throws InputException {
        if (speeds.length != size()) throw new InputException("--speeds", speeds.length + " speeds for " + size() + " processors");
        for (double v : speeds) if (!(v > 0) || Double.isInfinite(v)) throw new InputException("--speeds", "every speed must be a finite number > 0 (got " + v + ")");
        return new Machine(spec, lambda, speeds);
    }

    /** The same processors with λ transposed (messages flow the other way); the same machine when λ is symmetric. */
    public Machine transposed() {
        int p = size();
        double[][] t = new double[p][p];
        for (int i = 0; i < p; i++) for (int j = 0; j < p; j++) t[i][j] = lambda[j][i];
        return new Machine(spec, t, speed);
    }

    public String spec() { return spec; }
    public int size() { return lambda.length; }
    /** λ(P<sub>i</sub>, P<sub>j</sub>). */
    public double lambda(int i, int j) { return lambda[i][j]; }
    public double speed(int p) { return speed[p]; }
    public double[] speeds() { return speed.clone(); }
    public double[][] lambdaMatrix() { double[][] c = new double[lambda.length][]; for (int i = 0; i < c.length; i++) c[i] = lambda[i].clone(); return c; }
    /** All speeds equal and all off-diagonal λ equal: processors are interchangeable. */
    public boolean identicalProcessors() { return identical; }
    /**
     * The machine's automorphisms: the permutations g of the processors with λ(g(i), g(j)) = λ(i, j)
     * and speed(g(i)) = speed(i) — relabelling a schedule by one of them changes no time. A ring of P
     * has 2P (rotations and reflections), a hypercube of dimension D has 2^D·D!, a mesh 4 or 8, a
     * complete machine P!. Returns null when there are more than {@code limit}.
     */
    public java.util.List<int[]> automorphisms(int limit) {
        int p = size();
        java.util.List<int[]> out = new java.util.ArrayList<>();
        int[] g = new int[p];
        boolean[] taken = new boolean[p];
        return extend(0, g, taken, out, limit) ? out : null;
    }

    /**
     * Which processors are the least of their orbit under the automorphisms in {@code group} that
     * fix every processor in {@code fixed} (a bit set): q is, unless one of them maps q lower.
     * Symmetry breaking may use only these for a processor's first use.
     */
    public static boolean[] leastInOrbits(java.util.List<int[]> group, long fixed) {
        int p = group.get(0).length;
        boolean[] least = new boolean[p];
        Arrays.fill(least, true);
        for (int[] g : group) {
            boolean fixes = true;
            for (int q = 0; q < p && fixes; q++) if ((fixed >>> q & 1) != 0 && g[q] != q) fixes = false;
            if (!fixes) continue;
            for (int q = 0; q < p; q++) if (g[q] < q) least[q] = false;
        }
        return least;
    }

    private boolean extend(int i, int[] g, boolean[] taken, java.util.List<int[]> out, int limit) {
        int p = size();
        if (i == p) {
            if (out.size() >= limit) return false;
            out.add(g.clone());
            return true;
        }
        for (int c = 0; c < p; c++) {
            if (taken[c] || speed[c] != speed[i]) continue;
            boolean ok = true;
            for (int j = 0; j < i && ok; j++) ok = lambda[c][g[j]] == lambda[i][j] && lambda[g[j]][c] == lambda[j][i];
            if (!ok) continue;
            g[i] = c;
            taken[c] = true;
            boolean go = extend(i + 1, g, taken, out, limit);
            taken[c] = false;
            if (!go) return false;
        }
        return true;
    }

    public double maxSpeed() { double m = 0; for (double s : speed) m = Math.max(m, s); return m; }
    public double minLambda() {
        double m = Double.POSITIVE_INFINITY;
        for (int i = 0; i < size(); i++) for (int j = 0; j < size(); j++) if (i != j) m = Math.min(m, lambda[i][j]);
        return size() == 1 ? 0 : m;
    }
    public double maxLambda() {
        double m = 0;
        for (double[] r : lambda) for (double v : r) m = Math.max(m, v);
        return m;
    }

    public static String num(double v) { return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v); }
}
