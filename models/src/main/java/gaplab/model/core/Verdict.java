package gaplab.model.core;

/**
 * The independent checker's answer: valid or the first violated constraint in plain words, and the
 * objective recomputed from the solution alone.
 */
public record Verdict(boolean valid, String violation, double objective) {

    public static Verdict valid(double objective) { return new Verdict(true, "", objective); }

    public static Verdict invalid(String violation) { return new Verdict(false, violation, Double.NaN); }

    /**
     * Relative tolerance between a solver's claimed objective and the checker's recomputation: relative to
     * the objective only (no absolute floor), so the same claim is confirmed at every unit ({@link Tolerance}).
     */
    public static final double TOLERANCE = 1e-9;

    /** Does this verdict confirm a solver's claimed objective (valid, and equal within {@link #TOLERANCE} relative)? */
    public boolean confirms(double claimed) {
        return valid && Tolerance.same(objective, claimed, TOLERANCE);
    }

    /**
     * The status a result may keep after this verdict: an invalid solution is UNKNOWN, an OPTIMAL
     * claim the checker does not confirm is only FEASIBLE.
     */
    public Status admit(Status claimed, double claimedObjective) {
        if (!valid) return Status.UNKNOWN;
        if (claimed == Status.OPTIMAL && !confirms(claimedObjective)) return Status.FEASIBLE;
        return claimed;
    }

    @Override
    public String toString() { return valid ? "valid, objective " + objective : "INVALID: " + violation; }
}
