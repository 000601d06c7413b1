package gaplab.certcheck;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;

/**
 * The backward, core-first check of a DRUP or DRAT proof (docs/certificates.md, "Checking a proof"), as
 * drat-trim checks (Heule, Hunt, Wetzler, "Trimming while checking clausal proofs", FMCAD 2013, §3–4; "DRAT-trim",
 * SAT 2014). A forward pass adds every lemma without checking it — unit propagation at the top level,
 * deletions applied except the deletion of a clause that is the reason of a top-level assignment (every unit
 * among them), which is ignored as in {@link RupChecker} and drat-trim; ignoring a deletion is sound, since the
 * clauses kept are then themselves a valid derivation — until the top level has a conflict; then the
 * conflict and the reasons it rests on are marked. The backward walk goes through the steps in reverse:
 * a deletion is undone (the clause comes back), a lemma is removed — and when it is the reason of a
 * top-level assignment, the top level is cut back to before that assignment, which is exactly the top level
 * the forward pass had before the lemma — and, when marked, checked against the clauses present then: RUP,
 * or in a DRAT proof RAT on its first literal against every present clause with the negated pivot, each check's
 * conflict analysis marking the clauses it used. Propagation prefers marked clauses (core-first), so the
 * core stays small. Unmarked lemmas are not checked: without them the marked lemmas are a proof of their own
 * (every marked lemma follows from marked clauses, and RAT steps were checked against a superset of the
 * clauses that proof holds).
 */
final class BackwardCheck {
    private BackwardCheck() {}

    /** The proof's steps in order: a lemma's clause id, or for a deletion that was carried out ~id; and each step's line. */
    private int[] steps = new int[1 << 12], lines = new int[1 << 12];
    private int count;

    private void step(int s, int line) {
        if (count == steps.length) { steps = Arrays.copyOf(steps, 2 * count); lines = Arrays.copyOf(lines, 2 * count); }
        steps[count] = s;
        lines[count++] = line;
    }

    static RupChecker.Result check(int vars, List<int[]> formula, InputStream in, boolean rat) throws IOException {
        return new BackwardCheck().run(vars, formula, in, rat);
    }

    private RupChecker.Result run(int vars, List<int[]> formula, InputStream in, boolean rat) throws IOException {
        ClauseStore store = new ClauseStore(vars);
        Propagator p = RupChecker.load(vars, formula, store, true);
        ProofReader r = new ProofReader(in, vars);
        int lemmas = 0, deletions = 0, emptyLine = -1;
        // forwards: add without checking, to the top-level conflict; then only read on, to the empty clause
        while (r.next()) {
            int[] clause = r.clause();
            if (r.deletion()) {
                deletions++;
                if (p.inconsistent()) continue;
                int d = RupChecker.delete(store, p, clause);
                if (d >= 0) step(~d, r.line());
                continue;
            }
            lemmas++;
            if (clause.length == 0) { emptyLine = r.line(); break; }
            if (p.inconsistent()) continue;
            int[] c = store.normalise(clause);
            if (c == null) continue;   // a tautology: RUP at once, never used
            int id = store.add(c, clause[0]);
            step(id, r.line());
            p.attach(id);
        }
        if (emptyLine < 0) return new RupChecker.Result(false, r.error() != null ? r.error() : RupChecker.NO_EMPTY_CLAUSE, lemmas, deletions, 0);
        if (!p.inconsistent()) return new RupChecker.Result(false, RupChecker.notImplied(emptyLine, new int[0], rat), lemmas, deletions, 0);
        // backwards from the conflict: the marked lemmas are checked
        p.startBackward();
        int checked = 0;
        for (int k = count - 1; k >= 0; k--) {
            int s = steps[k];
            if (s < 0) {
                store.present(~s, true);
                p.attach(~s);
                continue;
            }
            store.present(s, false);
            int at = p.reasonPosition(s);
            if (at != Propagator.NONE) p.cutTopLevel(at);
            if (!store.marked(s)) continue;
            checked++;
            int[] c = store.literals(s);
            if (!p.rup(c) && !(rat && p.resolutionAsymmetric(c, store.pivot(s))))
                return new RupChecker.Result(false, RupChecker.notImplied(lines[k], asWritten(c, store.pivot(s)), rat), lemmas, deletions, checked);
        }
        return new RupChecker.Result(true, "", lemmas, deletions, checked + 1);
    }

    /** The lemma with its first literal first, as the proof wrote it (the others in the order the check left them). */
    private static int[] asWritten(int[] c, int first) {
        for (int k = 0; k < c.length; k++) if (c[k] == first) { c[k] = c[0]; c[0] = first; break; }
        return c;
    }
}
