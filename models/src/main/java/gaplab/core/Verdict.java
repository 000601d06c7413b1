package gaplab.core;

/**
 * The independent checker's answer: valid or the first violated constraint in plain words, and the
 * objective recomputed from the solution alone.
 */
public record Verdict(boolean valid, String violation, double objective) {

    public static Verdict valid(double objective) { return new Verdict(true, "", objective); }

    public static Verdict invalid(String violation) { return new Verdict(false, violation, Double.NaN); }

    @Override
    public String toString() { return valid ? "valid, objective " + objective : "INVALID: " + violation; }
}
