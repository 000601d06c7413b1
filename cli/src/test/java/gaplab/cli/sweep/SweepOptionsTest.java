package gaplab.cli.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.cli.CliRun;
import gaplab.lab.sweep.Ratios;
import gaplab.lab.sweep.ResultRow;
import gaplab.lab.sweep.ResultsFile;
import gaplab.lab.sweep.Sweep;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Instance files read with instance options in a sweep ({@code "options"} of a directory or csv source,
 * docs/sweeps.md): a workflow on two machines at two bandwidths is four instances, each written to
 * OUT/instances/ and replayable from there. The optima are docs/dag.md's: the example workflow
 * (examples/formats/split-merge.dax) on complete:2 has optimum 45 at 1 MB/s and 57 at 1 Mbit/s
 * (WorkflowBandwidthTest checks them through solve).
 */
class SweepOptionsTest {
    static final Path DAX = Path.of("../examples/formats/split-merge.dax").toAbsolutePath().normalize();

    @TempDir
    Path tmp;

    private Path config(String name, String instances) throws Exception {
        Path c = tmp.resolve(name);
        Files.writeString(c, "{\"problem\": \"dag\", \"out\": \"" + tmp.resolve("out-" + name) + "\", \"instances\": " + instances
                + ", \"methods\": [\"heft\", {\"name\": \"exact\", \"timeLimit\": 10}], \"bounds\": \"none\"}");
        return c;
    }

    @Test
    void everyCombinationOfTheOptionsIsOneInstanceThatReplaysFromItsFile() throws Exception {
        Path wf = Files.createDirectories(tmp.resolve("wf"));
        Files.copy(DAX, wf.resolve("split-merge.dax"));
        Path c = config("opts.json", "{\"directory\": \"wf\", \"glob\": \"*.dax\", \"options\": "
                + "{\"machine\": [\"complete:2\", \"complete:3\"], \"bandwidth\": [\"1MB/s\", \"1Mbit/s\"]}}");
        CliRun.Result r = CliRun.run("sweep", c.toString(), "--quiet");
        assertEquals(0, r.code(), r.err());
        Path out = tmp.resolve("out-opts.json");
        List<ResultRow> rows = ResultsFile.read(out.resolve(Sweep.RESULTS)).rows();
        assertEquals(8, rows.size(), "2 machines × 2 bandwidths × 2 methods");
        Map<String, Double> optimum = new TreeMap<>();
        for (ResultRow row : rows) {
            assertTrue(row.verified(), row.toString());
            assertTrue(row.instance().startsWith("split-merge-bandwidth"), row.instance());
            assertEquals(-1, row.seed());
            assertEquals(2, row.size().size(), row.size().toString());
            assertEquals("instances/" + row.instance() + ".json", row.file());
            assertTrue(Files.isRegularFile(out.resolve(row.file())), row.file());
            if (row.method().equals("exact")) {
                assertEquals("OPTIMAL", row.status(), row.toString());
                optimum.put(row.size().get("machine") + " " + row.size().get("bandwidth"), row.checked());
            }
        }
        assertEquals(45.0, optimum.get("complete:2 1MB/s"), 1e-9);
        assertEquals(57.0, optimum.get("complete:2 1Mbit/s"), 1e-9);
        assertTrue(optimum.get("complete:3 1MB/s") <= 45.0, "a third processor cannot hurt: " + optimum);
        ResultRow one = rows.stream().filter(x -> x.size().get("machine").equals("complete:2") && x.size().get("bandwidth").equals("1Mbit/s")
                && x.method().equals("exact")).findFirst().orElseThrow();
        assertEquals("instance files with bandwidth = 1Mbit/s, machine = complete:2", Ratios.classOf(one));
        CliRun.Result replay = CliRun.run("dag", "solve", out.resolve(one.file()).toString(), "--method", "exact");
        assertEquals(0, replay.code(), replay.err());
        assertTrue(replay.out().contains("makespan: 57"), replay.out());

        CliRun.Result md = CliRun.run("results", "export", out.toString(), "--by", "machine,bandwidth", "--markdown", "-");
        assertEquals(0, md.code(), md.err());
        assertTrue(md.out().contains("| exact | complete:2 | 1Mbit/s | 1 | 1 | 1 | 1.0000 | 1.0000 | 1.0000 | 0 | - | - |"), md.out());
        assertEquals(1 + 1 + 2 * 4, md.out().lines().count(), "a line per method and setting: " + md.out());
        CliRun.Result wide = CliRun.run("results", "export", out.toString(), "--per-instance", "-");
        assertEquals(0, wide.code(), wide.err());
        assertEquals(1 + 4, wide.out().lines().count(), wide.out());
        assertTrue(wide.out().lines().anyMatch(l -> l.startsWith("dag," + one.instance() + ",1Mbit/s,complete:2,57,optimum,OPTIMAL,57,57,0,")), wide.out());
        CliRun.Result noTable = CliRun.run("results", "export", out.toString(), "--by", "machine", "--csv", "-");
        assertEquals(2, noTable.code(), noTable.out());
        assertTrue(noTable.err().contains("--by groups the Markdown table"), noTable.err());
    }

    @Test
    void aCsvListTakesOptionsTooButNotWithAnOptimumTheyWouldChange() throws Exception {
        Files.writeString(tmp.resolve("list.csv"), "file,id\n" + DAX + ",sm\n");
        CliRun.Result r = CliRun.run("sweep", config("csv.json", "{\"csv\": \"list.csv\", \"options\": {\"machine\": \"complete:2\", \"bandwidth\": [\"1Mbit/s\"]}}").toString(), "--quiet");
        assertEquals(0, r.code(), r.err());
        List<ResultRow> rows = ResultsFile.read(tmp.resolve("out-csv.json").resolve(Sweep.RESULTS)).rows();
        assertEquals(2, rows.size());
        assertEquals("sm-bandwidth1Mbit_s-machinecomplete_2", rows.get(0).instance());
        assertEquals(57.0, rows.stream().filter(x -> x.method().equals("exact")).findFirst().orElseThrow().checked(), 1e-9);

        Files.writeString(tmp.resolve("opt.csv"), "file,optimum\n" + DAX + ",45\n");
        Files.createDirectories(tmp.resolve("wf"));
        Files.copy(DAX, tmp.resolve("wf/split-merge.dax"));
        String[][] bad = {
                {"{\"csv\": \"opt.csv\", \"options\": {\"machine\": \"complete:2\"}}", "gives an optimum"},
                {"{\"directory\": \"wf\", \"glob\": \"*.dax\", \"options\": {\"machines\": \"complete:2\"}}", "no instance option 'machines' (known: machine, speeds, bandwidth)"},
                {"{\"directory\": \"wf\", \"glob\": \"*.dax\", \"options\": {\"bandwidth\": \"3MB/s\"}}", "no terminating decimal"},
                {"{\"directory\": \"wf\", \"glob\": \"*.dax\", \"options\": {\"machine\": []}}", "empty list"},
                {"{\"directory\": \"wf\", \"glob\": \"*.dax\", \"options\": {\"machine\": [\"complete:2\", \"complete:2\"]}}", "twice"},
                {"{\"generator\": {\"size\": {\"tasks\": 4}, \"seeds\": [1]}, \"options\": {\"machine\": \"complete:2\"}}", "'options' only goes with"},
        };
        int k = 0;
        for (String[] b : bad) {
            Path c = config("bad" + (k++) + ".json", b[0]);
            CliRun.Result e = CliRun.run("sweep", c.toString(), "--quiet");
            assertEquals(2, e.code(), b[0] + ": " + e.out() + e.err());
            assertEquals(1, e.err().strip().lines().count(), e.err());
            assertTrue(e.err().startsWith("gaplab: " + c + ": ") && e.err().contains(b[1]), e.err());
        }
    }
}
