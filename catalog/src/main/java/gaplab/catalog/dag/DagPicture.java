package gaplab.catalog.dag;

import gaplab.model.core.Picture;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.plot.Gantt;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The Gantt chart of a task-graph schedule: one row per processor, copies marked. */
final class DagPicture implements Picture<DagInstance, Schedule> {

    @Override
    public void draw(DagInstance instance, Schedule s, Path svg) throws IOException {
        List<String> rows = new ArrayList<>();
        for (int p = 0; p < instance.processors(); p++) rows.add("P" + p);
        Gantt gt = new Gantt(instance.graph().name() + " on " + instance.machine().spec() + ": makespan " + Machine.num(s.makespan()), rows)
                .kind("task", "#7fb3e6").kind("copy", "#f2b36b");
        for (Schedule.Slot x : s.slots())
            gt.bar(x.processor(), x.start(), x.end(), x.duplicate() ? "copy" : "task", instance.graph().id(x.task()));
        gt.horizon(s.makespan());
        gt.write(svg);
    }
}
