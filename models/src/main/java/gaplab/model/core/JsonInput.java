package gaplab.model.core;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.nio.file.Path;
import java.util.Iterator;

/**
 * Reads a JSON object field by field and turns every defect (missing field, wrong type, NaN,
 * a negative or zero number where not allowed, wrong length) into one {@link InputException} that
 * names the file and the field. Every problem's file reader uses it.
 */
public final class JsonInput {

    /** The shared mapper; deterministic key order on output. */
    public static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(JsonParser.Feature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    /** The sign constraint on a number. */
    public enum Sign { ANY, NON_NEGATIVE, POSITIVE }

    private final String source;
    private final JsonNode node;
    private final String path;

    /**
     * The same input, read as an instance: no {@code null} anywhere (a field left out takes its default; a null is
     * more likely a generating script's missing value than a wish for the default).
     */
    public JsonInput instanceNumbers() throws InputException {
        String nul = nullAt(node, path);
        if (nul != null) throw error("field '" + nul + "' is null (leave the field out to use its default)");
        return this;
    }

    private static String nullAt(JsonNode n, String at) {
        if (n.isNull()) return at.isEmpty() ? "(top level)" : at;
        if (n.isObject()) {
            for (var it = n.fields(); it.hasNext(); ) {
                var e = it.next();
                String r = nullAt(e.getValue(), at.isEmpty() ? e.getKey() : at + "." + e.getKey());
                if (r != null) return r;
            }
        } else if (n.isArray()) {
            for (int i = 0; i < n.size(); i++) {
                String r = nullAt(n.get(i), at + "[" + i + "]");
                if (r != null) return r;
            }
        }
        return null;
    }

    /**
     * Why a number is outside the numbers gaplab computes with (0, or a normal binary64 up to
     * {@link #MAX_MAGNITUDE} in absolute value), or null when it is fine. There is no range by unit: an
     * instance's numbers are limited by their ratio ({@link NumberSpan}).
     */
    public static String outOfRange(double v) {
        if (!Double.isFinite(v) || v == 0 || (Math.abs(v) >= Double.MIN_NORMAL && Math.abs(v) <= MAX_MAGNITUDE)) return null;
        return "is outside the numbers gaplab computes with (0, or 2.3e-308 to " + MAX_MAGNITUDE + " in absolute value; see docs/limits.md)";
    }

    private JsonInput(String source, JsonNode node, String path) {
        this.source = source;
        this.node = node;
        this.path = path;
    }

    /** Parses a file that must hold one JSON object. */
    public static JsonInput read(Path file) throws InputException {
        return parse(file.toString(), TextFiles.read(file));
    }

    public static JsonInput parse(String source, String text) throws InputException {
        if (text.isBlank()) throw new InputException(source, "empty file");
        JsonNode n;
        try {
            n = MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            String msg = e.getOriginalMessage();
            int nl = msg.indexOf('\n');
            if (nl >= 0) msg = msg.substring(0, nl);
            // the reader's own words only: no parser internals ("[Source: ...]", feature names)
            msg = msg.replaceAll("\\s*\\(start marker at \\[Source:.*?\\]\\)", "").replaceAll("\\s*\\[Source:.*?\\]", "").strip();
            var loc = e.getLocation();
            throw new InputException(source, "malformed JSON" + (loc == null ? "" : " at line " + loc.getLineNr() + ", column " + loc.getColumnNr()) + ": " + msg);
        }
        if (n == null || !n.isObject()) throw new InputException(source, "expected a JSON object at the top level");
        return new JsonInput(source, n, "");
    }

    public static JsonInput of(String source, JsonNode node) { return new JsonInput(source, node, ""); }

    public String source() { return source; }

    public JsonNode node() { return node; }

    public InputException error(String problem) { return new InputException(source, problem); }

    private String name(String field) { return path.isEmpty() ? field : path + "." + field; }

    public boolean has(String field) { return node.has(field) && !node.get(field).isNull(); }

    /** Rejects fields that are not in {@code known} (catches typos such as "gama"). */
    public void onlyFields(String... known) throws InputException {
        Iterator<String> it = node.fieldNames();
        outer:
        while (it.hasNext()) {
            String f = it.next();
            for (String k : known) if (k.equals(f)) continue outer;
            throw error("unknown field '" + name(f) + "' (expected one of " + String.join(", ", known) + ")");
        }
    }

    private JsonNode required(String field) throws InputException {
        if (!has(field)) throw error("missing field '" + name(field) + "'");
        return node.get(field);
    }

    public JsonInput object(String field) throws InputException {
        JsonNode n = required(field);
        if (!n.isObject()) throw error("field '" + name(field) + "' must be an object");
        JsonInput child = new JsonInput(source, n, name(field));
        return child;
    }

    public String text(String field) throws InputException {
        JsonNode n = required(field);
        if (!n.isTextual()) throw error("field '" + name(field) + "' must be a string");
        return n.asText();
    }

    public String text(String field, String fallback) throws InputException {
        return has(field) ? text(field) : fallback;
    }

    public String choice(String field, String fallback, String... allowed) throws InputException {
        String v = text(field, fallback);
        for (String a : allowed) if (a.equals(v)) return v;
        throw error("field '" + name(field) + "' is \"" + v + "\"; expected one of " + String.join(", ", allowed));
    }

    public boolean bool(String field, boolean fallback) throws InputException {
        if (!has(field)) return fallback;
        JsonNode n = node.get(field);
        if (!n.isBoolean()) throw error("field '" + name(field) + "' must be true or false");
        return n.asBoolean();
    }

    public double number(String field, Sign sign) throws InputException {
        return number(required(field), name(field), sign, false);
    }

    public double number(String field, Sign sign, double fallback) throws InputException {
        return has(field) ? number(field, sign) : fallback;
    }

    /** A number that may also be the string "inf" (its one spelling). */
    public double numberOrInf(String field, Sign sign) throws InputException {
        return number(required(field), name(field), sign, true);
    }

    public long integer(String field, long min) throws InputException {
        JsonNode n = required(field);
        if (!n.isIntegralNumber() && !(n.isNumber() && n.asDouble() == Math.rint(n.asDouble())))
            throw error("field '" + name(field) + "' must be an integer");
        if (!n.canConvertToLong() || (n.isFloatingPointNumber() && Math.abs(n.asDouble()) >= 0x1p63))
            throw error("field '" + name(field) + "' = " + n.asText() + " is too large");
        long v = n.asLong();
        if (v < min) throw error("field '" + name(field) + "' must be at least " + min + " (got " + v + ")");
        return v;
    }

    /**
     * An index into a solution (processor, machine, peer): any whole number, saturated to the int range.
     * Whether it exists is the checker's question — a solution naming a processor that does not exist is
     * an invalid solution, not bad input.
     */
    public int index(String field) throws InputException {
        JsonNode n = required(field);
        if (!n.isIntegralNumber() && !(n.isNumber() && n.asDouble() == Math.rint(n.asDouble())))
            throw error("field '" + name(field) + "' must be a whole number");
        if (n.isIntegralNumber() && !n.canConvertToLong()) return n.bigIntegerValue().signum() < 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        double d = n.asDouble();
        if (n.isFloatingPointNumber()) return d <= Integer.MIN_VALUE ? Integer.MIN_VALUE : d >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) d;
        long v = n.asLong();
        return v <= Integer.MIN_VALUE ? Integer.MIN_VALUE : v >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) v;
    }

    public long integer(String field, long min, long fallback) throws InputException {
        return has(field) ? integer(field, min) : fallback;
    }

    public double[] numbers(String field, Sign sign) throws InputException {
        return numbers(field, sign, false, -1);
    }

    /**
     * An array of numbers.
     *
     * @param allowInf accept the string "inf" (not a bare Infinity nor a numeral beyond the doubles such as 1e309)
     * @param length   required length, or -1 for any non-empty length
     */
    public double[] numbers(String field, Sign sign, boolean allowInf, int length) throws InputException {
        JsonNode n = required(field);
        String nm = name(field);
        if (!n.isArray()) throw error("field '" + nm + "' must be an array of numbers");
        if (n.isEmpty()) throw error("field '" + nm + "' is empty");
        if (length >= 0 && n.size() != length)
            throw error("field '" + nm + "' has " + n.size() + " entries; expected " + length);
        double[] out = new double[n.size()];
        for (int i = 0; i < out.length; i++) out[i] = number(n.get(i), nm + "[" + i + "]", sign, allowInf);
        return out;
    }

    /** An array of arrays of numbers (a matrix), rows of equal length. */
    public double[][] matrix(String field, Sign sign, boolean allowInf) throws InputException {
        JsonNode n = required(field);
        String nm = name(field);
        if (!n.isArray() || n.isEmpty()) throw error("field '" + nm + "' must be a non-empty array of rows");
        double[][] out = new double[n.size()][];
        for (int i = 0; i < out.length; i++) {
            JsonNode row = n.get(i);
            if (!row.isArray() || row.isEmpty()) throw error("field '" + nm + "[" + i + "]' must be a non-empty array of numbers");
            if (i > 0 && row.size() != out[0].length)
                throw error("field '" + nm + "' row " + i + " has " + row.size() + " entries; row 0 has " + out[0].length);
            out[i] = new double[row.size()];
            for (int j = 0; j < row.size(); j++) out[i][j] = number(row.get(j), nm + "[" + i + "][" + j + "]", sign, allowInf);
        }
        return out;
    }

    /** The elements of an array field, each as an object reader. */
    public JsonInput[] objects(String field) throws InputException {
        JsonNode n = required(field);
        String nm = name(field);
        if (!n.isArray()) throw error("field '" + nm + "' must be an array of objects");
        JsonInput[] out = new JsonInput[n.size()];
        for (int i = 0; i < out.length; i++) {
            if (!n.get(i).isObject()) throw error("field '" + nm + "[" + i + "]' must be an object");
            out[i] = new JsonInput(source, n.get(i), nm + "[" + i + "]");
        }
        return out;
    }

    /** The largest magnitude of a number in any file: products and sums of a million such numbers stay finite (docs/limits.md). */
    public static final double MAX_MAGNITUDE = 1e100;

    private double number(JsonNode n, String nm, Sign sign, boolean allowInf) throws InputException {
        double v;
        if (n.isNumber()) {
            v = n.asDouble();
            // a numeral beyond the doubles (1e309) or a bare Infinity is no number gaplab can hold; "inf" is the one spelling of infinity
            if (Double.isInfinite(v))
                throw error("'" + nm + "' = " + n.asText() + " is not a finite number" + (allowInf ? " (write \"inf\" for infinity)" : ""));
        } else if (allowInf && n.isTextual() && n.asText().equals("inf")) {
            v = Double.POSITIVE_INFINITY;
        } else {
            throw error("'" + nm + "' must be a number" + (allowInf ? " or \"inf\"" : "") + " (got " + describe(n) + ")");
        }
        if (Double.isNaN(v)) throw error("'" + nm + "' is NaN");
        if (Double.isFinite(v) && (Math.abs(v) > MAX_MAGNITUDE || (v != 0 && Math.abs(v) < Double.MIN_NORMAL)))
            throw error("'" + nm + "' = " + n.asText() + " is outside the numbers gaplab computes with (0, or 2.3e-308 to " + MAX_MAGNITUDE + " in absolute value; see docs/limits.md)");
        if (Double.isInfinite(v) && !(allowInf && v > 0)) throw error("'" + nm + "' is infinite");
        if (sign == Sign.NON_NEGATIVE && v < 0) throw error("'" + nm + "' must not be negative (got " + v + ")");
        if (sign == Sign.POSITIVE && !(v > 0)) throw error("'" + nm + "' must be positive (got " + v + ")");
        return v;
    }

    private static String describe(JsonNode n) {
        if (n.isTextual()) return "\"" + n.asText() + "\"";
        if (n.isNull()) return "null";
        return n.getNodeType().toString().toLowerCase();
    }
}
