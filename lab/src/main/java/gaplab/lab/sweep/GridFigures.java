package gaplab.lab.sweep;

import gaplab.lab.sweep.FigureRecipes.Figure;
import gaplab.plot.Charts;
import gaplab.plot.Plot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * Grid (seed 001, Yamashita &amp; Ichikawa, figs. 2–3): objective / lower bound vs the number of PEs N (size
 * option {@code pes}), fig. 2 for equal PEs ({@code costs=equal}), fig. 3 for unequal ones; the mean over the
 * instances of each N with min–max whiskers. The paper prints no numbers, only its trend ({@link #TREND}),
 * which goes under each figure with the command and the commit.
 */
public final class GridFigures implements FigureRecipe {

    /** Seed 001, the text on figs. 2 and 3: the paper's three statements (it gives no numbers, sizes or speeds). */
    static final String TREND = "Paper (seed 001, text on figs. 2-3; no numbers given): type2 better than type1; the local adjustment helps; in fig. 2 type2 = type2+local.";

    @Override
    public String problem() { return "grid"; }

    @Override
    public List<Figure> render(List<Export.Located> rows, Map<String, Integer> colors, String provenance) {
        Map<String, Map<String, TreeMap<Double, double[]>>> panels = panels(rows);
        if (panels.isEmpty())
            return List.of(new Figure(null, "Grid figs. 2–3 skipped: they need rows of type1 / type2 / local-adjusted methods from a generator sweep with size option 'pes' (N) and lower-bound rows (bounds: all)."));
        List<Figure> out = new ArrayList<>();
        for (var p : panels.entrySet()) {
            List<Plot.Series> s = new ArrayList<>();
            for (var m : p.getValue().entrySet()) s.add(FigureRecipes.mean(m.getKey(), m.getValue()));
            out.add(new Figure(Charts.captioned(Plot.chart("Grid, " + p.getKey() + " — objective / lower bound", "number of PEs N", "max PE time / lower bound", s, false, false, 1.0, colors),
                    List.of(TREND, "Whiskers: min-max over the instances of each N; 1 = the continuous lower bound.", provenance)),
                    "Yamashita & Ichikawa " + p.getKey().substring(0, 6) + ": mean of (max PE time / continuous lower bound) per method and N with min–max whiskers; 1 = the bound (coinciding lines hide each other)."));
        }
        return out;
    }

    /** Per panel (fig. 2 / fig. 3) and method: accumulators (FigureRecipes.add) of objective / the instance's best lower bound per N. */
    static Map<String, Map<String, TreeMap<Double, double[]>>> panels(List<Export.Located> rows) {
        Map<String, Double> bound = new HashMap<>();
        for (Export.Located l : rows) {
            double b = l.rated().row().bound();
            if (Double.isFinite(b) && b > 0) bound.merge(FigureRecipes.inst(l), b, Math::max);
        }
        Predicate<String> wanted = m -> m.startsWith("type1") || m.startsWith("type2") || m.contains("local");
        Map<String, Map<String, TreeMap<Double, double[]>>> panels = new TreeMap<>();
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            double n = Report.num(r.size().get("pes"));
            Double b = bound.get(FigureRecipes.inst(l));
            if (r.isBound() || !r.verified() || !wanted.test(r.method()) || Double.isNaN(n) || b == null) continue;
            String panel = "equal".equals(r.size().get("costs")) ? "fig. 2: equal PEs" : "fig. 3: unequal PEs";
            FigureRecipes.add(panels.computeIfAbsent(panel, k -> new LinkedHashMap<>()).computeIfAbsent(r.method(), k -> new TreeMap<>()), n, r.checked() / b);
        }
        return panels;
    }
}
