package gaplab.model.dag;

import java.util.Arrays;

/**
 * An instance: task graph, machine and, optionally, a cost matrix — each task's execution time on
 * each processor ({@code times[task][p]}; Topcuoglu, Hariri &amp; Wu 2002, the matrix W of
 * heterogeneous, unrelated processors). Without it a task of time μ runs μ / speed(p) (the seed's
 * homogeneous model, and uniform processors with speeds). With it the machine's speeds are all 1 and
 * μ is the task's mean time (what list schedulers rank by).
 */
public record DagInstance(TaskGraph graph, Machine machine, double[][] times) {

    public DagInstance {
        if (times != null) {
            if (times.length != graph.size()) throw new IllegalArgumentException(times.length + " time vectors for " + graph.size() + " tasks");
            double[][] c = new double[times.length][];
            for (int t = 0; t < times.length; t++) {
                if (times[t].length != machine.size()) throw new IllegalArgumentException("task " + graph.id(t) + ": " + times[t].length + " times for " + machine.size() + " processors");
                for (double v : times[t]) if (!(v >= 0) || Double.isInfinite(v)) throw new IllegalArgumentException("task " + graph.id(t) + ": time " + v);
                c[t] = times[t].clone();
            }
            for (int p = 0; p < machine.size(); p++) if (machine.speed(p) != 1) throw new IllegalArgumentException("a cost matrix and processor speeds");
            times = c;
        }
    }

    /** Identical or uniform processors: times are μ / speed. */
    public DagInstance(TaskGraph graph, Machine machine) { this(graph, machine, null); }

    /**
     * The mirror instance: arcs reversed, λ transposed. Without duplication it has the same optimum,
     * and {@link Schedule#mirrored} maps schedules of one to schedules of the other.
     */
    public DagInstance mirrored() { return new DagInstance(graph.reversed(), machine.transposed(), times); }

    public int tasks() { return graph.size(); }

    public int processors() { return machine.size(); }

    /** Does a cost matrix give each task's time per processor (heterogeneous, unrelated processors)? */
    public boolean hasCostMatrix() { return times != null; }

    /** Execution time of {@code task} on processor {@code p}: W(task, p), else μ / speed(p). */
    public double duration(int task, int p) { return times != null ? times[task][p] : graph.mu(task) / machine.speed(p); }

    /** Communication delay of arc {@code arc} from processor {@code p} to processor {@code q}. */
    public double delay(int arc, int p, int q) { return p == q ? 0.0 : graph.eta(arc) * machine.lambda(p, q); }

    /**
     * A uniform instance whose every schedule-based lower bound holds here too: each task takes its
     * least time on every processor (speeds 1). Any schedule of this instance, its tasks shortened to
     * that least time at the same starts, is a schedule of the relaxation that ends no later; so a lower
     * bound of the relaxation is one of this instance. Without a cost matrix: this instance.
     */
    public DagInstance relaxed() {
        if (times == null) return this;
        double[] least = new double[tasks()];
        for (int t = 0; t < least.length; t++) least[t] = Arrays.stream(times[t]).min().orElse(0);
        return new DagInstance(graph.withTimes(least), machine, null);
    }

    /** The instance on a machine of this instance's first {@code sub.size()} processors (their cost-matrix columns). */
    public DagInstance onFirstProcessors(Machine sub) {
        if (times == null) return new DagInstance(graph, sub, null);
        double[][] w = new double[times.length][];
        for (int t = 0; t < w.length; t++) w[t] = Arrays.copyOf(times[t], sub.size());
        return new DagInstance(graph, sub, w);
    }

    /** Does every processor run every task in the same time (equal speeds, or equal cost-matrix columns)? */
    public boolean identicalTimes() {
        for (int p = 1; p < processors(); p++) if (!sameTimes(p, 0)) return false;
        return true;
    }

    /** Are processors p and q interchangeable as far as execution times go (same speed, or the same cost-matrix column)? */
    public boolean sameTimes(int p, int q) {
        if (times == null) return machine.speed(p) == machine.speed(q);
        for (double[] row : times) if (row[p] != row[q]) return false;
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DagInstance d && graph.equals(d.graph) && machine.equals(d.machine) && Arrays.deepEquals(times, d.times);
    }

    @Override
    public int hashCode() { return 31 * (31 * graph.hashCode() + machine.hashCode()) + Arrays.deepHashCode(times); }

    @Override
    public double[][] times() {
        if (times == null) return null;
        double[][] c = new double[times.length][];
        for (int t = 0; t < c.length; t++) c[t] = times[t].clone();
        return c;
    }
}
