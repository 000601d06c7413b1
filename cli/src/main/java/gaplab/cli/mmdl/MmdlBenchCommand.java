package gaplab.cli.mmdl;

import gaplab.plot.Fmt;
import gaplab.model.core.Options;
import gaplab.model.core.Verdict;
import gaplab.analysis.mmdl.ClosedForm;
import gaplab.exact.mmdl.ClosedFormSolver;
import gaplab.exact.mmdl.FlowLp;
import gaplab.verify.mmdl.MmdlChecker;
import gaplab.model.mmdl.MmdlGenerator;
import gaplab.model.mmdl.MmdlInstance;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code gaplab bench mmdl}: wall-clock timings of the closed form (solve + match + schedule) at large
 * p, of the exact rational path, of the flow LP, and the LP / closed-form ratio. Medians over repeats
 * after a warm-up; random instances from {@link MmdlGenerator} with a fixed seed.
 */
@Command(name = "mmdl", mixinStandardHelpOptions = true, description = "Time the MMDL closed form, exact path and flow LP.")
public final class MmdlBenchCommand implements Callable<Integer> {

    @Option(names = "--sizes", split = ",", defaultValue = "1000,100000,1000000", description = "p for the closed form (default ${DEFAULT-VALUE})")
    int[] sizes;

    @Option(names = "--exact-sizes", split = ",", defaultValue = "100,500,1000", description = "p for the exact rational path (default ${DEFAULT-VALUE})")
    int[] exactSizes;

    @Option(names = "--lp-sizes", split = ",", defaultValue = "50,100,200", description = "p for the flow LP (default ${DEFAULT-VALUE})")
    int[] lpSizes;

    @Option(names = "--repeat", defaultValue = "5", description = "timed repeats per size (default ${DEFAULT-VALUE}); medians are reported")
    int repeat;

    @Option(names = "--seed", defaultValue = "1")
    long seed;

    private static double ms(long nanos) { return nanos / 1e6; }

    private static double median(double[] v) {
        double[] c = v.clone();
        Arrays.sort(c);
        return c.length % 2 == 1 ? c[c.length / 2] : (c[c.length / 2 - 1] + c[c.length / 2]) / 2;
    }

    @Override
    public Integer call() {
        List<List<String>> rows = new ArrayList<>();
        ClosedFormSolver cf = new ClosedFormSolver();
        Options dbl = Options.defaults().with("arithmetic", "double");
        MmdlChecker checker = new MmdlChecker();
        for (int p : sizes) {
            MmdlInstance in = MmdlGenerator.base(new SplittableRandom(seed + p), p);
            cf.solve(in, dbl); // warm-up
            double[] solve = new double[repeat], tOnly = new double[repeat], cpu = new double[repeat];
            var mx = java.lang.management.ManagementFactory.getThreadMXBean();
            long messages = 0;
            Verdict v = null;
            for (int r = 0; r < repeat; r++) {
                long t0 = System.nanoTime();
                ClosedForm.fast(in);
                long t1 = System.nanoTime(), c1 = mx.getCurrentThreadCpuTime();
                var o = cf.solve(in, dbl);
                long t2 = System.nanoTime();
                cpu[r] = ms(mx.getCurrentThreadCpuTime() - c1);
                tOnly[r] = ms(t1 - t0);
                solve[r] = ms(t2 - t1);
                messages = o.solution().taskMessages();
                if (r == 0) v = checker.check(in, o.solution());
            }
            rows.add(List.of("closed form (double): T* only", Integer.toString(p), Fmt.num(median(tOnly)) + " ms", ""));
            rows.add(List.of("closed form (double): T*, y, matching, schedule", Integer.toString(p), Fmt.num(median(solve)) + " ms",
                    "CPU " + Fmt.num(median(cpu)) + " ms; " + messages + " messages; checker: " + (v.valid() ? "valid" : v.violation())));
        }
        for (int p : exactSizes) {
            MmdlInstance in = MmdlGenerator.base(new SplittableRandom(seed + p), p);
            int reps = Math.max(1, Math.min(repeat, p >= 1000 ? 1 : repeat));
            double[] t = new double[reps];
            for (int r = 0; r < reps; r++) {
                long t0 = System.nanoTime();
                ClosedForm.exact(in);
                t[r] = ms(System.nanoTime() - t0);
            }
            rows.add(List.of("closed form (exact rationals): T*, y", Integer.toString(p), Fmt.num(median(t)) + " ms", reps + " run(s)"));
        }
        double lpAt = Double.NaN, cfAt = Double.NaN;
        int ratioP = lpSizes.length == 0 ? -1 : lpSizes[lpSizes.length - 1];
        for (int p : lpSizes) {
            MmdlInstance in = MmdlGenerator.base(new SplittableRandom(seed + p), p);
            long t0 = System.nanoTime();
            FlowLp.Result lp = FlowLp.solve(in);
            double lpMs = ms(System.nanoTime() - t0);
            double exact = ClosedForm.fast(in).roundTime();
            // closed form at this p: median over many repeats, it takes microseconds
            int reps = 2000;
            double[] t = new double[reps];
            for (int r = 0; r < reps; r++) {
                long a = System.nanoTime();
                ClosedForm.fast(in);
                t[r] = ms(System.nanoTime() - a);
            }
            double cfMs = median(t);
            rows.add(List.of("flow LP, p(p-1) flows (ojAlgo)", Integer.toString(p), Fmt.num(lpMs) + " ms",
                    "T_LP = " + Fmt.num(lp.roundTime()) + ", closed form " + Fmt.num(exact) + ", rel. diff "
                            + String.format(java.util.Locale.ROOT, "%.1e", Math.abs(lp.roundTime() - exact) / exact)));
            if (p == ratioP) { lpAt = lpMs; cfAt = cfMs; }
            rows.add(List.of("closed form (double): T* only", Integer.toString(p), Fmt.num(cfMs * 1000) + " us", "median of " + reps));
        }
        System.out.print(Fmt.table(List.of("what", "p", "median time", "notes"), rows));
        if (!Double.isNaN(lpAt))
            System.out.println("LP time / closed-form time at p = " + ratioP + ": " + Fmt.num(Math.round(lpAt / cfAt)) + "x");
        System.out.println("(median wall clock; CPU = this thread's CPU time, which excludes other processes' load; " + Runtime.getRuntime().availableProcessors() + " cores, java " + System.getProperty("java.version") + ")");
        return 0;
    }
}
