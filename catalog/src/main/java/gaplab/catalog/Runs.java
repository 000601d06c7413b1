package gaplab.catalog;

import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import gaplab.model.core.Status;
import gaplab.model.core.Verdict;
import java.util.stream.Collectors;

/**
 * Running one method on one instance and verifying it with the independent checker; shared by
 * solve, check, demo and the tools. OPTIMAL survives only if the checker accepts the solution.
 */
public final class Runs {
    private Runs() {}

    /** A method's outcome, the checker's verdict on it, and the status after verification. */
    public record Checked<S>(String method, Outcome<S> outcome, Verdict verdict, Status status) {
        public boolean verified() { return verdict != null && verdict.valid(); }
    }

    /** The method of that name; letter case matters only when two methods differ by case alone (e.g. {@code dl+a} is {@code dl+A}). */
    public static <I, S> Solver<I, S> method(Problem<I, S> p, String name) throws InputException {
        var ignoringCase = p.methods().stream().filter(m -> m.name().equalsIgnoreCase(name)).toList();
        return p.method(name).or(() -> ignoringCase.size() == 1 ? java.util.Optional.of(ignoringCase.get(0)) : java.util.Optional.empty())
                .orElseThrow(() -> new InputException("--method",
                "unknown method '" + name + "' for " + p.name() + "; available: "
                        + p.methods().stream().map(Solver::name).collect(Collectors.joining(", "))));
    }

    public static <I, S> Checked<S> run(Problem<I, S> p, Solver<I, S> m, I instance, Options options) {
        long t0 = System.nanoTime();
        Outcome<S> o = m.solve(instance, options);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        if (o.millis() <= 0) o = o.withMillis(ms);
        return verify(p, m.name(), instance, o);
    }

    /** Checks the outcome's solution; an unverifiable OPTIMAL claim is demoted (FEASIBLE if valid, else UNKNOWN). */
    public static <I, S> Checked<S> verify(Problem<I, S> p, String method, I instance, Outcome<S> o) {
        if (!o.hasSolution()) return new Checked<>(method, o, null, o.status());
        Verdict v = p.checker().check(instance, o.solution());
        return new Checked<>(method, o, v, v.admit(o.status(), o.objective()));
    }

    /** ratio = objective / reference; NaN when either is unknown; 1 when both are 0. */
    public static double ratio(double objective, double reference) {
        if (Double.isNaN(objective) || Double.isNaN(reference)) return Double.NaN;
        if (reference == 0) return objective == 0 ? 1.0 : Double.POSITIVE_INFINITY;
        return objective / reference;
    }
}
