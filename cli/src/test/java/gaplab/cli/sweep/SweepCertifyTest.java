package gaplab.cli.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.cli.CliRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sweep option {@code "certify": DIR} (issue 35 item 7; docs/sweeps.md, "Certificates"): every proven
 * optimum of a sweep (grids, unrelated machines, task graphs) gets a folder {@code DIR/<instance>--<method>}
 * whose certificate the checker accepts; the heuristics' rows get none; a second run keeps them all; a
 * removed or tampered certificate is written again; {@code summary.csv} lists each.
 */
class SweepCertifyTest {

    private static String config(Path tmp, String problem, String instances, String methods) throws Exception {
        Path cfg = tmp.resolve(problem + ".json");
        Files.writeString(cfg, "{\"problem\": \"" + problem + "\", \"certify\": \"" + tmp.resolve(problem + "-certs") + "\", \"bounds\": \"none\","
                + " \"instances\": " + instances + ", \"methods\": " + methods + "}");
        return cfg.toString();
    }

    @Test
    void everyProvenOptimumCertifiedKeptOnResumeAndRedoneWhenTampered(@TempDir Path tmp) throws Exception {
        String cfg = config(tmp, "grid", "{\"generator\": {\"size\": {\"width\": 4, \"height\": 4, \"pes\": 3, \"commCost\": 0}, \"seeds\": {\"from\": 1, \"count\": 3}}}",
                "[\"exact\", \"type2\"]");
        CliRun.Result r = CliRun.run("sweep", cfg, "--out", tmp.resolve("grid-out").toString(), "--threads", "1", "--quiet");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("certified: 3 of 3 proven optima"), r.out());
        Path certs = tmp.resolve("grid-certs");
        List<String> summary = Files.readAllLines(certs.resolve("summary.csv"));
        assertEquals(4, summary.size(), String.join("\n", summary));
        try (var s = Files.list(certs)) {
            List<Path> dirs = s.filter(Files::isDirectory).sorted().toList();
            assertEquals(3, dirs.size());
            for (Path d : dirs) {
                assertTrue(d.getFileName().toString().endsWith("--exact"), d.toString());
                CliRun.Result c = CliRun.run("certificate", "check", d.toString());
                assertEquals(0, c.code(), c.out());
            }
            r = CliRun.run("sweep", cfg, "--out", tmp.resolve("grid-out").toString(), "--threads", "1", "--quiet");
            assertTrue(r.out().contains("certified: 3 of 3 proven optima (by a proof 0, by a bound 0, kept from an earlier run 3)"), r.out());
            Files.delete(dirs.get(0).resolve("certificate.json"));
            Path cert = dirs.get(1).resolve("certificate.json");
            Files.writeString(cert, Files.readString(cert).replaceFirst("\"optimum\" : (\\d+)", "\"optimum\" : 1"));
            r = CliRun.run("sweep", cfg, "--out", tmp.resolve("grid-out").toString(), "--threads", "1", "--quiet");
            assertTrue(r.out().contains("certified: 3 of 3 proven optima") && r.out().contains("kept from an earlier run 1)"), r.out());
        }
    }

    @Test
    void unrelatedMachinesAndTaskGraphsToo(@TempDir Path tmp) throws Exception {
        String cfg = config(tmp, "unrelated", "{\"generator\": {\"size\": {\"tasks\": 6, \"machines\": 2}, \"seeds\": [1, 2]}}", "[\"choco\", \"minmin\"]");
        CliRun.Result r = CliRun.run("sweep", cfg, "--out", tmp.resolve("u-out").toString(), "--threads", "1", "--quiet");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("certified: 2 of 2 proven optima"), r.out());
        cfg = config(tmp, "dag", "{\"generator\": {\"size\": {\"tasks\": 6, \"processors\": 2}, \"seeds\": [1, 2]}}", "[\"exact\", \"exact-dup\", \"etf\"]");
        r = CliRun.run("sweep", cfg, "--out", tmp.resolve("d-out").toString(), "--threads", "1", "--quiet");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("certified: 4 of 4 proven optima"), r.out());
        assertTrue(Files.exists(tmp.resolve("dag-certs").resolve("processors2-tasks6-s1--exact-dup").resolve("certificate.json")));
    }
}
