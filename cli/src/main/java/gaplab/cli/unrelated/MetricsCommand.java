package gaplab.cli.unrelated;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.plot.Fmt;
import gaplab.catalog.Runs;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.core.Options;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import gaplab.model.core.Status;
import gaplab.model.unrelated.Assignment;
import gaplab.analysis.unrelated.Metrics;
import gaplab.model.unrelated.UnrelatedFormat;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.catalog.unrelated.UnrelatedProblem;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code gaplab metrics FILE [--assignment A.json] [--reference M] [--json]}: every performance
 * metric of SPEC §5 (seed 004) for one assignment, with its source. Without --assignment the proven
 * optimum is used (or, if the exact search times out, the best heuristic's assignment).
 */
@Command(name = "metrics", mixinStandardHelpOptions = true, subcommands = PropertiesCommand.class,
        description = {"Compute the heterogeneous performance metrics of an unrelated-machines instance and an assignment.",
                "Speedups, ideal speedups, efficiencies, LP ideal time, preemptive bound, optimum, worst-case ratio.",
                "'gaplab metrics properties' searches counterexamples to the requirements (hm) (sp) (id) (e1) (e2)."})
public final class MetricsCommand implements Callable<Integer> {

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "instance file (the format of 'gaplab unrelated solve')")
    Path file;

    @Option(names = "--assignment", paramLabel = "A.json", description = "assignment {\"assignment\": [machine of task 0, ...]} (default: the optimum)")
    Path assignmentFile;

    @Option(names = "--reference", paramLabel = "M", defaultValue = "0", description = "reference machine M_ref, 0-based (default ${DEFAULT-VALUE})")
    int reference;

    @Option(names = "--time-limit", converter = gaplab.cli.Seconds.class, paramLabel = "S", defaultValue = "20", description = "time limit of the exact optimum (default ${DEFAULT-VALUE} s)")
    double timeLimit;

    @Option(names = "--json", description = "print one JSON object")
    boolean json;

    @Override
    public Integer call() throws InputException {
        try {
            return metrics();
        } catch (ArithmeticException lpFailed) { // an LP metric that binary64 cannot solve for these times: one line, exit 2
            throw new InputException(String.valueOf(file), lpFailed.getMessage());
        }
    }

    private Integer metrics() throws InputException {
        if (file == null) throw new InputException("metrics", "give an instance FILE (or the subcommand 'properties')");
        Problem<UnrelatedInstance, Assignment> p = UnrelatedProblem.PROBLEM;
        UnrelatedInstance in = p.readInstance(file);
        if (reference < 0 || reference >= in.m())
            throw new InputException("--reference", "machine " + reference + " does not exist (machines 0.." + (in.m() - 1) + ")");
        Solver<UnrelatedInstance, Assignment> exact = p.exactSolver().orElseThrow();
        Runs.Checked<Assignment> ex = Runs.run(p, exact, in, Options.defaults().withTimeLimit(timeLimit));
        double optimum = ex.status() == Status.OPTIMAL ? ex.verdict().objective() : Double.NaN;
        Assignment a;
        String which;
        if (assignmentFile != null) {
            var judged = gaplab.catalog.SolutionCheck.judge(p, in, assignmentFile, Double.NaN); // the one check path, claim included
            a = judged.solution();
            var v = judged.verdict();
            if (!v.valid()) throw new InputException(assignmentFile.toString(), v.violation());
            which = assignmentFile.toString();
        } else {
            a = ex.outcome().solution();
            which = ex.status() == Status.OPTIMAL ? "the proven optimum (choco)" : "the best assignment found (choco, not proven optimal)";
        }
        Metrics.Context c = new Metrics.Context(in, a, reference, optimum);
        int fastest = c.fastest();
        String kind = c.speeds().isPresent() ? "uniform (rank 1)" : (in.isRank() ? "rank-" + in.rank() + " uniform" : "unrelated");
        if (json) {
            ObjectNode o = JsonInput.MAPPER.createObjectNode();
            o.put("instance", in.name());
            o.put("tasks", in.n());
            o.put("machines", in.m());
            o.put("model", kind);
            o.put("reference", reference);
            if (fastest >= 0) o.put("fastest", fastest); else o.putNull("fastest");
            ArrayNode arr = o.putArray("assignment");
            for (int x : a.machine()) arr.add(x);
            o.put("assignmentSource", which);
            o.put("objective", p.checker().check(in, a).objective());
            ArrayNode ms = o.putArray("metrics");
            for (Metrics.Metric m : Metrics.ALL) {
                Metrics.Num v = m.value(c);
                ObjectNode e = ms.addObject();
                e.put("key", m.key());
                e.put("symbol", m.symbol());
                e.put("kind", m.kind().name().toLowerCase());
                if (v.defined()) e.put("value", v.value()); else e.putNull("value");
                if (v.exact() != null) e.put("exact", v.exact().toString());
                if (!v.defined()) e.put("undefined", v.undefined());
                e.put("definition", m.formula());
                e.put("source", m.source());
            }
            System.out.println(o.toPrettyString());
            return 0;
        }
        System.out.println("instance: " + in.name() + " (" + in.n() + " tasks, " + in.m() + " machines, " + kind + ")");
        System.out.println("reference machine M_ref: " + reference + "; fastest machine M_max: " + (fastest < 0 ? "none (no machine can run every task)" : fastest));
        System.out.println("assignment (task -> machine): " + a + ", " + which);
        List<List<String>> rows = new ArrayList<>();
        for (Metrics.Metric m : Metrics.ALL) {
            Metrics.Num v = m.value(c);
            rows.add(List.of(m.key(), v.text(), m.formula(), m.source()));
        }
        System.out.print(Fmt.table(List.of("metric", "value", "definition", "source"), rows));
        return 0;
    }
}
