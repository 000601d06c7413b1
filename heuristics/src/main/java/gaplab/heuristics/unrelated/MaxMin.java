package gaplab.heuristics.unrelated;

import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.unrelated.UnrelatedSolver;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;

/**
 * Max-min (Ibarra &amp; Kim 1977; Braun et al., JPDC 61(6) 2001): like Min-min, every unassigned task's
 * minimum completion time is computed, but the task whose minimum is <em>largest</em> is assigned
 * first (long tasks early). Ties: lowest task index, then lowest machine index.
 */
public final class MaxMin implements UnrelatedSolver {
    @Override public String name() { return "maxmin"; }

    @Override public String description() { return "Max-min (Ibarra & Kim 1977; Braun et al. 2001)"; }

    @Override
    public Outcome<Assignment> solve(UnrelatedInstance in, Options options) {
        return MinMin.run(in, true);
    }
}
