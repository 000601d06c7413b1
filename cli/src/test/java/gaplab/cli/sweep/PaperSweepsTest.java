package gaplab.cli.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.cli.CliRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each seed paper's sweep config in examples/ runs (a few seconds each) and its report shows the paper's figures, linked as SVG, PDF and PNG. */
class PaperSweepsTest {

    @Test
    void everyPaperSweepRunsAndItsReportShowsThePapersFigures(@TempDir Path tmp) throws Exception {
        Map<String, List<String>> figures = Map.of(
                "dag", List.of("Fig._7_", "Fig._8_", "Fig._9_", "Figs._7-9_in_the_paper", "Figs._10-12_"),
                "grid", List.of("Grid_fig._2_", "Grid_fig._3_"),
                "collective", List.of("Theorem_1", "time_per_unit_in_1_4"),
                "unrelated", List.of("Seed_004_figs._1-4"));
        for (var e : figures.entrySet()) {
            Path out = tmp.resolve(e.getKey());
            CliRun.Result s = CliRun.run("sweep", "../examples/sweep-" + e.getKey() + "-paper.json", "--out", out.toString(), "--quiet");
            assertEquals(0, s.code(), e.getKey());
            assertEquals(0, CliRun.run("report", out.toString(), "--out", out.resolve("report").toString()).code(), e.getKey());
            String html = Files.readString(out.resolve("report/index.html"));
            assertTrue(html.contains("The paper's figures"), e.getKey());
            for (String f : e.getValue()) {
                List<Path> files;
                try (var l = Files.list(out.resolve("report/figures"))) { files = l.filter(p -> p.getFileName().toString().contains(f)).toList(); }
                assertEquals(3, files.size(), e.getKey() + ": " + f + " as SVG, PDF and PNG");
                for (Path p : files) assertTrue(html.contains("figures/" + p.getFileName()), "linked: " + p.getFileName());
            }
            assertTrue(html.contains("examples/sweep-" + e.getKey() + "-paper.json"), "the caption names the command");
        }
    }
}
