package gaplab.lab.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The tables and the figure of a sweep of instance files over machines and bandwidths (GroupedTables,
 * WorkflowFigures) on made-up rows whose ratios are worked out by hand below.
 */
class GroupedTablesTest {

    private static ResultRow row(String inst, String machine, String method, String kind, String status, double value, double bound) {
        return new ResultRow(method + inst + machine, "dag", inst + "-" + machine, "instances/" + inst + ".json",
                Map.of("machine", machine, "bandwidth", "1MB/s"), -1, method, kind, 10, Map.of(), value, status, bound, 1500, true, value, "",
                Double.NaN, "abc1234");
    }

    /** Trace a on complete:2: optimum 100 (exact), heft 110, etf 100; trace b on complete:2: exact FEASIBLE 200 ≥ 160, heft 240; trace a on complete:4: optimum 50, heft 60, etf 55. */
    static List<Export.Located> rows() {
        List<ResultRow> r = new ArrayList<>(List.of(
                row("a", "complete:2", "exact", "exact", "OPTIMAL", 100, 100),
                row("a", "complete:2", "heft", "heuristic", "FEASIBLE", 110, Double.NaN),
                row("a", "complete:2", "etf", "heuristic", "FEASIBLE", 100, Double.NaN),
                row("b", "complete:2", "exact", "exact", "FEASIBLE", 200, 160),
                row("b", "complete:2", "heft", "heuristic", "FEASIBLE", 240, Double.NaN),
                row("a", "complete:4", "exact", "exact", "OPTIMAL", 50, 50),
                row("a", "complete:4", "heft", "heuristic", "FEASIBLE", 60, Double.NaN),
                row("a", "complete:4", "etf", "heuristic", "FEASIBLE", 55, Double.NaN)));
        List<Export.Located> out = new ArrayList<>();
        for (Ratios.Rated x : Ratios.rate(r)) out.add(new Export.Located(x, Path.of(".")));
        return out;
    }

    @Test
    void aLinePerMethodAndMachineWithRatiosToTheOptimumApartFromThoseToABound() {
        String md = GroupedTables.markdown(rows(), List.of("machine"));
        List<String> lines = md.lines().toList();
        assertEquals("| method | machine | rows | vs optimum | optimal | mean | median | worst | vs bound only | mean ≤ | worst ≤ |", lines.get(0));
        // heft on complete:2: 110/100 = 1.1 against the optimum; 240/160 = 1.5 against a bound only
        assertTrue(md.contains("| heft | complete:2 | 2 | 1 | 0 | 1.1000 | 1.1000 | 1.1000 | 1 | ≤ 1.5000 | ≤ 1.5000 |"), md);
        // heft on complete:4: 60/50 = 1.2
        assertTrue(md.contains("| heft | complete:4 | 1 | 1 | 0 | 1.2000 | 1.2000 | 1.2000 | 0 | - | - |"), md);
        assertTrue(md.contains("| etf | complete:2 | 1 | 1 | 1 | 1.0000 | 1.0000 | 1.0000 | 0 | - | - |"), md);
        // exact is optimal where proven, 200/160 = 1.25 against its own bound where not
        assertTrue(md.contains("| exact | complete:2 | 2 | 1 | 1 | 1.0000 | 1.0000 | 1.0000 | 1 | ≤ 1.2500 | ≤ 1.2500 |"), md);
        assertTrue(md.indexOf("| exact | complete:2") < md.indexOf("| exact | complete:4") && md.indexOf("| exact |") < md.indexOf("| heft |"), md);
    }

    @Test
    void theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        assertEquals(2.5, GroupedTables.median(new double[]{1, 2, 3, 10}));
        assertEquals(3, GroupedTables.median(new double[]{1, 3, 10}));
        assertTrue(Double.isNaN(GroupedTables.median(new double[0])));
    }

    @Test
    void oneCsvLinePerInstanceWithTheExactStatusGapAndEachRatio() {
        List<String> lines = GroupedTables.perInstance(rows()).lines().toList();
        assertEquals("problem,instance,bandwidth,machine,reference,reference_kind,exact status,exact objective,exact bound,exact gap,exact seconds,etf ratio,heft ratio",
                lines.get(0));
        assertEquals(4, lines.size(), "three instances");  // methods in the problem's order (etf before heft)
        assertTrue(lines.contains("dag,a-complete:2,1MB/s,complete:2,100,optimum,OPTIMAL,100,100,0,1.5,1,1.1"), lines.toString());
        assertTrue(lines.contains("dag,b-complete:2,1MB/s,complete:2,160,bound,FEASIBLE,200,160,0.2,1.5,,1.5"), lines.toString());
    }

    @Test
    void theFigureHasAPanelPerMachineAndDrawsOnlyRatiosToAnOptimum() {
        var figs = new WorkflowFigures().render(rows(), Map.of(), "made by: test");
        assertEquals(1, figs.size());
        assertNotNull(figs.get(0).drawing());
        assertTrue(figs.get(0).caption().contains("Not drawn: 1 heuristic rows"), figs.get(0).caption());
        String svg = gaplab.plot.Figures.svg(figs.get(0).drawing());
        assertTrue(svg.contains("complete:2 (1 instances with a proven optimum)") && svg.contains("complete:4 (1 instances with a proven optimum)"), "panels");
        assertTrue(svg.contains("heft on a-complete:4: 1.2") && svg.contains("etf on a-complete:4: 1.1"), "a dot per ratio with its tooltip");
        assertTrue(!svg.contains("on b-complete:2"), "no dot for a ratio to a bound");
        List<Export.Located> noMachine = new ArrayList<>();
        for (Ratios.Rated x : Ratios.rate(List.of(new ResultRow("j", "dag", "g", "", Map.of("tasks", "8"), 1, "heft", "heuristic", 10, Map.of(),
                3, "FEASIBLE", Double.NaN, 1, true, 3, "", Double.NaN, "abc1234")))) noMachine.add(new Export.Located(x, Path.of(".")));
        assertEquals(List.of(), new WorkflowFigures().render(noMachine, Map.of(), "made by: test"), "generated graphs draw nothing");
    }
}
