package gaplab.analysis.mmdl;

import gaplab.analysis.mmdl.ComputeFill;
import gaplab.analysis.mmdl.ReverseOrderSchedule;
import gaplab.analysis.mmdl.IntervalMatching;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.RoundSchedule;
import gaplab.model.core.Rational;
import gaplab.analysis.mmdl.IntervalMatching.Order;
import gaplab.model.mmdl.RoundSchedule.Message;
import java.util.List;

/** Builds a round: interval matching, reverse-order messages, computation packed into the gaps. */
public final class Schedules {
    private Schedules() {}

    public static RoundSchedule reverseOrder(MmdlInstance in, double t, double[] y, Order order, Rational tExact, Rational[] yExact) {
        var transfers = IntervalMatching.match(y, order);
        List<Message> ms = ReverseOrderSchedule.messages(in, t, transfers);
        return new RoundSchedule(t, y, ms, ComputeFill.fill(in, t, y, ms), tExact, yExact);
    }
}
