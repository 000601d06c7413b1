package gaplab.lab.sweep;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gaplab.model.core.InputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Jazzer fuzzing of the sweep config reader (JSON and YAML) and the results-file reader: a config or one
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
}
