package gaplab.model.dag;

import com.fasterxml.jackson.databind.JsonNode;
import gaplab.model.core.InputException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/**
 * Scientific-workflow files as task graphs: WfCommons WfFormat JSON and Pegasus DAX (XML). Both give
 * each task a runtime in seconds and the files it reads and writes, with their sizes in bytes. The
 * conversion (docs/dag.md, "Inputs"):
 * <ul>
 * <li>execution time μ = the task's runtime in seconds;</li>
 * <li>an arc u → v for every parent relation, with η = the megabytes (10^6 bytes) of the files that u
 *     writes and v reads (0 when they share none): with λ = 1 a megabyte takes one time unit, i.e. a
 *     1 MB/s link — scale λ for another bandwidth.</li>
 * </ul>
 * WfFormat 1.4 and later: {@code workflow.specification.tasks} (id, name, parents, children, inputFiles,
 * outputFiles; each file named must be in {@code files}, each parent and child a task),
 * {@code workflow.specification.files} (id, sizeInBytes) and
 * {@code workflow.execution.tasks} (id, runtimeInSeconds; or runtimeInSeconds on the specification's
 * task). Earlier versions: {@code workflow.tasks}
 * (or {@code jobs}) with name, id, runtime or runtimeInSeconds, parents and files (name or id, size or
 * sizeInBytes, link input|output). DAX: {@code <job id runtime>} with {@code <uses file|name link
 * size>}, and {@code <child ref><parent ref/></child>}; a document type declaration is refused.
 */
public final class WorkflowFormats {
    private WorkflowFormats() {}

    /** One task of a workflow: its runtime, the files it reads and writes, its parents. */
    private record Job(String id, double runtime, Set<String> inputs, Set<String> outputs, List<String> parents, List<String> children) {}

    static final double BYTES_PER_MESSAGE = 1e6;

    /** The DAX links besides input and output (Pegasus' LinkageType); they carry no arc data. */
    private static final Set<String> DAX_OTHER_LINKS = Set.of("inout", "checkpoint", "none");

    /** Is this JSON object a WfFormat workflow? */
    public static boolean isWfFormat(JsonNode root) {
        return root.isObject() && root.path("workflow").isObject();
    }

    public static TaskGraph parseWfFormat(String source, JsonNode root) throws InputException {
        JsonNode wf = root.get("workflow");
        Map<String, Job> jobs = new LinkedHashMap<>();
        Map<String, Double> sizes = new HashMap<>();
        if (wf.path("specification").isObject()) {
            for (JsonNode f : array(source, wf.get("specification"), "files", "workflow.specification"))
                sizes.put(text(source, f, "id", "a file"), NodeLinkFormat.number(source, f.path("sizeInBytes"), "file " + f.path("id").asText() + " sizeInBytes"));
            Map<String, Double> runtime = new HashMap<>();
            if (wf.path("execution").has("tasks")) for (JsonNode t : array(source, wf.path("execution"), "tasks", "workflow.execution"))
                runtime.put(text(source, t, "id", "an executed task"), NodeLinkFormat.number(source, t.path("runtimeInSeconds"), "task " + t.path("id").asText() + " runtimeInSeconds"));
            for (JsonNode t : array(source, wf.get("specification"), "tasks", "workflow.specification")) {
                String id = text(source, t, "id", "a task");
                Double r = runtime.containsKey(id) ? runtime.get(id)
                        : t.has("runtimeInSeconds") ? NodeLinkFormat.number(source, t.get("runtimeInSeconds"), "task " + id + " runtimeInSeconds") : null;
                if (r == null) throw new InputException(source, "task '" + id + "' has no runtimeInSeconds (in workflow.execution.tasks or its specification)");
                Set<String> in = strings(source, t, "inputFiles"), out = strings(source, t, "outputFiles");
                for (String f : in) if (!sizes.containsKey(f)) throw new InputException(source, "task '" + id + "' reads file '" + f + "', which is not in workflow.specification.files");
                for (String f : out) if (!sizes.containsKey(f)) throw new InputException(source, "task '" + id + "' writes file '" + f + "', which is not in workflow.specification.files");
                add(source, jobs, new Job(id, r, in, out, new ArrayList<>(strings(source, t, "parents")), new ArrayList<>(strings(source, t, "children"))));
            }
            for (String id : runtime.keySet())
                if (!jobs.containsKey(id)) throw new InputException(source, "workflow.execution.tasks names '" + id + "', which is not a task of workflow.specification.tasks");
        } else {
            String key = wf.has("tasks") ? "tasks" : "jobs";
            for (JsonNode t : array(source, wf, key, "workflow")) {
                String id = t.has("id") ? text(source, t, "id", "a task") : text(source, t, "name", "a task");
                JsonNode rt = t.has("runtimeInSeconds") ? t.get("runtimeInSeconds") : t.path("runtime");
                Set<String> in = new LinkedHashSet<>(), out = new LinkedHashSet<>();
                if (t.has("files")) for (JsonNode f : array(source, t, "files", "task " + id)) {
                    String file = f.has("id") ? text(source, f, "id", "a file of task " + id) : text(source, f, "name", "a file of task " + id);
                    sizes.put(file, NodeLinkFormat.number(source, f.has("sizeInBytes") ? f.get("sizeInBytes") : f.path("size"), "file " + file + " size"));
                    String link = f.path("link").asText("");
                    if (link.equals("input")) in.add(file);
                    else if (link.equals("output")) out.add(file);
                    else throw new InputException(source, "file " + file + " of task " + id + ": link must be input or output");
                }
                add(source, jobs, new Job(id, NodeLinkFormat.number(source, rt, "task " + id + " runtime"), in, out,
                        new ArrayList<>(strings(source, t, "parents")), new ArrayList<>(strings(source, t, "children"))));
            }
            // parents may name tasks by name where ids differ
            Map<String, String> byName = new HashMap<>();
            for (JsonNode t : wf.get(key)) if (t.has("name") && t.has("id")) byName.put(t.get("name").asText(), t.get("id").asText());
            for (Job j : jobs.values()) {
                j.parents().replaceAll(p -> jobs.containsKey(p) ? p : byName.getOrDefault(p, p));
                j.children().replaceAll(c -> jobs.containsKey(c) ? c : byName.getOrDefault(c, c));
            }
        }
        String name = root.path("name").isTextual() ? root.get("name").asText() : DagFormats.baseName(source);
        return graph(source, name, jobs, sizes);
    }

    public static TaskGraph parseDax(String source, String text) throws InputException {
        Document doc;
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setXIncludeAware(false);
            f.setExpandEntityReferences(false);
            f.setNamespaceAware(false);
            var builder = f.newDocumentBuilder();
            builder.setErrorHandler(null);
            doc = builder.parse(new InputSource(new StringReader(text)));
        } catch (Exception e) {
            String m = String.valueOf(e.getMessage());
            throw new InputException(source, "not a readable DAX (XML) file: " + (m.contains("\n") ? m.substring(0, m.indexOf('\n')) : m));
        }
        Element root = doc.getDocumentElement();
        if (!root.getTagName().equals("adag")) throw new InputException(source, "a DAX file has the root element <adag> (got <" + root.getTagName() + ">)");
        Map<String, Job> jobs = new LinkedHashMap<>();
        Map<String, Double> sizes = new HashMap<>();
        NodeList js = root.getElementsByTagName("job");
        for (int i = 0; i < js.getLength(); i++) {
            Element j = (Element) js.item(i);
            String id = attr(source, j, "id", "a <job>");
            Set<String> in = new LinkedHashSet<>(), out = new LinkedHashSet<>();
            NodeList uses = j.getElementsByTagName("uses");
            for (int u = 0; u < uses.getLength(); u++) {
                Element e = (Element) uses.item(u);
                String file = e.hasAttribute("file") ? e.getAttribute("file") : attr(source, e, "name", "a <uses> of job " + id);
                String link = e.getAttribute("link");
                if (link.equals("input")) in.add(file);
                else if (link.equals("output")) out.add(file);
                else if (link.isEmpty() || DAX_OTHER_LINKS.contains(link)) continue; // inout, checkpoint and none files carry no arc data
                else throw new InputException(source, "job " + id + ": <uses> of file " + file + " has link=\"" + link + "\"; DAX links are input, output, inout, checkpoint or none");
                if (e.hasAttribute("size")) sizes.put(file, number(source, e.getAttribute("size"), "file " + file + " size"));
            }
            add(source, jobs, new Job(id, number(source, attr(source, j, "runtime", "job " + id), "job " + id + " runtime"), in, out, new ArrayList<>(), List.of()));
        }
        NodeList cs = root.getElementsByTagName("child");
        for (int i = 0; i < cs.getLength(); i++) {
            Element c = (Element) cs.item(i);
            String child = attr(source, c, "ref", "a <child>");
            Job j = jobs.get(child);
            if (j == null) throw new InputException(source, "<child ref=\"" + child + "\"> is not a job");
            NodeList ps = c.getElementsByTagName("parent");
            for (int p = 0; p < ps.getLength(); p++) j.parents().add(attr(source, (Element) ps.item(p), "ref", "a <parent> of " + child));
        }
        return graph(source, root.hasAttribute("name") ? root.getAttribute("name") : DagFormats.baseName(source), jobs, sizes);
    }

    private static TaskGraph graph(String source, String name, Map<String, Job> jobs, Map<String, Double> sizes) throws InputException {
        if (jobs.isEmpty()) throw new InputException(source, "the workflow has no tasks");
        // a child relation is the same arc as the child's parent relation: every child must be a task, and adds its arc
        for (Job j : jobs.values())
            for (String c : j.children()) {
                Job child = jobs.get(c);
                if (child == null) throw new InputException(source, "task '" + j.id() + "' names child '" + c + "', which is not a task");
                if (!child.parents().contains(j.id())) child.parents().add(j.id());
            }
        List<String> ids = new ArrayList<>(jobs.keySet());
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < ids.size(); i++) index.put(ids.get(i), i);
        double[] mu = new double[ids.size()];
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        for (int v = 0; v < ids.size(); v++) {
            Job j = jobs.get(ids.get(v));
            mu[v] = j.runtime();
            for (String p : new LinkedHashSet<>(j.parents())) {
                Integer u = index.get(p);
                if (u == null) throw new InputException(source, "task '" + j.id() + "' names parent '" + p + "', which is not a task");
                double bytes = 0;
                for (String f : jobs.get(p).outputs()) if (j.inputs().contains(f)) bytes += sizes.getOrDefault(f, 0.0);
                arcs.add(new int[]{u, v});
                eta.add(bytes / BYTES_PER_MESSAGE);
            }
        }
        int[] from = new int[arcs.size()], to = new int[arcs.size()];
        double[] e = new double[arcs.size()];
        for (int a = 0; a < e.length; a++) { from[a] = arcs.get(a)[0]; to[a] = arcs.get(a)[1]; e[a] = eta.get(a); }
        return new TaskGraph(source, name, ids, mu, from, to, e, Double.NaN, 0);
    }

    private static void add(String source, Map<String, Job> jobs, Job j) throws InputException {
        if (jobs.put(j.id(), j) != null) throw new InputException(source, "task '" + j.id() + "' is listed twice");
    }

    private static Iterable<JsonNode> array(String source, JsonNode parent, String field, String where) throws InputException {
        JsonNode a = parent == null ? null : parent.get(field);
        if (a == null || !a.isArray()) throw new InputException(source, where + "." + field + " must be an array");
        return a;
    }

    private static Set<String> strings(String source, JsonNode t, String field) throws InputException {
        Set<String> out = new LinkedHashSet<>();
        JsonNode a = t.get(field);
        if (a == null || a.isNull()) return out;
        if (!a.isArray()) throw new InputException(source, "task " + t.path("id").asText(t.path("name").asText()) + ": " + field + " must be an array");
        for (JsonNode x : a) out.add(x.isObject() ? x.path("id").asText(x.path("name").asText()) : x.asText());
        return out;
    }

    private static String text(String source, JsonNode n, String field, String what) throws InputException {
        JsonNode v = n.get(field);
        if (v == null || !(v.isTextual() || v.isIntegralNumber()) || v.asText().isEmpty()) throw new InputException(source, what + " has no \"" + field + "\"");
        return v.asText();
    }

    private static String attr(String source, Element e, String name, String what) throws InputException {
        if (!e.hasAttribute(name) || e.getAttribute(name).isEmpty()) throw new InputException(source, what + " has no " + name + "=\"...\"");
        return e.getAttribute(name);
    }

    private static double number(String source, String text, String what) throws InputException {
        double x;
        try {
            x = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new InputException(source, what + " is not a number ('" + text + "')");
        }
        return NodeLinkFormat.nonNegative(source, x, text, what);
    }
}
