package gaplab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CliSmokeTest {
    @Test
    void helpListsDemoAndExitsZero() {
        var r = CliRun.run("--help");
        assertEquals(0, r.code());
        assertTrue(r.out().contains("demo"), r.out());
    }

    @Test
    void unknownCommandIsUsageErrorWithExitTwo() {
        var r = CliRun.run("no-such-command");
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("gaplab: "), r.err());
    }
}
