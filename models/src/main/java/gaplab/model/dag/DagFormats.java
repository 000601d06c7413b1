package gaplab.model.dag;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonArrayLimits;
import gaplab.model.core.JsonInput;
import gaplab.model.core.TextFiles;
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
 *     {@code {"graph": {...}, "machine": {"lambda": [[...]], "speed": [...]}}}. A task may give its time
 *     on each processor instead, {@code {"id": "a", "times": [14, 16, 9]}} (a cost matrix: every task
 *     then does, one time per processor, and the machine has no speeds; "time" defaults to the mean).</li>
 * <li>Kasahara STG: first line n; rows {@code id time #preds preds...}; rows 0 and n+1 are zero-time
 *     dummy entry/exit tasks (dropped: they change neither the optimum nor any schedule); {@code #} lines
 *     are comments. No communication (η = 0).</li>
 * <li>DOT (as written by Sinnen's optimal scheduler): node and edge attribute {@code Weight}, in any
 *     letter case (execution time, communication cost); graph attributes {@code "Total schedule
 *     length"} (the published optimum) and {@code TargetSystem="Homogeneous-P"}.</li>
 * <li>networkx node-link JSON ({@link NodeLinkFormat}), WfCommons WfFormat JSON and Pegasus DAX
 *     ({@link WorkflowFormats}).</li>
 * </ul>
 */
public final class DagFormats {
    private DagFormats() {}

    /** The lengths of the JSON formats' arrays of tasks, arcs and λ rows, checked before a file is parsed (docs/limits.md). */
    static final Map<String, Integer> ARRAY_LIMITS = Map.of("tasks", TaskGraph.MAX_TASKS, "nodes", TaskGraph.MAX_TASKS, "jobs", TaskGraph.MAX_TASKS,
            "arcs", TaskGraph.MAX_ARCS, "links", TaskGraph.MAX_ARCS, "edges", TaskGraph.MAX_ARCS, "lambda", Machine.MAX_PROCESSORS);
    private static final String LIMITS = "at most " + TaskGraph.MAX_TASKS + " tasks, " + TaskGraph.MAX_ARCS + " arcs and "
            + Machine.MAX_PROCESSORS + " processors; see docs/limits.md";

    public static String readText(Path file) throws InputException {
        return TextFiles.read(file);
    }

    /** Reads a graph in JSON (gaplab's, node-link or WfFormat), STG, DOT or DAX (chosen by extension, else by content). */
    public static TaskGraph readGraph(Path file) throws InputException {
        return parseGraph(file.toString(), readText(file));
    }

    public static TaskGraph parseGraph(String source, String text) throws InputException {
        if (text.isBlank()) throw new InputException(source, "empty file");
        String lower = source.toLowerCase(Locale.ROOT);
        String trimmed = text.stripLeading();
        if (lower.endsWith(".json") || trimmed.startsWith("{")) {
            JsonArrayLimits.check(source, text, ARRAY_LIMITS, LIMITS);
            JsonInput in = JsonInput.parse(source, text).instanceNumbers();
            if (NodeLinkFormat.isNodeLink(in.node())) return NodeLinkFormat.parse(source, in.node());
            if (WorkflowFormats.isWfFormat(in.node())) return WorkflowFormats.parseWfFormat(source, in.node());
            JsonInput graph = in.has("graph") ? in.object("graph") : in;
            for (var t : graph.node().path("tasks"))
                if (t.has("times")) throw in.error("the tasks give their time on each processor (\"times\"), which a task graph alone cannot hold: give a machine (--machine)");
            return graphJson(graph);
        }
        if (lower.endsWith(".dax") || lower.endsWith(".xml") || trimmed.startsWith("<")) return WorkflowFormats.parseDax(source, text);
        if (lower.endsWith(".dot") || lower.endsWith(".gv") || trimmed.startsWith("digraph") || trimmed.startsWith("strict")) return DotFormat.parse(source, text);
        return StgFormat.parse(source, text);
    }

    // ---------------------------------------------------------------- JSON

    public static TaskGraph graphJson(JsonInput in) throws InputException {
        in.onlyFields("name", "tasks", "arcs", "optimum", "processors");
        List<String> ids = new ArrayList<>();
        Map<String, Integer> index = new LinkedHashMap<>();
        JsonInput[] ts = in.objects("tasks");
        double[] mu = new double[ts.length];
        for (int i = 0; i < ts.length; i++) {
            ts[i].onlyFields("id", "time", "times");
            String id = ts[i].node().has("id") && ts[i].node().get("id").isNumber() ? ts[i].node().get("id").asText() : ts[i].text("id");
            ids.add(id);
            if (index.put(id, i) != null) throw in.error("task '" + id + "' is defined twice");
            // with a cost matrix, μ is the task's mean time unless given (what list schedulers rank by)
            mu[i] = ts[i].has("times") && !ts[i].has("time") ? mean(ts[i].numbers("times", JsonInput.Sign.NON_NEGATIVE))
                    : ts[i].number("time", JsonInput.Sign.NON_NEGATIVE);
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
        long procs = in.integer("processors", 0, 0);
        if (procs > Machine.MAX_PROCESSORS)
            throw in.error("'processors' = " + procs + " is too many (at most " + Machine.MAX_PROCESSORS + "; see docs/limits.md)");
        return new TaskGraph(in.source(), in.text("name", baseName(in.source())), ids, mu, f, t, eta, opt, (int) procs);
    }

    /**
     * The cost matrix of a JSON graph: each task's {@code "times"}, one per processor (Topcuoglu et al.
     * 2002's W); null when no task has times. All tasks or none; exactly {@code processors} finite times
     * ≥ 0 each; and no processor speeds beside it.
     */
    public static double[][] costMatrix(JsonInput graph, Machine machine) throws InputException {
        JsonInput[] ts = graph.objects("tasks");
        boolean any = false;
        for (JsonInput t : ts) any |= t.has("times");
        if (!any) return null;
        for (int p = 0; p < machine.size(); p++)
            if (machine.speed(p) != 1) throw graph.error("the tasks give per-processor \"times\" and the machine gives speeds: give one of them");
        double[][] w = new double[ts.length][];
        for (int i = 0; i < ts.length; i++) {
            if (!ts[i].has("times")) throw graph.error("task '" + ts[i].node().path("id").asText() + "' has no \"times\" (some tasks do: give every task one time per processor)");
            w[i] = ts[i].numbers("times", JsonInput.Sign.NON_NEGATIVE, false, machine.size());
        }
        return w;
    }

    private static double mean(double[] v) {
        double s = 0;
        for (double x : v) s += x;
        return s / v.length;
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
        ObjectNode g = graphToJson(inst.graph());
        if (inst.hasCostMatrix()) {
            double[][] w = inst.times();
            for (int t = 0; t < w.length; t++) {
                ArrayNode a = ((ObjectNode) g.get("tasks").get(t)).putArray("times");
                for (double v : w[t]) addNum(a, v);
            }
        }
        o.set("graph", g);
        o.set("machine", machineToJson(inst.machine()));
        return o;
    }

    /**
     * Reads an instance: a JSON {@code {"graph", "machine"}} file, or a graph file whose machine is
     * given by {@code machineSpec} (may be null: then a DOT graph's TargetSystem gives complete:P).
     */
    public static DagInstance readInstance(Path file, String machineSpec) throws InputException {
        return readInstance(file, machineSpec, null);
    }

    /**
     * As {@link #readInstance(Path, String)}, on a network of {@code bandwidth} (may be null: λ as the
     * machine gives it, 1 MB/s for a workflow on {@code complete:P}): only for workflow files (WfFormat,
     * DAX), whose η are megabytes; other graphs' η have no unit, and are refused.
     */
    public static DagInstance readInstance(Path file, String machineSpec, Bandwidth bandwidth) throws InputException {
        String text = readText(file);
        String src = file.toString();
        if (bandwidth != null && !isWorkflow(src, text))
            throw new InputException(src, "--bandwidth applies to workflows (WfFormat JSON, DAX), whose files are in bytes; this graph's message sizes have no unit: scale λ with --machine KIND:P:UNIT instead");
        if (text.stripLeading().startsWith("{")) {
            JsonArrayLimits.check(src, text, ARRAY_LIMITS, LIMITS);
            JsonInput in = JsonInput.parse(src, text).instanceNumbers();
            if (isInstanceJson(in.node())) {
                in.onlyFields("graph", "machine");
                TaskGraph g = graphJson(in.object("graph"));
                Machine m = machineSpec != null ? Machine.parse(machineSpec) : in.has("machine") ? Machine.readJson(in.object("machine")) : null;
                if (m == null) m = defaultMachine(g, src);
                return new DagInstance(g, m, costMatrix(in.object("graph"), m));
            }
            if (!NodeLinkFormat.isNodeLink(in.node()) && !WorkflowFormats.isWfFormat(in.node())) {
                // a bare JSON graph: its tasks' "times" are read against the machine given, never dropped
                TaskGraph g = graphJson(in);
                Machine m = machineSpec != null ? Machine.parse(machineSpec) : defaultMachine(g, src);
                return new DagInstance(g, m, costMatrix(in, m));
            }
        }
        TaskGraph g = parseGraph(src, text);
        Machine m = machineSpec != null ? Machine.parse(machineSpec) : defaultMachine(g, src);
        return new DagInstance(g, bandwidth == null ? m : bandwidth.applyTo(m));
    }

    /** Is this file a workflow (WfFormat JSON or DAX), chosen as {@link #parseGraph} chooses? */
    static boolean isWorkflow(String source, String text) throws InputException {
        String lower = source.toLowerCase(Locale.ROOT);
        String trimmed = text.stripLeading();
        if (lower.endsWith(".json") || trimmed.startsWith("{")) {
            JsonArrayLimits.check(source, text, ARRAY_LIMITS, LIMITS);
            var root = JsonInput.parse(source, text).node();
            return !NodeLinkFormat.isNodeLink(root) && WorkflowFormats.isWfFormat(root);
        }
        return lower.endsWith(".dax") || lower.endsWith(".xml") || trimmed.startsWith("<");
    }

    /** A gaplab instance {"graph", "machine"} (node-link JSON has a "graph" too: its graph attributes). */
    public static boolean isInstanceJson(com.fasterxml.jackson.databind.JsonNode root) {
        return root.has("graph") && !NodeLinkFormat.isNodeLink(root);
    }

    private static Machine defaultMachine(TaskGraph g, String src) throws InputException {
        if (g.targetProcessors() > 0) return Machine.complete(g.targetProcessors(), 1.0);
        throw new InputException(src, "no machine: give --machine (e.g. complete:4, hypercube:3) or use a JSON instance with a \"machine\"");
    }

    /** A number as an integer when it is one (3, not 3.0). */
    static void putNum(ObjectNode o, String f, double v) {
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

}
