package gaplab.model.core;

/**
 * What one method returned for one instance.
 *
 * @param solution  the solution, or null when none was found (or the method is a pure bound)
 * @param objective the method's own value of the objective (smaller is better); NaN if none
 * @param status    OPTIMAL / FEASIBLE / UNKNOWN / INFEASIBLE
 * @param bound     a proven lower bound on the optimum, NaN if the method gives none
 * @param millis    wall-clock time spent
 * @param note      one line of extra information (e.g. "time limit reached"), may be empty
 */
public record Outcome<S>(S solution, double objective, Status status, double bound, long millis, String note) {

    public Outcome {
        note = note == null ? "" : note;
    }

    public static <S> Outcome<S> optimal(S solution, double objective, long millis) {
        return new Outcome<>(solution, objective, Status.OPTIMAL, objective, millis, "");
    }

    public static <S> Outcome<S> feasible(S solution, double objective, double bound, long millis) {
        return new Outcome<>(solution, objective, Status.FEASIBLE, bound, millis, "");
    }

    /** A pure lower bound (no solution): status UNKNOWN, objective NaN. */
    public static <S> Outcome<S> boundOnly(double bound, long millis) {
        return new Outcome<>(null, Double.NaN, Status.UNKNOWN, bound, millis, "bound only");
    }

    public Outcome<S> withNote(String newNote) {
        return new Outcome<>(solution, objective, status, bound, millis, newNote);
    }

    public Outcome<S> withMillis(long newMillis) {
        return new Outcome<>(solution, objective, status, bound, newMillis, note);
    }

    /** Relative gap (objective − bound) / objective, 0 when optimal, NaN when unknown. */
    public double gap() {
        if (status == Status.OPTIMAL) return 0.0;
        if (Double.isNaN(objective) || Double.isNaN(bound)) return Double.NaN;
        if (objective == 0.0) return bound <= 0.0 ? 0.0 : Double.NaN;
        return (objective - bound) / objective;
    }

    public boolean hasSolution() { return solution != null; }
}
