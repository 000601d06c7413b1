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

    /** The CP-SAT model as the oracle certifies the same worst ratio as the branch and bound (both prove every optimum here). */
    @Test
    void theSecondOpinionAsOracleCertifiesTheSameRatio() throws Exception {
        String[] base = {"ratio", "--problem", "dag", "--heuristic", "etf", "--param", "tasks=6", "--evaluations", "12", "--shrink-evaluations", "10", "--seed", "3", "--json"};
        var byExact = CliRun.run(concat(base, "--out", dir.resolve("a.json").toString()));
        var byCpSat = CliRun.run(concat(base, "--out", dir.resolve("b.json").toString(), "--oracle", "cpsat"));
        assertEquals(0, byCpSat.code(), byCpSat.err());
        JsonNode a = JsonInput.MAPPER.readTree(byExact.out()), b = JsonInput.MAPPER.readTree(byCpSat.out());
        assertEquals("exact", a.get("oracle").asText());
        assertEquals("cpsat", b.get("oracle").asText());
        assertTrue(b.get("certified").asBoolean());
        assertEquals(a.get("ratio").asDouble(), b.get("ratio").asDouble(), 1e-12);
        assertEquals(Files.readString(dir.resolve("a.json")), Files.readString(dir.resolve("b.json")));
        var wrongVariant = CliRun.run("ratio", "--problem", "dag", "--heuristic", "etf+A", "--oracle", "cpsat", "--evaluations", "2", "--out", dir.resolve("c.json").toString());
        assertEquals(2, wrongVariant.code());
        assertTrue(wrongVariant.err().contains("--oracle: 'cpsat' solves the problem as stated, but etf+A is rated in the variant duplication"), wrongVariant.err());
    }

    private static String[] concat(String[] a, String... b) {
        String[] c = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
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
    /**
     * --start puts a given instance first: a search from the trap F(3, 21) (ETF / OPT = 103 / 65) reports
     * a worst case at least as bad, certified; a start outside the class is bad input naming the file.
     */
    @Test
    void aSearchStartsFromTheGivenInstance() throws Exception {
        String trap = "../examples/etf-trap-m3-K21.json";
        var r = CliRun.run("ratio", "--problem", "dag", "--heuristic", "etf", "--param", "ccr=0", "--param", "speeds=equal", "--param", "processors=3",
                "--param", "tasks=13", "--evaluations", "6", "--shrink-evaluations", "5", "--seed", "1", "--start", trap,
                "--out", dir.resolve("w.json").toString(), "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode j = JsonInput.MAPPER.readTree(r.out());
        assertTrue(j.get("certified").asBoolean());
        assertTrue(j.get("ratio").asDouble() >= 103.0 / 65 - 1e-12, "at least the start's ratio: " + j.get("ratio"));
        var outside = CliRun.run("ratio", "--problem", "dag", "--heuristic", "etf", "--param", "processors=2", "--evaluations", "6", "--start", trap,
                "--out", dir.resolve("x.json").toString());
        assertEquals(2, outside.code());
        assertTrue(outside.err().contains("etf-trap-m3-K21.json") && outside.err().contains("outside the class"), outside.err());
        assertEquals(1, outside.err().strip().lines().count(), outside.err());
    }
}
