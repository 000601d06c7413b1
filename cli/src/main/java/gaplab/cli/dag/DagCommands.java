package gaplab.cli.dag;

import gaplab.analysis.dag.DagBounds;
import gaplab.catalog.Runs;
import gaplab.cli.ProblemCommands;
import gaplab.cli.SolveHook;
import gaplab.model.core.InputException;
import gaplab.model.core.Problem;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.plot.Fmt;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Option;

/** {@code gaplab dag}: the machine options of solve, {@code study}, {@code convert} and {@code certify}; benchmarks {@code dag} and {@code dag-timing}. */
public final class DagCommands implements ProblemCommands {

    @Override public String problem() { return "dag"; }

    @Override public SolveHook<?, ?> solveHook(Problem<?, ?> problem) { return new Machine(); }

    @Override public List<Object> commands() { return List.of(new DagStudyCommand(), new DagConvertCommand(), new DagCertifyCommand()); }

    @Override public List<Object> benchmarks() { return List.of(new DagBenchmarkCommand(), new DagTimingCommand()); }

    /** A graph file on {@code machine} (null: the file's own) with {@code speeds} (null: equal), as solve reads it. */
    static DagInstance load(Path file, String machine, double[] speeds) throws InputException {
        Machine m = new Machine();
        m.machine = machine;
        m.speeds = speeds;
        return m.instance(gaplab.catalog.dag.DagProblem.PROBLEM, file);
    }

    /** The machine a graph runs on (SPEC §3), and the instance's bounds and published optimum in the output. */
    static final class Machine implements SolveHook<DagInstance, Schedule> {
        @Option(names = "--machine", paramLabel = "SPEC", description = {"complete:P, ring:P, mesh:RxC, hypercube:D (λ = hops × unit; add :UNIT),",
                "or a JSON file {\"lambda\": [[...]], \"speed\": [...]}. Default: the DOT file's TargetSystem (complete:P)."})
        String machine;

        @Option(names = "--speeds", paramLabel = "S1,S2,...", split = ",", description = "processor speeds (a task takes μ / speed)")
        double[] speeds;

        @Override
        public DagInstance instance(Problem<DagInstance, Schedule> problem, Path file) throws InputException {
            java.util.Map<String, String> options = new java.util.TreeMap<>();
            if (machine != null) options.put("machine", machine);
            if (speeds != null) options.put("speeds", java.util.Arrays.stream(speeds).mapToObj(Double::toString).collect(java.util.stream.Collectors.joining(",")));
            return problem.readInstance(file, options);
        }

        @Override
        public String text(DagInstance inst, Runs.Checked<Schedule> r) {
            String extra = String.format(Locale.ROOT, "instance: %d tasks, %d arcs on %s%s%nbest static lower bound (critical path, work, head-tail, pigeonhole, join path, partition, fan-in): %s%s",
                    inst.tasks(), inst.graph().arcCount(), inst.machine().spec(),
                    inst.machine().identicalProcessors() ? "" : " (processors differ)",
                    Fmt.num(gaplab.exact.dag.IntegerUnit.boundInOwnUnit(inst, DagBounds::best)),
                    Double.isNaN(inst.graph().knownOptimum()) ? "" : "\npublished optimum: " + Fmt.num(inst.graph().knownOptimum())
                            + (inst.graph().targetProcessors() == inst.processors() ? "" : " (for " + inst.graph().targetProcessors() + " processors)"));
            if (r.outcome().hasSolution() && r.outcome().solution().duplicates() > 0)
                extra += "\ncopies: " + r.outcome().solution().duplicates();
            return extra;
        }
    }

}
