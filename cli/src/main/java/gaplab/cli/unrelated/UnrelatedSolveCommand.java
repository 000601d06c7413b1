package gaplab.cli.unrelated;

import gaplab.plot.Fmt;
import gaplab.catalog.Runs;
import gaplab.cli.SolveOutput;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.catalog.unrelated.UnrelatedProblem;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gaplab unrelated solve FILE --method M [--json] [--gantt SVG]}. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Assign independent tasks to unrelated machines (R||Cmax) with one method, verified by the",
                "independent checker. FILE: {\"t\": [[...], ...]} task x machine times (\"inf\" allowed) or",
                "{\"w\": task x operation works, \"s\": operation x machine speeds} (rank-l uniform)."})
public final class UnrelatedSolveCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "FILE", description = "instance file (JSON)")
    Path file;

    @Option(names = "--method", defaultValue = "choco", description = "choco (exact), minmin, maxmin, mct, sufferage, met, olb, or a plug-in (default ${DEFAULT-VALUE})")
    String method;

    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "60", description = "time limit of the exact search (default ${DEFAULT-VALUE} s)")
    double timeLimit;

    @Option(names = "--json", description = "print the solution as JSON (the format 'check' and 'metrics --assignment' read)")
    boolean json;

    @Option(names = "--gantt", paramLabel = "SVG", description = "write a Gantt chart of the assignment")
    Path gantt;

    @Override
    public Integer call() throws InputException {
        UnrelatedProblem p = new UnrelatedProblem();
        UnrelatedInstance in = p.readInstance(file);
        var m = Runs.method(p, method);
        if (!(timeLimit > 0)) throw new InputException("--time-limit", "must be positive");
        Runs.Checked<Assignment> r = Runs.run(p, m, in, Options.defaults().withTimeLimit(timeLimit));
        StringBuilder extra = new StringBuilder();
        if (r.outcome().hasSolution()) {
            Assignment a = r.outcome().solution();
            double[] loads = a.loads(in);
            extra.append("assignment (task -> machine): ").append(a).append('\n');
            StringBuilder l = new StringBuilder();
            for (int q = 0; q < loads.length; q++) l.append(q == 0 ? "" : ", ").append("M").append(q).append(' ').append(Fmt.num(loads[q]));
            extra.append("machine loads: ").append(l).append('\n');
        }
        if (!json) {
            StringBuilder b = new StringBuilder();
            for (var lb : p.bounds()) b.append(b.length() == 0 ? "" : ", ").append(lb.name()).append(' ').append(Fmt.num(lb.bound(in)));
            extra.append("lower bounds: ").append(b).append('\n');
        }
        return SolveOutput.print(p, in, r, json, gantt, extra.toString());
    }
}
