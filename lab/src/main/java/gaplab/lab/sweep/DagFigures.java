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

/**
 * Task graphs (seed 002, figs. 7–12): speed-up over ETF, (ETF − X) / ETF, vs granularity (size option
 * {@code granularity}, else {@code ccr} as its inverse proxy), one panel per task count; and the
 * scheduler's CPU time vs the number of tasks.
 */
public final class DagFigures implements FigureRecipe {

    @Override
    public String problem() { return "dag"; }

    /** Task-graph figs. 7–12: speed-up over ETF vs granularity, and CPU time vs tasks. */
    @Override
    public List<Figure> render(List<Export.Located> rows, Map<String, Integer> colors) {
        Map<String, Double> etf = new HashMap<>();
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            if (r.method().equals("etf") && r.verified()) etf.put(FigureRecipes.inst(l), r.checked());
        }
        List<Figure> out = new ArrayList<>();
        String gKey = null;
        for (Export.Located l : rows) {
            if (l.rated().row().size().containsKey("granularity")) { gKey = "granularity"; break; }
            if (l.rated().row().size().containsKey("ccr")) gKey = "ccr";
        }
        if (etf.isEmpty() || gKey == null)
            out.add(new Figure(null, "Task-graph figs. 7–12 (speed-up over ETF vs granularity) skipped: they need 'etf' rows and the other heuristics on the same generated instances with size option 'granularity' or 'ccr'."));
        else {
            Map<String, Map<String, TreeMap<Double, double[]>>> panels = new TreeMap<>(Ratios::natural);
            for (Export.Located l : rows) {
                ResultRow r = l.rated().row();
                Double e = etf.get(FigureRecipes.inst(l));
                double g = Report.num(r.size().get(gKey));
                if (r.isBound() || !r.verified() || r.method().equals("etf") || e == null || !(e > 0) || Double.isNaN(g)) continue;
                String panel = r.size().containsKey("tasks") ? r.size().get("tasks") + " tasks" : "all";
                double[] a = panels.computeIfAbsent(panel, k -> new LinkedHashMap<>()).computeIfAbsent(r.method(), k -> new TreeMap<>()).computeIfAbsent(g, k -> new double[2]);
                a[0] += (e - r.checked()) / e;
                a[1]++;
            }
            String xl = gKey.equals("ccr") ? "CCR (communication / computation; granularity ~ 1 / CCR)" : "granularity g(G)";
            for (var p : panels.entrySet()) {
                List<Plot.Series> s = new ArrayList<>();
                for (var m : p.getValue().entrySet()) s.add(FigureRecipes.mean(m.getKey(), m.getValue()));
                out.add(new Figure(Plot.chart("Makespan gain over ETF, " + p.getKey(), xl, "(ETF − X) / ETF, above 0: shorter", s, false, false, 0.0, colors),
                        "Takagi, Li & Ishii figs. 7–12 style: mean relative improvement over ETF per method (above 0 = better than ETF), " + p.getKey() + "."));
            }
        }
        Map<String, TreeMap<Double, double[]>> cpu = new LinkedHashMap<>();
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            double n = Report.num(r.size().get("tasks"));
            if (r.isBound() || Double.isNaN(n)) continue;
            double[] a = cpu.computeIfAbsent(r.method(), k -> new TreeMap<>()).computeIfAbsent(n, k -> new double[2]);
            a[0] += Math.max(0.001, r.millis());
            a[1]++;
        }
        if (!cpu.isEmpty()) {
            List<Plot.Series> s = new ArrayList<>();
            for (var m : cpu.entrySet()) s.add(FigureRecipes.mean(m.getKey(), m.getValue()));
            out.add(new Figure(Plot.chart("Scheduler CPU time vs tasks", "tasks", "mean ms (log scale)", s, false, true, Double.NaN, colors),
                    "Mean wall-clock time per schedule (the papers' CPU-time figure); shared machine, noisy."));
        }
        return out;
    }
}
