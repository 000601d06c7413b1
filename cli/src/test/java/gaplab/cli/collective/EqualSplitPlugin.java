package gaplab.cli.collective;

import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.CollectiveSolver;
import gaplab.model.collective.Order;
import gaplab.analysis.collective.Simulation;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import java.util.Arrays;

/**
 * A user's own method, as a plug-in found by ServiceLoader (listed in
 * META-INF/services/gaplab.model.collective.CollectiveSolver of the test resources): D split equally,
 * ignoring speeds, in the unidirectional order.
 */
public final class EqualSplitPlugin implements CollectiveSolver {
    @Override
    public String name() { return "equal-split"; }

    @Override
    public Outcome<CollectiveSchedule> solve(CollectiveInstance in, Options options) {
        double[] d = new double[in.processors()];
        Arrays.fill(d, in.total() / in.processors());
        CollectiveSchedule s = Simulation.run(in, Order.UNI, d);
        return new Outcome<>(s, s.total(), Status.FEASIBLE, Double.NaN, 0, "");
    }
}
