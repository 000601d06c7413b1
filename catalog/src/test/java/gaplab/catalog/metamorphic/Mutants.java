package gaplab.catalog.metamorphic;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Mutants of a solution file for the unit-change test: one time number moved, zeroed, or the claim lowered. */
final class Mutants {
    private Mutants() {}

    static ObjectNode of(String problem, ObjectNode solution, SplittableRandom r) {
        ObjectNode m = solution.deepCopy();
        List<Object[]> times = new ArrayList<>();
        collect(m, ScaledFiles.TIMES.get(problem), times);
        if (times.isEmpty()) return m;
        Object[] at = times.get(r.nextInt(times.size()));
        double v = ((JsonNode) get(at)).asDouble();
        double w = switch (r.nextInt(4)) {
            case 0 -> 0;
            case 1 -> v * 0.99;
            case 2 -> v * 1.01 + (v == 0 ? 1 : 0);
            default -> v * 0.5;
        };
        set(at, w);
        return m;
    }

    /** Every number under a time field: [parent, key or index]. */
    private static void collect(JsonNode n, java.util.Set<String> times, List<Object[]> out) {
        if (n.isObject()) {
            for (var it = n.fields(); it.hasNext(); ) {
                var e = it.next();
                if (times.contains(e.getKey()) && e.getValue().isNumber()) out.add(new Object[]{n, e.getKey()});
                else collect(e.getValue(), times, out);
            }
        } else if (n.isArray()) {
            for (JsonNode x : n) collect(x, times, out);
        }
    }

    private static Object get(Object[] at) { return ((ObjectNode) at[0]).get((String) at[1]); }

    private static void set(Object[] at, double v) { ((ObjectNode) at[0]).put((String) at[1], v); }

}
