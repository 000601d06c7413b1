package gaplab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 34, the promise that no verdict depends on the unit of time, through the command line and batch
 * (docs/limits.md, "How checkers compare numbers"): the two schedules that fooled the checker's fixed
 * slack are INVALID, a claim is judged on every path, check takes solve's instance options, tiny units
 * are accepted, and a schedule computed in floating point stays valid.
 */
class NumericPolicyTest {
    @TempDir
    Path dir;

    private Path file(String name, String text) throws Exception {
        return Files.writeString(dir.resolve(name), text);
    }

    /** fork-dup.json in units of 10^-8 (task times 1e-8, 3e-8, 3e-8, messages 3e-8). */
    private Path tinyFork() throws Exception {
        return file("tiny.json", "{\"graph\": {\"name\": \"fork-dup-1e-8\", \"tasks\": [{\"id\": \"T1\", \"time\": 1e-8}, {\"id\": \"T2\", \"time\": 3e-8}, {\"id\": \"T3\", \"time\": 3e-8}],"
                + " \"arcs\": [{\"from\": \"T1\", \"to\": \"T2\", \"messages\": 3e-8}, {\"from\": \"T1\", \"to\": \"T3\", \"messages\": 3e-8}]},"
                + " \"machine\": {\"spec\": \"complete:2\", \"lambda\": [[0, 1], [1, 0]]}}");
    }

    @Test
    void zeroLengthSlotsAtATinyUnitAreInvalid() throws Exception {
        Path sol = file("zero.json", "{\"schedule\": [{\"task\": \"T1\", \"processor\": 0, \"start\": 0, \"end\": 0},"
                + " {\"task\": \"T2\", \"processor\": 0, \"start\": 0, \"end\": 0}, {\"task\": \"T3\", \"processor\": 1, \"start\": 0, \"end\": 0}]}");
        var r = CliRun.run("dag", "check", tinyFork().toString(), sol.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("INVALID: task T1 on processor 0 runs 0 but needs 0.00000001"), r.out());
        JsonNode b = BatchCommand.answer("{\"op\": \"rate\", \"problem\": \"dag\", \"instanceFile\": \"" + tinyFork() + "\", \"solution\": " + Files.readString(sol) + "}", 1, Files.createDirectories(dir.resolve("s")));
        assertFalse(b.get("valid").asBoolean(), b.toString());
        assertFalse(b.has("ratio"), "no ratio for an invalid schedule: " + b);
    }

    @Test
    void anOverlapOfOneHundredthAtTimesNearTenToTheEightIsInvalid() throws Exception {
        Path inst = file("big.json", "{\"graph\": {\"name\": \"two\", \"tasks\": [{\"id\": \"A\", \"time\": 100000000}, {\"id\": \"B\", \"time\": 100000000}], \"arcs\": []},"
                + " \"machine\": {\"spec\": \"complete:1\", \"lambda\": [[0]]}}");
        Path sol = file("overlap.json", "{\"schedule\": [{\"task\": \"A\", \"processor\": 0, \"start\": 0, \"end\": 100000000},"
                + " {\"task\": \"B\", \"processor\": 0, \"start\": 99999999.99, \"end\": 199999999.99}]}");
        var r = CliRun.run("dag", "check", inst.toString(), sol.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("INVALID: tasks A and B overlap on processor 0"), r.out());
        var wide = CliRun.run("dag", "check", inst.toString(), sol.toString(), "--tolerance", "1e-9");
        assertEquals(0, wide.code(), "a tolerance widened on purpose accepts it: " + wide.out() + wide.err());
        assertTrue(wide.out().contains("tolerance: 1.00e-09 relative (given; the checker's own is 1.78e-15)"), wide.out());
        assertEquals(2, CliRun.run("dag", "check", inst.toString(), sol.toString(), "--tolerance", "0.5").code(), "a tolerance above 0.01 is bad input");
    }

    @Test
    void aFloatScheduleIsValidAndAClaimIsJudgedOnEveryPath() throws Exception {
        Path inst = file("chain.json", "{\"graph\": {\"name\": \"chain\", \"tasks\": [{\"id\": \"a\", \"time\": 0.1}, {\"id\": \"b\", \"time\": 0.2}], \"arcs\": [{\"from\": \"a\", \"to\": \"b\", \"messages\": 0.1}]},"
                + " \"machine\": {\"spec\": \"complete:2\", \"lambda\": [[0, 1], [1, 0]]}}");
        // what Python computes: 0.1 + 0.2 = 0.30000000000000004
        String schedule = "\"schedule\": [{\"task\": \"a\", \"processor\": 0, \"start\": 0, \"end\": 0.1}, {\"task\": \"b\", \"processor\": 0, \"start\": 0.1, \"end\": 0.30000000000000004}]";
        Path ok = file("ok.json", "{\"makespan\": 0.30000000000000004, " + schedule + "}");
        assertEquals(0, CliRun.run("dag", "check", inst.toString(), ok.toString()).code());
        String low = "{\"makespan\": 0.297, " + schedule + "}";
        var r = CliRun.run("dag", "check", inst.toString(), file("low.json", low).toString());
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().contains("INVALID: the file claims makespan 0.297"), r.out());
        JsonNode b = BatchCommand.answer("{\"op\": \"check\", \"problem\": \"dag\", \"instanceFile\": \"" + inst + "\", \"solution\": " + low + "}", 1, Files.createDirectories(dir.resolve("s")));
        assertFalse(b.get("valid").asBoolean(), "batch judges the claim too: " + b);
        JsonNode bad = BatchCommand.answer("{\"op\": \"check\", \"problem\": \"dag\", \"instanceFile\": \"" + inst + "\", \"solution\": {\"makespan\": \"abc\", " + schedule + "}}", 1, dir.resolve("s"));
        assertFalse(bad.get("ok").asBoolean(), "a claim that is not a number is bad input: " + bad);
    }

    @Test
    void checkTakesTheInstanceOptionsOfSolve() throws Exception {
        Path graph = file("g.json", "{\"name\": \"pair\", \"tasks\": [{\"id\": \"a\", \"time\": 2}, {\"id\": \"b\", \"time\": 2}], \"arcs\": []}");
        Path sol = file("s.json", "{\"schedule\": [{\"task\": \"a\", \"processor\": 0, \"start\": 0, \"end\": 1}, {\"task\": \"b\", \"processor\": 1, \"start\": 0, \"end\": 1}]}");
        var r = CliRun.run("dag", "check", graph.toString(), sol.toString(), "--machine", "complete:2", "--speeds", "2,2");
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals(1, CliRun.run("dag", "check", graph.toString(), sol.toString(), "--machine", "complete:2").code(), "at speed 1 the tasks need 2");
        JsonNode b = BatchCommand.answer("{\"op\": \"check\", \"problem\": \"dag\", \"instanceFile\": \"" + graph + "\", \"machine\": \"complete:2\", \"speeds\": [2, 2], \"solution\": "
                + Files.readString(sol) + "}", 1, Files.createDirectories(dir.resolve("s")));
        assertTrue(b.get("valid").asBoolean(), b.toString());
        JsonNode u = BatchCommand.answer("{\"op\": \"check\", \"problem\": \"unrelated\", \"instance\": {\"t\": [[1, 2]]}, \"machine\": \"complete:2\", \"solution\": {\"machine\": [0]}}", 1, dir.resolve("s"));
        assertFalse(u.get("ok").asBoolean(), "a problem without instance options refuses them: " + u);
    }

    @Test
    void tinyUnitsAreAcceptedAndOnlyARatioBeyondTenToTheFifteenIsRefused() throws Exception {
        Path saga = file("saga.json", "{\"graph\": {\"name\": \"saga-sink\", \"tasks\": [{\"id\": \"a\", \"time\": 0.5417}, {\"id\": \"b\", \"time\": 5e-10}, {\"id\": \"sink\", \"time\": 1e-9}],"
                + " \"arcs\": [{\"from\": \"a\", \"to\": \"sink\", \"messages\": 1e-9}, {\"from\": \"b\", \"to\": \"sink\", \"messages\": 0.25}]}, \"machine\": {\"spec\": \"complete:2\", \"lambda\": [[0, 1], [1, 0]]}}");
        var r = CliRun.run("dag", "solve", saga.toString(), "--method", "exact", "--time-limit", "10");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("status: OPTIMAL"), r.out());
        Path sagaLike = file("src.json", "{\"graph\": {\"name\": \"src\", \"tasks\": [{\"id\": \"SRC\", \"time\": 1e-9}, {\"id\": \"b\", \"time\": 4343.699}], \"arcs\": [{\"from\": \"SRC\", \"to\": \"b\", \"messages\": 1e-9}]}}");
        assertEquals(0, CliRun.run("dag", "solve", sagaLike.toString(), "--machine", "complete:2").code(), "a SAGA source of 1e-9 beside a runtime of 4343.699 s (ratio 4.3e12)");
        Path wide = file("wide.json", "{\"graph\": {\"name\": \"wide\", \"tasks\": [{\"id\": \"a\", \"time\": 1e-9}, {\"id\": \"b\", \"time\": 10000000}], \"arcs\": []}}");
        var w = CliRun.run("dag", "solve", wide.toString(), "--machine", "complete:2");
        assertEquals(2, w.code(), w.out() + w.err());
        assertTrue(w.err().contains("span more than 15 orders of magnitude") && w.err().lines().count() == 1, w.err());
    }
}
