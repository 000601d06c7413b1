package gaplab.lab.sweep;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gaplab.model.core.InputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Jazzer fuzzing of the sweep config reader (JSON and YAML), the benchmark-list CSV reader and the results-file reader: a config or one
 * line of bad input; a results file's rows, with unreadable lines counted — never another exception.
 */
class SweepReaderFuzzTest {
    @FuzzTest(maxDuration = "10m")
    void configs(byte[] data) throws IOException {
        for (String ext : new String[]{".json", ".yaml"}) {
            Path f = Files.createTempFile("gaplab-fuzz", ext);
            try {
                Files.write(f, data);
                SweepConfig.read(f);
            } catch (InputException expected) {
                // bad input
            } finally {
                Files.deleteIfExists(f);
            }
        }
    }

    @FuzzTest(maxDuration = "10m")
    void resultsFiles(byte[] data) throws IOException {
        Path f = Files.createTempFile("gaplab-fuzz", ".jsonl");
        try {
            Files.write(f, data);
            ResultsFile.read(f);
        } catch (InputException expected) {
            // bad input
        } finally {
            Files.deleteIfExists(f);
        }
    }

    /** A sweep's benchmark list (file, optimum, id), next to one real file it may name. */
    @FuzzTest(maxDuration = "10m")
    void instanceLists(byte[] data) throws IOException {
        Path dir = Files.createTempDirectory("gaplab-fuzz");
        Path csv = dir.resolve("list.csv"), graph = dir.resolve("g.stg");
        try {
            Files.writeString(graph, "1\n0 0 0\n1 2 1 0\n2 0 1 1\n");
            Files.write(csv, data);
            for (var e : SweepInstances.readCsv(csv))
                if (!Double.isNaN(e.optimum()) && !(Double.isFinite(e.optimum()) && e.optimum() >= 0)) throw new AssertionError("optimum " + e.optimum());
        } catch (InputException expected) {
            // bad input
        } finally {
            Files.deleteIfExists(csv);
            Files.deleteIfExists(graph);
            Files.deleteIfExists(dir);
        }
    }
}
