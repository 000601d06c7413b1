package gaplab.analysis.mmdl;

import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.core.Rational;
import java.util.Arrays;

/**
 * The closed-form minimal round time of seed §3.2, generalised to the extensions of §4.
 *
 * <p>With b_i = x_iγ_i, κ_i = {@link MmdlInstance#kappa(int)} and B = {@link MmdlInstance#commPerUnit()}:
 * <ul>
 *   <li>T_i = x_iγ_i·B/(B + γ_i − κ_i) if γ_i &gt; κ_i (sending pays off), else x_iγ_i; T_L = max T_i
 *       (base model: T_i = x_i·min(β, γ_i), the paper's x_i/β is a typo; §4.2: x_iβγ′_i/(β+γ′_i));</li>
 *   <li>ȳ_i(T) = −(b_i − T)/(γ_i − κ_i) for a master (b_i ≥ T), and for a worker
 *       min((T − b_i)/(γ_i + κ_i), T/B) — the second term only binds with overlap, where a worker
 *       could otherwise be promised more load than it can receive within the round;</li>
 *   <li>Y(T) = Σ ȳ_i(T) is continuous, increasing, piecewise linear; T* = T_L if Y(T_L) ≥ 0, else the
 *       root of Y, found by sorting the breakpoints and sweeping them: O(p log p).</li>
 *   <li>Masters get y_i = ȳ_i(T*); workers share −Σ_masters y_i <b>proportionally to their
 *       capacities</b> ȳ_j(T*) (all of it when T* is the root, since then Σ ȳ = 0).</li>
 * </ul>
 * {@link #fast} works in doubles (10^6 processors well under a second); {@link #exact} in rationals,
 * so that Σ y_i = 0 holds exactly.
 */
public final class ClosedForm {
    private ClosedForm() {}

    /** The result: T*, T_L, y and whether T* is T_L (workers have slack) or the root of Y. */
    public record Result(double roundTime, double lowerT, double[] y, boolean atLowerT,
                         Rational roundTimeExact, Rational[] yExact) {
        public int masters() { return (int) Arrays.stream(y).filter(v -> v < 0).count(); }

        public int workers() { return (int) Arrays.stream(y).filter(v -> v > 0).count(); }
    }

    // piece states of one processor's ȳ_i(T)
    private static final int ZERO = 0, MASTER = 1, WORKER = 2, WORKER_COMM = 3;

    /** T_i of processor i (doubles). */
    public static double floor(MmdlInstance in, int i) {
        double g = in.gamma()[i], k = in.kappa(i), b = in.x()[i] * g, big = in.commPerUnit();
        return g > k ? b * big / (big + g - k) : b;
    }

    /** T_L = max T_i. */
    public static double lowerT(MmdlInstance in) {
        double t = 0;
        for (int i = 0; i < in.p(); i++) t = Math.max(t, floor(in, i));
        return t;
    }

    private static int state(MmdlInstance in, int i, double t) {
        double g = in.gamma()[i], k = in.kappa(i), b = in.x()[i] * g;
        if (b > t) return g > k ? MASTER : ZERO;
        if (b == t) return ZERO;
        double big = in.commPerUnit();
        // the worker's capacity is min of two lines; the comm line binds beyond T_c = bB/(B − γ − κ)
        if (big > g + k && t * (big - g - k) >= b * big) return WORKER_COMM;
        return WORKER;
    }

    private static double value(MmdlInstance in, int i, int state, double t) {
        double g = in.gamma()[i], k = in.kappa(i), b = in.x()[i] * g;
        return switch (state) {
            case MASTER -> (t - b) / (g - k);
            case WORKER -> (t - b) / (g + k);
            case WORKER_COMM -> t / in.commPerUnit();
            default -> 0.0;
        };
    }

    /** Y(T) evaluated directly, for T ≥ T_L. */
    public static double capacity(MmdlInstance in, double t) {
        double s = 0;
        for (int i = 0; i < in.p(); i++) s += value(in, i, state(in, i, t), t);
        return s;
    }

    /** The fast double-precision path. */
    public static Result fast(MmdlInstance in) {
        double tl = lowerT(in);
        double t = root(in, tl);
        return new Result(t, tl, share(in, t), t == tl, null, null);
    }

    /**
     * T* in doubles: T_L if Y(T_L) ≥ 0, else the root of Y. The breakpoints above T_L are sorted and
     * bisected with direct evaluations of Y (O(p log p), no drift), then Y is solved on the bracketing
     * linear piece.
     */
    static double root(MmdlInstance in, double tl) {
        int p = in.p();
        if (capacity(in, tl) >= 0) return tl;
        double big = in.commPerUnit();
        double[] ev = new double[2 * p + 1];
        int ne = 0;
        ev[ne++] = tl;
        for (int i = 0; i < p; i++) {
            double g = in.gamma()[i], k = in.kappa(i), b = in.x()[i] * g;
            if (b > tl) ev[ne++] = b;
            if (big > g + k) {
                double tc = b * big / (big - g - k);
                if (tc > tl) ev[ne++] = tc;
            }
        }
        double[] events = Arrays.copyOf(ev, ne);
        Arrays.sort(events);
        // invariant: Y(events[lo]) < 0; hi = first index with Y ≥ 0 (ne = beyond the last breakpoint)
        int lo = 0, hi = ne;
        if (capacity(in, events[ne - 1]) < 0) {
            lo = ne - 1;
        } else {
            hi = ne - 1;
            while (hi - lo > 1) {
                int mid = (lo + hi) >>> 1;
                if (capacity(in, events[mid]) < 0) lo = mid;
                else hi = mid;
            }
        }
        double a = events[lo], bnd = hi < ne ? events[hi] : Double.POSITIVE_INFINITY;
        double probe = hi < ne ? (a + bnd) / 2 : a + 1 + Math.abs(a);
        double slope = 0, icpt = 0;
        for (int i = 0; i < p; i++) {
            double[] c = coefficients(in, i, state(in, i, probe));
            slope += c[0];
            icpt += c[1];
        }
        double t = -icpt / slope;
        return Math.min(Math.max(t, a), bnd);
    }

    /** {slope, intercept} of processor i's ȳ_i on the given piece. */
    private static double[] coefficients(MmdlInstance in, int i, int s) {
        double g = in.gamma()[i], k = in.kappa(i), b = in.x()[i] * g;
        return switch (s) {
            case MASTER -> new double[] {1 / (g - k), -b / (g - k)};
            case WORKER -> new double[] {1 / (g + k), -b / (g + k)};
            case WORKER_COMM -> new double[] {1 / in.commPerUnit(), 0};
            default -> new double[] {0, 0};
        };
    }

    /** y at round time t (doubles): masters send their minimum, workers share in proportion to capacity. */
    static double[] share(MmdlInstance in, double t) {
        int p = in.p();
        double[] y = new double[p];
        double send = 0, cap = 0;
        for (int i = 0; i < p; i++) {
            int s = state(in, i, t);
            double v = value(in, i, s, t);
            y[i] = v;
            if (s == MASTER) send -= v;
            else cap += v;
        }
        if (cap > 0) {
            double f = Math.min(1.0, send / cap);
            for (int i = 0; i < p; i++) if (y[i] > 0) y[i] *= f;
        }
        return y;
    }

    // ---------------------------------------------------------------- exact path

    /** The exact path: T* and y as rationals (Σ y_i = 0 exactly); the double path locates the piece. */
    public static Result exact(MmdlInstance in) {
        int p = in.p();
        Rational tl = Rational.ZERO;
        for (int i = 0; i < p; i++) tl = tl.max(floorExact(in, i));
        Rational y0 = capacityExact(in, tl);
        Rational t;
        if (y0.signum() >= 0) {
            t = tl;
        } else {
            // candidate from the double path, made exact on its piece, then confirmed exactly
            double guess = root(in, tl.doubleValue());
            t = solveOnPiece(in, guess);
            if (t == null || t.compareTo(tl) < 0 || capacityExact(in, t).signum() != 0) t = bisectExact(in, tl);
        }
        Rational[] y = shareExact(in, t);
        double[] yd = new double[p];
        for (int i = 0; i < p; i++) yd[i] = y[i].doubleValue();
        return new Result(t.doubleValue(), tl.doubleValue(), yd, t.equals(tl), t, y);
    }

    private record Coef(Rational slope, Rational icpt) {}

    private static Rational r(double v) { return Rational.of(v); }

    private static Rational kappaExact(MmdlInstance in, int i) {
        // κ = β(1 − γ/γ′) + β′(1 − γ/γ″), with 1/∞ = 0
        Rational g = r(in.gamma()[i]);
        Rational k = r(in.beta());
        if (!Double.isInfinite(in.gammaTasks(i))) k = k.multiply(Rational.ONE.subtract(g.divide(r(in.gammaTasks(i)))));
        Rational kr = r(in.resultCost());
        if (kr.signum() != 0 && !Double.isInfinite(in.gammaResults(i)))
            kr = kr.multiply(Rational.ONE.subtract(g.divide(r(in.gammaResults(i)))));
        return k.add(kr);
    }

    private static Rational bigExact(MmdlInstance in) {
        return in.duplex() == MmdlInstance.Duplex.FULL ? r(in.beta()).max(r(in.resultCost())) : r(in.beta()).add(r(in.resultCost()));
    }

    static Rational floorExact(MmdlInstance in, int i) {
        Rational g = r(in.gamma()[i]), k = kappaExact(in, i), b = r(in.x()[i]).multiply(g), big = bigExact(in);
        return g.compareTo(k) > 0 ? b.multiply(big).divide(big.add(g).subtract(k)) : b;
    }

    private static int stateExact(MmdlInstance in, int i, Rational t, Rational k, Rational big) {
        Rational g = r(in.gamma()[i]), b = r(in.x()[i]).multiply(g);
        int c = b.compareTo(t);
        if (c > 0) return g.compareTo(k) > 0 ? MASTER : ZERO;
        if (c == 0) return ZERO;
        Rational slack = big.subtract(g).subtract(k);
        if (slack.signum() > 0 && t.multiply(slack).compareTo(b.multiply(big)) >= 0) return WORKER_COMM;
        return WORKER;
    }

    private static Coef coefExact(MmdlInstance in, int i, int s, Rational k, Rational big) {
        Rational g = r(in.gamma()[i]), b = r(in.x()[i]).multiply(g);
        return switch (s) {
            case MASTER -> { Rational d = g.subtract(k); yield new Coef(Rational.ONE.divide(d), b.negate().divide(d)); }
            case WORKER -> { Rational d = g.add(k); yield new Coef(Rational.ONE.divide(d), b.negate().divide(d)); }
            case WORKER_COMM -> new Coef(Rational.ONE.divide(big), Rational.ZERO);
            default -> new Coef(Rational.ZERO, Rational.ZERO);
        };
    }

    private static Rational[] contributions(MmdlInstance in, Rational t, int[] states) {
        int p = in.p();
        Rational big = bigExact(in);
        Rational[] v = new Rational[p];
        for (int i = 0; i < p; i++) {
            Rational k = kappaExact(in, i);
            int s = stateExact(in, i, t, k, big);
            if (states != null) states[i] = s;
            Coef c = coefExact(in, i, s, k, big);
            v[i] = c.slope().multiply(t).add(c.icpt());
        }
        return v;
    }

    /** Y(T) exactly. */
    public static Rational capacityExact(MmdlInstance in, Rational t) {
        return Rational.sum(contributions(in, t, null));
    }

    /** Solves Y(T) = 0 exactly on the piece containing the double {@code guess}. */
    private static Rational solveOnPiece(MmdlInstance in, double guess) {
        int p = in.p();
        Rational big = bigExact(in);
        Rational t = r(guess);
        Rational[] slopes = new Rational[p], icpts = new Rational[p];
        for (int i = 0; i < p; i++) {
            Rational k = kappaExact(in, i);
            Coef c = coefExact(in, i, stateExact(in, i, t, k, big), k, big);
            slopes[i] = c.slope();
            icpts[i] = c.icpt();
        }
        Rational s = Rational.sum(slopes);
        if (s.signum() == 0) return null;
        return Rational.sum(icpts).negate().divide(s);
    }

    /** Fallback: exact bisection over the sorted breakpoints, then exact solve on the bracketing piece. */
    private static Rational bisectExact(MmdlInstance in, Rational tl) {
        int p = in.p();
        Rational big = bigExact(in);
        java.util.List<Rational> pts = new java.util.ArrayList<>();
        for (int i = 0; i < p; i++) {
            Rational g = r(in.gamma()[i]), k = kappaExact(in, i), b = r(in.x()[i]).multiply(g);
            if (b.compareTo(tl) > 0) pts.add(b);
            Rational slack = big.subtract(g).subtract(k);
            if (slack.signum() > 0) {
                Rational tc = b.multiply(big).divide(slack);
                if (tc.compareTo(tl) > 0) pts.add(tc);
            }
        }
        pts.add(tl);
        pts.sort(null);
        int lo = 0, hi = pts.size() - 1;
        if (capacityExact(in, pts.get(hi)).signum() < 0) {
            // root beyond the last breakpoint: every processor is on its final piece
            Rational probe = pts.get(hi).add(Rational.ONE);
            return solveAt(in, probe);
        }
        while (hi - lo > 1) {
            int mid = (lo + hi) >>> 1;
            if (capacityExact(in, pts.get(mid)).signum() < 0) lo = mid;
            else hi = mid;
        }
        Rational probe = pts.get(lo).add(pts.get(hi)).divide(Rational.of(2));
        return solveAt(in, probe);
    }

    private static Rational solveAt(MmdlInstance in, Rational probe) {
        int p = in.p();
        Rational big = bigExact(in);
        Rational[] slopes = new Rational[p], icpts = new Rational[p];
        for (int i = 0; i < p; i++) {
            Rational k = kappaExact(in, i);
            Coef c = coefExact(in, i, stateExact(in, i, probe, k, big), k, big);
            slopes[i] = c.slope();
            icpts[i] = c.icpt();
        }
        return Rational.sum(icpts).negate().divide(Rational.sum(slopes));
    }

    private static Rational[] shareExact(MmdlInstance in, Rational t) {
        int p = in.p();
        int[] states = new int[p];
        Rational[] v = contributions(in, t, states);
        java.util.List<Rational> sends = new java.util.ArrayList<>(), caps = new java.util.ArrayList<>();
        for (int i = 0; i < p; i++) {
            if (states[i] == MASTER) sends.add(v[i].negate());
            else if (v[i].signum() > 0) caps.add(v[i]);
        }
        Rational send = Rational.sum(sends.toArray(new Rational[0])), cap = Rational.sum(caps.toArray(new Rational[0]));
        // at the root Σ capacities = Σ sends and workers take all their capacity; at T_L they share
        // the masters' load in proportion to capacity, with one common factor send/cap
        Rational factor = cap.signum() > 0 && send.compareTo(cap) < 0 ? send.divide(cap) : Rational.ONE;
        Rational[] y = new Rational[p];
        for (int i = 0; i < p; i++) {
            if (states[i] == MASTER) y[i] = v[i];
            else if (v[i].signum() > 0 && cap.signum() > 0) y[i] = factor.equals(Rational.ONE) ? v[i] : v[i].multiply(factor);
            else y[i] = Rational.ZERO;
        }
        return y;
    }
}
