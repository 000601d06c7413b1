package gaplab.lab.crosscheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.lab.sweep.ResultRow;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every kind of contradiction between two exact methods is found, and consistent outcomes are not flagged. */
class AgreementTest {

    private static ResultRow row(String instance, String method, String status, double objective, double bound, boolean verified, String note) {
        return new ResultRow(instance + method, "dag", instance, "instances/" + instance + ".json", Map.of("tasks", "8"), 1, method, "exact", 10, Map.of(),
                objective, status, bound, 5, verified, verified ? objective : Double.NaN, note, Double.NaN);
    }

    private static Agreement.Finding judge(ResultRow a, ResultRow b) {
        Agreement.Report r = Agreement.judge(List.of(a, b), Map.of("", List.of("exact", "cpsat")), "tasks");
        assertEquals(1, r.findings().size());
        return r.findings().get(0);
    }

    @Test
    void twoProofsOfTheSameOptimumAgree() {
        var f = judge(row("i", "exact", "OPTIMAL", 12, 12, true, ""), row("i", "cpsat", "OPTIMAL", 12, 12, true, ""));
        assertEquals(Agreement.Kind.AGREE, f.kind());
        assertEquals(12, f.lower());
        assertEquals(12, f.upper());
    }

    @Test
    void twoProofsOfDifferentOptimaDisagree() {
        var f = judge(row("i", "exact", "OPTIMAL", 12, 12, true, ""), row("i", "cpsat", "OPTIMAL", 13, 13, true, ""));
        assertEquals(Agreement.Kind.DISAGREE, f.kind());
        assertTrue(f.why().contains("proofs differ"), f.why());
    }

    @Test
    void aValidSolutionBelowAProofOrABoundAboveASolutionDisagrees() {
        var below = judge(row("i", "exact", "OPTIMAL", 12, 12, true, ""), row("i", "cpsat", "FEASIBLE", 11, 9, true, "time limit reached"));
        assertEquals(Agreement.Kind.DISAGREE, below.kind());
        assertTrue(below.why().contains("exact's proven optimum 12 is above cpsat's valid solution of 11"), below.why());
        var bound = judge(row("i", "exact", "FEASIBLE", 12, 10, true, ""), row("i", "cpsat", "UNKNOWN", Double.NaN, 12.5, false, ""));
        assertEquals(Agreement.Kind.DISAGREE, bound.kind());
    }

    @Test
    void oneProofWithAConsistentBoundIsNotADefect() {
        var f = judge(row("i", "exact", "OPTIMAL", 12, 12, true, ""), row("i", "cpsat", "FEASIBLE", 14, 12, true, "time limit reached"));
        assertEquals(Agreement.Kind.ONE_PROOF, f.kind());
        var none = judge(row("i", "exact", "FEASIBLE", 14, 10, true, ""), row("i", "cpsat", "UNKNOWN", Double.NaN, 11, false, ""));
        assertEquals(Agreement.Kind.NO_PROOF, none.kind());
        assertTrue(!f.kind().defect() && !none.kind().defect());
    }

    @Test
    void aRejectedSolutionOrAnErrorIsADefect() {
        assertEquals(Agreement.Kind.INVALID, judge(row("i", "exact", "FEASIBLE", 12, 12, false, "checker: task t1 starts before its data arrives"),
                row("i", "cpsat", "OPTIMAL", 12, 12, true, "")).kind());
        assertEquals(Agreement.Kind.ERROR, judge(row("i", "exact", "ERROR", Double.NaN, Double.NaN, false, "error: boom"),
                row("i", "cpsat", "OPTIMAL", 12, 12, true, "")).kind());
    }

    @Test
    void tablesCountProofsPerMethodAndSize() {
        Agreement.Report r = Agreement.judge(List.of(row("a", "exact", "OPTIMAL", 5, 5, true, ""), row("a", "cpsat", "FEASIBLE", 5, 4, true, ""),
                row("b", "exact", "OPTIMAL", 7, 7, true, ""), row("b", "cpsat", "OPTIMAL", 7, 7, true, "")), Map.of("", List.of("exact", "cpsat")), "tasks");
        String t = Agreement.methodTable(r);
        assertTrue(t.contains("exact") && t.contains("2/2"), t);
        assertTrue(t.lines().anyMatch(l -> l.contains("cpsat") && l.contains("1/2")), t);
        assertTrue(Agreement.sizeTable(r).lines().anyMatch(l -> l.startsWith("8") && l.contains("2/2") && l.contains("1/2")), Agreement.sizeTable(r));
        assertEquals(5, Agreement.csv(r).lines().count());
    }
}
