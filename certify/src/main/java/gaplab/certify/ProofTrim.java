package gaplab.certify;

import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.certcheck.ProofTrimmer;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractList;
import java.util.List;

/**
 * The solver's DRUP or DRAT proof trimmed to LRAT (docs/certificates.md, "LRAT proofs") by the backward check
 * of gaplab.certcheck, which records the hints of every lemma the refutation uses ({@link ProofTrimmer}, as
 * drat-trim is both checker and LRAT writer). The verdict stays with the checker: {@code certificate check}
 * reads the LRAT proof with its own small checker, which trusts nothing of the trimmer.
 *
 * @param written   the LRAT proof is in the folder
 * @param keepsDrat not written because the refutation uses RAT steps, or dropped because it is above the size limit
 *                  ({@link #tooLarge}): the certificate keeps the solver's DRAT or DRUP proof
 * @param note      what happened, in words
 */
record ProofTrim(boolean written, boolean keepsDrat, String note, ProofTrimmer.Result result, long millis, long cpuMillis) {

    /** Trims {@code proof} (DRAT when {@code rat}) of {@code cnf} to {@code out}; {@code out} exists only when written. */
    static ProofTrim trim(Cnf cnf, Path proof, boolean rat, Path out) throws IOException {
        List<int[]> clauses = new AbstractList<>() {
            @Override public int[] get(int i) { return cnf.clause(i); }

            @Override public int size() { return cnf.clauses(); }
        };
        long t0 = System.nanoTime(), c0 = CPU.getCurrentThreadCpuTime();
        ProofTrimmer.Result r;
        try (InputStream in = Files.newInputStream(proof); OutputStream o = new BufferedOutputStream(Files.newOutputStream(out), 1 << 16)) {
            r = ProofTrimmer.trim(cnf.variables(), clauses, in, rat, o);
        }
        long ms = (System.nanoTime() - t0) / 1_000_000, cpu = (CPU.getCurrentThreadCpuTime() - c0) / 1_000_000;
        if (!r.written()) Files.deleteIfExists(out);
        String note = r.written() ? "trimmed to LRAT (" + r.kept() + " of " + r.lemmas() + " lemmas)"
                : r.ratSteps() > 0 ? "kept as DRAT (" + r.reason() + ")" : r.reason();
        return new ProofTrim(r.written(), !r.written() && r.ratSteps() > 0, note, r, ms, cpu);
    }

    /**
     * The trimming with its LRAT proof dropped because it is larger than {@code limit} bytes (with hints an LRAT
     * proof can be several times the solver's): the certificate keeps the solver's proof ({@code solverFormat}).
     */
    ProofTrim tooLarge(long bytes, long limit, String solverFormat) {
        return new ProofTrim(false, true, "kept as " + solverFormat.toUpperCase(java.util.Locale.ROOT) + " (its LRAT, " + bytes
                + " bytes, is above the limit of " + limit + ")", result, millis, cpuMillis);
    }

    /** Adds the trimming to the certificate's {@code producer} (information only). */
    void describe(ObjectNode producer) {
        producer.put("trim", note);
        producer.put("trim_ms", millis);
        producer.put("trim_cpu_ms", cpuMillis);
        if (written) producer.put("lrat_hints", result.hints());
    }

    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();
}
