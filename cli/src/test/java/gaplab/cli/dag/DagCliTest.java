package gaplab.cli.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import gaplab.cli.CliRun;
import gaplab.model.core.JsonInput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DagCliTest {
    @TempDir Path dir;

    static final String DOT = """
            digraph "g" {
            \tgraph ["Total schedule length"=%s, TargetSystem="Homogeneous-2"];
            \ta [Weight=2];
            \tb [Weight=3];
            \tc [Weight=3];
            \td [Weight=1];
            \ta -> b [Weight=4];
            \ta -> c [Weight=4];
            \tb -> d [Weight=1];
            \tc -> d [Weight=1];
            }
            """;

    Path write(String name, String text) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    @Test
    void solveJsonHasTheDocumentedFields() throws Exception {
        Path g = write("g.dot", DOT.formatted("9"));
        var r = CliRun.run("dag", "solve", g.toString(), "--method", "exact", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode n = JsonInput.MAPPER.readTree(r.out());
        assertEquals("OPTIMAL", n.get("status").asText());
        assertEquals(9, n.get("makespan").asDouble(), 1e-9);
        assertEquals(9, n.get("bound").asDouble(), 1e-9);
        assertTrue(n.get("verified").asBoolean());
        JsonNode s = n.get("schedule").get(0);
        for (String f : new String[]{"task", "processor", "start", "end", "duplicate"}) assertTrue(s.has(f), f);
        // the JSON goes back in through check
        Path sol = write("sol.json", r.out());
        var c = CliRun.run("dag", "check", write("inst.json", CliRun.run("dag", "convert", g.toString(), "--to", "json").out()).toString(), sol.toString());
        assertEquals(0, c.code(), c.out() + c.err());
        assertTrue(c.out().contains("valid"));
        // the second opinion as the reference, on request; an oracle of another variant or a heuristic is bad input
        Path inst = dir.resolve("inst.json");
        var bySecond = CliRun.run("dag", "check", inst.toString(), sol.toString(), "--oracle", "cpsat");
        assertEquals(0, bySecond.code(), bySecond.err());
        assertTrue(bySecond.out().contains("optimum: 9 (proven by cpsat)"), bySecond.out());
        for (String bad : new String[]{"cpsat-dup", "etf", "nosuch"}) {
            var b = CliRun.run("dag", "check", inst.toString(), sol.toString(), "--oracle", bad);
            assertEquals(2, b.code(), bad);
            assertTrue(b.err().startsWith("gaplab: --oracle: "), b.err());
        }
    }

    @Test
    void everyMethodSolvesAndVerifies() throws Exception {
        Path g = write("g.dot", DOT.formatted("9"));
        for (String m : new String[]{"exact-dup", "exact-cp", "etf", "etf+A", "etf+B", "dl", "dl+a", "mh+B"}) {
            var r = CliRun.run("dag", "solve", g.toString(), "--machine", "ring:3", "--method", m, "--picture", dir.resolve(m + ".svg").toString());
            assertEquals(0, r.code(), m + ": " + r.err());
            assertTrue(r.out().contains("verified: yes"), m + ": " + r.out());
            assertTrue(Files.readString(dir.resolve(m + ".svg")).startsWith("<svg"));
        }
        var l = CliRun.run("dag", "methods");
        assertTrue(l.out().contains("exact-dup") && l.out().contains("mh+B"));
    }

    /** --picture-with: a heuristic above the optimum in one figure on one time axis (issue 16), in any of the three formats. */
    @Test
    void aHeuristicAboveTheOptimumInOnePicture() throws Exception {
        String fj = "../fixtures/src/main/resources/gaplab/fixtures/dag/forkjoin7-ring4.json";
        for (String f : new String[]{"svg", "pdf", "png"}) {
            var r = CliRun.run("dag", "solve", fj, "--method", "etf+A", "--picture-with", "exact-dup", "--picture", dir.resolve("pair." + f).toString());
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().contains("(etf+A above exact-dup (optimum), on one scale)"), r.out());
            assertTrue(Files.size(dir.resolve("pair." + f)) > 1000);
        }
        String svg = Files.readString(dir.resolve("pair.svg"));
        assertTrue(svg.contains(">etf+A: makespan 13 (2 of 4 processors used)<") && svg.contains(">exact-dup (optimum): makespan 11"), svg);
        var bad = CliRun.run("dag", "solve", fj, "--picture-with", "exact");
        assertEquals(2, bad.code());
        assertTrue(bad.err().startsWith("gaplab: --picture-with: "), bad.err());
    }

    @Test
    void badInputExitsWithTwoAndOneLine() throws Exception {
        String[][] cases = {
                {"cycle.dot", DOT.formatted("9").replace("c -> d", "d -> a"), "cycle"},
                {"neg.dot", DOT.formatted("9").replace("[Weight=3]", "[Weight=-3]"), "negative"},
                {"bad.stg", "2\n0 0 0\n1 3 0\n2 4 1 7\n3 0 2 1 2\n", "unknown predecessor 7"},
                {"short.stg", "2\n0 0 0\n1 3 x\n", "line 3"},
                {"bad.json", "{\"tasks\": [{\"id\": \"a\", \"time\": 1}], \"arcs\": [{\"from\": \"a\", \"to\": \"q\"}]}", "not a task id"},
        };
        for (String[] c : cases) {
            Path f = write(c[0], c[1]);
            var r = CliRun.run("dag", "solve", f.toString(), "--machine", "complete:2", "--method", "etf");
            assertEquals(2, r.code(), c[0] + ": " + r.out() + r.err());
            String err = r.err().strip();
            assertFalse(err.contains("\n"), err);
            assertTrue(err.startsWith("gaplab: ") && err.contains(c[0]) && err.contains(c[2]), err);
            assertFalse(err.contains("Exception"), err);
        }
        var r = CliRun.run("dag", "solve", write("ok.dot", DOT.formatted("9")).toString(), "--machine", "torus:4");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("torus:4"), r.err());
        r = CliRun.run("dag", "solve", write("nomachine.stg", "1\n0 0 0\n1 3 1 0\n2 0 1 1\n").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--machine"), r.err());
    }

    @Test
    void convertRoundTrips() throws Exception {
        Path g = write("g.stg", "3\n0 0 0\n1 3 1 0\n2 4 1 1\n3 2 1 1\n4 0 2 2 3\n");
        var dot = CliRun.run("dag", "convert", g.toString(), "--to", "dot");
        assertEquals(0, dot.code(), dot.err());
        Path d = write("g.dot", dot.out());
        var json = CliRun.run("dag", "convert", d.toString(), "--to", "json", "--machine", "hypercube:1");
        Path j = write("g.json", json.out());
        var a = CliRun.run("dag", "solve", g.toString(), "--machine", "hypercube:1", "--json");
        var b = CliRun.run("dag", "solve", j.toString(), "--json");
        assertEquals(JsonInput.MAPPER.readTree(a.out()).get("makespan"), JsonInput.MAPPER.readTree(b.out()).get("makespan"));
        assertEquals(7, JsonInput.MAPPER.readTree(b.out()).get("makespan").asDouble(), 1e-9);
    }

    @Test
    void benchmarkAgreesAndFlagsDisagreement() throws Exception {
        Path ok = Files.createDirectories(dir.resolve("ok"));
        Files.writeString(ok.resolve("g.dot"), DOT.formatted("9"));
        var r = CliRun.run("bench", "dag", ok.toString(), "--time-limit", "10");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("agrees") && r.out().contains("proven optimal: 1"), r.out());
        Path bad = Files.createDirectories(dir.resolve("bad"));
        Files.writeString(bad.resolve("g.dot"), DOT.formatted("8"));
        r = CliRun.run("bench", "dag", bad.toString(), "--time-limit", "10");
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains("DISAGREES") && r.out().contains("disagreements: 1"), r.out());
        // with duplication the published optimum (without) is an upper bound: copying a proves 7 < 9; an optimum above it disagrees
        for (String m : new String[]{"exact-dup", "portfolio-dup"}) {
            r = CliRun.run("bench", "dag", ok.toString(), "--method", m, "--time-limit", "10");
            assertEquals(0, r.code(), r.out() + r.err());
            assertTrue(r.out().contains("below the published optimum (duplication helps)") && r.out().contains("disagreements: 0"), r.out());
        }
        Path low = Files.createDirectories(dir.resolve("low"));
        Files.writeString(low.resolve("g.dot"), DOT.formatted("6"));
        r = CliRun.run("bench", "dag", low.toString(), "--method", "exact-dup", "--time-limit", "10");
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains("DISAGREES (duplication optimum above"), r.out());
        // an STG optimal-value CSV
        Path stg = Files.createDirectories(dir.resolve("stg"));
        Files.writeString(stg.resolve("g.stg"), "3\n0 0 0\n1 3 1 0\n2 4 1 1\n3 2 1 1\n4 0 2 2 3\n");
        Files.writeString(stg.resolve("opt.csv"), "g.stg,2,7\ng.stg,1,9\n");
        r = CliRun.run("bench", "dag", stg.resolve("opt.csv").toString(), "--time-limit", "10");
        assertEquals(0, r.code(), r.out());
        assertTrue(r.out().contains("proven optimal: 2"), r.out());
        // an open entry (lower, upper), with the schedules written for 'check', by the second opinion too
        Files.writeString(stg.resolve("open.csv"), "g.stg,2,6,8\n");
        for (String m : new String[]{"exact", "cpsat"}) {
            r = CliRun.run("bench", "dag", stg.resolve("open.csv").toString(), "--method", m, "--schedules", dir.resolve("schedules").toString());
            assertEquals(0, r.code(), r.out() + r.err());
            assertTrue(r.out().contains("inside the open interval"), r.out());
            var c = CliRun.run("dag", "check", dir.resolve("schedules/stg-g-P2.json").toString(), dir.resolve("schedules/stg-g-P2-" + m + ".json").toString());
            assertEquals(0, c.code(), c.out() + c.err());
            assertTrue(c.out().startsWith("valid\nmakespan: 7"), c.out());
        }
    }

    /** A killed benchmark resumes from its CSV: finished rows are kept, a torn last line is redone, nothing twice. */
    @Test
    void benchmarkResumesFromItsCsv() throws Exception {
        Path stg = Files.createDirectories(dir.resolve("stg2"));
        Files.writeString(stg.resolve("g.stg"), "3\n0 0 0\n1 3 1 0\n2 4 1 1\n3 2 1 1\n4 0 2 2 3\n");
        Files.writeString(stg.resolve("opt.csv"), "g.stg,1,9\ng.stg,2,7\ng.stg,3,7\ng.stg,4,7\n");
        Path csv = dir.resolve("bench.csv");
        var r = CliRun.run("bench", "dag", stg.resolve("opt.csv").toString(), "--csv", csv.toString(), "--threads", "2");
        assertEquals(0, r.code(), r.out() + r.err());
        List<String> full = Files.readAllLines(csv);
        assertEquals(5, full.size(), full.toString());
        // a kill: the last row cut in half, one row missing
        String torn = full.get(4).substring(0, full.get(4).length() / 2);
        Files.write(csv, List.of(full.get(0), full.get(1), full.get(2), torn));
        r = CliRun.run("bench", "dag", stg.resolve("opt.csv").toString(), "--csv", csv.toString(), "--resume");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("resuming: 2 of 4"), r.err());
        assertTrue(r.out().contains("instances: 4; proven optimal: 4"), r.out());
        List<String> after = Files.readAllLines(csv);
        assertEquals(5, after.size(), after.toString());
        assertEquals(4, after.stream().skip(1).map(l -> l.split(",")[0] + "@" + l.split(",")[2]).distinct().count(), after.toString());
        r = CliRun.run("bench", "dag", stg.resolve("opt.csv").toString(), "--csv", csv.toString(), "--resume");
        assertTrue(r.err().contains("resuming: 4 of 4"), r.err());
        assertEquals(5, Files.readAllLines(csv).size());
        r = CliRun.run("bench", "dag", stg.resolve("opt.csv").toString(), "--resume");
        assertEquals(2, r.code(), r.err());
    }

    @Test
    void studyRunsShort() throws Exception {
        var r = CliRun.run("dag", "study", "--out", dir.toString(), "--seeds", "1", "--sizes", "20,30", "--exact-graphs", "1", "--exact-tasks", "5", "--time-limit", "5");
        assertEquals(0, r.code(), r.out() + r.err());
        for (String f : new String[]{"speedup.csv", "speedup-mean.csv", "ratio.csv", "fig7-speedup-fine.svg", "fig7-speedup-fine.pdf", "fig7-speedup-fine.png", "fig9-speedup-coarse.svg", "fig12-cpu-mh.svg"})
            assertTrue(Files.exists(dir.resolve(f)), f);
        assertTrue(r.out().contains("ratio to the exact optimum"));
    }

    @Test
    void timingCommandRuns() {
        var r = CliRun.run("bench", "dag-timing", "--tasks", "300", "--machine", "hypercube:3", "--repeat", "1");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("etf+B") && r.out().contains("verified"));
    }
}
