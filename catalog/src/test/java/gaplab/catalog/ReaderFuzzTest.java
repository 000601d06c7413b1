package gaplab.catalog;

import com.code_intelligence.jazzer.junit.FuzzTest;
import gaplab.model.core.InputException;
import gaplab.model.core.Problem;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DotFormat;
import gaplab.model.dag.StgFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Coverage-guided fuzzing (Jazzer) of every reader: whatever the bytes, a reader returns an instance or
 * throws {@link InputException} (one clear line, exit 2) — never another exception, never a hang. The
 * committed inputs in {@code ReaderFuzzTestInputs/} run in every test run; {@code JAZZER_FUZZ=1} fuzzes.
 */
class ReaderFuzzTest {
    private static Path scratch() throws IOException { return Files.createTempFile("gaplab-fuzz", ".json"); }

    /** Every problem's instance reader (JSON), on the same bytes. */
    @FuzzTest(maxDuration = "10m")
    void instanceFiles(byte[] data) throws IOException {
        Path f = scratch();
        try {
            Files.write(f, data);
            for (Problem<?, ?> p : Problems.all()) {
                try {
                    p.readInstance(f);
                } catch (InputException expected) {
                    // bad input, said in one line
                }
            }
        } finally {
            Files.deleteIfExists(f);
        }
    }

    @FuzzTest(maxDuration = "10m")
    void dotFiles(byte[] data) {
        try {
            DotFormat.parse("fuzz.dot", new String(data, StandardCharsets.UTF_8));
        } catch (InputException expected) {
            // bad input
        }
    }

    @FuzzTest(maxDuration = "10m")
    void stgFiles(byte[] data) {
        try {
            StgFormat.parse("fuzz.stg", new String(data, StandardCharsets.UTF_8));
        } catch (InputException expected) {
            // bad input
        }
    }

    /** Task graphs in JSON: gaplab's own, networkx node-link and WfCommons WfFormat (docs/dag.md). */
    @FuzzTest(maxDuration = "10m")
    void jsonGraphFiles(byte[] data) {
        try {
            DagFormats.parseGraph("fuzz.json", new String(data, StandardCharsets.UTF_8));
        } catch (InputException expected) {
            // bad input
        }
    }

    /** Pegasus DAX (XML). */
    @FuzzTest(maxDuration = "10m")
    void daxFiles(byte[] data) {
        try {
            DagFormats.parseGraph("fuzz.dax", new String(data, StandardCharsets.UTF_8));
        } catch (InputException expected) {
            // bad input
        }
    }

    /** Every problem's solution reader, against one of its fixtures; what it reads, the checker must judge without throwing. */
    @FuzzTest(maxDuration = "10m")
    void solutionFiles(byte[] data) throws IOException {
        Path f = scratch();
        try {
            Files.write(f, data);
            for (Problem<?, ?> p : Problems.all()) judge(p, f);
        } finally {
            Files.deleteIfExists(f);
        }
    }

    private static <I, S> void judge(Problem<I, S> p, Path solution) {
        for (var fixture : p.fixtures().subList(0, 1)) {
            try {
                S s = p.readSolution(solution, fixture.instance());
                p.checker().check(fixture.instance(), s);
            } catch (InputException expected) {
                // bad input
            }
        }
    }
}
