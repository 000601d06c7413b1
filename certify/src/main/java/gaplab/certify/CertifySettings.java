package gaplab.certify;

/**
 * The knobs of producing a certificate (no system property is read): the SAT solver's time limit in
 * whole seconds, the largest proof file kept, and the largest formula built.
 */
public record CertifySettings(int satSeconds, long maxProofBytes, long maxClauses) {

    public static CertifySettings defaults() { return new CertifySettings(60, 256L << 20, 20_000_000L); }

    public CertifySettings {
        if (satSeconds < 1) throw new IllegalArgumentException("SAT time limit " + satSeconds + " s");
        if (maxProofBytes < 1 || maxClauses < 1) throw new IllegalArgumentException("limits must be positive");
    }
}
