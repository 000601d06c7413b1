package gaplab.certcheck;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks an LRAT proof (docs/certificates.md, "LRAT proofs"; Cruz-Filipe, Heule, Hunt, Kaufmann,
 * Schneider-Kamp, "Efficient certified RAT verification", CADE 2017) in time linear in its size, with no search:
 * the formula's clauses have ids 1 … m in their order; a line {@code i l1 … lk 0 h1 … hj 0} adds the lemma
 * (l1 ∨ … ∨ lk) with id i, larger than every id before; a line {@code i d c1 … cj 0} deletes the live
 * clauses c1 … cj. A lemma is accepted when, starting from the negation of its literals, every hinted clause
 * but the last is unit (one literal unassigned, every other false: that literal is then assigned true) and
 * the last is falsified — reverse unit propagation along the path the hints name. The proof is accepted when the
 * empty clause is derived. Hints must be live clauses; a negative hint (an LRAT RAT step) is refused.
 *
 * <p>Independent of the producer's trimmer ({@link ProofTrimmer}) and of the DRAT checker: its own reader and
 * clause table, nothing of {@link ClauseStore}, {@link Propagator} or {@link BackwardCheck}.
 */
public final class LratCheck {
    private LratCheck() {}

    /** Checks {@code proof} (LRAT text) against the clauses of a formula over {@code vars} variables. */
    public static RupChecker.Result check(int vars, List<int[]> formula, InputStream proof) throws IOException {
        return new LratCheck.Run(vars, formula, new BufferedInputStream(proof, 1 << 16)).run();
    }

    private static final class Run {
        private final int vars, m;
        private final int[][] original;
        private final Map<Integer, int[]> lemmas = new HashMap<>();
        /** Per variable: +stamp true, −stamp false, anything else unassigned, in the lemma being checked. */
        private final int[] value;
        private int stamp;
        private final InputStream in;
        private int line = 1, peek = -2;
        private long last;
        private int added, deleted;

        Run(int vars, List<int[]> formula, InputStream in) {
            this.vars = vars;
            this.in = in;
            m = formula.size();
            original = formula.toArray(new int[0][]);
            value = new int[vars + 1];
        }

        RupChecker.Result run() throws IOException {
            long[] row = new long[64];
            while (true) {
                int c = skipBlankAndComments();
                if (c == -1) return result(false, RupChecker.NO_EMPTY_CLAUSE);
                long id = number();
                if (id == Long.MIN_VALUE || id <= 0) return result(false, at("an id > 0 expected"));
                int c2 = afterSpaces();
                if (c2 == 'd') {
                    read();
                    int n = 0;
                    while (true) {
                        long x = number();
                        if (x == Long.MIN_VALUE) return result(false, at("a clause id expected"));
                        if (x == 0) break;
                        if (x < 0 || x > Integer.MAX_VALUE || !delete((int) x)) return result(false, at("deletes clause " + x + ", which is not live"));
                        n++;
                    }
                    if (!endOfLine()) return result(false, at("text after the closing 0"));
                    deleted += n;
                    continue;
                }
                if (id <= Math.max(last, m) || id > Integer.MAX_VALUE)
                    return result(false, at("lemma id " + id + " is not larger than every id before (" + Math.max(last, m) + ")"));
                last = id;
                int k = 0, here = line;
                while (true) {
                    long x = number();
                    if (x == Long.MIN_VALUE) return result(false, at("a literal expected"));
                    if (x == 0) break;
                    if (Math.abs(x) > vars) return result(false, at("literal " + x + " beyond the formula's " + vars + " variables"));
                    if (k == row.length) row = Arrays.copyOf(row, 2 * k);
                    row[k++] = x;
                }
                int[] lemma = new int[k];
                for (int i = 0; i < k; i++) lemma[i] = (int) row[i];
                String wrong = implied(lemma);
                if (!endOfLine()) return result(false, at("text after the closing 0 of the hints"));
                if (wrong != null) return result(false, "LRAT line " + here + ": the lemma " + Arrays.toString(lemma) + " (id " + id + ") " + wrong);
                added++;
                if (k == 0) return result(true, "");
                lemmas.put((int) id, lemma);
            }
        }

        /** Reads the hints and walks them; null when the lemma follows, else what is wrong. */
        private String implied(int[] lemma) throws IOException {
            stamp++;
            boolean tautology = false;
            for (int l : lemma) {
                if (val(l) == 1) tautology = true;
                set(-l);
            }
            String wrong = null;
            boolean conflict = false;
            while (true) {
                long h = number();
                if (h == Long.MIN_VALUE) return "has a hint that is no number";
                if (h == 0) break;
                if (wrong != null) continue;
                if (conflict) wrong = "has hints after a falsified clause";
                else if (h < 0) wrong = "has a negative hint " + h + " (a RAT step, which this checker refuses)";
                else {
                    int[] c = clause(h);
                    if (c == null) { wrong = "names clause " + h + ", which is not live"; continue; }
                    int unit = 0;
                    for (int l : c) {
                        int v = val(l);
                        if (v == 1) { wrong = "names clause " + h + ", which is satisfied, not unit"; break; }
                        if (v == 0 && unit != 0 && unit != l) { wrong = "names clause " + h + ", which is not unit"; break; }
                        if (v == 0) unit = l;
                    }
                    if (wrong != null) continue;
                    if (unit == 0) conflict = true;
                    else set(unit);
                }
            }
            if (wrong != null) return wrong;
            return conflict || tautology ? null : "does not follow from its hints: the last is not falsified";
        }

        private int val(int l) {
            int v = value[Math.abs(l)];
            int x = v == stamp ? 1 : v == -stamp ? -1 : 0;
            return l > 0 ? x : -x;
        }

        private void set(int l) { value[Math.abs(l)] = l > 0 ? stamp : -stamp; }

        private int[] clause(long id) {
            if (id <= m) return original[(int) id - 1];
            return id > Integer.MAX_VALUE ? null : lemmas.get((int) id);
        }

        private boolean delete(int id) {
            if (id <= m) {
                if (original[id - 1] == null) return false;
                original[id - 1] = null;
                return true;
            }
            return lemmas.remove(id) != null;
        }

        private RupChecker.Result result(boolean ok, String reason) { return new RupChecker.Result(ok, reason, added, deleted, added); }

        private String at(String what) { return "LRAT line " + line + ": " + what; }

        private int read() throws IOException {
            if (peek != -2) { int c = peek; peek = -2; return c; }
            return in.read();
        }

        private int afterSpaces() throws IOException {
            int c = read();
            while (c == ' ' || c == '\t') c = read();
            peek = c;
            return c;
        }

        /** Skips blank lines and {@code c} comments; the first character of the next line, or -1 at the end. */
        private int skipBlankAndComments() throws IOException {
            while (true) {
                int c = afterSpaces();
                if (c == -1) return -1;
                if (c == '\n' || c == '\r') { read(); if (c == '\n') line++; continue; }
                if (c == 'c') { while (c != '\n' && c != -1) c = read(); if (c == '\n') line++; continue; }
                return c;
            }
        }

        /** The next number on the line (long), or Long.MIN_VALUE when there is none. */
        private long number() throws IOException {
            int c = afterSpaces();
            boolean negative = c == '-';
            if (negative) { read(); c = read(); peek = c; }
            if (c < '0' || c > '9') return Long.MIN_VALUE;
            long v = 0;
            read();
            while (c >= '0' && c <= '9') {
                v = 10 * v + (c - '0');
                if (v > 1L << 40) return Long.MIN_VALUE;
                c = read();
            }
            peek = c;
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != -1 || negative && v == 0) return Long.MIN_VALUE;
            return negative ? -v : v;
        }

        /** The rest of the line is blank; consumes its end. */
        private boolean endOfLine() throws IOException {
            int c = afterSpaces();
            if (c == -1) return true;
            if (c != '\n' && c != '\r') return false;
            read();
            if (c == '\r' && afterSpaces() == '\n') read();
            line++;
            return true;
        }
    }
}
