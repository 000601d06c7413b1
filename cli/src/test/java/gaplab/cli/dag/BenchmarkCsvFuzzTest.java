package gaplab.cli.dag;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gaplab.model.core.InputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Jazzer fuzzing of {@code bench dag}'s two CSV readers: the optimal-value list (next to a real graph
 * file {@code g.stg}, so fuzzed lines can name it) gives entries with finite published values or one line
 * of bad input; a results CSV being resumed gives rows or skips the line — never another exception.
 */
class BenchmarkCsvFuzzTest {
    @FuzzTest(maxDuration = "10m")
    void optimaLists(byte[] data) throws IOException {
        Path dir = Files.createTempDirectory("gaplab-fuzz");
        try {
            Files.writeString(dir.resolve("g.stg"), "3\n0 0 0\n1 2 1 0\n2 3 1 1\n3 0 1 2\n4 0 1 3\n");
            Path csv = dir.resolve("list.csv");
            Files.write(csv, data);
            for (var e : OptimaCsv.read(csv)) {
                assertTrue(Double.isFinite(e.lower()) && Double.isFinite(e.upper()) && e.lower() <= e.upper() && e.processors() >= 1, e.toString());
                assertTrue(Files.isRegularFile(e.file()), e.toString());
            }
        } catch (InputException expected) {
            // bad input
        } finally {
            try (Stream<Path> s = Files.walk(dir)) {
                for (Path f : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(f);
            }
        }
    }

    @FuzzTest(maxDuration = "10m")
    void resumedRows(byte[] data) {
        String text = new String(data, java.nio.charset.StandardCharsets.UTF_8);
        for (String line : text.lines().toList()) {
            var row = DagBenchmarkCommand.Row.parse(line);
            if (row != null) assertTrue(Double.isFinite(row.lower()) && Double.isFinite(row.upper()), line);
        }
    }
}
