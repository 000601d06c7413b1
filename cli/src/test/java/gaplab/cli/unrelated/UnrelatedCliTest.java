package gaplab.cli.unrelated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.cli.CliRun;
import gaplab.fixtures.FixtureFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UnrelatedCliTest {
    @TempDir
    Path dir;

    private Path fixture(String name) throws Exception {
        Path f = dir.resolve(name.replace('/', '-'));
        Files.writeString(f, FixtureFiles.read("/gaplab/fixtures/unrelated/" + name));
        return f;
    }

    @Test
    void solveProvesTheOptimumAndJsonReplaysThroughCheck() throws Exception {
        Path f = fixture("paper-fig4.json");
        var r = CliRun.run("unrelated", "solve", f.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("status: OPTIMAL") && r.out().contains("makespan: 3"), r.out());
        var j = CliRun.run("unrelated", "solve", f.toString(), "--method", "minmin", "--json", "--picture", dir.resolve("g.svg").toString());
        assertEquals(0, j.code());
        Path sol = dir.resolve("sol.json");
        Files.writeString(sol, j.out());
        assertTrue(Files.readString(dir.resolve("g.svg")).startsWith("<svg"));
        var c = CliRun.run("unrelated", "check", f.toString(), sol.toString());
        assertEquals(0, c.code(), c.out() + c.err());
        assertTrue(c.out().contains("optimum: 3"), c.out());
    }

    @Test
    void badInputIsOneLineAndExitTwo() throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"t\": [[1, \"inf\"], [\"inf\", \"inf\"]]}");
        var r = CliRun.run("unrelated", "solve", bad.toString());
        assertEquals(2, r.code());
        assertEquals("gaplab: " + bad + ": task 1 cannot run on any machine (all its times are inf)", r.err().strip());
        var m = CliRun.run("metrics", fixture("paper-fig3.json").toString(), "--reference", "5");
        assertEquals(2, m.code());
        assertFalse(m.err().contains("Exception"), m.err());
    }

    @Test
    void metricsPrintsThePapersNumbers() throws Exception {
        Path f = fixture("paper-fig3.json"), a = fixture("assignments/fig3-fast.json"), b = fixture("assignments/fig3-slow.json");
        var r = CliRun.run("metrics", f.toString(), "--assignment", a.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().matches("(?s).*\\nE_locref +4/5 \\(0\\.8\\).*"), r.out());
        var s = CliRun.run("metrics", f.toString(), "--assignment", b.toString(), "--json");
        assertEquals(0, s.code(), s.err());
        assertTrue(s.out().contains("\"key\" : \"E_locref\"") && s.out().contains("\"exact\" : \"1\""), s.out());
        var opt = CliRun.run("metrics", fixture("paper-fig2.json").toString());
        assertTrue(opt.out().matches("(?s).*\\nS_max +4 .*"), opt.out());
    }

    @Test
    void propertiesFindsTheEffectiveProcessorsCounterexample() {
        var r = CliRun.run("metrics", "properties", "--metric", "m_eff", "--requirement", "sp", "--seed", "3");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("VIOLATED") && r.out().contains("agrees with the paper"), r.out());
        var none = CliRun.run("metrics", "properties", "--metric", "S_max", "--trials", "200");
        assertTrue(none.out().contains("none in 200"), none.out());
        assertEquals(2, CliRun.run("metrics", "properties", "--metric", "nope").code());
    }
}
