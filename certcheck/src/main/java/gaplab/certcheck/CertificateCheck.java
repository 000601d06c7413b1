package gaplab.certcheck;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import gaplab.model.core.InputException;
import gaplab.model.core.Rational;
import gaplab.model.grid.GridFormat;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.verify.grid.GridChecker;
import gaplab.model.core.Verdict;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.verify.dag.DagChecker;
import gaplab.verify.unrelated.UnrelatedChecker;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedFormat;
import gaplab.model.unrelated.UnrelatedInstance;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * {@code gaplab certificate check DIR} (docs/certificates.md, "Checking a certificate"): reads
 * {@code DIR/certificate.json}, the instance copy and the proof, and decides, sharing no code with any
 * solver or with the producer of the certificate: the witness (a schedule, SPEC §3, or an assignment,
 * SPEC §5) is valid with objective V by the problem's own checker in gaplab.verify; and nothing has
 * objective ≤ V − δ (δ the data's unit, recomputed here) — either a lower bound recomputed here is already V, or the formula rebuilt here
 * ({@link DagEncoder}, {@link UnrelatedEncoder}) has the recorded SHA-256 and the DRUP or DRAT proof derives the
 * empty clause from it ({@link RupChecker}; backwards by default).
 */
public final class CertificateCheck {
    private CertificateCheck() {}

    /** Exit code 0 certified, 1 refuted (with the reason), 2 bad input (with what is wrong). */
    public record Outcome(int code, String message) {
        static Outcome certified(String m) { return new Outcome(0, m); }

        static Outcome refuted(String reason) { return new Outcome(1, "refuted: " + reason); }
    }

    /** Numbers read exactly: a decimal in the certificate is the decimal as written. */
    private static final ObjectMapper JSON = new ObjectMapper().enable(com.fasterxml.jackson.databind.DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    /** Checks the certificate in {@code dir}, its proof backwards; bad input is an {@link InputException}. */
    public static Outcome check(Path dir) throws InputException, IOException { return check(dir, RupChecker.Direction.BACKWARD); }

    /** Checks the certificate in {@code dir}, its proof in the given direction; bad input is an {@link InputException}. */
    public static Outcome check(Path dir, RupChecker.Direction direction) throws InputException, IOException {
        Path file = dir.resolve("certificate.json");
        if (!Files.isRegularFile(file)) throw new InputException(dir.toString(), "no certificate.json in this folder");
        JsonNode c;
        try {
            c = JSON.readTree(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new InputException(file.toString(), "not JSON: " + e.getMessage().lines().findFirst().orElse(""));
        }
        if (c == null || !c.isObject()) throw new InputException(file.toString(), "not a JSON object");
        if (!"gaplab-certificate".equals(text(c, "format")) || c.path("version").asInt(-1) != 1)
            throw new InputException(file.toString(), "not a gaplab certificate of version 1");
        String problem = text(c, "problem"), variant = text(c, "variant");
        boolean dup = "dag".equals(problem) && "with duplication".equals(variant);
        boolean dag = dup || "dag".equals(problem) && "without duplication".equals(variant);
        boolean unrelated = "unrelated".equals(problem) && "R||Cmax".equals(variant);
        boolean lp = gaplab.certcheck.lp.LpCertificateCheck.handles(problem, variant); // LP optima (issue 35, item 6)
        boolean grid = "grid".equals(problem) && "all tilings".equals(variant);
        if (!dag && !unrelated && !grid && !lp)
            throw new InputException(file.toString(), "certificates of problem '" + problem + "', variant '" + variant
                    + "' are not supported (only dag without or with duplication, unrelated R||Cmax and its LP bounds, grid all tilings, the mmdl flow LP and the collective size LP)");
        String instanceName = text(c.path("instance"), "file");
        Path instanceFile = inside(dir, instanceName, file);
        if (instanceFile == null || !Files.isRegularFile(instanceFile)) throw new InputException(file.toString(), "the instance file '" + instanceName + "' is missing");
        if (!sha256(Files.readAllBytes(instanceFile)).equals(text(c.path("instance"), "sha256")))
            return Outcome.refuted("the instance file " + instanceName + " does not have the SHA-256 the certificate records");
        if (lp) { // LP optima: an exact primal and dual solution instead of a unit, a witness and a proof
            gaplab.certcheck.lp.LpCertificateCheck.Verdict verdict = gaplab.certcheck.lp.LpCertificateCheck.check(c, instanceFile, file);
            return new Outcome(verdict.code(), verdict.message());
        }
        JsonNode opt = c.get("optimum"), unitNode = c.get("unit");
        try {
            if (unrelated) return UnrelatedPart.check(c, dir, file, UnrelatedFormat.read(instanceFile), direction);
        } catch (DagEncoder.NotWhole e) {
            return Outcome.refuted("the instance cannot be encoded: " + e.getMessage());
        }
        if (opt == null || !opt.isNumber() || opt.decimalValue().signum() < 0) return Outcome.refuted("the optimum is not a number >= 0");
        if (unitNode == null || !unitNode.isNumber() || unitNode.decimalValue().signum() <= 0) return Outcome.refuted("the unit is not a number > 0");
        BigDecimal value = opt.decimalValue(), unit = unitNode.decimalValue();
        try {
            if (grid) {
                GridInstance inst = GridFormat.readInstance(instanceFile);
                GridEncoder enc = new GridEncoder(inst);
                if (enc.unit.compareTo(unit) != 0)
                    return Outcome.refuted("the certificate's unit is " + unit.toPlainString() + ", but the data's unit is " + enc.unit.toPlainString());
                Integer v = steps(value, unit);
                if (v == null) return Outcome.refuted("the optimum " + value.toPlainString() + " is not a whole multiple of the unit " + unit.toPlainString());
                return GridPart.check(c, dir, file, inst, enc, new Steps(v, Steps.rational(unit)), direction);
            }
            DagInstance inst = DagFormats.readInstance(instanceFile, null);
            BigDecimal own = DagEncoder.unit(inst);
            if (own.compareTo(unit) != 0)
                return Outcome.refuted("the certificate's unit is " + unit.toPlainString() + ", but the data's unit is " + own.toPlainString());
            Integer v = steps(value, unit);
            if (v == null) return Outcome.refuted("the optimum " + value.toPlainString() + " is not a whole multiple of the unit " + unit.toPlainString());
            return DagPart.check(c, dir, file, inst, new Steps(v, Steps.rational(unit)), dup, direction);
        } catch (DagEncoder.NotWhole e) {
            return Outcome.refuted("the instance cannot be encoded: " + e.getMessage());
        }
    }

    /** The optimum V as {@code v} steps of the unit δ (a decimal, or for R‖Cmax a fraction). */
    record Steps(int v, Rational unit) {
        /** k units as the certificate writes a number: a plain decimal, or {@code p/q} when it is no terminating decimal. */
        String text(long k) {
            Rational x = unit.multiply(Rational.of(k));
            try {
                BigDecimal d = new BigDecimal(x.numerator()).divide(new BigDecimal(x.denominator())).stripTrailingZeros();
                return (d.scale() < 0 ? d.setScale(0) : d).toPlainString();
            } catch (ArithmeticException e) {
                return x.toString();
            }
        }

        String value() { return text(v); }

        /** Does the checker's objective (a double) equal V, within 10^-9 of V? */
        boolean matches(double objective) {
            double V = unit.multiply(Rational.of(v)).doubleValue();
            return Math.abs(objective - V) <= 1e-9 * Math.max(1, V);
        }

        /** Is the JSON number (or fraction string) exactly k units? */
        boolean equals(JsonNode n, long k) {
            Rational x = read(n);
            return x != null && x.equals(unit.multiply(Rational.of(k)));
        }

        static Rational rational(BigDecimal x) {
            BigDecimal s = x.stripTrailingZeros();
            return s.scale() <= 0 ? Rational.of(s.toBigIntegerExact(), BigInteger.ONE) : Rational.of(s.unscaledValue(), BigInteger.TEN.pow(s.scale()));
        }

        /** A JSON number, or a string "p/q" or decimal; null when it is neither. */
        static Rational read(JsonNode n) {
            if (n == null) return null;
            if (n.isNumber()) {
                BigDecimal d = n.decimalValue().stripTrailingZeros();
                return Math.abs(d.scale()) > 100 ? null : rational(d);   // no number a certificate needs has 100 digits
            }
            if (!n.isTextual() || n.asText().length() > 100) return null;
            String t = n.asText();
            try {
                int slash = t.indexOf('/');
                if (slash < 0) return read(JSON.getNodeFactory().numberNode(new BigDecimal(t)));
                BigInteger p = new BigInteger(t.substring(0, slash)), q = new BigInteger(t.substring(slash + 1));
                return q.signum() <= 0 ? null : Rational.of(p, q);
            } catch (NumberFormatException e) {
                return null;
            }
        }
    }

    /** value / unit when that is a whole number from 0 to 10^9, else null. */
    private static Integer steps(BigDecimal value, BigDecimal unit) {
        BigDecimal[] qr = value.divideAndRemainder(unit);
        if (qr[1].signum() != 0 || qr[0].compareTo(BigDecimal.valueOf(1_000_000_000L)) > 0) return null;
        return qr[0].intValueExact();
    }

    /** What a problem contributes: a bound by its name (null if unknown), and its formula at a horizon. */
    interface Part {
        Long bound(String name) throws DagEncoder.NotWhole;

        Formula formula(int horizon) throws DagEncoder.NotWhole;

        /** The encoding's versions this checker rebuilds (1 unless a problem's encoding has grown). */
        default boolean knows(int version) { return version == 1; }

        default Formula formula(int horizon, int version) throws DagEncoder.NotWhole { return formula(horizon); }
    }

    /** The optimum's lower side: a stated bound recomputed here, or the formula at V − δ (V/δ − 1 in units) refuted by the proof. */
    static Outcome lowerSide(JsonNode c, Path dir, Path file, Steps opt, String encoding, String solutions, Part part, RupChecker.Direction direction) throws DagEncoder.NotWhole, IOException, InputException {
        int v = opt.v();
        String V = opt.value(), below = opt.text(v - 1L);
        JsonNode b = c.path("bound");
        if (b.isObject()) {
            String name = text(b, "name");
            Long value = name == null ? null : part.bound(name);
            if (value == null) return Outcome.refuted("unknown bound '" + name + "'");
            String computed = opt.text(value);
            if (!opt.equals(b.get("value"), value))
                return Outcome.refuted("the " + name + " bound is " + computed + ", not " + b.path("value"));
            if (value < v) return Outcome.refuted("the " + name + " bound " + computed + " is below the optimum " + V);
            return Outcome.certified("certified (optimum " + V + " = " + name + " bound)");
        }
        JsonNode e = c.path("encoding");
        int version = e.path("version").asInt(-1);
        if (!encoding.equals(text(e, "name")) || !part.knows(version))
            return Outcome.refuted("neither a bound nor the encoding " + encoding + " of a version this checker knows");
        if (!e.path("horizon").isIntegralNumber() || e.path("horizon").asLong() != v - 1L)
            return Outcome.refuted("the encoding's horizon is " + e.path("horizon") + ", not the optimum minus one (" + (v - 1)
                    + (opt.unit().equals(Rational.ONE) ? "" : " units of " + opt.text(1)) + ")");
        if (v == 0) return Outcome.refuted("an optimum of 0 needs no proof: a makespan below 0 is impossible only by a bound");
        Formula f = part.formula(v - 1, version);
        if (!f.sha256().equals(text(e, "sha256")))
            return Outcome.refuted("the formula rebuilt from the instance does not have the SHA-256 the certificate records");
        String proofName = text(c, "proof");
        Path proofFile = inside(dir, proofName, file);
        if (proofFile == null || !Files.isRegularFile(proofFile)) return Outcome.refuted("the proof file '" + proofName + "' is missing");
        // the proof format: DRUP (Sat4j; also when the field is absent, as in the first certificates), DRAT (CaDiCaL), which may have RAT steps, or LRAT (with hints)
        String format = c.path("proof_format").isMissingNode() ? "drup" : text(c, "proof_format");
        if (!"drup".equals(format) && !"drat".equals(format) && !"lrat".equals(format))
            return Outcome.refuted("the proof format " + c.path("proof_format") + " is not \"drup\", \"drat\" or \"lrat\"");
        boolean lrat = format.equals("lrat");
        RupChecker.Result r;
        try (InputStream in = Files.newInputStream(proofFile)) {
            r = lrat ? LratCheck.check(f.vars, f.clauses, in) : RupChecker.check(f.vars, f.clauses, in, format.equals("drat"), direction);
        }
        if (!r.accepted()) return Outcome.refuted(r.reason());
        return Outcome.certified("certified (optimum " + V + "; no " + solutions + " has makespan <= " + below + ": " + f.clauses.size() + " clauses, "
                + (lrat ? r.lemmas() + " LRAT" : (direction == RupChecker.Direction.BACKWARD ? r.checked() + " of " : "") + r.lemmas()) + " lemmas checked)");
    }

    /** Task graphs without duplication: the schedule by {@link DagChecker}, the bounds and {@code dag-order} by {@link DagEncoder}. */
    private static final class DagPart {
        static Outcome check(JsonNode c, Path dir, Path file, DagInstance inst, Steps v, boolean dup, RupChecker.Direction direction) throws DagEncoder.NotWhole, IOException, InputException {
            Schedule witness = witness(c.path("witness"), inst, dup);
            if (witness == null) return Outcome.refuted("the witness is not a schedule " + (dup ? "" : "without copies ") + "of this instance");
            Verdict verdict = new DagChecker().check(inst, witness);
            if (!verdict.valid()) return Outcome.refuted("the witness schedule is invalid: " + verdict.violation());
            if (!v.matches(verdict.objective()))
                return Outcome.refuted("the witness has makespan " + verdict.objective() + ", not the optimum " + v.value());
            return lowerSide(c, dir, file, v, dup ? "dag-dup" : "dag-order", dup ? "schedule with copies" : "schedule", new Part() {
                @Override public Long bound(String name) throws DagEncoder.NotWhole {
                    if (name.equals("two-processor-join") && !dup) return TwoProcessorJoin.bound(inst);
                    return name.equals("critical-path") ? (Long) DagEncoder.criticalPath(inst) : name.equals("work") ? (Long) DagEncoder.work(inst) : null;
                }

                @Override public Formula formula(int horizon) throws DagEncoder.NotWhole {
                    return dup ? DagDupEncoder.encode(inst, horizon) : DagEncoder.encode(inst, horizon);
                }

                @Override public boolean knows(int version) { return version == 1 || (!dup && version == 2); }

                @Override public Formula formula(int horizon, int version) throws DagEncoder.NotWhole {
                    return dup ? DagDupEncoder.encode(inst, horizon) : DagEncoder.encode(inst, horizon, version);
                }
            }, direction);
        }
    }

    /** R‖Cmax: the assignment by {@link UnrelatedChecker}, the bounds and {@code unrelated-assign} by {@link UnrelatedEncoder}. */
    private static final class UnrelatedPart {
        static Outcome check(JsonNode c, Path dir, Path file, UnrelatedInstance inst, RupChecker.Direction direction) throws DagEncoder.NotWhole, IOException, InputException {
            Rational own = UnrelatedEncoder.unit(inst), unit = Steps.read(c.get("unit")), value = Steps.read(c.get("optimum"));
            if (value == null || value.signum() < 0) return Outcome.refuted("the optimum is not a number >= 0");
            if (unit == null || unit.signum() <= 0) return Outcome.refuted("the unit is not a number > 0");
            Steps one = new Steps(1, own);
            if (!own.equals(unit)) return Outcome.refuted("the certificate's unit is " + c.get("unit") + ", but the data's unit is " + one.value());
            Rational k = value.divide(unit);
            if (!k.denominator().equals(BigInteger.ONE) || k.numerator().compareTo(BigInteger.valueOf(1_000_000_000L)) > 0)
                return Outcome.refuted("the optimum " + c.get("optimum") + " is not a whole multiple of the unit " + one.value());
            Steps v = new Steps(k.numerator().intValueExact(), unit);
            JsonNode a = c.path("witness").path("assignment");
            if (!a.isArray() || a.size() != inst.n()) return Outcome.refuted("the witness is not an assignment of this instance's " + inst.n() + " tasks");
            int[] machine = new int[inst.n()];
            for (int i = 0; i < machine.length; i++) {
                if (!a.get(i).isIntegralNumber() || !a.get(i).canConvertToInt()) return Outcome.refuted("the witness's entry " + i + " is not a machine index");
                machine[i] = a.get(i).asInt();
            }
            Verdict verdict = new UnrelatedChecker().check(inst, new Assignment(machine));
            if (!verdict.valid()) return Outcome.refuted("the witness assignment is invalid: " + verdict.violation());
            if (!v.matches(verdict.objective()))
                return Outcome.refuted("the witness has makespan " + verdict.objective() + ", not the optimum " + v.value());
            return lowerSide(c, dir, file, v, "unrelated-assign", "assignment", new Part() {
                @Override public Long bound(String name) throws DagEncoder.NotWhole {
                    return name.equals("max-shortest-time") ? (Long) UnrelatedEncoder.maxShortest(inst) : name.equals("work") ? (Long) UnrelatedEncoder.work(inst) : null;
                }

                @Override public Formula formula(int horizon) throws DagEncoder.NotWhole { return UnrelatedEncoder.encode(inst, horizon); }
            }, direction);
        }
    }

    /** Grids (SPEC §2): the tiling by {@link GridChecker}, the shape-area bound and {@code grid-tiling} by {@link GridEncoder}. */
    private static final class GridPart {
        static Outcome check(JsonNode c, Path dir, Path file, GridInstance inst, GridEncoder enc, Steps v, RupChecker.Direction direction) throws DagEncoder.NotWhole, IOException, InputException {
            GridPartition witness;
            try {
                witness = GridFormat.parseSolution("witness", c.path("witness").toString());
            } catch (InputException e) {
                return Outcome.refuted("the witness is not a tiling: " + e.getMessage());
            }
            Verdict verdict = new GridChecker().check(inst, witness);
            if (!verdict.valid()) return Outcome.refuted("the witness tiling is invalid: " + verdict.violation());
            if (!v.matches(verdict.objective()))
                return Outcome.refuted("the witness has max PE time " + verdict.objective() + ", not the optimum " + v.value());
            return lowerSide(c, dir, file, v, "grid-tiling", "tiling", new Part() {
                @Override public Long bound(String name) { return name.equals("shape-area") ? (Long) enc.shapeArea() : null; }

                @Override public Formula formula(int horizon) throws DagEncoder.NotWhole { return enc.encode(horizon); }

                @Override public boolean knows(int version) { return version == 1 || version == 2; }

                @Override public Formula formula(int horizon, int version) throws DagEncoder.NotWhole { return enc.encode(horizon, version); }
            }, direction);
        }
    }


    /** A file name inside the folder (no path separators, not hidden above it), else null. */
    private static Path inside(Path dir, String name, Path cert) throws InputException {
        if (name == null || name.isEmpty()) throw new InputException(cert.toString(), "a file name is missing");
        if (name.contains("/") || name.contains("\\") || name.equals("..") || name.equals(".")) return null;
        return dir.resolve(name);
    }

    private static String text(JsonNode n, String field) {
        JsonNode f = n == null ? null : n.get(field);
        return f != null && f.isTextual() ? f.asText() : null;
    }

    /** The witness {@code {"schedule": [{task, processor, start, end, duplicate}]}}; null if malformed. Copies only with {@code dup}. */
    private static Schedule witness(JsonNode w, DagInstance inst, boolean dup) {
        JsonNode s = w.get("schedule");
        if (s == null || !s.isArray()) return null;
        List<Schedule.Slot> slots = new ArrayList<>();
        for (JsonNode e : s) {
            int t = e.path("task").isTextual() ? inst.graph().index(e.path("task").asText()) : -1;
            if (t < 0 || !e.path("processor").canConvertToInt() || !e.path("processor").isIntegralNumber()
                    || !e.path("start").isNumber() || !e.path("end").isNumber() || (!dup && e.path("duplicate").asBoolean(false))) return null;
            slots.add(new Schedule.Slot(t, e.path("processor").asInt(), e.path("start").asDouble(), e.path("end").asDouble(), e.path("duplicate").asBoolean(false)));
        }
        return new Schedule(slots);
    }

    static String sha256(byte[] data) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
