package gaplab.cli.grid;

import gaplab.plot.Fmt;
import gaplab.catalog.Runs;
import gaplab.model.core.InputException;
import gaplab.model.core.Problem;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.catalog.grid.GridProblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code gaplab grid bench}: time to prove the optimum on random instances (perimeter model, random
 * integer costs), and with {@code --scan} the largest square grid and PE count proven within the limit.
 */
@Command(name = "grid", mixinStandardHelpOptions = true,
        description = {"Time an exact method's proofs of the optimum on random grid instances (median).",
                "Instances: perimeter model, pointCost uniform in 1..--max-cost, commCost uniform in 1..--max-comm.",
                "--scan: grow the grid side (and then N) until an instance is not proven within the limit."})
public final class GridBenchCommand implements Callable<Integer> {
    private final Problem<GridInstance, GridPartition> problem = GridProblem.PROBLEM;

    @Option(names = "--width", defaultValue = "16", description = "grid width (default ${DEFAULT-VALUE})") int width;
    @Option(names = "--height", defaultValue = "16", description = "grid height (default ${DEFAULT-VALUE})") int height;
    @Option(names = "--pes", defaultValue = "6", description = "number of PEs (default ${DEFAULT-VALUE})") int pes;
    @Option(names = "--instances", defaultValue = "5", description = "random instances (default ${DEFAULT-VALUE})") int instances;
    @Option(names = "--seed", defaultValue = "1", description = "seed of the random instances (default ${DEFAULT-VALUE})") long seed;
    @Option(names = "--max-cost", defaultValue = "9", description = "pointCost drawn from 1..this (default ${DEFAULT-VALUE})") int maxCost;
    @Option(names = "--max-comm", defaultValue = "5", description = "commCost drawn from 1..this (default ${DEFAULT-VALUE})") int maxComm;
    @Option(names = "--method", defaultValue = "exact", description = "exact method (default ${DEFAULT-VALUE})") String method;
    @Option(names = "--time-limit", converter = gaplab.cli.Seconds.class, defaultValue = "60", description = "seconds per instance (default ${DEFAULT-VALUE})") double timeLimit;
    @Option(names = "--scan", description = "find the largest W×H (square, from --width up) and then the largest N proven within the limit")
    boolean scan;


    static GridInstance instance(int w, int h, int n, int maxCost, int maxComm, SplittableRandom rng) {
        double[] c = new double[n];
        for (int k = 0; k < n; k++) c[k] = 1 + rng.nextInt(maxCost);
        return GridInstance.of(w, h, c, 1 + rng.nextInt(maxComm));
    }

    /** Runs all instances of one size; returns the median millis, or -1 when some instance was not proven. */
    private long batch(int w, int h, int n, List<List<String>> rows) throws InputException {
        var m = Runs.method(problem, method);
        SplittableRandom rng = new SplittableRandom(seed);
        long[] ms = new long[instances];
        boolean all = true;
        for (int i = 0; i < instances; i++) {
            GridInstance in = instance(w, h, n, maxCost, maxComm, rng);
            Runs.Checked<GridPartition> r = Runs.run(problem, m, in, Options.defaults().withTimeLimit(timeLimit));
            ms[i] = r.outcome().millis();
            boolean proven = r.status() == Status.OPTIMAL && r.verified();
            all &= proven;
            rows.add(List.of(w + "x" + h, Integer.toString(n), Integer.toString(i), Arrays.toString(in.pointCost()).replace(".0", ""),
                    Fmt.num(in.commCost()), Fmt.num(r.outcome().objective()), r.status().name(), ms[i] + " ms"));
        }
        Arrays.sort(ms);
        long median = instances % 2 == 1 ? ms[instances / 2] : (ms[instances / 2 - 1] + ms[instances / 2]) / 2;
        return all ? median : -1 - median;
    }

    @Override
    public Integer call() throws InputException {
        if (instances < 1 || width < 1 || height < 1 || pes < 1 || maxCost < 1 || maxComm < 1 || !(timeLimit > 0))
            throw new InputException("bench", "sizes, counts and the time limit must be positive");
        if ((long) width * height < pes) throw new InputException("bench", pes + " PEs need at least " + pes + " points");
        List<List<String>> rows = new ArrayList<>();
        List<String> header = List.of("grid", "N", "#", "pointCost", "commCost", "optimum", "status", "time");
        if (!scan) {
            long med = batch(width, height, pes, rows);
            System.out.print(Fmt.table(header, rows));
            System.out.printf(Locale.ROOT, "%dx%d, N=%d, %d instances: median time %s ms%s%n", width, height, pes, instances,
                    med >= 0 ? med : -1 - med, med >= 0 ? ", all proven optimal" : " (NOT all proven within " + Fmt.num(timeLimit) + " s)");
            return 0;
        }
        int side = width, bestSide = -1;
        while (true) {
            long med = batch(side, side, pes, rows);
            System.out.print(Fmt.table(header, rows));
            rows.clear();
            if (med < 0) break;
            bestSide = side;
            System.out.println(side + "x" + side + " N=" + pes + ": all proven, median " + med + " ms");
            side += Math.max(1, side / 4);
        }
        System.out.println("largest square grid with every instance proven within " + Fmt.num(timeLimit) + " s at N=" + pes + ": "
                + (bestSide < 0 ? "none" : bestSide + "x" + bestSide));
        int n = pes, bestN = -1;
        while ((long) width * height >= n) {
            long med = batch(width, height, n, rows);
            System.out.print(Fmt.table(header, rows));
            rows.clear();
            if (med < 0) break;
            bestN = n;
            System.out.println(width + "x" + height + " N=" + n + ": all proven, median " + med + " ms");
            n++;
        }
        System.out.println("largest N with every instance proven within " + Fmt.num(timeLimit) + " s on " + width + "x" + height + ": "
                + (bestN < 0 ? "none" : bestN));
        return 0;
    }
}
