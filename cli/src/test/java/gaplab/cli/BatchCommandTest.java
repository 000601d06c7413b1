package gaplab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import gaplab.model.core.JsonInput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code gaplab batch}: every op answers in one JSON line, every bad request is one error line, and the stream goes on. */
class BatchCommandTest {
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    static final String FORK = ROOT.resolve("fixtures/src/main/resources/gaplab/fixtures/dag/fork-dup.json").toString();

    @TempDir
    Path dir;

    private JsonNode ask(String line) {
        try {
            return BatchCommand.answer(line, 1, Files.createDirectories(dir.resolve("scratch")));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String solution(String name) throws Exception {
        return Files.readString(ROOT.resolve("examples/solutions/" + name));
    }

    @Test
    void everyOpAnswers() throws Exception {
        JsonNode b = ask("{\"id\": 7, \"op\": \"bounds\", \"problem\": \"dag\", \"instanceFile\": \"" + FORK + "\"}");
        assertEquals(7, b.get("id").asInt());
        assertTrue(b.get("ok").asBoolean(), b.toString());
        assertEquals(4.0, b.get("best").asDouble());
        assertEquals(4.0, b.get("bounds").get("critical-path").asDouble());

        JsonNode s = ask("{\"op\": \"solve\", \"problem\": \"dag\", \"instanceFile\": \"" + FORK + "\", \"method\": \"exact\"}");
        assertEquals("OPTIMAL", s.get("status").asText(), s.toString());
        assertEquals(7.0, s.get("objective").asDouble(), "without copies the fork needs 7 (docs/dag.md)");
        assertTrue(s.get("verified").asBoolean());
        assertEquals(3, s.get("solution").get("schedule").size());

        JsonNode c = ask("{\"op\": \"check\", \"problem\": \"dag\", \"instanceFile\": \"" + FORK + "\", \"solution\": " + solution("fork-dup-too-early.json") + "}");
        assertFalse(c.get("valid").asBoolean(), c.toString());
        assertTrue(c.get("violation").asText().contains("T3"), c.toString());

        JsonNode r = ask("{\"op\": \"rate\", \"problem\": \"dag\", \"instanceFile\": \"" + FORK + "\", \"solution\": " + solution("fork-dup-from-my-tool.json") + "}");
        assertTrue(r.get("valid").asBoolean(), r.toString());
        assertEquals(1.0, r.get("ratio").asDouble(), 1e-12);
        assertEquals("optimum", r.get("referenceKind").asText());
        assertEquals("exact-dup", r.get("oracle").asText(), "a schedule with a copy is rated in the duplication variant");
        assertFalse(r.get("ratioIsUpperBound").asBoolean());
    }

    @Test
    void theInstanceMayBeInline() throws Exception {
        String inst = Files.readString(Path.of(FORK)).replace("\n", " ");
        JsonNode r = ask("{\"id\": \"a\", \"op\": \"rate\", \"problem\": \"dag\", \"instance\": " + inst + ", \"solution\": " + solution("fork-dup-from-my-tool.json").replace("\n", " ") + "}");
        assertEquals("a", r.get("id").asText());
        assertEquals(1.0, r.get("ratio").asDouble(), 1e-12, r.toString());
    }

    @Test
    void anInstanceFileInAnyFormatComesBackAsJson() throws Exception {
        String dot = ROOT.resolve("examples/Fork_Join_Nodes_10_CCR_0.10_WeightType_Random-1_Homogeneous-2.dot").toString();
        JsonNode i = ask("{\"op\": \"instance\", \"problem\": \"dag\", \"instanceFile\": \"" + dot + "\"}");
        assertEquals(10, i.get("instance").get("graph").get("tasks").size(), i.toString());
        assertEquals(2, i.get("instance").get("machine").get("lambda").size());
        JsonNode back = ask("{\"op\": \"bounds\", \"problem\": \"dag\", \"instance\": " + i.get("instance") + "}");
        JsonNode direct = ask("{\"op\": \"bounds\", \"problem\": \"dag\", \"instanceFile\": \"" + dot + "\"}");
        assertEquals(direct.get("bounds"), back.get("bounds"), "the JSON is the same instance");
    }

    @Test
    void aSolutionComesWithItsPictureOnRequest() throws Exception {
        JsonNode s = ask("{\"op\": \"solve\", \"problem\": \"dag\", \"instanceFile\": \"" + FORK + "\", \"method\": \"etf\", \"picture\": \"svg\"}");
        assertTrue(s.get("svg").asText().startsWith("<?xml") || s.get("svg").asText().startsWith("<svg"), s.toString());
        assertTrue(s.get("svg").asText().contains("</svg>"));
        JsonNode c = ask("{\"op\": \"check\", \"problem\": \"dag\", \"instanceFile\": \"" + FORK + "\", \"picture\": \"svg\", \"solution\": " + solution("fork-dup-from-my-tool.json") + "}");
        assertTrue(c.get("svg").asText().contains("</svg>"), c.toString());
        assertFalse(ask("{\"op\": \"solve\", \"problem\": \"dag\", \"instanceFile\": \"" + FORK + "\"}").has("svg"), "only on request");
    }

    @Test
    void badRequestsAreOneLineEachAndKeepTheirId() {
        List<String[]> cases = List.of(
                new String[]{"not json", "not a JSON object"},
                new String[]{"[1, 2]", "not a JSON object"},
                new String[]{"{\"id\": 3, \"op\": \"solve\", \"problem\": \"nope\", \"instanceFile\": \"x\"}", "unknown problem 'nope'"},
                new String[]{"{\"id\": 3, \"op\": \"fly\", \"problem\": \"dag\", \"instanceFile\": \"" + FORK + "\"}", "'fly' is not solve, check, rate, bounds or instance"},
                new String[]{"{\"id\": 3, \"op\": \"solve\", \"problem\": \"dag\", \"instanceFile\": \"" + FORK + "\", \"colour\": 1}", "field 'colour': unknown"},
                new String[]{"{\"id\": 3, \"op\": \"solve\", \"problem\": \"dag\"}", "give \"instance\""},
                new String[]{"{\"id\": 3, \"op\": \"solve\", \"problem\": \"dag\", \"instanceFile\": \"/no/such/file.json\"}", "/no/such/file.json"},
                new String[]{"{\"id\": 3, \"op\": \"solve\", \"problem\": \"dag\", \"instanceFile\": \"" + FORK + "\", \"method\": \"etf\", \"params\": {\"x\": 1}}", "has no parameter 'x'"},
                new String[]{"{\"id\": 3, \"op\": \"solve\", \"problem\": \"dag\", \"instanceFile\": \"" + FORK + "\", \"timeLimit\": -1}", "timeLimit: must be a positive number"},
                new String[]{"{\"id\": 3, \"op\": \"check\", \"problem\": \"dag\", \"instanceFile\": \"" + FORK + "\", \"solution\": {\"schedule\": 5}}", "solution:"},
                new String[]{"{\"id\": 3, \"op\": \"check\", \"problem\": \"dag\", \"instance\": {\"graph\": {}}, \"solution\": {}}", "instance:"},
                new String[]{"{\"id\": 3, \"op\": \"solve\", \"problem\": \"dag\", \"instanceFile\": \"" + FORK + "\", \"picture\": \"png\"}", "picture: must be \"svg\""},
                new String[]{"{\"id\": 3, \"op\": \"bounds\", \"problem\": \"dag\", \"instanceFile\": \"" + FORK + "\", \"picture\": \"svg\"}", "picture: draws a solution"});
        for (String[] c : cases) {
            JsonNode a = ask(c[0]);
            assertFalse(a.get("ok").asBoolean(), c[0]);
            assertTrue(a.get("error").asText().contains(c[1]), c[0] + " -> " + a);
            assertFalse(a.get("error").asText().contains("\n"));
            if (c[0].contains("\"id\": 3")) assertEquals(3, a.get("id").asInt(), a.toString());
            assertEquals(a.has("id") ? 3 : 2, a.size(), "nothing half-answered: " + a);
        }
    }

    /** The Python example, with the system python3, through a launcher that runs this build's classes. */
    @Test
    void thePythonClientRatesAHeuristicOverGeneratedGraphs() throws Exception {
        assumeTrue(gaplab.cli.Processes.canRun("python3", "--version"), "python3 is not here");
        Path launcher = dir.resolve("gaplab");
        Files.writeString(launcher, "#!/bin/sh\nexec \"" + Path.of(System.getProperty("java.home"), "bin", "java") + "\" -cp '"
                + System.getProperty("java.class.path") + "' gaplab.cli.Main \"$@\"\n");
        assertTrue(launcher.toFile().setExecutable(true));
        ProcessBuilder pb = new ProcessBuilder("python3", "examples/python/rate_heuristic.py", "--graphs", "5").directory(ROOT.toFile()).redirectErrorStream(true);
        pb.environment().put("GAPLAB", launcher.toString());
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("HLFET on 5 graphs of 8 tasks, 3 processors, CCR 1: mean ratio"), out);
        assertTrue(out.contains("(5 of 5 against a proven optimum)"), out);
        // the page shows this run's output
        String page = Files.readString(ROOT.resolve("docs/batch.md"));
        for (String line : out.strip().split("\n")) assertTrue(page.contains(line), "docs/batch.md does not show: " + line);
    }
}
