package gaplab.lab.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.core.TextFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A sweep's configuration file (JSON, or YAML when the name ends in .yaml/.yml). The instance folder and
 * CSV paths are relative to the config file's folder; {@code out} (default {@code runs/NAME}) is relative to
 * the working folder. Every defect becomes one {@link InputException} naming the
 * file and the field. The format is in docs/sweeps.md.
 */
public record SweepConfig(Path file, String name, String problem, Path out, List<Source> sources, List<MethodSpec> methods,
                          boolean allMethods, List<String> bounds, boolean allBounds, double timeLimit, Path certify) {

    /** A config without certificates. */
    public SweepConfig(Path file, String name, String problem, Path out, List<Source> sources, List<MethodSpec> methods,
                       boolean allMethods, List<String> bounds, boolean allBounds, double timeLimit) {
        this(file, name, problem, out, sources, methods, allMethods, bounds, allBounds, timeLimit, null);
    }

    /** Where instances come from: exactly one of generator / directory / csv / fixtures. */
    public sealed interface Source permits Generator, Directory, Csv, Fixtures {}

    /** Random instances: each size × each seed, through {@code Problem.space()}. */
    public record Generator(List<Map<String, String>> sizes, List<Long> seeds) implements Source {}

    /**
     * Every file in a folder matching a glob, in name order, read with each combination of the instance
     * options ({@code Problem.readInstance(file, options)}; none: the file as it is).
     */
    public record Directory(Path dir, String glob, List<Map<String, String>> options) implements Source {}

    /** A CSV with a header: {@code file} (required), {@code optimum} and {@code id} (optional); files read with each combination of the options. */
    public record Csv(Path csv, List<Map<String, String>> options) implements Source {}

    /** The problem's built-in fixtures (with their known optima). */
    public record Fixtures() implements Source {}

    /** One method with its time limit and parameters. */
    public record MethodSpec(String name, double timeLimit, Map<String, String> params) {}

    private static final Set<String> TOP = Set.of("name", "problem", "out", "instances", "methods", "bounds", "timeLimit", "certify");

    public static SweepConfig read(Path file) throws InputException {
        String src = file.toString();
        String text = TextFiles.read(file);
        String lower = src.toLowerCase(java.util.Locale.ROOT);
        JsonNode root;
        if (lower.endsWith(".yaml") || lower.endsWith(".yml")) {
            if (text.isBlank()) throw new InputException(src, "empty file");
            try {
                root = new YAMLMapper().readTree(text);
            } catch (IOException e) {
                String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
                throw new InputException(src, "malformed YAML: " + m);
            }
            if (root == null || !root.isObject()) throw new InputException(src, "expected a mapping at the top level");
        } else {
            root = JsonInput.parse(src, text).node();
        }
        return parse(file, root);
    }

    static SweepConfig parse(Path file, JsonNode root) throws InputException {
        String src = file.toString();
        Path base = file.toAbsolutePath().getParent();
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String k = it.next();
            if (!TOP.contains(k)) throw new InputException(src, "unknown field '" + k + "' (known: " + String.join(", ", new java.util.TreeSet<>(TOP)) + ")");
        }
        String problem = text(src, root, "problem", null);
        String fileName = file.getFileName().toString().replaceFirst("\\.(json|ya?ml)$", "");
        String name = text(src, root, "name", fileName);
        if (root.has("name") && (!name.matches("[A-Za-z0-9][A-Za-z0-9._-]*") || name.contains("..")))
            throw new InputException(src, "'name' = '" + name + "' must be a plain name (letters, digits, '.', '_', '-'; no folders): it names OUT's default folder");
        // the output folder is relative to the working folder (like any output of a command); inputs to the config
        Path out = gaplab.model.core.TextFiles.resolve(Path.of("").toAbsolutePath(), text(src, root, "out", "runs/" + name), src + ": out");
        // certify: a folder for one certificate per proven optimum (docs/sweeps.md, "Certificates"), relative to the working folder
        Path certify = root.has("certify") && !root.get("certify").isNull()
                ? gaplab.model.core.TextFiles.resolve(Path.of("").toAbsolutePath(), text(src, root, "certify", null), src + ": certify") : null;
        double timeLimit = 10;
        if (root.has("timeLimit")) timeLimit = positive(src, root.get("timeLimit"), "timeLimit");
        JsonNode inst = root.get("instances");
        if (inst == null || inst.isNull()) throw new InputException(src, "missing field 'instances' (a generator, directory, csv or fixtures)");
        List<Source> sources = new ArrayList<>();
        if (inst.isArray()) {
            if (inst.isEmpty()) throw new InputException(src, "'instances' is an empty list");
            for (int i = 0; i < inst.size(); i++) sources.add(source(src, base, inst.get(i), "instances[" + i + "]"));
        } else sources.add(source(src, base, inst, "instances"));
        List<MethodSpec> methods = new ArrayList<>();
        boolean all = true;
        JsonNode ms = root.get("methods");
        if (ms != null && !ms.isNull() && !(ms.isTextual() && ms.asText().equals("all"))) {
            if (!ms.isArray()) throw new InputException(src, "'methods' must be \"all\" or a list of names or {\"name\", \"timeLimit\", \"params\"} objects");
            all = false;
            for (int i = 0; i < ms.size(); i++) {
                JsonNode m = ms.get(i);
                String where = "methods[" + i + "]";
                if (m.isTextual()) { methods.add(new MethodSpec(m.asText(), timeLimit, Map.of())); continue; }
                if (!m.isObject()) throw new InputException(src, where + " must be a name or an object");
                for (Iterator<String> it = m.fieldNames(); it.hasNext(); ) {
                    String k = it.next();
                    if (!Set.of("name", "timeLimit", "params").contains(k)) throw new InputException(src, where + ": unknown field '" + k + "' (known: name, timeLimit, params)");
                }
                String n = text(src, m, "name", null);
                double tl = m.has("timeLimit") ? positive(src, m.get("timeLimit"), where + ".timeLimit") : timeLimit;
                methods.add(new MethodSpec(n, tl, strings(src, m.get("params"), where + ".params")));
            }
            if (methods.isEmpty()) throw new InputException(src, "'methods' is an empty list");
        }
        List<String> bounds = new ArrayList<>();
        boolean allBounds = true;
        JsonNode bs = root.get("bounds");
        if (bs != null && !bs.isNull() && !(bs.isTextual() && bs.asText().equals("all"))) {
            allBounds = false;
            if (bs.isTextual() && bs.asText().equals("none")) { /* no bounds */ }
            else if (bs.isBoolean()) allBounds = bs.asBoolean();
            else if (bs.isArray()) for (JsonNode b : bs) {
                if (!b.isTextual()) throw new InputException(src, "'bounds' must list bound names");
                bounds.add(b.asText());
            }
            else throw new InputException(src, "'bounds' must be \"all\", \"none\" or a list of bound names");
        }
        return new SweepConfig(file, name, problem, out, sources, methods, all, bounds, allBounds, timeLimit, certify);
    }

    private static Source source(String src, Path base, JsonNode n, String where) throws InputException {
        if (!n.isObject()) throw new InputException(src, where + " must be an object with one of: generator, directory, csv, fixtures");
        List<String> keys = new ArrayList<>();
        n.fieldNames().forEachRemaining(keys::add);
        keys.remove("glob");
        keys.remove("options");
        if (keys.size() != 1 || !Set.of("generator", "directory", "csv", "fixtures").contains(keys.get(0)))
            throw new InputException(src, where + " must have exactly one of: generator, directory, csv, fixtures (got: " + String.join(", ", keys) + ")");
        String k = keys.get(0);
        if (n.has("glob") && !k.equals("directory")) throw new InputException(src, where + ": 'glob' only goes with 'directory'");
        if (n.has("options") && !k.equals("directory") && !k.equals("csv"))
            throw new InputException(src, where + ": 'options' only goes with 'directory' or 'csv' (instance files)");
        List<Map<String, String>> options = options(src, n.get("options"), where + ".options");
        switch (k) {
            case "generator": {
                JsonNode g = n.get("generator");
                if (!g.isObject()) throw new InputException(src, where + ".generator must be an object {size or sizes, seeds}");
                for (Iterator<String> it = g.fieldNames(); it.hasNext(); ) {
                    String f = it.next();
                    if (!Set.of("size", "sizes", "seeds").contains(f)) throw new InputException(src, where + ".generator: unknown field '" + f + "' (known: size, sizes, seeds)");
                }
                List<Map<String, String>> sizes = new ArrayList<>();
                if (g.has("size") && g.has("sizes")) throw new InputException(src, where + ".generator: give 'size' or 'sizes', not both");
                if (g.has("sizes")) {
                    JsonNode ss = g.get("sizes");
                    if (!ss.isArray() || ss.isEmpty()) throw new InputException(src, where + ".generator.sizes must be a non-empty list of objects");
                    for (int i = 0; i < ss.size(); i++) sizes.add(strings(src, ss.get(i), where + ".generator.sizes[" + i + "]"));
                } else sizes.add(strings(src, g.get("size"), where + ".generator.size"));
                return new Generator(sizes, seeds(src, g.get("seeds"), where + ".generator.seeds"));
            }
            case "directory": {
                Path dir = gaplab.model.core.TextFiles.resolve(base, text(src, n, "directory", null), src + ": directory");
                if (!Files.isDirectory(dir)) throw new InputException(src, where + ".directory: no such folder " + dir);
                return new Directory(dir, text(src, n, "glob", "*.json"), options);
            }
            case "csv": {
                Path csv = gaplab.model.core.TextFiles.resolve(base, text(src, n, "csv", null), src + ": csv");
                if (!Files.isRegularFile(csv)) throw new InputException(src, where + ".csv: no such file " + csv);
                return new Csv(csv, options);
            }
            default: {
                JsonNode f = n.get("fixtures");
                if (!f.isBoolean() || !f.asBoolean()) throw new InputException(src, where + ".fixtures must be true");
                return new Fixtures();
            }
        }
    }

    /**
     * Instance options ({@code {"machine": ["complete:2", "complete:4"], "bandwidth": "1MB/s"}}: a value or a
     * list of values per name) as every combination, the first name varying slowest; empty when absent.
     */
    static List<Map<String, String>> options(String src, JsonNode n, String where) throws InputException {
        List<Map<String, String>> out = new ArrayList<>();
        if (n == null || n.isNull()) return out;
        if (!n.isObject() || n.isEmpty()) throw new InputException(src, where + " must be an object of name: value or name: [values]");
        out.add(Map.of());
        for (var it = n.fields(); it.hasNext(); ) {
            var e = it.next();
            List<String> values = new ArrayList<>();
            JsonNode v = e.getValue();
            for (JsonNode x : v.isArray() ? v : JsonInput.MAPPER.createArrayNode().add(v)) {
                if (!x.isValueNode() || x.isNull() || x.asText().isBlank())
                    throw new InputException(src, where + "." + e.getKey() + " must be a value or a non-empty list of values (numbers or strings)");
                if (values.contains(x.asText())) throw new InputException(src, where + "." + e.getKey() + " lists '" + x.asText() + "' twice");
                values.add(x.asText());
            }
            if (values.isEmpty()) throw new InputException(src, where + "." + e.getKey() + " is an empty list");
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> m : out) for (String x : values) {
                Map<String, String> c = new java.util.LinkedHashMap<>(m);
                c.put(e.getKey(), x);
                next.add(c);
            }
            out = next;
        }
        return out;
    }

    private static List<Long> seeds(String src, JsonNode n, String where) throws InputException {
        List<Long> out = new ArrayList<>();
        if (n == null || n.isNull()) throw new InputException(src, "missing field '" + where + "' (a list of seeds or {\"from\": 1, \"count\": 100})");
        if (n.isArray()) {
            for (JsonNode s : n) {
                if (!s.canConvertToLong() || !s.isIntegralNumber()) throw new InputException(src, where + ": seeds must be whole numbers");
                out.add(s.asLong());
            }
        } else if (n.isObject()) {
            JsonNode from = n.get("from"), count = n.get("count");
            if (from == null || !from.isIntegralNumber() || count == null || !count.isIntegralNumber())
                throw new InputException(src, where + " must be {\"from\": whole number, \"count\": whole number}");
            if (!from.canConvertToLong() || !count.canConvertToLong() || count.asLong() < 1 || count.asLong() > 10_000_000)
                throw new InputException(src, where + ".count must be between 1 and 10000000 and 'from' a 64-bit whole number");
            if (from.asLong() > Long.MAX_VALUE - (count.asLong() - 1))
                throw new InputException(src, where + ": the seeds from " + from.asText() + " would pass the largest 64-bit number " + Long.MAX_VALUE);
            for (long i = 0; i < count.asLong(); i++) out.add(from.asLong() + i);
        } else throw new InputException(src, where + " must be a list of seeds or {\"from\": 1, \"count\": 100}");
        if (out.isEmpty()) throw new InputException(src, where + " is empty");
        if (new java.util.HashSet<>(out).size() != out.size()) throw new InputException(src, where + " lists a seed twice");
        return out;
    }

    private static Map<String, String> strings(String src, JsonNode n, String where) throws InputException {
        Map<String, String> m = new TreeMap<>();
        if (n == null || n.isNull()) return m;
        if (!n.isObject()) throw new InputException(src, where + " must be an object of name: value");
        for (var it = n.fields(); it.hasNext(); ) {
            var e = it.next();
            JsonNode v = e.getValue();
            if (!v.isValueNode() || v.isNull()) throw new InputException(src, where + "." + e.getKey() + " must be a number or a string");
            m.put(e.getKey(), v.asText());
        }
        return m;
    }

    private static String text(String src, JsonNode n, String field, String fallback) throws InputException {
        JsonNode v = n.get(field);
        if (v == null || v.isNull()) {
            if (fallback == null) throw new InputException(src, "missing field '" + field + "'");
            return fallback;
        }
        if (!v.isTextual() || v.asText().isBlank()) throw new InputException(src, "'" + field + "' must be a non-empty string");
        return v.asText();
    }

    private static double positive(String src, JsonNode v, String where) throws InputException {
        if (v == null || !v.isNumber() || !(v.asDouble() > 0) || Double.isInfinite(v.asDouble()))
            throw new InputException(src, where + " must be a positive number of seconds");
        return v.asDouble();
    }

    /** The size options as one id part, e.g. {@code machines3-tasks8}. */
    static String sizeId(Map<String, String> size) {
        StringBuilder b = new StringBuilder();
        for (var e : new TreeMap<>(size).entrySet()) {
            if (b.length() > 0) b.append('-');
            b.append(e.getKey()).append(e.getValue().replaceAll("[^A-Za-z0-9.+]", "_"));
        }
        return b.toString();
    }
}
