package gaplab.heuristics.mmdl;

import gaplab.analysis.mmdl.ComputeFill;
import gaplab.analysis.mmdl.IntervalMatching;
import gaplab.analysis.mmdl.ClosedForm;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.MmdlSolver;
import gaplab.model.mmdl.RoundSchedule;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.analysis.mmdl.IntervalMatching.Order;
import gaplab.model.mmdl.RoundSchedule.Kind;
import gaplab.model.mmdl.RoundSchedule.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * A naive baseline: the optimal y and the same matching, but all transfers one after another in index
 * order (the "worst scheduling" of seed §3.4, where senders and receivers both go in index order and
 * every transfer is serialised). The round lasts until the last processor has finished its load;
 * its ratio to T* shows what the reverse-order schedule buys.
 */
public final class SerialSolver implements MmdlSolver {
    @Override
    public String name() { return "serial"; }

    @Override
    public String description() { return "optimal y, transfers serialised in index order (seed §3.4's worst ordering)"; }

    @Override
    public java.util.Set<String> paramNames() { return java.util.Set.of("order"); }

    @Override
    public Outcome<RoundSchedule> solve(MmdlInstance in, Options options) {
        long t0 = System.nanoTime();
        ClosedForm.Result r = ClosedForm.fast(in);
        var transfers = IntervalMatching.match(r.y(), Order.parse(options.param("order", "index")));
        List<Message> ms = new ArrayList<>();
        double t = 0;
        for (var tr : transfers) {
            double d = in.beta() * tr.amount();
            ms.add(new Message(tr.master(), tr.worker(), tr.amount(), t, t + d, Kind.TASKS));
            t += d;
        }
        for (var tr : transfers) {
            if (in.resultCost() <= 0) break;
            double d = in.resultCost() * tr.amount();
            ms.add(new Message(tr.worker(), tr.master(), tr.amount(), t, t + d, Kind.RESULTS));
            t += d;
        }
        // every processor computes in its gaps and after the last transfer, as long as it needs
        double horizon = t;
        for (int i = 0; i < in.p(); i++) horizon = Math.max(horizon, t + (in.x()[i] + r.y()[i]) * in.gamma()[i]);
        var comps = ComputeFill.fill(in, horizon, r.y(), ms);
        double end = t;
        for (var c : comps) end = Math.max(end, c.end());
        RoundSchedule s = new RoundSchedule(end, r.y(), ms, comps, null, null);
        return Outcome.feasible(s, end, r.roundTime(), (System.nanoTime() - t0) / 1_000_000);
    }
}
