package gaplab.certcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The LRAT checker on hand-made proofs and each kind of mutation, and the trimmer's LRAT of DRUP proofs
 * (tree-like refutations of random formulas, as in {@link RupCheckerTest}) accepted by it.
 */
class LratCheckTest {
    /** (x1 ∨ x2), (x1 ∨ ¬x2), (¬x1 ∨ x2), (¬x1 ∨ ¬x2): ids 1–4. */
    static final List<int[]> FOUR = RupCheckerTest.FOUR;

    /** (x1) by 1 (unit x2) and 2 (falsified); then the empty clause by 5 (unit x1), 3 (unit x2), 4 (falsified). */
    static final String PROOF = "5 1 0 1 2 0\n5 d 1 2 0\n6 0 5 3 4 0\n";

    static RupChecker.Result check(List<int[]> f, int vars, String proof) throws IOException {
        return LratCheck.check(vars, f, new ByteArrayInputStream(proof.getBytes(StandardCharsets.US_ASCII)));
    }

    static void refused(String proof, String reason) throws IOException {
        var r = check(FOUR, 2, proof);
        assertFalse(r.accepted(), proof);
        assertTrue(r.reason().contains(reason), r.reason());
    }

    @Test
    void aValidProofIsAccepted() throws IOException {
        var r = check(FOUR, 2, PROOF);
        assertTrue(r.accepted(), r.reason());
        assertEquals(2, r.lemmas());
        assertEquals(2, r.deletions());
        assertTrue(check(FOUR, 2, "c a comment\n\n5 1 0 1 2 0\r\n6 0 5 3 4 0").accepted(), "comments, blank lines, CRLF, no final newline");
        assertTrue(check(List.of(new int[]{1}, new int[]{}), 1, "3 0 2 0\n").accepted(), "a formula with the empty clause");
    }

    @Test
    void everyMutationIsRefused() throws IOException {
        refused("5 1 0 1 2 0\n6 0 5 4 0\n", "the last is not falsified");                    // a hint dropped
        refused("5 1 0 1 2 0\n6 0 4 3 5 0\n", "not unit");                                  // the hints reordered
        refused("5 1 0 1 2 3 0\n6 0 5 3 4 0\n", "hints after a falsified clause");           // a hint after the conflict
        refused("5 1 0 1 2 0\n5 d 1 2 0\n6 0 5 1 4 0\n", "names clause 1, which is not live");   // a deleted id
        refused("5 1 0 1 2 0\n6 0 5 3 9 0\n", "names clause 9, which is not live");         // an unknown id
        refused("5 -1 0 1 2 0\n6 0 5 3 4 0\n", "satisfied");                                // a literal edited
        refused("5 1 0 1 2 0\n", "without the empty clause");                               // truncated
        refused("5 1 0 1 2 0\n6 0 5 3 4", "no number");                                     // cut within a line
        refused("5 1 0 1 -2 0\n6 0 5 3 4 0\n", "negative hint");                            // RAT hints are refused
        refused("5 1 0 1 2 0\n5 0 5 3 4 0\n", "not larger");                                // an id used twice
        refused("4 1 0 1 2 0\n6 0 5 3 4 0\n", "not larger");                                // an id of the formula
        refused("5 1 0 1 2 0\n6 d 7 0\n6 0 5 3 4 0\n", "not live");                         // a deletion of nothing
        refused("5 3 0 1 2 0\n", "beyond the formula");
        for (String bad : new String[]{"5 1 0 1 2\n", "x 0\n", "5 1a 0 1 2 0\n", "5 1 0 1 2 0 7\n", "5 -0 0 1 2 0\n", "-5 1 0 1 2 0\n"})
            assertFalse(check(FOUR, 2, bad).accepted(), bad);
    }

    @Test
    void theTrimmersLratOfTreeLikeRefutationsIsAccepted() throws IOException {
        SplittableRandom r = new SplittableRandom(27);
        int unsat = 0;
        for (int k = 0; k < 100; k++) {
            int n = 5;
            List<int[]> f = new ArrayList<>();
            for (int c = 0; c < 40; c++) f.add(new int[]{lit(r, n), lit(r, n), lit(r, n)});
            StringBuilder proof = new StringBuilder();
            for (int len = n; len >= 0; len--)
                for (int a = 0; a < 1 << len; a++) {
                    for (int v = 1; v <= len; v++) proof.append(((a >> (v - 1)) & 1) == 1 ? v : -v).append(' ');
                    proof.append("0\n");
                }
            boolean refutes = RupChecker.check(n, f, RupCheckerTest.stream(proof.toString())).accepted();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            var t = ProofTrimmer.trim(n, f, RupCheckerTest.stream(proof.toString()), false, out);
            assertEquals(refutes, t.written(), "formula " + k + ": " + t.reason());
            if (!refutes) continue;
            unsat++;
            var c = LratCheck.check(n, f, new ByteArrayInputStream(out.toByteArray()));
            assertTrue(c.accepted(), "formula " + k + ": " + c.reason() + "\n" + out);
            assertEquals(t.kept(), c.lemmas());
        }
        assertTrue(unsat >= 30, "unsatisfiable formulas " + unsat);
    }

    private static int lit(SplittableRandom r, int n) { int v = 1 + r.nextInt(n); return r.nextBoolean() ? v : -v; }
}
