package gaplab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The silent answers and broken promises of issue 34's hostile run, one test each: every reader refuses
 * what it cannot represent exactly with one line {@code gaplab: FILE: what is wrong} and exit 2 —
 * never a wrapped number, a dropped field, a guessed flag or a replaced byte.
 */
class HostileInputs34Test {
    @TempDir
    Path tmp;

    private Path write(String name, String text) throws Exception {
        Path f = tmp.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    /** Exit 2 with one line naming {@code file} and containing {@code says}. */
    static void refused(Path file, String says, String... args) {
        CliRun.Result r = CliRun.run(args);
        String what = String.join(" ", args) + "\n" + r.out() + r.err();
        assertEquals(2, r.code(), what);
        assertTrue(r.err().startsWith("gaplab: " + file + ": ") && r.err().strip().lines().count() == 1, "not one line naming the file: " + what);
        assertTrue(r.err().contains(says), "expected '" + says + "': " + what);
    }

    static final String TWO_TASKS = "\"tasks\":[{\"id\":\"a\",\"time\":1},{\"id\":\"b\",\"time\":1}],\"arcs\":[]";

    @Test
    void processorCountsBeyondTheCapAreRefusedNotWrapped() throws Exception {
        // 2^32 + 2 was cast to int: solved on complete:2
        Path wrap = write("wrap.json", "{\"name\":\"g\"," + TWO_TASKS + ",\"processors\":4294967298}");
        refused(wrap, "at most 4096", "dag", "solve", wrap.toString());
        // one above the cap was built as a 4,097² λ matrix
        Path above = write("above.json", "{\"name\":\"g\"," + TWO_TASKS + ",\"processors\":4097}");
        refused(above, "at most 4096", "dag", "solve", above.toString());
        Path inInstance = write("inst.json", "{\"graph\":{" + TWO_TASKS + ",\"processors\":4294967298},\"machine\":{\"lambda\":[[0,1],[1,0]]}}");
        refused(inInstance, "at most 4096", "dag", "convert", inInstance.toString(), "--to", "json");
    }

    @Test
    void nodeLinkFilesWithBothArcListsOrAFlagThatIsNoBooleanAreRefused() throws Exception {
        String nodes = "\"graph\":{},\"nodes\":[{\"id\":\"a\",\"weight\":1},{\"id\":\"b\",\"weight\":2}]";
        Path both = write("both.json", "{\"directed\":true," + nodes + ",\"links\":[],\"edges\":[{\"source\":\"a\",\"target\":\"b\",\"weight\":3}]}");
        refused(both, "both \"links\" and \"edges\"", "dag", "solve", both.toString(), "--machine", "complete:2");
        for (String flag : new String[]{"0", "1", "\"false\"", "\"yes\""}) {
            Path f = write("directed.json", "{\"directed\":" + flag + "," + nodes + ",\"links\":[{\"source\":\"a\",\"target\":\"b\"}]}");
            refused(f, "\"directed\" must be true or false", "dag", "solve", f.toString(), "--machine", "complete:2");
        }
        Path multi = write("multi.json", "{\"directed\":true,\"multigraph\":1," + nodes + ",\"links\":[]}");
        refused(multi, "\"multigraph\" must be true or false", "dag", "solve", multi.toString(), "--machine", "complete:2");
        Path undirected = write("undirected.json", "{\"directed\":false," + nodes + ",\"links\":[]}");
        refused(undirected, "undirected", "dag", "solve", undirected.toString(), "--machine", "complete:2");
    }

    @Test
    void perProcessorTimesOfABareGraphAreReadNotDropped() throws Exception {
        // a graph file (no "machine") with --machine ran each task for its "time" 1 and ignored its "times" 5, 5
        Path g = write("times.json", "{\"name\":\"g\",\"tasks\":[{\"id\":\"a\",\"time\":1,\"times\":[5,5]},{\"id\":\"b\",\"times\":[5,7]}],\"arcs\":[]}");
        CliRun.Result r = CliRun.run("dag", "solve", g.toString(), "--machine", "complete:2");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("makespan: 5\n"), r.out());
        refused(g, "expected 3", "dag", "solve", g.toString(), "--machine", "complete:3");
        // without a machine they cannot be read: refused, not dropped
        refused(g, "\"times\"", "dag", "convert", g.toString(), "--to", "dot");
        refused(g, "\"times\"", "dag", "convert", g.toString(), "--to", "json");
    }

    static final String WF_FILES = "\"files\":[{\"id\":\"x\",\"sizeInBytes\":1000000}]";

    static String wf(String tasks, String files, String executed) {
        return "{\"name\":\"w\",\"schemaVersion\":\"1.5\",\"workflow\":{\"specification\":{\"tasks\":[" + tasks + "]," + files
                + "},\"execution\":{\"tasks\":[" + executed + "]}}}";
    }

    static final String A = "{\"id\":\"a\",\"parents\":[],\"children\":[\"b\"],\"inputFiles\":[],\"outputFiles\":[\"x\"]}";
    static final String B = "{\"id\":\"b\",\"parents\":[\"a\"],\"children\":[],\"inputFiles\":[\"x\"],\"outputFiles\":[]}";
    static final String RUN = "{\"id\":\"a\",\"runtimeInSeconds\":1},{\"id\":\"b\",\"runtimeInSeconds\":2}";

    @Test
    void workflowReferencesThatNameNothingAreRefused() throws Exception {
        Path ok = write("ok.json", wf(A + "," + B, WF_FILES, RUN));
        CliRun.Result r = CliRun.run("dag", "solve", ok.toString(), "--machine", "complete:2");
        assertEquals(0, r.code(), r.err());
        Path child = write("child.json", wf(A.replace("[\"b\"]", "[\"b\",\"ghost\"]") + "," + B, WF_FILES, RUN));
        refused(child, "child 'ghost', which is not a task", "dag", "solve", child.toString(), "--machine", "complete:2");
        Path executed = write("executed.json", wf(A + "," + B, WF_FILES, RUN + ",{\"id\":\"ghost\",\"runtimeInSeconds\":3}"));
        refused(executed, "workflow.execution.tasks names 'ghost'", "dag", "solve", executed.toString(), "--machine", "complete:2");
        Path input = write("input.json", wf(A + "," + B.replace("[\"x\"]", "[\"x\",\"y\"]"), WF_FILES, RUN));
        refused(input, "reads file 'y', which is not in workflow.specification.files", "dag", "solve", input.toString(), "--machine", "complete:2");
        Path output = write("output.json", wf(A.replace("[\"x\"]", "[\"x\",\"z\"]") + "," + B, WF_FILES, RUN));
        refused(output, "writes file 'z'", "dag", "solve", output.toString(), "--machine", "complete:2");
        // a child relation without the parent relation is the same arc: a before b
        Path onlyChild = write("only-child.json", wf(A + "," + B.replace("[\"a\"]", "[]"), WF_FILES, RUN));
        r = CliRun.run("dag", "solve", onlyChild.toString(), "--machine", "complete:2");
        assertTrue(r.code() == 0 && r.out().contains("makespan: 3\n") && r.out().contains("2 tasks, 1 arcs"), r.out() + r.err());
    }

    @Test
    void daxLinksOutsidePegasusVocabularyAreRefused() throws Exception {
        String dax = Files.readString(Path.of("../examples/formats/split-merge.dax"));
        Path sideways = write("sideways.dax", dax.replaceFirst("link=\"input\"", "link=\"sideways\""));
        refused(sideways, "link=\"sideways\"", "dag", "solve", sideways.toString(), "--machine", "complete:2");
        for (String link : new String[]{"inout", "checkpoint", "none"}) {
            Path f = write(link + ".dax", dax.replaceFirst("link=\"input\"", "link=\"" + link + "\""));
            assertEquals(0, CliRun.run("dag", "solve", f.toString(), "--machine", "complete:2").code(), link);
        }
    }

    @Test
    void onlyTheStringInfMeansCannotRun() throws Exception {
        for (String v : new String[]{"1e309", "-1e309", "Infinity", "\"Infinity\"", "\"INF\"", "\"infinity\""}) {
            Path f = write("t.json", "{\"t\": [[" + v + ", 3], [3, 1]]}");
            refused(f, "t[0][0]", "unrelated", "solve", f.toString());
            refused(f, "t[0][0]", "metrics", f.toString());
        }
        Path inf = write("inf.json", "{\"t\": [[\"inf\", 3], [3, 1]]}");
        CliRun.Result r = CliRun.run("unrelated", "solve", inf.toString());
        assertTrue(r.code() == 0 && r.out().contains("makespan: 3\n"), r.out() + r.err());
        for (String problem : new String[]{"grid", "mmdl", "collective"}) {
            Path fixture = HostileInputsTest.FIXTURES.resolve(HostileInputsTest.SMALLEST.get(problem));
            String text = Files.readString(fixture);
            String field = problem.equals("grid") ? "\"commCost\"" : problem.equals("mmdl") ? "\"beta\"" : "\"delta\"";
            Path f = write(problem + ".json", text.replaceFirst(field + "\\s*:\\s*[0-9.eE+-]+", field + ": 1e309"));
            refused(f, "not a finite number", problem, "solve", f.toString());
        }
    }

    @Test
    void resultsExportRefusesBytesThatAreNotUtf8() throws Exception {
        String row = Files.readAllLines(Path.of("../results/2026-11-25/baselines/heterogeneous/results.jsonl")).get(0);
        Path results = tmp.resolve("results.jsonl");
        byte[] good = (row + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] bad = (row.replace("\"instance\":\"", "\"instance\":\"\u0001") + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        for (int i = 0; i < bad.length; i++) if (bad[i] == 1) bad[i] = (byte) 0xff;
        java.io.ByteArrayOutputStream b = new java.io.ByteArrayOutputStream();
        b.write(good);
        b.write(bad);
        Files.write(results, b.toByteArray());
        // was exported with U+FFFD in the instance name
        refused(results, "line 2: not UTF-8", "results", "export", results.toString(), "--csv", "-");
        // an unfinished last line (a kill may cut it inside a character) is still only ignored
        b.reset();
        b.write(good);
        b.write(new byte[]{'{', '"', (byte) 0xc3});
        Files.write(results, b.toByteArray());
        CliRun.Result r = CliRun.run("results", "export", results.toString(), "--csv", "-");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("ignored an unfinished last line"), r.err());
    }

    @Test
    void benchDagReadsEveryListedGraphBeforePrintingAnything() throws Exception {
        write("g.stg", "1\n0 0 0\n1 2 1 0\n2 0 1 1\n");
        Path bad = write("bad.stg", "garbage\n");
        Path list = write("list.csv", "g.stg,2,2\nbad.stg,2,3\n");
        // printed the table header and g.stg's row, then the error
        CliRun.Result r = CliRun.run("bench", "dag", list.toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("gaplab: " + bad + ": ") && r.err().strip().lines().count() == 1, r.err());
    }

    /** {@code "field": [entry, entry, ...]} with {@code n} entries. */
    static String array(String field, int n, String entry) {
        StringBuilder b = new StringBuilder("\"").append(field).append("\": [");
        for (int i = 0; i < n; i++) b.append(i == 0 ? "" : ",").append(entry.replace("#", Integer.toString(i)));
        return b.append(']').toString();
    }

    @Test
    void arraysBeyondTheLimitsAreRefusedBeforeTheFileIsBuilt() throws Exception {
        // 200,000 tasks were parsed into a tree and a task graph before "too large" (10^6: 6.8 s, 1.6 GB)
        Path dag = write("big.json", "{\"name\": \"big\", " + array("tasks", 200_000, "{\"id\": \"t#\", \"time\": 1}") + ", \"arcs\": []}");
        refused(dag, "'tasks' has more than 10000 entries", "dag", "solve", dag.toString(), "--machine", "complete:2");
        Path inst = write("big-inst.json", "{\"graph\": {" + array("tasks", 10_001, "{\"id\": \"t#\", \"time\": 1}") + "}, \"machine\": {\"lambda\": [[0]]}}");
        refused(inst, "'graph.tasks' has more than 10000 entries", "dag", "solve", inst.toString());
        Path nodeLink = write("big-nl.json", "{\"directed\": true, " + array("nodes", 10_001, "{\"id\": #, \"weight\": 1}") + ", \"links\": []}");
        refused(nodeLink, "'nodes' has more than 10000 entries", "dag", "solve", nodeLink.toString(), "--machine", "complete:2");
        Path unrelated = write("big-t.json", "{" + array("t", 501, "[1, 2]") + "}");
        refused(unrelated, "'t' has more than 500 entries", "unrelated", "solve", unrelated.toString());
        Path grid = write("big-grid.json", "{\"width\": 1000, \"height\": 1000, \"commCost\": 1, " + array("pointCost", 100_001, "1") + "}");
        refused(grid, "'pointCost' has more than 100000 entries", "grid", "solve", grid.toString());
        Path mmdl = write("big-mmdl.json", "{\"beta\": 1, " + array("x", 100_001, "1") + ", " + array("gamma", 100_001, "1") + "}");
        refused(mmdl, "'x' has more than 100000 entries", "mmdl", "solve", mmdl.toString());
        Path collective = write("big-coll.json", "{\"processors\": 2, " + array("sizes", 65_537, "1") + "}");
        refused(collective, "'sizes' has more than 65536 entries", "collective", "solve", collective.toString());
        StringBuilder dot = new StringBuilder("digraph big {\n");
        for (int i = 0; i < 20_000; i++) dot.append("a").append(i).append(" [Weight=1];\n");
        Path bigDot = write("big.dot", dot.append("}\n").toString());
        refused(bigDot, "more than 10000 nodes by line 10002", "dag", "solve", bigDot.toString(), "--machine", "complete:2");
        // an attribute of a node is no list of tasks: only arrays reached through objects count
        Path attribute = write("attribute.json", "{\"directed\": true, \"nodes\": [{\"id\": \"a\", \"weight\": 1, " + array("tasks", 10_001, "1") + "}], \"links\": []}");
        assertEquals(0, CliRun.run("dag", "solve", attribute.toString(), "--machine", "complete:1").code());
    }

    @Test
    void collectiveOnTheLargestMachineKeepsItsTimeLimit() throws Exception {
        Path in = write("p65536.json", "{\"processors\": 65536, \"total\": 1000000, \"computePerUnit\": 1, \"sigmaSend\": 1, \"tauSend\": 0.5,"
                + " \"sigmaRecv\": 1, \"tauRecv\": 0.5, \"delta\": 0.5}");
        // --time-limit 1 took 6.4 s (each of the fallback's six candidate splits built a whole schedule by a
        // time-ordered event queue); now about 1 s — a figure measured by the CLI timing command in
        // docs/limits.md, not here (no timed unit tests: a loaded machine made this one flaky). What a test can
        // hold: the fallback looks at the clock between candidates, so a limit shorter than one candidate tries
        // one split, and the status line says so.
        CliRun.Result r = CliRun.run("collective", "solve", in.toString(), "--time-limit", "0.001");
        assertTrue(r.code() == 0 && r.out().contains("the time limit left 1 of the 6 candidate splits tried"), r.out() + r.err());
    }
}
