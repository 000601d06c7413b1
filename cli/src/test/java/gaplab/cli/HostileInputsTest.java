package gaplab.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hostile user's sweep, as a test: every problem's instance and solution files, broken in every
 * systematic way (each value replaced by a bad number or another JSON type, each field removed, an
 * unknown field added, arrays emptied, the file cut short, emptied, made binary, made a folder),
 * run through {@code solve} and {@code check}. Whatever the input, the command answers (exit 0 or 1)
 * or says in one line what is wrong (exit 2, {@code gaplab: ...}) — never a stack trace, never
 * another exit code. The counts per class are printed for the record.
 */
class HostileInputsTest {
    @TempDir
    Path tmp;

    static final Path FIXTURES = Path.of("../fixtures/src/main/resources/gaplab/fixtures");
    static final Map<String, String> SMALLEST = new TreeMap<>(Map.of(
            "collective", "collective/two-processors.json", "dag", "dag/fork-dup.json", "grid", "grid/strips-5x5-5.json",
            "mmdl", "mmdl/two-processors.json", "unrelated", "unrelated/paper-fig4.json"));
    static final ObjectMapper JSON = new ObjectMapper();
    static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** Bad numbers: negative, zero, not a number, infinite, overflowing, subnormal, fractional, beyond 64 bits. */
    static final List<String> NUMBERS = List.of("-1", "0", "0.5", "NaN", "\"NaN\"", "Infinity", "-Infinity", "1e308", "1e400", "4.9e-324",
            "-0.0", "9223372036854775808", "4294967298", "1e15");
    /** Other JSON types in place of a value. */
    static final List<String> TYPES = List.of("\"x\"", "\"\"", "true", "null", "[]", "{}", "[[]]", "[null]");

    final TreeMap<String, int[]> counts = new TreeMap<>(); // class -> {tried, said in one line (exit 2), answered (exit 0 or 1), of which exit 0}
    int files;

    private void run(String kind, String... args) {
        CliRun.Result r = CliRun.run(args);
        String what = kind + " " + String.join(" ", args);
        assertTrue(r.code() == 0 || r.code() == 1 || r.code() == 2, what + ": exit " + r.code() + "\n" + r.err());
        assertTrue(!r.err().contains("\tat ") && !r.err().contains("Exception") && !r.out().contains("\tat "), what + ": a stack trace\n" + r.err());
        if (r.code() == 2)
            assertTrue(r.err().startsWith("gaplab: ") && r.err().strip().lines().count() == 1, what + ": not one line\n" + r.err());
        int[] c = counts.computeIfAbsent(kind, k -> new int[4]);
        c[0]++;
        c[r.code() == 2 ? 1 : 2]++;
        if (r.code() == 0) c[3]++;
    }

    private Path write(String text) throws Exception {
        Path f = tmp.resolve("f" + (files++) + ".json");
        Files.writeString(f, text);
        return f;
    }

    /** Every variant of {@code doc} with one value, field or array broken; {@code each} gets (class, text). */
    static void variants(JsonNode doc, java.util.function.BiConsumer<String, String> each) {
        List<JsonNode> holders = new ArrayList<>();
        collect(doc, holders);
        for (JsonNode h : holders) {
            if (h instanceof ObjectNode o) {
                for (String field : iterable(o.fieldNames())) {
                    JsonNode old = o.get(field);
                    if (old.isValueNode()) {
                        for (String n : NUMBERS) each.accept("bad number", replaced(doc, o, field, n, old));
                        for (String t : TYPES) each.accept("wrong type", replaced(doc, o, field, t, old));
                    }
                    if (old.isArray() && !old.isEmpty()) each.accept("empty array", replaced(doc, o, field, "[]", old));
                    o.remove(field);
                    each.accept("missing field", doc.toString());
                    o.set(field, old);
                }
            } else if (h instanceof ArrayNode a) {
                for (int i = 0; i < Math.min(2, a.size()); i++) {
                    JsonNode old = a.get(i);
                    if (!old.isValueNode()) continue;
                    for (String n : NUMBERS) { a.set(i, parse(n)); each.accept("bad number", doc.toString()); }
                    for (String t : TYPES) { a.set(i, parse(t)); each.accept("wrong type", doc.toString()); }
                    a.set(i, old);
                }
            }
        }
        if (doc instanceof ObjectNode o) {
            o.put("unknownField", 1);
            each.accept("unknown field", doc.toString());
            o.remove("unknownField");
        }
        String text = doc.toString();
        for (int cut : new int[]{1, text.length() / 3, text.length() / 2, text.length() - 1}) each.accept("malformed file", text.substring(0, cut));
        for (String s : new String[]{"", " ", "[]", "null", "42", "\"text\"", text + "}", text + " trailing", "\u0000\u0001\u00ff", "{\"a\":1,\"a\":2}"})
            each.accept("malformed file", s);
    }

    private static String replaced(JsonNode doc, ObjectNode o, String field, String value, JsonNode old) {
        o.set(field, parse(value));
        String s = doc.toString();
        o.set(field, old);
        return s;
    }

    /** A JSON value, or for the non-JSON numerals (NaN, Infinity) a marker replaced in the text. */
    private static JsonNode parse(String v) {
        try {
            return JSON.readTree(v);
        } catch (Exception e) {
            return NODES.rawValueNode(new com.fasterxml.jackson.databind.util.RawValue(v));
        }
    }

    private static void collect(JsonNode n, List<JsonNode> out) {
        if (n.isContainerNode()) {
            out.add(n);
            int i = 0;
            for (JsonNode c : n) if (i++ < 3) collect(c, out);
        }
    }

    private static <T> Iterable<T> iterable(java.util.Iterator<T> it) {
        List<T> l = new ArrayList<>();
        it.forEachRemaining(l::add);
        return l;
    }

    @Test
    void everyBrokenInstanceAndSolutionIsAnsweredOrNamedInOneLine() throws Exception {
        for (var e : SMALLEST.entrySet()) {
            String problem = e.getKey();
            Path fixture = FIXTURES.resolve(e.getValue());
            Path solution = tmp.resolve(problem + "-solution.json");
            CliRun.Result solved = CliRun.run(problem, "solve", fixture.toString(), "--time-limit", "2", "--out", solution.toString());
            assertTrue(solved.code() == 0 && Files.exists(solution), problem + ": " + solved.err());
            variants(JSON.readTree(fixture.toFile()), (kind, text) -> quietly(() ->
                    run("instance: " + kind, problem, "solve", write(text).toString(), "--time-limit", "2")));
            variants(JSON.readTree(solution.toFile()), (kind, text) -> quietly(() ->
                    run("solution: " + kind, problem, "check", fixture.toString(), write(text).toString(), "--time-limit", "2")));
            Path folder = Files.createDirectories(tmp.resolve(problem + "-folder"));
            for (Path f : List.of(folder, tmp.resolve("missing.json"))) {
                run("file system", problem, "solve", f.toString());
                run("file system", problem, "check", fixture.toString(), f.toString());
            }
        }
        StringBuilder report = new StringBuilder("hostile inputs (tried / one line, exit 2 / answered, exit 0 or 1 / of which exit 0):");
        int total = 0;
        for (var c : counts.entrySet()) {
            report.append("\n  ").append(c.getKey()).append(": ").append(c.getValue()[0]).append(" / ").append(c.getValue()[1]).append(" / ").append(c.getValue()[2]).append(" / ").append(c.getValue()[3]);
            total += c.getValue()[0];
        }
        System.out.println(report.append("\n  total: ").append(total));
        assertTrue(total > 1000, "inputs tried: " + total);
    }

    @Test
    void badOptionValuesOutputPathsAndImpossibleModelsAreNamedInOneLine() throws Exception {
        Path folder = Files.createDirectories(tmp.resolve("a-folder"));
        List<String[]> options = new ArrayList<>();
        for (String v : new String[]{"-1", "0", "NaN", "Infinity", "abc", "1e400", ""}) options.add(new String[]{"--time-limit", v});
        for (String v : new String[]{"abc", "1e30", "99999999999999999999", ""}) options.add(new String[]{"--seed", v});
        for (String v : new String[]{"0", "-1", "abc", "100000"}) options.add(new String[]{"--threads", v});
        for (String v : new String[]{"no-such-method", "", "EXACT"}) options.add(new String[]{"--method", v});
        for (String v : new String[]{"noequals", "=x", "unknownKey=1"}) options.add(new String[]{"--param", v});
        for (String v : new String[]{folder.toString(), tmp.resolve("missing/dir/out.json").toString(), "/proc/out.json"}) options.add(new String[]{"--out", v});
        for (String v : new String[]{folder.toString(), tmp.resolve("missing/p.svg").toString(), tmp.resolve("p.unknown").toString()}) options.add(new String[]{"--picture", v});
        for (var e : SMALLEST.entrySet())
            for (String[] o : options) {
                List<String> args = new ArrayList<>(List.of(e.getKey(), "solve", FIXTURES.resolve(e.getValue()).toString(), o[0], o[1]));
                if (!o[0].equals("--time-limit")) args.addAll(List.of("--time-limit", "2"));
                run("option value " + o[0], args.toArray(new String[0]));
            }
        String[][] impossible = {
                {"dag", "{\"graph\": {\"tasks\": [{\"id\": \"a\", \"time\": 1}, {\"id\": \"b\", \"time\": 1}], \"arcs\": [{\"from\": \"a\", \"to\": \"b\"}, {\"from\": \"b\", \"to\": \"a\"}]}, \"machine\": {\"lambda\": [[0]]}}"},
                {"dag", "{\"graph\": {\"tasks\": [{\"id\": \"a\", \"time\": 1}], \"arcs\": [{\"from\": \"a\", \"to\": \"a\"}]}, \"machine\": {\"lambda\": [[0]]}}"},
                {"dag", "{\"graph\": {\"tasks\": []}, \"machine\": {\"lambda\": [[0]]}}"},
                {"grid", "{\"width\": 2, \"height\": 2, \"pointCost\": [1, 1, 1, 1, 1], \"commCost\": 0}"},
                {"grid", "{\"width\": 0, \"height\": 2, \"pointCost\": [1], \"commCost\": 0}"},
                {"grid", "{\"width\": 100001, \"height\": 1, \"pointCost\": [1], \"commCost\": 0}"},
                {"mmdl", "{\"beta\": 1, \"x\": [], \"gamma\": []}"},
                {"mmdl", "{\"beta\": 1, \"x\": [1, 2], \"gamma\": [1]}"},
                {"collective", "{\"processors\": 3, \"total\": 1, \"computePerUnit\": 1, \"sigmaSend\": 1, \"tauSend\": 1, \"sigmaRecv\": 1, \"tauRecv\": 1, \"delta\": 1}"},
                {"unrelated", "{\"t\": []}"},
                {"unrelated", "{\"t\": [[1, 2], [3]]}"},
        };
        for (String[] c : impossible) run("impossible model", c[0], "solve", write(c[1]).toString(), "--time-limit", "2");
        for (var c : counts.entrySet()) System.out.println(c.getKey() + ": " + c.getValue()[0] + " / " + c.getValue()[1] + " / " + c.getValue()[2] + " / " + c.getValue()[3]);
        assertTrue(counts.get("impossible model")[1] == impossible.length, "every impossible model is bad input");
        for (String o : List.of("--time-limit", "--seed", "--threads", "--param"))
            assertTrue(counts.get("option value " + o)[2] == 0, o + ": every bad value is bad input");
    }

    interface Step { void run() throws Exception; }

    private static void quietly(Step s) {
        try {
            s.run();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
