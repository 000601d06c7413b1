package gaplab.cpsat;

/**
 * CP-SAT works on integers: every time of an instance is multiplied by 10^digits, the fewest digits
 * (at most {@link #MAX_DIGITS}) that make every time an integer (within 1e-9 relative). Times that no
 * such power makes integral (e.g. a task of 1 on a processor of speed 3) are not modelled.
 */
public record TimeScale(int digits, long factor) {
    public static final int MAX_DIGITS = 6;
    /** The largest scaled horizon the models take on (CP-SAT's integers are 64-bit; sums stay far below). */
    public static final long MAX_HORIZON = 1L << 50;

    /** The scale that makes every value integral, or null when none does. */
    public static TimeScale of(double[] values) {
        long f = 1;
        for (int d = 0; d <= MAX_DIGITS; d++, f *= 10) {
            boolean ok = true;
            for (double v : values) {
                double s = v * f;
                if (!Double.isFinite(s) || Math.abs(s - Math.rint(s)) > 1e-9 * Math.max(1, Math.abs(s))) { ok = false; break; }
            }
            if (ok) return new TimeScale(d, f);
        }
        return null;
    }

    public long scaled(double v) { return Math.round(v * factor); }

    public double value(long scaled) { return scaled / (double) factor; }
}
