package gaplab.lab.requirements;

import gaplab.lab.Shrinker;
import gaplab.analysis.unrelated.Metrics;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedFormat;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.core.Rational;
import gaplab.analysis.unrelated.Metrics.Kind;
import gaplab.analysis.unrelated.Metrics.Metric;
import gaplab.analysis.unrelated.Metrics.Num;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The requirements of seed 004 §3.1 as checkable properties of a metric, and a search for
 * counterexamples that shrinks what it finds to a small instance.
 *
 * <ul>
 * <li>(hm) on identical machines (t_ip = t_i) a speedup equals t(1)/t(m), an ideal speedup equals m,
 *     an efficiency equals t(1)/(m·t(m)) — t(1) = Σ_i t_i, t(m) the assignment's makespan.</li>
 * <li>(sp) of a speedup, (e2) of an efficiency: on one instance, an assignment with a strictly shorter
 *     makespan never gets a strictly lower value (the paper asks for "higher"; gaplab searches for
 *     reversals, as in the paper's own counterexamples, not for ties).</li>
 * <li>(id) an ideal speedup is never exceeded: S_* ≤ S^id_* for the speedup it is paired with.</li>
 * <li>(e1) an efficiency never exceeds 1.</li>
 * </ul>
 * The second halves of (id) and (e1) ("can be approached arbitrarily closely") are existential and
 * cannot be refuted by one instance; they are not searched. Values built on an LP (t^id) are compared
 * with a relative tolerance of 1e-9 in favour of the metric; all others exactly.
 */
public final class Requirements {
    private Requirements() {}

    public enum Req {
        HM("hm", "equals the identical-machine definition on identical machines"),
        SP("sp", "a shorter makespan gives a higher speedup"),
        ID("id", "the ideal speedup is never exceeded"),
        E1("e1", "the efficiency is at most 1"),
        E2("e2", "a shorter makespan gives a higher efficiency");

        public final String code, meaning;

        Req(String code, String meaning) { this.code = code; this.meaning = meaning; }

        public static Optional<Req> of(String code) {
            return Arrays.stream(values()).filter(r -> r.code.equalsIgnoreCase(code)).findFirst();
        }
    }

    /** What the paper says about a metric and a requirement. */
    public enum Claim { HOLDS, FAILS, NOT_STATED }

    /** The requirements that apply to a metric's kind. */
    public static List<Req> applicable(Metric m) {
        return switch (m.kind()) {
            case SPEEDUP -> List.of(Req.HM, Req.SP);
            case IDEAL_SPEEDUP -> List.of(Req.HM, Req.ID);
            case EFFICIENCY -> List.of(Req.HM, Req.E1, Req.E2);
            default -> List.of();
        };
    }

    /** The metrics the requirements apply to. */
    public static List<Metric> checkable() {
        return Metrics.ALL.stream().filter(m -> !applicable(m).isEmpty()).toList();
    }

    private static final Map<String, Claim> CLAIMS = new LinkedHashMap<>();

    private static void claim(String metric, Req r, Claim c) { CLAIMS.put(metric + "/" + r.code, c); }

    static {
        // seed 004 §3.2 (uniform) and §3.3 (unrelated)
        claim("S_ref", Req.HM, Claim.HOLDS); claim("S_ref", Req.SP, Claim.HOLDS);
        claim("S_max", Req.HM, Claim.HOLDS); claim("S_max", Req.SP, Claim.HOLDS);
        claim("m_max", Req.HM, Claim.HOLDS); claim("m_max", Req.ID, Claim.HOLDS);
        claim("E_max", Req.HM, Claim.HOLDS); claim("E_max", Req.E1, Claim.HOLDS); claim("E_max", Req.E2, Claim.HOLDS);
        claim("m_ref", Req.ID, Claim.FAILS); claim("E_ref", Req.E1, Claim.FAILS);
        claim("E#_max", Req.E1, Claim.FAILS);
        claim("m_eff", Req.SP, Claim.FAILS);
        claim("E^T", Req.HM, Claim.HOLDS); claim("E^T", Req.E1, Claim.FAILS); claim("E^T", Req.E2, Claim.FAILS);
        claim("S^id_totmax", Req.ID, Claim.FAILS);
        claim("S^id_totref", Req.ID, Claim.FAILS);
        claim("S^id_pastor", Req.ID, Claim.FAILS);
        claim("S^id_locref", Req.ID, Claim.HOLDS);
        claim("E_locref", Req.E1, Claim.HOLDS); claim("E_locref", Req.E2, Claim.FAILS);
        claim("E_id", Req.HM, Claim.HOLDS); claim("E_id", Req.E1, Claim.HOLDS); claim("E_id", Req.E2, Claim.HOLDS);
    }

    /*
     * Where gaplab disagrees with the paper (and the search confirms it): m_ref / E_ref are claimed to
     * break (id) / (e1), but on uniform machines every makespan is at least |W_tot| / s_tot, so
     * S_ref = (|W_tot| / s_ref) / makespan <= s_tot / s_ref = m_ref, and E_ref = E_max. E^T is claimed to
     * break (e1), but for independent tasks Σ_p t(W_p, M_p) <= m · makespan, so E^T <= 1.
     */
    public static Claim claim(Metric m, Req r) { return CLAIMS.getOrDefault(m.key() + "/" + r.code, Claim.NOT_STATED); }

    // ------------------------------------------------------------ witnesses

    /** The kind of instance a witness lives on. */
    public enum Family { IDENTICAL, UNIFORM, UNRELATED }

    /**
     * A (candidate) counterexample: an instance given by its generator numbers, one or two assignments
     * and the reference machine. IDENTICAL: t_ip = base[i][0]; UNIFORM: t_ip = base[i][0] / speed[p];
     * UNRELATED: t_ip = base[i][p].
     */
    public record Witness(Family family, double[][] base, double[] speed, int[] a, int[] b, int ref) {
        public int n() { return base.length; }

        public int m() { return family == Family.UNRELATED ? base[0].length : speed.length; }

        public UnrelatedInstance instance() {
            return switch (family) {
                case UNRELATED -> UnrelatedInstance.ofTimes("counterexample", base);
                case IDENTICAL -> {
                    double[][] t = new double[base.length][speed.length];
                    for (int i = 0; i < t.length; i++) Arrays.fill(t[i], base[i][0]);
                    yield UnrelatedInstance.ofTimes("counterexample", t);
                }
                case UNIFORM -> UnrelatedInstance.ofRank("counterexample", base, new double[][]{speed});
            };
        }
    }

    /** The outcome of a search for one metric and one requirement. */
    public record Result(Metric metric, Req req, Claim claim, Witness witness, int trials, String detail) {
        public boolean violated() { return witness != null; }

        /** Does the search agree with the paper (a violation found iff the paper says FAILS)? */
        public String agreement() {
            if (claim == Claim.NOT_STATED) return "not stated in the paper";
            boolean paperFails = claim == Claim.FAILS;
            return paperFails == violated() ? "agrees with the paper" : "DISAGREES with the paper";
        }
    }

    /** Checks one witness; returns a description of the violation, or null if the requirement holds there. */
    public static String violation(Metric m, Req r, Witness w) {
        UnrelatedInstance in;
        try {
            in = w.instance();
        } catch (IllegalArgumentException e) {
            return null;
        }
        Assignment a = new Assignment(w.a());
        Metrics.Context ca = new Metrics.Context(in, a, w.ref());
        Num va = m.value(ca);
        if (!va.defined()) return null;
        Rational ma = ca.makespan();
        switch (r) {
            case HM -> {
                if (w.family() != Family.IDENTICAL) return null;
                Rational t1 = ca.total(0), mm = Rational.of(in.m());
                Rational expected = switch (m.kind()) {
                    case SPEEDUP -> t1.divide(ma);
                    case IDEAL_SPEEDUP -> mm;
                    case EFFICIENCY -> t1.divide(mm.multiply(ma));
                    default -> null;
                };
                if (expected == null || same(va, expected)) return null;
                return m.key() + " = " + va.text() + " but the identical-machine definition gives " + Num.of(expected).text()
                        + " (t(1) = " + t1 + ", m = " + in.m() + ", t(m) = " + ma + ")";
            }
            case SP, E2 -> {
                Assignment b = new Assignment(w.b());
                Metrics.Context cb = new Metrics.Context(in, b, w.ref());
                Num vb = m.value(cb);
                if (!vb.defined()) return null;
                Rational mb = cb.makespan();
                if (ma.compareTo(mb) >= 0) return null;
                if (!greater(vb, va)) return null;
                return "makespan " + ma + " < " + mb + " but " + m.key() + " = " + va.text() + " < " + vb.text();
            }
            case ID -> {
                Metric s = Metrics.byKey(m.pairedSpeedup()).orElseThrow();
                Num vs = s.value(ca);
                if (!vs.defined() || !greater(vs, va)) return null;
                return s.key() + " = " + vs.text() + " exceeds the ideal speedup " + m.key() + " = " + va.text();
            }
            case E1 -> {
                if (!greater(va, Num.of(Rational.ONE))) return null;
                return m.key() + " = " + va.text() + " > 1";
            }
        }
        return null;
    }

    private static boolean same(Num v, Rational expected) {
        if (v.exact() != null) return v.exact().equals(expected);
        double e = expected.doubleValue();
        return Math.abs(v.value() - e) <= 1e-9 * Math.max(1, Math.abs(e));
    }

    /** x &gt; y, exactly, or by more than the LP tolerance when one of them is floating point. */
    private static boolean greater(Num x, Num y) {
        if (x.exact() != null && y.exact() != null) return x.exact().compareTo(y.exact()) > 0;
        return x.value() > y.value() + 1e-9 * Math.max(1, Math.abs(y.value()));
    }

    // ------------------------------------------------------------ the search

    /** Searches {@code trials} random small witnesses for a violation, then shrinks the first one found. */
    public static Result search(Metric m, Req r, long seed, int trials) {
        SplittableRandom rng = new SplittableRandom(seed ^ (m.key().hashCode() * 31L + r.ordinal()));
        for (int k = 1; k <= trials; k++) {
            Witness w = random(m, r, rng);
            if (violation(m, r, w) != null) {
                Witness s = shrink(m, r, w);
                return new Result(m, r, claim(m, r), s, k, violation(m, r, s));
            }
        }
        return new Result(m, r, claim(m, r), null, trials, "no violation in " + trials + " random instances");
    }

    static Witness random(Metric m, Req r, SplittableRandom rng) {
        Family f = r == Req.HM ? Family.IDENTICAL : (m.uniformOnly() || rng.nextInt(4) == 0 ? Family.UNIFORM : Family.UNRELATED);
        int n = 1 + rng.nextInt(4), mm = 2 + rng.nextInt(2);
        double[][] base;
        double[] speed = null;
        if (f == Family.UNRELATED) {
            base = new double[n][mm];
            for (double[] row : base) for (int p = 0; p < mm; p++) row[p] = 1 + rng.nextInt(5);
        } else {
            base = new double[n][1];
            for (double[] row : base) row[0] = 1 + rng.nextInt(5);
            speed = new double[mm];
            for (int p = 0; p < mm; p++) speed[p] = f == Family.IDENTICAL ? 1 : 1 + rng.nextInt(4);
        }
        int[] a = new int[n], b = new int[n];
        for (int i = 0; i < n; i++) { a[i] = rng.nextInt(mm); b[i] = rng.nextInt(mm); }
        return new Witness(f, base, speed, a, b, rng.nextInt(mm));
    }

    /** Greedy shrinking ({@link Shrinker}): keep taking the first smaller candidate that still violates the requirement (at most 1,000 steps). */
    static Witness shrink(Metric m, Req r, Witness w) {
        return Shrinker.shrink(w, Requirements::candidates, (Witness c) -> c, (c, current) -> violation(m, r, c) != null,
                new Shrinker.Budget(Integer.MAX_VALUE, 1000, () -> false)).value();
    }

    /** Smaller witnesses: one task fewer, one machine fewer, a smaller number, a task moved to a lower machine. */
    static List<Witness> candidates(Witness w) {
        List<Witness> out = new ArrayList<>();
        int n = w.n(), m = w.m();
        for (int i = 0; i < n && n > 1; i++)
            out.add(new Witness(w.family(), dropRow(w.base(), i), w.speed(), dropIndex(w.a(), i), dropIndex(w.b(), i), w.ref()));
        for (int p = m - 1; p >= 0 && m > 1; p--) {
            if (w.ref() == p) continue;
            double[][] base = w.family() == Family.UNRELATED ? dropColumn(w.base(), p) : w.base();
            double[] speed = w.family() == Family.UNRELATED ? null : dropIndex(w.speed(), p);
            for (int q = 0; q < m; q++) {
                if (q == p) continue;
                int target = q > p ? q - 1 : q;
                out.add(new Witness(w.family(), base, speed, remap(w.a(), p, target), remap(w.b(), p, target), w.ref() > p ? w.ref() - 1 : w.ref()));
            }
        }
        for (int i = 0; i < n; i++) for (int k = 0; k < w.base()[0].length; k++) {
            double v = w.base()[i][k];
            if (v > 1) {
                double[][] c = copy(w.base());
                c[i][k] = v - 1;
                out.add(new Witness(w.family(), c, w.speed(), w.a(), w.b(), w.ref()));
            }
        }
        if (w.speed() != null && w.family() == Family.UNIFORM) for (int p = 0; p < m; p++) if (w.speed()[p] > 1) {
            double[] s = w.speed().clone();
            s[p] = s[p] - 1;
            out.add(new Witness(w.family(), w.base(), s, w.a(), w.b(), w.ref()));
        }
        for (int i = 0; i < n; i++) for (int q = 0; q < Math.max(w.a()[i], w.b()[i]); q++) {
            if (q < w.a()[i]) { int[] a = w.a().clone(); a[i] = q; out.add(new Witness(w.family(), w.base(), w.speed(), a, w.b(), w.ref())); }
            if (q < w.b()[i]) { int[] b = w.b().clone(); b[i] = q; out.add(new Witness(w.family(), w.base(), w.speed(), w.a(), b, w.ref())); }
        }
        if (w.ref() > 0) out.add(new Witness(w.family(), w.base(), w.speed(), w.a(), w.b(), 0));
        return out;
    }

    private static double[][] copy(double[][] a) {
        double[][] c = new double[a.length][];
        for (int i = 0; i < a.length; i++) c[i] = a[i].clone();
        return c;
    }

    private static double[][] dropRow(double[][] a, int i) {
        double[][] o = new double[a.length - 1][];
        for (int r = 0, j = 0; r < a.length; r++) if (r != i) o[j++] = a[r].clone();
        return o;
    }

    private static double[][] dropColumn(double[][] a, int p) {
        double[][] o = new double[a.length][];
        for (int i = 0; i < a.length; i++) o[i] = dropIndex(a[i], p);
        return o;
    }

    private static double[] dropIndex(double[] r, int p) {
        double[] o = new double[r.length - 1];
        for (int q = 0, j = 0; q < r.length; q++) if (q != p) o[j++] = r[q];
        return o;
    }

    private static int[] dropIndex(int[] r, int p) {
        int[] o = new int[r.length - 1];
        for (int q = 0, j = 0; q < r.length; q++) if (q != p) o[j++] = r[q];
        return o;
    }

    private static int[] remap(int[] a, int p, int target) {
        int[] o = a.clone();
        for (int i = 0; i < o.length; i++) o[i] = o[i] == p ? target : (o[i] > p ? o[i] - 1 : o[i]);
        return o;
    }

    /** The witness in words: the time matrix, the assignment(s), the reference machine and the values. */
    public static String describe(Metric m, Req r, Witness w) {
        UnrelatedInstance in = w.instance();
        StringBuilder s = new StringBuilder();
        s.append("  instance (").append(w.family().name().toLowerCase()).append("): ").append(UnrelatedFormat.toJson(in).toString()).append('\n');
        if (w.family() == Family.UNIFORM) s.append("  times t: ").append(Arrays.deepToString(in.t())).append('\n');
        s.append("  reference machine: ").append(w.ref()).append('\n');
        boolean two = r == Req.SP || r == Req.E2;
        s.append("  assignment").append(two ? " A" : "").append(": ").append(Arrays.toString(w.a()))
                .append("  makespan ").append(new Metrics.Context(in, new Assignment(w.a()), w.ref()).makespan())
                .append("  ").append(m.key()).append(" = ").append(m.value(new Metrics.Context(in, new Assignment(w.a()), w.ref())).text()).append('\n');
        if (two)
            s.append("  assignment B: ").append(Arrays.toString(w.b()))
                    .append("  makespan ").append(new Metrics.Context(in, new Assignment(w.b()), w.ref()).makespan())
                    .append("  ").append(m.key()).append(" = ").append(m.value(new Metrics.Context(in, new Assignment(w.b()), w.ref())).text()).append('\n');
        s.append("  violation: ").append(violation(m, r, w)).append('\n');
        return s.toString();
    }

    /** For documentation: the kinds the search covers. */
    public static List<Kind> kinds() { return List.of(Kind.SPEEDUP, Kind.IDEAL_SPEEDUP, Kind.EFFICIENCY); }
}
