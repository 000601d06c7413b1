package gaplab.model.mmdl;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.core.JsonInput.Sign;
import gaplab.model.core.Rational;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * MMDL file formats. Instance: {@code {"beta": β, "x": [...], "gamma": [...]}} plus the optional
 * extension fields {@code resultCost}, {@code gammaOverlap}, {@code gammaOverlapResult},
 * {@code gammaOverlapBoth}, {@code duplex} ("half" | "full"), {@code latency}. Solution: the body of
 * {@code gaplab mmdl solve --json}.
 */
public final class MmdlIo {
    private MmdlIo() {}

    /** Relative tolerance of the consistent-degradation test (the γ's are decimals). */
    static final double DEGRADATION_TOLERANCE = 1e-9;

    public static MmdlInstance readInstance(Path file) throws InputException {
        return parseInstance(file.toString(), gaplab.model.core.TextFiles.read(file));
    }

    public static MmdlInstance parseInstance(String source, String text) throws InputException {
        gaplab.model.core.JsonArrayLimits.check(source, text, java.util.Map.of("x", MAX_PROCESSORS, "gamma", MAX_PROCESSORS),
                "at most " + MAX_PROCESSORS + " processors; see docs/limits.md");
        return instance(JsonInput.parse(source, text).instanceNumbers());
    }

    static MmdlInstance instance(JsonInput in) throws InputException {
        in.onlyFields("beta", "x", "gamma", "resultCost", "gammaOverlap", "gammaOverlapResult", "gammaOverlapBoth",
                "duplex", "latency", "comment", "source");
        double beta = in.number("beta", Sign.POSITIVE);
        double[] x = in.numbers("x", Sign.NON_NEGATIVE);
        int p = x.length;
        if (p > MAX_PROCESSORS) throw in.error(p + " processors is too many (at most " + MAX_PROCESSORS + "; see docs/limits.md)");
        double[] gamma = in.numbers("gamma", Sign.POSITIVE, false, p);
        double resultCost = in.number("resultCost", Sign.NON_NEGATIVE, 0.0);
        double[] g1 = in.has("gammaOverlap") ? in.numbers("gammaOverlap", Sign.POSITIVE, true, p) : null;
        double[] g2 = in.has("gammaOverlapResult") ? in.numbers("gammaOverlapResult", Sign.POSITIVE, true, p) : null;
        double[] g3 = in.has("gammaOverlapBoth") ? in.numbers("gammaOverlapBoth", Sign.POSITIVE, true, p) : null;
        MmdlInstance.Duplex duplex = in.choice("duplex", "half", "half", "full").equals("full")
                ? MmdlInstance.Duplex.FULL : MmdlInstance.Duplex.HALF;
        double latency = in.number("latency", Sign.NON_NEGATIVE, Double.NaN);
        if (g1 == null && (g2 != null || g3 != null))
            throw in.error("gammaOverlapResult/gammaOverlapBoth need gammaOverlap (overlap of communication and computation, seed §4.2)");
        if (g1 != null && g2 == null && resultCost > 0)
            throw in.error("with overlap and returned results, gammaOverlapResult (compute time while transferring results) is required");
        if (duplex == MmdlInstance.Duplex.FULL && g1 == null)
            throw in.error("full duplex needs gammaOverlap: seed §4.3 assumes communication overlaps computation");
        for (int i = 0; i < p; i++) {
            if (g1 != null && g1[i] < gamma[i])
                throw in.error("gammaOverlap[" + i + "] = " + g1[i] + " is below gamma[" + i + "] = " + gamma[i]
                        + ": computation cannot get faster while communicating");
            if (g2 != null && g2[i] < gamma[i])
                throw in.error("gammaOverlapResult[" + i + "] = " + g2[i] + " is below gamma[" + i + "] = " + gamma[i]
                        + ": computation cannot get faster while communicating");
        }
        if (g1 != null && (g3 != null || duplex == MmdlInstance.Duplex.FULL)) {
            for (int i = 0; i < p; i++) {
                double inv = 1 / gamma[i];
                double lost = (inv - 1 / g1[i]) + (inv - (g2 == null ? 1 / g1[i] : 1 / g2[i]));
                if (g3 == null) {
                    if (lost > inv * (1 + DEGRADATION_TOLERANCE))
                        throw in.error("processor " + i + " violates consistent degradation (seed §4.3): the throughput lost while sending and while receiving, "
                                + lost + ", exceeds the whole throughput 1/gamma = " + inv);
                    continue;
                }
                double both = inv - 1 / g3[i];
                if (Math.abs(both - lost) > DEGRADATION_TOLERANCE * inv)
                    throw in.error("processor " + i + " violates consistent degradation (seed §4.3): 1/gamma - 1/gammaOverlapBoth = " + both
                            + " but (1/gamma - 1/gammaOverlap) + (1/gamma - 1/gammaOverlapResult) = " + lost);
            }
        }
        return new MmdlInstance(beta, x, gamma, resultCost, g1, g2, g3, duplex, latency);
    }

    public static ObjectNode instanceJson(MmdlInstance inst) {
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        o.put("beta", inst.beta());
        array(o.putArray("x"), inst.x());
        array(o.putArray("gamma"), inst.gamma());
        if (inst.resultCost() > 0) o.put("resultCost", inst.resultCost());
        if (inst.gammaOverlap() != null) array(o.putArray("gammaOverlap"), inst.gammaOverlap());
        if (inst.gammaOverlapResult() != null) array(o.putArray("gammaOverlapResult"), inst.gammaOverlapResult());
        if (inst.gammaOverlapBoth() != null) array(o.putArray("gammaOverlapBoth"), inst.gammaOverlapBoth());
        if (inst.duplex() == MmdlInstance.Duplex.FULL) o.put("duplex", "full");
        if (!Double.isNaN(inst.latency())) o.put("latency", inst.latency());
        return o;
    }

    private static void array(ArrayNode a, double[] v) {
        for (double d : v) {
            if (Double.isInfinite(d)) a.add("inf");
            else a.add(d);
        }
    }

    public static RoundSchedule readSolution(Path file, MmdlInstance inst) throws InputException {
        return solution(JsonInput.read(file), inst);
    }

    public static RoundSchedule parseSolution(String source, String text, MmdlInstance inst) throws InputException {
        return solution(JsonInput.parse(source, text), inst);
    }

    static RoundSchedule solution(JsonInput in, MmdlInstance inst) throws InputException {
        int p = inst.p();
        double t = in.number("roundTime", Sign.NON_NEGATIVE);
        double[] y = in.numbers("y", Sign.ANY, false, p);
        List<RoundSchedule.Message> messages = new ArrayList<>();
        if (in.has("messages")) {
            for (JsonInput m : in.objects("messages")) {
                int from = processor(m, "from", p), to = processor(m, "to", p);
                String kind = m.choice("kind", "tasks", "tasks", "results");
                messages.add(new RoundSchedule.Message(from, to, m.number("amount", Sign.NON_NEGATIVE),
                        m.number("start", Sign.ANY), m.number("end", Sign.ANY),
                        kind.equals("tasks") ? RoundSchedule.Kind.TASKS : RoundSchedule.Kind.RESULTS));
            }
        }
        List<RoundSchedule.Computation> comps = new ArrayList<>();
        if (in.has("computations")) {
            for (JsonInput c : in.objects("computations"))
                comps.add(new RoundSchedule.Computation(processor(c, "processor", p), c.number("start", Sign.ANY),
                        c.number("end", Sign.ANY), c.number("amount", Sign.NON_NEGATIVE)));
        }
        Rational tExact = in.has("roundTimeExact") ? rational(in, "roundTimeExact", in.text("roundTimeExact")) : null;
        Rational[] yExact = null;
        if (in.has("yExact")) {
            var node = in.node().get("yExact");
            if (!node.isArray() || node.size() != p) throw in.error("field 'yExact' must be an array of " + p + " rationals \"p/q\"");
            yExact = new Rational[p];
            for (int i = 0; i < p; i++) yExact[i] = rational(in, "yExact[" + i + "]", node.get(i).asText());
        }
        return new RoundSchedule(t, y, messages, comps, tExact, yExact);
    }

    private static int processor(JsonInput m, String field, int p) throws InputException {
        return m.index(field); // a processor that does not exist is for the checker to reject
    }

    private static Rational rational(JsonInput in, String field, String s) throws InputException {
        try {
            int slash = s.indexOf('/');
            if (slash < 0) return Rational.of(new BigInteger(s.trim()), BigInteger.ONE);
            return Rational.of(new BigInteger(s.substring(0, slash).trim()), new BigInteger(s.substring(slash + 1).trim()));
        } catch (NumberFormatException | ArithmeticException e) {
            throw in.error("'" + field + "' must be a rational \"p/q\" (got \"" + s + "\")");
        }
    }

    /** Exact y values longer than this in total are left out of the JSON (they can run to megabytes). */
    static final int MAX_EXACT_CHARS = 200_000;

    /** The largest instance read (docs/limits.md); the closed form is O(p log p), the flow LP is refused above {@code LP_PROCESSORS}. */
    public static final int MAX_PROCESSORS = 100_000;

    private static long exactSize(RoundSchedule s) {
        long n = 0;
        for (Rational r : s.yExact()) n += r.numerator().bitLength() + r.denominator().bitLength();
        return n * 30 / 100; // decimal digits ≈ bits · log10(2)
    }

    public static ObjectNode solutionJson(RoundSchedule s) {
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        o.put("roundTime", s.roundTime());
        array(o.putArray("y"), s.y());
        if (s.roundTimeExact() != null) o.put("roundTimeExact", s.roundTimeExact().toString());
        if (s.yExact() != null && exactSize(s) <= MAX_EXACT_CHARS) {
            ArrayNode a = o.putArray("yExact");
            for (Rational r : s.yExact()) a.add(r.toString());
        }
        o.put("messageCount", s.taskMessages());
        ArrayNode ms = o.putArray("messages");
        for (RoundSchedule.Message m : s.messages()) {
            ObjectNode n = ms.addObject();
            n.put("from", m.from());
            n.put("to", m.to());
            n.put("amount", m.amount());
            n.put("start", m.start());
            n.put("end", m.end());
            n.put("kind", m.kind() == RoundSchedule.Kind.TASKS ? "tasks" : "results");
        }
        ArrayNode cs = o.putArray("computations");
        for (RoundSchedule.Computation c : s.computations()) {
            ObjectNode n = cs.addObject();
            n.put("processor", c.processor());
            n.put("start", c.start());
            n.put("end", c.end());
            n.put("amount", c.amount());
        }
        return o;
    }
}
