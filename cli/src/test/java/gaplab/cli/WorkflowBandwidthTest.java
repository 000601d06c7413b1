package gaplab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --bandwidth} (issue 37, item 2; docs/dag.md, "Workflows as task graphs") on solve, check and in a
 * batch request: the same workflow at 1 MB/s (the default) and at 1 Mbit/s (λ = 8 s per MB) has the optima 45
 * and 57; a schedule for the slow network is valid on the fast one, not the other way round; bad rates
 * and a bandwidth on a graph that is no workflow are one line, exit 2.
 */
class WorkflowBandwidthTest {
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    static final String DAX = ROOT.resolve("examples/formats/split-merge.dax").toString();

    @TempDir Path dir;

    @Test
    void solveCheckAndBatchTakeTheBandwidth() throws Exception {
        var slow = CliRun.run("dag", "solve", DAX, "--machine", "complete:2", "--bandwidth", "1Mbit/s", "--json");
        assertEquals(0, slow.code(), slow.err());
        Path s = dir.resolve("slow.json");
        Files.writeString(s, slow.out());
        var fast = CliRun.run("dag", "solve", DAX, "--machine", "complete:2", "--json");
        Path f = dir.resolve("fast.json");
        Files.writeString(f, fast.out());
        var ok = CliRun.run("dag", "check", DAX, s.toString(), "--machine", "complete:2", "--bandwidth", "1Mbit/s");
        assertEquals(0, ok.code(), ok.out() + ok.err());
        assertTrue(ok.out().contains("makespan: 57"), ok.out());
        var onFast = CliRun.run("dag", "check", DAX, s.toString(), "--machine", "complete:2", "--bandwidth", "125kB/s");
        assertEquals(0, onFast.code(), "125kB/s is 1Mbit/s: " + onFast.out());
        var tooEarly = CliRun.run("dag", "check", DAX, f.toString(), "--machine", "complete:2", "--bandwidth", "1Mbit/s");
        assertEquals(1, tooEarly.code(), "the 1 MB/s optimum sends its files too fast for 1 Mbit/s: " + tooEarly.out());

        JsonNode b = BatchCommand.answer("{\"op\": \"solve\", \"problem\": \"dag\", \"instanceFile\": \"" + DAX
                + "\", \"machine\": \"complete:2\", \"bandwidth\": \"1Mbit/s\"}", 1, Files.createDirectories(dir.resolve("scratch")));
        assertEquals(57.0, b.get("objective").asDouble(), b.toString());
        JsonNode bad = BatchCommand.answer("{\"op\": \"solve\", \"problem\": \"dag\", \"instanceFile\": \"" + DAX
                + "\", \"machine\": \"complete:2\", \"bandwidth\": \"3MB/s\"}", 2, dir.resolve("scratch"));
        assertFalse(bad.get("ok").asBoolean(), bad.toString());
    }

    @Test
    void badRatesAndOtherGraphsAreOneLine() {
        for (String[] args : new String[][]{
                {"dag", "solve", DAX, "--machine", "complete:2", "--bandwidth", "3MB/s"},
                {"dag", "solve", DAX, "--machine", "complete:2", "--bandwidth", "1 GiB/s"},
                {"dag", "solve", DAX, "--machine", "complete:2", "--bandwidth", "100Mbps"},
                {"dag", "solve", ROOT.resolve("fixtures/src/main/resources/gaplab/fixtures/dag/fork-dup.json").toString(), "--bandwidth", "1MB/s"}}) {
            var r = CliRun.run(args);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.out() + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().startsWith("gaplab: "), r.err());
        }
    }
}
