package gaplab.certcheck;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * RAT steps of DRAT proofs (docs/certificates.md, "Checking a proof"): a hand-written proof whose
 * extension steps are RAT but not RUP is accepted as DRAT and refused as DRUP; a wrong RAT step, a RAT
 * on any literal but the first, and a RAT step that only holds once a needed deletion is ignored are refused.
 */
class DratCheckerTest {
    /** The backward check of a DRAT proof, after the forward check reached the same verdict ({@link RupCheckerTest#both}). */
    static RupChecker.Result drat(int vars, List<int[]> f, String proof) throws IOException {
        return RupCheckerTest.both(vars, f, proof, true);
    }

    static RupChecker.Result drup(int vars, List<int[]> f, String proof) throws IOException {
        return RupCheckerTest.both(vars, f, proof, false);
    }

    static RupChecker.Result forward(int vars, List<int[]> f, String proof, boolean rat) throws IOException {
        return RupChecker.check(vars, f, new ByteArrayInputStream(proof.getBytes(StandardCharsets.US_ASCII)), rat, RupChecker.Direction.FORWARD);
    }

    /** All eight clauses over x1, x2, x3 (unsatisfiable; no single literal propagates to a conflict), and a variable x4 that no clause mentions. */
    static final List<int[]> EIGHT = java.util.stream.IntStream.range(0, 8)
            .mapToObj(a -> new int[]{(a & 1) == 0 ? 1 : -1, (a & 2) == 0 ? 2 : -2, (a & 4) == 0 ? 3 : -3}).toList();

    /** Extended resolution: x4 ↔ x1 defined by two RAT steps on x4, then a refutation that uses x4. */
    static final String EXTENSION = "4 -1 0\n-4 1 0\n4 2 0\n4 0\n1 0\n2 0\n0\n";

    @Test
    void aProofWithRatStepsIsAcceptedAsDratOnly() throws IOException {
        var r = drat(4, EIGHT, EXTENSION);
        assertTrue(r.accepted(), r.reason());
        var u = drup(4, EIGHT, EXTENSION);
        assertFalse(u.accepted(), "the definition of x4 is no RUP step");
        // backwards the first step found wrong is the last one the refutation uses: (-x4 v x1), line 2; forwards line 1
        assertTrue(u.reason().startsWith("proof line 2:") && u.reason().contains("unit propagation"), u.reason());
        u = forward(4, EIGHT, EXTENSION, false);
        assertTrue(u.reason().startsWith("proof line 1:") && u.reason().contains("unit propagation"), u.reason());
    }

    @Test
    void aWrongRatStepIsRefused() throws IOException {
        // (x1) with (-x1 v x2) present: the resolvent (x1 v x2) does not follow, so x1 is no RAT
        var r = forward(4, List.of(new int[]{-1, 2}, new int[]{3, 4}), "1 0\n", true);
        assertFalse(r.accepted());
        assertTrue(r.reason().startsWith("proof line 1:") && r.reason().contains("no RAT"), r.reason());
        // backwards when the refutation uses it: with (-x2 v x3), (-x3), (x1) propagates to a conflict
        r = drat(4, List.of(new int[]{-1, 2}, new int[]{-2, 3}, new int[]{-3}), "1 0\n0\n");
        assertFalse(r.accepted());
        assertTrue(r.reason().startsWith("proof line 1:") && r.reason().contains("no RAT"), r.reason());
        // the same once (-x1 v x2) is deleted: x1 is a RAT (no clause has -x1), so only the empty clause is missing
        r = drat(4, List.of(new int[]{-1, 2}, new int[]{3, 4}), "d -1 2 0\n1 0\n");
        assertTrue(r.reason().contains("without the empty clause"), r.reason());
        // a wrong definition: (-x3 v x1) is a RAT, (x3) after it is not
        assertFalse(drat(3, List.of(new int[]{1, 2}), "-3 1 0\n3 0\n-1 0\n0\n").accepted(), "x1 ∨ x2 is satisfiable: no DRAT proof may refute it");
    }

    @Test
    void theRatLiteralIsTheFirst() throws IOException {
        List<int[]> f = List.of(new int[]{-2, 3}, new int[]{-3});
        // (x1 v x2) on x1: no clause has -x1, a RAT; on x2: the resolvent (x2 v x1 v x3) with (-x2 v x3) does not follow
        assertTrue(drat(3, f, "1 2 0\n").reason().contains("without the empty clause"));
        assertTrue(forward(3, f, "2 1 0\n", true).reason().startsWith("proof line 1:"));
        // backwards when the refutation uses it: with (-x1 v x4), (-x1 v -x4) the unit x1 of (x2 v x1) is a conflict
        List<int[]> g = List.of(new int[]{-2, 3}, new int[]{-3}, new int[]{-1, 4}, new int[]{-1, -4});
        assertTrue(drat(4, g, "2 1 0\n0\n").reason().startsWith("proof line 1:"));
    }

    @Test
    void theDeletionOfAUnitIsIgnored() throws IOException {
        // (x1) is satisfiable; were its deletion honoured, (-x1) would be a RAT (no clause with x1) and the empty clause would follow
        var r = drat(1, List.of(new int[]{1}), "d 1 0\n-1 0\n0\n");
        assertFalse(r.accepted(), "a satisfiable formula refuted");
        // the same for a clause that is the reason of a top-level assignment: (x1), (-x1 v x2) imply x2
        r = drat(2, List.of(new int[]{1}, new int[]{-1, 2}), "d -1 2 0\nd 1 0\n-2 0\n0\n");
        assertFalse(r.accepted(), "a satisfiable formula refuted");
    }
}
