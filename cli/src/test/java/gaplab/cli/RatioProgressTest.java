package gaplab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.lab.RatioSearch;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A long ratio search says how far it is: evaluations, those ruled out by a bound, the highest certified ratio seen. */
class RatioProgressTest {
    private static RatioSearch.Evaluation<String> rated(double ratio, boolean certified, String kind) {
        return new RatioSearch.Evaluation<>("i", ratio * 10, 10, kind, certified, ratio, 10);
    }

    @Test
    void silentForAShortSearchThenALinePerPeriod() throws Exception {
        var bytes = new ByteArrayOutputStream();
        var err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        var quiet = new RatioProgress<String>(100, err);   // the default period: a search of milliseconds prints nothing
        quiet.accept(rated(1.2, true, "optimum"));
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));

        var every = new RatioProgress<String>(100, err, 0.05);
        every.accept(rated(1.25, true, "optimum"));
        every.accept(rated(1.9, false, RatioSearch.BOUND_ONLY));   // an upper bound, not certified: not the highest certified
        Thread.sleep(80);
        every.accept(rated(1.1, true, "optimum"));
        String line = bytes.toString(StandardCharsets.UTF_8).trim();
        assertTrue(line.startsWith("ratio: 3 evaluations of 100 + shrinking (1 ruled out by a lower bound), highest certified ratio so far 1.2500"), line);
        assertEquals(1, line.lines().count(), line);
    }
}
