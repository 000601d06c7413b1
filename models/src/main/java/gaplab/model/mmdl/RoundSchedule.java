package gaplab.model.mmdl;

import gaplab.model.core.Rational;
import java.util.List;

/**
 * One steady-state round of an MMDL schedule (seed §3.1.2: the load processed in round r was moved
 * in round r − 1, so a round's transfers and computations are independent activities in [0, T]).
 *
 * @param roundTime     T, the round time the schedule claims
 * @param y             extra load per processor (masters &lt; 0, workers &gt; 0), Σ y_i = 0
 * @param messages      transfers of tasks (and of results, §4.1)
 * @param computations  computation intervals; empty = not given (the checker then verifies that the
 *                      free time suffices)
 * @param roundTimeExact T as an exact rational, or null when the double path was used
 * @param yExact        y as exact rationals (Σ = 0 exactly), or null
 */
public record RoundSchedule(double roundTime, double[] y, List<Message> messages, List<Computation> computations,
                            Rational roundTimeExact, Rational[] yExact) {

    public RoundSchedule {
        messages = List.copyOf(messages);
        computations = List.copyOf(computations);
    }

    /** What a message carries. */
    public enum Kind { TASKS, RESULTS }

    /** One transfer: {@code amount} units of load (or of results) from {@code from} to {@code to} during [start, end]. */
    public record Message(int from, int to, double amount, double start, double end, Kind kind) {}

    /** Processor {@code processor} computes {@code amount} units during [start, end]. */
    public record Computation(int processor, double start, double end, double amount) {}

    public long taskMessages() { return messages.stream().filter(m -> m.kind() == Kind.TASKS).count(); }
}
