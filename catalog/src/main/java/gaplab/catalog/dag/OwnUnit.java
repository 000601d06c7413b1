package gaplab.catalog.dag;

import gaplab.exact.dag.IntegerUnit;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Schedule;

/**
 * A list scheduler run in the instance's own unit ({@link IntegerUnit#solveInOwnUnit}): the heuristics
 * compare times with a slack of 1e-9, which in a unit of 1e-12 s would merge distinct times and overlap
 * tasks; in the integer unit of the data (or times × 2^k) they decide as they do in any other unit, and the
 * schedule is mapped back exactly (issue 34). Everything else is the wrapped method's.
 */
record OwnUnit(DagSolver method) implements DagSolver {

    @Override public String name() { return method.name(); }

    @Override public String description() { return method.description(); }

    @Override public boolean exact() { return method.exact(); }

    @Override public boolean boundOnly() { return method.boundOnly(); }

    @Override public boolean duplicates() { return method.duplicates(); }

    @Override public java.util.Set<String> paramNames() { return method.paramNames(); }

    @Override public void checkParams(java.util.Map<String, String> params, String where) throws InputException { method.checkParams(params, where); }

    @Override
    public Outcome<Schedule> solve(DagInstance instance, Options options) {
        return IntegerUnit.solveInOwnUnit(instance, in -> method.solve(in, options), false);
    }
}
