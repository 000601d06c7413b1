package gaplab.model.core;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * The numbers of a file as written: a reader keeps each number as the binary64 value nearest its
 * decimal, and {@link #exact} gives that decimal back — the shortest decimal that reads as the same
 * double. For every number written with at most 15 significant digits (all a person types, and every
 * number a JSON writer prints in its shortest form) this is exactly the number in the file, so the
 * checkers compute on the numbers as written, in exact decimal arithmetic (docs/limits.md, "Numbers").
 */
public final class Decimals {
    private Decimals() {}

    /** The shortest decimal that reads back as {@code v} (finite {@code v}); 0 for ±0. */
    public static BigDecimal exact(double v) {
        if (!Double.isFinite(v)) throw new IllegalArgumentException("not a finite number: " + v);
        if (v == 0) return BigDecimal.ZERO;
        if (v == Math.rint(v) && Math.abs(v) < 0x1p53) return BigDecimal.valueOf((long) v);
        BigDecimal binary = new BigDecimal(v);
        for (int digits = 1; digits < 17; digits++) {
            BigDecimal d = binary.round(new MathContext(digits, RoundingMode.HALF_EVEN));
            if (d.doubleValue() == v) return d.stripTrailingZeros();
        }
        return binary.round(new MathContext(17, RoundingMode.HALF_EVEN)).stripTrailingZeros();
    }

    /** Is |a − b| at most {@code relative} times the largest of {@code magnitudes} (all exact)? */
    public static boolean within(BigDecimal a, BigDecimal b, double relative, BigDecimal... magnitudes) {
        return a.subtract(b).abs().compareTo(slack(relative, magnitudes)) <= 0;
    }

    /** Is a ≤ b up to {@code relative} times the largest of {@code magnitudes}? */
    public static boolean atMost(BigDecimal a, BigDecimal b, double relative, BigDecimal... magnitudes) {
        return a.compareTo(b) <= 0 || a.subtract(b).compareTo(slack(relative, magnitudes)) <= 0;
    }

    /** {@code relative} × max |m| in exact arithmetic (the tolerance itself is read as its exact binary value). */
    public static BigDecimal slack(double relative, BigDecimal... magnitudes) {
        if (relative == 0) return BigDecimal.ZERO;
        BigDecimal m = BigDecimal.ZERO;
        for (BigDecimal x : magnitudes) if (x.abs().compareTo(m) > 0) m = x.abs();
        return m.signum() == 0 ? BigDecimal.ZERO : m.multiply(new BigDecimal(relative));
    }
}
