package gaplab.model.core;

/**
 * The one numeric policy of every checker (docs/limits.md, "How checkers compare numbers"): each
 * comparison is made in exact arithmetic on the numbers as written ({@link Decimals}) and allows a
 * difference of at most a relative tolerance τ times the largest magnitude among the quantities compared
 * — never an absolute slack, so a verdict does not depend on the unit of time. τ is 0 where the solution
 * holds only integers (grid, unrelated), {@link #FLOAT} where it holds sums of the instance's numbers
 * computed in binary floating point (task graphs), and a stated larger value for the real-valued
 * solutions of closed forms and LPs (MMDL, collectives). {@code --tolerance} sets τ on purpose.
 */
public final class Tolerance {
    private Tolerance() {}

    /** 2^-49 ≈ 1.8e-15: four to eight units in the last place of a binary64 (a float schedule is a few roundings away from exact). */
    public static final double FLOAT = 0x1p-49;

    /** The largest tolerance {@code --tolerance} takes (a wider one would no longer check much). */
    public static final double MAX = 0.01;

    /** Is |a − b| ≤ τ · max(|a|, |b|), in exact arithmetic on the numbers as written? */
    public static boolean same(double a, double b, double tau) {
        if (a == b) return true;
        if (!Double.isFinite(a) || !Double.isFinite(b)) return false;
        return Decimals.within(Decimals.exact(a), Decimals.exact(b), tau, Decimals.exact(a), Decimals.exact(b));
    }

    /** Why {@code tau} is not a tolerance gaplab takes, or null. */
    public static String invalid(double tau) {
        if (!(tau >= 0) || tau > MAX) return "a relative tolerance must be a number in [0, " + MAX + "] (got " + tau + ")";
        return null;
    }
}
