package gaplab.certify;

import java.util.Arrays;

/**
 * One clause being built, for both task-graph encodings: the constants {@link #TRUE} and {@link #FALSE}
 * (negated by the sign like literals: −TRUE = FALSE) fold in — a true literal satisfies the clause, a false
 * one is left out — and a repeated literal is written once.
 */
final class ClauseBuilder {
    static final int TRUE = Integer.MAX_VALUE, FALSE = -Integer.MAX_VALUE;

    private int[] buf = new int[8];
    private int len;
    private boolean satisfied;

    void start() { len = 0; satisfied = false; }

    void lit(int l) {
        if (l == TRUE) { satisfied = true; return; }
        if (l == FALSE) return;
        for (int i = 0; i < len; i++) if (buf[i] == l) return;
        if (len == buf.length) buf = Arrays.copyOf(buf, 2 * len);
        buf[len++] = l;
    }

    /** Adds the clause to {@code f} unless a constant satisfied it; more than {@code maxClauses} clauses is too large. */
    void emit(Cnf f, long maxClauses) throws DagOrderEncoding.TooLarge {
        if (satisfied) return;
        if (f.clauses() >= maxClauses) throw new DagOrderEncoding.TooLarge("the formula has more than " + maxClauses + " clauses");
        f.add(Arrays.copyOf(buf, len), len);
    }
}
