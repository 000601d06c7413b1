package gaplab.analysis.collective;

import gaplab.model.collective.Activity;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.Order;
import java.util.ArrayList;
import java.util.List;
import java.util.ArrayDeque;

/**
 * Discrete-event simulation of binomial-tree scatter from P0, computation, and binomial-tree gather
 * back to P0 under the asynchronous model (seed 003, §2–§4).
 *
 * <p>Rules, precisely:
 * <ul>
 *   <li>Each processor runs its program ({@link BinomialTree#program}) one operation at a time.</li>
 *   <li>A send or a computation starts as soon as the processor has finished its previous operation
 *       (sends are asynchronous: the sender never waits for the receiver; the message is buffered).</li>
 *   <li>A message sent at time s becomes receivable at s + δ (Assumption 1). Its receive starts at
 *       max(s + δ, the time the receiver finishes its previous operation): if the receiver is still
 *       busy (sending, computing, or receiving another message), the message waits in its buffer and
 *       the receive starts the moment the receiver is free. If the receiver is free before s + δ it is
 *       blocked in the receive and the interval is recorded as a <em>wait</em>.</li>
 *   <li>A processor receives its messages in program (step) order, even if a later one is receivable
 *       earlier.</li>
 *   <li>Durations: t_send = σ_s + mτ_s, t_recv = σ_r + mτ_r (eq. (1)), computation w_j·d_j. A message is
 *       sent even when its size is 0 (the tree is fixed).</li>
 *   <li>The total time is the latest end of any activity (with t_send ≤ δ + t_recv it is the end of
 *       P0's last gather receive). Time 0 is when P0 starts its first send.</li>
 * </ul>
 */
public final class Simulation {
    private Simulation() {}

    /** Simulates with the given sizes d (length p, non-negative). */
    public static CollectiveSchedule run(CollectiveInstance in, Order order, double[] d) {
        List<List<Activity>> timeline = new ArrayList<>();
        for (int j = 0; j < in.processors(); j++) timeline.add(new ArrayList<>());
        simulate(in, order, d, timeline);
        return new CollectiveSchedule(order, d, timeline);
    }

    /** The total time of the schedule for sizes d (the simulation's objective), without building the schedule. */
    public static double total(CollectiveInstance in, Order order, double[] d) {
        return simulate(in, order, d, null);
    }

    /** Runs the simulation, recording the activities into {@code timeline} when it is not null; returns the latest end. */
    private static double simulate(CollectiveInstance in, Order order, double[] d, List<List<Activity>> timeline) {
        int p = in.processors();
        if (d.length != p) throw new IllegalArgumentException("need " + p + " sizes");
        List<List<BinomialTree.Op>> prog = new ArrayList<>();
        for (int j = 0; j < p; j++) prog.add(BinomialTree.program(j, p, order));
        // receivable time of the message into processor j, by phase (each processor receives one
        // scatter message and at most one gather message from each gather child)
        double[] scatterArrival = new double[p];
        double[] gatherArrival = new double[p]; // indexed by the sender (each sender sends one gather message)
        java.util.Arrays.fill(scatterArrival, Double.NaN);
        java.util.Arrays.fill(gatherArrival, Double.NaN);
        double[] free = new double[p];
        int[] pc = new int[p];
        double total = 0;
        // Every start is max(the processor's previous end, the message's arrival): the times follow from the
        // data flow alone, so the operations run in any order their messages allow — a worklist of processors
        // that may continue, O(operations), not a time-ordered event queue (65,536 processors: 1 s → 0.1 s).
        ArrayDeque<Integer> ready = new ArrayDeque<>();
        for (int j = 0; j < p; j++) ready.add(j);
        while (!ready.isEmpty()) {
            int j = ready.poll();
            // run as many operations as have their messages
            while (pc[j] < prog.get(j).size()) {
                BinomialTree.Op op = prog.get(j).get(pc[j]);
                double start = free[j];
                if (op.kind() == Activity.Kind.RECV) {
                    double arrival = op.phase() == Activity.Phase.SCATTER ? scatterArrival[j] : gatherArrival[op.peer()];
                    if (Double.isNaN(arrival)) break; // not sent yet; the send puts this processor back on the list
                    start = Math.max(free[j], arrival);
                    if (start > free[j] && timeline != null) timeline.get(j).add(new Activity(Activity.Kind.WAIT, null, free[j], start, -1, 0));
                }
                double dur = BinomialTree.duration(in, j, op, d);
                double size = BinomialTree.size(in, op, d);
                double end = start + dur;
                if (timeline != null) timeline.get(j).add(new Activity(op.kind(), op.phase(), start, end, op.peer(), size));
                total = Math.max(total, end);
                if (op.kind() == Activity.Kind.SEND) {
                    double arrival = start + in.delta();
                    if (op.phase() == Activity.Phase.SCATTER) scatterArrival[op.peer()] = arrival;
                    else gatherArrival[j] = arrival;
                    ready.add(op.peer());
                }
                free[j] = end;
                pc[j]++;
            }
        }
        for (int j = 0; j < p; j++)
            if (pc[j] != prog.get(j).size()) throw new IllegalStateException("simulation deadlocked at P" + j);
        return total;
    }
}
