package gaplab.certify;

import java.nio.file.Path;

/**
 * The knobs of producing a certificate (no system property is read): the SAT solver's time limit in
 * whole seconds, the largest proof file kept, the largest formula built, the SAT prover
 * (docs/certificates.md, "Choosing the prover") and CaDiCaL's binary (null when there is none).
 */
public record CertifySettings(int satSeconds, long maxProofBytes, long maxClauses, Prover prover, Path cadical, ProofFormat proofFormat) {

    /**
     * The proof kept: the solver's DRUP or DRAT trimmed to LRAT with hints (the default; a DRAT proof whose
     * refutation uses RAT steps, or whose LRAT is above the size limit, stays as written), or the solver's proof as written (docs/certificates.md, "LRAT proofs").
     */
    public enum ProofFormat { LRAT, DRAT }

    /** LRAT, with these limits and prover. */
    public CertifySettings(int satSeconds, long maxProofBytes, long maxClauses, Prover prover, Path cadical) {
        this(satSeconds, maxProofBytes, maxClauses, prover, cadical, ProofFormat.LRAT);
    }

    /** Sat4j in the JVM (DRUP), CaDiCaL as an external process (DRAT), or by the formula's size. */
    public enum Prover {
        SAT4J, CADICAL, AUTO;

        /**
         * {@code auto} gives formulas of at least this many clauses to CaDiCaL (when its binary is there):
         * below it Sat4j was as fast on the Sinnen graphs (docs/results/2026-11-27-certificates.md, "CaDiCaL").
         */
        public static final int AUTO_CLAUSES = 10_000;
    }

    public static CertifySettings defaults() { return new CertifySettings(60, 256L << 20, 20_000_000L); }

    /** Sat4j with these limits. */
    public CertifySettings(int satSeconds, long maxProofBytes, long maxClauses) { this(satSeconds, maxProofBytes, maxClauses, Prover.SAT4J, null); }

    public CertifySettings {
        if (satSeconds < 1) throw new IllegalArgumentException("SAT time limit " + satSeconds + " s");
        if (maxProofBytes < 1 || maxClauses < 1) throw new IllegalArgumentException("limits must be positive");
        if (prover == null || proofFormat == null) throw new IllegalArgumentException("no prover or proof format");
        if (prover == Prover.CADICAL && cadical == null) throw new IllegalArgumentException("no cadical binary");
    }

    /** These settings with another prover and CaDiCaL binary. */
    public CertifySettings with(Prover p, Path binary) { return new CertifySettings(satSeconds, maxProofBytes, maxClauses, p, binary, proofFormat); }

    /** These settings with another proof format. */
    public CertifySettings with(ProofFormat f) { return new CertifySettings(satSeconds, maxProofBytes, maxClauses, prover, cadical, f); }
}
