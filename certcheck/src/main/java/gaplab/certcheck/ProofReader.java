package gaplab.certcheck;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Reads DRUP text one step at a time: a line of literals ended by {@code 0} (a lemma), the same after
 * {@code d} (a deletion), blank lines and {@code c} comments skipped. Anything else — another
 * character, a literal outside the formula's variables, a line not ended by 0, a second 0 — stops the
 * reading with the line number and what is wrong.
 */
final class ProofReader {
    private final InputStream in;
    private final int vars;
    private int line;
    private int[] lits = new int[64];
    private int count;
    private boolean deletion;
    private String error;
    private int peeked = -2;

    ProofReader(InputStream in, int vars) {
        this.in = in;
        this.vars = vars;
    }

    int line() { return line; }

    boolean deletion() { return deletion; }

    int[] clause() { return Arrays.copyOf(lits, count); }

    String error() { return error; }

    private int read() throws IOException {
        if (peeked != -2) { int c = peeked; peeked = -2; return c; }
        return in.read();
    }

    /** Reads the next step; false at the end of the proof or at an error ({@link #error}). */
    boolean next() throws IOException {
        while (true) {
            int c = read();
            if (c == -1) return false;
            line++;
            count = 0;
            deletion = false;
            while (c == ' ' || c == '\t') c = read();
            if (c == '\n' || c == '\r') { if (c == '\r') skipNewline(); continue; }
            if (c == 'c') { while (c != '\n' && c != -1) c = read(); continue; }
            if (c == 'd') {
                deletion = true;
                c = read();
                if (c != ' ' && c != '\t') return fail("expected a space after 'd'");
            } else peeked = c;
            return lineOfLiterals();
        }
    }

    private void skipNewline() throws IOException {
        int c = read();
        if (c != '\n') peeked = c;
    }

    private boolean lineOfLiterals() throws IOException {
        boolean ended = false;
        while (true) {
            int c = read();
            while (c == ' ' || c == '\t') c = read();
            if (c == '\n' || c == '\r' || c == -1) {
                if (c == '\r') skipNewline();
                return ended || fail("the line does not end with 0");
            }
            if (ended) return fail("text after the closing 0");
            boolean negative = c == '-';
            if (negative) c = read();
            if (c < '0' || c > '9') return fail("'" + (c == -1 ? "end of file" : Character.toString(c)) + "' is not part of a literal");
            long v = 0;
            while (c >= '0' && c <= '9') {
                v = 10 * v + (c - '0');
                if (v > vars) return fail("variable beyond the formula's " + vars);
                c = read();
            }
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != -1) return fail("'" + Character.toString(c) + "' after a literal");
            peeked = c;
            if (v == 0) {
                if (negative) return fail("-0 is not a literal");
                ended = true;
                continue;
            }
            if (count == lits.length) lits = Arrays.copyOf(lits, 2 * count);
            lits[count++] = (int) (negative ? -v : v);
        }
    }

    private boolean fail(String what) {
        error = "proof line " + line + ": " + what;
        return false;
    }
}
