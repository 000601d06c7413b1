package gaplab.dag;

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

    public long duplicates() { return slots.stream().filter(Slot::duplicate).count(); }
}
