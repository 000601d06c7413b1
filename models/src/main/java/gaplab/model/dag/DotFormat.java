package gaplab.model.dag;

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
 * The DOT format as written by Sinnen's optimal scheduler: node and edge attribute {@code Weight} (in
 * any letter case: {@code weight}, as networkx and other tools write it, too)
 * (execution time, communication cost); graph attributes {@code "Total schedule length"} (the
 * published optimum) and {@code TargetSystem="Homogeneous-P"}.
 */
public final class DotFormat {
    private DotFormat() {}

    private record Tok(String text, boolean quoted, int line) {
        boolean is(String s) { return !quoted && text.equals(s); }
    }

    /**
     * The tokens, read as the parser asks for them: a file far beyond the size limits is refused after its
     * first 10,001 nodes, not after tokenizing all of it.
     */
    private static final class Tokens {
        private final String src, text;
        private final List<Tok> out = new ArrayList<>();
        private int i = 0, line = 1;

        Tokens(String src, String text) { this.src = src; this.text = text; }

        /** Is there a k-th token? */
        boolean has(int k) throws InputException {
            while (out.size() <= k && next()) { }
            return k < out.size();
        }

        /** The k-th token, or null after the last. */
        Tok get(int k) throws InputException { return has(k) ? out.get(k) : null; }

        /** Reads one more token; false at the end of the text. */
        private boolean next() throws InputException {
            int n = text.length(), before = out.size();
            while (i < n && out.size() == before) {
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
            return out.size() > before;
        }
    }

    /** A DOT digraph with Weight attributes on nodes (execution time) and edges (message cost). */
    public static TaskGraph parse(String src, String text) throws InputException {
        Tokens t = new Tokens(src, text);
        int[] pos = {0};
        Tok first = t.get(0);
        if (first != null && first.is("strict")) pos[0]++;
        Tok kw = t.get(pos[0]);
        if (kw == null || !kw.text().equalsIgnoreCase("digraph") || kw.quoted())
            throw new InputException(src, "line " + (kw == null ? 1 : kw.line()) + ": expected 'digraph' (only directed graphs are task graphs)");
        pos[0]++;
        String name = DagFormats.baseName(src);
        Tok nm = t.get(pos[0]);
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
            if (ids.size() > TaskGraph.MAX_TASKS || arcs.size() > TaskGraph.MAX_ARCS)
                throw new InputException(src, "more than " + (ids.size() > TaskGraph.MAX_TASKS ? TaskGraph.MAX_TASKS + " nodes" : TaskGraph.MAX_ARCS + " edges")
                        + " by line " + t.get(pos[0] - 1).line() + " (at most " + TaskGraph.MAX_TASKS + " tasks and " + TaskGraph.MAX_ARCS + " arcs; see docs/limits.md)");
            Tok k = t.get(pos[0]);
            if (k == null) throw new InputException(src, "unexpected end of file (missing '}')");
            if (k.is("}")) { pos[0]++; break; }
            if (k.is(";")) { pos[0]++; continue; }
            if (!k.quoted() && (k.text().equals("graph") || k.text().equals("node") || k.text().equals("edge"))
                    && t.get(pos[0] + 1) != null && t.get(pos[0] + 1).is("[")) {
                pos[0]++;
                Map<String, String> a = attrs(src, t, pos);
                if (k.text().equals("graph")) graphAttrs.putAll(a);
                continue;
            }
            if (k.is("{") || k.is("[") || k.is("]") || k.is("=") || k.is(",")) throw new InputException(src, "line " + k.line() + ": unexpected '" + k.text() + "' (subgraphs are not supported)");
            // ID = ID (graph attribute)
            Tok next = t.get(pos[0] + 1);
            if (next != null && next.is("=")) {
                Tok v = t.get(pos[0] + 2);
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
            while (t.get(pos[0]) != null && (t.get(pos[0]).is("->") || t.get(pos[0]).is("--"))) {
                if (t.get(pos[0]).is("--")) throw new InputException(src, "line " + t.get(pos[0]).line() + ": undirected edge '--' in a task graph");
                pos[0]++;
                Tok v = t.get(pos[0]);
                if (v == null || (!v.quoted() && "{}[];,=".contains(v.text()))) throw new InputException(src, "line " + k.line() + ": expected a node id after '->'");
                chain.add(v);
                pos[0]++;
                skipPort(t, pos);
            }
            Map<String, String> a = t.get(pos[0]) != null && t.get(pos[0]).is("[") ? attrs(src, t, pos) : Map.of();
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
        if (t.has(pos[0])) throw new InputException(src, "line " + t.get(pos[0]).line() + ": text after the closing '}'");
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
            String digits = mt.group(1).replaceFirst("^0+(?=\\d)", "");
            procs = digits.length() > 6 ? Integer.MAX_VALUE : Integer.parseInt(digits);
            if (procs < 1 || procs > Machine.MAX_PROCESSORS)
                throw new InputException(src, "TargetSystem \"" + ts + "\": the processor count must be between 1 and " + Machine.MAX_PROCESSORS);
        }
        return new TaskGraph(src, name, ids, m, f, to, e, opt, procs);
    }

    private static void skipPort(Tokens t, int[] pos) throws InputException {
        if (t.has(pos[0] + 1) && t.get(pos[0]).is(":")) pos[0] += 2;
    }

    private static void expect(String src, Tokens t, int[] pos, String s) throws InputException {
        Tok k = t.get(pos[0]);
        if (k == null || !k.is(s)) throw new InputException(src, "line " + (k == null ? "end" : String.valueOf(k.line())) + ": expected '" + s + "'");
        pos[0]++;
    }

    private static Map<String, String> attrs(String src, Tokens t, int[] pos) throws InputException {
        Map<String, String> out = new LinkedHashMap<>();
        String weightSpelling = null;
        while (t.has(pos[0]) && t.get(pos[0]).is("[")) {
            int line = t.get(pos[0]).line();
            pos[0]++;
            while (true) {
                if (!t.has(pos[0])) throw new InputException(src, "line " + line + ": unterminated attribute list");
                Tok k = t.get(pos[0]);
                if (k.is("]")) { pos[0]++; break; }
                if (k.is(",") || k.is(";")) { pos[0]++; continue; }
                if (!t.has(pos[0] + 2) || !t.get(pos[0] + 1).is("="))
                    throw new InputException(src, "line " + k.line() + ": expected name=value in an attribute list, got '" + k.text() + "'");
                // Weight in any letter case (weight, WEIGHT) is the one weight attribute; two spellings are ambiguous
                String name = k.text().equalsIgnoreCase("weight") ? "Weight" : k.text();
                if (name.equals("Weight")) {
                    if (weightSpelling != null && !weightSpelling.equals(k.text()))
                        throw new InputException(src, "line " + k.line() + ": two weight attributes, " + weightSpelling + " and " + k.text());
                    weightSpelling = k.text();
                }
                out.put(name, t.get(pos[0] + 2).text());
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
        if (JsonInput.outOfRange(d) != null) throw new InputException(src, "line " + line + ": " + what + " " + v.trim() + " " + JsonInput.outOfRange(d));
        return d;
    }

    /** The graph as DOT (Weight attributes), optionally with a schedule's processor and times. */
    public static String write(TaskGraph g, Schedule schedule) {
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
