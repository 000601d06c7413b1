package gaplab.lab.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.plot.Figures;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The paper-figure recipes: whiskers are the rows' min and max, overlays are the papers' values, captions name the command. */
class PaperFiguresTest {

    static final String CMD = "./gaplab sweep examples/x.json";

    static ResultRow row(String problem, String inst, String file, String method, String kind, Map<String, String> size, double obj, double bound) {
        boolean sol = !Double.isNaN(obj);
        return new ResultRow(problem + inst + method, problem, inst, file, size, 1, method, kind, 1, Map.of(), obj, sol ? "FEASIBLE" : "BOUND", bound, 1.5,
                sol, obj, "", Double.NaN, "abc1234");
    }

    static List<Export.Located> located(List<ResultRow> rows, Path dir) {
        return Ratios.rate(rows).stream().map(r -> new Export.Located(r, dir)).toList();
    }

    static String provenance(List<Export.Located> rows, Path dir) { return FigureRecipes.provenance(rows, Map.of(dir, CMD)); }

    @Test
    void gridWhiskersAreTheMinAndMaxOfTheRowsAndTheCaptionNamesTheCommand() {
        List<ResultRow> rows = new ArrayList<>();
        SplittableRandom rng = new SplittableRandom(5);
        double[] min = {Double.MAX_VALUE}, max = {0}, sum = {0};
        for (int s = 0; s < 4; s++) {
            Map<String, String> size = Map.of("pes", "4", "costs", "integer");
            double lb = 10 + rng.nextInt(10), obj = lb * (1 + rng.nextInt(50) / 100.0);
            rows.add(row("grid", "i" + s, "", "bound:relaxation", "bound", size, Double.NaN, lb));
            rows.add(row("grid", "i" + s, "", "type2", "heuristic", size, obj, Double.NaN));
            min[0] = Math.min(min[0], obj / lb); max[0] = Math.max(max[0], obj / lb); sum[0] += obj / lb;
        }
        Path dir = Path.of("/tmp");
        List<Export.Located> l = located(rows, dir);
        double[] a = GridFigures.panels(l).get("fig. 3: unequal PEs").get("type2").get(4.0);
        assertEquals(sum[0] / 4, a[0] / a[1], 1e-12);
        assertEquals(min[0], a[2], 1e-12);
        assertEquals(max[0], a[3], 1e-12);
        var f = new GridFigures().render(l, Map.of(), provenance(l, dir));
        String svg = Figures.svg(f.get(0).drawing());
        assertTrue(svg.contains(CMD) && svg.contains("abc1234") && svg.contains("type2 better than type1"), svg);
    }

    @Test
    void dagPaperGraphsGiveFigs7To9AndTheDuplicationGainWithThePapersPercentages() {
        List<ResultRow> rows = new ArrayList<>();
        SplittableRandom rng = new SplittableRandom(7);
        double[] lo = {Double.MAX_VALUE}, hi = {-Double.MAX_VALUE};
        for (String grain : List.of("fine", "coarse")) for (int s = 0; s < 3; s++) {
            Map<String, String> size = Map.of("tasks", "50", "grain", grain, "processors", "8", "topology", "hypercube");
            for (String m : DagFigures.PAPER_METHODS) {
                double v = 100 + rng.nextInt(20);
                rows.add(row("dag", grain + s, "", m, "heuristic", size, v, Double.NaN));
            }
        }
        Path dir = Path.of("/tmp");
        List<Export.Located> l = located(rows, dir);
        var figs = new DagFigures().render(l, Map.of(), provenance(l, dir));
        // fig. 7 (fine), fig. 9 (coarse), the gain figure, the time figure
        assertEquals(4, figs.size());
        assertTrue(figs.get(0).drawing().title().startsWith("Fig. 7") && figs.get(1).drawing().title().startsWith("Fig. 9"));
        for (var f : figs) assertTrue(Figures.svg(f.drawing()).contains(CMD), f.caption());
        // the gain data: whiskers are the min and max over the graphs, the overlay the paper's §4.1 values
        double[][][] mk = new double[2][3][9];
        for (ResultRow r : rows) mk[r.size().get("grain").equals("fine") ? 0 : 1][r.instance().charAt(r.instance().length() - 1) - '0'][DagFigures.PAPER_METHODS.indexOf(r.method())] = r.checked();
        double[][][] g = DuplicationPaper.gains(List.of("fine", "coarse"), mk);
        for (int b = 0; b < 3; b++) for (int d = 0; d < 2; d++) {
            double mn = Double.MAX_VALUE, mx = -Double.MAX_VALUE;
            for (double[] graph : mk[1]) { double v = 100 * (graph[3 * b] - graph[3 * b + 1 + d]) / graph[3 * b]; mn = Math.min(mn, v); mx = Math.max(mx, v); }
            assertEquals(mn, g[1][3 + b][d], 1e-12);
            assertEquals(mx, g[2][3 + b][d], 1e-12);
        }
        assertEquals(2, g[3][0][0]);              // fine ETF+A: "about 2 %"
        assertEquals(7, g[3][3 + 2][0]);          // coarse MH+A: 7 %
        assertEquals(8, g[3][3 + 2][1]);          // coarse MH+B: 1 % more than A
        assertTrue(Double.isNaN(g[3][3 + 1][1])); // coarse DL+B: not stated
    }

    @Test
    void collectiveCountsTheorem1OnTheEqualSpeedRows() {
        List<ResultRow> rows = new ArrayList<>();
        for (int s = 0; s < 3; s++) for (String h : List.of("1", "4")) {
            Map<String, String> size = Map.of("processors", "4", "hetero", h);
            rows.add(new ResultRow("o" + s + h, "collective", "c" + s + h, "", size, s, "optimize", "exact", 1, Map.of(), 10, "OPTIMAL", 10, 1, true, 10, "", Double.NaN, "abc1234"));
            rows.add(row("collective", "c" + s + h, "", "uni", "heuristic", size, 11, Double.NaN));
            rows.add(row("collective", "c" + s + h, "", "bi", "heuristic", size, s == 2 ? 10.5 : 12, Double.NaN)); // s = 2: bi faster
        }
        Path dir = Path.of("/tmp");
        List<Export.Located> l = located(rows, dir);
        var f = new CollectiveFigures().render(l, Map.of(), provenance(l, dir));
        assertEquals(2, f.size());
        assertTrue(f.get(0).caption().contains("uni ≤ bi on 2 of 3 instances"), f.get(0).caption());
        String svg = Figures.svg(f.get(0).drawing());
        assertTrue(svg.contains("Theorem 1") && svg.contains(CMD), svg);
    }

    @Test
    void metricExamplesComputeThePapersValuesOnTheFixtures(@TempDir Path dir) throws IOException {
        List<ResultRow> rows = new ArrayList<>();
        Map<String, Double> optima = Map.of("paper-fig2", 1.0, "paper-fig3", 2.0, "paper-fig4", 3.0);
        for (var e : optima.entrySet()) {
            try (InputStream in = getClass().getResourceAsStream("/gaplab/fixtures/unrelated/" + e.getKey() + ".json")) {
                Files.copy(in, dir.resolve(e.getKey() + ".json"));
            }
            rows.add(new ResultRow("j" + e.getKey(), "unrelated", e.getKey(), e.getKey() + ".json", Map.of(), -1, "choco", "exact", 10, Map.of(),
                    e.getValue(), "OPTIMAL", e.getValue(), 1, true, e.getValue(), "", Double.NaN, "abc1234"));
        }
        MetricExamples.Table t = MetricExamples.table(located(rows, dir));
        assertEquals(List.of("choco"), t.series());
        Map<String, Double> want = new TreeMap<>(Map.of("fig2: S_max", 4.0, "fig2: S^id_totmax", 2.0, "fig2: S^id_locref", 4.0, "fig3: E_locref", 0.8,
                "fig4: t^id", 2.0, "fig4: E_id", 2.0 / 3, "fig4: ratio", 1.0));
        assertEquals(want.keySet(), new java.util.TreeSet<>(t.groups()));
        for (int g = 0; g < t.groups().size(); g++) {
            double w = want.get(t.groups().get(g));
            assertEquals(w, t.values()[g][0], 1e-9, t.groups().get(g));
            assertEquals(w, t.paper()[g][0], 1e-9, t.groups().get(g) + ": the paper's value");
        }
    }

    @Test
    void theExampleConfigsParse() throws Exception {
        for (String n : List.of("dag", "grid", "collective", "unrelated")) for (String suffix : List.of("", "-small")) {
            Path f = Path.of("../examples/sweep-" + n + "-paper" + suffix + ".json");
            if (suffix.isEmpty() || Files.exists(f)) assertEquals(n, SweepConfig.read(f).problem(), f.toString());
        }
    }
}
