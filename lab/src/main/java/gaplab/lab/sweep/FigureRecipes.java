package gaplab.lab.sweep;

import gaplab.plot.Drawing;
import gaplab.plot.Plot;
import java.nio.file.Path;
import java.util.List;
import java.util.ArrayList;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Optional recipes that redraw a paper's figures from sweep rows. Each is a {@link FigureRecipe} found by
 * ServiceLoader and names the problem it draws; a recipe whose problem has no rows is skipped silently,
 * one whose fields are missing says in one line what a sweep must record for it.
 */
public final class FigureRecipes {
    private FigureRecipes() {}

    /** A figure with its caption; a null drawing means "skipped" and the caption says why. */
    public record Figure(Drawing drawing, String caption) {}

    public static List<Figure> render(String problem, List<Export.Located> rows) {
        return render(problem, rows, Map.of(), provenance(rows, Map.of()));
    }

    /** {@code colors}: the colour index of each method, as in the report's other charts; {@code provenance}: see {@link FigureRecipe}. */
    public static List<Figure> render(String problem, List<Export.Located> rows, Map<String, Integer> colors, String provenance) {
        List<Figure> out = new ArrayList<>();
        for (FigureRecipe r : ServiceLoader.load(FigureRecipe.class))
            if (r.problem().equals(problem)) out.addAll(r.render(rows, colors, provenance));
        return out;
    }

    /**
     * "made by: ./gaplab sweep CONFIG · gaplab commit C": the sweep command of each results folder the rows
     * come from ({@code commands}, from its sweep.json; "gaplab sweep" when unknown) and the commits in the rows.
     */
    public static String provenance(List<Export.Located> rows, Map<Path, String> commands) {
        TreeSet<String> cmds = new TreeSet<>(), commits = new TreeSet<>();
        for (Export.Located l : rows) {
            String c = commands.getOrDefault(l.resultsDir(), "");
            cmds.add(c.isEmpty() ? "gaplab sweep" : c);
            commits.add(l.rated().row().commit());
        }
        return "made by: " + String.join("; ", cmds) + "  ·  gaplab commit " + String.join(", ", commits);
    }

    /** The instance a row belongs to, across results folders. */
    static String inst(Export.Located l) { return l.resultsDir() + "\u0000" + l.rated().row().instance(); }

    /** Adds v to x's accumulator {sum, count, min, max}. */
    static void add(TreeMap<Double, double[]> m, double x, double v) {
        double[] a = m.computeIfAbsent(x, k -> new double[]{0, 0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY});
        a[0] += v; a[1]++; a[2] = Math.min(a[2], v); a[3] = Math.max(a[3], v);
    }

    /** The mean of each x's values as a series, with min–max whiskers (accumulators of {@link #add}). */
    static Plot.Series mean(String name, TreeMap<Double, double[]> m) {
        double[] xs = new double[m.size()], ys = new double[m.size()], lo = new double[m.size()], hi = new double[m.size()];
        int i = 0;
        for (var e : m.entrySet()) {
            double[] a = e.getValue();
            xs[i] = e.getKey(); ys[i] = a[0] / a[1]; lo[i] = a[2]; hi[i] = a[3];
            i++;
        }
        return new Plot.Series(name, xs, ys, lo, hi);
    }

    /** Bars: {mean, min, max}[group][series] from accumulators per series and group key; NaN where a series has no value. */
    static double[][][] bars(List<Double> groups, List<String> series, Map<String, TreeMap<Double, double[]>> acc) {
        double[][][] out = new double[3][groups.size()][series.size()];
        for (int g = 0; g < groups.size(); g++) for (int k = 0; k < series.size(); k++) {
            double[] a = acc.getOrDefault(series.get(k), new TreeMap<>()).get(groups.get(g));
            out[0][g][k] = a == null ? Double.NaN : a[0] / a[1];
            out[1][g][k] = a == null ? Double.NaN : a[2];
            out[2][g][k] = a == null ? Double.NaN : a[3];
        }
        return out;
    }
}
