package gaplab.lab.sweep;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.plot.Drawing;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Lower bound / optimum: only against an optimum, the figure's whiskers are the least and largest quotient per size. */
class BoundQualityTest {

    private static ResultRow exact(String inst, int pes, double opt) {
        return new ResultRow("e" + inst, "grid", inst, "", Map.of("pes", Integer.toString(pes)), 1, "exact", "exact", 60, Map.of(), opt, "OPTIMAL", opt, 5,
                true, opt, "", Double.NaN, "abc1234");
    }

    private static Map<String, List<Ratios.Rated>> byMethod(List<ResultRow> rows) {
        Map<String, List<Ratios.Rated>> by = new LinkedHashMap<>();
        for (Ratios.Rated r : Ratios.rate(rows)) by.computeIfAbsent(r.row().method(), k -> new ArrayList<>()).add(r);
        return by;
    }

    @Test
    void boundOverOptimumPerSizeWithMinMaxWhiskers() {
        List<ResultRow> rows = new ArrayList<>();
        // pes 2: bounds 90/100 and 80/100; pes 4: 45/50; pes 6: no optimum (exact did not finish)
        rows.add(exact("a", 2, 100));
        rows.add(exact("b", 2, 100));
        rows.add(exact("c", 4, 50));
        rows.add(new ResultRow("fc", "grid", "f", "", Map.of("pes", "6"), 1, "exact", "exact", 60, Map.of(), 70, "FEASIBLE", 60, 60_000, true, 70, "", Double.NaN, "abc1234"));
        rows.add(PaperFiguresTest.row("grid", "a", "", "bound:relaxation", "bound", Map.of("pes", "2"), Double.NaN, 90));
        rows.add(PaperFiguresTest.row("grid", "b", "", "bound:relaxation", "bound", Map.of("pes", "2"), Double.NaN, 80));
        rows.add(PaperFiguresTest.row("grid", "c", "", "bound:relaxation", "bound", Map.of("pes", "4"), Double.NaN, 45));
        rows.add(PaperFiguresTest.row("grid", "f", "", "bound:relaxation", "bound", Map.of("pes", "6"), Double.NaN, 60));
        Map<String, List<Ratios.Rated>> by = byMethod(rows);
        List<Double> q = by.get("bound:relaxation").stream().map(BoundQuality::of).toList();
        assertEquals(0.9, q.get(0), 1e-12);
        assertEquals(0.8, q.get(1), 1e-12);
        assertEquals(0.9, q.get(2), 1e-12);
        assertTrue(Double.isNaN(q.get(3)), "no optimum, no quotient: " + q.get(3));
        Drawing d = BoundQuality.figure("grid", "pes", by, Map.of("exact", 0, "bound:relaxation", 1));
        assertEquals("grid: lower bound / optimum vs pes", d.title());
        String svg = gaplab.plot.Figures.svg(d);
        assertTrue(svg.contains("relaxation"), "legend names the bound without its prefix");
        assertArrayEquals(new double[]{0.85, 0.9}, BoundQuality.series(by, "pes").get(0).ys(), 1e-12);
        assertArrayEquals(new double[]{0.8, 0.9}, BoundQuality.series(by, "pes").get(0).lo(), 1e-12);
        assertArrayEquals(new double[]{0.9, 0.9}, BoundQuality.series(by, "pes").get(0).hi(), 1e-12);
    }

    @Test
    void noFigureWithoutAnOptimum() {
        List<ResultRow> rows = List.of(PaperFiguresTest.row("grid", "a", "", "bound:relaxation", "bound", Map.of("pes", "2"), Double.NaN, 90),
                PaperFiguresTest.row("grid", "a", "", "type1", "heuristic", Map.of("pes", "2"), 120, Double.NaN));
        assertNull(BoundQuality.figure("grid", "pes", byMethod(rows), Map.of()));
    }
}
