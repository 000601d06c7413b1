package gaplab.lab.sweep;

import gaplab.lab.sweep.FigureRecipes.Figure;
import gaplab.plot.Charts;
import gaplab.plot.Plot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Task graphs (seed 002, Takagi, Li &amp; Ishii, §4.1 figs. 7–12). On the paper's own graphs (size option
 * {@code grain} = fine | medium | coarse, e.g. {@code examples/sweep-dag-paper.json}): figs. 7–9, the gain
 * over ETF, (ETF − X) / ETF, per task count with min–max whiskers over the graphs, one figure per grain;
 * the gain of duplication A / B over its own heuristic with the paper's §4.1 percentages as diamonds
 * ({@link DuplicationPaper}). On other generated graphs: the gain over ETF vs granularity ({@code ccr} as
 * its inverse proxy). Always: the scheduler's time vs the number of tasks (figs. 10–12), with whiskers.
 */
public final class DagFigures implements FigureRecipe {

    /** The nine methods of the paper's figures, in {@link DuplicationPaper#gainFigure}'s order. */
    static final List<String> PAPER_METHODS = List.of("etf", "etf+A", "etf+B", "dl", "dl+A", "dl+B", "mh", "mh+A", "mh+B");

    @Override
    public String problem() { return "dag"; }

    @Override
    public List<Figure> render(List<Export.Located> rows, Map<String, Integer> colors, String provenance) {
        Map<String, Double> etf = new HashMap<>();
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            if (r.method().equals("etf") && r.verified()) etf.put(FigureRecipes.inst(l), r.checked());
        }
        List<Figure> out = new ArrayList<>();
        boolean paperGraphs = rows.stream().anyMatch(l -> DuplicationPaper.GRAINS.contains(l.rated().row().size().getOrDefault("grain", "none")));
        if (etf.isEmpty())
            out.add(new Figure(null, "Task-graph figs. 7–12 (gain over ETF) skipped: they need 'etf' rows and the other heuristics on the same generated instances (size option 'grain', or 'granularity' / 'ccr')."));
        else if (paperGraphs) out.addAll(paperFigures(rows, etf, provenance));
        else out.addAll(granularityFigures(rows, etf, colors, provenance));
        Map<String, TreeMap<Double, double[]>> cpu = new LinkedHashMap<>();
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            double n = Report.num(r.size().get("tasks"));
            if (r.isBound() || Double.isNaN(n)) continue;
            FigureRecipes.add(cpu.computeIfAbsent(r.method(), k -> new TreeMap<>()), n, Math.max(0.001, r.millis()));
        }
        if (!cpu.isEmpty()) {
            List<Plot.Series> s = new ArrayList<>();
            for (var m : cpu.entrySet()) s.add(FigureRecipes.mean(m.getKey(), m.getValue()));
            out.add(new Figure(Charts.captioned(Plot.chart("Figs. 10-12: scheduler time vs tasks", "tasks", "ms per schedule (log scale)", s, false, true, Double.NaN, colors),
                    List.of("Paper (seed 002 §4.1, figs. 10-12): duplication hardly increases the scheduler's CPU time. Whiskers: min-max over the graphs.", provenance)),
                    "Takagi, Li & Ishii figs. 10–12: mean wall-clock time per schedule with min–max whiskers (the paper: CPU time; shared machine, noisy)."));
        }
        return out;
    }

    /** Figs. 7–9 per grain (bars per task count) and the duplication gain with the paper's values. */
    private static List<Figure> paperFigures(List<Export.Located> rows, Map<String, Double> etf, String provenance) {
        Map<String, Map<String, TreeMap<Double, double[]>>> byGrain = new LinkedHashMap<>();
        Map<String, Map<String, double[]>> graphs = new LinkedHashMap<>(); // grain -> instance -> makespan per PAPER_METHODS
        Set<String> methods = new LinkedHashSet<>(), machines = new TreeSet<>();
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            String grain = r.size().getOrDefault("grain", "none");
            Double e = etf.get(FigureRecipes.inst(l));
            double n = Report.num(r.size().get("tasks"));
            if (!DuplicationPaper.GRAINS.contains(grain) || r.isBound() || !r.verified() || e == null || !(e > 0) || Double.isNaN(n)) continue;
            methods.add(r.method());
            machines.add(r.size().getOrDefault("processors", "3") + "-processor " + r.size().getOrDefault("topology", "complete"));
            FigureRecipes.add(byGrain.computeIfAbsent(grain, k -> new LinkedHashMap<>()).computeIfAbsent(r.method(), k -> new TreeMap<>()), n, 100 * (e - r.checked()) / e);
            int k = PAPER_METHODS.indexOf(r.method());
            if (k >= 0) graphs.computeIfAbsent(grain, g -> new LinkedHashMap<>()).computeIfAbsent(FigureRecipes.inst(l), i -> nan(PAPER_METHODS.size()))[k] = r.checked();
        }
        List<Figure> out = new ArrayList<>();
        List<String> series = new ArrayList<>(methods);
        for (String grain : DuplicationPaper.GRAINS) {
            Map<String, TreeMap<Double, double[]>> acc = byGrain.get(grain);
            if (acc == null) continue;
            TreeSet<Double> sizes = new TreeSet<>();
            acc.values().forEach(m -> sizes.addAll(m.keySet()));
            List<Double> groups = new ArrayList<>(sizes);
            double[][][] b = FigureRecipes.bars(groups, series, acc);
            int fig = 7 + DuplicationPaper.GRAINS.indexOf(grain);
            out.add(new Figure(Charts.bars("Fig. " + fig + ": makespan gain over ETF, " + grain + " grain, " + String.join(", ", machines),
                    "(ETF - X) / ETF  [%], above 0: shorter than ETF", groups.stream().map(x -> String.format(Locale.ROOT, "%.0f tasks", x)).toList(),
                    series, b[0], b[1], b[2], null, null, provenance),
                    "Takagi, Li & Ishii fig. " + fig + " (" + grain + " grain): mean gain over ETF per method and task count, whiskers min–max over the graphs."));
        }
        List<String> grains = new ArrayList<>();
        List<double[][]> mk = new ArrayList<>();
        for (String grain : DuplicationPaper.GRAINS) {
            List<double[]> complete = new ArrayList<>();
            for (double[] g : graphs.getOrDefault(grain, Map.of()).values()) if (java.util.Arrays.stream(g).allMatch(Double::isFinite)) complete.add(g);
            if (complete.isEmpty()) continue;
            grains.add(grain);
            mk.add(complete.toArray(double[][]::new));
        }
        if (!grains.isEmpty())
            out.add(new Figure(DuplicationPaper.gainFigure(grains, mk.toArray(double[][][]::new), provenance),
                    "Takagi, Li & Ishii §4.1 (text on figs. 7–9): gain of duplication A and B over its own heuristic, mean with min–max whiskers over the graphs of each grain; diamonds: the paper's \"about\" percentages."));
        else out.add(new Figure(null, "The duplication-gain figure (seed 002 §4.1) skipped: it needs all of " + String.join(", ", PAPER_METHODS) + " on the same graphs."));
        return out;
    }

    private static double[] nan(int n) {
        double[] a = new double[n];
        java.util.Arrays.fill(a, Double.NaN);
        return a;
    }

    /** Gain over ETF vs granularity (size option {@code granularity}, else {@code ccr}), one panel per task count. */
    private static List<Figure> granularityFigures(List<Export.Located> rows, Map<String, Double> etf, Map<String, Integer> colors, String provenance) {
        String gKey = null;
        for (Export.Located l : rows) {
            if (l.rated().row().size().containsKey("granularity")) { gKey = "granularity"; break; }
            if (l.rated().row().size().containsKey("ccr")) gKey = "ccr";
        }
        if (gKey == null)
            return List.of(new Figure(null, "Task-graph figs. 7–9 (gain over ETF vs granularity) skipped: they need generated instances with size option 'grain', 'granularity' or 'ccr'."));
        Map<String, Map<String, TreeMap<Double, double[]>>> panels = new TreeMap<>(Ratios::natural);
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            Double e = etf.get(FigureRecipes.inst(l));
            double g = Report.num(r.size().get(gKey));
            if (r.isBound() || !r.verified() || r.method().equals("etf") || e == null || !(e > 0) || Double.isNaN(g)) continue;
            String panel = r.size().containsKey("tasks") ? r.size().get("tasks") + " tasks" : "all";
            FigureRecipes.add(panels.computeIfAbsent(panel, k -> new LinkedHashMap<>()).computeIfAbsent(r.method(), k -> new TreeMap<>()), g, (e - r.checked()) / e);
        }
        String xl = gKey.equals("ccr") ? "CCR (communication / computation; granularity ~ 1 / CCR)" : "granularity g(G)";
        List<Figure> out = new ArrayList<>();
        for (var p : panels.entrySet()) {
            List<Plot.Series> s = new ArrayList<>();
            for (var m : p.getValue().entrySet()) s.add(FigureRecipes.mean(m.getKey(), m.getValue()));
            out.add(new Figure(Charts.captioned(Plot.chart("Makespan gain over ETF, " + p.getKey(), xl, "(ETF − X) / ETF, above 0: shorter", s, false, false, 0.0, colors),
                    List.of("Whiskers: min-max over the instances. For the paper's own graphs and its values overlaid, sweep with size option 'grain' (examples/sweep-dag-paper.json).", provenance)),
                    "Takagi, Li & Ishii figs. 7–12 style: mean relative improvement over ETF per method (above 0 = better than ETF) with min–max whiskers, " + p.getKey() + "."));
        }
        return out;
    }
}
