package gaplab.cli.mmdl;

import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.MmdlSolver;
import gaplab.model.mmdl.RoundSchedule;
import java.util.ArrayList;
import java.util.List;

/**
 * A user's own heuristic, as a plug-in found by ServiceLoader (listed in
 * META-INF/services/gaplab.model.mmdl.MmdlSolver of the test resources): processor 0 ships load to the
 * others so that everybody holds the same amount, ignoring γ — a deliberately naive rule.
 */
public final class EvenSplitPlugin implements MmdlSolver {
    @Override
    public String name() { return "even-split"; }

    @Override
    public String description() { return "test plug-in: equal loads, processor 0 sends"; }

    @Override
    public Outcome<RoundSchedule> solve(MmdlInstance in, Options options) {
        int p = in.p();
        double total = 0;
        for (double v : in.x()) total += v;
        double share = total / p;
        double[] y = new double[p];
        List<RoundSchedule.Message> ms = new ArrayList<>();
        double t = 0;
        // only valid when processor 0 holds all the load: the others only receive
        for (int i = 1; i < p; i++) {
            y[i] = share - in.x()[i];
            y[0] -= y[i];
            double d = y[i] * in.beta();
            ms.add(new RoundSchedule.Message(0, i, y[i], t, t + d, RoundSchedule.Kind.TASKS));
            t += d;
        }
        double end = t + (in.x()[0] + y[0]) * in.gamma()[0];
        List<RoundSchedule.Computation> cs = new ArrayList<>();
        cs.add(new RoundSchedule.Computation(0, t, end, in.x()[0] + y[0]));
        for (int i = 1; i < p; i++) {
            var last = ms.get(i - 1);
            double e = last.end() + share * in.gamma()[i];
            cs.add(new RoundSchedule.Computation(i, last.end(), e, share));
            end = Math.max(end, e);
        }
        return Outcome.feasible(new RoundSchedule(end, y, ms, cs, null, null), end, Double.NaN, 0);
    }
}
