package gaplab.heuristics.collective;

import gaplab.analysis.collective.Simulation;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.CollectiveSolver;
import gaplab.model.collective.Order;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;

/**
 * {@code uni} and {@code bi}: the event simulation of the instance's own split d_j (or, when the file
 * gives only D, D split in proportion to processor speed) in the unidirectional or bidirectional
 * ordering. This is the paper's setting; as a method for the size-optimisation problem it is the
 * baseline whose ratio to the optimum gaplab reports.
 */
public final class GivenSizes implements CollectiveSolver {
    private final Order order;

    public GivenSizes(Order order) { this.order = order; }

    @Override
    public String name() { return order.key(); }

    @Override
    public String description() {
        return "simulate the given sizes (or D split by speed), " + (order == Order.UNI ? "unidirectional" : "bidirectional") + " order";
    }

    @Override
    public Outcome<CollectiveSchedule> solve(CollectiveInstance in, Options options) {
        long t0 = System.nanoTime();
        CollectiveSchedule s = Simulation.run(in, order, in.givenSizes());
        long ms = (System.nanoTime() - t0) / 1_000_000;
        return new Outcome<>(s, s.total(), Status.FEASIBLE, Double.NaN, ms, in.hasSizes() ? "sizes from the file" : "D split in proportion to speed");
    }
}
