package gaplab.cli.dag;

import gaplab.plot.Charts;
import gaplab.plot.Figures;
import gaplab.plot.Fmt;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.catalog.dag.DagProblem;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Machine;
import gaplab.model.dag.RandomDags;
import gaplab.model.dag.Schedule;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code gaplab dag study}: the seed's §4 experiment. Random graphs (fine, medium, coarse; 50, 120,
 * 240 tasks) on an 8-processor hypercube; for every heuristic the speed-up over ETF,
 * (ETF − X) / ETF, averaged over seeds (figures 7–9) and the scheduler CPU time (figures 10–12);
 * plus every heuristic's ratio to the proven optimum on small random graphs.
 */
@Command(name = "study", mixinStandardHelpOptions = true,
        description = {"Reproduce the task-duplication paper's figures 7-12.",
                "Figures 7-9: speed-up over ETF of ETF/DL/MH with and without duplication A/B (fine/medium/coarse;",
                "50/120/240 tasks; 8-processor hypercube; averaged over seeds); 10-12: scheduler CPU time;",
                "plus each heuristic's ratio to the exact optimum on small graphs.",
                "Writes CSV files and the plots as SVG, PDF and PNG (min-max whiskers over the graphs; fig7-9-duplication-gain:",
                "each method's gain over its own heuristic with the paper's section 4.1 values)."})
public final class DagStudyCommand implements Callable<Integer> {
    @Option(names = "--out", defaultValue = "gaplab-dag-study", description = "output folder (default ${DEFAULT-VALUE})") Path out;
    @Option(names = "--seeds", defaultValue = "5", description = "graphs per (granularity, size) (default ${DEFAULT-VALUE}; the paper's count is not given)") int seeds;
    @Option(names = "--sizes", defaultValue = "50,120,240", split = ",", description = "task counts (default ${DEFAULT-VALUE})") int[] sizes;
    @Option(names = "--machine", defaultValue = "hypercube:3", description = "machine (default ${DEFAULT-VALUE}, the paper's 8-processor hypercube)") String machine;
    @Option(names = "--exact-tasks", defaultValue = "8", description = "tasks of the small graphs for the ratio to the optimum (default ${DEFAULT-VALUE})") int exactTasks;
    @Option(names = "--exact-graphs", defaultValue = "4", description = "small graphs per granularity (default ${DEFAULT-VALUE}; 0 skips this part)") int exactGraphs;
    @Option(names = "--exact-machine", defaultValue = "hypercube:2", description = "machine for the small graphs (default ${DEFAULT-VALUE})") String exactMachine;
    @Option(names = "--time-limit", converter = gaplab.cli.Seconds.class, defaultValue = "5", description = "seconds per exact solve (default ${DEFAULT-VALUE})") double timeLimit;

    @Override
    public Integer call() throws InputException, IOException {
        if (seeds < 1) throw new InputException("--seeds", "must be at least 1");
        Machine m = Machine.parse(machine);
        Files.createDirectories(out);
        List<DagSolver> hs = DagProblem.heuristics();
        List<String> names = hs.stream().map(DagSolver::name).toList();
        RandomDags.Grain[] grains = RandomDags.Grain.values();
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        boolean cpu = mx.isCurrentThreadCpuTimeSupported();
        double[][][] speed = new double[grains.length][sizes.length][hs.size()];
        double[][][] micros = new double[grains.length][sizes.length][hs.size()];
        double[][] gran = new double[grains.length][sizes.length];
        double[][][][] mk = new double[grains.length][sizes.length][seeds][hs.size()]; // per graph, for the whiskers
        var checker = DagProblem.PROBLEM.checker();
        int failures = 0;
        StringBuilder csv = new StringBuilder("granularity,tasks,seed,g(G),method,makespan,speedup_over_etf,copies,cpu_microseconds\n");
        for (int gi = 0; gi < grains.length; gi++) for (int si = 0; si < sizes.length; si++) for (int seed = 1; seed <= seeds; seed++) {
            DagInstance inst = new DagInstance(RandomDags.paper(sizes[si], grains[gi], seed), m);
            double g = RandomDags.granularity(inst.graph(), 1.0);
            gran[gi][si] += g / seeds;
            double etf = Double.NaN;
            for (int k = 0; k < hs.size(); k++) {
                hs.get(k).solve(inst, Options.defaults()); // warm-up for the timing
                long c0 = cpu ? mx.getCurrentThreadCpuTime() : System.nanoTime();
                Schedule s = hs.get(k).solve(inst, Options.defaults()).solution();
                long c1 = cpu ? mx.getCurrentThreadCpuTime() : System.nanoTime();
                if (!checker.check(inst, s).valid()) failures++;
                double ms = s.makespan();
                mk[gi][si][seed - 1][k] = ms;
                if (k == 0) etf = ms;
                double sp = (etf - ms) / etf;
                speed[gi][si][k] += sp / seeds;
                micros[gi][si][k] += (c1 - c0) / 1000.0 / seeds;
                csv.append(String.format(Locale.ROOT, "%s,%d,%d,%.4f,%s,%s,%.6f,%d,%.1f%n", grains[gi].name().toLowerCase(Locale.ROOT), sizes[si], seed, g,
                        names.get(k), Fmt.num(ms), sp, s.duplicates(), (c1 - c0) / 1000.0));
            }
        }
        Files.writeString(out.resolve("speedup.csv"), csv.toString());
        // summary table and figures
        List<List<String>> rows = new ArrayList<>();
        List<String> groups = new ArrayList<>();
        for (int n : sizes) groups.add(n + " tasks");
        String caption = "./gaplab dag study --seeds " + seeds + " --sizes " + String.join(",", java.util.Arrays.stream(sizes).mapToObj(Integer::toString).toList())
                + " --machine " + m.spec() + "  ·  " + gaplab.model.core.Build.describe();
        StringBuilder mean = new StringBuilder("granularity,tasks,mean_g(G),method,mean_speedup_over_etf,mean_cpu_microseconds\n");
        for (int gi = 0; gi < grains.length; gi++) {
            String gname = grains[gi].name().toLowerCase(Locale.ROOT);
            double[][] vals = new double[sizes.length][hs.size()], lo = new double[sizes.length][hs.size()], hi = new double[sizes.length][hs.size()];
            for (int si = 0; si < sizes.length; si++) for (int k = 0; k < hs.size(); k++) {
                vals[si][k] = 100 * speed[gi][si][k];
                lo[si][k] = Double.POSITIVE_INFINITY; hi[si][k] = Double.NEGATIVE_INFINITY;
                for (double[] g : mk[gi][si]) { double v = 100 * (g[0] - g[k]) / g[0]; lo[si][k] = Math.min(lo[si][k], v); hi[si][k] = Math.max(hi[si][k], v); }
                mean.append(String.format(Locale.ROOT, "%s,%d,%.4f,%s,%.6f,%.1f%n", gname, sizes[si], gran[gi][si], names.get(k), speed[gi][si][k], micros[gi][si][k]));
                List<String> row = new ArrayList<>(List.of(gname, Integer.toString(sizes[si]), names.get(k)));
                row.add(String.format(Locale.ROOT, "%+.2f%%", 100 * speed[gi][si][k]));
                row.add(String.format(Locale.ROOT, "%.0f", micros[gi][si][k]));
                rows.add(row);
            }
            Figures.writeAll(Charts.bars(
                    "Fig. " + (7 + gi) + ": makespan gain over ETF, " + gname + " grain (messages " + grains[gi].lo + "-" + grains[gi].hi + "), " + m.spec() + ", mean of " + seeds + " graphs",
                    "(ETF - X) / ETF  [%], above 0: shorter than ETF", groups, names, vals, lo, hi, null, null, caption), out.resolve("fig" + (7 + gi) + "-speedup-" + gname));
        }
        Files.writeString(out.resolve("speedup-mean.csv"), mean.toString());
        List<String> grainNames = new ArrayList<>();
        double[][][] perGraph = new double[grains.length][][];
        for (int gi = 0; gi < grains.length; gi++) {
            grainNames.add(grains[gi].name().toLowerCase(Locale.ROOT));
            List<double[]> gs = new ArrayList<>();
            for (double[][] size : mk[gi]) gs.addAll(List.of(size));
            perGraph[gi] = gs.toArray(double[][]::new);
        }
        Figures.writeAll(gaplab.lab.sweep.DuplicationPaper.gainFigure(grainNames, perGraph, caption), out.resolve("fig7-9-duplication-gain"));
        String[] base = {"ETF", "DL", "MH"};
        double[] xs = new double[sizes.length];
        for (int si = 0; si < sizes.length; si++) xs[si] = sizes[si];
        for (int b = 0; b < 3; b++) {
            double[][] v = new double[3][sizes.length];
            for (int d = 0; d < 3; d++) for (int si = 0; si < sizes.length; si++) {
                double sum = 0;
                for (int gi = 0; gi < grains.length; gi++) sum += micros[gi][si][b * 3 + d];
                v[d][si] = sum / grains.length;
            }
            Figures.writeAll(Charts.lines(
                    "Fig. " + (10 + b) + ": " + base[b] + " scheduler CPU time (mean over granularities and seeds)", "tasks", "CPU time [microseconds]",
                    xs, List.of(names.get(b * 3), names.get(b * 3 + 1), names.get(b * 3 + 2)), v), out.resolve("fig" + (10 + b) + "-cpu-" + base[b].toLowerCase(Locale.ROOT)));
        }
        System.out.print(Fmt.table(List.of("granularity", "tasks", "method", "speed-up over ETF", "CPU us"), rows));
        if (exactGraphs > 0) failures += ratios(hs, names);
        System.out.println("\nfiles: " + out.toAbsolutePath() + " (speedup.csv, speedup-mean.csv, ratio.csv, fig7-12 as .svg, .pdf and .png)");
        if (failures > 0) System.out.println(failures + " schedule(s) FAILED the checker");
        return failures == 0 ? 0 : 1;
    }

    private int ratios(List<DagSolver> hs, List<String> names) throws InputException, IOException {
        Machine m = Machine.parse(exactMachine);
        DagSolver exact = DagProblem.exact(), exactDup = DagProblem.exactDup();
        var checker = DagProblem.PROBLEM.checker();
        int failures = 0, proven = 0, provenDup = 0, total = 0;
        double[] sum = new double[hs.size()], max = new double[hs.size()], sumDup = new double[hs.size()], maxDup = new double[hs.size()];
        int[] cnt = new int[hs.size()], cntDup = new int[hs.size()];
        StringBuilder csv = new StringBuilder("granularity,graph,optimum,optimum_with_duplication,method,makespan,ratio_to_optimum,ratio_to_dup_optimum\n");
        for (RandomDags.Grain gr : RandomDags.Grain.values()) for (int k = 1; k <= exactGraphs; k++) {
            DagInstance inst = new DagInstance(RandomDags.paper(exactTasks, gr, 1000 + k), m);
            total++;
            Outcome<Schedule> ex = exact.solve(inst, Options.defaults().withTimeLimit(timeLimit));
            Outcome<Schedule> ed = exactDup.solve(inst, Options.defaults().withTimeLimit(timeLimit));
            double opt = ex.status() == Status.OPTIMAL && checker.check(inst, ex.solution()).valid() ? ex.objective() : Double.NaN;
            double optD = ed.status() == Status.OPTIMAL && checker.check(inst, ed.solution()).valid() ? ed.objective() : Double.NaN;
            if (!Double.isNaN(opt)) proven++;
            if (!Double.isNaN(optD)) provenDup++;
            if (!Double.isNaN(opt) && !Double.isNaN(optD) && optD > opt + 1e-9) failures++;
            for (int h = 0; h < hs.size(); h++) {
                Schedule s = hs.get(h).solve(inst, Options.defaults()).solution();
                double v = s.makespan();
                double r = v / opt, rd = v / optD;
                if (!Double.isNaN(opt) && hs.get(h).name().indexOf('+') < 0) { sum[h] += r; max[h] = Math.max(max[h], r); cnt[h]++; if (r < 1 - 1e-9) failures++; }
                if (!Double.isNaN(optD)) { sumDup[h] += rd; maxDup[h] = Math.max(maxDup[h], rd); cntDup[h]++; if (rd < 1 - 1e-9) failures++; }
                csv.append(String.format(Locale.ROOT, "%s,%d,%s,%s,%s,%s,%.6f,%.6f%n", gr.name().toLowerCase(Locale.ROOT), 1000 + k, Fmt.num(opt), Fmt.num(optD),
                        names.get(h), Fmt.num(v), r, rd));
            }
        }
        Files.writeString(out.resolve("ratio.csv"), csv.toString());
        System.out.println();
        System.out.println("ratio to the exact optimum: " + total + " random graphs of " + exactTasks + " tasks on " + m.spec()
                + "; optimum proven for " + proven + ", optimum with duplication for " + provenDup + " (limit " + Fmt.num(timeLimit) + " s each)");
        List<List<String>> rows = new ArrayList<>();
        for (int h = 0; h < hs.size(); h++)
            rows.add(List.of(names.get(h), cnt[h] == 0 ? "-" : Fmt.ratio(sum[h] / cnt[h]), cnt[h] == 0 ? "-" : Fmt.ratio(max[h]),
                    cntDup[h] == 0 ? "-" : Fmt.ratio(sumDup[h] / cntDup[h]), cntDup[h] == 0 ? "-" : Fmt.ratio(maxDup[h])));
        System.out.print(Fmt.table(List.of("method", "mean / opt", "max / opt", "mean / opt-dup", "max / opt-dup"), rows));
        System.out.println("(/ opt: only methods without duplication, whose schedules the optimum without duplication bounds)");
        return failures;
    }

}
