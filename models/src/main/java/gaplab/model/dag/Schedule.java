package gaplab.model.dag;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A schedule: task instances (task, processor, start, end). Without duplication every task has
 * exactly one instance; with duplication a task may have copies on several processors, one of them
 * marked as the original ({@code duplicate = false}) and the others as copies.
 */
public record Schedule(List<Slot> slots) {

    /** One task instance. */
    public record Slot(int task, int processor, double start, double end, boolean duplicate) {}

    public Schedule {
        List<Slot> s = new ArrayList<>(slots);
        s.sort(Comparator.comparingInt(Slot::processor).thenComparingDouble(Slot::start).thenComparingInt(Slot::task));
        slots = List.copyOf(s);
    }

    /** The latest end time (0 for an empty schedule). */
    public double makespan() {
        double m = 0;
        for (Slot s : slots) m = Math.max(m, s.end());
        return m;
    }

    /**
     * The schedule run backwards (without duplication): every task keeps its processor and occupies
     * [M − end, M − start], M the makespan. An arc u → v with end(u) + η·λ(P(u),P(v)) ≤ start(v)
     * becomes, in the mirror instance ({@link DagInstance#mirrored}), the arc v → u with
     * end'(v) + η·λ<sup>T</sup>(P(v),P(u)) ≤ start'(u); slots on a processor stay disjoint. So the
     * mirror is valid there with the same makespan, and mirroring twice gives back a schedule that
     * starts at 0.
     */
    public Schedule mirrored() {
        double m = makespan();
        List<Slot> out = new ArrayList<>(slots.size());
        for (Slot s : slots) out.add(new Slot(s.task(), s.processor(), m - s.end(), m - s.start(), s.duplicate()));
        return new Schedule(out);
    }

    public long duplicates() { return slots.stream().filter(Slot::duplicate).count(); }
}
