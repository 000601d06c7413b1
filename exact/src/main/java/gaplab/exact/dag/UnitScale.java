package gaplab.exact.dag;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import java.util.ArrayList;
import java.util.List;

/**
 * A method's own unit of time when the data have no integer unit ({@link IntegerUnit}; e.g. a speed of 3):
 * the searches and list schedulers compare times with a slack of 1e-9, which in a unit where a time can be
 * smaller than that slack would merge different times. So they work on the instance times 2^k, the least
 * k ≥ 0 that makes the smallest positive duration and delay at least 1 — a power of two, so every number is
 * scaled exactly — and the schedule and the bound are mapped back exactly (issue 34).
 */
public final class UnitScale {
    private UnitScale() {}

    /** The exponent k ≥ 0 of the search's unit (0 when the smallest positive time is already at least 1). */
    public static int exponent(DagInstance in) {
        double least = Double.POSITIVE_INFINITY;
        int n = in.tasks(), P = in.processors();
        for (int t = 0; t < n; t++) for (int p = 0; p < P; p++) { double d = in.duration(t, p); if (d > 0) least = Math.min(least, d); }
        for (int a = 0; a < in.graph().arcCount(); a++)
            for (int p = 0; p < P; p++) for (int q = 0; q < P; q++) { double c = in.delay(a, p, q); if (c > 0) least = Math.min(least, c); }
        if (!(least < 1)) return 0;
        return -Math.getExponent(least);
    }

    /** The instance with every time × 2^k. */
    public static DagInstance scale(DagInstance in, int k) {
        if (k == 0) return in;
        double f = Math.scalb(1.0, k);
        double[][] w = null;
        if (in.hasCostMatrix()) {
            w = in.times();
            for (double[] row : w) for (int p = 0; p < row.length; p++) row[p] *= f;
        }
        return new DagInstance(in.graph().scaled(f), in.machine(), w);
    }

    /** A schedule of the scaled instance, in the instance's own unit (× 2^-k, exact). */
    public static Schedule unscale(Schedule s, int k) {
        if (k == 0 || s == null) return s;
        List<Schedule.Slot> l = new ArrayList<>();
        for (Schedule.Slot x : s.slots()) l.add(new Schedule.Slot(x.task(), x.processor(), Math.scalb(x.start(), -k), Math.scalb(x.end(), -k), x.duplicate()));
        return new Schedule(l);
    }
}
