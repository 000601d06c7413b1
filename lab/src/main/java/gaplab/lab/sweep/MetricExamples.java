package gaplab.lab.sweep;

import gaplab.analysis.unrelated.Metrics;
import gaplab.catalog.unrelated.UnrelatedProblem;
import gaplab.lab.sweep.FigureRecipes.Figure;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Solver;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.plot.Charts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Performance metrics for heterogeneous machines (seed 004, Suda, figs. 1–4): the paper's metric examples
 * (the fixtures {@code paper-fig1..4}, e.g. {@code examples/sweep-unrelated-paper.json}). Each method's
 * assignment is re-run from the sweep's instance file (the rows keep objectives only) and every metric the
 * paper evaluates on the example is computed on it ({@link Metrics}); a diamond marks the paper's value on
 * the bars whose assignment has the makespan the paper's statement is about ({@link #CLAIMS}).
 */
public final class MetricExamples implements FigureRecipe {

    /** One value the paper states: on {@code instance}, {@code metric} is {@code paper} for an assignment of makespan {@code makespan} (NaN: any). */
    record Claim(String instance, String metric, double makespan, double paper, String where) {}

    /** The paper's own numbers (seed 004 §3.2–§4, the text on figs. 1–4). Fig. 1 prints no number: its bars have no diamond. */
    static final List<Claim> CLAIMS = List.of(
            new Claim("paper-fig1", "m_eff", Double.NaN, Double.NaN, "§3.2 fig. 1: splitting over the speed-1 machines gives a higher m_eff than the faster all-on-speed-3"),
            new Claim("paper-fig2", "S_max", 1, 4, "§3.3 fig. 2: S_max = 4 on two machines"),
            new Claim("paper-fig2", "S^id_totmax", Double.NaN, 2, "§3.3: S^id_totmax = 2 < S_max, so (id) fails"),
            new Claim("paper-fig2", "S^id_locref", 1, 4, "§3.3: S^id_locref = 4 = S_ref"),
            new Claim("paper-fig3", "E_locref", 2, 4.0 / 5, "§3.3 fig. 3: E_locref = 4/5 at makespan 2"),
            new Claim("paper-fig3", "E_locref", 3, 1, "§3.3 fig. 3: E_locref = 1 at makespan 3, so (e2) fails"),
            new Claim("paper-fig4", "t^id", Double.NaN, 2, "§4 fig. 4: Colombet's LP ideal time t^id = 2"),
            new Claim("paper-fig4", "E_id", 3, 2.0 / 3, "§4 fig. 4: E = t^id / T = 2/3 even for the optimum T = 3"),
            new Claim("paper-fig4", "ratio", 3, 1, "§4: the worst-case ratio of the optimum is 1"));

    @Override
    public String problem() { return "unrelated"; }

    /** The figure's data: groups (example: metric), series (methods), each bar's value and the paper's value on it (NaN: none). */
    record Table(List<String> groups, List<String> series, double[][] values, double[][] paper) {}

    @Override
    public List<Figure> render(List<Export.Located> rows, Map<String, Integer> colors, String provenance) {
        Table t = table(rows);
        if (t.groups().isEmpty()) return List.of();
        List<String> lines = new ArrayList<>();
        for (Claim c : CLAIMS) if (t.groups().stream().anyMatch(g -> g.startsWith(label(c.instance())))) lines.add(c.instance() + " " + c.where());
        lines.add(provenance);
        return List.of(new Figure(Charts.captioned(Charts.bars("Seed 004 figs. 1-4: the paper's metric examples, on each method's assignment",
                        "metric value", t.groups(), t.series(), t.values(), null, null, t.paper(), "paper, seed 004 (stated value)", null), lines),
                "Suda (seed 004) figs. 1–4: each metric the paper evaluates on its examples, on the assignment each method of the sweep returns (re-run from the instance file); diamonds: the paper's value where the assignment has the makespan the paper's statement is about."));
    }

    private static String label(String instance) { return instance.replace("paper-", ""); }

    /** Re-runs each verified row of a paper example and evaluates the paper's metrics on its assignment. */
    static Table table(List<Export.Located> rows) {
        Map<String, Map<String, Metrics.Context>> byInstance = new LinkedHashMap<>(); // instance -> method -> context
        Set<String> methods = new LinkedHashSet<>();
        for (Export.Located l : rows) {
            ResultRow r = l.rated().row();
            if (r.isBound() || !r.verified() || CLAIMS.stream().noneMatch(c -> c.instance().equals(r.instance()))) continue;
            Metrics.Context c = rerun(l, r);
            if (c == null) continue;
            methods.add(r.method());
            byInstance.computeIfAbsent(r.instance(), k -> new LinkedHashMap<>()).put(r.method(), c);
        }
        List<String> groups = new ArrayList<>(), series = new ArrayList<>(methods);
        List<Claim> shown = new ArrayList<>();
        for (Claim c : CLAIMS) if (byInstance.containsKey(c.instance()) && shown.stream().noneMatch(s -> s.instance().equals(c.instance()) && s.metric().equals(c.metric()))) {
            shown.add(c);
            groups.add(label(c.instance()) + ": " + c.metric());
        }
        double[][] v = new double[groups.size()][series.size()], ref = new double[groups.size()][series.size()];
        for (int g = 0; g < shown.size(); g++) {
            Claim c = shown.get(g);
            for (int k = 0; k < series.size(); k++) {
                Metrics.Context ctx = byInstance.get(c.instance()).get(series.get(k));
                v[g][k] = ctx == null ? Double.NaN : Metrics.byKey(c.metric()).orElseThrow().value(ctx).value();
                ref[g][k] = Double.NaN;
                for (Claim p : CLAIMS) if (ctx != null && p.instance().equals(c.instance()) && p.metric().equals(c.metric())
                        && (Double.isNaN(p.makespan()) || Math.abs(ctx.makespan().doubleValue() - p.makespan()) < 1e-9)) ref[g][k] = p.paper();
            }
        }
        return new Table(groups, series, v, ref);
    }

    /** The metrics context of the row's method re-run on the row's instance file; null if the re-run does not give the row's objective. */
    private static Metrics.Context rerun(Export.Located l, ResultRow r) {
        try {
            UnrelatedInstance in = UnrelatedProblem.PROBLEM.readInstance(Replay.instancePath(l.resultsDir(), r));
            Solver<UnrelatedInstance, Assignment> s = UnrelatedProblem.PROBLEM.method(r.method()).orElse(null);
            if (s == null) return null;
            Assignment a = s.solve(in, new Options(r.timeLimit(), r.seed() >= 0 ? r.seed() : 1L, r.params())).solution();
            if (a == null) return null;
            Metrics.Context c = new Metrics.Context(in, a, 0, optimum(l.rated()));
            return Math.abs(c.makespan().doubleValue() - r.checked()) <= 1e-9 * Math.max(1, r.checked()) ? c : null;
        } catch (InputException | RuntimeException e) {
            return null;
        }
    }

    private static double optimum(Ratios.Rated r) {
        String k = r.reference().kind();
        return k.equals("optimum") || k.equals("known") ? r.reference().value() : Double.NaN;
    }
}
