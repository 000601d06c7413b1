package gaplab.model.dag;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Task graph and instance files.
 * <ul>
 * <li>JSON graph: {@code {"name": "g", "tasks": [{"id": "a", "time": 3}, ...],
 *     "arcs": [{"from": "a", "to": "b", "messages": 2}, ...]}}; a JSON instance bundles
 *     {@code {"graph": {...}, "machine": {"lambda": [[...]], "speed": [...]}}}.</li>
 * <li>Kasahara STG: first line n; rows {@code id time #preds preds...}; rows 0 and n+1 are zero-time
 *     dummy entry/exit tasks (dropped: they change neither the optimum nor any schedule); {@code #} lines
 *     are comments. No communication (η = 0).</li>
 * <li>DOT (as written by Sinnen's optimal scheduler): node and edge attribute {@code Weight}
 *     (execution time, communication cost); graph attributes {@code "Total schedule length"} (the
 *     published optimum) and {@code TargetSystem="Homogeneous-P"}.</li>
 * </ul>
 */
public final class DagFormats {
    private DagFormats() {}

    public static String readText(Path file) throws InputException {
        try {
            return Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new InputException(file.toString(), "no such file");
        } catch (IOException e) {
            throw new InputException(file.toString(), "cannot read file (" + e.getClass().getSimpleName() + ")");
        }
    }

    /** Reads a graph in JSON, STG or DOT (chosen by extension, else by content). */
    public static TaskGraph readGraph(Path file) throws InputException {
        return parseGraph(file.toString(), readText(file));
    }

    public static TaskGraph parseGraph(String source, String text) throws InputException {
        if (text.isBlank()) throw new InputException(source, "empty file");
        String lower = source.toLowerCase(Locale.ROOT);
        String trimmed = text.stripLeading();
        if (lower.endsWith(".json") || trimmed.startsWith("{")) {
            JsonInput in = JsonInput.parse(source, text);
            if (in.has("graph")) return graphJson(in.object("graph"));
            return graphJson(in);
        }
        if (lower.endsWith(".dot") || lower.endsWith(".gv") || trimmed.startsWith("digraph") || trimmed.startsWith("strict")) return parseDot(source, text);
        return parseStg(source, text);
    }

    // ---------------------------------------------------------------- JSON

    public static TaskGraph graphJson(JsonInput in) throws InputException {
        in.onlyFields("name", "tasks", "arcs", "optimum", "processors");
        List<String> ids = new ArrayList<>();
        Map<String, Integer> index = new LinkedHashMap<>();
        JsonInput[] ts = in.objects("tasks");
        double[] mu = new double[ts.length];
        for (int i = 0; i < ts.length; i++) {
            ts[i].onlyFields("id", "time");
            String id = ts[i].node().has("id") && ts[i].node().get("id").isNumber() ? ts[i].node().get("id").asText() : ts[i].text("id");
            ids.add(id);
            if (index.put(id, i) != null) throw in.error("task '" + id + "' is defined twice");
            mu[i] = ts[i].number("time", JsonInput.Sign.NON_NEGATIVE);
        }
        JsonInput[] as = in.has("arcs") ? in.objects("arcs") : new JsonInput[0];
        int[] f = new int[as.length], t = new int[as.length];
        double[] eta = new double[as.length];
        for (int a = 0; a < as.length; a++) {
            as[a].onlyFields("from", "to", "messages");
            f[a] = taskRef(in, as[a], "from", index);
            t[a] = taskRef(in, as[a], "to", index);
            eta[a] = as[a].number("messages", JsonInput.Sign.NON_NEGATIVE, 0);
        }
        double opt = in.has("optimum") ? in.number("optimum", JsonInput.Sign.NON_NEGATIVE) : Double.NaN;
        int procs = (int) in.integer("processors", 0, 0);
        return new TaskGraph(in.source(), in.text("name", baseName(in.source())), ids, mu, f, t, eta, opt, procs);
    }

    private static int taskRef(JsonInput in, JsonInput arc, String field, Map<String, Integer> index) throws InputException {
        var n = arc.node().get(field);
        if (n == null || n.isNull()) throw in.error("an arc has no '" + field + "'");
        String id = n.asText();
        Integer i = index.get(id);
        if (i == null) throw in.error("arc " + field + " '" + id + "' is not a task id");
        return i;
    }

    /** The graph as JSON (what {@link #graphJson} reads). */
    public static ObjectNode graphToJson(TaskGraph g) {
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        o.put("name", g.name());
        ArrayNode ts = o.putArray("tasks");
        for (int i = 0; i < g.size(); i++) {
            ObjectNode t = ts.addObject();
            t.put("id", g.id(i));
            putNum(t, "time", g.mu(i));
        }
        ArrayNode as = o.putArray("arcs");
        for (int a = 0; a < g.arcCount(); a++) {
            ObjectNode x = as.addObject();
            x.put("from", g.id(g.from(a)));
            x.put("to", g.id(g.to(a)));
            putNum(x, "messages", g.eta(a));
        }
        if (!Double.isNaN(g.knownOptimum())) putNum(o, "optimum", g.knownOptimum());
        if (g.targetProcessors() > 0) o.put("processors", g.targetProcessors());
        return o;
    }

    public static ObjectNode machineToJson(Machine m) {
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        o.put("spec", m.spec());
        ArrayNode l = o.putArray("lambda");
        for (int i = 0; i < m.size(); i++) {
            ArrayNode r = l.addArray();
            for (int j = 0; j < m.size(); j++) addNum(r, m.lambda(i, j));
        }
        ArrayNode s = o.putArray("speed");
        for (int i = 0; i < m.size(); i++) addNum(s, m.speed(i));
        return o;
    }

    public static ObjectNode instanceToJson(DagInstance inst) {
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        o.set("graph", graphToJson(inst.graph()));
        o.set("machine", machineToJson(inst.machine()));
        return o;
    }

    /**
     * Reads an instance: a JSON {@code {"graph", "machine"}} file, or a graph file whose machine is
     * given by {@code machineSpec} (may be null: then a DOT graph's TargetSystem gives complete:P).
     */
    public static DagInstance readInstance(Path file, String machineSpec) throws InputException {
        String text = readText(file);
        String src = file.toString();
        if (text.stripLeading().startsWith("{")) {
            JsonInput in = JsonInput.parse(src, text);
            if (in.has("graph")) {
                in.onlyFields("graph", "machine");
                TaskGraph g = graphJson(in.object("graph"));
                Machine m = machineSpec != null ? Machine.parse(machineSpec) : in.has("machine") ? Machine.readJson(in.object("machine")) : null;
                if (m == null) m = defaultMachine(g, src);
                return new DagInstance(g, m);
            }
        }
        TaskGraph g = parseGraph(src, text);
        Machine m = machineSpec != null ? Machine.parse(machineSpec) : defaultMachine(g, src);
        return new DagInstance(g, m);
    }

    private static Machine defaultMachine(TaskGraph g, String src) throws InputException {
        if (g.targetProcessors() > 0) return Machine.complete(g.targetProcessors(), 1.0);
        throw new InputException(src, "no machine: give --machine (e.g. complete:4, hypercube:3) or use a JSON instance with a \"machine\"");
    }

    private static void putNum(ObjectNode o, String f, double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) o.put(f, (long) v); else o.put(f, v);
    }

    private static void addNum(ArrayNode a, double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) a.add((long) v); else a.add(v);
    }

    static String baseName(String source) {
        String s = source.replace('\\', '/');
        s = s.substring(s.lastIndexOf('/') + 1);
        int dot = s.lastIndexOf('.');
        return dot > 0 ? s.substring(0, dot) : s;
    }

    // ---------------------------------------------------------------- STG

    public static TaskGraph parseStg(String source, String text) throws InputException {
        String[] lines = text.split("\r?\n", -1);
        int n = -1, lineNo = 0, row = 0;
        List<String> ids = new ArrayList<>();
        List<Double> mus = new ArrayList<>();
        List<int[]> arcs = new ArrayList<>();
        Map<String, Integer> rowOf = new LinkedHashMap<>();
        List<List<String>> predTokens = new ArrayList<>();
        List<Integer> predLine = new ArrayList<>();
        for (String raw : lines) {
            lineNo++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            String[] tok = line.split("\\s+");
            if (n < 0) {
                if (tok.length != 1) throw new InputException(source, "line " + lineNo + ": expected the task count n alone on the first line, got '" + line + "'");
                n = parseInt(source, lineNo, tok[0], "task count");
                if (n < 1) throw new InputException(source, "line " + lineNo + ": task count must be at least 1");
                continue;
            }
            if (row >= n + 2) throw new InputException(source, "line " + lineNo + ": more than n+2 = " + (n + 2) + " task rows");
            if (tok.length < 3) throw new InputException(source, "line " + lineNo + ": expected 'id time #preds preds...', got '" + line + "'");
            String id = tok[0];
            parseInt(source, lineNo, id, "task id");
            double time = parseNum(source, lineNo, tok[1], "time");
            if (time < 0) throw new InputException(source, "line " + lineNo + ": task " + id + " has negative time " + tok[1]);
            int np = parseInt(source, lineNo, tok[2], "predecessor count");
            if (np < 0) throw new InputException(source, "line " + lineNo + ": negative predecessor count");
            if (tok.length != 3 + np) throw new InputException(source, "line " + lineNo + ": task " + id + " declares " + np + " predecessors but lists " + (tok.length - 3));
            if (rowOf.put(id, row) != null) throw new InputException(source, "line " + lineNo + ": task " + id + " is defined twice");
            ids.add(id);
            mus.add(time);
            List<String> pt = new ArrayList<>();
            for (int k = 0; k < np; k++) pt.add(tok[3 + k]);
            predTokens.add(pt);
            predLine.add(lineNo);
            row++;
        }
        if (n < 0) throw new InputException(source, "no task count (empty file?)");
        if (row != n + 2) throw new InputException(source, "expected n+2 = " + (n + 2) + " task rows (with the dummy entry and exit), found " + row);
        if (mus.get(0) != 0 || mus.get(n + 1) != 0)
            throw new InputException(source, "rows 0 and n+1 must be zero-time dummy tasks");
        // drop the dummies: real tasks are rows 1..n
        List<String> realIds = ids.subList(1, n + 1);
        double[] mu = new double[n];
        for (int i = 0; i < n; i++) mu[i] = mus.get(i + 1);
        for (int r = 0; r < n + 2; r++) {
            for (String p : predTokens.get(r)) {
                Integer pr = rowOf.get(p);
                if (pr == null) throw new InputException(source, "line " + predLine.get(r) + ": task " + ids.get(r) + " has unknown predecessor " + p);
                if (r == 0 || pr == n + 1) throw new InputException(source, "line " + predLine.get(r) + ": arc " + p + " -> " + ids.get(r) + " leaves the exit or enters the entry dummy");
                if (pr == 0 || r == n + 1) continue;
                arcs.add(new int[]{pr - 1, r - 1});
            }
        }
        int[] f = new int[arcs.size()], t = new int[arcs.size()];
        for (int a = 0; a < f.length; a++) { f[a] = arcs.get(a)[0]; t[a] = arcs.get(a)[1]; }
        return new TaskGraph(source, baseName(source), realIds, mu, f, t, new double[f.length], Double.NaN, 0);
    }

    private static int parseInt(String src, int line, String t, String what) throws InputException {
        try {
            return Integer.parseInt(t);
        } catch (NumberFormatException e) {
            throw new InputException(src, "line " + line + ": " + what + " '" + t + "' is not a whole number");
        }
    }

    private static double parseNum(String src, int line, String t, String what) throws InputException {
        double v;
        try {
            v = Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new InputException(src, "line " + line + ": " + what + " '" + t + "' is not a number");
        }
        if (Double.isNaN(v) || Double.isInfinite(v)) throw new InputException(src, "line " + line + ": " + what + " '" + t + "' is not finite");
        return v;
    }

    // ---------------------------------------------------------------- DOT

    private record Tok(String text, boolean quoted, int line) {
        boolean is(String s) { return !quoted && text.equals(s); }
    }

    private static List<Tok> tokenize(String src, String text) throws InputException {
        List<Tok> out = new ArrayList<>();
        int i = 0, line = 1, n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\n') { line++; i++; continue; }
            if (Character.isWhitespace(c)) { i++; continue; }
            if (c == '/' && i + 1 < n && text.charAt(i + 1) == '/') { while (i < n && text.charAt(i) != '\n') i++; continue; }
            if (c == '#' && (i == 0 || text.charAt(i - 1) == '\n')) { while (i < n && text.charAt(i) != '\n') i++; continue; }
            if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                int end = text.indexOf("*/", i + 2);
                if (end < 0) throw new InputException(src, "line " + line + ": unterminated comment");
                for (int k = i; k < end; k++) if (text.charAt(k) == '\n') line++;
                i = end + 2;
                continue;
            }
            if (c == '"') {
                int startLine = line;
                StringBuilder sb = new StringBuilder();
                i++;
                boolean closed = false;
                while (i < n) {
                    char d = text.charAt(i);
                    if (d == '\\' && i + 1 < n) {
                        char e = text.charAt(i + 1);
                        if (e == '\n') { line++; i += 2; continue; }
                        if (e == '\r' && i + 2 < n && text.charAt(i + 2) == '\n') { line++; i += 3; continue; }
                        if (e == '"' || e == '\\') sb.append(e); else sb.append('\\').append(e);
                        i += 2;
                        continue;
                    }
                    if (d == '"') { closed = true; i++; break; }
                    if (d == '\n') line++;
                    sb.append(d);
                    i++;
                }
                if (!closed) throw new InputException(src, "line " + startLine + ": unterminated string");
                out.add(new Tok(sb.toString(), true, startLine));
                continue;
            }
            if (c == '-' && i + 1 < n && (text.charAt(i + 1) == '>' || text.charAt(i + 1) == '-')) {
                out.add(new Tok(text.substring(i, i + 2), false, line));
                i += 2;
                continue;
            }
            if ("{}[];,=:".indexOf(c) >= 0) { out.add(new Tok(String.valueOf(c), false, line)); i++; continue; }
            if (Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '-' || c > 127) {
                int s = i;
                while (i < n) {
                    char d = text.charAt(i);
                    if (Character.isLetterOrDigit(d) || d == '_' || d == '.' || d > 127 || (d == '-' && !(i + 1 < n && (text.charAt(i + 1) == '>' || text.charAt(i + 1) == '-')))) i++;
                    else break;
                }
                out.add(new Tok(text.substring(s, i), false, line));
                continue;
            }
            throw new InputException(src, "line " + line + ": unexpected character '" + c + "'");
        }
        return out;
    }

    /** A DOT digraph with Weight attributes on nodes (execution time) and edges (message cost). */
    public static TaskGraph parseDot(String src, String text) throws InputException {
        List<Tok> t = tokenize(src, text);
        int[] pos = {0};
        java.util.function.IntFunction<Tok> at = k -> k < t.size() ? t.get(k) : null;
        Tok first = at.apply(0);
        if (first != null && first.is("strict")) pos[0]++;
        Tok kw = at.apply(pos[0]);
        if (kw == null || !kw.text().equalsIgnoreCase("digraph") || kw.quoted())
            throw new InputException(src, "line " + (kw == null ? 1 : kw.line()) + ": expected 'digraph' (only directed graphs are task graphs)");
        pos[0]++;
        String name = baseName(src);
        Tok nm = at.apply(pos[0]);
        if (nm != null && !nm.is("{")) { name = nm.text(); pos[0]++; }
        expect(src, t, pos, "{");
        Map<String, Integer> index = new LinkedHashMap<>();
        List<String> ids = new ArrayList<>();
        List<Double> mu = new ArrayList<>();
        List<Integer> muLine = new ArrayList<>();
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        Map<String, String> graphAttrs = new LinkedHashMap<>();
        while (true) {
            Tok k = at.apply(pos[0]);
            if (k == null) throw new InputException(src, "unexpected end of file (missing '}')");
            if (k.is("}")) { pos[0]++; break; }
            if (k.is(";")) { pos[0]++; continue; }
            if (!k.quoted() && (k.text().equals("graph") || k.text().equals("node") || k.text().equals("edge"))
                    && at.apply(pos[0] + 1) != null && at.apply(pos[0] + 1).is("[")) {
                pos[0]++;
                Map<String, String> a = attrs(src, t, pos);
                if (k.text().equals("graph")) graphAttrs.putAll(a);
                continue;
            }
            if (k.is("{") || k.is("[") || k.is("]") || k.is("=") || k.is(",")) throw new InputException(src, "line " + k.line() + ": unexpected '" + k.text() + "' (subgraphs are not supported)");
            // ID = ID (graph attribute)
            Tok next = at.apply(pos[0] + 1);
            if (next != null && next.is("=")) {
                Tok v = at.apply(pos[0] + 2);
                if (v == null) throw new InputException(src, "line " + k.line() + ": missing value");
                graphAttrs.put(k.text(), v.text());
                pos[0] += 3;
                continue;
            }
            // node or edge chain
            List<Tok> chain = new ArrayList<>();
            chain.add(k);
            pos[0]++;
            skipPort(t, pos);
            while (at.apply(pos[0]) != null && (at.apply(pos[0]).is("->") || at.apply(pos[0]).is("--"))) {
                if (at.apply(pos[0]).is("--")) throw new InputException(src, "line " + at.apply(pos[0]).line() + ": undirected edge '--' in a task graph");
                pos[0]++;
                Tok v = at.apply(pos[0]);
                if (v == null || (!v.quoted() && "{}[];,=".contains(v.text()))) throw new InputException(src, "line " + k.line() + ": expected a node id after '->'");
                chain.add(v);
                pos[0]++;
                skipPort(t, pos);
            }
            Map<String, String> a = at.apply(pos[0]) != null && at.apply(pos[0]).is("[") ? attrs(src, t, pos) : Map.of();
            if (chain.size() == 1) {
                String id = k.text();
                Integer idx = index.get(id);
                if (idx == null) { idx = ids.size(); index.put(id, idx); ids.add(id); mu.add(Double.NaN); muLine.add(k.line()); }
                if (a.containsKey("Weight")) {
                    double w = attrNum(src, k.line(), a.get("Weight"), "node " + id + " Weight");
                    if (w < 0) throw new InputException(src, "line " + k.line() + ": node " + id + " has negative Weight " + a.get("Weight"));
                    mu.set(idx, w);
                }
            } else {
                double w = a.containsKey("Weight") ? attrNum(src, k.line(), a.get("Weight"), "edge Weight") : 0;
                if (w < 0) throw new InputException(src, "line " + k.line() + ": edge " + chain.get(0).text() + " -> " + chain.get(1).text() + " has negative Weight");
                for (int c = 0; c + 1 < chain.size(); c++) {
                    int[] e = new int[2];
                    for (int s = 0; s < 2; s++) {
                        Tok nt = chain.get(c + s);
                        Integer idx = index.get(nt.text());
                        if (idx == null) { idx = ids.size(); index.put(nt.text(), idx); ids.add(nt.text()); mu.add(Double.NaN); muLine.add(nt.line()); }
                        e[s] = idx;
                    }
                    arcs.add(e);
                    eta.add(w);
                }
            }
        }
        if (pos[0] < t.size()) throw new InputException(src, "line " + t.get(pos[0]).line() + ": text after the closing '}'");
        double[] m = new double[ids.size()];
        for (int i = 0; i < m.length; i++) {
            if (Double.isNaN(mu.get(i))) throw new InputException(src, "line " + muLine.get(i) + ": node " + ids.get(i) + " has no Weight (execution time)");
            m[i] = mu.get(i);
        }
        int[] f = new int[arcs.size()], to = new int[arcs.size()];
        double[] e = new double[arcs.size()];
        for (int a = 0; a < f.length; a++) { f[a] = arcs.get(a)[0]; to[a] = arcs.get(a)[1]; e[a] = eta.get(a); }
        double opt = Double.NaN;
        if (graphAttrs.containsKey("Total schedule length")) opt = attrNum(src, 1, graphAttrs.get("Total schedule length"), "Total schedule length");
        int procs = 0;
        String ts = graphAttrs.get("TargetSystem");
        if (ts != null) {
            var mt = java.util.regex.Pattern.compile("Homogeneous-(\\d+)").matcher(ts);
            if (!mt.matches()) throw new InputException(src, "TargetSystem \"" + ts + "\" is not Homogeneous-P");
            procs = Integer.parseInt(mt.group(1));
            if (procs < 1) throw new InputException(src, "TargetSystem \"" + ts + "\" has no processors");
        }
        return new TaskGraph(src, name, ids, m, f, to, e, opt, procs);
    }

    private static void skipPort(List<Tok> t, int[] pos) {
        if (pos[0] + 1 < t.size() && t.get(pos[0]).is(":")) pos[0] += 2;
    }

    private static void expect(String src, List<Tok> t, int[] pos, String s) throws InputException {
        Tok k = pos[0] < t.size() ? t.get(pos[0]) : null;
        if (k == null || !k.is(s)) throw new InputException(src, "line " + (k == null ? "end" : String.valueOf(k.line())) + ": expected '" + s + "'");
        pos[0]++;
    }

    private static Map<String, String> attrs(String src, List<Tok> t, int[] pos) throws InputException {
        Map<String, String> out = new LinkedHashMap<>();
        while (pos[0] < t.size() && t.get(pos[0]).is("[")) {
            int line = t.get(pos[0]).line();
            pos[0]++;
            while (true) {
                if (pos[0] >= t.size()) throw new InputException(src, "line " + line + ": unterminated attribute list");
                Tok k = t.get(pos[0]);
                if (k.is("]")) { pos[0]++; break; }
                if (k.is(",") || k.is(";")) { pos[0]++; continue; }
                if (pos[0] + 2 >= t.size() || !t.get(pos[0] + 1).is("="))
                    throw new InputException(src, "line " + k.line() + ": expected name=value in an attribute list, got '" + k.text() + "'");
                out.put(k.text(), t.get(pos[0] + 2).text());
                pos[0] += 3;
            }
        }
        return out;
    }

    private static double attrNum(String src, int line, String v, String what) throws InputException {
        double d;
        try {
            d = Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            throw new InputException(src, "line " + line + ": " + what + " '" + v + "' is not a number");
        }
        if (Double.isNaN(d) || Double.isInfinite(d)) throw new InputException(src, "line " + line + ": " + what + " is not finite");
        return d;
    }

    /** The graph as DOT (Weight attributes), optionally with a schedule's processor and times. */
    public static String toDot(TaskGraph g, Schedule schedule) {
        StringBuilder sb = new StringBuilder();
        sb.append("digraph \"").append(g.name().replace("\"", "\\\"")).append("\" {\n");
        if (!Double.isNaN(g.knownOptimum()) || g.targetProcessors() > 0) {
            sb.append("\tgraph [");
            List<String> a = new ArrayList<>();
            if (g.targetProcessors() > 0) a.add("TargetSystem=\"Homogeneous-" + g.targetProcessors() + "\"");
            if (!Double.isNaN(g.knownOptimum())) a.add("\"Total schedule length\"=" + Machine.num(g.knownOptimum()));
            sb.append(String.join(", ", a)).append("];\n");
        }
        Map<Integer, Schedule.Slot> orig = new LinkedHashMap<>();
        if (schedule != null) for (Schedule.Slot s : schedule.slots()) if (!s.duplicate()) orig.put(s.task(), s);
        for (int i = 0; i < g.size(); i++) {
            sb.append("\t\"").append(g.id(i).replace("\"", "\\\"")).append("\"\t[Weight=").append(Machine.num(g.mu(i)));
            Schedule.Slot s = orig.get(i);
            if (s != null) sb.append(", Processor=").append(s.processor()).append(", \"Start time\"=").append(Machine.num(s.start())).append(", \"Finish time\"=").append(Machine.num(s.end()));
            sb.append("];\n");
        }
        for (int a = 0; a < g.arcCount(); a++)
            sb.append("\t\"").append(g.id(g.from(a)).replace("\"", "\\\"")).append("\" -> \"").append(g.id(g.to(a)).replace("\"", "\\\""))
                    .append("\"\t[Weight=").append(Machine.num(g.eta(a))).append("];\n");
        sb.append("}\n");
        return sb.toString();
    }
}
