package gaplab.cli.dag;

import gaplab.certcheck.CertificateCheck;
import gaplab.certify.CertificateWriter;
import gaplab.certify.CertifySettings;
import gaplab.certify.DagCertifier;
import gaplab.exact.dag.IntegerUnit;
import gaplab.model.core.InputException;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code bench dag --certify DIR} (issue 35; docs/certificates.md, "Certifying a benchmark"): the
 * certificate of each proven optimum goes to {@code DIR/<graph>/} and is checked there at once by the
 * independent checker; a folder that already holds a certificate the checker accepts is kept (so a
 * resumed run certifies only what is missing). The outcome is one CSV cell group.
 */
public final class BenchCertificates {
    private BenchCertificates() {}

    /** The outcome: what ({@code proof}, {@code bound}, {@code kept}, {@code not-certified}, {@code refuted}), and the figures. */
    public record Cert(String what, int clauses, long proofBytes, long certifyMillis, long checkMillis, String note) {
        static final Cert NONE = new Cert("-", 0, 0, 0, 0, "");

        public String csv() {
            return String.join(",", what, Integer.toString(clauses), Long.toString(proofBytes), Long.toString(certifyMillis), Long.toString(checkMillis),
                    "\"" + note.replace('"', '\'').replace(',', ';') + "\"");
        }

        public static final String HEADER = "certificate,clauses,proof_bytes,certify_ms,check_ms,certificate_note";

        /** Written and accepted by the checker (now or in an earlier run). */
        public boolean certified() { return what.equals("proof") || what.equals("bound") || what.equals("kept"); }

        /** The certificate of an unproven run's best schedule: the proof alone shows it optimal (the note says so). */
        Cert byTheProofAlone() { return new Cert(what, clauses, proofBytes, certifyMillis, checkMillis, "the best schedule of an unproven run; " + note); }
    }

    /** Certifies the verified optimum (or an unproven run's best schedule) {@code optimum} of {@code inst} (with duplication when {@code dup}) into {@code dir}, then checks it. */
    static Cert certify(DagInstance inst, Path source, double optimum, Schedule witness, boolean dup, Path dir, CertifySettings settings) throws IOException {
        return certify(dir, () -> {
            IntegerUnit unit = IntegerUnit.of(inst);
            if (unit == null) return CertificateWriter.Result.refused("the data has no unit");
            return DagCertifier.certify(inst, source, optimum, witness, dir, settings, unit.unit(), dup);
        });
    }

    /** Writes a certificate. */
    @FunctionalInterface
    public interface Producer {
        CertificateWriter.Result write() throws IOException;
    }

    /**
     * A folder that already holds a certificate the checker accepts is kept; otherwise the producer writes one
     * into {@code dir} and the independent checker checks it at once.
     */
    public static Cert certify(Path dir, Producer producer) throws IOException {
        if (Files.exists(dir.resolve(CertificateWriter.CERTIFICATE))) {
            long t0 = System.nanoTime();
            var c = check(dir);
            if (c.code() == 0) return new Cert("kept", 0, 0, 0, ms(t0), c.message());
        }
        long t0 = System.nanoTime();
        CertificateWriter.Result r = producer.write();
        long certify = ms(t0);
        if (!r.written()) return new Cert("not-certified", r.clauses(), 0, certify, 0, r.message());
        t0 = System.nanoTime();
        var c = check(dir);
        long check = ms(t0);
        return new Cert(c.code() != 0 ? "refuted" : r.method().equals("sat") ? "proof" : "bound", r.clauses(), r.proofBytes(), certify, check, c.message());
    }

    private static CertificateCheck.Outcome check(Path dir) throws IOException {
        try {
            return CertificateCheck.check(dir);
        } catch (InputException e) {
            return new CertificateCheck.Outcome(2, e.getMessage());
        }
    }

    private static long ms(long t0) { return (System.nanoTime() - t0) / 1_000_000; }
}
