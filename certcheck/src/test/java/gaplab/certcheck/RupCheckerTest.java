package gaplab.certcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The DRUP checker on hand-made proofs: valid steps pass, a step that does not follow, a missing empty clause, a deletion that removes what a later step needs, and malformed lines fail. */
class RupCheckerTest {
    /** All four clauses over x1, x2: unsatisfiable; (x1) follows from (x1 ∨ x2), (x1 ∨ ¬x2) by unit propagation. */
    static final List<int[]> FOUR = List.of(new int[]{1, 2}, new int[]{1, -2}, new int[]{-1, 2}, new int[]{-1, -2});

    /** The backward check's result (the default), after the forward check reached the same verdict. */
    static RupChecker.Result check(int vars, List<int[]> f, String proof) throws IOException {
        return both(vars, f, proof, false);
    }

    static RupChecker.Result both(int vars, List<int[]> f, String proof, boolean rat) throws IOException {
        RupChecker.Result forward = RupChecker.check(vars, f, stream(proof), rat, RupChecker.Direction.FORWARD);
        RupChecker.Result backward = RupChecker.check(vars, f, stream(proof), rat);
        assertEquals(forward.accepted(), backward.accepted(), "forward: " + forward.reason() + "; backward: " + backward.reason());
        if (forward.accepted()) {
            assertEquals(forward.lemmas(), backward.lemmas(), "lemmas read");
            assertTrue(backward.checked() <= forward.checked(), "the backward check checks no more lemmas than the forward one");
        }
        return backward;
    }

    static ByteArrayInputStream stream(String proof) { return new ByteArrayInputStream(proof.getBytes(StandardCharsets.US_ASCII)); }

    @Test
    void aValidProofIsAccepted() throws IOException {
        var r = check(2, FOUR, "1 0\nd 1 2 0\n0\n");
        assertTrue(r.accepted(), r.reason());
        assertEquals(2, r.lemmas());
        assertEquals(1, r.deletions());
    }

    @Test
    void aStepThatDoesNotFollowIsRefused() throws IOException {
        // forwards the lemma (x3) is refused; backwards it is never used, and the empty clause does not follow
        var r = check(3, List.of(new int[]{1, 2}, new int[]{-1, 3}), "3 0\n0\n");
        assertFalse(r.accepted());
        assertTrue(r.reason().startsWith("proof line 2:"), r.reason());
        r = RupChecker.check(3, List.of(new int[]{1, 2}, new int[]{-1, 3}), stream("3 0\n0\n"), false, RupChecker.Direction.FORWARD);
        assertTrue(r.reason().startsWith("proof line 1:"), r.reason());
        // (x3) used by the refutation: refused backwards too
        r = check(3, List.of(new int[]{1, 2}, new int[]{-1, 3}, new int[]{-3, 1}, new int[]{-3, -1}), "3 0\n0\n");
        assertFalse(r.accepted());
        assertTrue(r.reason().startsWith("proof line 1:"), r.reason());
    }

    @Test
    void aProofWithoutTheEmptyClauseIsRefused() throws IOException {
        var r = check(2, FOUR, "1 0\n");
        assertFalse(r.accepted());
        assertTrue(r.reason().contains("without the empty clause"), r.reason());
    }

    @Test
    void deletionsAreHonoured() throws IOException {
        // without (-1 2) and (-1 -2), the unit 1 no longer leads to a conflict
        var r = check(2, FOUR, "d -1 2 0\nd -1 -2 0\n1 0\n0\n");
        assertFalse(r.accepted(), "the empty clause must not follow once the clauses with -1 are deleted");
    }

    @Test
    void malformedLinesAreRefusedWithTheirLine() throws IOException {
        for (String bad : new String[]{"1 0\nx 0\n", "1\n", "1 0 2 0\n", "d\n", "5 0\n", "1 -0\n", "1a 0\n"}) {
            var r = check(2, FOUR, bad);
            assertFalse(r.accepted(), bad);
        }
        assertTrue(check(2, FOUR, "c a comment\n\n1 0\r\n0").accepted(), "comments, blank lines, CRLF and no final newline are fine");
    }

    @Test
    void aFormulaWithTheEmptyClauseNeedsOnlyTheEmptyClause() throws IOException {
        assertTrue(check(1, List.of(new int[]{1}, new int[]{}), "0\n").accepted());
        assertTrue(check(1, List.of(new int[]{1}, new int[]{-1}), "0\n").accepted());
        assertFalse(check(1, List.of(new int[]{1}), "0\n").accepted());
    }

    /** Pigeonhole 4 into 3 with resolution steps is long; instead: random 3-SAT refuted by the full truth-table tree, written as RUP lemmas. */
    @Test
    void treeLikeRefutationsOfRandomFormulasAreAccepted() throws IOException {
        SplittableRandom r = new SplittableRandom(35);
        int checked = 0;
        for (int k = 0; k < 200; k++) {
            int n = 5;
            List<int[]> f = new ArrayList<>();
            for (int c = 0; c < 40; c++) f.add(new int[]{lit(r, n), lit(r, n), lit(r, n)});
            boolean sat = false;
            for (int a = 0; a < 1 << n && !sat; a++) {
                final int as = a;
                sat = f.stream().allMatch(c -> java.util.Arrays.stream(c).anyMatch(l -> ((as >> (Math.abs(l) - 1)) & 1) == (l > 0 ? 1 : 0)));
            }
            // lemmas: every clause over all n variables in decreasing length (a tree refutation), then shorter ones
            StringBuilder proof = new StringBuilder();
            for (int len = n; len >= 0; len--)
                for (int a = 0; a < 1 << len; a++) {
                    for (int v = 1; v <= len; v++) proof.append(((a >> (v - 1)) & 1) == 1 ? v : -v).append(' ');
                    proof.append("0\n");
                }
            var res = check(n, f, proof.toString());
            assertEquals(!sat, res.accepted(), "formula " + k + ": " + res.reason());
            checked++;
        }
        assertEquals(200, checked);
    }

    private static int lit(SplittableRandom r, int n) { int v = 1 + r.nextInt(n); return r.nextBoolean() ? v : -v; }
}
