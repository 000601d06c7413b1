package gaplab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The limits of docs/limits.md: enforced when a file is read (exit 2, one line), and what they admit runs. */
class InputLimitsTest {
    @TempDir
    Path tmp;

    static final String DOT = "digraph g {\n graph [TargetSystem=\"Homogeneous-%s\"];\n a [Weight=2];\n b [Weight=3];\n c [Weight=1];\n a -> b [Weight=1];\n}\n";

    private void badInput(String what, String... args) {
        var r = CliRun.run(args);
        assertEquals(2, r.code(), what + ": " + r.out() + r.err());
        assertTrue(r.err().startsWith("gaplab: ") && r.err().strip().lines().count() == 1, what + ": " + r.err());
    }

    @Test
    void tooLargeInstancesAreRejectedWhenRead() throws Exception {
        for (String p : new String[]{"100000", "20000", "99999999999", "0"}) {
            Path f = tmp.resolve("g" + p + ".dot");
            Files.writeString(f, DOT.formatted(p));
            badInput("TargetSystem " + p, "dag", "solve", f.toString(), "--time-limit", "5");
        }
        Path u = tmp.resolve("u.json");
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < 501; i++) rows.append(i == 0 ? "" : ",").append("[1, 2]");
        Files.writeString(u, "{\"t\": [" + rows + "]}");
        badInput("501 tasks", "unrelated", "solve", u.toString());
        Path big = tmp.resolve("big.json");
        Files.writeString(big, "{\"beta\": 1, \"x\": [" + "1,".repeat(100_000) + "1], \"gamma\": [" + "1,".repeat(100_000) + "1]}");
        badInput("100001 processors", "mmdl", "solve", big.toString());
    }

    @Test
    void whatTheLimitsAdmitRuns() throws Exception {
        Path f = tmp.resolve("g.dot");
        Files.writeString(f, DOT.formatted("2"));
        var r = CliRun.run("dag", "solve", f.toString(), "--machine", "complete:4096", "--time-limit", "20");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("status: OPTIMAL") && r.out().contains("makespan: 5"), r.out());
        var cp = CliRun.run("dag", "solve", f.toString(), "--machine", "complete:4096", "--method", "exact-cp", "--time-limit", "20");
        assertTrue(cp.out().contains("status: UNKNOWN") && cp.out().contains("too large for exact-cp"), cp.out());
    }

    @Test
    void numbersOutsideTheRangeAreRejectedWithOneLine() throws Exception {
        String[][] cases = {
                {"unrelated", "{\"t\": [[1e308, 1], [1, 2]]}"},
                {"unrelated", "{\"t\": [[4.9e-324, 1], [1, 2]]}"},
                {"unrelated", "{\"t\": [[1e-300, 1], [1, 1e15]]}"},
                {"mmdl", "{\"beta\": 1e308, \"x\": [1e308, 0], \"gamma\": [1e308, 1]}"},
                {"mmdl", "{\"beta\": 1, \"x\": [1e13, 1e-3], \"gamma\": [1, 1]}"}, // loads 10^16 apart: beyond the ratio of docs/limits.md
                {"collective", "{\"processors\": 2, \"total\": 1e300, \"computePerUnit\": 1, \"sigmaSend\": 1, \"tauSend\": 1, \"sigmaRecv\": 1, \"tauRecv\": 1, \"delta\": 1}"},
        };
        for (String[] c : cases) {
            Path f = tmp.resolve(c[0] + ".json");
            Files.writeString(f, c[1]);
            badInput(c[1], c[0], "solve", f.toString());
        }
        Path dot = tmp.resolve("w.dot");
        Files.writeString(dot, "digraph g {\n a [Weight=1e300];\n}\n");
        badInput("DOT weight", "dag", "solve", dot.toString(), "--machine", "complete:2");
    }

    @Test
    void malformedJsonIsNamedInTheReadersWordsWithoutParserInternals() throws Exception {
        for (String text : new String[]{"{\"t\": [[1, 2]", "{\"t\": [[1, 2]], \"t\": [[3, 4]]}", "\u0000\u0001binary"}) {
            Path f = tmp.resolve("m.json");
            Files.writeString(f, text);
            var r = CliRun.run("unrelated", "solve", f.toString());
            assertEquals(2, r.code(), r.err());
            assertTrue(r.err().contains("malformed JSON") && !r.err().contains("Source:") && !r.err().contains("Feature"), r.err());
        }
    }

    @Test
    void convertReadsTheWholeInstanceAndStgCountsAreChecked() throws Exception {
        Path inst = tmp.resolve("inst.json");
        Files.writeString(inst, "{\"graph\": {\"tasks\": [{\"id\": \"a\", \"time\": 1}], \"arcs\": []}, \"machine\": {\"lambda\": [[0, 2], [2, 0]]}}");
        var r = CliRun.run("dag", "convert", inst.toString(), "--to", "json");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\"machine\"") && r.out().contains("[ 0, 2 ]"), "the instance's machine is kept: " + r.out());
        Files.writeString(inst, "{\"graph\": {\"tasks\": [{\"id\": \"a\", \"time\": 1}], \"arcs\": []}, \"machine\": {\"lambda\": [[0]]}, \"bogus\": 1}");
        badInput("unknown field", "dag", "convert", inst.toString(), "--to", "dot");
        Path stg = tmp.resolve("n.stg");
        Files.writeString(stg, "2147483646\n0 0 0\n");
        badInput("huge STG count", "dag", "solve", stg.toString(), "--machine", "complete:2");
        assertTrue(CliRun.run("dag", "solve", stg.toString(), "--machine", "complete:2").err().contains("between 1 and 10000"));
    }

    @Test
    void unreadableFilesAndBadBenchmarkListsGiveOneLine() throws Exception {
        Files.writeString(tmp.resolve("g.stg"), "1\n0 0 0\n1 2 1 0\n2 0 1 1\n");
        Path list = tmp.resolve("list.csv");
        Files.write(list, new byte[]{(byte) 0xff, (byte) 0xfe, 0, 1, 2, '\n'});
        badInput("binary benchmark list", "bench", "dag", list.toString());
        assertTrue(CliRun.run("bench", "dag", list.toString()).err().contains("not a UTF-8 text file"));
        for (String value : new String[]{"NaN", "Infinity", "-1", "1e999"}) {
            Files.writeString(list, "g.stg,2," + value + "\n");
            badInput("benchmark optimum " + value, "bench", "dag", list.toString());
        }
        Files.writeString(list, "g.stg,5000,2\n");
        badInput("benchmark processors", "bench", "dag", list.toString());
        Path binary = tmp.resolve("inst.json");
        Files.write(binary, new byte[]{'{', (byte) 0xc3, (byte) 0x28, '}'});
        for (String problem : new String[]{"dag", "grid", "mmdl", "collective", "unrelated"})
            badInput(problem + " binary instance", problem, "solve", binary.toString());
        badInput("a folder as the instance", "dag", "solve", tmp.toString());
    }
}
