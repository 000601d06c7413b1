package gaplab.lab.sweep;

import gaplab.lab.sweep.FigureRecipes.Figure;
import gaplab.plot.Charts;
import gaplab.plot.DotPanels;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Task-graph files swept on several machines (instance option {@code machine}, e.g. the WfInstances traces of
 * {@code examples/sweep-workflows-60.json}): each heuristic's ratio to the proven optimum of its variant, one
 * dot per instance, a panel per machine, a colour per bandwidth (instance option {@code bandwidth}); the
 * heuristics without duplication first, then those with. Only ratios against a proven optimum are drawn
 * (a ratio against a lower bound is no ratio to the optimum); the caption counts what is left out.
 * Rows without a {@code machine} option draw nothing.
 */
public final class WorkflowFigures implements FigureRecipe {

    @Override
    public String problem() { return "dag"; }

    @Override
    public List<Figure> render(List<Export.Located> rows, Map<String, Integer> colors, String provenance) {
        Map<String, Integer> order = new LinkedHashMap<>();
        for (var m : gaplab.catalog.Problems.byName("dag").orElseThrow().methods()) order.put(m.name(), order.size());
        TreeMap<String, List<Export.Located>> panels = new TreeMap<>(Ratios::natural);
        Map<String, Boolean> duplicates = new LinkedHashMap<>();
        TreeSet<String> bandwidths = new TreeSet<>(Ratios::natural), methods = new TreeSet<>(Comparator
                .comparing((String m) -> duplicates.getOrDefault(m, false))
                .thenComparing(m -> order.getOrDefault(m, Integer.MAX_VALUE)).thenComparing(m -> m));
        int skipped = 0;
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            if (!r.size().containsKey("machine") || !"heuristic".equals(r.kind()) || !r.verified()) continue;
            if (!l.rated().reference().kind().equals("optimum") || l.rated().reference().conflict()) { skipped++; continue; }
            panels.computeIfAbsent(r.size().get("machine"), k -> new ArrayList<>()).add(l);
            bandwidths.add(r.size().getOrDefault("bandwidth", "default bandwidth"));
            duplicates.putIfAbsent(r.method(), !Ratios.variant(r).isEmpty());
        }
        if (panels.isEmpty()) return List.of();
        methods.addAll(duplicates.keySet());
        List<String> cats = new ArrayList<>(methods), groups = new ArrayList<>(bandwidths);
        List<DotPanels.Panel> ps = new ArrayList<>();
        for (var p : panels.entrySet()) {
            List<DotPanels.Dot> dots = new ArrayList<>();
            TreeSet<String> insts = new TreeSet<>();
            for (Export.Located l : p.getValue()) {
                ResultRow r = l.rated().row();
                insts.add(FigureRecipes.inst(l));
                dots.add(new DotPanels.Dot(cats.indexOf(r.method()), groups.indexOf(r.size().getOrDefault("bandwidth", "default bandwidth")),
                        l.rated().ratio(), r.method() + " on " + r.instance() + ": " + gaplab.plot.Fmt.num(l.rated().ratio())));
            }
            ps.add(new DotPanels.Panel(p.getKey() + " (" + insts.size() + " instances with a proven optimum)", dots));
        }
        String note = "Heuristics with duplication (+A, +B, dsh) against the optimum with duplication, the others against the optimum without."
                + (skipped > 0 ? " Not drawn: " + skipped + " heuristic rows whose instance has no proven optimum of their variant." : "");
        return List.of(new Figure(Charts.captioned(DotPanels.draw("Ratio to the proven optimum, one dot per instance", "makespan / optimum",
                        cats, groups, ps, 1.0, "optimal (ratio 1)"), List.of(note, provenance)),
                "Each heuristic's makespan over the proven optimum per instance, a panel per machine, a colour and marker per bandwidth, "
                        + "the black bar the mean. " + note));
    }
}
