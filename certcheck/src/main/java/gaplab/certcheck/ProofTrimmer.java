package gaplab.certcheck;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Trims a DRUP or DRAT proof to an LRAT proof (docs/certificates.md, "LRAT proofs"), as drat-trim does
 * (Wetzler, Heule, Hunt, "DRAT-trim", SAT 2014; LRAT output: Cruz-Filipe et al., CADE 2017): the backward,
 * core-first check ({@link BackwardCheck}) records for every lemma it checks the clauses its RUP check
 * propagated, in trail order, the conflict last ({@link Hints}); then the lemmas the empty clause needs —
 * through its hints, and theirs, transitively — are written in their order with ids after the formula's
 * clauses (1 … m, in the formula's order) and their hints, and each clause is deleted after the last lemma
 * that names it, so that a checker holds only what is still needed. A proof whose refutation uses a RAT step
 * is not trimmed (this trimmer writes no RAT hints): its certificate keeps the DRAT proof.
 *
 * <p>The producer's tool, not part of the verdict: {@link LratCheck} checks what this writes and shares none of
 * its code (it trusts nothing of the trimmer).
 */
public final class ProofTrimmer {
    private ProofTrimmer() {}

    /**
     * Written or not (with the reason); the proof's lemmas, the lemmas kept, the RAT steps the refutation
     * uses, and the hints written.
     */
    public record Result(boolean written, String reason, int lemmas, int kept, int ratSteps, long hints) {}

    /**
     * Trims {@code proof} (DRAT text when {@code rat}, else DRUP) of the formula over {@code vars} variables to
     * LRAT text on {@code lrat}; nothing is written unless the result says so.
     */
    public static Result trim(int vars, List<int[]> formula, InputStream proof, boolean rat, OutputStream lrat) throws IOException {
        BackwardCheck b = new BackwardCheck(true);
        RupChecker.Result r = b.run(vars, formula, new BufferedInputStream(proof, 1 << 16), rat);
        if (!r.accepted()) return new Result(false, "the proof does not check: " + r.reason(), r.lemmas(), 0, b.ratSteps, 0);
        if (b.ratSteps > 0) return new Result(false, "the refutation uses " + b.ratSteps + " RAT steps", r.lemmas(), 0, b.ratSteps, 0);
        if (b.emptyHints == null) return new Result(false, "no hints for the empty clause", r.lemmas(), 0, 0, 0);
        ClauseStore st = b.store;
        int n = st.count();
        int[] id = new int[n];
        int s = 0;
        for (int i = 0; i < formula.size(); i++) if (st.normalise(formula.get(i)) != null) id[s++] = i + 1;
        // the lemmas the empty clause needs, backwards (hints name earlier clauses only)
        boolean[] needed = new boolean[n];
        for (int h : b.emptyHints) needed[h] = true;
        for (int k = b.count - 1; k >= 0; k--) {
            int c = b.steps[k];
            if (c < 0 || !needed[c]) continue;
            if (b.hintsOf[k] == null) return new Result(false, "no hints for the lemma of proof line " + b.lines[k], r.lemmas(), 0, 0, 0);
            for (int h : b.hintsOf[k]) needed[h] = true;
        }
        // each clause is deleted after the step that names it last (the empty clause at step count)
        int[] lastUse = new int[n];
        Arrays.fill(lastUse, -1);
        for (int k = 0; k < b.count; k++) if (b.steps[k] >= 0 && needed[b.steps[k]]) for (int h : b.hintsOf[k]) lastUse[h] = k;
        for (int h : b.emptyHints) lastUse[h] = b.count;
        int[] dueAt = new int[b.count + 1], link = new int[n];
        Arrays.fill(dueAt, -1);
        for (int c = 0; c < n; c++) if (lastUse[c] >= 0) { link[c] = dueAt[lastUse[c]]; dueAt[lastUse[c]] = c; }
        int next = formula.size() + 1, kept = 0;
        long hints = 0;
        StringBuilder sb = new StringBuilder(1 << 16);
        for (int k = 0; k < b.count; k++) {
            int c = b.steps[k];
            if (c < 0 || !needed[c]) continue;
            id[c] = next++;
            kept++;
            hints += write(sb, id[c], st.literals(c), b.hintsOf[k], id);
            if (dueAt[k] >= 0) {
                sb.append(id[c]).append(" d");
                for (int d = dueAt[k]; d >= 0; d = link[d]) sb.append(' ').append(id[d]);
                sb.append(" 0\n");
            }
            if (sb.length() > 1 << 15) flush(sb, lrat);
        }
        hints += write(sb, next, new int[0], b.emptyHints, id);
        flush(sb, lrat);
        return new Result(true, "", r.lemmas(), kept + 1, 0, hints);
    }

    /** One LRAT addition: {@code id literals 0 hints 0}; the number of hints. */
    private static int write(StringBuilder sb, int lemma, int[] lits, int[] hints, int[] id) {
        sb.append(lemma);
        for (int l : lits) sb.append(' ').append(l);
        sb.append(" 0");
        for (int h : hints) sb.append(' ').append(id[h]);
        sb.append(" 0\n");
        return hints.length;
    }

    private static void flush(StringBuilder sb, OutputStream out) throws IOException {
        out.write(sb.toString().getBytes(StandardCharsets.US_ASCII));
        sb.setLength(0);
    }
}
