package gaplab.cli.sweep;

import gaplab.lab.sweep.Export;
import gaplab.lab.sweep.LatexTables;
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

/** {@code gaplab results export RESULTS... [--csv OUT.csv] [--latex OUT.tex] [--markdown OUT.md [--by K,...]] [--per-instance OUT.csv]}. */
@Command(name = "results", mixinStandardHelpOptions = true, description = "Work with sweep results files.",
        subcommands = ResultsCommand.ExportCommand.class)
public final class ResultsCommand implements Runnable {

    @Override
    public void run() { CommandLine.usage(this, System.out); }

    @Command(name = "export", mixinStandardHelpOptions = true,
            description = {"Export results (results.jsonl files or sweep folders) as one CSV and/or LaTeX tables.",
                    "CSV: every row with its reference (proven optimum, known optimum or lower bound), ratio,",
                    "ratio kind and the command that replays it. LaTeX: booktabs tables of the ratios per method",
                    "and problem, ratios against a lower bound marked (docs/sweeps.md). Markdown: a table of each",
                    "method's ratios per value of the --by options (count, optimal, mean, median, worst). Per instance:",
                    "a CSV line per instance with each exact method's status and gap and each heuristic's ratio."})
    public static final class ExportCommand implements Callable<Integer> {
        @Parameters(arity = "1..*", paramLabel = "RESULTS", description = "results.jsonl files or sweep output folders")
        List<Path> results;

        @Option(names = "--csv", paramLabel = "OUT.csv", description = "where to write the CSV ('-' for standard output)")
        Path csv;

        @Option(names = "--latex", paramLabel = "OUT.tex", description = "where to write the LaTeX tables ('-' for standard output)")
        Path latex;

        // grouped tables for a results page (GroupedTables; docs/sweeps.md, "Tables per setting")
        @Option(names = "--markdown", paramLabel = "OUT.md", description = "where to write a Markdown table of the ratios per method and --by values ('-' for standard output)")
        Path markdown;

        @Option(names = "--by", split = ",", paramLabel = "OPTION", description = "size or instance options to group the Markdown table by, e.g. machine,bandwidth")
        List<String> by = new ArrayList<>();

        @Option(names = "--per-instance", paramLabel = "OUT.csv", description = "where to write one CSV line per instance ('-' for standard output)")
        Path perInstance;

        @Override
        public Integer call() throws InputException, IOException {
            if (csv == null && latex == null && markdown == null && perInstance == null)
                throw new InputException("export", "give --csv OUT.csv, --latex OUT.tex, --markdown OUT.md and/or --per-instance OUT.csv");
            if (java.util.stream.Stream.of(csv, latex, markdown, perInstance).filter(o -> o != null && o.toString().equals("-")).count() > 1)
                throw new InputException("export", "only one of --csv, --latex, --markdown and --per-instance can go to standard output");
            if (!by.isEmpty() && markdown == null) throw new InputException("export", "--by groups the Markdown table: give --markdown OUT.md too");
            List<Export.Located> all = new ArrayList<>();
            for (Results.Loaded l : Results.load(results, System.err)) all.addAll(l.rows());
            if (csv != null) emit(csv, Export.csv(all), all.size() + " rows: ");
            if (latex != null) emit(latex, LatexTables.of(all), "LaTeX tables of " + all.size() + " rows: ");
            if (markdown != null) emit(markdown, gaplab.lab.sweep.GroupedTables.markdown(all, by), "Markdown table of " + all.size() + " rows: ");
            if (perInstance != null) emit(perInstance, gaplab.lab.sweep.GroupedTables.perInstance(all), "one line per instance of " + all.size() + " rows: ");
            return 0;
        }

        /** {@code text} to standard output ('-') or to the file, then the line saying where it went. */
        private static void emit(Path out, String text, String written) throws IOException {
            if (out.toString().equals("-")) System.out.print(text);
            else {
                Export.writeText(out, text);
                System.out.println(written + out);
            }
        }
    }
}
