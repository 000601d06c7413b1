package gaplab.cli.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.cli.CliRun;
import gaplab.model.core.JsonInput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The default test run's cross-check: both exact task-graph and grid methods agree on seeded instances of every variant. */
class CrossCheckCommandTest {

    @TempDir
    Path tmp;

    @Test
    void taskGraphsOfEveryMachineKindAgreeWithAndWithoutDuplication() throws Exception {
        Path out = tmp.resolve("dag");
        CliRun.Result r = CliRun.run("crosscheck", "dag", "--count", "16", "--seed", "7", "--time-limit", "20", "--out", out.toString(), "--quiet");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("no disagreement"), r.out());
        for (String m : List.of("exact", "cpsat", "exact-dup", "cpsat-dup")) assertTrue(r.out().lines().anyMatch(l -> l.matches("\\S.*\\s" + m + "\\s+\\d+/16\\s.*")), r.out());
        // the instances cover the variants: several machine kinds and random speeds
        String names = String.join(" ", Files.list(out.resolve("instances")).map(p -> p.getFileName().toString()).toList());
        assertTrue(names.contains("speedsrandom") && names.contains("topologyrandom"), names);
        assertEquals(1 + 16 * 4, Files.readAllLines(out.resolve("crosscheck.csv")).size());
    }

    @Test
    void gridsAgree() {
        CliRun.Result r = CliRun.run("crosscheck", "grid", "--count", "12", "--seed", "3", "--time-limit", "20", "--out", tmp.resolve("grid").toString(), "--quiet");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("no disagreement") && r.out().contains("cpsat"), r.out());
    }

    @Test
    void aTamperedProofIsADisagreementWithReplayCommandsAndExitOne() throws Exception {
        Path out = tmp.resolve("t");
        String[] cmd = {"crosscheck", "dag", "--count", "3", "--seed", "1", "--param", "tasks=5", "--methods", "exact,cpsat", "--time-limit", "20",
                "--out", out.toString(), "--quiet"};
        assertEquals(0, CliRun.run(cmd).code());
        // one proof is changed as a wrong solver would have written it; the re-run resumes (nothing is solved again) and judges
        Path results = out.resolve("results.jsonl");
        List<String> lines = new ArrayList<>(Files.readAllLines(results));
        int k = 0;
        while (!lines.get(k).contains("\"method\":\"cpsat\"")) k++;
        ObjectNode row = (ObjectNode) JsonInput.MAPPER.readTree(lines.get(k));
        row.put("objective", row.get("objective").asDouble() + 1).put("bound", row.get("objective").asDouble() + 1).put("checked", row.get("checked").asDouble() + 1);
        lines.set(k, JsonInput.MAPPER.writeValueAsString(row));
        Files.write(results, lines);
        CliRun.Result r = CliRun.run(cmd);
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("DISAGREE " + row.get("instance").asText() + " (as stated): proofs differ"), r.out());
        assertTrue(r.out().contains("replay: ./gaplab dag solve ") && r.out().contains("--method cpsat"), r.out());
    }

    @Test
    void badRequestsAreOneLineAndExitTwo() {
        for (String[] args : List.of(new String[]{"crosscheck", "nosuch"}, new String[]{"crosscheck", "dag", "--methods", "exact,etf"},
                new String[]{"crosscheck", "dag", "--methods", "exact"}, new String[]{"crosscheck", "dag", "--param", "colour=red"},
                new String[]{"crosscheck", "dag", "--param", "tasks=9..3"}, new String[]{"crosscheck", "dag", "--count", "0"},
                new String[]{"crosscheck", "unrelated"})) {
            CliRun.Result r = CliRun.run(args);
            assertEquals(2, r.code(), String.join(" ", args) + ": " + r.err());
            assertEquals(1, r.err().lines().count(), r.err());
        }
    }
}
