package gaplab.cli.dag;

import gaplab.catalog.Runs;
import gaplab.cli.SolveOutput;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.analysis.dag.DagBounds;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gaplab dag solve GRAPH --machine SPEC --method M}. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Schedule a task graph (JSON, Kasahara STG or DOT) on a machine with one method,",
                "verify the schedule with the independent checker and print the makespan."})
public final class DagSolveCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "GRAPH", description = "graph file: .json (graph or {graph, machine}), .stg, .dot")
    Path graph;

    @Option(names = "--machine", paramLabel = "SPEC", description = {"complete:P, ring:P, mesh:RxC, hypercube:D (λ = hops × unit; add :UNIT),",
            "or a JSON file {\"lambda\": [[...]], \"speed\": [...]}. Default: the DOT file's TargetSystem (complete:P)."})
    String machine;

    @Option(names = "--speeds", paramLabel = "S1,S2,...", split = ",", description = "processor speeds (a task takes μ / speed)")
    double[] speeds;

    @Option(names = "--method", paramLabel = "M", defaultValue = "exact",
            description = "exact | exact-dup | exact-cp | etf | dl | mh, each heuristic optionally +A or +B (default ${DEFAULT-VALUE}); see 'gaplab dag methods'")
    String method;

    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "60", description = "time limit of exact methods in seconds (default ${DEFAULT-VALUE})")
    double timeLimit;

    @Option(names = "--json", description = "print JSON: makespan, status, bound, schedule (task, processor, start, end, duplicate), verified")
    boolean json;

    @Option(names = "--gantt", paramLabel = "OUT.svg", description = "write a Gantt chart")
    Path gantt;

    @Override
    public Integer call() throws InputException {
        DagInstance inst = load(graph, machine, speeds);
        var p = DagCli.PROBLEM;
        var m = Runs.method(p, method.replace("+a", "+A").replace("+b", "+B"));
        var r = Runs.run(p, m, inst, Options.defaults().withTimeLimit(timeLimit));
        String extra = String.format(Locale.ROOT, "instance: %d tasks, %d arcs on %s%s%nbest static lower bound (critical path, work, head-tail, pigeonhole, join path): %s%s",
                inst.tasks(), inst.graph().arcCount(), inst.machine().spec(),
                inst.machine().identicalProcessors() ? "" : " (processors differ)",
                gaplab.plot.Fmt.num(DagBounds.best(inst)),
                Double.isNaN(inst.graph().knownOptimum()) ? "" : "\npublished optimum: " + gaplab.plot.Fmt.num(inst.graph().knownOptimum())
                        + (inst.graph().targetProcessors() == inst.processors() ? "" : " (for " + inst.graph().targetProcessors() + " processors)"));
        if (r.outcome().hasSolution() && r.outcome().solution().duplicates() > 0)
            extra += "\ncopies: " + r.outcome().solution().duplicates();
        return SolveOutput.print(p, inst, r, json, gantt, extra);
    }

    static DagInstance load(Path graph, String machine, double[] speeds) throws InputException {
        DagInstance inst = DagFormats.readInstance(graph, machine);
        if (speeds != null) inst = new DagInstance(inst.graph(), inst.machine().withSpeeds(speeds));
        return inst;
    }
}
