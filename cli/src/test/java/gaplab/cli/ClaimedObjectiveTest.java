package gaplab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code check} verifies the objective a solution file claims: a wrong claim is INVALID, a claim that is not a number is bad input. */
class ClaimedObjectiveTest {
    @TempDir
    Path tmp;

    @Test
    void aWrongClaimIsInvalidAndARightOneValid() throws Exception {
        Path inst = Path.of("../fixtures/src/main/resources/gaplab/fixtures/unrelated/paper-fig4.json");
        Path sol = tmp.resolve("s.json");
        assertEquals(0, CliRun.run("unrelated", "solve", inst.toString(), "--out", sol.toString()).code());
        String text = Files.readString(sol);
        assertEquals(0, CliRun.run("unrelated", "check", inst.toString(), sol.toString()).code());
        for (String field : new String[]{"objective", "makespan"}) {
            Path lie = tmp.resolve(field + ".json");
            Files.writeString(lie, text.replaceFirst("\"" + field + "\" : 3\\.0", "\"" + field + "\" : 2.5"));
            var r = CliRun.run("unrelated", "check", inst.toString(), lie.toString());
            assertEquals(1, r.code(), r.out() + r.err());
            assertTrue(r.out().contains("INVALID: the file claims " + field + " 2.5 but the solution's is 3.0"), r.out());
        }
        Path word = tmp.resolve("word.json");
        Files.writeString(word, text.replaceFirst("\"objective\" : 3\\.0", "\"objective\" : \"three\""));
        var r = CliRun.run("unrelated", "check", inst.toString(), word.toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("field 'objective' must be a number"), r.err());
    }
}
