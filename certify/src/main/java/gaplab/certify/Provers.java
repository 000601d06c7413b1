package gaplab.certify;

/** Which SAT solver proves a formula (docs/certificates.md, "Choosing the prover"). */
final class Provers {
    private Provers() {}

    /**
     * CaDiCaL when asked for, or under {@code auto} when its binary is there and the formula has at least
     * {@link CertifySettings.Prover#AUTO_CLAUSES} clauses; Sat4j otherwise. Depends on nothing but these.
     */
    /**
     * Under {@code auto}, a formula CaDiCaL would get is first given to Sat4j for this many conflicts (a
     * count, so the choice is the same on every run): many formulas with the energy clauses of
     * {@code dag-order} version 2 fall at once, and Sat4j's proof is then a few lines where CaDiCaL writes
     * its preprocessing (1.5 MB on {@code random10-ccr10-p2}).
     */
    static final int QUICK_CONFLICTS = 1_000;

    /** Whether Sat4j gets a quick first try ({@link #QUICK_CONFLICTS}) before CaDiCaL. */
    static boolean quickTry(CertifySettings s, int clauses) { return s.prover() == CertifySettings.Prover.AUTO && cadical(s, clauses); }

    static boolean cadical(CertifySettings s, int clauses) {
        return switch (s.prover()) {
            case CADICAL -> true;
            case SAT4J -> false;
            case AUTO -> s.cadical() != null && clauses >= CertifySettings.Prover.AUTO_CLAUSES;
        };
    }
}
