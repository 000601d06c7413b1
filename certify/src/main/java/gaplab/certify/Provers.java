package gaplab.certify;

/** Which SAT solver proves a formula (docs/certificates.md, "Choosing the prover"). */
final class Provers {
    private Provers() {}

    /**
     * CaDiCaL when asked for, or under {@code auto} when its binary is there and the formula has at least
     * {@link CertifySettings.Prover#AUTO_CLAUSES} clauses; Sat4j otherwise. Depends on nothing but these.
     */
    static boolean cadical(CertifySettings s, int clauses) {
        return switch (s.prover()) {
            case CADICAL -> true;
            case SAT4J -> false;
            case AUTO -> s.cadical() != null && clauses >= CertifySettings.Prover.AUTO_CLAUSES;
        };
    }
}
