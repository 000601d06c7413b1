package gaplab.catalog.dag;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import gaplab.plot.Axis;
import gaplab.plot.Fmt;
import gaplab.plot.Gantt;
import gaplab.plot.Palette;
import java.util.ArrayList;
import java.util.List;

/**
 * The Gantt chart of a task-graph schedule (issue 16): one row per processor the schedule uses, copies
 * hatched, every message that crosses processors drawn as an arrow from the sender's end to its
 * arrival, labelled with its delay η·λ, and waiting shown: a processor idle while its next task,
 * already ready (every predecessor finished somewhere), waits for a message. A task instance's data
 * come from the predecessor instance that delivers them first (a local copy sends no message).
 */
final class DagPicture {
    private DagPicture() {}

    static Gantt gantt(DagInstance instance, Schedule s) {
        int P = instance.processors();
        int[] row = new int[P];
        java.util.Arrays.fill(row, -1);
        for (Schedule.Slot x : s.slots()) row[x.processor()] = 0;
        List<String> rows = new ArrayList<>();
        for (int p = 0; p < P; p++) if (row[p] == 0) { row[p] = rows.size(); rows.add("P" + p); }
        String unused = rows.size() < P ? " (" + rows.size() + " of " + P + " processors used)" : "";
        Gantt gt = new Gantt(instance.graph().name() + " on " + instance.machine().spec() + ": makespan " + Fmt.sig(s.makespan(), 4) + unused, rows)
                .kind("task", Palette.tint(Palette.colour(0), 0.55)).kind("copy", Palette.colour(1), true);
        TaskGraph g = instance.graph();
        for (Schedule.Slot x : s.slots()) {
            gt.bar(row[x.processor()], x.start(), x.end(), x.duplicate() ? "copy" : "task", g.id(x.task()));
            int[] pa = g.predArcs(x.task());
            double ready = 0;
            for (int k = 0; k < pa.length; k++) {
                Schedule.Slot from = null;
                double first = Double.POSITIVE_INFINITY, done = Double.POSITIVE_INFINITY;
                for (Schedule.Slot u : s.slots()) {
                    if (u.task() != g.from(pa[k])) continue;
                    done = Math.min(done, u.end());
                    double arrival = u.end() + instance.delay(pa[k], u.processor(), x.processor());
                    if (arrival < first) { first = arrival; from = u; }
                }
                ready = Math.max(ready, done);
                if (from != null && from.processor() != x.processor() && first > from.end())
                    gt.message(row[from.processor()], from.end(), row[x.processor()], first, Axis.label(first - from.end()));
            }
            double free = 0;
            for (Schedule.Slot u : s.slots()) if (u.processor() == x.processor() && u.end() <= x.start() + 1e-9 && u != x) free = Math.max(free, u.end());
            gt.waiting(row[x.processor()], Math.max(free, ready), x.start(), g.id(x.task()) + " waits for data");
        }
        return gt.horizon(s.makespan(), "makespan");
    }
}
