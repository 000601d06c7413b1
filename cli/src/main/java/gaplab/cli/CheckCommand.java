package gaplab.cli;

import gaplab.plot.Fmt;
import gaplab.catalog.Runs;
import gaplab.catalog.SolutionCheck;
import gaplab.model.core.Tolerance;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.core.Problem;
import gaplab.model.core.Verdict;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code gaplab <problem> check INSTANCE SOLUTION}: runs the independent checker on a solution
 * written by any tool and rates it against the optimum (or a lower bound). Exit 0 valid, 1 invalid,
 * 2 bad input.
 */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Check a solution written by any tool; give its objective and ratio to the optimum.",
                "Runs the independent checker; the ratio is to the proven optimum (or to a lower bound).",
                "Exit code: 0 valid, 1 invalid (the first violated constraint is named), 2 bad input."})
public final class CheckCommand<I, S> implements Callable<Integer> {
    private final Problem<I, S> problem;

    @Parameters(index = "0", paramLabel = "INSTANCE", description = "instance file")
    Path instanceFile;

    @Parameters(index = "1", paramLabel = "SOLUTION", description = "solution file (the format of 'solve --json')")
    Path solutionFile;

    @Option(names = "--json", description = "print one JSON object")
    boolean json;

    @Option(names = "--time-limit", converter = gaplab.cli.Seconds.class, paramLabel = "S", description = "time limit for the exact reference solver (default ${DEFAULT-VALUE} s)", defaultValue = "30")
    double timeLimit;

    @Option(names = "--tolerance", paramLabel = "TAU", description = {"relative tolerance of every comparison (default: the checker's own, e.g. 2^-49 for task graphs;",
            "see docs/limits.md); printed when given"})
    Double tolerance;

    @Option(names = "--oracle", paramLabel = "METHOD", description = "the exact method that gives the reference (default: the solution's variant's own, e.g. exact; cpsat for the second opinion)")
    String oracle;

    private final SolveHook<I, S> instanceOptions;

    /** {@code instanceOptions}: the problem's instance options (the same as solve's, e.g. the task graph's --machine). */
    public CheckCommand(Problem<I, S> problem, SolveHook<I, S> instanceOptions) {
        this.problem = problem;
        this.instanceOptions = instanceOptions;
    }

    @Override
    public Integer call() throws InputException {
        if (tolerance != null && Tolerance.invalid(tolerance) != null) throw new InputException("--tolerance", Tolerance.invalid(tolerance));
        I inst = instanceOptions.instance(problem, instanceFile);
        var judged = SolutionCheck.judge(problem, inst, solutionFile, tolerance == null ? Double.NaN : tolerance);
        S sol = judged.solution();
        Verdict v = judged.verdict();
        Reference ref = Reference.of(problem, inst, sol, oracle, timeLimit, "--oracle");
        double reference = ref.value();
        String refKind = ref.kind(), variant = ref.variant();
        double ratio = v.valid() ? Runs.ratio(v.objective(), reference) : Double.NaN;
        if (json) {
            ObjectNode o = JsonInput.MAPPER.createObjectNode();
            o.put("valid", v.valid());
            if (!v.valid()) o.put("violation", v.violation());
            if (v.valid()) o.put("objective", v.objective());
            if (!Double.isNaN(reference)) o.put("reference", reference);
            o.put("referenceKind", refKind);
            ref.oracle().ifPresent(x -> o.put("oracle", x));
            if (!variant.isEmpty()) o.put("variant", variant);
            if (!Double.isNaN(ratio)) o.put("ratio", ratio);
            o.put("ratioIsUpperBound", refKind.equals("lower bound"));
            if (tolerance != null) o.put("tolerance", tolerance);
            System.out.println(o.toPrettyString());
        } else {
            System.out.println(v.valid() ? "valid" : "INVALID: " + v.violation());
            if (tolerance != null) System.out.println(String.format(java.util.Locale.ROOT, "tolerance: %.3g relative (given; the checker's own is %.3g)", tolerance, problem.checker().tolerance()));
            if (v.valid()) System.out.println(problem.objectiveName() + ": " + Fmt.num(v.objective()));
            if (!Double.isNaN(reference)) {
                java.util.List<String> about = new java.util.ArrayList<>();
                if (!variant.isEmpty()) about.add("variant: " + variant);
                if (oracle != null && refKind.equals("optimum")) about.add("proven by " + ref.oracle().orElseThrow());
                System.out.println(refKind + ": " + Fmt.num(reference) + (about.isEmpty() ? "" : " (" + String.join(", ", about) + ")"));
            }
            if (!Double.isNaN(ratio))
                System.out.println("ratio: " + Fmt.ratio(ratio) + (refKind.equals("lower bound") ? " (an upper bound on the true ratio)" : ""));
        }
        return v.valid() ? 0 : 1;
    }
}
