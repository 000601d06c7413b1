package gaplab.analysis.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.InputException;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.NodeLinkFormat;
import gaplab.model.dag.RandomDags;
import gaplab.model.dag.TaskGraph;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The graph formats other tools write (docs/dag.md, "Inputs"): networkx node-link JSON (the files in
 * examples/formats/ were written by networkx 3.6 {@code node_link_data}), WfCommons WfFormat, Pegasus
 * DAX and DOT with a weight attribute in any letter case; each malformed file is one error naming it.
 */
class GraphReadersTest {
    static final Path FORMATS = Path.of("..", "examples", "formats");

    private static String arcs(TaskGraph g) {
        StringBuilder s = new StringBuilder();
        for (int a = 0; a < g.arcCount(); a++) s.append(g.id(g.from(a))).append('>').append(g.id(g.to(a))).append(':').append(g.eta(a)).append(' ');
        return s.toString().strip();
    }

    @Test
    void networkxNodeLinkWithDefaultAndRenamedWeights() throws InputException {
        TaskGraph g = DagFormats.readGraph(FORMATS.resolve("fork-join.networkx.json"));
        assertEquals("fork-join-nx", g.name());
        assertEquals(4, g.size());
        assertEquals(4.0, g.mu(2));
        assertEquals("a>b:1.0 a>c:2.0 b>d:3.0 c>d:1.0", arcs(g));
        TaskGraph r = DagFormats.readGraph(FORMATS.resolve("renamed.networkx.json"));
        assertEquals(5.0, r.mu(0), "graph[\"node_weight\"] = \"cost\" names the execution time");
        assertEquals("0>1:2.0 0>2:0.0", arcs(r), "an edge without its weight carries no message");
    }

    @Test
    void nodeLinkRoundTrip() throws InputException {
        TaskGraph g = RandomDags.small(new SplittableRandom(4), 9, 0.4, 9, 6);
        TaskGraph back = NodeLinkFormat.parse("round-trip", NodeLinkFormat.write(g));
        assertEquals(g.size(), back.size());
        for (int t = 0; t < g.size(); t++) assertEquals(g.mu(t), back.mu(t));
        assertEquals(arcs(g), arcs(back));
    }

    @Test
    void workflowsConvertRuntimesAndSharedMegabytes() throws InputException {
        // split (10 s) writes part1 (2 MB) and part2 (3 MB); the workers (20 s, 30 s) write 1 and 1.5 MB for merge (5 s)
        TaskGraph wf = DagFormats.readGraph(FORMATS.resolve("split-merge.wfformat.json"));
        assertEquals("split-merge", wf.name());
        assertEquals("split_0001>work_0002:2.0 split_0001>work_0003:3.0 work_0002>merge_0004:1.0 work_0003>merge_0004:1.5", arcs(wf));
        assertEquals(30.0, wf.mu(2));
        TaskGraph dax = DagFormats.readGraph(FORMATS.resolve("split-merge.dax"));
        assertEquals("ID00000>ID00001:2.0 ID00000>ID00002:3.0 ID00001>ID00003:1.0 ID00002>ID00003:1.5", arcs(dax));
        for (int t = 0; t < 4; t++) assertEquals(wf.mu(t), dax.mu(t), "the same workflow in both formats");
    }

    @Test
    void olderWfFormatTasksWithFileLinks() throws InputException {
        String old = """
                {"name": "w", "schemaVersion": "1.3", "workflow": {"tasks": [
                  {"name": "a", "id": "1", "runtime": 4, "parents": [], "files": [{"name": "x", "size": 2500000, "link": "output"}]},
                  {"name": "b", "id": "2", "runtimeInSeconds": 6, "parents": ["a"], "files": [{"name": "x", "size": 2500000, "link": "input"}]}]}}""";
        TaskGraph g = DagFormats.parseGraph("w.json", old);
        assertEquals("1>2:2.5", arcs(g), "parents may name tasks by name");
        assertEquals(6.0, g.mu(1));
    }

    @Test
    void dotWeightInAnyCase() throws InputException {
        TaskGraph g = DagFormats.readGraph(FORMATS.resolve("lower-case.dot"));
        assertEquals(2.0, g.mu(0));
        assertEquals(3.0, g.mu(1));
        assertEquals("a>b:1.0", arcs(g));
        InputException e = assertThrows(InputException.class, () -> DagFormats.parseGraph("two.dot", "digraph g { a [Weight=1, weight=2]; }"));
        assertTrue(e.getMessage().contains("two weight attributes"), e.getMessage());
    }

    @Test
    void malformedFilesAreOneLineNamingTheFile() {
        String[][] cases = {
                {"u.json", "{\"directed\": false, \"nodes\": [], \"links\": []}", "undirected"},
                {"m.json", "{\"multigraph\": true, \"nodes\": [], \"links\": []}", "multigraph"},
                {"w.json", "{\"nodes\": [{\"id\": \"a\"}], \"links\": []}", "has no \"weight\""},
                {"n.json", "{\"nodes\": [{\"id\": \"a\", \"weight\": -1}], \"links\": []}", "≥ 0"},
                {"s.json", "{\"nodes\": [{\"id\": \"a\", \"weight\": \"x\"}], \"links\": []}", "must be a number"},
                {"t.json", "{\"nodes\": [{\"id\": \"a\", \"weight\": 1}], \"links\": [{\"source\": \"a\", \"target\": \"z\"}]}", "target 'z' is not a node"},
                {"c.json", "{\"nodes\": [{\"id\": \"a\", \"weight\": 1}, {\"id\": \"b\", \"weight\": 1}], \"links\": [{\"source\": \"a\", \"target\": \"b\"}, {\"source\": \"b\", \"target\": \"a\"}]}", "cycle"},
                {"e.json", "{\"workflow\": {\"specification\": {\"tasks\": [], \"files\": []}}}", "no tasks"},
                {"p.json", "{\"workflow\": {\"specification\": {\"tasks\": [{\"id\": \"a\", \"parents\": [\"q\"], \"runtimeInSeconds\": 1}], \"files\": []}}}", "parent 'q'"},
                {"r.json", "{\"workflow\": {\"specification\": {\"tasks\": [{\"id\": \"a\"}], \"files\": []}}}", "no runtimeInSeconds"},
                {"x.dax", "<adag><job id=\"a\"/></adag>", "has no runtime"},
                {"y.dax", "<?xml version=\"1.0\"?><!DOCTYPE adag [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><adag>&e;</adag>", "not a readable DAX"},
                {"z.dax", "<adag><job id=\"a\" runtime=\"1\"/>", "not a readable DAX"},
                {"q.xml", "<workflow/>", "root element <adag>"},
                {"k.dax", "<adag><job id=\"a\" runtime=\"1\"/><child ref=\"b\"><parent ref=\"a\"/></child></adag>", "<child ref=\"b\"> is not a job"},
        };
        for (String[] c : cases) {
            InputException e = assertThrows(InputException.class, () -> DagFormats.parseGraph(c[0], c[1]), c[0]);
            assertTrue(e.getMessage().startsWith(c[0] + ": "), e.getMessage());
            assertTrue(e.getMessage().contains(c[2]), c[0] + ": " + e.getMessage());
            assertTrue(!e.getMessage().contains("\n"), e.getMessage());
        }
    }
}
