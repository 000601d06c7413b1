package gaplab.cli.collective;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import gaplab.cli.CliRun;
import gaplab.model.core.JsonInput;
import gaplab.fixtures.FixtureFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CollectiveCliTest {
    @TempDir
    Path dir;

    Path fixture(String name) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, FixtureFiles.read("/gaplab/fixtures/collective/" + name));
        return f;
    }

    Path file(String name, String text) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    @Test
    void simulateBothOrders() throws Exception {
        Path f = fixture("four-equal.json");
        var uni = CliRun.run("collective", "simulate", f.toString());
        assertEquals(0, uni.code(), uni.err());
        assertTrue(uni.out().contains("total time: 9\n"), uni.out());
        assertTrue(uni.out().contains("verified: yes"), uni.out());
        assertTrue(uni.out().contains("closed form (9), scatter times: agrees"), uni.out());
        var bi = CliRun.run("collective", "simulate", f.toString(), "--order", "bi");
        assertEquals(0, bi.code(), bi.err());
        assertTrue(bi.out().contains("total time: 10\n"), bi.out());
    }

    @Test
    void optimizeJsonIsCheckedByTheCheckCommand() throws Exception {
        Path f = fixture("eight-equal.json");
        var r = CliRun.run("collective", "optimize", f.toString(), "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode n = JsonInput.MAPPER.readTree(r.out());
        assertEquals("OPTIMAL", n.get("status").asText());
        assertEquals(8.5, n.get("total").asDouble(), 1e-9);
        assertEquals("uni", n.get("order").asText());
        Path sol = file("sol.json", r.out());
        var c = CliRun.run("collective", "check", f.toString(), sol.toString());
        assertEquals(0, c.code(), c.err() + c.out());
        assertTrue(c.out().startsWith("valid"), c.out());
        assertTrue(c.out().contains("ratio: 1.0000"), c.out());
        // a tampered schedule is rejected with exit 1 and the violated rule
        Path bad = file("bad.json", r.out().replaceFirst("\"start\" : 0\\.0", "\"start\" : -1.0"));
        var b = CliRun.run("collective", "check", f.toString(), bad.toString());
        assertEquals(1, b.code(), b.out());
        assertTrue(b.out().startsWith("INVALID"), b.out());
    }

    @Test
    void optimizeRestrictedToTheWorseOrderSaysFeasible() throws Exception {
        Path f = fixture("eight-equal.json");
        var r = CliRun.run("collective", "optimize", f.toString(), "--order", "bi");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("status: FEASIBLE"), r.out());
        assertTrue(r.out().contains("total time: 9\n"), r.out());
    }

    @Test
    void ganttIsWritten() throws Exception {
        Path f = fixture("four-hetero.json");
        Path svg = dir.resolve("g.svg");
        var r = CliRun.run("collective", "simulate", f.toString(), "--order", "bi", "--picture", svg.toString());
        assertEquals(0, r.code(), r.err());
        String s = Files.readString(svg);
        assertTrue(s.startsWith("<svg"));
        for (String kind : new String[] {"scatter send", "scatter recv", "compute", "gather send", "gather recv", "wait"})
            assertTrue(s.contains(kind), kind);
    }

    @Test
    void methodsListsTheThreeBuiltIns() {
        var r = CliRun.run("collective", "methods");
        assertEquals(0, r.code());
        for (String m : new String[] {"optimize", "uni", "bi", "waterfill"}) assertTrue(r.out().contains(m + " "), r.out());
    }

    void badInput(String text, String words) throws Exception {
        Path f = file("bad.json", text);
        var r = CliRun.run("collective", "simulate", f.toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().startsWith("gaplab: " + f + ": "), r.err());
        assertTrue(r.err().contains(words), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertFalse(r.err().contains("Exception"), r.err());
    }

    static final String OK = "\"sigmaSend\": 1, \"tauSend\": 0.5, \"sigmaRecv\": 1, \"tauRecv\": 0.5, \"delta\": 0.5";

    @Test
    void badInputIsOneLineAndExitTwo() throws Exception {
        badInput("{\"processors\": 6, \"total\": 6, \"computePerUnit\": 1, " + OK + "}", "not a power of two");
        badInput("{\"processors\": 1, \"total\": 6, \"computePerUnit\": 1, " + OK + "}", "at least 2");
        badInput("{\"processors\": 4, \"computePerUnit\": 1, " + OK + "}", "'sizes'");
        badInput("{\"processors\": 4, \"sizes\": [1, 2], \"computePerUnit\": 1, " + OK + "}", "expected 4");
        badInput("{\"processors\": 2, \"sizes\": [1, -2], \"computePerUnit\": 1, " + OK + "}", "negative");
        badInput("{\"processors\": 2, \"total\": 3, \"computePerUnit\": [1, 0], " + OK + "}", "positive");
        badInput("{\"processors\": 2, \"total\": NaN, \"computePerUnit\": 1, " + OK + "}", "NaN");
        badInput("{\"processors\": 2, \"total\": 3, \"computePerUnit\": 1, \"delta\": 1}", "sigmaSend");
        badInput("{\"processors\": 2, \"total\": 3, \"computePerUnit\": 1, \"gama\": 1, " + OK + "}", "unknown field 'gama'");
        badInput("{\"processors\": 2, \"sizes\": [1, 2], \"total\": 4, \"computePerUnit\": 1, " + OK + "}", "add up to 3");
        badInput("{\"processors\": 2, ", "malformed JSON");
        badInput("", "empty");
    }

    @Test
    void unknownOrderIsExitTwo() throws Exception {
        Path f = fixture("two-processors.json");
        var r = CliRun.run("collective", "simulate", f.toString(), "--order", "sideways");
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("gaplab: --order: unknown order"), r.err());
    }

    @Test
    void studyRunsAndEverySolutionIsVerified() {
        var r = CliRun.run("collective", "study", "--count", "2", "--processors", "4");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("2/2"), r.out());
        assertFalse(r.out().contains("FAILED"), r.out());
    }

    @Test
    void aPluginFoundByServiceLoaderIsAMethod() throws Exception {
        var list = CliRun.run("collective", "methods");
        assertTrue(list.out().contains("equal-split"), list.out());
        Path f = fixture("four-hetero.json");
        var r = CliRun.run("collective", "solve", f.toString(), "--method", "equal-split", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode n = JsonInput.MAPPER.readTree(r.out());
        assertTrue(n.get("verified").asBoolean(), n.toString());
        assertEquals(10, n.get("sizes").get(0).asDouble(), 1e-12);
    }
}
