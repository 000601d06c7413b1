package gaplab.model.core;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Input limits by ratio, not by unit (docs/limits.md, "Numbers"): any finite number is accepted, in any
 * unit, as long as the largest and smallest positive magnitude of each quantity of the instance (the
 * numbers of one field: all task times, all message sizes, all λ, all loads, …, each in its own unit) are
 * at most {@link #MAX_RATIO} apart. A binary64 carries 15.9 significant digits: within 10^15 the smallest
 * number is still at least 4.5 units in the last place of the largest, so no sum of two of them absorbs
 * one, and every scaling by 10^k keeps an instance in or out alike. (SAGA marks its added sources and sinks
 * with weight 1e-9 beside runtimes of thousands of seconds: ratios near 10^13.)
 */
public final class NumberSpan {
    private NumberSpan() {}

    /** The largest ratio of the largest to the smallest positive magnitude among an instance's numbers. */
    public static final double MAX_RATIO = 1e15;

    /** One quantity's smallest and largest positive magnitude and where they are. */
    private static final class Span {
        double low = Double.POSITIVE_INFINITY, high;
        String lowAt, highAt;
    }

    /** Why the numbers of {@code instanceJson} (the instance as its codec writes it) span too wide, or null. */
    public static String tooWide(JsonNode instanceJson) {
        java.util.Map<String, Span> spans = new java.util.TreeMap<>();
        walk(instanceJson, "", "", spans);
        for (var e : spans.entrySet()) {
            Span s = e.getValue();
            if (s.high > s.low * MAX_RATIO)
                return "the numbers of '" + e.getKey() + "' span more than " + (long) Math.log10(MAX_RATIO) + " orders of magnitude (" + s.low + " at " + s.lowAt
                        + ", " + s.high + " at " + s.highAt + "): binary64 arithmetic would lose the smaller (see docs/limits.md)";
        }
        return null;
    }

    /** Collects every number under its quantity: the path of field names without array indices. */
    private static void walk(JsonNode n, String path, String quantity, java.util.Map<String, Span> spans) {
        if (n.isNumber()) {
            double v = Math.abs(n.asDouble());
            if (v == 0 || !Double.isFinite(v)) return;
            Span s = spans.computeIfAbsent(quantity, q -> new Span());
            if (v < s.low) { s.low = v; s.lowAt = path; }
            if (v > s.high) { s.high = v; s.highAt = path; }
        } else if (n.isObject()) {
            for (var it = n.fields(); it.hasNext(); ) {
                var e = it.next();
                walk(e.getValue(), path.isEmpty() ? e.getKey() : path + "." + e.getKey(), quantity.isEmpty() ? e.getKey() : quantity + "." + e.getKey(), spans);
            }
        } else if (n.isArray()) {
            for (int i = 0; i < n.size(); i++) walk(n.get(i), path + "[" + i + "]", quantity, spans);
        }
    }
}
