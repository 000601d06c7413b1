package gaplab.catalog;

import gaplab.model.core.Picture;
import gaplab.plot.Figures;
import gaplab.plot.Gantt;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * The picture of a problem whose solutions are schedules: a {@link Gantt} chart per solution; several
 * solutions (a heuristic and the optimum) stacked on one time axis. The file's extension chooses the format.
 */
public final class GanttPicture<I, S> implements Picture<I, S> {
    private final BiFunction<I, S, Gantt> gantt;

    public GanttPicture(BiFunction<I, S, Gantt> gantt) { this.gantt = gantt; }

    @Override
    public void draw(I instance, S solution, Path file) throws IOException {
        Figures.write(gantt.apply(instance, solution).drawing(), file);
    }

    @Override
    public void draw(I instance, String title, List<String> names, List<S> solutions, Path file) throws IOException {
        List<Gantt> charts = new ArrayList<>();
        for (int k = 0; k < solutions.size(); k++) {
            Gantt g = gantt.apply(instance, solutions.get(k));
            charts.add(g.title(names.get(k) + ": " + measure(g.title())));
        }
        Figures.write(Gantt.stack(title, charts), file);
    }

    /** A chart's title without the instance's own name ("random: makespan 23" → "makespan 23"): the figure's title names the instance. */
    static String measure(String title) {
        int k = title.lastIndexOf(": ");
        return k < 0 ? title : title.substring(k + 2);
    }
}
