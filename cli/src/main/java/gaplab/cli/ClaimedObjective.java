package gaplab.cli;

import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.core.Verdict;
import java.nio.file.Path;

/**
 * The objective a solution file claims ({@code "objective"}, as {@code solve --json} writes it and as
 * other tools may, or under the problem's own name: {@code "makespan"}, {@code "total"}): when present
 * it must be a number, and it must match what the checker computes (relative 1e-6, for tools that
 * round); a wrong claim makes the solution INVALID. The file's other report fields (status, bound,
 * gap, millis, note, verified, method) are not part of the solution and are not read.
 */
final class ClaimedObjective {
    static final double REL = 1e-6;
    static final String[] CLAIMS = {"objective", "makespan", "total"};

    private ClaimedObjective() {}

    static Verdict judge(Path solutionFile, Verdict v) throws InputException {
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
            if (!v.valid()) return v;
            double tol = REL * Math.max(1, Math.abs(v.objective()));
            if (!(Math.abs(claimed - v.objective()) <= tol))
                return Verdict.invalid("the file claims " + field + " " + claimed + " but the solution's is " + v.objective());
        }
        return v;
    }
}
