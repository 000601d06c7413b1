package gaplab.mmdl;

import gaplab.core.Rational;
import gaplab.mmdl.IntervalMatching.Order;
import gaplab.mmdl.RoundSchedule.Message;
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
