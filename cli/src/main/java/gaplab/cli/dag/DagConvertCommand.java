package gaplab.cli.dag;

import gaplab.model.core.InputException;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DotFormat;
import gaplab.model.dag.DagInstance;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gaplab dag convert GRAPH --to dot|json}: export a graph (or a graph with its machine). */
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = {"Convert a task graph (JSON, STG or DOT) to DOT (Weight attributes) or JSON.",
                "With --machine (or a DOT TargetSystem) the JSON is an instance {graph, machine}."})
public final class DagConvertCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "GRAPH") Path graph;

    @Option(names = "--to", required = true, paramLabel = "FORMAT", description = "dot or json") String to;

    @Option(names = "--machine", paramLabel = "SPEC", description = "machine to bundle into the JSON instance") String machine;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE", description = "output file (default: standard output)") Path out;

    @Override
    public Integer call() throws InputException, IOException {
        String text;
        if (to.equals("dot")) {
            text = DotFormat.write(DagFormats.readGraph(graph), null);
        } else if (to.equals("json")) {
            var g = DagFormats.readGraph(graph);
            if (machine != null || g.targetProcessors() > 0) {
                DagInstance inst = DagFormats.readInstance(graph, machine);
                text = DagFormats.instanceToJson(inst).toPrettyString() + "\n";
            } else {
                text = DagFormats.graphToJson(g).toPrettyString() + "\n";
            }
        } else {
            throw new InputException("--to", "'" + to + "' is not dot or json");
        }
        if (out == null) System.out.print(text); else Files.writeString(out, text);
        return 0;
    }
}
