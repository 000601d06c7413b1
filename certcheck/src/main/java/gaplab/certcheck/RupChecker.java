package gaplab.certcheck;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A small DRUP and DRAT proof checker (docs/certificates.md, "Checking a proof"), forward as drat-trim's
 * forward mode: the formula's clauses are loaded, then every proof line is either a lemma, which must
 * follow by reverse unit propagation (RUP: assigning the negation of each of its literals and propagating
 * the clauses so far yields a conflict) before it is added, or {@code d ...}, the deletion of one copy of
 * that clause. In a DRAT proof a lemma that is not RUP may be a resolution asymmetric tautology (RAT) on its
 * first literal p: for every clause D present that contains ¬p, the lemma together with D without ¬p is RUP
 * (or a tautology) — adding it keeps a satisfiable formula satisfiable (Wetzler, Heule, Hunt, SAT 2014). The
 * proof is accepted when the empty clause is derived. Unit propagation uses two watched literals per
 * clause; assignments found at the top level are kept, so a RUP check costs only the propagation of the
 * lemma's own negation. To keep every kept assignment implied by the clauses present, the deletion of a
 * clause that is the reason of a top-level assignment (every unit clause among them) is ignored, as
 * drat-trim ignores unit deletions; keeping a clause is never unsound (a RUP lemma then follows from more
 * clauses that all hold in every model reached, and a RAT lemma is checked against all of them). Deleting a
 * clause that is not present changes nothing.
 */
public final class RupChecker {

    /** The verdict: accepted (the empty clause derived), or the first line that is not a valid step. */
    public record Result(boolean accepted, String reason, int lemmas, int deletions) {}

    /** Whether RAT steps are allowed (DRAT) or every lemma must be RUP (DRUP). */
    private final boolean rat;
    /** The clause that implied each top-level assignment (-1 for none). */
    private final int[] reason;

    private final int vars;
    private int[] arena = new int[1 << 16];
    private int arenaSize;
    private int[] start = new int[1 << 12], length = new int[1 << 12];
    private boolean[] deleted = new boolean[1 << 12];
    private int clauses;
    private final int[][] watches;
    private final int[] watchCount;
    private final byte[] value;
    private final int[] trail;
    private int trailSize, head;
    private boolean inconsistent;
    private final Map<Key, List<Integer>> byLiterals = new HashMap<>();
    /** For repeats and tautologies in {@link #add}: the last clause that saw each variable, and its sign there. */
    private final int[] seen;
    private final byte[] seenSign;
    private int stamp;

    private RupChecker(int vars, boolean rat) {
        this.vars = vars;
        this.rat = rat;
        reason = new int[vars + 1];
        watches = new int[2 * vars + 2][];
        watchCount = new int[2 * vars + 2];
        value = new byte[vars + 1];
        trail = new int[vars + 1];
        seen = new int[vars + 1];
        seenSign = new byte[vars + 1];
    }

    /** Checks {@code proof} (DRUP text) against the clauses of a formula over {@code vars} variables. */
    public static Result check(int vars, List<int[]> formula, InputStream proof) throws IOException { return check(vars, formula, proof, false); }

    /** Checks {@code proof} (DRAT text when {@code rat}, else DRUP) against the clauses of a formula over {@code vars} variables. */
    public static Result check(int vars, List<int[]> formula, InputStream proof, boolean rat) throws IOException {
        RupChecker c = new RupChecker(vars, rat);
        for (int[] clause : formula) c.add(clause);
        return c.run(new BufferedInputStream(proof, 1 << 16));
    }

    private Result run(InputStream in) throws IOException {
        ProofReader r = new ProofReader(in, vars);
        int lemmas = 0, deletions = 0;
        while (r.next()) {
            int[] clause = r.clause();
            if (r.deletion()) {
                delete(clause);
                deletions++;
                continue;
            }
            if (!implied(clause) && !(rat && resolutionAsymmetric(clause)))
                return new Result(false, "proof line " + r.line() + ": the clause " + Arrays.toString(clause) + " does not follow by unit propagation"
                        + (rat ? " and is no RAT on its first literal" : ""), lemmas, deletions);
            lemmas++;
            if (clause.length == 0) return new Result(true, "", lemmas, deletions);
            add(clause);
        }
        if (r.error() != null) return new Result(false, r.error(), lemmas, deletions);
        return new Result(false, "the proof ends without the empty clause", lemmas, deletions);
    }

    private static int code(int lit) { return lit > 0 ? 2 * lit : -2 * lit + 1; }

    private int val(int lit) { int v = value[Math.abs(lit)]; return lit > 0 ? v : -v; }

    private void assign(int lit, int why) {
        value[Math.abs(lit)] = (byte) (lit > 0 ? 1 : -1);
        reason[Math.abs(lit)] = why;
        trail[trailSize++] = lit;
    }

    private void watch(int lit, int clause) {
        int c = code(lit);
        if (watches[c] == null) watches[c] = new int[4];
        else if (watchCount[c] == watches[c].length) watches[c] = Arrays.copyOf(watches[c], 2 * watchCount[c]);
        watches[c][watchCount[c]++] = clause;
    }

    /** Unit propagation from the trail's unpropagated part; true on a conflict. */
    private boolean propagate() {
        while (head < trailSize) {
            int falseLit = -trail[head++];
            int fc = code(falseLit);
            int[] ws = watches[fc];
            int n = watchCount[fc], i = 0, j = 0;
            while (i < n) {
                int c = ws[i++];
                if (deleted[c]) continue;
                int s = start[c], e = s + length[c];
                if (arena[s] == falseLit) { arena[s] = arena[s + 1]; arena[s + 1] = falseLit; }
                int first = arena[s];
                if (val(first) == 1) { ws[j++] = c; continue; }
                boolean moved = false;
                for (int k = s + 2; k < e; k++)
                    if (val(arena[k]) != -1) {
                        arena[s + 1] = arena[k];
                        arena[k] = falseLit;
                        watch(arena[s + 1], c);
                        moved = true;
                        break;
                    }
                if (moved) continue;
                ws[j++] = c;
                if (val(first) == -1) {
                    while (i < n) ws[j++] = ws[i++];
                    watchCount[fc] = j;
                    return true;
                }
                assign(first, c);
            }
            watchCount[fc] = j;
        }
        return false;
    }

    private void backtrack(int size) {
        while (trailSize > size) value[Math.abs(trail[--trailSize])] = 0;
        head = size;
    }

    /** Reverse unit propagation: does the negation of the clause, with the clauses so far, propagate to a conflict? */
    private boolean implied(int[] clause) {
        if (inconsistent) return true;
        int saved = trailSize;
        boolean conflict = false;
        for (int l : clause) {
            int v = val(l);
            if (v == 1) { conflict = true; break; }
            if (v == 0) assign(-l, -1);
        }
        if (!conflict) conflict = propagate();
        backtrack(saved);
        return conflict;
    }

    /** Adds a clause at the top level (repeated literals once; a tautology is not stored). */
    private void add(int[] lits) {
        int[] c = new int[lits.length];
        int m = 0;
        stamp++;
        for (int l : lits) {
            int v = Math.abs(l), sign = l > 0 ? 1 : -1;
            if (seen[v] == stamp) {
                if (seenSign[v] != sign) return;   // a tautology
                continue;                         // a repeat
            }
            seen[v] = stamp;
            seenSign[v] = (byte) sign;
            c[m++] = l;
        }
        if (m < c.length) c = Arrays.copyOf(c, m);
        if (c.length == 0) { inconsistent = true; return; }
        // non-false literals first: the two watched ones are then the best the top level allows
        int k = 0;
        for (int i = 0; i < c.length; i++) if (val(c[i]) != -1) { int t = c[k]; c[k] = c[i]; c[i] = t; k++; }
        int id = store(c);
        byLiterals.computeIfAbsent(new Key(c), x -> new ArrayList<>(1)).add(id);
        if (c.length >= 2) { watch(c[0], id); watch(c[1], id); }
        if (inconsistent) return;
        if (val(c[0]) == -1) { inconsistent = true; return; }
        if (val(c[0]) == 0 && (c.length == 1 || val(c[1]) == -1)) {
            assign(c[0], id);
            if (propagate()) inconsistent = true;
        }
    }

    private int store(int[] c) {
        if (clauses == start.length) {
            start = Arrays.copyOf(start, 2 * clauses);
            length = Arrays.copyOf(length, 2 * clauses);
            deleted = Arrays.copyOf(deleted, 2 * clauses);
        }
        while (arenaSize + c.length > arena.length) arena = Arrays.copyOf(arena, 2 * arena.length);
        System.arraycopy(c, 0, arena, arenaSize, c.length);
        start[clauses] = arenaSize;
        length[clauses] = c.length;
        arenaSize += c.length;
        return clauses++;
    }

    private void delete(int[] lits) {
        List<Integer> ids = byLiterals.get(new Key(Arrays.stream(lits).distinct().toArray()));
        if (ids == null || ids.isEmpty()) return;
        int id = ids.get(ids.size() - 1);
        for (int l : lits) if (val(l) == 1 && reason[Math.abs(l)] == id) return;   // the reason of a top-level assignment: kept
        ids.remove(ids.size() - 1);
        deleted[id] = true;
    }

    /**
     * RAT on the clause's first literal p: every resolvent with a clause present that contains ¬p is RUP
     * (or a tautology). The empty clause has no literal to resolve on.
     */
    private boolean resolutionAsymmetric(int[] clause) {
        if (clause.length == 0) return false;
        int p = clause[0];
        for (int d = 0; d < clauses; d++) {
            if (deleted[d]) continue;
            int s = start[d], e = s + length[d];
            boolean has = false;
            for (int k = s; k < e && !has; k++) has = arena[k] == -p;
            if (!has) continue;
            int[] resolvent = Arrays.copyOf(clause, clause.length + length[d] - 1);
            int m = clause.length;
            boolean tautology = false;
            for (int k = s; k < e; k++) {
                int l = arena[k];
                if (l == -p) continue;
                for (int x : clause) if (x == -l) tautology = true;
                resolvent[m++] = l;
            }
            if (!tautology && !implied(resolvent)) return false;
        }
        return true;
    }

    /** A clause as a set of literals (sorted), to find it again for deletion. */
    private static final class Key {
        private final int[] sorted;

        Key(int[] lits) { sorted = lits.clone(); Arrays.sort(sorted); }

        @Override public boolean equals(Object o) { return o instanceof Key k && Arrays.equals(sorted, k.sorted); }

        @Override public int hashCode() { return Arrays.hashCode(sorted); }
    }
}
