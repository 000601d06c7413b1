package gaplab.analysis.unrelated;

import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.core.Rational;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Every performance metric of SPEC §5 (seed 004, Suda, "Performance metrics for heterogeneous
 * parallel computing environments", §3–§4), each with its source. Notation of the paper: W_p is the
 * task set of machine p, t(W, M) the time machine(s) M need for task set W (one machine runs its tasks
 * one after another: t(W, M_p) = Σ_{i∈W} t_ip, ∞ if M_p cannot run one of them), t(W_tot, M_tot) the
 * makespan of the assignment, M_ref a reference machine (chosen by the user, default machine 0) and
 * M_max the machine that runs all the work fastest (lowest index on ties).
 *
 * <p>Values are exact rationals whenever the metric is a ratio of the instance's own numbers; metrics
 * built on an LP (t^id) are floating point (about 1e-9 relative). A metric that is not defined on an
 * instance (no machine can run every task, not a uniform instance, ...) says why.
 */
public final class Metrics {
    private Metrics() {}

    /** What kind of quantity a metric is, which decides which requirements of §3.1 apply to it. */
    public enum Kind { TIME, SPEEDUP, IDEAL_SPEEDUP, EFFICIENCY, PROCESSORS, RATIO }

    /** A value: exact (a rational), floating point (exact == null), or undefined (with the reason). */
    public record Num(Rational exact, double value, String undefined) {
        public static Num of(Rational r) { return new Num(r, r.doubleValue(), null); }
        public static Num approx(double v) { return new Num(null, v, null); }
        public static Num none(String why) { return new Num(null, Double.NaN, why); }
        public boolean defined() { return undefined == null; }

        /** Compares two defined values; exact when both are exact. */
        public int compareTo(Num o) {
            if (exact != null && o.exact != null) return exact.compareTo(o.exact);
            return Double.compare(value, o.value);
        }

        /** "4/5 (0.8)", "2", "1.99999" or "undefined: reason". */
        public String text() {
            if (!defined()) return "undefined (" + undefined + ")";
            if (exact != null) {
                String s = exact.toString();
                return exact.denominator().equals(java.math.BigInteger.ONE) ? s : s + " (" + shortNum(value) + ")";
            }
            return shortNum(value);
        }

        static String shortNum(double v) {
            if (Double.isInfinite(v)) return "inf";
            if (Math.abs(v - Math.rint(v)) < 1e-9 * Math.max(1, Math.abs(v))) return Long.toString(Math.round(v));
            return String.format(java.util.Locale.ROOT, "%.6g", v).replaceAll("(\\.\\d*?)0+$", "$1").replaceAll("\\.$", "");
        }
    }

    /**
     * A metric.
     *
     * @param key     name on the command line ({@code --metric KEY})
     * @param symbol  the paper's symbol
     * @param kind    speedup, ideal speedup, efficiency, ...
     * @param pairedSpeedup for an ideal speedup: the speedup it bounds ("S_max" or "S_ref"); else null
     * @param uniformOnly defined for uniform (rank-1) instances only
     * @param source  where the definition comes from
     * @param formula the definition in one line
     */
    public record Metric(String key, String symbol, Kind kind, String pairedSpeedup, boolean uniformOnly,
                         String source, String formula, Function<Context, Num> eval) {
        public Num value(Context c) { return eval.apply(c); }
    }

    /**
     * Everything a metric needs: the instance, the assignment (may be null for metrics that do not
     * depend on it), the reference machine, and optionally a proven optimum. t^id and the preemptive
     * bound are computed on first use.
     */
    public static final class Context {
        public final UnrelatedInstance in;
        public final Assignment a;
        public final int ref;
        private final double optimum;
        private Double tid, ll;
        private Rational[] total;
        private Rational[] speeds;
        private boolean speedsDone;

        public Context(UnrelatedInstance in, Assignment a, int ref, double optimum) {
            if (ref < 0 || ref >= in.m()) throw new IllegalArgumentException("reference machine " + ref + " does not exist (machines 0.." + (in.m() - 1) + ")");
            this.in = in;
            this.a = a;
            this.ref = ref;
            this.optimum = optimum;
        }

        public Context(UnrelatedInstance in, Assignment a, int ref) { this(in, a, ref, Double.NaN); }

        /** t(W_tot, M_p), null when M_p cannot run some task. */
        public Rational total(int p) {
            if (total == null) {
                total = new Rational[in.m()];
                for (int q = 0; q < in.m(); q++) {
                    Rational s = Rational.ZERO;
                    for (int i = 0; i < in.n() && s != null; i++) s = in.exact()[i][q] == null ? null : s.add(in.exact()[i][q]);
                    total[q] = s;
                }
            }
            return total[p];
        }

        /** M_max: the machine minimising t(W_tot, M_p); -1 when no machine can run every task. */
        public int fastest() {
            int best = -1;
            for (int p = 0; p < in.m(); p++) if (total(p) != null && (best < 0 || total(p).compareTo(total(best)) < 0)) best = p;
            return best;
        }

        /** t(W_p, M_q): the time machine q would need for machine p's tasks (null = ∞). */
        public Rational setTime(int p, int q) {
            Rational s = Rational.ZERO;
            for (int i = 0; i < in.n(); i++) if (a.of(i) == p) {
                if (in.exact()[i][q] == null) return null;
                s = s.add(in.exact()[i][q]);
            }
            return s;
        }

        public boolean used(int p) {
            for (int i = 0; i < in.n(); i++) if (a.of(i) == p) return true;
            return false;
        }

        /** t(W_tot, M_tot), the makespan. */
        public Rational makespan() {
            Rational c = Rational.ZERO;
            for (int p = 0; p < in.m(); p++) c = c.max(setTime(p, p));
            return c;
        }

        public double idealTime() {
            if (tid == null) tid = IdealTimeLp.strictValue(in); // a metric: never a weaker number in its place
            return tid;
        }

        public double preemptive() {
            if (ll == null) ll = PreemptiveLp.strictValue(in);
            return ll;
        }

        public double optimum() { return optimum; }

        /**
         * Machine speeds s_p when the instance is uniform (t_ip = w_i / s_p, rank 1), scaled so that the
         * given speeds are used for a rank-1 w/s file and s_p = 1 / t_0p for a matrix; empty otherwise.
         */
        public Optional<Rational[]> speeds() {
            if (!speedsDone) {
                speedsDone = true;
                speeds = uniformSpeeds(in);
            }
            return Optional.ofNullable(speeds);
        }
    }

    static Rational[] uniformSpeeds(UnrelatedInstance in) {
        int n = in.n(), m = in.m();
        Rational[][] q = in.exact();
        for (Rational[] row : q) for (Rational v : row) if (v == null) return null;
        if (in.isRank() && in.rank() == 1) {
            Rational[] s = new Rational[m];
            for (int p = 0; p < m; p++) s[p] = UnrelatedInstance.dec(in.s()[0][p]);
            return s;
        }
        for (int i = 1; i < n; i++) for (int p = 1; p < m; p++)
            if (!q[i][p].multiply(q[0][0]).equals(q[i][0].multiply(q[0][p]))) return null;
        Rational[] s = new Rational[m];
        for (int p = 0; p < m; p++) s[p] = Rational.ONE.divide(q[0][p]);
        return s;
    }

    // ---------------------------------------------------------------- helpers

    private static Num div(Num a, Num b) {
        if (!a.defined()) return a;
        if (!b.defined()) return b;
        if (b.value == 0) return Num.none("division by zero");
        if (a.exact != null && b.exact != null) return Num.of(a.exact.divide(b.exact));
        return Num.approx(a.value / b.value);
    }

    private static Num needAssignment(Context c) {
        return c.a == null ? Num.none("needs an assignment") : null;
    }

    private static Num tRef(Context c) {
        Rational t = c.total(c.ref);
        return t == null ? Num.none("reference machine " + c.ref + " cannot run every task") : Num.of(t);
    }

    private static Num tMax(Context c) {
        int f = c.fastest();
        return f < 0 ? Num.none("no machine can run every task, so M_max does not exist") : Num.of(c.total(f));
    }

    private static Num makespan(Context c) {
        Num no = needAssignment(c);
        return no != null ? no : Num.of(c.makespan());
    }

    static Num sRef(Context c) { return div(tRef(c), makespan(c)); }

    static Num sMax(Context c) { return div(tMax(c), makespan(c)); }

    private static Num mStar(Context c, boolean max) {
        Optional<Rational[]> sp = c.speeds();
        if (sp.isEmpty()) return Num.none("defined for uniform (rank-1) instances only");
        Rational tot = Rational.ZERO;
        for (Rational s : sp.get()) tot = tot.add(s);
        Rational star;
        if (max) {
            star = Rational.ZERO;
            for (Rational s : sp.get()) star = star.max(s);
        } else star = sp.get()[c.ref];
        if (star.signum() == 0) return Num.none("the reference machine has speed 0");
        return Num.of(tot.divide(star));
    }

    private static Num mEff(Context c) {
        Num no = needAssignment(c);
        if (no != null) return no;
        Rational sum = Rational.ZERO;
        for (int p = 0; p < c.in.m(); p++) {
            Rational l = c.setTime(p, p);
            if (l == null) return Num.none("the assignment puts a task on a machine that cannot run it");
            sum = sum.add(l);
        }
        return div(Num.of(sum), makespan(c));
    }

    /** Σ_p t(W_tot, M_*) / t(W_tot, M_p); a machine that cannot run every task counts 0. */
    private static Num totSum(Context c, Num star) {
        if (!star.defined()) return star;
        Rational sum = Rational.ZERO;
        for (int p = 0; p < c.in.m(); p++) if (c.total(p) != null) sum = sum.add(star.exact.divide(c.total(p)));
        return Num.of(sum);
    }

    private static Num pastor(Context c) {
        if (c.total(c.ref) == null) return Num.none("reference machine " + c.ref + " cannot run every task");
        Rational work = Rational.of(c.in.n());          // |W_tot|: the number of tasks; it cancels out
        Rational sRef = work.divide(c.total(c.ref));
        Rational sum = Rational.ZERO;
        for (int p = 0; p < c.in.m(); p++) if (c.total(p) != null) sum = sum.add(work.divide(c.total(p)).divide(sRef));
        return Num.of(sum);
    }

    private static Num locref(Context c) {
        Num no = needAssignment(c);
        if (no != null) return no;
        Rational sum = Rational.ZERO;
        for (int p = 0; p < c.in.m(); p++) {
            if (!c.used(p)) continue;
            Rational num = c.setTime(p, c.ref), den = c.setTime(p, p);
            if (num == null) return Num.none("reference machine " + c.ref + " cannot run the tasks of machine " + p);
            if (den == null) return Num.none("the assignment puts a task on a machine that cannot run it");
            sum = sum.add(num.divide(den));
        }
        return Num.of(sum);
    }

    private static Num tid(Context c) { return Num.approx(c.idealTime()); }

    // ---------------------------------------------------------------- the catalogue

    private static final String SUDA = "Suda (seed 004) §3.2";
    private static final String ZHANG = "Zhang & Yan, Proc. 7th IEEE SPDP (1995) 25-34";
    private static final String DONALDSON = "Donaldson, Berman & Paturi, JPDC 21(3) (1994) 316-322";
    private static final String BAZTERRA = "Bazterra, Cuma, Ferraro & Facelli, JPDC 65(1) (2005) 48-57";
    private static final String CLEMATIS = "Clematis & Corana, Par. Comp. 25(9) (1999) 1131-1145";
    private static final String PASTOR = "Pastor & Bosque, 3rd IEEE Cluster (2001) 427-434";
    private static final String MAZZEO = "Mazzeo, Mazzocca & Villano, Concurrency: Pract. Exper. 10(4) (1998) 285-313";
    private static final String COLOMBET = "Colombet & Desbat, Theoret. Comput. Sci. 196(1-2) (1998) 31-44";
    private static final String LAWLER = "Lawler & Labetoulle, J. ACM 25(4) (1978) 612-619";

    /** Every metric, in the order they are printed. */
    public static final List<Metric> ALL = List.of(
            new Metric("t_ref", "t(W_tot,M_ref)", Kind.TIME, null, false, SUDA, "time of all tasks on the reference machine", Metrics::tRef),
            new Metric("t_max", "t(W_tot,M_max)", Kind.TIME, null, false, SUDA, "time of all tasks on the fastest machine M_max", Metrics::tMax),
            new Metric("makespan", "t(W_tot,M_tot)", Kind.TIME, null, false, SUDA, "makespan of the assignment, max_p t(W_p,M_p)", Metrics::makespan),
            new Metric("S_ref", "S_ref", Kind.SPEEDUP, null, false, SUDA, "t(W_tot,M_ref) / t(W_tot,M_tot)", Metrics::sRef),
            new Metric("S_max", "S_max", Kind.SPEEDUP, null, false, SUDA, "t(W_tot,M_max) / t(W_tot,M_tot)", Metrics::sMax),
            new Metric("m_max", "m_max = S^id_max", Kind.IDEAL_SPEEDUP, "S_max", true, COLOMBET + "; " + ZHANG,
                    "equivalent number of processors s_tot / s_max (uniform)", c -> mStar(c, true)),
            new Metric("m_ref", "m_ref = S^id_ref", Kind.IDEAL_SPEEDUP, "S_ref", true, SUDA + " (M_ref variant)",
                    "equivalent number of processors s_tot / s_ref (uniform)", c -> mStar(c, false)),
            new Metric("E_max", "E_max", Kind.EFFICIENCY, null, true, ZHANG, "S_max / m_max (uniform)", c -> div(sMax(c), mStar(c, true))),
            new Metric("E_ref", "E_ref", Kind.EFFICIENCY, null, true, SUDA + " (M_ref variant)", "S_ref / m_ref (uniform)", c -> div(sRef(c), mStar(c, false))),
            new Metric("E#_max", "E#_max", Kind.EFFICIENCY, null, false, DONALDSON, "S_max / m (machine-count efficiency)",
                    c -> div(sMax(c), Num.of(Rational.of(c.in.m())))),
            new Metric("m_eff", "m_eff", Kind.SPEEDUP, null, false, BAZTERRA, "effective number of processors Σ_p t(W_p,M_p) / t(W_tot,M_tot)", Metrics::mEff),
            new Metric("E^T", "E^T", Kind.EFFICIENCY, null, false, BAZTERRA, "m_eff / m (average utilisation)",
                    c -> div(mEff(c), Num.of(Rational.of(c.in.m())))),
            new Metric("S^id_totmax", "S^id_totmax", Kind.IDEAL_SPEEDUP, "S_max", false, ZHANG,
                    "Σ_p t(W_tot,M_max) / t(W_tot,M_p)  (a machine that cannot run every task counts 0)", c -> totSum(c, tMax(c))),
            new Metric("E_totmax", "E_totmax", Kind.EFFICIENCY, null, false, ZHANG, "S_max / S^id_totmax", c -> div(sMax(c), totSum(c, tMax(c)))),
            new Metric("S^id_totref", "S^id_totref", Kind.IDEAL_SPEEDUP, "S_ref", false, CLEMATIS,
                    "Σ_p t(W_tot,M_ref) / t(W_tot,M_p)  (a machine that cannot run every task counts 0)", c -> totSum(c, tRef(c))),
            new Metric("E_totref", "E_totref", Kind.EFFICIENCY, null, false, CLEMATIS, "S_ref / S^id_totref", c -> div(sRef(c), totSum(c, tRef(c)))),
            new Metric("S^id_pastor", "Σ s^tot_p / s^tot_ref", Kind.IDEAL_SPEEDUP, "S_ref", false, PASTOR,
                    "Σ_p s^tot_p / s^tot_ref with s^tot_p = |W_tot| / t(W_tot,M_p), |W_tot| = number of tasks", Metrics::pastor),
            new Metric("E_pastor", "E_pastor", Kind.EFFICIENCY, null, false, PASTOR, "S_ref / (Σ s^tot_p / s^tot_ref)", c -> div(sRef(c), pastor(c))),
            new Metric("S^id_locref", "S^id_locref", Kind.IDEAL_SPEEDUP, "S_ref", false, MAZZEO,
                    "Σ_{p: W_p nonempty} t(W_p,M_ref) / t(W_p,M_p)", Metrics::locref),
            new Metric("E_locref", "E_locref", Kind.EFFICIENCY, null, false, MAZZEO, "S_ref / S^id_locref", c -> div(sRef(c), locref(c))),
            new Metric("t^id", "t^id", Kind.TIME, null, false, COLOMBET, "LP ideal time: the assignment relaxed to fractions", Metrics::tid),
            new Metric("S^id_max(t^id)", "t(W_tot,M_max)/t^id", Kind.IDEAL_SPEEDUP, "S_max", false, "Suda (seed 004) §3.3 (on " + COLOMBET + ")",
                    "t(W_tot,M_max) / t^id", c -> div(tMax(c), tid(c))),
            new Metric("S^id_ref(t^id)", "t(W_tot,M_ref)/t^id", Kind.IDEAL_SPEEDUP, "S_ref", false, "Suda (seed 004) §3.3 (on " + COLOMBET + ")",
                    "t(W_tot,M_ref) / t^id", c -> div(tRef(c), tid(c))),
            new Metric("E_id", "E = t^id / t(W_tot,M_tot)", Kind.EFFICIENCY, null, false, COLOMBET + "; recommended by " + SUDA.replace(" §3.2", " §3.3"),
                    "t^id / t(W_tot,M_tot)", c -> div(tid(c), makespan(c))),
            new Metric("t^LL", "t^LL", Kind.TIME, null, false, LAWLER, "preemptive LP optimum (lower bound on C^opt_max)", c -> Num.approx(c.preemptive())),
            new Metric("C_opt", "C^opt_max", Kind.TIME, null, false, "Graham et al. 1979 R||Cmax; proven by gaplab's exact model",
                    "non-preemptive optimum", c -> Double.isNaN(c.optimum()) ? Num.none("no proven optimum") : Num.approx(c.optimum())),
            new Metric("ratio", "C_app / C_opt", Kind.RATIO, null, false, "Suda (seed 004) §4; Graham et al. 1979",
                    "worst-case performance ratio of this assignment", c -> Double.isNaN(c.optimum()) ? Num.none("no proven optimum") : div(makespan(c), Num.approx(c.optimum()))),
            new Metric("ratio_LL", "C_app / t^LL", Kind.RATIO, null, false, "Suda (seed 004) §4",
                    "upper bound on the ratio from the preemptive bound", c -> div(makespan(c), Num.approx(c.preemptive()))));

    public static Optional<Metric> byKey(String key) {
        return ALL.stream().filter(m -> m.key().equals(key)).findFirst();
    }

    /** Keys of every metric of a kind. */
    public static List<String> keys(Kind... kinds) {
        List<String> out = new ArrayList<>();
        for (Metric m : ALL) if (Arrays.asList(kinds).contains(m.kind())) out.add(m.key());
        return out;
    }
}
