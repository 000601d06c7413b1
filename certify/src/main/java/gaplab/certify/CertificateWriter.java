package gaplab.certify;

import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.JsonInput;
import java.io.IOException;
import gaplab.model.core.Rational;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The part of every certificate that does not depend on the problem (docs/certificates.md, "The
 * files"): the folder, {@code certificate.json} with the source's and the instance copy's SHA-256, the
 * optimum, the unit δ and the witness, then either a lower bound that already equals the optimum or a
 * DRUP proof from Sat4j that the formula at horizon V − δ (in units of δ: V/δ − 1) is unsatisfiable.
 */
public final class CertificateWriter {
    private CertificateWriter() {}

    public static final String CERTIFICATE = "certificate.json", INSTANCE = "instance.json", PROOF = "proof.drup", DRAT_PROOF = "proof.drat",
            LRAT_PROOF = "proof.lrat";

    /**
     * The outcome: written (a certificate in the folder) or not, with the reason; and what was measured
     * ({@code prover}: "Sat4j DRUP" or "CaDiCaL DRAT" when a SAT solver ran, with its wall-clock and CPU time);
     * {@code trim}: how the proof was trimmed to LRAT ({@link ProofTrim}), or "" when it is kept as the solver wrote it.
     */
    public record Result(boolean written, String message, String method, long proofBytes, long satMillis, int clauses, String prover, long satCpuMillis, String trim) {
        public Result(boolean written, String message, String method, long proofBytes, long satMillis, int clauses, String prover, long satCpuMillis) {
            this(written, message, method, proofBytes, satMillis, clauses, prover, satCpuMillis, "");
        }

        public static Result refused(String why) { return new Result(false, "not certified: " + why, "", 0, 0, 0, "", 0); }
    }

    /**
     * What a problem gives: its name, variant, the instance as JSON, the witness as JSON, the optimum V in
     * units of δ ({@code optimum} = V / δ, a whole number), the unit δ, and its best simple bound in units of δ.
     */
    public record Claim(String problem, String variant, ObjectNode instance, ObjectNode witness, int optimum, Rational unit, String boundName, long boundValue) {
        /** A claim whose unit is a decimal. */
        public Claim(String problem, String variant, ObjectNode instance, ObjectNode witness, int optimum, BigDecimal unit, String boundName, long boundValue) {
            this(problem, variant, instance, witness, optimum, rational(unit), boundName, boundValue);
        }
    }

    /**
     * {@code steps} units of {@code unit}: a plain decimal when it is one, else the fraction {@code "p/q"}
     * as a string (docs/certificates.md, "Rational data").
     */
    public static Object number(long steps, Rational unit) {
        Rational x = unit.multiply(Rational.of(steps));
        try {
            return plain(new BigDecimal(x.numerator()).divide(new BigDecimal(x.denominator())));
        } catch (ArithmeticException e) {   // no terminating decimal
            return x.toString();
        }
    }

    /** A decimal as an exact fraction. */
    public static Rational rational(BigDecimal x) {
        BigDecimal s = x.stripTrailingZeros();
        return s.scale() <= 0 ? Rational.of(s.toBigIntegerExact(), BigInteger.ONE) : Rational.of(s.unscaledValue(), BigInteger.TEN.pow(s.scale()));
    }

    private static void put(ObjectNode o, String field, Object number) {
        if (number instanceof BigDecimal b) o.put(field, b);
        else o.put(field, (String) number);
    }

    private static String text(Object number) { return number instanceof BigDecimal b ? b.toPlainString() : (String) number; }

    /** A decimal as the certificate writes it: without trailing zeros, an integer without a point. */
    public static BigDecimal plain(BigDecimal x) {
        BigDecimal s = x.stripTrailingZeros();
        return s.scale() < 0 ? s.setScale(0) : s;
    }

    /** {@code steps} units of {@code unit}, as a plain decimal. */
    public static BigDecimal times(long steps, BigDecimal unit) { return plain(unit.multiply(BigDecimal.valueOf(steps))); }

    /** Builds the formula "objective ≤ horizon" of the problem's encoding. */
    @FunctionalInterface
    public interface Encoder {
        Cnf encode(int horizon, long maxClauses) throws DagOrderEncoding.TooLarge;
    }

    public static Result write(Claim claim, Path source, Path dir, String encoding, int version, Encoder encoder, CertifySettings settings) throws IOException {
        int v = claim.optimum();
        Rational unit = claim.unit();
        String value = text(number(v, unit)), below = text(number(v - 1L, unit));
        boolean unitOne = unit.equals(Rational.ONE);
        Files.createDirectories(dir);
        Files.deleteIfExists(dir.resolve(CERTIFICATE));   // a failed run leaves no certificate of an earlier one
        Files.deleteIfExists(dir.resolve(PROOF));
        Files.deleteIfExists(dir.resolve(LRAT_PROOF));
        ObjectNode c = JsonInput.MAPPER.createObjectNode();
        c.put("format", "gaplab-certificate");
        c.put("version", 1);
        c.put("problem", claim.problem());
        c.put("variant", claim.variant());
        ObjectNode src = c.putObject("source");
        src.put("file", source.getFileName().toString());
        src.put("sha256", sha256(Files.readAllBytes(source)));
        byte[] instanceBytes = (JsonInput.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(claim.instance()) + "\n").getBytes(StandardCharsets.UTF_8);
        Files.write(dir.resolve(INSTANCE), instanceBytes);
        ObjectNode in = c.putObject("instance");
        in.put("file", INSTANCE);
        in.put("sha256", sha256(instanceBytes));
        put(c, "optimum", number(v, unit));
        put(c, "unit", number(1, unit));
        c.set("witness", claim.witness());
        c.put("claim", "no solution has objective <= " + below
                + (unitOne ? "" : " (the optimum minus the unit " + text(number(1, unit)) + ")"));
        Result r;
        if (claim.boundValue() >= v) {
            ObjectNode b = c.putObject("bound");
            b.put("name", claim.boundName());
            put(b, "value", number(claim.boundValue(), unit));
            c.putNull("encoding");
            c.putNull("proof");
            r = new Result(true, "certified optimum: " + value, "bound " + claim.boundName(), 0, 0, 0, "", 0);
        } else {
            c.putNull("bound");
            Cnf cnf;
            try {
                cnf = encoder.encode(v - 1, settings.maxClauses());
            } catch (DagOrderEncoding.TooLarge e) {
                return Result.refused("encoding too large: " + e.getMessage());
            }
            Files.deleteIfExists(dir.resolve(DRAT_PROOF));
            SatProver.Result quick = Provers.quickTry(settings, cnf.clauses()) ? SatProver.solveWithinConflicts(cnf, Provers.QUICK_CONFLICTS, dir.resolve(PROOF)) : null;
            boolean cadical = (quick == null || quick.answer() == SatProver.Answer.UNKNOWN) && Provers.cadical(settings, cnf.clauses());
            Path proof = dir.resolve(cadical ? DRAT_PROOF : PROOF);
            if (cadical) Files.deleteIfExists(dir.resolve(PROOF));
            String prover = cadical ? "CaDiCaL DRAT" : "Sat4j DRUP";
            SatProver.Result s = !cadical && quick != null ? quick
                    : cadical ? CadicalProver.solve(cnf, settings.satSeconds(), proof, settings.cadical()) : SatProver.solve(cnf, settings.satSeconds(), proof);
            if (s.answer() == SatProver.Answer.UNKNOWN) {
                Files.deleteIfExists(proof);
                return new Result(false, "not certified: unproven within the SAT time limit of " + settings.satSeconds() + " s (" + prover.split(" ")[0] + ", " + cnf.clauses() + " clauses)",
                        "sat", 0, s.millis(), cnf.clauses(), prover, s.cpuMillis());
            }
            if (s.answer() == SatProver.Answer.SAT) {
                Files.deleteIfExists(proof);
                return new Result(false, "not certified: the encoding has a solution with objective <= " + below + ", so " + value + " is not the optimum",
                        "sat", 0, s.millis(), cnf.clauses(), prover, s.cpuMillis());
            }
            long bytes = Files.size(proof);
            if (bytes > settings.maxProofBytes()) {
                Files.delete(proof);
                return new Result(false, "not certified: proof too large (" + bytes + " bytes, limit " + settings.maxProofBytes() + ")", "sat", bytes, s.millis(), cnf.clauses(), prover, s.cpuMillis());
            }
            String format = cadical ? "drat" : "drup", trim = "";
            ProofTrim t = null;
            if (settings.proofFormat() == CertifySettings.ProofFormat.LRAT) {
                t = ProofTrim.trim(cnf, proof, cadical, dir.resolve(LRAT_PROOF));
                long lratBytes = t.written() ? Files.size(dir.resolve(LRAT_PROOF)) : 0;
                if (lratBytes > settings.maxProofBytes()) {   // the solver's proof fits (checked above): keep it
                    Files.delete(dir.resolve(LRAT_PROOF));
                    t = t.tooLarge(lratBytes, settings.maxProofBytes(), format);
                }
                if (t.written()) {
                    Files.delete(proof);
                    proof = dir.resolve(LRAT_PROOF);
                    format = "lrat";
                    bytes = lratBytes;
                } else if (!t.keepsDrat()) {
                    Files.delete(proof);
                    return new Result(false, "not certified: the solver's proof does not check: " + t.note(), "sat", bytes, s.millis(), cnf.clauses(), prover, s.cpuMillis());
                }
                trim = t.note();
            }
            ObjectNode e = c.putObject("encoding");
            e.put("name", encoding);
            e.put("version", version);
            e.put("horizon", v - 1);
            e.put("variables", cnf.variables());
            e.put("clauses", cnf.clauses());
            e.put("sha256", cnf.sha256());
            c.put("proof", proof.getFileName().toString());
            c.put("proof_format", format);
            ObjectNode p = c.putObject("producer");
            p.put("solver", cadical ? "CaDiCaL (cadical --version: " + CadicalProver.version(settings.cadical()) + "; DRAT text)" : "Sat4j 2.3.6 (RupSearchListener, DRUP)");
            if (t != null) t.describe(p);
            p.put("proof_bytes", bytes);
            r = new Result(true, "certified optimum: " + value, "sat", bytes, s.millis(), cnf.clauses(), prover, s.cpuMillis(), trim);
        }
        Files.writeString(dir.resolve(CERTIFICATE), JsonInput.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(c) + "\n");
        return r;
    }

    public static String sha256(byte[] data) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
