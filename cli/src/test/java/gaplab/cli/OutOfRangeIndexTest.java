package gaplab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A solution that names a processor or machine that does not exist is an invalid solution (exit 1,
 * "INVALID: ..."), for every problem alike — not bad input — whatever the number (negative, just past
 * the end, beyond 2^31, beyond 2^63).
 */
class OutOfRangeIndexTest {
    @TempDir
    Path tmp;

    static final Path FIXTURES = Path.of("../fixtures/src/main/resources/gaplab/fixtures");

    private void invalid(String problem, Path instance, String solution) throws Exception {
        Path sol = tmp.resolve("sol.json");
        Files.writeString(sol, solution);
        var r = CliRun.run(problem, "check", instance.toString(), sol.toString());
        assertEquals(1, r.code(), problem + " " + solution + ": " + r.out() + r.err());
        assertTrue(r.out().startsWith("INVALID: "), problem + " " + solution + ": " + r.out());
    }

    @Test
    void everyProblemCallsAMissingProcessorInvalid() throws Exception {
        Path dag = FIXTURES.resolve("dag/fork-dup.json");
        var solved = CliRun.run("dag", "solve", dag.toString(), "--method", "etf", "--json");
        String schedule = solved.out();
        for (String bad : new String[]{"-1", "99", "4294967298", "99999999999999999999"})
            invalid("dag", dag, schedule.replaceFirst("\"processor\" : \\d+", "\"processor\" : " + bad));
        Path mmdl = FIXTURES.resolve("mmdl/two-processors.json");
        String round = CliRun.run("mmdl", "solve", mmdl.toString(), "--json").out();
        for (String bad : new String[]{"-3", "2", "4294967298"})
            invalid("mmdl", mmdl, round.replaceFirst("\"to\" : \\d+", "\"to\" : " + bad));
        Path unrelated = FIXTURES.resolve("unrelated/paper-fig1.json");
        String assignment = CliRun.run("unrelated", "solve", unrelated.toString(), "--json").out();
        for (String bad : new String[]{"-1", "7", "4294967298"})
            invalid("unrelated", unrelated, assignment.replaceFirst("\"assignment\" : \\[ \\d+", "\"assignment\" : [ " + bad));
        Path grid = FIXTURES.resolve("grid/strips-5x5-5.json");
        String partition = CliRun.run("grid", "solve", grid.toString(), "--method", "type1", "--json").out();
        invalid("grid", grid, partition.replaceFirst("\"pe\" : \\d+", "\"pe\" : 77"));
    }
}
