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

/**
 * Scatter, compute, gather (seed 003, Shibusawa): the total time of the unidirectional ({@code uni}) and
 * bidirectional ({@code bi}) operations and of {@code waterfill}, each over the LP optimum of the sizes,
 * vs p (size option {@code processors}); one figure per speed spread (size option {@code hetero}), the mean
 * over the instances with min–max whiskers. The paper gives no numbers; its Theorem 1 (with equal sizes and
 * t_send = t_recv the unidirectional operation is always faster) is checked on the rows of equal speeds
 * ({@code hetero=1}: D is then split equally) and the count goes under the figure with the command and commit.
 */
public final class CollectiveFigures implements FigureRecipe {

    /** Seed 003 Theorem 1 (定理 1), and its §5 conclusion for unequal sizes. */
    static final String THEOREM_1 = "Paper (seed 003, Theorem 1): equal sizes, t_send = t_recv: the unidirectional operation is always faster";
    static final String CONCLUSION = "Paper (seed 003, §5): the unidirectional operation has smaller differences in waiting time, so the sizes can differ less (no numbers given)";

    @Override
    public String problem() { return "collective"; }

    @Override
    public List<Figure> render(List<Export.Located> rows, Map<String, Integer> colors, String provenance) {
        Map<String, Map<String, TreeMap<Double, double[]>>> panels = new TreeMap<>(Ratios::natural);
        Map<String, double[]> uniBi = new HashMap<>(); // equal-speed instance -> {uni, bi}
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            double p = Report.num(r.size().get("processors"));
            String hetero = r.size().get("hetero");
            if (r.isBound() || !r.verified() || Double.isNaN(p) || hetero == null || !List.of("uni", "bi", "waterfill").contains(r.method())) continue;
            if (Double.isFinite(l.rated().ratio()))
                FigureRecipes.add(panels.computeIfAbsent(hetero, k -> new LinkedHashMap<>()).computeIfAbsent(r.method(), k -> new TreeMap<>()), p, l.rated().ratio());
            if (Report.num(hetero) == 1 && !r.method().equals("waterfill"))
                uniBi.computeIfAbsent(FigureRecipes.inst(l), k -> new double[]{Double.NaN, Double.NaN})[r.method().equals("uni") ? 0 : 1] = r.checked();
        }
        if (panels.isEmpty())
            return List.of(new Figure(null, "Scatter/gather figure (seed 003) skipped: it needs uni, bi or waterfill rows rated against the optimum ('optimize') from a generator sweep with size options 'processors' and 'hetero'."));
        int pairs = 0, uniFaster = 0;
        for (double[] t : uniBi.values()) if (Double.isFinite(t[0]) && Double.isFinite(t[1])) { pairs++; if (t[0] <= t[1] + 1e-9 * Math.max(1, t[1])) uniFaster++; }
        List<Figure> out = new ArrayList<>();
        for (var e : panels.entrySet()) {
            boolean equal = Report.num(e.getKey()) == 1;
            List<Plot.Series> s = new ArrayList<>();
            for (var m : e.getValue().entrySet()) s.add(FigureRecipes.mean(m.getKey(), m.getValue()));
            String title = "Scatter, compute, gather: total time / optimum, " + (equal ? "equal speeds (Theorem 1's setting)" : "time per unit in [1, " + e.getKey() + "]");
            String paper = equal ? THEOREM_1 + "; here uni <= bi on " + uniFaster + " of " + pairs + " instances." : CONCLUSION + ".";
            out.add(new Figure(Charts.captioned(Plot.chart(title, "processors p", "total time / LP optimum of the sizes", s, false, false, 1.0, colors),
                    List.of(paper, "uni, bi: D split in proportion to speed (the paper's setting); whiskers: min-max over the instances; 1 = the optimum.", provenance)),
                    "Shibusawa (seed 003): mean total time over the optimal sizes per method and p, min–max whiskers; " + (equal ? "Theorem 1: uni ≤ bi on " + uniFaster + " of " + pairs + " instances." : "unequal speeds.")));
        }
        return out;
    }
}
