package gaplab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An output path that is a folder, and a count below 1, are bad input: exit 2 and one line naming it. */
class OutputPathTest {
    @TempDir
    Path tmp;

    static final String DAG = "../fixtures/src/main/resources/gaplab/fixtures/dag";

    @Test
    void aFolderAsOutputFileIsBadInput() {
        String[][] cases = {
                {"dag", "convert", DAG + "/fork-dup.json", "--to", "dot", "-o", tmp.toString()},
                {"ratio", "--problem", "unrelated", "--heuristic", "minmin", "--evaluations", "3", "--out", tmp.toString()},
                {"bench", "dag", DAG, "--limit", "1", "--time-limit", "5", "--csv", tmp.toString()},
                {"mmdl", "solve", "../fixtures/src/main/resources/gaplab/fixtures/mmdl/two-processors.json", "--out", tmp.toString()},
                {"bench", "dag", DAG, "--limit", "-1"},
                {"bench", "dag", DAG, "--sample", "0"},
        };
        for (String[] c : cases) {
            var r = CliRun.run(c);
            assertEquals(2, r.code(), String.join(" ", c) + ": " + r.out() + r.err());
            assertTrue(r.err().startsWith("gaplab: ") && r.err().strip().lines().count() == 1, String.join(" ", c) + ": " + r.err());
        }
    }
}
