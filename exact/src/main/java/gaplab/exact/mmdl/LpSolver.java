package gaplab.exact.mmdl;

import gaplab.analysis.mmdl.Schedules;
import gaplab.exact.mmdl.FlowLp;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.MmdlSolver;
import gaplab.model.mmdl.RoundSchedule;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.analysis.mmdl.IntervalMatching.Order;

/**
 * The flow LP with relays allowed ({@link FlowLp}), solved with ojAlgo; its net flows y are then
 * matched and scheduled like the closed form's. Exact up to the LP solver's tolerance.
 */
public final class LpSolver implements MmdlSolver {
    @Override
    public String name() { return "lp"; }

    @Override
    public String description() { return "flow LP with relays allowed (ojAlgo), then matching and reverse-order schedule"; }

    /** The flow LP has p² variables; above this it is not built (docs/limits.md). */
    public static final int LP_PROCESSORS = 200;

    @Override
    public boolean exact() { return true; }

    @Override
    public java.util.Set<String> paramNames() { return java.util.Set.of("order"); }

    @Override
    public Outcome<RoundSchedule> solve(MmdlInstance in, Options options) {
        long t0 = System.nanoTime();
        if (in.x().length > LP_PROCESSORS) // p² flow variables: the LP would outlast any time limit
            return new Outcome<>(null, Double.NaN, Status.UNKNOWN, Double.NaN, 0, "too many processors for the flow LP (at most " + LP_PROCESSORS + ")");
        FlowLp.Result r = FlowLp.solve(in);
        Order order = Order.parse(options.param("order", "index"));
        RoundSchedule s = Schedules.reverseOrder(in, r.roundTime(), r.y(), order, null, null);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        if (!r.optimal()) return new Outcome<>(s, r.roundTime(), Status.UNKNOWN, Double.NaN, ms, "LP state " + r.state());
        return Outcome.optimal(s, r.roundTime(), ms);
    }
}
