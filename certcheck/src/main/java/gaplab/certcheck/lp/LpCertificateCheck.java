package gaplab.certcheck.lp;

import com.fasterxml.jackson.databind.JsonNode;
import gaplab.model.core.InputException;
import gaplab.model.core.Rational;
import gaplab.model.mmdl.MmdlIo;
import gaplab.model.unrelated.UnrelatedFormat;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The check of an LP certificate (docs/certificates.md, "LP optima"): for each LP the certificate lists, the
 * LP is rebuilt from the instance copy by this module's own builders ({@link FlowLpBuilder},
 * {@link BoundLpBuilder}, {@link SizeLpBuilder}), and the primal and dual solutions, exact fractions, are
 * checked by {@link LinearProgram#check}: both feasible with equal objectives, so the stated value is the
 * LP's optimum (strong duality); the certificate's optimum must be the least of the values.
 */
public final class LpCertificateCheck {
    private LpCertificateCheck() {}

    /** The verdict: 0 certified, 1 refuted, with the message to print. */
    public record Verdict(int code, String message) {
        static Verdict refuted(String why) { return new Verdict(1, "refuted: " + why); }
    }

    /** Is this an LP certificate's problem and variant? */
    public static boolean handles(String problem, String variant) {
        return "mmdl".equals(problem) && "flow LP".equals(variant)
                || "collective".equals(problem) && "size LP".equals(variant)
                || "unrelated".equals(problem) && variant != null && bound(variant) != null;
    }

    /** The largest instance rebuilt here: the flow LP has p(p − 1) variables. */
    static final int MAX_FLOW_PROCESSORS = 200;

    /** The largest collective instance rebuilt here: about 2p·log2(p) variables per ordering. */
    static final int MAX_SIZE_PROCESSORS = 1024;

    private static String bound(String variant) {
        for (String b : List.of("lawler-labetoulle", "colombet-ideal-time")) if (variant.equals(b + " LP bound")) return b;
        return null;
    }

    /** Checks the certificate {@code c} whose instance copy (hash already checked) is {@code instanceFile}. */
    public static Verdict check(JsonNode c, Path instanceFile, Path file) throws InputException {
        String problem = c.path("problem").asText(), variant = c.path("variant").asText();
        Map<String, Object> expected = new HashMap<>(); // LP name (with its order) -> how to rebuild it
        String what;
        switch (problem) {
            case "mmdl" -> {
                var inst = MmdlIo.readInstance(instanceFile);
                if (inst.p() > MAX_FLOW_PROCESSORS) throw new InputException(file.toString(), "the flow LP of " + inst.p() + " processors is beyond this checker (at most " + MAX_FLOW_PROCESSORS + ")");
                expected.put("mmdl-flow", FlowLpBuilder.build(inst));
                what = "the minimal round time";
            }
            case "unrelated" -> {
                String b = bound(variant);
                expected.put(b, BoundLpBuilder.build(UnrelatedFormat.read(instanceFile), b));
                what = "a lower bound on every assignment's makespan (the " + b + " LP)";
            }
            default -> {
                var inst = gaplab.model.collective.CollectiveIO.readInstance(instanceFile);
                if (inst.processors() > MAX_SIZE_PROCESSORS) throw new InputException(file.toString(), "the size LP of " + inst.processors() + " processors is beyond this checker (at most " + MAX_SIZE_PROCESSORS + ")");
                for (String order : List.of("uni", "bi")) expected.put("collective-size/" + order, SizeLpBuilder.build(inst, order));
                what = "the least total time over both orderings";
            }
        }
        JsonNode lps = c.path("lps");
        if (!lps.isArray() || lps.size() != expected.size()) return Verdict.refuted("the certificate does not list the " + expected.size() + " LP(s) " + expected.keySet());
        Rational least = null;
        int vars = 0, rows = 0;
        for (JsonNode l : lps) {
            String key = l.path("name").asText() + (l.has("order") ? "/" + l.path("order").asText() : "");
            Object lp = expected.remove(key);
            if (lp == null) return Verdict.refuted("unexpected or repeated LP '" + key + "'");
            if (l.path("version").asInt(-1) != 1) return Verdict.refuted("the LP " + key + " is not of version 1");
            Rational value = number(l.path("value"));
            if (value == null) return Verdict.refuted("the value of LP " + key + " is not a fraction p/q");
            Map<String, Rational> primal = numbers(l.path("primal")), dual = numbers(l.path("dual"));
            if (primal == null || dual == null) return Verdict.refuted("the primal or dual of LP " + key + " is not an object of fractions p/q");
            LinearProgram program = (LinearProgram) lp;
            String why = program.check(primal, dual, value);
            if (why != null) return Verdict.refuted("LP " + key + ": " + why);
            least = least == null ? value : least.min(value);
            vars += program.variables();
            rows += program.rowCount();
        }
        Rational optimum = number(c.path("optimum"));
        if (optimum == null) return Verdict.refuted("the optimum is not a fraction p/q");
        if (!optimum.equals(least)) return Verdict.refuted("the optimum " + optimum + " is not the LPs' optimum " + least);
        return new Verdict(0, "certified (LP optimum " + optimum + decimal(optimum) + " is " + what + "; primal and dual feasible with equal objectives: " + vars + " variables, " + rows + " rows)");
    }

    /** "" for an integer, " = the decimal" when it terminates, else " ~ nine significant digits". */
    static String decimal(Rational v) {
        if (v.denominator().equals(BigInteger.ONE)) return "";
        BigInteger q = v.denominator();
        for (BigInteger f : new BigInteger[] {BigInteger.TWO, BigInteger.valueOf(5)}) while (q.mod(f).signum() == 0) q = q.divide(f);
        java.math.BigDecimal n = new java.math.BigDecimal(v.numerator());
        if (q.equals(BigInteger.ONE)) return " = " + n.divide(new java.math.BigDecimal(v.denominator())).stripTrailingZeros().toPlainString();
        return " ~ " + n.divide(new java.math.BigDecimal(v.denominator()), new java.math.MathContext(9)).stripTrailingZeros().toPlainString();
    }

    private static final Pattern FRACTION = Pattern.compile("-?[0-9]{1,4000}(/[0-9]{1,4000})?");

    /** A fraction "p/q" (or an integer "p"), exactly; null if malformed or q = 0. */
    static Rational number(JsonNode n) {
        if (n == null || !n.isTextual() || !FRACTION.matcher(n.asText()).matches()) return null;
        String[] pq = n.asText().split("/");
        BigInteger q = pq.length == 2 ? new BigInteger(pq[1]) : BigInteger.ONE;
        return q.signum() == 0 ? null : Rational.of(new BigInteger(pq[0]), q);
    }

    private static Map<String, Rational> numbers(JsonNode o) {
        if (!o.isObject()) return null;
        Map<String, Rational> m = new HashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            Rational v = number(e.getValue());
            if (v == null) return null;
            m.put(e.getKey(), v);
        }
        return m;
    }
}
