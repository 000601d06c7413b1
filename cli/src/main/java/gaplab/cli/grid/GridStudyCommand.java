package gaplab.cli.grid;

import gaplab.plot.Fmt;
import gaplab.catalog.Runs;
import gaplab.plot.Plot;
import gaplab.plot.Drawing;
import gaplab.plot.Figures;
import gaplab.model.core.InputException;
import gaplab.model.core.Problem;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.analysis.grid.GridBound;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.catalog.grid.GridProblem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code gaplab grid study}: the paper's figures 2 (equal PEs) and 3 (unequal PEs): each method's
 * objective divided by the continuous-relaxation lower bound (the paper's normalisation), and
 * divided by the optimum wherever the exact search proves it within its time limit, against N.
 */
@Command(name = "study", mixinStandardHelpOptions = true,
        description = {"Reproduce the grid paper's figures 2 (equal PEs) and 3 (unequal PEs).",
                "Objective / lower bound (and / optimum where the exact search proves it) of each method for N = --from..--to PEs.",
                "Writes study.csv and study.svg (also .pdf and .png) into --out. The default run is short; raise sizes for more."})
public final class GridStudyCommand implements Callable<Integer> {
    private final Problem<GridInstance, GridPartition> problem = GridProblem.PROBLEM;

    @Option(names = "--width", defaultValue = "24", description = "grid width (default ${DEFAULT-VALUE})") int width;
    @Option(names = "--height", defaultValue = "24", description = "grid height (default ${DEFAULT-VALUE})") int height;
    @Option(names = "--from", defaultValue = "2", description = "smallest N (default ${DEFAULT-VALUE})") int from;
    @Option(names = "--to", defaultValue = "10", description = "largest N (default ${DEFAULT-VALUE})") int to;
    @Option(names = "--comm-cost", defaultValue = "2", description = "commCost b; equal PEs have pointCost 1 (default ${DEFAULT-VALUE})") double commCost;
    @Option(names = "--max-cost", defaultValue = "4", description = "unequal PEs: pointCost uniform in 1..this (default ${DEFAULT-VALUE})") int maxCost;
    @Option(names = "--repeats", defaultValue = "1", description = "random unequal instances per N, averaged (default ${DEFAULT-VALUE})") int repeats;
    @Option(names = "--seed", defaultValue = "1", description = "seed (default ${DEFAULT-VALUE})") long seed;
    @Option(names = "--methods", defaultValue = "type1,type2,type1+local,type2+local,optaplanner", split = ",",
            description = "heuristics to compare (default ${DEFAULT-VALUE})") List<String> methods;
    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "2", converter = gaplab.cli.Seconds.class,
            description = "seconds for the exact search per instance (default ${DEFAULT-VALUE})") double exactTime;

    @Option(names = "--no-exact", description = "skip the exact search (normalise to the lower bound only)") boolean noExact;
    @Option(names = "--out", defaultValue = "grid-study", description = "output folder (default ${DEFAULT-VALUE})") Path out;


    /** One point: a method's mean ratio at one N in one figure. */
    record Point(String figure, int n, String method, double ratioBound, double ratioOpt, double min, double max) {}

    @Override
    public Integer call() throws InputException, IOException {
        if (from < 1 || to < from || width < 1 || height < 1 || repeats < 1 || maxCost < 1 || !(commCost >= 0))
            throw new InputException("study", "sizes must be positive, --from ≤ --to, --comm-cost ≥ 0");
        if ((long) width * height < to) throw new InputException("study", to + " PEs need at least " + to + " grid points");
        for (String m : methods) Runs.method(problem, m);
        Files.createDirectories(out);
        StringBuilder csv = new StringBuilder("figure,width,height,N,instance,pointCost,commCost,method,objective,lowerBound,optimum,ratioToBound,ratioToOptimum\n");
        List<Point> points = new ArrayList<>();
        List<List<String>> table = new ArrayList<>();
        SplittableRandom rng = new SplittableRandom(seed);
        for (String fig : List.of("fig2-equal", "fig3-unequal")) {
            for (int n = from; n <= to; n++) {
                int reps = fig.startsWith("fig2") ? 1 : repeats;
                Map<String, double[]> sums = new LinkedHashMap<>(); // method -> {sum ratioBound, sum ratioOpt, count opt, count, min, max}
                for (int r = 0; r < reps; r++) {
                    double[] c = new double[n];
                    for (int k = 0; k < n; k++) c[k] = fig.startsWith("fig2") ? 1 : 1 + rng.nextInt(maxCost);
                    GridInstance in = GridInstance.of(width, height, c, commCost);
                    double lb = GridBound.relaxation(in);
                    double opt = Double.NaN;
                    if (!noExact) {
                        Runs.Checked<GridPartition> ex = Runs.run(problem, problem.method("exact").orElseThrow(), in, Options.defaults().withTimeLimit(exactTime));
                        if (ex.status() == Status.OPTIMAL) opt = ex.verdict().objective();
                    }
                    List<String> ms = new ArrayList<>(methods);
                    if (!Double.isNaN(opt)) ms.add("optimum");
                    for (String m : ms) {
                        double obj;
                        if (m.equals("optimum")) obj = opt;
                        else {
                            Runs.Checked<GridPartition> res = Runs.run(problem, problem.method(m).orElseThrow(), in, Options.defaults().withTimeLimit(10).withSeed(seed));
                            if (!res.verified()) throw new IllegalStateException(m + " produced a partition the checker rejects: " + res.verdict());
                            obj = res.verdict().objective();
                        }
                        double rb = obj / lb, ro = obj / opt;
                        csv.append(String.format(Locale.ROOT, "%s,%d,%d,%d,%d,%s,%s,%s,%s,%s,%s,%.6f,%s%n", fig, width, height, n, r,
                                "\"" + java.util.Arrays.toString(c).replace(".0", "") + "\"", Fmt.num(commCost), m, Fmt.num(obj), Fmt.num(lb),
                                Double.isNaN(opt) ? "" : Fmt.num(opt), rb, Double.isNaN(ro) ? "" : String.format(Locale.ROOT, "%.6f", ro)));
                        double[] s = sums.computeIfAbsent(m, k -> new double[]{0, 0, 0, 0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY});
                        s[4] = Math.min(s[4], rb); s[5] = Math.max(s[5], rb);
                        s[0] += rb;
                        s[3]++;
                        if (!Double.isNaN(ro)) { s[1] += ro; s[2]++; }
                    }
                }
                for (var e : sums.entrySet()) {
                    double[] s = e.getValue();
                    // a mean over all instances of this N only: the optimum only when every one was proven
                    if (s[3] < reps) continue;
                    double rb = s[0] / reps, ro = s[2] == reps ? s[1] / reps : Double.NaN;
                    points.add(new Point(fig, n, e.getKey(), rb, ro, s[4], s[5]));
                }
            }
        }
        // text table: rows (figure, N), columns methods (ratio to the bound)
        List<String> cols = new ArrayList<>(methods);
        cols.add("optimum");
        List<String> header = new ArrayList<>(List.of("figure", "N"));
        for (String m : cols) header.add(m);
        for (String fig : List.of("fig2-equal", "fig3-unequal"))
            for (int n = from; n <= to; n++) {
                List<String> row = new ArrayList<>(List.of(fig, Integer.toString(n)));
                for (String m : cols) {
                    final int nn = n;
                    row.add(points.stream().filter(p -> p.figure().equals(fig) && p.n() == nn && p.method().equals(m))
                            .map(p -> Fmt.ratio(p.ratioBound())).findFirst().orElse("-"));
                }
                table.add(row);
            }
        System.out.println("objective / continuous-relaxation lower bound (the paper's normalisation; 'optimum' where the exact search proved it in "
                + Fmt.num(exactTime) + " s" + (repeats > 1 ? " for all " + repeats + " instances" : "") + "), " + width + "x" + height
                + ", commCost " + Fmt.num(commCost) + (repeats > 1 ? ", fig3 = mean of " + repeats + " instances" : "") + ":");
        System.out.print(Fmt.table(header, table));
        Files.writeString(out.resolve("study.csv"), csv.toString());
        Drawing figure = plot(points, cols);
        for (String f : Figures.FORMATS) Figures.write(figure, out.resolve("study." + f));
        System.out.println("wrote " + out.resolve("study.csv") + " and " + out.resolve("study.svg") + " (also .pdf, .png)");
        return 0;
    }

    /** Figs. 2 and 3 side by side: objective / lower bound per method and N (the proven optimum / lower bound in black). */
    private Drawing plot(List<Point> points, List<String> cols) {
        String[] figs = {"fig2-equal", "fig3-unequal"};
        Map<String, Integer> colours = new java.util.HashMap<>();
        for (int mi = 0; mi < cols.size(); mi++) colours.put(cols.get(mi), mi);
        String title = "Grid partition " + width + "×" + height + ", commCost " + Fmt.num(commCost) + ": objective / lower bound";
        List<Drawing> charts = new ArrayList<>();
        for (int f = 0; f < 2; f++) {
            List<Plot.Series> series = new ArrayList<>();
            for (String m : cols) {
                final int ff = f;
                List<Point> ps = points.stream().filter(p -> p.figure().equals(figs[ff]) && p.method().equals(m)).toList();
                series.add(new Plot.Series(m.equals("optimum") ? "optimum (proven)" : m,
                        ps.stream().mapToDouble(Point::n).toArray(), ps.stream().mapToDouble(Point::ratioBound).toArray(),
                        ps.stream().mapToDouble(Point::min).toArray(), ps.stream().mapToDouble(Point::max).toArray()));
            }
            String panel = f == 0 ? "Fig. 2: equal PEs" : "Fig. 3: unequal PEs (pointCost 1.." + maxCost + (repeats > 1 ? ", mean of " + repeats + ", whiskers min-max" : "") + ")";
            Drawing c = Plot.chart(panel, "N (PEs)", "objective / lower bound", series, false, false, 1.0, colours);
            charts.add(c != null ? c : new Drawing(Plot.W, Plot.H, panel).title(Plot.ML, 20, panel + ": no points"));
        }
        double h = 30 + Math.max(charts.get(0).height(), charts.get(1).height());
        Drawing s = new Drawing(charts.get(0).width() + 20 + charts.get(1).width(), h + 34, title).title(10, 20, title);
        // seed 001 gives no numbers, only the trend (the text on figs. 2 and 3): type2 beats type1, local adjustment helps, fig. 2 type2 = type2+local
        s.text(10, h + 12, "Paper (seed 001, text on figs. 2-3; no numbers given): type2 better than type1; local adjustment helps; in fig. 2 type2 = type2+local.", 10, false, new java.awt.Color(0x444444), gaplab.plot.Drawing.Anchor.START, 0);
        s.text(10, h + 28, "./gaplab grid study --width " + width + " --height " + height + " --from " + from + " --to " + to + " --repeats " + repeats
                + "  ·  " + gaplab.model.core.Build.describe(), 10, false, new java.awt.Color(0x444444), gaplab.plot.Drawing.Anchor.START, 0);
        s.place(0, 30, charts.get(0));
        return s.place(charts.get(0).width() + 20, 30, charts.get(1));
    }
}
