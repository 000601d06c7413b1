package gaplab.lab.sweep;

import gaplab.lab.sweep.Export;
import gaplab.lab.sweep.FigureRecipes;
import gaplab.lab.sweep.Ratios;
import gaplab.lab.sweep.Replay;
import gaplab.lab.sweep.Stats;
import gaplab.lab.sweep.ResultRow;
import gaplab.lab.sweep.Results;
import gaplab.plot.Drawing;
import gaplab.plot.Plot;
import gaplab.plot.Fmt;
import gaplab.model.core.Problem;
import gaplab.catalog.Problems;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The static HTML report: one {@code index.html} with inline SVG charts and CSS (no script, no external
 * asset), each chart also as SVG, PDF and PNG in {@code figures/}, the worst instances' pictures in
 * {@code pictures/} ({@link WorstCards}), and {@code results.csv}. Works for any
 * problem in the results; the paper-figure recipes ({@link FigureRecipes}) add plots where the data allows.
 */
public final class Report {
    private Report() {}

    /** What was written. */
    public record Written(Path index, int problems, int rows, int pictures) {}

    /** Re-runs of the worst instances: skip an exact re-run that took longer than this in the sweep. */
    static final long RERUN_EXACT_MAX_MILLIS = 2000;

    static final int WORST_SHOWN = 6;

    public static Written write(List<Results.Loaded> loaded, Path dir, String command) throws IOException {
        Files.createDirectories(dir.resolve("pictures"));
        Files.createDirectories(dir.resolve("figures"));
        List<Export.Located> all = new ArrayList<>();
        for (Results.Loaded l : loaded) all.addAll(l.rows());
        Export.write(all, dir.resolve("results.csv"));
        Map<String, List<Export.Located>> byProblem = new LinkedHashMap<>();
        for (Problem<?, ?> p : Problems.all()) byProblem.put(p.name(), new ArrayList<>());
        for (Export.Located l : all) byProblem.computeIfAbsent(l.rated().row().problem(), k -> new ArrayList<>()).add(l);
        byProblem.values().removeIf(List::isEmpty);
        Set<String> sweepCmds = new LinkedHashSet<>();
        for (Results.Loaded l : loaded) if (!l.sweepCommand().isEmpty()) sweepCmds.add(l.sweepCommand());
        Map<Path, String> cmdByDir = new LinkedHashMap<>();
        for (Results.Loaded l : loaded) for (Export.Located r : l.rows()) cmdByDir.putIfAbsent(r.resultsDir(), l.sweepCommand());

        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>gaplab report</title>\n<style>\n").append(CSS).append("</style>\n</head>\n<body>\n");
        h.append("<header><div class=\"wrap\"><h1>gaplab report</h1><p>How far is each method from the proven optimum? ")
                .append(all.size()).append(" result rows from ").append(loaded.size()).append(" results file(s); every solution re-verified by the problem's independent checker.</p>\n<nav>");
        for (String p : byProblem.keySet()) h.append("<a href=\"#p-").append(esc(p)).append("\">").append(esc(p)).append("</a>");
        h.append("<a href=\"results.csv\">results.csv</a></nav></div></header>\n<main class=\"wrap\">\n");
        h.append("<section class=\"how\"><h2>Reproduce</h2><ul>");
        for (String c : sweepCmds) h.append("<li><code>").append(esc(c)).append("</code> — runs (or resumes) the sweep; finished rows are kept</li>");
        h.append("<li><code>").append(esc(command)).append("</code> — writes this report (").append(esc(gaplab.model.core.Build.describe())).append(")</li>");
        java.util.TreeMap<String, Integer> commits = new java.util.TreeMap<>();
        for (Results.Loaded l : loaded) for (Export.Located r : l.rows()) commits.merge(r.rated().row().commit(), 1, Integer::sum);
        h.append("<li>rows made by gaplab commit(s): ").append(esc(commits.entrySet().stream().map(e -> e.getKey() + " (" + e.getValue() + " rows)").collect(java.util.stream.Collectors.joining(", ")))).append("</li>");
        h.append("<li>each worst instance below lists the <code>gaplab … solve</code> command that replays it; <a href=\"results.csv\">results.csv</a> has one for every row (column <code>command</code>)</li></ul>");
        h.append("<p class=\"note\">Ratio = objective recomputed by the checker / reference. Reference: the proven optimum (a verified OPTIMAL row), else the known optimum")
                .append(" of the instance list, else the best lower bound — then the ratio is only an upper bound on the true ratio, marked <span class=\"flag\">≤</span>.</p></section>\n");
        int pictures = 0;
        for (var e : byProblem.entrySet()) pictures += problemSection(h, e.getKey(), e.getValue(), dir, FigureRecipes.provenance(e.getValue(), cmdByDir));
        h.append("</main>\n<footer class=\"wrap\">Written by <code>gaplab report</code>. Static page: no script, no external asset.</footer>\n</body>\n</html>\n");
        Path index = dir.resolve("index.html");
        Files.writeString(index, h.toString());
        return new Written(index, byProblem.size(), all.size(), pictures);
    }

    private static int problemSection(StringBuilder h, String problem, List<Export.Located> rows, Path dir, String provenance) throws IOException {
        Optional<Problem<?, ?>> p = Problems.byName(problem);
        h.append("<section class=\"problem\" id=\"p-").append(esc(problem)).append("\">\n<h2>").append(esc(problem))
                .append(p.map(x -> " <small>" + esc(x.title()) + " — objective: " + esc(x.objectiveName()) + " (smaller is better)</small>").orElse(""))
                .append("</h2>\n");
        Set<String> instances = new LinkedHashSet<>();
        for (Export.Located l : rows) instances.add(l.rated().row().instance());
        Map<String, List<Ratios.Rated>> byMethod = new LinkedHashMap<>();
        for (Export.Located l : rows) {
            byMethod.computeIfAbsent(l.rated().row().method(), k -> new ArrayList<>()).add(l.rated());
        }
        long proven = 0, vsBound = 0;
        Map<String, Ratios.Reference> refByInst = new TreeMap<>();
        for (Export.Located l : rows) refByInst.putIfAbsent(l.resultsDir() + "\u0000" + l.rated().row().instance(), l.rated().reference());
        for (Ratios.Reference r : refByInst.values()) { if (r.kind().equals("optimum") || r.kind().equals("known")) proven++; else if (r.kind().equals("bound")) vsBound++; }
        long conflicts = refByInst.values().stream().filter(Ratios.Reference::conflict).count();
        h.append("<p>").append(instances.size()).append(" instance(s), ").append(byMethod.size()).append(" method(s) and bound(s), ").append(rows.size())
                .append(" rows. Reference: optimum for ").append(proven).append(" instance(s), lower bound only for ").append(vsBound).append(".");
        if (conflicts > 0) h.append(" <span class=\"bad\">").append(conflicts).append(" instance(s) with CONFLICTING optima (two proven values, or a proven and a known one, differ): see results.csv.</span>");
        h.append("</p>\n");

        // summary table
        List<String> replays = new ArrayList<>();
        h.append("<h3>Summary per method</h3>\n<div class=\"scroll\"><table class=\"summary\">\n<thead><tr><th>method</th><th>kind</th><th>rows</th><th>verified</th><th>proven optimal</th>")
                .append("<th>mean ratio</th><th>worst ratio</th><th title=\"ratios taken against an optimum / against a lower bound only\">vs opt / bound</th><th>mean time</th><th>max time</th><th>worst instance</th></tr></thead>\n<tbody>\n");
        for (var e : byMethod.entrySet()) {
            Stats s = Stats.of(e.getValue());
            ResultRow first = e.getValue().get(0).row();
            h.append("<tr><td class=\"m\">").append(esc(e.getKey())).append("</td><td>").append(esc(first.kind())).append("</td><td>").append(s.rows()).append("</td>");
            if (s.isBound()) {
                // a bound's quality: bound / reference optimum (≤ 1; 1 = tight)
                double sum = 0, min = Double.NaN;
                int n = 0;
                for (Ratios.Rated r : e.getValue()) {
                    double q = BoundQuality.of(r);
                    if (Double.isNaN(q)) continue;
                    sum += q; n++;
                    if (Double.isNaN(min) || q < min) min = q;
                }
                h.append("<td>—</td><td>—</td><td title=\"bound / optimum\">").append(n == 0 ? "—" : Fmt.ratio(sum / n))
                        .append("</td><td title=\"lowest bound / optimum\">").append(n == 0 ? "—" : Fmt.ratio(min))
                        .append("</td><td>").append(n).append(" / —</td>");
            } else {
                String fl = s.vsBound() > 0 ? "<span class=\"flag\" title=\"some ratios are against a lower bound only\">≤</span>" : "";
                h.append("<td").append(s.verified() < s.withSolution() ? " class=\"bad\"" : "").append(">").append(s.verified()).append("</td><td>").append(s.proven()).append("</td>")
                        .append("<td>").append(fl).append(Fmt.ratio(s.meanRatio())).append("</td><td>").append(fl).append(Fmt.ratio(s.worstRatio())).append("</td>")
                        .append("<td>").append(s.rated() - s.vsBound()).append(" / ").append(s.vsBound()).append("</td>");
            }
            h.append("<td>").append(ms(s.meanMillis())).append("</td><td>").append(ms(s.maxMillis())).append("</td><td class=\"wi\">");
            if (s.worst() != null) {
                Path d = findDir(rows, s.worst());
                String cmd = d == null ? "" : Replay.command(d, s.worst().row());
                h.append(esc(s.worst().row().instance())).append("<br><span class=\"note\">class: ").append(esc(Ratios.classOf(s.worst().row()))).append("</span>");
                if (!cmd.isEmpty()) replays.add("<li><b>" + esc(e.getKey()) + "</b> (ratio " + Fmt.ratio(s.worstRatio()) + " on " + esc(s.worst().row().instance()) + "): <code>" + esc(cmd) + "</code></li>");
            } else if (s.errors() > 0) h.append("<span class=\"bad\">").append(s.errors()).append(" error(s)</span>");
            else h.append("—");
            h.append("</td></tr>\n");
        }
        h.append("</tbody></table></div>\n");
        if (!replays.isEmpty()) h.append("<details class=\"replays\" open><summary>Replay each method's worst instance</summary><ul>").append(String.join("", replays)).append("</ul></details>\n");
        h.append("<p class=\"note\">Means, counts and times come from the sweep command(s) above; a ratio marked <span class=\"flag\">≤</span> is against a lower bound only. A lower bound's row shows the mean and the weakest (lowest) bound / optimum in the ratio columns (1 = tight).</p>\n");

        // one colour per method, the same in every chart of this problem
        Map<String, Integer> colors = new LinkedHashMap<>();
        for (String m : byMethod.keySet()) colors.put(m, colors.size());

        // ratio distribution
        List<Plot.Series> ecdf = new ArrayList<>();
        for (var e : byMethod.entrySet()) {
            double[] rs = e.getValue().stream().mapToDouble(Ratios.Rated::ratio).filter(Double::isFinite).sorted().toArray();
            if (rs.length == 0) continue;
            double[] ys = new double[rs.length];
            for (int i = 0; i < rs.length; i++) ys[i] = (i + 1.0) / rs.length;
            ecdf.add(new Plot.Series(e.getKey(), rs, ys));
        }
        h.append("<h3>Ratio distribution</h3>\n");
        h.append(ReportFiles.figure(ecdf.isEmpty() ? null : Plot.chart("Share of " + problem + " instances with ratio ≤ x, per method", "ratio to the reference (1 = optimal)",
                "share of instances", ecdf, true, false, Double.NaN, colors), "Empirical distribution of the ratio per method: a curve further left and higher is better; a vertical line at 1 means always optimal (coinciding curves hide each other).",
                dir, problem + "-ratio-distribution", "No ratios: no reference value (optimum or bound) for these instances."));

        // time and ratio vs size
        String sizeKey = sizeKey(rows);
        h.append("<h3>Time vs instance size</h3>\n");
        if (sizeKey == null) h.append("<p class=\"note\">The instances' size does not vary (or is not known: instance files carry no generator size), so there is no size axis.</p>\n");
        else {
            List<Plot.Series> time = new ArrayList<>(), ratio = new ArrayList<>();
            for (var e : byMethod.entrySet()) {
                TreeMap<Double, double[]> t = new TreeMap<>(), r = new TreeMap<>();
                for (Ratios.Rated x : e.getValue()) {
                    double sz = num(x.row().size().get(sizeKey));
                    if (Double.isNaN(sz)) continue;
                    double[] a = t.computeIfAbsent(sz, k -> new double[2]);
                    a[0] += x.row().millis(); a[1]++;
                    if (Double.isFinite(x.ratio())) { double[] b = r.computeIfAbsent(sz, k -> new double[2]); b[0] += x.ratio(); b[1]++; }
                }
                if (!t.isEmpty()) time.add(series(e.getKey(), t, 0.001));
                if (!r.isEmpty()) ratio.add(series(e.getKey(), r, 0));
            }
            h.append("<div class=\"figs\">").append(ReportFiles.figure(Plot.chart(problem + ": mean time per job vs " + sizeKey, sizeKey, "mean time per job (ms, log scale)", time, false, true, Double.NaN, colors),
                    "Mean wall-clock time per method (jobs shorter than 1 µs are drawn at 1 µs).", dir, problem + "-time-vs-" + sizeKey, "No times to draw."));
            if (!ratio.isEmpty()) h.append(ReportFiles.figure(Plot.chart(problem + ": mean ratio vs " + sizeKey, sizeKey, "mean ratio to the reference", ratio, false, false, 1.0, colors),
                    "Mean ratio to the reference per method; the grey dashed line is 1 (optimal).", dir, problem + "-ratio-vs-" + sizeKey, ""));
            Drawing bounds = BoundQuality.figure(problem, sizeKey, byMethod, colors);
            if (bounds != null) h.append(ReportFiles.figure(bounds, "Each lower bound / the optimum (proven or known) per size: the mean, whiskers from the least to the largest; 1 = tight.",
                    dir, problem + "-bound-quality-vs-" + sizeKey, ""));
            h.append("</div>\n");
        }

        // the papers' figures, where the data allows
        List<FigureRecipes.Figure> figs = FigureRecipes.render(problem, rows, colors, provenance);
        if (!figs.isEmpty()) {
            h.append("<h3>The paper's figures</h3>\n<div class=\"figs\">");
            for (FigureRecipes.Figure f : figs)
                h.append(ReportFiles.figure(f.drawing(), f.caption(), dir, problem + "-" + (f.drawing() == null ? "" : f.drawing().title()), f.caption()));
            h.append("</div>\n");
        }

        // worst instances
        h.append("<h3 id=\"worst-").append(esc(problem)).append("\">Worst instances</h3>\n");
        List<Export.Located> worst = new ArrayList<>();
        Set<String> methodsShown = new TreeSet<>();
        List<Export.Located> cands = new ArrayList<>(rows);
        cands.removeIf(l -> l.rated().row().isBound() || !(l.rated().ratio() > 1 + 1e-9) || !Double.isFinite(l.rated().ratio()));
        cands.sort(Comparator.comparingDouble((Export.Located l) -> -l.rated().ratio()).thenComparing(l -> l.rated().row().instance(), Ratios::natural));
        for (Export.Located l : cands) if (worst.size() < WORST_SHOWN && methodsShown.add(l.rated().row().method())) worst.add(l);
        int pics = 0;
        if (worst.isEmpty()) h.append("<p class=\"note\">Every method matched the reference on every rated instance.</p>\n");
        else {
            h.append("<p class=\"note\">The worst instance of each method (largest ratio first), re-run from the saved instance file to draw it.</p>\n<div class=\"cards\">\n");
            pics += WorstCards.write(h, p.orElse(null), worst, rows, dir);
            h.append("</div>\n");
        }
        h.append("</section>\n");
        return pics;
    }

    private static Path findDir(List<Export.Located> rows, Ratios.Rated r) {
        for (Export.Located l : rows) if (l.rated() == r) return l.resultsDir();
        return null;
    }

    private static Plot.Series series(String name, TreeMap<Double, double[]> m, double floor) {
        double[] xs = new double[m.size()], ys = new double[m.size()];
        int i = 0;
        for (var e : m.entrySet()) { xs[i] = e.getKey(); ys[i] = Math.max(floor, e.getValue()[0] / e.getValue()[1]); i++; }
        return new Plot.Series(name, xs, ys);
    }

    /** The numeric size option with the most distinct values (at least two), or null. */
    static String sizeKey(List<Export.Located> rows) {
        Map<String, Set<Double>> vals = new TreeMap<>();
        Set<String> nonNumeric = new TreeSet<>();
        for (Export.Located l : rows) for (var e : l.rated().row().size().entrySet()) {
            double v = num(e.getValue());
            if (Double.isNaN(v)) nonNumeric.add(e.getKey());
            else vals.computeIfAbsent(e.getKey(), k -> new TreeSet<>()).add(v);
        }
        String best = null;
        int n = 1;
        for (var e : vals.entrySet()) if (!nonNumeric.contains(e.getKey()) && e.getValue().size() > n) { best = e.getKey(); n = e.getValue().size(); }
        return best;
    }

    static double num(String s) {
        if (s == null) return Double.NaN;
        try {
            double v = Double.parseDouble(s.trim());
            return Double.isFinite(v) ? v : Double.NaN;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    static String refText(Ratios.Reference ref) {
        return switch (ref.kind()) {
            case "optimum" -> "proven optimum";
            case "known" -> "known optimum";
            case "bound" -> "best lower bound: an upper bound on the true ratio";
            default -> "no reference";
        };
    }

    public static String ms(double v) {
        if (Double.isNaN(v)) return "—";
        if (v >= 10_000) return Fmt.num(Math.round(v / 100) / 10.0) + " s";
        if (v >= 100) return Fmt.num(Math.round(v)) + " ms";
        if (v >= 1) return Fmt.num(Math.round(v * 10) / 10.0) + " ms";
        return Fmt.num(Math.round(v * 1000) / 1000.0) + " ms";
    }

    static String esc(String s) { return Fmt.esc(s); }

    static final String CSS = """
            :root { --ink: #1d2330; --muted: #5b6474; --line: #dde2ea; --head: #203047; --accent: #4e79a7; --bad: #c0392b; }
            * { box-sizing: border-box; }
            body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: var(--ink); background: #f6f7f9; }
            .wrap { max-width: 1180px; margin: 0 auto; padding: 0 24px; }
            header { background: var(--head); color: #fff; padding: 18px 0 14px; }
            header h1 { margin: 0 0 4px; font-size: 24px; letter-spacing: .2px; }
            header p { margin: 0 0 10px; color: #c9d3e3; }
            nav a { color: #fff; background: rgba(255,255,255,.12); border-radius: 14px; padding: 3px 12px; margin-right: 8px; text-decoration: none; font-size: 14px; }
            nav a:hover { background: rgba(255,255,255,.25); }
            section { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 8px 22px 18px; margin: 20px 0; }
            h2 { font-size: 21px; margin: 14px 0 6px; }
            h2 small { font-size: 14px; font-weight: normal; color: var(--muted); }
            h3 { font-size: 16px; margin: 22px 0 8px; color: var(--head); border-bottom: 1px solid var(--line); padding-bottom: 4px; }
            h4 { margin: 0 0 4px; font-size: 15px; }
            code { font: 12.5px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #f0f2f6; padding: 1px 5px; border-radius: 4px; word-break: break-all; }
            .scroll { overflow-x: auto; }
            table { border-collapse: collapse; width: 100%; font-size: 14px; }
            th { text-align: left; font-weight: 600; color: var(--muted); border-bottom: 2px solid var(--line); padding: 6px 8px; vertical-align: bottom; }
            td { border-bottom: 1px solid var(--line); padding: 6px 8px; vertical-align: top; font-variant-numeric: tabular-nums; white-space: nowrap; }
            tbody tr:nth-child(even) { background: #fafbfc; }
            td.m { font-weight: 600; white-space: nowrap; }
            td.wi { white-space: normal; overflow-wrap: anywhere; min-width: 140px; font-size: 13px; }
            details.replays { margin: 8px 0; font-size: 13.5px; }
            details.replays summary { cursor: pointer; color: var(--head); font-weight: 600; }
            details.replays ul { margin: 4px 0; padding-left: 20px; }
            .flag { color: #a05a00; font-weight: 700; margin-right: 2px; }
            .bad { color: var(--bad); font-weight: 600; }
            .note { color: var(--muted); font-size: 14px; }
            figure { margin: 10px 0; }
            figcaption { color: var(--muted); font-size: 13px; margin-top: 2px; max-width: 720px; }
            .figs { display: flex; flex-wrap: wrap; gap: 8px 24px; }
            svg.chart { max-width: 100%; height: auto; background: #fff; }
            .cards { display: grid; grid-template-columns: 1fr; gap: 16px; }
            .card { border: 1px solid var(--line); border-radius: 8px; padding: 12px 14px; background: #fcfcfd; }
            .card p { margin: 4px 0; }
            .pics { display: flex; flex-wrap: wrap; gap: 10px; }
            .pic img { max-width: 100%; height: auto; border: 1px solid var(--line); border-radius: 4px; background: #fff; }
            .dl { white-space: nowrap; }
            .dl a { color: var(--accent); }
            .how ul { margin: 6px 0; padding-left: 20px; }
            footer { color: var(--muted); font-size: 13px; padding: 8px 24px 30px; }
            """;
}
