package gaplab.model.dag;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * networkx node-link JSON, as {@code networkx.node_link_data(G)} writes it: {@code {"directed": true,
 * "graph": {...}, "nodes": [{"id": "a", "weight": 3}, ...], "links": [{"source": "a", "target": "b",
 * "weight": 2}, ...]}} ({@code "edges"} instead of {@code "links"} as networkx ≥ 3.4 may write it).
 * Execution times are the node attribute {@code weight} and message counts η the edge attribute
 * {@code weight}; a graph attribute names others ({@code G.graph["node_weight"] = "cost"},
 * {@code G.graph["edge_weight"] = "data"}). A node without its weight is an error; an edge without
 * one carries no message (η = 0). Other attributes are ignored. Undirected graphs and multigraphs are
 * rejected (a task graph is a simple directed acyclic graph); "directed" and "multigraph" must be JSON
 * true or false (left out: directed, not a multigraph), and a file gives its arcs in "links" or "edges", not both.
 */
public final class NodeLinkFormat {
    private NodeLinkFormat() {}

    /** Is this JSON object a node-link graph (it has "nodes" and "links" or "edges")? */
    public static boolean isNodeLink(JsonNode root) {
        return root.isObject() && root.has("nodes") && (root.has("links") || root.has("edges"));
    }

    public static TaskGraph parse(String source, JsonNode root) throws InputException {
        if (!flag(source, root, "directed", true))
            throw new InputException(source, "the node-link graph is undirected (\"directed\": false); a task graph needs directed arcs");
        if (flag(source, root, "multigraph", false)) throw new InputException(source, "the node-link graph is a multigraph; a task graph has at most one arc per pair");
        if (root.has("links") && root.has("edges"))
            throw new InputException(source, "the node-link graph has both \"links\" and \"edges\"; give the arcs in one of them");
        JsonNode attrs = root.path("graph");
        String nodeWeight = attributeName(source, attrs, "node_weight"), edgeWeight = attributeName(source, attrs, "edge_weight");
        JsonNode nodes = root.get("nodes"), links = root.has("links") ? root.get("links") : root.get("edges");
        String linksName = root.has("links") ? "links" : "edges";
        if (!nodes.isArray()) throw new InputException(source, "\"nodes\" must be an array");
        if (!links.isArray()) throw new InputException(source, "\"" + linksName + "\" must be an array");
        List<String> ids = new ArrayList<>();
        Map<String, Integer> index = new HashMap<>();
        double[] mu = new double[nodes.size()];
        for (int i = 0; i < nodes.size(); i++) {
            JsonNode n = nodes.get(i);
            String id = id(source, n, "id", "nodes[" + i + "]");
            if (index.put(id, i) != null) throw new InputException(source, "node '" + id + "' is listed twice");
            ids.add(id);
            JsonNode w = n.get(nodeWeight);
            if (w == null) throw new InputException(source, "node '" + id + "' has no \"" + nodeWeight + "\" (its execution time; name another attribute with graph[\"node_weight\"])");
            mu[i] = number(source, w, "node '" + id + "' " + nodeWeight);
        }
        int[] from = new int[links.size()], to = new int[links.size()];
        double[] eta = new double[links.size()];
        for (int a = 0; a < links.size(); a++) {
            JsonNode l = links.get(a);
            String where = linksName + "[" + a + "]";
            String s = id(source, l, "source", where), t = id(source, l, "target", where);
            Integer u = index.get(s), v = index.get(t);
            if (u == null) throw new InputException(source, where + ": source '" + s + "' is not a node");
            if (v == null) throw new InputException(source, where + ": target '" + t + "' is not a node");
            from[a] = u;
            to[a] = v;
            eta[a] = l.has(edgeWeight) ? number(source, l.get(edgeWeight), "edge " + s + " -> " + t + " " + edgeWeight) : 0;
        }
        String name = attrs.path("name").isTextual() ? attrs.get("name").asText() : DagFormats.baseName(source);
        return new TaskGraph(source, name, ids, mu, from, to, eta, Double.NaN, 0);
    }

    /** The graph as node-link JSON (attributes "weight"), for {@code dag convert --to networkx}. */
    public static ObjectNode write(TaskGraph g) {
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        o.put("directed", true);
        o.put("multigraph", false);
        o.putObject("graph").put("name", g.name());
        ArrayNode nodes = o.putArray("nodes");
        for (int i = 0; i < g.size(); i++) {
            ObjectNode n = nodes.addObject();
            n.put("id", g.id(i));
            DagFormats.putNum(n, "weight", g.mu(i));
        }
        ArrayNode links = o.putArray("links");
        for (int a = 0; a < g.arcCount(); a++) {
            ObjectNode l = links.addObject();
            l.put("source", g.id(g.from(a)));
            l.put("target", g.id(g.to(a)));
            DagFormats.putNum(l, "weight", g.eta(a));
        }
        return o;
    }

    /** A graph flag ("directed", "multigraph"): JSON true or false, as networkx writes it; {@code absent} when left out. */
    private static boolean flag(String source, JsonNode root, String field, boolean absent) throws InputException {
        JsonNode v = root.get(field);
        if (v == null) return absent;
        if (!v.isBoolean()) throw new InputException(source, "\"" + field + "\" must be true or false (got " + v + ")");
        return v.booleanValue();
    }

    private static String attributeName(String source, JsonNode attrs, String key) throws InputException {
        JsonNode v = attrs.get(key);
        if (v == null || v.isNull()) return "weight";
        if (!v.isTextual() || v.asText().isBlank()) throw new InputException(source, "graph attribute \"" + key + "\" must name an attribute (a string)");
        return v.asText();
    }

    private static String id(String source, JsonNode n, String field, String where) throws InputException {
        if (!n.isObject()) throw new InputException(source, where + " must be an object");
        JsonNode v = n.get(field);
        if (v == null || !(v.isTextual() || v.isIntegralNumber())) throw new InputException(source, where + " needs \"" + field + "\" (a string or an integer)");
        return v.asText();
    }

    static double number(String source, JsonNode v, String what) throws InputException {
        if (!v.isNumber()) throw new InputException(source, what + " must be a number (got " + v + ")");
        return nonNegative(source, v.asDouble(), v.toString(), what);
    }

    /** {@code x} (written {@code shown} in the file) when it is finite, ≥ 0 and within the instance numbers' range. */
    static double nonNegative(String source, double x, String shown, String what) throws InputException {
        if (!Double.isFinite(x) || x < 0) throw new InputException(source, what + " must be a finite number ≥ 0 (got " + shown + ")");
        String range = JsonInput.outOfRange(x);
        if (range != null) throw new InputException(source, what + " " + range);
        return x;
    }
}
