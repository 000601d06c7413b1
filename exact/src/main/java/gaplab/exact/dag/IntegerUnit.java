package gaplab.exact.dag;

import gaplab.model.core.Decimals;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.ExactTimes;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The largest unit of time in which every duration and delay of an instance is a whole number, found
 * exactly from the numbers as written ({@link Decimals}): the greatest common divisor of all durations
 * (W(T, P), or μ / speed where that is a terminating decimal) and delays η · λ. The exact methods solve
 * the instance in that unit — 0.5, 1.5 and 2 become 1, 3 and 4; 3e-12 and 6e-12 become 1 and 2; 2e6 and
 * 4e6 become 1 and 2 — so they see integral data whatever unit the file uses (issue 34: the optimum
 * scales with the data), and map the schedule back exactly.
 */
public final class IntegerUnit {
    /** The largest scaled time (a duration, a delay, or their serial sum) the exact methods take as integral. */
    public static final double MAX_SCALED = 0x1p50;

    /** Cost matrices larger than this are not searched for a unit (the power-of-two unit serves). */
    static final long MAX_CELLS = 1_000_000;

    private final BigDecimal unit;

    private IntegerUnit(BigDecimal unit) { this.unit = unit; }

    /** The unit in which {@code in}'s times are whole numbers, or null when there is none within {@link #MAX_SCALED}. */
    public static IntegerUnit of(DagInstance in) {
        List<BigDecimal> times = exactTimes(in);
        if (times == null) return null;
        int digits = 0;
        for (BigDecimal t : times) digits = Math.max(digits, t.stripTrailingZeros().scale());
        BigInteger g = BigInteger.ZERO;
        for (BigDecimal t : times) g = g.gcd(t.scaleByPowerOfTen(digits).toBigIntegerExact());
        if (g.signum() == 0) return null; // every time is 0
        BigDecimal unit = new BigDecimal(g).scaleByPowerOfTen(-digits);
        BigDecimal serial = BigDecimal.ZERO;
        for (BigDecimal t : times) serial = serial.add(t);
        if (serial.divide(unit).compareTo(BigDecimal.valueOf(MAX_SCALED)) > 0) return null;
        return new IntegerUnit(unit);
    }

    /** Every kind of duration and delay exactly ({@link ExactTimes}), or null when a μ / speed does not terminate or the cost matrix is too large to search. */
    private static List<BigDecimal> exactTimes(DagInstance in) {
        if (in.hasCostMatrix() && (long) in.tasks() * in.processors() > MAX_CELLS) return null;
        try {
            return ExactTimes.of(in);
        } catch (ArithmeticException notTerminating) {
            return null;
        }
    }

    /** Is the unit 1 (nothing to change)? */
    public boolean isOne() { return unit.compareTo(BigDecimal.ONE) == 0; }

    /** The unit, e.g. 0.001 for times in milliseconds written in seconds. */
    public BigDecimal unit() { return unit; }

    /**
     * The instance in this unit: μ and η (or W) divided by the unit, so every duration μ / speed and delay
     * η · λ is the whole number it is exactly — and exact as a double, being below 2^50.
     */
    public DagInstance scale(DagInstance in) {
        if (isOne()) return in;
        TaskGraph g = in.graph();
        double[] mu = new double[g.size()];
        for (int t = 0; t < mu.length; t++) mu[t] = Decimals.exact(g.mu(t)).divide(unit, java.math.MathContext.DECIMAL64).doubleValue();
        double[][] w = in.times();
        if (w != null) for (double[] row : w) for (int p = 0; p < row.length; p++) row[p] = Decimals.exact(row[p]).divide(unit).doubleValue();
        double[] eta = new double[g.arcCount()];
        for (int a = 0; a < eta.length; a++) eta[a] = Decimals.exact(g.eta(a)).divide(unit, java.math.MathContext.DECIMAL64).doubleValue();
        return new DagInstance(g.withTimes(mu).withMessages(eta), in.machine(), w);
    }

    /** A time of the scaled instance in the instance's own unit (t × unit, correctly rounded). */
    public double back(double t) { return isOne() || !Double.isFinite(t) ? t : Decimals.exact(t).multiply(unit).doubleValue(); }

    /**
     * {@code solver}'s outcome on the instance in its own unit — the integer unit when there is one, else
     * times × 2^k ({@link UnitScale}) — mapped back exactly. Every exact method and list scheduler of task
     * graphs runs this way, so none depends on the unit of the file.
     */
    public static gaplab.model.core.Outcome<Schedule> solveInOwnUnit(DagInstance in, java.util.function.Function<DagInstance, gaplab.model.core.Outcome<Schedule>> solver) {
        return solveInOwnUnit(in, solver, true);
    }

    /** As {@link #solveInOwnUnit(DagInstance, java.util.function.Function)}; {@code sayUnit} false keeps the method's own note. */
    public static gaplab.model.core.Outcome<Schedule> solveInOwnUnit(DagInstance in, java.util.function.Function<DagInstance, gaplab.model.core.Outcome<Schedule>> solver, boolean sayUnit) {
        gaplab.model.core.Outcome<Schedule> o;
        String unit;
        IntegerUnit u = of(in);
        int k = u == null ? UnitScale.exponent(in) : 0;
        if (u != null && !u.isOne()) {
            var r = solver.apply(u.scale(in));
            o = new gaplab.model.core.Outcome<>(u.back(r.solution()), u.back(r.objective()), r.status(), u.back(r.bound()), r.millis(), r.note());
            unit = u.unit().toPlainString();
        } else if (u == null && k > 0) {
            var r = solver.apply(UnitScale.scale(in, k));
            o = new gaplab.model.core.Outcome<>(UnitScale.unscale(r.solution(), k), Math.scalb(r.objective(), -k), r.status(), Math.scalb(r.bound(), -k), r.millis(), r.note());
            unit = "2^-" + k;
        } else {
            return solver.apply(in);
        }
        return sayUnit ? o.withNote(o.note() + (o.note().isEmpty() ? "" : "; ") + "solved in units of " + unit) : o;
    }

    /** A lower bound computed in the instance's own unit (as {@link #solveInOwnUnit}) and mapped back exactly. */
    public static double boundInOwnUnit(DagInstance in, java.util.function.ToDoubleFunction<DagInstance> bound) {
        IntegerUnit u = of(in);
        if (u != null) return u.isOne() ? bound.applyAsDouble(in) : u.back(bound.applyAsDouble(u.scale(in)));
        int k = UnitScale.exponent(in);
        return k == 0 ? bound.applyAsDouble(in) : Math.scalb(bound.applyAsDouble(UnitScale.scale(in, k)), -k);
    }

    /** {@code solver}'s outcome on the instance solved in its integer unit when it has one, else as it is; the note names the unit. */
    public static gaplab.model.core.Outcome<Schedule> solveInUnit(DagInstance in, java.util.function.Function<DagInstance, gaplab.model.core.Outcome<Schedule>> solver) {
        return of(in) == null ? solver.apply(in) : solveInOwnUnit(in, solver, true);
    }

    /**
     * A schedule of {@code in}, written in {@code in}'s unit, as a schedule of the instance that
     * {@link #solveInOwnUnit} hands its solver (times ÷ the integer unit, rounded to the whole number they
     * are, or × 2^k): how a schedule found elsewhere becomes a warm start of a method solving in its own unit.
     */
    public static Schedule intoOwnUnit(DagInstance in, Schedule s) {
        if (s == null) return null;
        IntegerUnit u = of(in);
        int k = u == null ? UnitScale.exponent(in) : 0;
        if (u == null) return UnitScale.unscale(s, -k);
        if (u.isOne()) return s;
        List<Schedule.Slot> l = new ArrayList<>();
        for (Schedule.Slot x : s.slots())
            l.add(new Schedule.Slot(x.task(), x.processor(), u.into(x.start()), u.into(x.end()), x.duplicate()));
        return new Schedule(l);
    }

    /** A time of the instance as a whole number of this unit. */
    private double into(double t) { return Math.rint(Decimals.exact(t).divide(unit, java.math.MathContext.DECIMAL64).doubleValue()); }

    /** A schedule of the scaled instance, in the instance's own unit. */
    public Schedule back(Schedule s) {
        if (isOne() || s == null) return s;
        List<Schedule.Slot> l = new ArrayList<>();
        for (Schedule.Slot x : s.slots()) l.add(new Schedule.Slot(x.task(), x.processor(), back(x.start()), back(x.end()), x.duplicate()));
        return new Schedule(l);
    }
}
