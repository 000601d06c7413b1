package gaplab.cli.sweep;

import gaplab.lab.sweep.Replay;
import gaplab.lab.sweep.Report;
import gaplab.lab.sweep.Results;
import gaplab.model.core.InputException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gaplab report RESULTS... --out DIR}. */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Write a static HTML report DIR/index.html from sweep results.",
                "No server, no script, no external asset: per problem and method the mean / worst ratio,",
                "proven and verified counts and times; the ratio distribution; time vs size;",
                "the papers' figures where the data allows; the worst instances, each method",
                "drawn with the optimum on one scale (re-run from the saved instance); the",
                "command that reproduces each number; every figure also as SVG, PDF and PNG",
                "(DIR/figures, DIR/pictures); and DIR/results.csv."})
public final class ReportCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "RESULTS", description = "results.jsonl files or sweep output folders")
    List<Path> results;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "the report folder")
    Path out;

    @Override
    public Integer call() throws InputException, IOException {
        List<Results.Loaded> loaded = Results.load(results, System.err);
        String cmd = Replay.launcher() + " report " + results.stream().map(p -> Replay.quote(p.toString())).collect(Collectors.joining(" ")) + " --out " + Replay.quote(out.toString());
        Report.Written w = Report.write(loaded, out, cmd);
        System.out.println("report: " + Replay.display(w.index()) + " (" + w.problems() + " problem(s), " + w.rows() + " rows, " + w.pictures() + " picture(s))");
        return 0;
    }
}
