package gaplab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.catalog.Runs;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code gaplab PROBLEM solve FILE}: one method on one instance, the solution re-verified by the
 * independent checker, for every problem alike. The problem's own options and output come from its
 * {@link SolveHook}, added to this command as a mixin.
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solve one instance with one method and re-verify the solution with the independent checker.",
                "Prints the objective, the status (OPTIMAL only when proven and verified), the bound and the gap.",
                "Exit code: 0 verified, 1 the checker rejected the method's solution, 2 bad input."})
public final class SolveCommand<I, S> implements Callable<Integer> {
    private final Problem<I, S> problem;
    private final SolveHook<I, S> hook;

    @Parameters(index = "0", paramLabel = "FILE", description = "instance file (the formats are in docs/<problem>.md)")
    Path file;

    @Option(names = "--method", paramLabel = "M", description = "the method (default: the problem's exact method); see 'gaplab PROBLEM methods'")
    String method;

    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "60", converter = Seconds.class,
            description = "time limit of exact and search methods in seconds (default ${DEFAULT-VALUE})")
    double timeLimit;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "seed of randomised methods (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1", converter = Threads.class,
            description = "threads a method may use (default ${DEFAULT-VALUE})")
    int threads;

    @Option(names = "--param", paramLabel = "k=v", description = "a method parameter (repeatable), e.g. --param order=asc")
    Map<String, String> params = new TreeMap<>();

    @Option(names = "--json", description = "print one JSON object: objective, status, bound, gap, verified, the solution")
    boolean json;

    @Option(names = "--out", paramLabel = "FILE", description = "also write that JSON object to FILE ('check' reads it as a solution)")
    Path out;

    @Option(names = "--picture", paramLabel = "FILE", description = "draw the solution; the extension chooses the format: .svg, .pdf or .png")
    Path picture;

    @Option(names = "--picture-with", paramLabel = "M", description = "also run method M (e.g. the exact one) and draw both solutions in --picture on one scale, this method's above M's")
    String pictureWith;

    public SolveCommand(Problem<I, S> problem, SolveHook<I, S> hook) {
        this.problem = problem;
        this.hook = hook;
    }

    @Override
    public Integer call() throws InputException {
        SolveOutput.checkPicture(picture);
        if (pictureWith != null && picture == null) throw new InputException("--picture-with", "draws into --picture FILE; give one");
        I instance = hook.instance(problem, file);
        String name = method != null ? method
                : problem.exactSolver().or(() -> problem.methods().stream().findFirst()).map(Solver::name).orElse("");
        Solver<I, S> m = Runs.method(problem, name);
        m.checkParams(params, "--param");
        Options options = hook.options(new Options(timeLimit, seed, threads, params));
        Runs.Checked<S> run = Runs.run(problem, m, instance, options);
        ObjectNode extraJson = hook.json(instance, run);
        if (out != null) SolveOutput.writeJson(out, SolveOutput.json(problem, instance, run, extraJson));
        if (pictureWith == null) return SolveOutput.print(problem, instance, run, json, picture, json ? "" : hook.text(instance, run), extraJson);
        Solver<I, S> w = Runs.method(problem, pictureWith);
        Runs.Checked<S> other = Runs.run(problem, w, instance, options);
        String drawn = SolveOutput.drawPair(problem, instance, file, run, other, picture);
        int code = SolveOutput.print(problem, instance, run, json, null, json ? "" : hook.text(instance, run), extraJson);
        if (!json) System.out.println(drawn);
        return code;
    }
}
