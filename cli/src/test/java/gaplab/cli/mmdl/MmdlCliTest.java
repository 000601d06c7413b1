package gaplab.cli.mmdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import gaplab.cli.CliRun;
import gaplab.model.core.JsonInput;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code gaplab mmdl ...} as a user runs it. */
class MmdlCliTest {
    @TempDir
    Path dir;

    private Path file(String name, String text) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    private Path twoProcessors() throws Exception { return file("two.json", "{\"beta\": 1, \"x\": [10, 0], \"gamma\": [2, 2]}"); }

    @Test
    void solveJsonHasTheDocumentedFields() throws Exception {
        var r = CliRun.run("mmdl", "solve", twoProcessors().toString(), "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode o = JsonInput.MAPPER.readTree(r.out());
        assertEquals(15.0, o.get("roundTime").asDouble());
        assertEquals(-5.0, o.get("y").get(0).asDouble());
        assertEquals("OPTIMAL", o.get("status").asText());
        assertTrue(o.get("verified").asBoolean());
        JsonNode m = o.get("messages").get(0);
        for (String k : new String[] {"from", "to", "amount", "start", "end"}) assertTrue(m.has(k), k);
    }

    @Test
    void solveTextRoundsAndGantt() throws Exception {
        Path svg = dir.resolve("g.svg");
        var r = CliRun.run("mmdl", "solve", twoProcessors().toString(), "--latency", "0.5", "--picture", svg.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("round time: 15"), r.out());
        // best R for T = 15, alpha = 0.5: sqrt(30) = 5.48 → R = 5 (15 + 3 + 2.5 = 20.5) vs 6 (15 + 2.5 + 3 = 20.5): tie → 5
        assertTrue(r.out().contains("rounds: 5"), r.out());
        assertTrue(Files.readString(svg).contains("<svg"));
    }

    @Test
    void lpMethodAndOrdersAgree() throws Exception {
        Path f = file("ten.json", "{\"beta\": 0.5, \"x\": [40, 25, 60, 10, 35, 0, 5, 0, 12, 3], "
                + "\"gamma\": [1.0, 2.0, 0.8, 1.5, 1.2, 0.6, 0.9, 2.5, 0.7, 1.1]}");
        double t = -1;
        for (String[] args : new String[][] {{"--method", "lp"}, {"--order", "asc"}, {"--order", "desc"}, {"--arithmetic", "double"}}) {
            var r = CliRun.run("mmdl", "solve", f.toString(), "--json", args[0], args[1]);
            assertEquals(0, r.code(), r.err());
            double v = JsonInput.MAPPER.readTree(r.out()).get("roundTime").asDouble();
            if (t < 0) t = v;
            assertEquals(t, v, 1e-9 * t, String.join(" ", args));
        }
    }

    @Test
    void checkAcceptsItsOwnOutputAndRejectsABrokenOne() throws Exception {
        Path inst = twoProcessors();
        var solved = CliRun.run("mmdl", "solve", inst.toString(), "--json");
        Path sol = file("sol.json", solved.out());
        var ok = CliRun.run("mmdl", "check", inst.toString(), sol.toString());
        assertEquals(0, ok.code(), ok.out() + ok.err());
        assertTrue(ok.out().contains("valid") && ok.out().contains("ratio: 1.0000"), ok.out());
        // a solution written by hand that moves too little load: y does not balance
        Path bad = file("bad.json", "{\"roundTime\": 15, \"y\": [-4, 5], \"messages\": [{\"from\":0,\"to\":1,\"amount\":5,\"start\":0,\"end\":5}]}");
        var no = CliRun.run("mmdl", "check", inst.toString(), bad.toString(), "--json");
        assertEquals(1, no.code());
        JsonNode o = JsonInput.MAPPER.readTree(no.out());
        assertFalse(o.get("valid").asBoolean());
        assertTrue(o.get("violation").asText().contains("Σ y_i"), o.toString());
    }

    @Test
    void aSlowerHandWrittenScheduleGetsItsRatio() throws Exception {
        // P0 sends 5 units at [0,5] and both compute afterwards; everything done by 20 instead of 15
        Path inst = twoProcessors();
        Path sol = file("slow.json", "{\"roundTime\": 20, \"y\": [-5, 5], \"messages\": [{\"from\":0,\"to\":1,\"amount\":5,\"start\":0,\"end\":5}],"
                + "\"computations\": [{\"processor\":0,\"start\":10,\"end\":20,\"amount\":5},{\"processor\":1,\"start\":10,\"end\":20,\"amount\":5}]}");
        var r = CliRun.run("mmdl", "check", inst.toString(), sol.toString(), "--json");
        assertEquals(0, r.code(), r.out());
        JsonNode o = JsonInput.MAPPER.readTree(r.out());
        assertEquals(20.0 / 15.0, o.get("ratio").asDouble(), 1e-12);
        assertEquals("optimum", o.get("referenceKind").asText());
    }

    @Test
    void aPluginFoundByServiceLoaderIsAMethod() throws Exception {
        var list = CliRun.run("mmdl", "methods");
        assertTrue(list.out().contains("even-split"), list.out());
        Path inst = file("one-master.json", "{\"beta\": 1, \"x\": [30, 0, 0], \"gamma\": [1, 1, 1]}");
        var r = CliRun.run("mmdl", "solve", inst.toString(), "--method", "even-split", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode o = JsonInput.MAPPER.readTree(r.out());
        assertTrue(o.get("verified").asBoolean(), o.toString());
        assertTrue(o.get("roundTime").asDouble() > 0);
    }

    private void badInput(String text, String expected) throws Exception {
        Path f = file("bad-" + Math.abs(text.hashCode()) + ".json", text);
        var r = CliRun.run("mmdl", "solve", f.toString());
        assertEquals(2, r.code(), text + " -> " + r.out() + r.err());
        String err = r.err().trim();
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.startsWith("gaplab: " + f), err);
        assertTrue(err.contains(expected), err + " should mention " + expected);
        assertFalse(err.contains("Exception"), err);
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws Exception {
        badInput("{\"beta\": 1, \"x\": [1, 2], \"gamma\": [1]}", "expected 2");
        badInput("{\"beta\": 0, \"x\": [1, 2], \"gamma\": [1, 1]}", "must be positive");
        badInput("{\"beta\": 1, \"x\": [-1, 2], \"gamma\": [1, 1]}", "must not be negative");
        badInput("{\"beta\": NaN, \"x\": [1, 2], \"gamma\": [1, 1]}", "NaN");
        badInput("{\"beta\": 1, \"x\": [], \"gamma\": []}", "empty");
        badInput("{\"beta\": 1, \"gamma\": [1, 1]}", "missing field 'x'");
        badInput("{\"beta\": 1, \"x\": [1, 2], \"gamma\": [1, 1]", "malformed JSON");
        badInput("", "empty file");
        badInput("{\"beta\": 1, \"x\": [1, \"a\"], \"gamma\": [1, 1]}", "must be a number");
        badInput("{\"beta\": 1, \"x\": [1, 2], \"gama\": [1, 1]}", "unknown field 'gama'");
        badInput("{\"beta\": 1, \"resultCost\": 1, \"duplex\": \"full\", \"x\": [1, 2], \"gamma\": [1, 1], \"gammaOverlap\": [2, 2], "
                + "\"gammaOverlapResult\": [2, 2], \"gammaOverlapBoth\": [3, 3]}", "consistent degradation");
        badInput("{\"beta\": 1, \"x\": [1, 2], \"gamma\": [2, 2], \"gammaOverlap\": [1, 3]}", "cannot get faster");
        var missing = CliRun.run("mmdl", "solve", dir.resolve("nope.json").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("no such file"), missing.err());
        var method = CliRun.run("mmdl", "solve", twoProcessors().toString(), "--method", "magic");
        assertEquals(2, method.code());
        assertTrue(method.err().contains("unknown method 'magic'"), method.err());
    }
}
