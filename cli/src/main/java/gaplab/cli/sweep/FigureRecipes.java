package gaplab.cli.sweep;

import gaplab.plot.Plot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Optional recipes that redraw a paper's figures from sweep rows, keyed on the problem name and the row
 * fields they need. A recipe whose problem has no rows is skipped silently; one whose problem is there
 * but whose fields are missing says in one line what a sweep must record for it.
 *
 * <ul>
 * <li>grid (seed 001, figs. 2–3): objective / lower bound vs the number of PEs N (size option
 *     {@code pes}) for type1, type2 and the local-adjusted variants; fig. 2 for equal PEs
 *     ({@code costs=equal}), fig. 3 for unequal ones. Needs bound rows or methods reporting bounds.</li>
 * <li>dag (seed 002, figs. 7–12): speed-up over ETF, (ETF − X) / ETF, vs granularity (size option
 *     {@code granularity}, else {@code ccr} as its inverse proxy), one panel per task count; and the
 *     scheduler's CPU time vs the number of tasks.</li>
 * </ul>
 */
public final class FigureRecipes {
    private FigureRecipes() {}

    /** A figure (inline SVG) with its caption; an empty svg means "skipped" and the caption says why. */
    public record Figure(String svg, String caption) {}

    public static List<Figure> render(String problem, List<Export.Located> rows) { return render(problem, rows, Map.of()); }

    /** {@code colors}: the colour index of each method, as in the report's other charts. */
    public static List<Figure> render(String problem, List<Export.Located> rows, Map<String, Integer> colors) {
        return switch (problem) {
            case "grid" -> grid(rows, colors);
            case "dag" -> dag(rows, colors);
            default -> List.of();
        };
    }

    private static String inst(Export.Located l) { return l.resultsDir() + "\u0000" + l.rated().row().instance(); }

    /** Grid figs. 2–3: mean objective / best lower bound vs N. */
    static List<Figure> grid(List<Export.Located> rows, Map<String, Integer> colors) {
        Map<String, Double> bound = new HashMap<>();
        for (Export.Located l : rows) {
            double b = l.rated().row().bound();
            if (Double.isFinite(b) && b > 0) bound.merge(inst(l), b, Math::max);
        }
        Function<String, Boolean> wanted = m -> m.startsWith("type1") || m.startsWith("type2") || m.contains("local");
        Map<String, Map<String, TreeMap<Double, double[]>>> panels = new TreeMap<>();
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            double n = Report.num(r.size().get("pes"));
            Double b = bound.get(inst(l));
            if (r.isBound() || !r.verified() || !wanted.apply(r.method()) || Double.isNaN(n) || b == null) continue;
            String panel = "equal".equals(r.size().get("costs")) ? "fig. 2: equal PEs" : "fig. 3: unequal PEs";
            double[] a = panels.computeIfAbsent(panel, k -> new LinkedHashMap<>()).computeIfAbsent(r.method(), k -> new TreeMap<>()).computeIfAbsent(n, k -> new double[2]);
            a[0] += r.checked() / b;
            a[1]++;
        }
        if (panels.isEmpty())
            return List.of(new Figure("", "Grid figs. 2–3 skipped: they need rows of type1 / type2 / local-adjusted methods from a generator sweep with size option 'pes' (N) and lower-bound rows (bounds: all)."));
        List<Figure> out = new ArrayList<>();
        for (var p : panels.entrySet()) {
            List<Plot.Series> s = new ArrayList<>();
            for (var m : p.getValue().entrySet()) s.add(mean(m.getKey(), m.getValue()));
            out.add(new Figure(Plot.chart("Grid, " + p.getKey() + " — objective / lower bound", "number of PEs N", "max PE time / lower bound", s, false, false, 1.0, colors),
                    "Yamashita & Ichikawa " + p.getKey().substring(0, 6) + ": mean of (max PE time / continuous lower bound) per method and N; 1 = the bound (coinciding lines hide each other)."));
        }
        return out;
    }

    /** Task-graph figs. 7–12: speed-up over ETF vs granularity, and CPU time vs tasks. */
    static List<Figure> dag(List<Export.Located> rows, Map<String, Integer> colors) {
        Map<String, Double> etf = new HashMap<>();
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            if (r.method().equals("etf") && r.verified()) etf.put(inst(l), r.checked());
        }
        List<Figure> out = new ArrayList<>();
        String gKey = null;
        for (Export.Located l : rows) {
            if (l.rated().row().size().containsKey("granularity")) { gKey = "granularity"; break; }
            if (l.rated().row().size().containsKey("ccr")) gKey = "ccr";
        }
        if (etf.isEmpty() || gKey == null)
            out.add(new Figure("", "Task-graph figs. 7–12 (speed-up over ETF vs granularity) skipped: they need 'etf' rows and the other heuristics on the same generated instances with size option 'granularity' or 'ccr'."));
        else {
            Map<String, Map<String, TreeMap<Double, double[]>>> panels = new TreeMap<>(Ratios::natural);
            for (Export.Located l : rows) {
                ResultRow r = l.rated().row();
                Double e = etf.get(inst(l));
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
                for (var m : p.getValue().entrySet()) s.add(mean(m.getKey(), m.getValue()));
                out.add(new Figure(Plot.chart("Speed-up over ETF, " + p.getKey(), xl, "(ETF − X) / ETF", s, false, false, 0.0, colors),
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
            for (var m : cpu.entrySet()) s.add(mean(m.getKey(), m.getValue()));
            out.add(new Figure(Plot.chart("Scheduler CPU time vs tasks", "tasks", "mean ms (log scale)", s, false, true, Double.NaN, colors),
                    "Mean wall-clock time per schedule (the papers' CPU-time figure); shared machine, noisy."));
        }
        return out;
    }

    private static Plot.Series mean(String name, TreeMap<Double, double[]> m) {
        double[] xs = new double[m.size()], ys = new double[m.size()];
        int i = 0;
        for (var e : m.entrySet()) { xs[i] = e.getKey(); ys[i] = e.getValue()[0] / e.getValue()[1]; i++; }
        return new Plot.Series(name, xs, ys);
    }
}
