package gaplab.cli.dag;

import gaplab.model.core.InputException;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DotFormat;
import gaplab.model.dag.NodeLinkFormat;
import gaplab.model.dag.DagInstance;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gaplab dag convert GRAPH --to dot|json|networkx}: export a graph (or a graph with its machine). */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Convert a task graph (gaplab JSON, STG, DOT, networkx node-link JSON, WfCommons JSON or Pegasus DAX)",
                "to DOT (Weight attributes), gaplab JSON or networkx node-link JSON (weight attributes); see docs/dag.md.",
                "With --machine (or a DOT TargetSystem) the JSON is an instance {graph, machine}."})
public final class DagConvertCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "GRAPH") Path graph;

    @Option(names = "--to", required = true, paramLabel = "FORMAT", description = "dot, json or networkx") String to;

    @Option(names = "--machine", paramLabel = "SPEC", description = "machine to bundle into the JSON instance") String machine;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", description = "output file (default: standard output)") Path out;

    /** A JSON file with a "graph" field is an instance (graph and machine). */
    private boolean isInstanceFile() throws InputException {
        if (!graph.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".json")) return false;
        return DagFormats.isInstanceJson(gaplab.model.core.JsonInput.read(graph).node());
    }

    @Override
    public Integer call() throws InputException, IOException {
        String text;
        if (to.equals("dot")) {
            if (isInstanceFile()) keepsItsTimes(DagFormats.readInstance(graph, machine)); // validate the whole file, machine included
            text = DotFormat.write(DagFormats.readGraph(graph), null);
        } else if (to.equals("json")) {
            // a JSON instance, a machine given here or a DOT target system: the instance {graph, machine}, read whole
            // (its machine kept, unknown fields rejected); a bare graph stays a graph
            DagInstance inst = machine != null || isInstanceFile() ? DagFormats.readInstance(graph, machine) : null;
            var g = inst != null ? null : DagFormats.readGraph(graph);
            if (inst == null && g.targetProcessors() > 0) inst = DagFormats.readInstance(graph, null);
            text = (inst != null ? DagFormats.instanceToJson(inst) : DagFormats.graphToJson(g)).toPrettyString() + "\n";
        } else if (to.equals("networkx")) {
            if (isInstanceFile()) keepsItsTimes(DagFormats.readInstance(graph, machine));
            text = NodeLinkFormat.write(DagFormats.readGraph(graph)).toPrettyString() + "\n";
        } else {
            throw new InputException("--to", "'" + to + "' is not dot, json or networkx");
        }
        if (out == null) System.out.print(text); else Files.writeString(out, text);
        return 0;
    }

    /** DOT and node-link JSON hold one time per task: a cost matrix would be lost. */
    private void keepsItsTimes(DagInstance inst) throws InputException {
        if (inst.hasCostMatrix())
            throw new InputException(graph.toString(), "--to " + to + ": the tasks give their time on each processor (a cost matrix), which " + to + " cannot hold; convert to json");
    }
}
