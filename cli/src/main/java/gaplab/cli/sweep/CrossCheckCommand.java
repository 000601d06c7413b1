package gaplab.cli.sweep;

import gaplab.catalog.Problems;
import gaplab.lab.crosscheck.Agreement;
import gaplab.lab.crosscheck.CrossCheck;
import gaplab.lab.sweep.Progress;
import gaplab.lab.sweep.Replay;
import gaplab.lab.sweep.ResultRow;
import gaplab.lab.sweep.Sweep;
import gaplab.model.core.InputException;
import gaplab.model.core.Problem;
import gaplab.plot.Fmt;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gaplab crosscheck PROBLEM [--count N] [--seed S] [--param k=v,w|a..b ...] [--methods A,B] [--time-limit S]}. */
@Command(name = "crosscheck", mixinStandardHelpOptions = true,
        description = {"Solve seeded instances with two independent exact methods and compare their proofs.",
                "Instance k draws each size option from the problem's cross-check variety (or your --param",
                "lists) and is generated with seed S + k; each variant (e.g. with and without duplication) is",
                "solved by its oracle and its second opinion (e.g. exact and cpsat) unless --methods names others.",
                "A lower bound above a valid solution (e.g. two proofs of different optima), a solution the",
                "checker rejects, or an error is a defect: it is listed with replay commands, and the exit code is 1.",
                "The run is a sweep in OUT (crosscheck.json, results.jsonl, instances/): the same command resumes."})
public final class CrossCheckCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "PROBLEM", description = "the problem (e.g. dag, grid)")
    String problemName;

    @Option(names = "--count", paramLabel = "N", defaultValue = "20", description = "instances (default ${DEFAULT-VALUE})")
    int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "instance k uses seed S + k (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--param", paramLabel = "k=v", description = "a size option's values: one value, a list a,b,c or a range 8..14 (replaces the variety's list)")
    Map<String, String> params = new TreeMap<>();

    @Option(names = "--methods", split = ",", paramLabel = "A,B", description = "the exact methods to compare (default: each variant's oracle and second opinion)")
    List<String> methods = new ArrayList<>();

    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "10", converter = gaplab.cli.Seconds.class, description = "time limit of each solve (default ${DEFAULT-VALUE} s)")
    double timeLimit;

    @Option(names = "--threads", converter = gaplab.cli.Threads.class, paramLabel = "N", defaultValue = "1", description = "solves run at once, one thread each (default ${DEFAULT-VALUE})")
    int threads;

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default runs/crosscheck-PROBLEM)")
    Path out;

    @Option(names = "--quiet", description = "no progress output")
    boolean quiet;

    @Override
    public Integer call() throws InputException, IOException, InterruptedException {
        Problem<?, ?> p = Problems.byName(problemName).orElseThrow(() -> new InputException("PROBLEM",
                "unknown problem '" + problemName + "'; known: " + Problems.all().stream().map(Problem::name).collect(Collectors.joining(", "))));
        if (count < 1 || count > 1_000_000) throw new InputException("--count", "must be between 1 and 1000000");
        if (p.space().isEmpty()) throw new InputException("PROBLEM", p.name() + " has no instance generator to cross-check on");
        Map<String, List<String>> variety = new LinkedHashMap<>(p.space().get().crossCheckVariety());
        for (var e : params.entrySet()) variety.put(e.getKey(), CrossCheck.values(e.getKey(), e.getValue()));
        Path dir = out != null ? out : Path.of("runs", "crosscheck-" + p.name());
        String cmd = Replay.launcher() + " crosscheck " + p.name() + " --count " + count + " --seed " + seed;
        var plan = new CrossCheck.Plan(p.name(), count, seed, variety, methods, timeLimit, dir);
        Agreement.Report rep = CrossCheck.run(p, plan, new Sweep.RunOptions(threads, !quiet && Progress.stderrIsTerminal(), 10, cmd, quiet), System.err);
        System.out.println("crosscheck " + p.name() + ": " + rep.instances() + " instances, seed " + seed + ", " + Fmt.num(timeLimit) + " s per solve");
        System.out.println(variety.entrySet().stream().map(e -> e.getKey() + " " + String.join(",", e.getValue())).collect(Collectors.joining("; ")));
        System.out.println();
        System.out.print(Agreement.methodTable(rep));
        String bySize = Agreement.sizeTable(rep);
        if (!bySize.isEmpty()) {
            System.out.println();
            System.out.println("proved per " + rep.groupBy() + ":");
            System.out.print(bySize);
        }
        System.out.println();
        for (Agreement.Kind k : Agreement.Kind.values())
            if (!k.defect() || rep.count(k) > 0) System.out.println(k.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + ": " + rep.count(k) + " (" + k.meaning + ")");
        Path csv = dir.resolve("crosscheck.csv");
        Files.writeString(csv, Agreement.csv(rep));
        Path results = dir.resolve(Sweep.RESULTS);
        for (Agreement.Finding f : rep.defects()) {
            System.out.println();
            System.out.println(f.kind() + " " + f.instance() + " (" + Agreement.variantName(f.variant()) + "): " + f.why());
            for (ResultRow r : f.rows()) System.out.println("  replay: " + Replay.command(dir, r));
        }
        System.out.println(rep.defects().isEmpty() ? "no disagreement" : rep.defects().size() + " defect(s): see above; the instances are in " + Replay.display(dir.resolve("instances")));
        System.out.println("csv: " + Replay.display(csv));
        System.out.println("results: " + Replay.display(results) + " (the same command resumes; 'gaplab report' reads it)");
        return rep.defects().isEmpty() ? 0 : 1;
    }
}
