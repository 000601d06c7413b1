package gaplab.lab.sweep;

import gaplab.lab.sweep.FigureRecipes.Figure;
import gaplab.plot.Plot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/** Grid (seed 001, figs. 2–3): objective / lower bound vs the number of PEs N (size option {@code pes}), fig. 2 for equal PEs ({@code costs=equal}), fig. 3 for unequal ones. */
public final class GridFigures implements FigureRecipe {

    @Override
    public String problem() { return "grid"; }

    /** Grid figs. 2–3: mean objective / best lower bound vs N. */
    @Override
    public List<Figure> render(List<Export.Located> rows, Map<String, Integer> colors) {
        Map<String, Double> bound = new HashMap<>();
        for (Export.Located l : rows) {
            double b = l.rated().row().bound();
            if (Double.isFinite(b) && b > 0) bound.merge(FigureRecipes.inst(l), b, Math::max);
        }
        Function<String, Boolean> wanted = m -> m.startsWith("type1") || m.startsWith("type2") || m.contains("local");
        Map<String, Map<String, TreeMap<Double, double[]>>> panels = new TreeMap<>();
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            double n = Report.num(r.size().get("pes"));
            Double b = bound.get(FigureRecipes.inst(l));
            if (r.isBound() || !r.verified() || !wanted.apply(r.method()) || Double.isNaN(n) || b == null) continue;
            String panel = "equal".equals(r.size().get("costs")) ? "fig. 2: equal PEs" : "fig. 3: unequal PEs";
            double[] a = panels.computeIfAbsent(panel, k -> new LinkedHashMap<>()).computeIfAbsent(r.method(), k -> new TreeMap<>()).computeIfAbsent(n, k -> new double[2]);
            a[0] += r.checked() / b;
            a[1]++;
        }
        if (panels.isEmpty())
            return List.of(new Figure(null, "Grid figs. 2–3 skipped: they need rows of type1 / type2 / local-adjusted methods from a generator sweep with size option 'pes' (N) and lower-bound rows (bounds: all)."));
        List<Figure> out = new ArrayList<>();
        for (var p : panels.entrySet()) {
            List<Plot.Series> s = new ArrayList<>();
            for (var m : p.getValue().entrySet()) s.add(FigureRecipes.mean(m.getKey(), m.getValue()));
            out.add(new Figure(Plot.chart("Grid, " + p.getKey() + " — objective / lower bound", "number of PEs N", "max PE time / lower bound", s, false, false, 1.0, colors),
                    "Yamashita & Ichikawa " + p.getKey().substring(0, 6) + ": mean of (max PE time / continuous lower bound) per method and N; 1 = the bound (coinciding lines hide each other)."));
        }
        return out;
    }
}
