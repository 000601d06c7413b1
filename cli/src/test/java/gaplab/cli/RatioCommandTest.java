package gaplab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import gaplab.model.core.JsonInput;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RatioCommandTest {
    @TempDir
    Path dir;

    @Test
    void theWrittenInstanceReplaysThroughSolve() throws Exception {
        Path out = dir.resolve("worst.json");
        var r = CliRun.run("ratio", "--problem", "unrelated", "--heuristic", "met", "--param", "tasks=4", "--param", "machines=2",
                "--evaluations", "24", "--shrink-evaluations", "30", "--seed", "4", "--out", out.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = JsonInput.MAPPER.readTree(r.out());
        assertTrue(j.get("certified").asBoolean());
        double h = j.get("heuristicObjective").asDouble(), opt = j.get("reference").asDouble();
        assertEquals(h / opt, j.get("ratio").asDouble(), 1e-12);
        var replay = CliRun.run("unrelated", "solve", out.toString(), "--method", "met", "--json");
        assertEquals(h, JsonInput.MAPPER.readTree(replay.out()).get("makespan").asDouble(), 0);
        var exact = CliRun.run("unrelated", "solve", out.toString(), "--json");
        JsonNode e = JsonInput.MAPPER.readTree(exact.out());
        assertEquals("OPTIMAL", e.get("status").asText());
        assertEquals(opt, e.get("makespan").asDouble(), 0);
        // same seed, same answer
        var again = CliRun.run("ratio", "--problem", "unrelated", "--heuristic", "met", "--param", "tasks=4", "--param", "machines=2",
                "--evaluations", "24", "--shrink-evaluations", "30", "--seed", "4", "--out", dir.resolve("again.json").toString(), "--json");
        assertEquals(Files.readString(out), Files.readString(dir.resolve("again.json")));
    }

    @Test
    void badOptionsAreExitTwo() {
        var r = CliRun.run("ratio", "--problem", "nope", "--heuristic", "met");
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("gaplab: --problem: unknown problem"), r.err());
        var h = CliRun.run("ratio", "--problem", "unrelated", "--heuristic", "nope", "--evaluations", "3");
        assertEquals(2, h.code());
        assertTrue(h.err().startsWith("gaplab: --heuristic: unknown method"), h.err());
        assertEquals(2, CliRun.run("ratio", "--problem", "unrelated", "--heuristic", "met", "--param", "tasks=0").code());
    }
}
