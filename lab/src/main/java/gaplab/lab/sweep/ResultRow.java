package gaplab.lab.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.JsonInput;
import java.util.Map;
import java.util.TreeMap;

/**
 * One finished job of a sweep (one instance × one method): the raw outcome as the method returned it
 * and as the independent checker re-verified it. Ratios are not stored here: they need every row of
 * the instance (the proven optimum comes from the exact method's row), so {@link Ratios} computes them
 * when the results are exported or reported.
 *
 * @param job       deterministic job id (hash of problem, instance content, method, options, seed)
 * @param problem   problem name
 * @param instance  instance id (unique within the sweep)
 * @param file      instance file; relative paths are relative to the results file's folder
 * @param size      the generator's size options, or the instance options a file was read with (empty for files read as they are)
 * @param seed      the generator seed (or -1 for instance files); the method's seed is {@code seed} too
 * @param method    method name, or {@code bound:NAME} for a lower bound of {@code Problem.bounds()}
 * @param kind      {@code exact}, {@code heuristic} or {@code bound}
 * @param timeLimit the time limit given to the method (seconds)
 * @param params    method parameters (Options.params)
 * @param objective the method's own objective value (NaN if no solution)
 * @param status    OPTIMAL / FEASIBLE / UNKNOWN / INFEASIBLE after verification, BOUND for bounds, ERROR if the method threw
 * @param bound     proven lower bound the method reported (NaN if none)
 * @param millis    wall-clock time of the method's solve call in milliseconds (fractional)
 * @param verified  the independent checker accepted the solution
 * @param checked   the objective recomputed by the checker (NaN if not verified)
 * @param note      the method's note, the checker's violation, or the error
 * @param known     a known optimum from the instance list or fixture (NaN if none)
 * @param commit    the git commit of the gaplab build that made the row ("unknown" for rows written before it was recorded)
 */
public record ResultRow(String job, String problem, String instance, String file, Map<String, String> size, long seed,
                        String method, String kind, double timeLimit, Map<String, String> params,
                        double objective, String status, double bound, double millis, boolean verified, double checked,
                        String note, double known, String commit) {

    public ResultRow {
        size = Map.copyOf(size == null ? Map.of() : size);
        params = Map.copyOf(params == null ? Map.of() : params);
        note = note == null ? "" : note;
        commit = commit == null || commit.isBlank() ? "unknown" : commit;
    }

    /** A row made by this build of gaplab: {@code commit} is the commit it was built from ({@link gaplab.model.core.Build}). */
    public ResultRow(String job, String problem, String instance, String file, Map<String, String> size, long seed,
                     String method, String kind, double timeLimit, Map<String, String> params,
                     double objective, String status, double bound, double millis, boolean verified, double checked,
                     String note, double known) {
        this(job, problem, instance, file, size, seed, method, kind, timeLimit, params, objective, status, bound, millis, verified, checked,
                note, known, gaplab.model.core.Build.commit());
    }

    public boolean isBound() { return "bound".equals(kind); }

    public boolean proven() { return verified && "OPTIMAL".equals(status); }

    /** The same row with another time (for determinism checks). */
    public ResultRow withMillis(double ms) {
        return new ResultRow(job, problem, instance, file, size, seed, method, kind, timeLimit, params, objective, status, bound, ms,
                verified, checked, note, known);
    }

    /** The row as the one line the results file holds (without the newline). */
    public String toLine() {
        try {
            return JsonInput.MAPPER.writeValueAsString(toJson());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** A line of the results file as a row again. */
    public static ResultRow fromLine(String line) throws java.io.IOException {
        return fromJson(JsonInput.MAPPER.readTree(line));
    }

    public ObjectNode toJson() {
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        o.put("job", job);
        o.put("problem", problem);
        o.put("instance", instance);
        o.put("file", file);
        ObjectNode s = o.putObject("size");
        new TreeMap<>(size).forEach(s::put);
        o.put("seed", seed);
        o.put("method", method);
        o.put("kind", kind);
        num(o, "timeLimit", timeLimit);
        ObjectNode p = o.putObject("params");
        new TreeMap<>(params).forEach(p::put);
        num(o, "objective", objective);
        o.put("status", status);
        num(o, "bound", bound);
        o.put("millis", Math.round(millis * 1000) / 1000.0);
        o.put("verified", verified);
        num(o, "checked", checked);
        o.put("note", note);
        num(o, "known", known);
        o.put("commit", commit);
        return o;
    }

    private static void num(ObjectNode o, String k, double v) {
        if (Double.isNaN(v)) o.putNull(k);
        else if (Double.isInfinite(v)) o.put(k, v > 0 ? "inf" : "-inf");
        else o.put(k, v);
    }

    /** Reads a row back; throws IllegalArgumentException when a required field is missing, a number is not one, or the problem is unknown. */
    public static ResultRow fromJson(JsonNode o) {
        for (String k : new String[]{"job", "problem", "instance", "method", "status"})
            if (!o.hasNonNull(k) || !o.get(k).isTextual()) throw new IllegalArgumentException("missing field '" + k + "'");
        if (gaplab.catalog.Problems.byName(o.get("problem").asText()).isEmpty())
            throw new IllegalArgumentException("unknown problem '" + o.get("problem").asText() + "'");
        return new ResultRow(o.get("job").asText(), o.get("problem").asText(), o.get("instance").asText(), text(o, "file"),
                map(o.get("size")), o.path("seed").asLong(-1), o.get("method").asText(), text(o, "kind"), dbl(o, "timeLimit"),
                map(o.get("params")), dbl(o, "objective"), o.get("status").asText(), dbl(o, "bound"), o.path("millis").asDouble(0),
                o.path("verified").asBoolean(false), dbl(o, "checked"), text(o, "note"), dbl(o, "known"), text(o, "commit"));
    }

    private static String text(JsonNode o, String k) { return o.hasNonNull(k) ? o.get(k).asText() : ""; }

    private static double dbl(JsonNode o, String k) {
        JsonNode n = o.get(k);
        if (n == null || n.isNull()) return Double.NaN;
        if (n.isTextual()) return switch (n.asText()) {
            case "inf" -> Double.POSITIVE_INFINITY;
            case "-inf" -> Double.NEGATIVE_INFINITY;
            case "NaN" -> Double.NaN;
            default -> throw new IllegalArgumentException("field '" + k + "' is not a number");
        };
        if (!n.isNumber()) throw new IllegalArgumentException("field '" + k + "' is not a number");
        return n.asDouble();
    }

    private static Map<String, String> map(JsonNode n) {
        Map<String, String> m = new TreeMap<>();
        if (n != null && n.isObject()) n.fields().forEachRemaining(e -> m.put(e.getKey(), e.getValue().asText()));
        return m;
    }
}
