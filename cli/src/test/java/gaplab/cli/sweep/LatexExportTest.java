package gaplab.cli.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.cli.CliRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code results export --latex}: one booktabs table per problem, a row per method with its ratios,
 * those against a lower bound marked; valid LaTeX structure (and, where pdflatex is installed, a
 * document that compiles).
 */
class LatexExportTest {
    @TempDir
    Path tmp;

    @Test
    void oneTableARowPerMethodWithMarkedUpperBounds() throws Exception {
        Path cfg = tmp.resolve("c.json");
        // a 3-second-free sweep: the heuristics against exact, plus a bound; dag rows without an exact method are rated against the bound
        Files.writeString(cfg, "{\"problem\": \"unrelated\", \"out\": \"" + tmp.resolve("out") + "\", \"instances\": "
                + "{\"generator\": {\"size\": {\"tasks\": 4, \"machines\": 2}, \"seeds\": {\"from\": 1, \"count\": 4}}}, "
                + "\"methods\": [\"minmin\", \"met\", {\"name\": \"@exact\", \"timeLimit\": 5}], \"bounds\": [\"max-shortest-time\"], \"timeLimit\": 5}");
        assertEquals(0, CliRun.run("sweep", cfg.toString()).code());
        Path cfg2 = tmp.resolve("d.json");
        Files.writeString(cfg2, "{\"problem\": \"dag\", \"out\": \"" + tmp.resolve("out2") + "\", \"instances\": "
                + "{\"generator\": {\"size\": {\"tasks\": 6, \"ccr\": \"0\"}, \"seeds\": {\"from\": 1, \"count\": 3}}}, "
                + "\"methods\": [\"etf\", \"dl+A\"], \"bounds\": \"all\"}");
        assertEquals(0, CliRun.run("sweep", cfg2.toString()).code());
        CliRun.Result r = CliRun.run("results", "export", tmp.resolve("out").toString(), tmp.resolve("out2").toString(), "--latex", tmp.resolve("t.tex").toString());
        assertEquals(0, r.code(), r.err());
        String tex = Files.readString(tmp.resolve("t.tex"));
        assertEquals(2, count(tex, "\\begin{table}"), tex);
        assertEquals(2, count(tex, "\\toprule"));
        assertEquals(2, count(tex, "\\bottomrule"));
        assertEquals(count(tex, "{"), count(tex, "}") - count(tex, "\\}") + count(tex, "\\{"), "braces balance");
        List<String> body = tex.lines().filter(l -> l.startsWith("\\texttt{")).toList();
        assertEquals(5, body.size(), tex); // minmin, met, choco; etf, dl+A
        for (String l : body) {
            assertEquals(6, count(l.replace("\\&", ""), "&"), l);
            assertTrue(l.endsWith("\\\\"), l);
        }
        assertTrue(tex.contains("\\texttt{minmin} & 4 & 4 & 0 & "), tex);
        assertTrue(body.stream().anyMatch(l -> l.startsWith("\\texttt{etf}") && l.contains("$\\le$\\,")), "dag rows without an optimum are marked: " + tex);
        assertTrue(tex.contains("tasks $\\le$ 6, no communication (every $\\eta$ = 0)"), "the worst case's class, in LaTeX: " + tex);
        assertTrue(!tex.contains("bound:"), "lower-bound rows are left out");
        compileIfPossible(tex);
    }

    @Test
    void exportNeedsAnOutput() {
        CliRun.Result r = CliRun.run("results", "export", tmp.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("give --csv OUT.csv, --latex OUT.tex, --markdown OUT.md and/or --per-instance OUT.csv"), r.err());
    }

    private void compileIfPossible(String tables) throws Exception {
        if (!gaplab.cli.Processes.canRun("pdflatex", "--version")) return; // no TeX here: the structure above is what is checked
        Path doc = tmp.resolve("doc.tex");
        Files.writeString(doc, "\\documentclass{article}\n\\usepackage{booktabs}\n\\begin{document}\n" + tables + "\\end{document}\n");
        Process p = new ProcessBuilder("pdflatex", "-interaction=nonstopmode", "-halt-on-error", doc.getFileName().toString())
                .directory(tmp.toFile()).redirectErrorStream(true).start();
        String log = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), log);
        assertTrue(Files.size(tmp.resolve("doc.pdf")) > 0);
    }

    private static int count(String s, String part) {
        int n = 0;
        for (int i = s.indexOf(part); i >= 0; i = s.indexOf(part, i + part.length())) n++;
        return n;
    }
}
