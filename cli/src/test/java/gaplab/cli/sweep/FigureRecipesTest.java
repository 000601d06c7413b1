package gaplab.cli.sweep;

import gaplab.lab.sweep.FigureRecipes;
import gaplab.lab.sweep.Export;
import gaplab.lab.sweep.Ratios;
import gaplab.lab.sweep.ResultRow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The paper-figure recipes work from row fields alone (the grid and dag problems need not be present). */
class FigureRecipesTest {

    private static ResultRow row(String problem, String inst, String method, String kind, Map<String, String> size, double obj, double bound) {
        boolean sol = !Double.isNaN(obj);
        return new ResultRow(problem + inst + method, problem, inst, "", size, 1, method, kind, 1, Map.of(), obj, sol ? "FEASIBLE" : "BOUND", bound, 1.5,
                sol, obj, "", Double.NaN);
    }

    private static List<Export.Located> located(List<ResultRow> rows) {
        return Ratios.rate(rows).stream().map(r -> new Export.Located(r, Path.of("/tmp"))).toList();
    }

    @Test
    void gridFiguresTwoAndThreeFromBoundRows() {
        List<ResultRow> rows = new ArrayList<>();
        SplittableRandom rng = new SplittableRandom(3);
        for (String costs : List.of("equal", "integer")) for (int n = 2; n <= 8; n += 2) for (int s = 0; s < 3; s++) {
            String inst = costs + n + "-" + s;
            Map<String, String> size = Map.of("pes", Integer.toString(n), "costs", costs);
            double lb = 10 + rng.nextInt(10);
            rows.add(row("grid", inst, "bound:relaxation", "bound", size, Double.NaN, lb));
            rows.add(row("grid", inst, "type1", "heuristic", size, lb * 1.3, Double.NaN));
            rows.add(row("grid", inst, "type2", "heuristic", size, lb * 1.2, Double.NaN));
            rows.add(row("grid", inst, "type2+local", "heuristic", size, lb * 1.1, Double.NaN));
        }
        List<FigureRecipes.Figure> f = FigureRecipes.render("grid", located(rows));
        assertEquals(2, f.size());
        assertTrue(f.get(0).caption().contains("fig. 2") && f.get(1).caption().contains("fig. 3"));
        for (FigureRecipes.Figure x : f) {
            assertTrue(gaplab.plot.Figures.svg(x.drawing()).startsWith("<svg"));
            for (String m : List.of("type1", "type2", "type2+local")) assertTrue(gaplab.plot.Figures.svg(x.drawing()).contains(">" + m + "<"), m);
        }
    }

    @Test
    void dagSpeedUpOverEtfAndCpuTime() {
        List<ResultRow> rows = new ArrayList<>();
        for (String ccr : List.of("0.5", "1", "5")) for (int s = 0; s < 2; s++) {
            Map<String, String> size = Map.of("tasks", "50", "ccr", ccr);
            rows.add(row("dag", ccr + "-" + s, "etf", "heuristic", size, 100, Double.NaN));
            rows.add(row("dag", ccr + "-" + s, "dl", "heuristic", size, 90, Double.NaN));
        }
        List<FigureRecipes.Figure> f = FigureRecipes.render("dag", located(rows));
        assertEquals(2, f.size());
        assertTrue(gaplab.plot.Figures.svg(f.get(0).drawing()).contains(">dl<") && f.get(0).caption().contains("50 tasks"));
        assertTrue(f.get(1).caption().contains("time"));
    }

    @Test
    void missingFieldsAreSkippedWithANoteAndOtherProblemsHaveNoRecipe() {
        List<ResultRow> rows = List.of(row("grid", "a", "type1", "heuristic", Map.of(), 5, Double.NaN));
        List<FigureRecipes.Figure> f = FigureRecipes.render("grid", located(rows));
        assertEquals(1, f.size());
        assertTrue(f.get(0).drawing() == null && f.get(0).caption().contains("skipped"));
        assertTrue(FigureRecipes.render("unrelated", located(rows)).isEmpty());
        assertFalse(FigureRecipes.render("dag", located(List.of(row("dag", "a", "dl", "heuristic", Map.of(), 5, Double.NaN)))).get(0).caption().isEmpty());
    }
}
