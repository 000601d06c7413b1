package gaplab.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.catalog.Problems;
import gaplab.catalog.Runs;
import gaplab.catalog.SolutionCheck;
import gaplab.model.core.Tolerance;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.core.LowerBound;
import gaplab.model.core.Options;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import gaplab.model.core.Verdict;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/**
 * {@code gaplab batch}: one JVM for a stream of requests, for other languages (docs/batch.md). Each line
 * of standard input is a JSON object {@code {"id": …, "op": "solve"|"check"|"rate"|"bounds", "problem":
 * …, "instance": {…} | "instanceFile": PATH, …}}; each gets one JSON line on standard output, in order,
 * {@code "ok": true} with the answer or {@code "ok": false} with one error line. A bad request never
 * ends the stream; the exit code is 0 when standard input ends.
 */
@Command(name = "batch", mixinStandardHelpOptions = true,
        description = {"Answer JSON Lines requests on standard input, one JSON line each on standard output (one JVM for the stream).",
                "ops: solve (method, timeLimit, params, seed), check (solution), rate (solution, oracle, timeLimit), bounds, instance (the instance as JSON).",
                "\"picture\": \"svg\" on solve, check or rate adds the solution's picture as \"svg\" text.",
                "The instance is given inline (\"instance\") or as a file (\"instanceFile\"); see docs/batch.md."})
public final class BatchCommand implements Callable<Integer> {

    /** The fields a request may have. */
    static final java.util.Set<String> FIELDS = java.util.Set.of("id", "op", "problem", "instance", "instanceFile", "solution", "method",
            "oracle", "timeLimit", "params", "seed", "picture", "machine", "speeds", "bandwidth", "tolerance");

    @Override
    public Integer call() throws IOException {
        Path scratch = Files.createTempDirectory("gaplab-batch");
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            PrintStream out = System.out;
            String line;
            long number = 0;
            while ((line = in.readLine()) != null) {
                number++;
                if (line.isBlank()) continue;
                out.println(answer(line, number, scratch).toString());
                out.flush();
            }
        } finally {
            try (var files = Files.list(scratch)) {
                for (Path f : (Iterable<Path>) files::iterator) Files.deleteIfExists(f);
            }
            Files.deleteIfExists(scratch);
        }
        return 0;
    }

    /** The answer to one request line: never throws. */
    static ObjectNode answer(String line, long number, Path scratch) {
        ObjectNode reply = JsonInput.MAPPER.createObjectNode();
        JsonNode request = null;
        try {
            request = JsonInput.MAPPER.readTree(line);
        } catch (IOException e) {
            return error(null, "line " + number + ": not a JSON object (" + firstLine(e.getMessage()) + ")");
        }
        if (request == null || !request.isObject()) return error(null, "line " + number + ": not a JSON object");
        if (request.has("id")) reply.set("id", request.get("id"));
        try {
            for (Iterator<String> f = request.fieldNames(); f.hasNext(); ) {
                String name = f.next();
                if (!FIELDS.contains(name)) throw new InputException("field '" + name + "'", "unknown (known: " + String.join(", ", new java.util.TreeSet<>(FIELDS)) + ")");
            }
            String problemName = text(request, "problem");
            Problem<?, ?> p = Problems.byName(problemName).orElseThrow(() -> new InputException("problem", "unknown problem '" + problemName + "'"));
            return run(p, request, reply, scratch.resolve("line-" + number));
        } catch (InputException e) {
            return error(request, "line " + number + ": " + e.getMessage());
        } catch (RuntimeException | IOException | StackOverflowError | OutOfMemoryError e) {
            return error(request, "line " + number + ": internal error (" + e.getClass().getSimpleName() + ": " + firstLine(String.valueOf(e.getMessage())) + ")");
        }
    }

    private static <I, S> ObjectNode run(Problem<I, S> p, JsonNode r, ObjectNode reply, Path scratch) throws InputException, IOException {
        String op = text(r, "op");
        boolean svg = svg(r, op);
        I inst = instance(p, r, scratch);
        reply.put("ok", true);
        switch (op) {
            case "solve" -> {
                Solver<I, S> m = r.has("method") ? Runs.method(p, text(r, "method")) : p.exactSolver().orElseThrow(() -> new InputException("method", "give a method"));
                Map<String, String> params = params(r);
                m.checkParams(params, "params");
                Options o = Options.defaults().withTimeLimit(number(r, "timeLimit", 10)).withSeed(seed(r));
                for (var e : params.entrySet()) o = o.with(e.getKey(), e.getValue());
                var c = Runs.run(p, m, inst, o);
                reply.put("method", m.name());
                reply.put("status", c.status().name());
                if (c.verified()) reply.put("objective", c.verdict().objective());
                putNumber(reply, "bound", c.outcome().bound());
                reply.put("verified", c.verified());
                reply.put("millis", c.outcome().millis());
                if (c.outcome().hasSolution()) reply.set("solution", p.solutionJson(inst, c.outcome().solution()));
                if (svg && c.outcome().hasSolution()) drawn(p, inst, c.outcome().solution(), reply, scratch);
            }
            case "check", "rate" -> {
                double tau = tolerance(r);
                var judged = solution(p, r, inst, scratch, tau);
                S sol = judged.solution();
                Verdict v = judged.verdict();
                if (!Double.isNaN(tau)) reply.put("tolerance", tau);
                reply.put("valid", v.valid());
                if (!v.valid()) reply.put("violation", v.violation());
                else reply.put("objective", v.objective());
                if (op.equals("rate")) {
                    Reference ref = Reference.of(p, inst, sol, r.has("oracle") ? text(r, "oracle") : null, number(r, "timeLimit", 30), "oracle");
                    putNumber(reply, "reference", ref.value());
                    reply.put("referenceKind", ref.kind());
                    ref.oracle().ifPresent(x -> reply.put("oracle", x));
                    if (v.valid()) putNumber(reply, "ratio", Runs.ratio(v.objective(), ref.value()));
                    reply.put("ratioIsUpperBound", ref.ratioIsUpperBound());
                }
                if (svg) drawn(p, inst, sol, reply, scratch);
            }
            case "instance" -> reply.set("instance", p.instanceJson(inst));
            case "bounds" -> {
                ObjectNode b = reply.putObject("bounds");
                for (LowerBound<I> lb : p.bounds()) putNumber(b, lb.name(), lb.bound(inst));
                putNumber(reply, "best", p.bestBound(inst));
            }
            default -> throw new InputException("op", "'" + op + "' is not solve, check, rate, bounds or instance");
        }
        return reply;
    }

    /** Whether the request asks for the solution's picture ({@code "picture": "svg"}, on solve, check and rate). */
    private static boolean svg(JsonNode r, String op) throws InputException {
        if (!r.has("picture")) return false;
        if (!"svg".equals(text(r, "picture"))) throw new InputException("picture", "must be \"svg\" (the reply then has the picture as \"svg\" text)");
        if (op.equals("bounds") || op.equals("instance")) throw new InputException("picture", "draws a solution: give it on solve, check or rate");
        return true;
    }

    /** Draws the solution as SVG (the picture of {@code solve --picture x.svg}) into the reply's "svg". */
    private static <I, S> void drawn(Problem<I, S> p, I inst, S sol, ObjectNode reply, Path scratch) throws IOException {
        Path f = Path.of(scratch + "-picture.svg");
        try {
            p.writePicture(inst, sol, f);
            reply.put("svg", Files.readString(f));
        } finally {
            Files.deleteIfExists(f);
        }
    }

    /** The instance, inline (written to a scratch file and read by the problem's own reader) or from a file, with the problem's instance options ("machine", "speeds", "bandwidth"). */
    private static <I, S> I instance(Problem<I, S> p, JsonNode r, Path scratch) throws InputException, IOException {
        if (r.has("instance") == r.has("instanceFile")) throw new InputException("instance", "give \"instance\" (a JSON object) or \"instanceFile\" (a path), one of them");
        Map<String, String> options = new TreeMap<>();
        if (r.has("machine")) options.put("machine", text(r, "machine"));
        if (r.has("speeds")) options.put("speeds", speeds(r.get("speeds")));
        if (r.has("bandwidth")) options.put("bandwidth", text(r, "bandwidth"));
        if (r.has("instanceFile")) return p.readInstance(Path.of(text(r, "instanceFile")), options);
        if (!r.get("instance").isObject()) throw new InputException("instance", "must be a JSON object (the instance file's content)");
        return inline(r, "instance", scratch, f -> p.readInstance(f, options));
    }

    private static String speeds(JsonNode v) throws InputException {
        if (!v.isArray() || v.isEmpty()) throw new InputException("speeds", "must be a non-empty array of numbers");
        StringBuilder b = new StringBuilder();
        for (JsonNode x : v) {
            if (!x.isNumber()) throw new InputException("speeds", "must be an array of numbers (got " + x + ")");
            b.append(b.length() == 0 ? "" : ",").append(x.asDouble());
        }
        return b.toString();
    }

    /** The solution judged on the one check path ({@link SolutionCheck}: the checker, then the claimed objective). */
    private static <I, S> SolutionCheck.Judged<S> solution(Problem<I, S> p, JsonNode r, I inst, Path scratch, double tau) throws InputException, IOException {
        if (!r.has("solution") || !r.get("solution").isObject()) throw new InputException("solution", "give the solution as a JSON object (the format of 'solve --json')");
        return inline(r, "solution", scratch, f -> SolutionCheck.judge(p, inst, f, tau));
    }

    /** The request's "tolerance" (a relative tolerance in [0, 0.01]), or NaN for the checker's own. */
    private static double tolerance(JsonNode r) throws InputException {
        JsonNode v = r.get("tolerance");
        if (v == null) return Double.NaN;
        if (!v.isNumber() || Tolerance.invalid(v.asDouble()) != null)
            throw new InputException("tolerance", v.isNumber() ? Tolerance.invalid(v.asDouble()) : "must be a number (got " + v + ")");
        return v.asDouble();
    }

    /** Reads the inline JSON of {@code field} with the problem's own file reader (through a scratch file), errors named by the field. */
    private static <T> T inline(JsonNode r, String field, Path scratch, gaplab.model.core.Codec.FileReader<T> reader) throws InputException, IOException {
        Path f = Path.of(scratch + "-" + field + ".json");
        Files.writeString(f, r.get(field).toString());
        try {
            return reader.read(f);
        } catch (InputException e) {
            throw e.in(field);
        } finally {
            Files.deleteIfExists(f);
        }
    }

    private static String text(JsonNode r, String field) throws InputException {
        JsonNode v = r.get(field);
        if (v == null || !v.isTextual()) throw new InputException(field, v == null ? "missing" : "must be a string");
        return v.asText();
    }

    private static double number(JsonNode r, String field, double otherwise) throws InputException {
        JsonNode v = r.get(field);
        if (v == null) return otherwise;
        if (!v.isNumber() || !Double.isFinite(v.asDouble()) || v.asDouble() <= 0 || v.asDouble() > 1e9)
            throw new InputException(field, "must be a positive number up to 1e9 (got " + v + ")");
        return v.asDouble();
    }

    private static long seed(JsonNode r) throws InputException {
        JsonNode v = r.get("seed");
        if (v == null) return 1;
        if (!v.canConvertToLong() || !v.isIntegralNumber()) throw new InputException("seed", "must be an integer (got " + v + ")");
        return v.asLong();
    }

    private static Map<String, String> params(JsonNode r) throws InputException {
        Map<String, String> m = new TreeMap<>();
        JsonNode v = r.get("params");
        if (v == null) return m;
        if (!v.isObject()) throw new InputException("params", "must be an object of key: value");
        for (var it = v.fields(); it.hasNext(); ) {
            var e = it.next();
            if (!e.getValue().isValueNode() || e.getValue().isNull()) throw new InputException("params." + e.getKey(), "must be a string or number");
            m.put(e.getKey(), e.getValue().asText());
        }
        return m;
    }

    private static void putNumber(ObjectNode o, String field, double v) {
        if (Double.isFinite(v)) o.put(field, v);
        else o.putNull(field);
    }

    /** A fresh reply (nothing half-answered) with the request's id, "ok": false and the one error line. */
    private static ObjectNode error(JsonNode request, String message) {
        ObjectNode reply = JsonInput.MAPPER.createObjectNode();
        if (request != null && request.has("id")) reply.set("id", request.get("id"));
        reply.put("ok", false);
        reply.put("error", message);
        return reply;
    }

    private static String firstLine(String s) {
        int i = s.indexOf('\n');
        return i < 0 ? s : s.substring(0, i);
    }
}
