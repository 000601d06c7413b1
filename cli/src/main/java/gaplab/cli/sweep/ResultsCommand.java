package gaplab.cli.sweep;

import gaplab.lab.sweep.Export;
import gaplab.lab.sweep.Results;
import gaplab.model.core.InputException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gaplab results export RESULTS... --csv OUT.csv}. */
@Command(name = "results", mixinStandardHelpOptions = true, description = "Work with sweep results files.",
        subcommands = ResultsCommand.ExportCommand.class)
public final class ResultsCommand implements Runnable {

    @Override
    public void run() { CommandLine.usage(this, System.out); }

    @Command(name = "export", mixinStandardHelpOptions = true,
            description = {"Export results (results.jsonl files or sweep folders) as one CSV.",
                    "Every row with its reference (proven optimum, known optimum or lower bound), ratio,",
                    "ratio kind and the command that replays it."})
    public static final class ExportCommand implements Callable<Integer> {
        @Parameters(arity = "1..*", paramLabel = "RESULTS", description = "results.jsonl files or sweep output folders")
        List<Path> results;

        @Option(names = "--csv", required = true, paramLabel = "OUT.csv", description = "where to write the CSV ('-' for standard output)")
        Path csv;

        @Override
        public Integer call() throws InputException, IOException {
            List<Export.Located> all = new ArrayList<>();
            for (Results.Loaded l : Results.load(results, System.err)) all.addAll(l.rows());
            if (csv.toString().equals("-")) System.out.print(Export.csv(all));
            else {
                Export.write(all, csv);
                System.out.println(all.size() + " rows: " + csv);
            }
            return 0;
        }
    }
}
