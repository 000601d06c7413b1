package gaplab.cli.sweep;

import gaplab.lab.sweep.Replay;
import gaplab.lab.sweep.Progress;
import gaplab.lab.sweep.Export;
import gaplab.lab.sweep.Ratios;
import gaplab.lab.sweep.ResultsFile;
import gaplab.lab.sweep.SweepConfig;
import gaplab.lab.sweep.Sweep;
import gaplab.plot.Fmt;
import gaplab.model.core.InputException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gaplab sweep CONFIG [--threads N] [--progress] [--csv OUT.csv] [--out DIR]}. */
@Command(name = "sweep", mixinStandardHelpOptions = true,
        description = {"Run every method of a config on every instance of it.",
                "One job per instance x",
                "method (and per instance x lower bound), each verified by the problem's",
                "independent checker; one row per job appended (fsync'd) to OUT/results.jsonl.",
                "Re-running the same command resumes: finished jobs are not repeated.",
                "Generated instances go to OUT/instances/ ('gaplab <problem> solve' replays",
                "any row). Ratios (to the proven optimum, else the known optimum, else the",
                "best lower bound, flagged) are computed over all rows at the end:",
                "OUT/results.csv, the table printed, and 'gaplab report'.",
                "CONFIG: JSON or YAML, see docs/sweeps.md."})
public final class SweepCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "CONFIG", description = "the sweep config (.json, .yaml or .yml)")
    Path config;

    @Option(names = "--threads", converter = gaplab.cli.Threads.class, paramLabel = "N", description = "worker threads (default: all cores, ${sys:gaplab.cores})")
    Integer threads;

    @Option(names = "--progress", description = "draw the progress bar even when stderr is not a terminal")
    boolean progress;

    @Option(names = "--quiet", description = "no progress output")
    boolean quiet;

    @Option(names = "--csv", paramLabel = "OUT.csv", description = "also export all rows as CSV here (OUT/results.csv is always written)")
    Path csv;

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (overrides the config's 'out')")
    Path out;

    @Option(names = "--spark", paramLabel = "MASTER", description = {"run the jobs as Apache Spark tasks: local[N], spark://HOST:PORT, or",
            "submit (the master spark-submit set); same rows, results file and resume",
            "(see docs/sweeps.md)"})
    String spark;

    /** The arguments of this command again, for the JVM that has Spark on its class path. */
    java.util.List<String> arguments() {
        java.util.List<String> a = new java.util.ArrayList<>(java.util.List.of("sweep", config.toString()));
        if (threads != null) a.addAll(java.util.List.of("--threads", threads.toString()));
        if (progress) a.add("--progress");
        if (quiet) a.add("--quiet");
        if (csv != null) a.addAll(java.util.List.of("--csv", csv.toString()));
        if (out != null) a.addAll(java.util.List.of("--out", out.toString()));
        a.addAll(java.util.List.of("--spark", spark));
        return a;
    }

    static {
        System.setProperty("gaplab.cores", Integer.toString(Runtime.getRuntime().availableProcessors()));
    }

    @Override
    public Integer call() throws InputException, IOException, InterruptedException {
        if (spark != null && Sweep.engine("spark").isEmpty()) return SparkRelaunch.relaunch(this);
        SweepConfig cfg = SweepConfig.read(config);
        if (out != null) cfg = new SweepConfig(cfg.file(), cfg.name(), cfg.problem(), out.toAbsolutePath().normalize(), cfg.sources(), cfg.methods(),
                cfg.allMethods(), cfg.bounds(), cfg.allBounds(), cfg.timeLimit(), cfg.certify());
        int n = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (n < 1) throw new InputException("--threads", "must be at least 1");
        boolean bar = !quiet && (progress || Progress.stderrIsTerminal());
        String cmd = Replay.launcher() + " sweep " + Replay.quote(config.toString()) + (out != null ? " --out " + Replay.quote(out.toString()) : "");
        if (spark != null) cmd += " --spark " + Replay.quote(spark);
        Sweep.Summary s = Sweep.run(cfg, new Sweep.RunOptions(n, bar, 10, cmd, quiet, spark == null ? "" : "spark", spark), System.err);
        ResultsFile.Loaded all = ResultsFile.read(s.results());
        List<Ratios.Rated> rated = Ratios.rate(all.rows());
        List<Export.Located> located = rated.stream().map(r -> new Export.Located(r, s.out())).toList();
        Export.write(located, s.out().resolve("results.csv"));
        if (csv != null) Export.write(located, csv);
        System.out.print(Sweep.table(rated));
        System.out.println();
        System.out.println("jobs: " + s.jobs() + " (" + s.alreadyDone() + " already done, " + s.ran() + " run now " + (spark != null ? "on Spark " + (spark.equals("submit") ? "(spark-submit's master)" : spark) : "with " + Math.min(n, Math.max(1, s.ran())) + " thread(s)")
                + " in " + Fmt.duration(s.millis() / 1000.0) + ")");
        if (s.ran() > 0) System.out.printf(java.util.Locale.ROOT, "rate: %.1f jobs/s over %.2f s of job running (after building %d instances in %.2f s)%n",
                s.ran() * 1000.0 / Math.max(1, s.runMillis()), s.runMillis() / 1000.0, s.instances(), (s.millis() - s.runMillis()) / 1000.0);
        if (rated.stream().anyMatch(r -> r.reference().kind().equals("bound") && !Double.isNaN(r.ratio())))
            System.out.println("* = some ratios are against a lower bound only (upper bounds on the true ratio)");
        System.out.println("results: " + Replay.display(s.results()));
        System.out.println("csv: " + Replay.display(s.out().resolve("results.csv")) + (csv != null ? " and " + csv : ""));
        System.out.println("next: " + Replay.launcher() + " report " + Replay.quote(Replay.display(s.out())) + " --out " + Replay.quote(Replay.display(s.out().resolve("report"))));
        int refuted = 0;
        if (cfg.certify() != null) {
            var t = SweepCertificates.run(Sweep.problem(cfg), all.rows(), s.out(), cfg.certify());
            System.out.println(t.line(cfg.certify()));
            refuted = t.refuted();
        }
        if (s.errors() > 0) System.out.println(s.errors() + " job(s) ended with an error (status ERROR, see the note column)");
        if (s.checkerFailures() > 0) System.out.println(s.checkerFailures() + " solution(s) FAILED the independent checker");
        return s.errors() + s.checkerFailures() + refuted > 0 ? 1 : 0;
    }
}
