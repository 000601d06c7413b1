package gaplab.catalog.dag;

import gaplab.model.core.Picture;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import gaplab.plot.Gantt;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The Gantt chart of a task-graph schedule (issue 16): one row per processor the schedule uses, copies
 * marked, and every message that crosses processors drawn as an arrow from the sender's end to its
 * arrival, labelled with its delay η·λ — so idle gaps on a communication-heavy graph are explained.
 * A task instance's data come from the predecessor instance that delivers them first (a local copy
 * sends no message).
 */
final class DagPicture implements Picture<DagInstance, Schedule> {

    @Override
    public void draw(DagInstance instance, Schedule s, Path svg) throws IOException {
        int P = instance.processors();
        int[] row = new int[P];
        java.util.Arrays.fill(row, -1);
        for (Schedule.Slot x : s.slots()) row[x.processor()] = 0;
        List<String> rows = new ArrayList<>();
        for (int p = 0; p < P; p++) if (row[p] == 0) { row[p] = rows.size(); rows.add("P" + p); }
        String unused = rows.size() < P ? " (" + rows.size() + " of " + P + " processors used)" : "";
        Gantt gt = new Gantt(instance.graph().name() + " on " + instance.machine().spec() + ": makespan " + Machine.num(s.makespan()) + unused, rows)
                .kind("task", "#7fb3e6").kind("copy", "#f2b36b");
        for (Schedule.Slot x : s.slots())
            gt.bar(row[x.processor()], x.start(), x.end(), x.duplicate() ? "copy" : "task", instance.graph().id(x.task()));
        TaskGraph g = instance.graph();
        for (Schedule.Slot x : s.slots()) {
            int[] pa = g.predArcs(x.task());
            for (int k = 0; k < pa.length; k++) {
                Schedule.Slot from = null;
                double first = Double.POSITIVE_INFINITY;
                for (Schedule.Slot u : s.slots()) {
                    if (u.task() != g.from(pa[k])) continue;
                    double arrival = u.end() + instance.delay(pa[k], u.processor(), x.processor());
                    if (arrival < first) { first = arrival; from = u; }
                }
                if (from != null && from.processor() != x.processor() && first > from.end())
                    gt.message(row[from.processor()], from.end(), row[x.processor()], first, gaplab.plot.Axis.label(first - from.end()));
            }
        }
        gt.horizon(s.makespan());
        gt.write(svg);
    }
}
