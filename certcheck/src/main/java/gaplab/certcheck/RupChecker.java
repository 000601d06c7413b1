package gaplab.certcheck;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;

/**
 * A small DRUP and DRAT proof checker (docs/certificates.md, "Checking a proof"). Every proof line is a
 * lemma, which must follow by reverse unit propagation (RUP: assigning the negation of each of its literals
 * and propagating the clauses present yields a conflict), or {@code d ...}, the deletion of one copy of that
 * clause. In a DRAT proof a lemma that is not RUP may be a resolution asymmetric tautology (RAT) on its first
 * literal p: for every clause D present that contains ¬p, the lemma together with D without ¬p is RUP (or a
 * tautology) — adding it keeps a satisfiable formula satisfiable (Wetzler, Heule, Hunt, SAT 2014). The proof
 * is accepted when the empty clause is derived.
 *
 * <p>Two directions. {@link Direction#BACKWARD} (the default; {@link BackwardCheck}) checks only the lemmas
 * the refutation uses, as drat-trim does (Heule, Hunt, Wetzler, FMCAD 2013); {@link Direction#FORWARD}
 * checks every lemma in order before adding it, as drat-trim's forward mode. Both keep assignments implied at
 * the top level between lemmas; so that every kept assignment stays implied by the clauses present (RAT steps
 * are checked against exactly these), the deletion of a clause that is the reason of a top-level assignment
 * (every unit clause among them) is ignored, as drat-trim ignores unit deletions. Ignoring a deletion is
 * never unsound: the clauses the checker holds are then themselves a valid DRAT derivation (a RUP lemma
 * follows from them, a RAT lemma is checked against all of them), and a deletion only ever keeps a
 * satisfiable set satisfiable. Deleting a clause that is not present changes nothing.
 */
public final class RupChecker {
    private RupChecker() {}

    /**
     * The verdict: accepted (the empty clause derived), or the first line found that is not a valid step;
     * the lemmas and deletions read (up to the empty clause) and the lemmas checked (all of them forwards,
     * the core backwards).
     */
    public record Result(boolean accepted, String reason, int lemmas, int deletions, int checked) {}

    /** Backward (core-first, the lemmas the refutation uses) or forward (every lemma, in order). */
    public enum Direction { BACKWARD, FORWARD }

    /** Checks {@code proof} (DRUP text) against the clauses of a formula over {@code vars} variables, backwards. */
    public static Result check(int vars, List<int[]> formula, InputStream proof) throws IOException { return check(vars, formula, proof, false); }

    /** Checks {@code proof} (DRAT text when {@code rat}, else DRUP) against the clauses of a formula over {@code vars} variables, backwards. */
    public static Result check(int vars, List<int[]> formula, InputStream proof, boolean rat) throws IOException {
        return check(vars, formula, proof, rat, Direction.BACKWARD);
    }

    /** Checks {@code proof} (DRAT text when {@code rat}, else DRUP) in the given direction. */
    public static Result check(int vars, List<int[]> formula, InputStream proof, boolean rat, Direction direction) throws IOException {
        InputStream in = new BufferedInputStream(proof, 1 << 16);
        return direction == Direction.BACKWARD ? BackwardCheck.check(vars, formula, in, rat) : forward(vars, formula, in, rat);
    }

    /** The refutation of a lemma that is neither RUP nor (where allowed) RAT. */
    static String notImplied(int line, int[] clause, boolean rat) {
        return "proof line " + line + ": the clause " + Arrays.toString(clause) + " does not follow by unit propagation"
                + (rat ? " and is no RAT on its first literal" : "");
    }

    static final String NO_EMPTY_CLAUSE = "the proof ends without the empty clause";

    /** Loads the formula's clauses (a tautology is not stored) and attaches them; the store and propagator. */
    static Propagator load(int vars, List<int[]> formula, ClauseStore store, boolean backward) {
        Propagator p = new Propagator(vars, store, backward);
        for (int[] clause : formula) {
            int[] c = store.normalise(clause);
            if (c != null) p.attach(store.add(c, 0));
        }
        return p;
    }

    /** The deletion of a present clause, unless it is the reason of a top-level assignment; the clause deleted, or -1. */
    static int delete(ClauseStore store, Propagator p, int[] lits) {
        int[] c = store.normalise(lits);
        int d = c == null ? -1 : store.find(c);
        if (d < 0 || p.reasonPosition(d) != Propagator.NONE) return -1;
        store.delete(d);
        return d;
    }

    /** Forwards: every lemma is checked before it is added. */
    private static Result forward(int vars, List<int[]> formula, InputStream in, boolean rat) throws IOException {
        ClauseStore store = new ClauseStore(vars);
        Propagator p = load(vars, formula, store, false);
        ProofReader r = new ProofReader(in, vars);
        int lemmas = 0, deletions = 0;
        while (r.next()) {
            int[] clause = r.clause();
            if (r.deletion()) {
                delete(store, p, clause);
                deletions++;
                continue;
            }
            int[] c = store.normalise(clause);
            if (c != null && !p.rup(c) && !(rat && p.resolutionAsymmetric(c, clause.length == 0 ? 0 : clause[0])))
                return new Result(false, notImplied(r.line(), clause, rat), lemmas, deletions, lemmas);
            lemmas++;
            if (clause.length == 0) return new Result(true, "", lemmas, deletions, lemmas);
            if (c != null) p.attach(store.add(c, clause[0]));
        }
        return new Result(false, r.error() != null ? r.error() : NO_EMPTY_CLAUSE, lemmas, deletions, lemmas);
    }
}
