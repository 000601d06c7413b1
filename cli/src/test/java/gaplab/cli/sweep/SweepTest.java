package gaplab.cli.sweep;

import gaplab.lab.sweep.Export;
import gaplab.lab.sweep.Ratios;
import gaplab.lab.sweep.ResultRow;
import gaplab.lab.sweep.ResultsFile;
import gaplab.lab.sweep.Sweep;
import gaplab.lab.sweep.SweepInstances;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.cli.CliRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SweepTest {

    @TempDir
    Path tmp;

    private Path config(String name, String out, String instances, String methods) throws IOException {
        Path c = tmp.resolve(name);
        Files.writeString(c, "{\"problem\": \"unrelated\", \"out\": \"" + tmp.resolve(out) + "\", \"instances\": " + instances
                + ", \"methods\": " + methods + ", \"bounds\": [\"max-shortest-time\"], \"timeLimit\": 5}");
        return c;
    }

    private static final String GEN = "{\"generator\": {\"size\": {\"tasks\": 4, \"machines\": 2}, \"seeds\": {\"from\": 1, \"count\": 6}}}";
    private static final String METHODS = "[\"minmin\", \"mct\", {\"name\": \"@exact\", \"timeLimit\": 5}]";

    private static List<String> lines(Path f) throws IOException {
        return Files.readAllLines(f).stream().filter(s -> !s.isBlank()).collect(Collectors.toList());
    }

    private static List<ResultRow> rows(Path out) throws Exception {
        return ResultsFile.read(out.resolve(Sweep.RESULTS)).rows();
    }

    /** The second opinion is a method like any other in a sweep: every row proven, verified, and equal to exact's. */
    @Test
    void aSweepRunsTheCpSatSecondOpinionBesideExact() throws Exception {
        Path c = tmp.resolve("cpsat.json");
        Files.writeString(c, "{\"problem\": \"dag\", \"out\": \"" + tmp.resolve("cpsat-out") + "\", \"instances\": "
                + "{\"generator\": {\"size\": {\"tasks\": 6}, \"seeds\": {\"from\": 1, \"count\": 4}}}, "
                + "\"methods\": [{\"name\": \"@exact\", \"timeLimit\": 10}, {\"name\": \"cpsat\", \"timeLimit\": 10}], \"bounds\": \"none\"}");
        CliRun.Result r = CliRun.run("sweep", c.toString());
        assertEquals(0, r.code(), r.err());
        List<ResultRow> rs = rows(tmp.resolve("cpsat-out"));
        assertEquals(8, rs.size());
        for (ResultRow row : rs) {
            assertEquals("OPTIMAL", row.status(), row.toString());
            assertTrue(row.verified(), row.toString());
        }
        var byInstance = rs.stream().collect(Collectors.groupingBy(ResultRow::instance));
        assertEquals(4, byInstance.size());
        byInstance.forEach((inst, two) -> assertEquals(two.get(0).objective(), two.get(1).objective(), 1e-9, inst));
    }

    @Test
    void resumeAfterAKillRepeatsNothingAndLosesNothing() throws Exception {
        Path cfg = config("c.json", "out", GEN, METHODS);
        CliRun.Result r = CliRun.run("sweep", cfg.toString(), "--threads", "2");
        assertEquals(0, r.code(), r.err());
        Path results = tmp.resolve("out").resolve(Sweep.RESULTS);
        List<String> full = lines(results);
        assertEquals(6 * 4, full.size());
        Set<String> jobs = rows(tmp.resolve("out")).stream().map(ResultRow::job).collect(Collectors.toSet());
        assertEquals(24, jobs.size());

        // a kill: the last three rows never written, the fourth-last cut in the middle of its line
        List<String> kept = new ArrayList<>(full.subList(0, full.size() - 4));
        String cut = full.get(full.size() - 4);
        String text = String.join("\n", kept) + "\n" + cut.substring(0, cut.length() / 2);
        Files.writeString(results, text);

        CliRun.Result again = CliRun.run("sweep", cfg.toString(), "--threads", "2");
        assertEquals(0, again.code(), again.err());
        assertTrue(again.err().contains("unfinished last line"), again.err());
        assertTrue(again.out().contains("20 already done, 4 run now"), again.out());
        List<String> after = lines(results);
        assertEquals(24, after.size());
        assertEquals(kept, after.subList(0, kept.size()), "finished rows are kept as they were");
        List<ResultRow> rs = rows(tmp.resolve("out"));
        assertEquals(jobs, rs.stream().map(ResultRow::job).collect(Collectors.toSet()));
        assertEquals(24, new HashSet<>(rs.stream().map(ResultRow::job).toList()).size(), "no job twice");

        // a third run has nothing left to do
        CliRun.Result third = CliRun.run("sweep", cfg.toString());
        assertEquals(0, third.code());
        assertTrue(third.out().contains("24 already done, 0 run now"), third.out());
        assertEquals(24, lines(results).size());
    }

    @Test
    void sameConfigGivesTheSameRowsApartFromTimes() throws Exception {
        Path a = config("a.json", "outA", GEN, METHODS);
        Path b = config("b.json", "outB", GEN, METHODS);
        assertEquals(0, CliRun.run("sweep", a.toString(), "--threads", "2").code());
        assertEquals(0, CliRun.run("sweep", b.toString(), "--threads", "1").code());
        Comparator<ResultRow> byJob = Comparator.comparing(ResultRow::job);
        List<ResultRow> ra = rows(tmp.resolve("outA")).stream().map(r -> r.withMillis(0)).sorted(byJob).toList();
        List<ResultRow> rb = rows(tmp.resolve("outB")).stream().map(r -> r.withMillis(0)).sorted(byJob).toList();
        assertEquals(ra, rb);
        assertEquals(Files.readString(tmp.resolve("outA/instances/machines2-tasks4-s3.json")), Files.readString(tmp.resolve("outB/instances/machines2-tasks4-s3.json")));
        // every heuristic row is rated against the proven optimum, never below 1
        for (Ratios.Rated x : Ratios.rate(rows(tmp.resolve("outA")))) {
            if (x.row().isBound()) continue;
            assertTrue(x.row().verified(), x.row().toString());
            assertEquals("optimum", x.reference().kind());
            assertTrue(x.ratio() >= 1 - 1e-9, x.toString());
        }
    }

    @Test
    void csvExportHasEveryRowWithItsRatioAndReplayCommand() throws Exception {
        Path cfg = config("c.json", "out", GEN, METHODS);
        assertEquals(0, CliRun.run("sweep", cfg.toString(), "--csv", tmp.resolve("x.csv").toString()).code());
        CliRun.Result r = CliRun.run("results", "export", tmp.resolve("out").toString(), "--csv", tmp.resolve("y.csv").toString());
        assertEquals(0, r.code(), r.err());
        List<String> y = Files.readAllLines(tmp.resolve("y.csv"));
        assertEquals(Files.readAllLines(tmp.resolve("x.csv")), y);
        assertEquals(String.join(",", Export.COLUMNS), y.get(0));
        assertEquals(25, y.size());
        int ratio = Export.COLUMNS.indexOf("ratio"), method = Export.COLUMNS.indexOf("method"), command = Export.COLUMNS.indexOf("command");
        int rated = 0;
        for (String line : y.subList(1, y.size())) {
            List<String> c = SweepInstances.splitCsv(line);
            assertEquals(Export.COLUMNS.size(), c.size(), line);
            if (c.get(method).startsWith("bound:")) continue;
            assertTrue(Double.parseDouble(c.get(ratio)) >= 1 - 1e-9);
            assertTrue(c.get(command).startsWith("./gaplab unrelated solve ") && c.get(command).contains("--method " + c.get(method)), line);
            rated++;
        }
        assertEquals(18, rated);
        // the replay command of a row gives the row's objective
        int objective = Export.COLUMNS.indexOf("objective");
        for (String line : y.subList(1, 9)) {
            List<String> c = SweepInstances.splitCsv(line);
            if (c.get(command).isEmpty()) continue;   // a bound row
            List<String> args = new ArrayList<>(List.of(c.get(command).split(" ")));
            assertEquals("./gaplab", args.remove(0));
            args.add("--json");
            CliRun.Result rep = CliRun.run(args.toArray(String[]::new));
            assertEquals(0, rep.code(), rep.err());
            double makespan = com.fasterxml.jackson.databind.json.JsonMapper.builder().build().readTree(rep.out()).get("makespan").asDouble();
            assertEquals(Double.parseDouble(c.get(objective)), makespan, 1e-9, line);
        }
    }

    @Test
    void reportHasTablesInlineSvgAndPicturesAndNoExternalAssets() throws Exception {
        Path cfg = config("c.json", "out", "[" + GEN + ", {\"fixtures\": true}]", "\"all\"");
        assertEquals(0, CliRun.run("sweep", cfg.toString()).code());
        CliRun.Result r = CliRun.run("report", tmp.resolve("out").toString(), "--out", tmp.resolve("rep").toString());
        assertEquals(0, r.code(), r.err());
        String html = Files.readString(tmp.resolve("rep/index.html"));
        assertTrue(html.contains("<table class=\"summary\">"));
        assertTrue(html.contains("<svg class=\"chart\""));
        assertTrue(html.contains("Ratio distribution"));
        assertTrue(html.contains("gaplab unrelated solve "));
        for (String m : List.of("minmin", "maxmin", "mct", "sufferage", "met", "olb", "choco")) assertTrue(html.contains(">" + m + "<"), m);
        assertFalse(html.contains("<script"));
        assertFalse(html.replace("xmlns=\"http://www.w3.org/2000/svg\"", "").matches("(?s).*(src|href)=\"(https?:)?//.*"), "no external asset");
        List<String> imgs = new ArrayList<>();
        var m = java.util.regex.Pattern.compile("<img src=\"([^\"]+)\"").matcher(html);
        while (m.find()) imgs.add(m.group(1));
        assertFalse(imgs.isEmpty(), "worst instances have pictures");
        for (String i : imgs) assertTrue(Files.readString(tmp.resolve("rep").resolve(i), StandardCharsets.UTF_8).contains("<svg"), i);
        assertTrue(html.contains("<h4>unrelated instance "), "cards name the instance");
        assertTrue(html.contains("(optimum)"), "a heuristic is drawn with the optimum");
        // every chart and picture is also linked as PDF and PNG (issue 16)
        var links = java.util.regex.Pattern.compile("href=\"((figures|pictures)/[^\"]+\\.(pdf|png))\"").matcher(html);
        int pdf = 0, png = 0;
        while (links.find()) {
            byte[] b = Files.readAllBytes(tmp.resolve("rep").resolve(links.group(1)));
            if (links.group(3).equals("pdf")) { pdf++; assertEquals("%PDF", new String(b, 0, 4, StandardCharsets.ISO_8859_1), links.group(1)); }
            else { png++; assertTrue(javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(b)).getWidth() > 100, links.group(1)); }
        }
        assertTrue(pdf >= imgs.size() + 1 && png == pdf, pdf + " PDF and " + png + " PNG links");
        assertTrue(Files.exists(tmp.resolve("rep/results.csv")));
    }

    @Test
    void yamlConfigAndInstanceListsWithKnownOptima() throws Exception {
        Path inst = Files.createDirectories(tmp.resolve("inst"));
        Files.writeString(inst.resolve("a.json"), "{\"t\": [[2, 3], [3, 2], [4, 4]]}");
        Files.writeString(inst.resolve("b.json"), "{\"t\": [[1, 5], [1, 5], [1, 5], [1, 5]]}");
        Files.writeString(tmp.resolve("list.csv"), "file,optimum\ninst/a.json,6\ninst/b.json,4\n");
        Path y = tmp.resolve("s.yaml");
        Files.writeString(y, "problem: unrelated\nout: " + tmp.resolve("yo") + "\ninstances:\n  - csv: list.csv\n  - directory: inst\n    glob: \"a.*\"\nmethods: [minmin, olb]\nbounds: none\n");
        CliRun.Result r = CliRun.run("sweep", y.toString());
        assertEquals(0, r.code(), r.err());
        List<Ratios.Rated> rated = Ratios.rate(rows(tmp.resolve("yo")));
        assertEquals(6, rated.size());
        for (Ratios.Rated x : rated) {
            if (x.row().instance().equals("a~2")) assertEquals("", x.reference().kind(), "the directory copy has no known optimum");
            else assertEquals("known", x.reference().kind());
        }
    }

    @Test
    void badConfigExitsTwoWithOneLineNamingTheFileAndTheProblem() throws Exception {
        String[][] cases = {
                {"{\"problem\": \"unrelated\", \"instances\": ", "malformed JSON"},
                {"{\"problem\": \"nosuch\", \"instances\": " + GEN + "}", "unknown problem 'nosuch'"},
                {"{\"problem\": \"unrelated\", \"instances\": " + GEN + ", \"methods\": [\"nosuch\"]}", "unknown method 'nosuch'"},
                {"{\"problem\": \"unrelated\", \"instancez\": " + GEN + "}", "unknown field 'instancez'"},
                {"{\"problem\": \"unrelated\", \"instances\": {\"generator\": {\"size\": {\"tasks\": -3}, \"seeds\": [1]}}}", "tasks"},
                {"{\"problem\": \"unrelated\", \"instances\": {\"generator\": {\"seeds\": [1]}}, \"timeLimit\": 0}", "timeLimit"},
                {"{\"problem\": \"unrelated\"}", "missing field 'instances'"},
        };
        int k = 0;
        for (String[] c : cases) {
            Path f = tmp.resolve("bad" + (k++) + ".json");
            Files.writeString(f, c[0].replace("\"instances\"", "\"out\": \"" + tmp.resolve("badout") + "\", \"instances\""));
            CliRun.Result r = CliRun.run("sweep", f.toString());
            assertEquals(2, r.code(), c[0] + " -> " + r.err());
            List<String> err = r.err().lines().toList();
            assertEquals(1, err.size(), r.err());
            assertTrue(err.get(0).startsWith("gaplab: " + f + ": ") && err.get(0).contains(c[1]), err.get(0));
        }
        CliRun.Result r = CliRun.run("sweep", tmp.resolve("missing.json").toString());
        assertEquals(2, r.code());
        assertEquals("gaplab: " + tmp.resolve("missing.json") + ": no such file", r.err().strip());
    }

    @Test
    void referencePrefersProvenThenKnownThenBoundAndFlagsConflicts() {
        ResultRow h = row("h", "heuristic", 12, "FEASIBLE", Double.NaN, true, Double.NaN);
        ResultRow ex = row("x", "exact", 10, "OPTIMAL", 10, true, Double.NaN);
        ResultRow b = row("bound:b", "bound", Double.NaN, "BOUND", 8, false, Double.NaN);
        assertEquals(new Ratios.Reference(10, "optimum", false), Ratios.reference(List.of(h, ex, b)));
        assertEquals(new Ratios.Reference(8, "bound", false), Ratios.reference(List.of(h, b)));
        ResultRow known = row("h2", "heuristic", 12, "FEASIBLE", Double.NaN, true, 11);
        assertEquals(new Ratios.Reference(11, "known", false), Ratios.reference(List.of(known, b)));
        assertTrue(Ratios.reference(List.of(known, ex)).conflict());
        List<Ratios.Rated> rated = Ratios.rate(List.of(h, b));
        assertEquals(1.5, rated.stream().filter(x -> x.row().method().equals("h")).findFirst().orElseThrow().ratio(), 1e-12);
        assertTrue(Ratios.natural("s2", "s10") < 0 && Ratios.natural("s10", "s9") > 0 && Ratios.natural("a", "a") == 0);
    }

    private static ResultRow row(String method, String kind, double obj, String status, double bound, boolean verified, double known) {
        return new ResultRow(method + "-job", "unrelated", "i1", "", java.util.Map.of(), 1, method, kind, 1, java.util.Map.of(), obj, status, bound, 1,
                verified, verified ? obj : Double.NaN, "", known);
    }
}
