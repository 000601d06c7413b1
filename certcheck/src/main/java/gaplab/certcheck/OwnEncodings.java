package gaplab.certcheck;

import gaplab.model.core.InputException;
import gaplab.model.dag.DagInstance;
import gaplab.model.grid.GridInstance;
import gaplab.model.unrelated.UnrelatedInstance;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * This checker's own encoders as the tests see them (issue 35; docs/certificates.md, "Tests"): the SHA-256 of a
 * formula it rebuilds, and whether a DRUP proof refutes it — so that the tests can compare the producer's encoders
 * with the checker's, which share no code. {@link CertificateCheck} checks whole certificates.
 */
public final class OwnEncodings {
    private OwnEncodings() {}

    /** SHA-256 of this checker's own {@code grid-tiling} formula of {@code inst} at horizon T (in units of δ). */
    public static String gridTilingSha256(GridInstance inst, int horizon) throws InputException {
        return formula(() -> new GridEncoder(inst).encode(horizon)).sha256();
    }

    /** Does the DRUP proof in {@code proof} refute this checker's own {@code grid-tiling} formula of {@code inst} at horizon T? */
    public static RupChecker.Result checkGridTilingProof(GridInstance inst, int horizon, Path proof) throws InputException, IOException {
        return refutes(formula(() -> new GridEncoder(inst).encode(horizon)), proof);
    }

    /** The unit δ of a task graph's data as this checker computes it (tests compare it with the exact methods'). */
    public static BigDecimal dagUnit(DagInstance inst) throws InputException {
        try {
            return DagEncoder.unit(inst);
        } catch (DagEncoder.NotWhole e) {
            throw new InputException("instance", e.getMessage());
        }
    }

    /** SHA-256 of this checker's own {@code dag-order} formula of {@code inst} at horizon H (tests compare it with the producer's). */
    public static String dagOrderSha256(DagInstance inst, int horizon) throws InputException {
        return formula(() -> DagEncoder.encode(inst, horizon)).sha256();
    }

    /** Does the DRUP proof in {@code proof} refute this checker's own {@code dag-order} formula of {@code inst} at horizon H? */
    public static RupChecker.Result checkDagOrderProof(DagInstance inst, int horizon, Path proof) throws InputException, IOException {
        return refutes(formula(() -> DagEncoder.encode(inst, horizon)), proof);
    }

    /** SHA-256 of this checker's own {@code dag-dup} formula of {@code inst} at horizon H (in units of δ). */
    public static String dagDupSha256(DagInstance inst, int horizon) throws InputException {
        return formula(() -> DagDupEncoder.encode(inst, horizon)).sha256();
    }

    /** Does the DRUP proof in {@code proof} refute this checker's own {@code dag-dup} formula of {@code inst} at horizon H? */
    public static RupChecker.Result checkDagDupProof(DagInstance inst, int horizon, Path proof) throws InputException, IOException {
        return refutes(formula(() -> DagDupEncoder.encode(inst, horizon)), proof);
    }

    /** SHA-256 of this checker's own {@code unrelated-assign} formula of {@code inst} at horizon H (tests compare it with the producer's). */
    public static String unrelatedAssignSha256(UnrelatedInstance inst, int horizon) throws InputException {
        return formula(() -> UnrelatedEncoder.encode(inst, horizon)).sha256();
    }

    /** Does the DRUP proof in {@code proof} refute this checker's own {@code unrelated-assign} formula of {@code inst} at horizon H? */
    public static RupChecker.Result checkUnrelatedAssignProof(UnrelatedInstance inst, int horizon, Path proof) throws InputException, IOException {
        return refutes(formula(() -> UnrelatedEncoder.encode(inst, horizon)), proof);
    }

    /** One of this checker's encoders at work. */
    @FunctionalInterface
    private interface Encoding {
        Formula encode() throws DagEncoder.NotWhole;
    }

    /** The formula, or bad input when the data have no whole-number unit. */
    private static Formula formula(Encoding encoding) throws InputException {
        try {
            return encoding.encode();
        } catch (DagEncoder.NotWhole e) {
            throw new InputException("instance", e.getMessage());
        }
    }

    /** The RUP check of the proof file against the formula. */
    private static RupChecker.Result refutes(Formula f, Path proof) throws IOException {
        try (InputStream in = Files.newInputStream(proof)) {
            return RupChecker.check(f.vars, f.clauses, in);
        }
    }
}
