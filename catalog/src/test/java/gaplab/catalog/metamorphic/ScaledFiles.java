package gaplab.catalog.metamorphic;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.Decimals;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Set;

/**
 * A change of unit, made on the files: every number under a field that holds a time (or a time per unit)
 * is multiplied by 10^k exactly in decimal (the number as written, its point moved), every other number
 * is kept. What a researcher does when she writes the same instance and schedule in microseconds instead
 * of seconds.
 */
final class ScaledFiles {
    private ScaledFiles() {}

    /** The fields that hold times, per problem: in the instance and in the solution (the same names serve both). */
    static final Map<String, Set<String>> TIMES = Map.of(
            "dag", Set.of("time", "times", "messages", "optimum", "makespan", "start", "end", "objective"),
            "grid", Set.of("pointCost", "commCost", "neighbourCost", "objective", "time"),
            "unrelated", Set.of("t", "w", "objective", "makespan"),
            "mmdl", Set.of("beta", "gamma", "gammaOverlap", "gammaOverlapResult", "gammaOverlapBoth", "resultCost", "latency",
                    "roundTime", "start", "end", "objective"),
            "collective", Set.of("computePerUnit", "sigmaSend", "tauSend", "sigmaRecv", "tauRecv", "delta", "start", "end", "total", "objective"));

    /** Fields whose exact form would not survive the change (dropped; the checker does without them). */
    static final Set<String> DROP = Set.of("roundTimeExact");

    /** {@code json} with every number under a time field of {@code problem} times 10^k (a new tree). */
    static JsonNode scale(String problem, JsonNode json, int k) {
        return scale(json, TIMES.get(problem), false, k);
    }

    private static JsonNode scale(JsonNode n, Set<String> times, boolean inTime, int k) {
        if (n.isNumber()) return inTime ? number(n.asDouble(), k) : n.deepCopy();
        if (n.isTextual() && inTime && (n.asText().equals("inf"))) return n.deepCopy();
        if (n.isObject()) {
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            // "collective" total is D (a size) in the instance and a time in the schedule: the instance has "sigmaSend"
            boolean collectiveInstance = n.has("sigmaSend");
            for (var it = n.fields(); it.hasNext(); ) {
                var e = it.next();
                if (DROP.contains(e.getKey())) continue;
                boolean t = times.contains(e.getKey()) && !(collectiveInstance && e.getKey().equals("total"));
                o.set(e.getKey(), scale(e.getValue(), times, t || (inTime && !e.getValue().isObject()), k));
            }
            return o;
        }
        if (n.isArray()) {
            ArrayNode a = JsonNodeFactory.instance.arrayNode();
            for (JsonNode x : n) a.add(scale(x, times, inTime, k));
            return a;
        }
        return n.deepCopy();
    }

    /** v × 10^k, from v as written, as the decimal a tool would write in the new unit. */
    static JsonNode number(double v, int k) {
        BigDecimal d = Decimals.exact(v).scaleByPowerOfTen(k);
        return JsonNodeFactory.instance.numberNode(Double.parseDouble(d.toString()));
    }
}
