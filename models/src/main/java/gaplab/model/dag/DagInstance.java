package gaplab.model.dag;

/**
 * One scheduling instance: a task graph on a machine. Task T on processor P runs μ(T)/speed(P); the
 * arc (T<sub>i</sub>, T<sub>j</sub>) delays T<sub>j</sub> by η(T<sub>i</sub>,T<sub>j</sub>)·λ(P(T<sub>i</sub>),P(T<sub>j</sub>))
 * when the processors differ and by 0 otherwise (seed §2.2; SPEC §3 fixes the paper's mt typo).
 */
public record DagInstance(TaskGraph graph, Machine machine) {

    /**
     * The mirror instance: arcs reversed, λ transposed. Without duplication it has the same optimum,
     * and {@link Schedule#mirrored} maps schedules of one to schedules of the other.
     */
    public DagInstance mirrored() { return new DagInstance(graph.reversed(), machine.transposed()); }

    public int tasks() { return graph.size(); }

    public int processors() { return machine.size(); }

    /** Execution time of {@code task} on processor {@code p}. */
    public double duration(int task, int p) { return graph.mu(task) / machine.speed(p); }

    /** Communication delay of arc {@code arc} from processor {@code p} to processor {@code q}. */
    public double delay(int arc, int p, int q) { return p == q ? 0.0 : graph.eta(arc) * machine.lambda(p, q); }
}
