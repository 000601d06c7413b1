package gaplab.cpsat;

import gaplab.model.core.Decimals;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * CP-SAT works on integers: every time of an instance, taken as written ({@link Decimals}), is multiplied
 * by the same power of ten 10^digits — the least that makes all of them integers, negative when they
 * share trailing zeros (3e-12 and 5e-12 become 3 and 5; 2e9 and 4e9 become 2 and 4) — so the model is the
 * instance exactly, in any unit. Data with more than {@link #MAX_SIGNIFICANT} significant digits (a time
 * that is itself a rounded quotient such as 1/3) are not modelled, and neither is a scaled horizon above
 * {@link #MAX_HORIZON}: the caller says which in the outcome's note.
 */
public record TimeScale(int digits) {
    /** Beyond this many significant digits a number is a rounded binary quotient, not a decimal as written. */
    public static final int MAX_SIGNIFICANT = 15;
    /** The largest scaled horizon the models take on (CP-SAT's integers are 64-bit; sums stay far below). */
    public static final long MAX_HORIZON = 1L << 50;

    /** The scale that makes every value an integer, or null (see {@link #whyNot}). */
    public static TimeScale of(double[] values) {
        return whyNot(values) == null ? new TimeScale(digitsOf(values)) : null;
    }

    /** Why no power of ten makes {@code values} integers exactly, or null when one does. */
    public static String whyNot(double[] values) {
        for (double v : values) {
            if (!Double.isFinite(v)) return "a time is not finite; not modelled";
            BigDecimal d = Decimals.exact(v).stripTrailingZeros();
            if (d.signum() != 0 && d.precision() > MAX_SIGNIFICANT)
                return "the time " + v + " has more than " + MAX_SIGNIFICANT + " significant digits (a rounded quotient, not a decimal as written); not modelled exactly";
        }
        return null;
    }

    private static int digitsOf(double[] values) {
        BigDecimal[] exact = new BigDecimal[values.length];
        for (int i = 0; i < values.length; i++) exact[i] = Decimals.exact(values[i]);
        return of(exact).digits();
    }

    /** The scale that makes every exact value (a decimal as written, or an exact product or quotient of such) an integer. */
    public static TimeScale of(BigDecimal[] exact) {
        int digits = Integer.MIN_VALUE;
        for (BigDecimal v : exact) {
            BigDecimal d = v.stripTrailingZeros();
            if (d.signum() != 0) digits = Math.max(digits, d.scale());
        }
        return new TimeScale(digits == Integer.MIN_VALUE ? 0 : digits);
    }

    /**
     * v × 10^digits rounded to an integer: exact for the instance's numbers, and for a duration or delay
     * whose double is a rounded exact quotient or product (within half a scaled unit), rounded for anything
     * else (a hint's times).
     */
    public long scaled(double v) {
        return Decimals.exact(v).scaleByPowerOfTen(digits).setScale(0, RoundingMode.HALF_EVEN).longValueExact();
    }

    /** Does v × 10^digits come out an integer exactly? */
    public boolean exact(double v) {
        return Decimals.exact(v).scaleByPowerOfTen(digits).stripTrailingZeros().scale() <= 0;
    }

    /** The largest integer k with k × 10^-digits ≤ v (a bound to stop at, compared on the model's integers). */
    public long floor(double v) {
        return Decimals.exact(v).scaleByPowerOfTen(digits).setScale(0, RoundingMode.FLOOR).longValueExact();
    }

    /** A scaled time as a number: scaled × 10^-digits, correctly rounded. */
    public double value(long scaled) { return new BigDecimal(scaled).scaleByPowerOfTen(-digits).doubleValue(); }
}
