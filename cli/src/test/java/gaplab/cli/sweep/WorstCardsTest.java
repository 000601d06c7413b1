package gaplab.cli.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.cli.CliRun;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report's worst-instance cards (issue 16): each heuristic is drawn with the proven optimum of its own variant. */
class WorstCardsTest {
    @TempDir
    Path tmp;

    /** etf and etf+A make 13 on the fork-join graph; the optimum is 12 without duplication and 11 with it. */
    private String report(String methods) throws Exception {
        return report(methods, false);
    }

    /**
     * With {@code slowExact}, the sweep's exact rows are rewritten before the report runs: 10 minutes each,
     * and stopped at the time limit with a weak bound (so exact has a ratio above 1 and a card of its own).
     */
    private String report(String methods, boolean slowExact) throws Exception {
        Path inst = Files.createDirectories(tmp.resolve("inst"));
        Files.copy(Path.of("../fixtures/src/main/resources/gaplab/fixtures/dag/forkjoin7-ring4.json"), inst.resolve("forkjoin7-ring4.json"));
        Path c = tmp.resolve("s.json");
        Files.writeString(c, "{\"problem\": \"dag\", \"out\": \"" + tmp.resolve("out") + "\", \"instances\": {\"directory\": \"" + inst
                + "\"}, \"methods\": " + methods + ", \"bounds\": \"none\", \"timeLimit\": 10}");
        assertEquals(0, CliRun.run("sweep", c.toString(), "--quiet").code());
        if (slowExact) {
            Path jsonl = tmp.resolve("out/results.jsonl");
            Files.writeString(jsonl, Files.readString(jsonl).lines()
                    .map(l -> !l.contains("\"kind\":\"exact\"") ? l : l.replaceAll("\"millis\":[0-9.]+", "\"millis\":600000.0")
                            .replace("\"status\":\"OPTIMAL\"", "\"status\":\"FEASIBLE\"").replaceAll("\"bound\":[0-9.]+", "\"bound\":1.0"))
                    .collect(java.util.stream.Collectors.joining("\n", "", "\n")));
        }
        var r = CliRun.run("report", tmp.resolve("out").toString(), "--out", tmp.resolve("rep").toString());
        assertEquals(0, r.code(), r.err());
        return Files.readString(tmp.resolve("rep/index.html"));
    }

    @Test
    void eachHeuristicBesideTheOptimumOfItsVariant() throws Exception {
        String html = report("[\"etf\", \"etf+A\", \"exact\", \"exact-dup\"]");
        assertTrue(html.contains("<h4>dag instance forkjoin7-ring4</h4>"), "the card names the instance");
        assertTrue(html.contains("alt=\"dag instance forkjoin7-ring4: etf+A vs exact-dup\""), "a duplicating heuristic with the duplication optimum");
        assertTrue(html.contains("exact-dup (optimum, duplication)"));
        assertTrue(html.contains("alt=\"dag instance forkjoin7-ring4: etf vs exact\""), "one without duplication with the optimum without");
        assertFalse(html.contains("no proven optimum of the"));
    }

    /** An exact solve that took minutes in the sweep is not repeated for a picture: the card gives its replay command. */
    @Test
    void aSlowExactSolveIsNotRerunForItsPicture() throws Exception {
        String html = report("[\"etf\", \"exact\"]", true);
        assertTrue(html.contains("<p class=\"note\">exact took 600 s in the sweep and is not re-run; replay it with ./gaplab dag solve "), html);
    }
}
