package gaplab.cli;

import gaplab.plot.Fmt;
import gaplab.catalog.Runs;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import gaplab.catalog.Problems;
import gaplab.lab.RatioSearch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code gaplab ratio --problem NAME --heuristic NAME [--param k=v ...] [--evaluations N] [--budget S]
 * [--seed N] [--out FILE]}: the worst-case ratio search ({@link RatioSearch}) for any problem with an
 * instance space.
 */
@Command(name = "ratio", mixinStandardHelpOptions = true,
        description = {"Search for the instance on which a heuristic is worst against the proven optimum.",
                "A random sweep, then simulated annealing over instances (Metropolis rule), then shrinking.",
                "The ratio is certified (heuristic / proven optimum) or an upper bound (heuristic / lower bound).",
                "The worst instance is written to --out; 'gaplab <problem> solve FILE --method HEURISTIC' replays it.",
                "Deterministic for a seed with --evaluations; with --budget (seconds) alone the result depends on speed."})
public final class RatioCommand implements Callable<Integer> {

    @Option(names = "--problem", required = true, paramLabel = "NAME", description = "the problem (e.g. unrelated)")
    String problemName;

    @Option(names = "--heuristic", required = true, paramLabel = "NAME", description = "the method to rate (see 'gaplab <problem> methods')")
    String heuristicName;

    @Option(names = "--param", paramLabel = "k=v", description = "size and machine options (e.g. tasks=6 machines=3); each one given fixes the class the search stays in (docs/ratio.md)")
    Map<String, String> params = new TreeMap<>();

    @Option(names = "--evaluations", paramLabel = "N", description = "budget in evaluated instances for sweep + local search (default 200 when --budget is not given)")
    Integer evaluations;

    @Option(names = "--budget", paramLabel = "S", description = "budget in seconds (with --evaluations: whichever comes first)")
    Double seconds;

    @Option(names = "--shrink-evaluations", paramLabel = "N", defaultValue = "400", description = "at most N evaluations for shrinking (default ${DEFAULT-VALUE})")
    int shrinkEvaluations;

    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "10", converter = Seconds.class, description = "time limit of each exact solve (default ${DEFAULT-VALUE} s)")
    double exactTimeLimit;

    @Option(names = "--oracle", paramLabel = "METHOD", description = "the exact method that rates (default: the heuristic's variant's own, e.g. exact; cpsat for the second opinion)")
    String oracle;

    @Option(names = "--restarts", paramLabel = "R", defaultValue = "1", description = "anneal in R rounds, each later one from the worst so far, shrunk (default ${DEFAULT-VALUE})")
    int restarts;

    @Option(names = "--start", paramLabel = "FILE", description = "an instance of the class to start from: the sweep's first instance (e.g. an earlier search's worst case)")
    Path start;

    @Option(names = "--seed", defaultValue = "1", description = "random seed (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--out", paramLabel = "FILE", description = "where to write the worst instance (default worst-<problem>-<heuristic>.json)")
    Path out;

    @Option(names = "--json", description = "print one JSON object")
    boolean json;

    @Override
    public Integer call() throws InputException, IOException {
        Problem<?, ?> p = Problems.byName(problemName).orElseThrow(() -> new InputException("--problem",
                "unknown problem '" + problemName + "'; known: " + Problems.all().stream().map(Problem::name).collect(Collectors.joining(", "))));
        return run(p);
    }

    private <I, S> int run(Problem<I, S> p) throws InputException, IOException {
        Solver<I, S> h;
        try {
            h = Runs.method(p, heuristicName);
        } catch (InputException e) {
            throw e.in("--heuristic");
        }
        if (p.space().isEmpty()) throw new InputException("--problem", p.name() + " has no instance space for the ratio search yet");
        int evals = evaluations != null ? evaluations : (seconds == null ? 200 : 0);
        if (evaluations != null && evaluations < 1) throw new InputException("--evaluations", "must be at least 1");
        if (seconds != null && !(seconds > 0)) throw new InputException("--budget", "must be positive");
        if (shrinkEvaluations < 0) throw new InputException("--shrink-evaluations", "must not be negative");
        if (restarts < 1) throw new InputException("--restarts", "must be at least 1");
        var cfg = new RatioSearch.Config(params, seed, evals, seconds == null ? 0 : seconds, shrinkEvaluations, exactTimeLimit, oracle).withRestarts(restarts);
        RatioSearch.oracle(p, h, cfg.oracle()); // a bad --oracle is bad input before any work
        I first = start == null ? null : p.readInstance(start);
        RatioSearch.Result<I> r;
        try {
            r = RatioSearch.run(p, h, cfg, new RatioProgress<I>(evals, System.err), first);
        } catch (InputException e) {
            throw e.source().equals("--start") ? new InputException(start.toString(), "--start: " + e.problem()) : e;   // name the file
        }
        RatioSearch.Evaluation<I> w = r.worst();
        Path file = out != null ? out : Path.of("worst-" + p.name() + "-" + h.name() + ".json");
        ObjectNode inst = p.instanceJson(w.instance());
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        Files.writeString(file, inst.toPrettyString() + "\n");
        var bounds = p.knownRatios(h.name()).stream().filter(k -> !Double.isNaN(k.boundOn(w.instance()))).toList(); // those of the worst case's class
        String verdict = w.certified() ? "certified (heuristic / proven optimum" + (oracle == null ? "" : " of " + oracle) + ")"
                : w.referenceKind().equals("lower bound") ? "an upper bound on the true ratio (heuristic / lower bound)" : w.referenceKind();
        if (json) {
            ObjectNode o = JsonInput.MAPPER.createObjectNode();
            o.put("problem", p.name());
            o.put("heuristic", h.name());
            o.put("seed", seed);
            o.put("restarts", restarts);
            ObjectNode sz = o.putObject("size");
            params.forEach(sz::put);
            o.put("class", r.instanceClass().describe());
            if (Double.isNaN(w.ratio())) o.putNull("ratio"); else o.put("ratio", w.ratio());
            o.put("certified", w.certified());
            o.put("referenceKind", w.referenceKind());
            RatioSearch.oracle(p, h, cfg.oracle()).ifPresent(x -> o.put("oracle", x.name()));
            o.put("objective", w.heuristic());
            o.put("heuristicObjective", w.heuristic());
            o.put("reference", w.reference());
            if (!w.certified() && !Double.isNaN(w.ratioAtLeast())) o.put("ratioAtLeast", w.ratioAtLeast());
            for (var k : bounds) {
                ObjectNode kb = o.putObject("knownBound");
                kb.put("formula", k.formula());
                kb.put("value", k.boundOn(w.instance()));
                kb.put("class", k.classWords());
                kb.put("source", k.source());
            }
            o.put("instanceFile", file.toString());
            o.set("instance", inst);
            o.put("evaluations", r.evaluations());
            o.put("sweep", r.sweep());
            o.put("localSearch", r.local());
            o.put("accepted", r.accepted());
            o.put("shrinkSteps", r.shrinkSteps());
            o.put("boundOnly", r.boundOnly());
            o.put("stoppedByTime", r.stoppedByTime());
            o.put("millis", r.millis());
            System.out.println(o.toPrettyString());
        } else {
            System.out.println("problem: " + p.name() + ", heuristic: " + h.name() + ", seed: " + seed
                    + (params.isEmpty() ? "" : ", size: " + params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "))));
            System.out.println("class: " + r.instanceClass().describe());
            System.out.println("evaluations: " + r.evaluations() + " (sweep " + r.sweep() + ", local search " + r.local() + " with " + r.accepted()
                    + " accepted moves, shrinking " + r.shrinkEvaluations() + " with " + r.shrinkSteps() + " steps"
                    + (r.boundOnly() > 0 ? "; " + r.boundOnly() + " ruled out by a lower bound without an exact solve" : "") + ")"
                    + (r.stoppedByTime() ? ", stopped by the time budget" : "") + ", " + r.millis() + " ms");
            System.out.println("worst ratio: " + Fmt.ratio(w.ratio()) + " = " + Fmt.num(w.heuristic()) + " / " + Fmt.num(w.reference()) + ", " + verdict);
            if (!w.certified() && !Double.isNaN(w.ratioAtLeast()))
                System.out.println("the true ratio is at least " + Fmt.ratio(w.ratioAtLeast()) + " = " + Fmt.num(w.heuristic()) + " / "
                        + Fmt.num(w.heuristic() / w.ratioAtLeast()) + " (the best solution the exact search found)");
            for (var k : bounds)
                System.out.println("proven bound: " + k.formula() + " = " + Fmt.ratio(k.boundOn(w.instance())) + " for " + k.classWords() + " — " + k.source());
            System.out.println("instance: " + file);
            System.out.println("replay: " + gaplab.lab.sweep.Replay.launcher() + " " + p.name() + " solve " + file + " --method " + h.name());
        }
        return RatioSearch.isFinding(w) ? 1 : 0;
    }
}
