package gaplab.catalog;

import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.core.Problem;
import gaplab.model.core.Tolerance;
import gaplab.model.core.Verdict;
import java.nio.file.Path;

/**
 * The one path that judges a solution written by any tool — {@code <problem> check}, batch {@code check}
 * and {@code rate}, {@code unrelated metrics}: the problem's reader reads the file, its checker judges it
 * with the relative tolerance τ (the checker's own unless one is given on purpose,
 * {@link Tolerance}), and the objective the file claims ({@code objective}, or the problem's own name
 * {@code makespan}, {@code total}) must be a number equal to the checker's up to τ (at least
 * {@link Tolerance#FLOAT}: a claim is a float computed by the tool), else the solution is INVALID.
 * The file's report fields (status, bound, gap, millis, note, verified, method) are not read.
 */
public final class SolutionCheck {
    private SolutionCheck() {}

    /** The fields a solution file may claim its objective in. */
    public static final String[] CLAIMS = {"objective", "makespan", "total"};

    /** A solution and the checker's verdict on it (the claim judged too), with the tolerance used. */
    public record Judged<S>(S solution, Verdict verdict, double tolerance) {}

    /** Reads and judges {@code solutionFile}; {@code tau} NaN for the checker's default tolerance. */
    public static <I, S> Judged<S> judge(Problem<I, S> p, I instance, Path solutionFile, double tau) throws InputException {
        S sol = p.readSolution(solutionFile, instance);
        double t = Double.isNaN(tau) ? p.checker().tolerance() : tau;
        Verdict v = p.checker().check(instance, sol, t);
        return new Judged<>(sol, claim(solutionFile, v, Math.max(t, Tolerance.FLOAT)), t);
    }

    /** The verdict after the file's claimed objective, if any, is compared with the checker's. */
    static Verdict claim(Path solutionFile, Verdict v, double tau) throws InputException {
        JsonInput j;
        try {
            j = JsonInput.read(solutionFile);
        } catch (InputException notJson) {
            return v; // a solution format other than JSON: nothing claimed
        }
        for (String field : CLAIMS) {
            if (!j.node().has(field) || j.node().get(field).isNull()) continue;
            if (!j.node().get(field).isNumber())
                throw j.error("field '" + field + "' must be a number (the objective the file claims; leave it out to claim none)");
            double claimed = j.node().get(field).asDouble();
            if (!Double.isFinite(claimed)) throw j.error("field '" + field + "' must be a finite number");
            if (!v.valid()) return v;
            if (!Tolerance.same(claimed, v.objective(), tau))
                return Verdict.invalid("the file claims " + field + " " + claimed + " but the solution's is " + v.objective());
        }
        return v;
    }
}
