package gaplab.lab.sweep;

import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;

import gaplab.plot.Figures;
import gaplab.plot.Fmt;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The report's worst-instance cards (issue 16): one card per instance (and variant), naming the instance,
 * each method whose worst case it is with its ratio and replay command, and one figure in which the
 * methods' solutions and the proven optimum of the same variant (a duplicating heuristic beside the
 * duplication optimum) share one scale — time axis or grid — written as SVG, PDF and PNG, opened full
 * size by a click. When no optimum of that variant was proven the card says which one is shown.
 */
final class WorstCards {
    private WorstCards() {}

    static final String NO_VARIANT = "no duplication";

    /** Writes the cards; returns the number of figures drawn. */
    static int write(StringBuilder h, Problem<?, ?> p, List<Export.Located> worst, List<Export.Located> rows, Path dir) throws IOException {
        Map<String, List<Export.Located>> groups = new LinkedHashMap<>();
        for (Export.Located l : worst)
            groups.computeIfAbsent(l.resultsDir() + "\u0000" + l.rated().row().instance() + "\u0000" + variant(p, l.rated().row().method()), k -> new ArrayList<>()).add(l);
        int pics = 0;
        for (List<Export.Located> g : groups.values()) pics += card(h, p, g, rows, dir);
        return pics;
    }

    /** The variant a method solves ("" when unknown or the problem as stated). */
    static String variant(Problem<?, ?> p, String method) { return p == null ? "" : variantOf(p, method); }

    private static <I, S> String variantOf(Problem<I, S> p, String method) { return p.method(method).map(p::variant).orElse(""); }

    private static <I, S> int card(StringBuilder h, Problem<I, S> p, List<Export.Located> group, List<Export.Located> rows, Path dir) throws IOException {
        ResultRow first = group.get(0).rated().row();
        h.append("<div class=\"card\" id=\"w-").append(Fmt.esc(ReportFiles.slug(first.problem() + "-" + first.instance() + "-" + first.method()))).append("\"><h4>")
                .append(Fmt.esc(first.problem())).append(" instance ").append(Fmt.esc(first.instance())).append("</h4>\n");
        for (Export.Located l : group) {
            ResultRow r = l.rated().row();
            Ratios.Reference ref = l.rated().reference();
            String cmd = Replay.command(l.resultsDir(), r);
            h.append("<p><b>").append(Fmt.esc(r.method())).append("</b>: ratio <b>").append(ref.kind().equals("bound") ? "≤ " : "").append(Fmt.ratio(l.rated().ratio()))
                    .append("</b> = ").append(Fmt.num(r.checked())).append(" / ").append(Fmt.num(ref.value())).append(" (").append(Fmt.esc(Report.refText(ref))).append(")</p>\n");
            if (!cmd.isEmpty()) h.append("<p class=\"cmd\"><code>").append(Fmt.esc(cmd)).append("</code></p>\n");
        }
        if (p == null) {
            h.append("<p class=\"note\">Problem '").append(Fmt.esc(first.problem())).append("' is not registered in this gaplab: no picture.</p></div>\n");
            return 0;
        }
        List<String> names = new ArrayList<>();
        List<S> sols = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        I in = null;
        Path file = group.get(0).resultsDir().resolve(first.file());
        try {
            if (first.file().isEmpty() || !Files.isRegularFile(file)) throw new InputException(file.toString(), "instance file not found");
            in = p.readInstance(file);
            for (Export.Located l : group) {
                if (tooSlowToRerun(l, l.rated().row().method(), notes)) continue;
                rerun(p, in, l, l.rated().row().method(), names, sols, notes);
            }
            String want = variant(p, first.method());
            Export.Located exact = optimum(p, group, rows, want), any = exact != null ? exact : optimum(p, group, rows, null);
            if (any != null) {
                String v = variant(p, any.rated().row().method());
                String label = any.rated().row().method() + " (optimum" + (v.isEmpty() ? "" : ", " + v) + ")";
                if (exact == null) notes.add("no proven optimum of the " + (want.isEmpty() ? NO_VARIANT : want) + " variant in these results: the optimum shown is "
                        + any.rated().row().method() + " (" + (v.isEmpty() ? NO_VARIANT : v) + ")");
                if (!tooSlowToRerun(any, "the optimum (" + any.rated().row().method() + ")", notes)) rerun(p, in, any, label, names, sols, notes);
            } else notes.add("no proven optimum of this instance in these results");
        } catch (InputException e) {
            notes.add("cannot read the instance: " + e.getMessage());
        }
        int pics = 0;
        if (!sols.isEmpty()) {
            List<String> methods = names.stream().map(n -> n.split(" ")[0]).toList();
            String base = "pictures/" + ReportFiles.slug(first.problem() + "-" + first.instance() + "-" + String.join("+", methods));
            String title = first.problem() + " instance " + first.instance() + ": " + String.join(" vs ", methods);
            for (String f : Figures.FORMATS) Files.deleteIfExists(dir.resolve(base + "." + f));
            for (String f : Figures.FORMATS) p.writePicture(in, title, names, sols, dir.resolve(base + "." + f));
            if (Files.isRegularFile(dir.resolve(base + ".svg"))) {
                h.append("<figure class=\"pic\"><a href=\"").append(Fmt.esc(base)).append(".svg\" title=\"open full size\"><img src=\"").append(Fmt.esc(base))
                        .append(".svg\" alt=\"").append(Fmt.esc(title)).append("\"></a><figcaption>").append(Fmt.esc(String.join(" above ", names)))
                        .append(names.size() > 1 && sols.size() > 1 ? ", on one scale" : "").append(". Click to open full size; ").append(ReportFiles.links(base)).append("</figcaption></figure>");
                pics = 1;
            } else notes.add("this problem draws no picture");
        }
        for (String n : notes) h.append("<p class=\"note\">").append(Fmt.esc(n)).append("</p>");
        h.append("</div>\n");
        return pics;
    }

    /**
     * An exact row that took more than {@link Report#RERUN_EXACT_MAX_MILLIS} in the sweep is not re-run for
     * its picture (a 10-minute search would make the report take as long): a note with its replay command
     * instead. Heuristics are always re-run.
     */
    private static boolean tooSlowToRerun(Export.Located l, String what, List<String> notes) {
        ResultRow r = l.rated().row();
        if (!r.kind().equals("exact") || r.millis() <= Report.RERUN_EXACT_MAX_MILLIS) return false;
        notes.add(what + " took " + Report.ms(r.millis()) + " in the sweep and is not re-run; replay it with " + Replay.command(l.resultsDir(), r));
        return true;
    }

    /** A proven exact row of the group's instance, of variant {@code variant} (null: any), not one of the group's methods. */
    private static Export.Located optimum(Problem<?, ?> p, List<Export.Located> group, List<Export.Located> rows, String variant) {
        ResultRow r = group.get(0).rated().row();
        for (Export.Located o : rows) {
            ResultRow x = o.rated().row();
            if (o.resultsDir().equals(group.get(0).resultsDir()) && x.instance().equals(r.instance()) && x.proven() && x.kind().equals("exact")
                    && group.stream().noneMatch(g -> g.rated().row().method().equals(x.method())) && (variant == null || variant(p, x.method()).equals(variant)))
                return o;
        }
        return null;
    }

    /** Re-runs a row's method on the instance; adds the solution under {@code label}, or a note why there is none. */
    private static <I, S> void rerun(Problem<I, S> p, I in, Export.Located l, String label, List<String> names, List<S> sols, List<String> notes) {
        ResultRow r = l.rated().row();
        try {
            Optional<Solver<I, S>> m = p.method(r.method());
            if (m.isEmpty()) { notes.add(r.method() + ": method not available in this gaplab"); return; }
            double tl = Double.isNaN(r.timeLimit()) ? Options.DEFAULT_TIME_LIMIT : r.timeLimit();
            Outcome<S> o = m.get().solve(in, new Options(tl, r.seed() >= 0 ? r.seed() : 1L, r.params()));
            if (!o.hasSolution()) { notes.add(r.method() + ": the re-run found no solution"); return; }
            double obj = o.objective();
            if (!Double.isNaN(r.objective()) && Ratios.differ(obj, r.objective()))
                notes.add(r.method() + ": re-run objective " + Fmt.num(obj) + " DIFFERS from the row's " + Fmt.num(r.objective()));
            names.add(label);
            sols.add(o.solution());
        } catch (RuntimeException | StackOverflowError e) {
            notes.add(r.method() + ": re-run failed: " + e);
        }
    }
}
