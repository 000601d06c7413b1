package gaplab.lab.sweep;

import gaplab.plot.Drawing;
import gaplab.plot.Plot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Optional recipes that redraw a paper's figures from sweep rows. Each is a {@link FigureRecipe} found by
 * ServiceLoader and names the problem it draws; a recipe whose problem has no rows is skipped silently,
 * one whose fields are missing says in one line what a sweep must record for it.
 */
public final class FigureRecipes {
    private FigureRecipes() {}

    /** A figure with its caption; a null drawing means "skipped" and the caption says why. */
    public record Figure(Drawing drawing, String caption) {}

    public static List<Figure> render(String problem, List<Export.Located> rows) { return render(problem, rows, Map.of()); }

    /** {@code colors}: the colour index of each method, as in the report's other charts. */
    public static List<Figure> render(String problem, List<Export.Located> rows, Map<String, Integer> colors) {
        List<Figure> out = new ArrayList<>();
        for (FigureRecipe r : ServiceLoader.load(FigureRecipe.class))
            if (r.problem().equals(problem)) out.addAll(r.render(rows, colors));
        return out;
    }

    /** The instance a row belongs to, across results folders. */
    static String inst(Export.Located l) { return l.resultsDir() + "\u0000" + l.rated().row().instance(); }

    /** The mean of each x's values as a series. */
    static Plot.Series mean(String name, TreeMap<Double, double[]> m) {
        double[] xs = new double[m.size()], ys = new double[m.size()];
        int i = 0;
        for (var e : m.entrySet()) { xs[i] = e.getKey(); ys[i] = e.getValue()[0] / e.getValue()[1]; i++; }
        return new Plot.Series(name, xs, ys);
    }
}
