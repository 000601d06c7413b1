package gaplab.cli.toy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.cli.CliRun;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A problem that exists only in test code ({@link ToyProblem}, found by ServiceLoader like a plug-in jar)
 * works end to end: help, solve, check, methods, demo, ratio, sweep and report.
 */
class ToyPluginTest {
    @TempDir
    Path tmp;

    @Test
    void thePluginProblemAppearsInHelpAndHasTheCommonCommands() throws Exception {
        var help = CliRun.run("--help");
        assertTrue(help.out().contains("toy") && help.out().contains("Two-bin number partitioning"), help.out());
        Path in = tmp.resolve("in.json");
        Files.writeString(in, "{\"numbers\": [8, 7, 6, 5, 4]}");
        var solve = CliRun.run("toy", "solve", in.toString(), "--out", tmp.resolve("sol.json").toString());
        assertEquals(0, solve.code(), solve.err());
        assertTrue(solve.out().contains("method: exhaustive") && solve.out().contains("status: OPTIMAL") && solve.out().contains("larger sum: 15"), solve.out());
        var check = CliRun.run("toy", "check", in.toString(), tmp.resolve("sol.json").toString());
        assertEquals(0, check.code(), check.err());
        assertTrue(check.out().contains("valid") && check.out().contains("optimum: 15"), check.out());
        Files.writeString(tmp.resolve("bad.json"), "{\"bin\": [0, 1, 2, 0, 1]}");
        var bad = CliRun.run("toy", "check", in.toString(), tmp.resolve("bad.json").toString());
        assertEquals(1, bad.code());
        assertTrue(bad.out().contains("INVALID: bin 2 does not exist"), bad.out());
        var methods = CliRun.run("toy", "methods");
        assertTrue(methods.out().contains("exhaustive") && methods.out().contains("greedy"), methods.out());
        var greedy = CliRun.run("toy", "solve", in.toString(), "--method", "greedy", "--json");
        assertTrue(greedy.out().contains("\"objective\" : 17.0") && greedy.out().contains("\"verified\" : true"), greedy.out());
    }

    @Test
    void theDemoRatioSearchSweepAndReportTakeThePluginProblem() throws Exception {
        var demo = CliRun.run("demo", "--problem", "toy", "--out", tmp.resolve("demo").toString());
        assertEquals(0, demo.code(), demo.out() + demo.err());
        assertTrue(demo.out().contains("toy") && demo.out().contains("three-two-two") && demo.out().contains("4 (proven)"), demo.out());

        var ratio = CliRun.run("ratio", "--problem", "toy", "--heuristic", "greedy", "--param", "count=5", "--evaluations", "40",
                "--seed", "3", "--out", tmp.resolve("worst.json").toString());
        assertEquals(0, ratio.code(), ratio.err());
        assertTrue(ratio.out().contains("worst ratio:") && ratio.out().contains("certified"), ratio.out());

        Path cfg = tmp.resolve("toy.json");
        Files.writeString(cfg, "{\"problem\": \"toy\", \"out\": \"" + tmp.resolve("sweep") + "\", \"instances\": {\"generator\": "
                + "{\"size\": {\"count\": 5}, \"seeds\": {\"from\": 1, \"count\": 4}}}, \"methods\": \"all\", \"bounds\": \"all\", \"timeLimit\": 5}");
        var sweep = CliRun.run("sweep", cfg.toString(), "--quiet");
        assertEquals(0, sweep.code(), sweep.out() + sweep.err());
        var report = CliRun.run("report", tmp.resolve("sweep").toString(), "--out", tmp.resolve("report").toString());
        assertEquals(0, report.code(), report.out() + report.err());
        String html = Files.readString(tmp.resolve("report").resolve("index.html"));
        assertTrue(html.contains("id=\"p-toy\"") && html.contains("greedy"), "the report has a section for the plug-in problem");
    }
}
