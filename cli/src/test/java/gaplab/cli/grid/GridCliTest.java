package gaplab.cli.grid;

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

class GridCliTest {
    @TempDir
    Path dir;

    private Path write(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    void solveJsonIsVerifiedAndReadableByCheck() throws Exception {
        Path in = write("i.json", "{\"width\":9,\"height\":7,\"pointCost\":[1,2,3,1.5],\"commCost\":1}");
        var r = CliRun.run("grid", "solve", in.toString(), "--method", "exact", "--json", "--picture", dir.resolve("p.svg").toString());
        assertEquals(0, r.code(), r.err());
        JsonNode n = JsonInput.MAPPER.readTree(r.out());
        assertEquals("OPTIMAL", n.get("status").asText());
        assertTrue(n.get("verified").asBoolean());
        assertEquals(n.get("objective").asDouble(), n.get("bound").asDouble(), 1e-9);
        assertEquals(4, n.get("rectangles").size());
        for (JsonNode q : n.get("rectangles")) for (String f : new String[]{"pe", "x", "y", "w", "h", "time"}) assertTrue(q.has(f), f);
        assertTrue(Files.readString(dir.resolve("p.svg")).contains("<svg"));
        Path sol = write("s.json", r.out());
        var c = CliRun.run("grid", "check", in.toString(), sol.toString(), "--json");
        assertEquals(0, c.code(), c.err());
        assertEquals(1.0, JsonInput.MAPPER.readTree(c.out()).get("ratio").asDouble(), 1e-12);
    }

    @Test
    void everyHeuristicAndTheBound() throws Exception {
        Path in = write("i.json", "{\"width\":12,\"height\":8,\"pointCost\":[1,2,3,1.5,2],\"commCost\":0.5,\"boundary\":\"interior\"}");
        for (String m : new String[]{"type1", "type2", "type1+local", "type2+local"}) {
            var r = CliRun.run("grid", "solve", in.toString(), "--method", m);
            assertEquals(0, r.code(), m + r.err());
            assertTrue(r.out().contains("verified: yes"), r.out());
        }
        var b = CliRun.run("grid", "solve", in.toString(), "--method", "bound", "--json");
        assertEquals(0, b.code());
        assertTrue(JsonInput.MAPPER.readTree(b.out()).get("bound").asDouble() > 0);
    }

    @Test
    void checkRejectsAnOverlapWithExitOne() throws Exception {
        Path in = write("i.json", "{\"width\":4,\"height\":2,\"pointCost\":[1,1],\"commCost\":1}");
        Path sol = write("s.json", "{\"rectangles\":[{\"pe\":0,\"x\":0,\"y\":0,\"w\":3,\"h\":2},{\"pe\":1,\"x\":2,\"y\":0,\"w\":2,\"h\":2}]}");
        var r = CliRun.run("grid", "check", in.toString(), sol.toString());
        assertEquals(1, r.code());
        assertTrue(r.out().contains("covered by PE 0 and PE 1"), r.out());
    }

    @Test
    void badInputIsExitTwoWithOneLine() throws Exception {
        Path in = write("bad.json", "{\"width\":2,\"height\":2,\"pointCost\":[1,1,1,1,1],\"commCost\":1}");
        var r = CliRun.run("grid", "solve", in.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("gaplab: " + in + ": 5 PEs but only"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertFalse(r.err().contains("Exception"));
        var m = CliRun.run("grid", "solve", write("ok.json", "{\"width\":2,\"height\":2,\"pointCost\":[1],\"commCost\":1}").toString(), "--method", "nope");
        assertEquals(2, m.code());
        assertTrue(m.err().contains("unknown method 'nope'"), m.err());
        var missing = CliRun.run("grid", "solve", dir.resolve("none.json").toString());
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("no such file"), missing.err());
    }

    @Test
    void studyAndBenchRunSmall() throws Exception {
        var s = CliRun.run("grid", "study", "--width", "8", "--height", "6", "--from", "2", "--to", "3", "--time-limit", "1",
                "--methods", "type1,type2+local", "--out", dir.toString());
        assertEquals(0, s.code(), s.err());
        String csv = Files.readString(dir.resolve("study.csv"));
        assertTrue(csv.startsWith("figure,width,height,N"), csv);
        assertTrue(csv.contains("fig3-unequal,8,6,3,0"), csv);
        assertTrue(Files.readString(dir.resolve("study.svg")).contains("Fig. 3"));
        var b = CliRun.run("bench", "grid", "--width", "6", "--height", "6", "--pes", "3", "--instances", "3", "--time-limit", "10");
        assertEquals(0, b.code(), b.err());
        assertTrue(b.out().contains("all proven optimal"), b.out());
    }

    @Test
    void methodsListsOptaPlannerAndExact() {
        var r = CliRun.run("grid", "methods");
        assertEquals(0, r.code());
        for (String m : new String[]{"exact", "exact-cp", "type1", "type2", "type1+local", "type2+local", "optaplanner", "bound"})
            assertTrue(r.out().contains(m), m);
    }
}
