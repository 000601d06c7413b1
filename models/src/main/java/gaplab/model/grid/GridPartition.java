package gaplab.model.grid;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A solution: the rectangles, at most one per PE (exactly one unless the instance allows idle PEs),
 * listed by PE number. Feasibility (exact cover of the grid) is the checker's business.
 */
public record GridPartition(List<Rect> rectangles) {
    public GridPartition {
        List<Rect> l = new ArrayList<>(rectangles);
        l.sort(Comparator.comparingInt(Rect::pe).thenComparingInt(Rect::y).thenComparingInt(Rect::x));
        rectangles = List.copyOf(l);
    }

    /** PE k's rectangle, or null when k is idle. */
    public Rect of(int pe) {
        for (Rect r : rectangles) if (r.pe() == pe) return r;
        return null;
    }
}
