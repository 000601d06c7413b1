package gaplab.analysis.mmdl;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Interval-intersection matching (seed §3.3, fig. 3): masters' |y_i| and workers' y_j are laid end to
 * end on two lines in a chosen order; master i sends to worker j the length of the overlap of their
 * intervals, y_ij = max{0, min{M_{i+1}, W_{j+1}} − max{M_i, W_j}}. At most #masters + #workers − 1
 * ≤ p − 1 messages. The paper expects the |y| orders to need fewer messages per processor than the
 * index order, and descending to be the worst.
 */
public final class IntervalMatching {
    private IntervalMatching() {}

    /** The order in which masters and workers are laid on their lines. */
    public enum Order {
        INDEX, ASC, DESC;

        public static Order parse(String s) {
            return switch (s) {
                case "index" -> INDEX;
                case "asc" -> ASC;
                case "desc" -> DESC;
                default -> throw new IllegalArgumentException("order must be index, asc or desc (got '" + s + "')");
            };
        }
    }

    /** master sends {@code amount} to worker. The list is in interval order (for both sides). */
    public record Transfer(int master, int worker, double amount) {}

    public static List<Transfer> match(double[] y, Order order) {
        int[] masters = IntStream.range(0, y.length).filter(i -> y[i] < 0).toArray();
        int[] workers = IntStream.range(0, y.length).filter(i -> y[i] > 0).toArray();
        masters = sorted(masters, y, order);
        workers = sorted(workers, y, order);
        double sm = 0, sw = 0;
        for (int m : masters) sm -= y[m];
        for (int w : workers) sw += y[w];
        List<Transfer> out = new ArrayList<>();
        if (masters.length == 0 || workers.length == 0) return out;
        double scale = sm / sw; // 1 up to rounding: both lines end at the same point
        double eps = 1e-13 * sm;
        int a = 0, b = 0;
        double cur = 0, pm = -y[masters[0]], pw = y[workers[0]] * scale;
        // walk the merged interval ends; each step ends the current master's or worker's interval
        while (a < masters.length && b < workers.length) {
            double end = Math.min(pm, pw);
            if (end - cur > eps) out.add(new Transfer(masters[a], workers[b], end - cur));
            cur = Math.max(cur, end);
            boolean advA = pm <= cur + eps, advB = pw <= cur + eps;
            if (advA) { a++; if (a < masters.length) pm += -y[masters[a]]; }
            if (advB) { b++; if (b < workers.length) pw += y[workers[b]] * scale; }
        }
        return out;
    }

    private static int[] sorted(int[] idx, double[] y, Order order) {
        Comparator<Integer> c = switch (order) {
            case INDEX -> Comparator.naturalOrder();
            case ASC -> Comparator.<Integer>comparingDouble(i -> Math.abs(y[i])).thenComparing(Comparator.naturalOrder());
            case DESC -> Comparator.<Integer>comparingDouble(i -> -Math.abs(y[i])).thenComparing(Comparator.naturalOrder());
        };
        if (order == Order.INDEX) return idx;
        return IntStream.of(idx).boxed().sorted(c).mapToInt(Integer::intValue).toArray();
    }
}
