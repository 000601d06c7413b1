package gaplab.model.collective;

import java.util.List;

/**
 * A scatter–compute–gather schedule (the solution): the ordering, the data sizes d_j and, per
 * processor, its activities in time order (sends, receives, waits, computation).
 *
 * @param order    unidirectional or bidirectional gather (see {@link Order})
 * @param sizes    d_j, the data given to P_j (Σ d_j = D)
 * @param timeline timeline.get(j) = the activities of P_j sorted by start time
 */
public record CollectiveSchedule(Order order, double[] sizes, List<List<Activity>> timeline) {

    public CollectiveSchedule {
        sizes = sizes.clone();
        timeline = timeline.stream().map(List::copyOf).toList();
    }

    @Override
    public double[] sizes() { return sizes.clone(); }

    public int processors() { return sizes.length; }

    /** The latest end of any activity: the total scatter–compute–gather time (as the producer claims it). */
    public double total() {
        double t = 0;
        for (List<Activity> row : timeline) for (Activity a : row) t = Math.max(t, a.end());
        return t;
    }
}
