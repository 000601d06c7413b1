package gaplab.cli;

import gaplab.catalog.Runs;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import gaplab.model.core.Status;
import java.util.Optional;

/**
 * What a solution is rated against (SPEC: ratio = objective / optimum): the optimum its variant's exact
 * method (or the named oracle) proves within the time limit, else the best proven lower bound — then the
 * ratio is an upper bound on the true ratio. Used by {@code check} and {@code batch}.
 *
 * @param kind "optimum", "lower bound" or "none"
 */
record Reference(double value, String kind, Optional<String> oracle, String variant) {

    boolean ratioIsUpperBound() { return kind.equals("lower bound"); }

    /**
     * @param oracleName an exact method of the solution's variant, or null for the variant's own
     * @param option     the option (or request field) that named the oracle, for error messages
     */
    static <I, S> Reference of(Problem<I, S> problem, I inst, S sol, String oracleName, double timeLimit, String option) throws InputException {
        String variant = problem.variantOf(inst, sol);
        Optional<Solver<I, S>> exact = problem.exactSolver(variant);
        if (oracleName != null) {
            Solver<I, S> o;
            try {
                o = Runs.method(problem, oracleName);
            } catch (InputException e) {
                throw e.in(option);
            }
            if (!o.exact() || o.boundOnly()) throw new InputException(option, "'" + oracleName + "' is not an exact method");
            if (!problem.variant(o).equals(variant))
                throw new InputException(option, "'" + o.name() + "' does not solve the solution's variant (" + (variant.isEmpty() ? "the problem as stated" : variant) + ")");
            exact = Optional.of(o);
        }
        double value = Double.NaN;
        String kind = "none";
        if (exact.isPresent()) {
            var r = Runs.run(problem, exact.get(), inst, Options.defaults().withTimeLimit(timeLimit));
            if (r.status() == Status.OPTIMAL) { value = r.outcome().objective(); kind = "optimum"; }
            else if (!Double.isNaN(r.outcome().bound())) { value = r.outcome().bound(); kind = "lower bound"; }
        }
        double lb = problem.bestBound(inst, variant);
        if ((kind.equals("none") || (kind.equals("lower bound") && lb > value)) && !Double.isNaN(lb)) { value = lb; kind = "lower bound"; }
        return new Reference(value, kind, exact.map(Solver::name), variant);
    }
}
