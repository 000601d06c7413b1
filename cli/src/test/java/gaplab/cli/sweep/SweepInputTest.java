package gaplab.cli.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.cli.CliRun;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sweep configs and results files a hostile user might write: exit 2 with one line, or rows ignored and said so. */
class SweepInputTest {
    @TempDir
    Path tmp;

    @Test
    void seedsPastTheLargestNumberAndNamesWithFoldersAreBadInput() throws Exception {
        String[] configs = {
                "{\"problem\": \"unrelated\", \"out\": \"" + tmp.resolve("o1") + "\", \"instances\": {\"generator\": {\"size\": {\"tasks\": 3}, \"seeds\": {\"from\": 9223372036854775806, \"count\": 5}}}, \"methods\": \"all\"}",
                "{\"problem\": \"unrelated\", \"name\": \"../../escape\", \"instances\": {\"generator\": {\"size\": {\"tasks\": 3}, \"seeds\": [1]}}, \"methods\": \"all\"}",
                "{\"problem\": \"unrelated\", \"out\": \"" + tmp.resolve("o3") + "\", \"instances\": {\"generator\": {\"size\": {\"tasks\": 3}, \"seeds\": {\"from\": 99999999999999999999, \"count\": 2}}}, \"methods\": \"all\"}",
        };
        for (String c : configs) {
            Path f = tmp.resolve("c.json");
            Files.writeString(f, c);
            var r = CliRun.run("sweep", f.toString(), "--quiet");
            assertEquals(2, r.code(), c + ": " + r.out() + r.err());
            assertTrue(r.err().startsWith("gaplab: ") && r.err().strip().lines().count() == 1, r.err());
        }
    }

    @Test
    void rowsOfUnknownProblemsOrWithTextForNumbersAreNotReported() throws Exception {
        Path dir = tmp.resolve("res");
        Files.createDirectories(dir);
        String good = "{\"job\": \"j1\", \"problem\": \"unrelated\", \"instance\": \"i\", \"method\": \"minmin\", \"status\": \"FEASIBLE\", \"objective\": 3, \"checked\": 3, \"verified\": true}";
        Files.writeString(dir.resolve("results.jsonl"), good + "\n"
                + good.replace("\"unrelated\"", "\"nosuchproblem\"").replace("j1", "j2") + "\n"
                + good.replace("\"objective\": 3", "\"objective\": \"three\"").replace("j1", "j3") + "\n");
        var r = CliRun.run("report", dir.toString(), "--out", tmp.resolve("rep").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("ignored 2 unreadable line(s)"), r.err());
        String html = Files.readString(tmp.resolve("rep").resolve("index.html"));
        assertTrue(!html.contains("nosuchproblem"), "a row of an unknown problem was reported");
    }
}
