package gaplab.cli.collective;

import gaplab.collective.CollectiveInstance;
import gaplab.collective.CollectiveSchedule;
import gaplab.collective.CollectiveSolver;
import gaplab.collective.Order;
import gaplab.collective.Simulation;
import gaplab.core.Options;
import gaplab.core.Outcome;
import gaplab.core.Status;
import java.util.Arrays;

/**
 * A user's own method, as a plug-in found by ServiceLoader (listed in
 * META-INF/services/gaplab.collective.CollectiveSolver of the test resources): D split equally,
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
