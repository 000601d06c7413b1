package gaplab.cli;

import gaplab.plot.Fmt;
import gaplab.catalog.Runs;
import gaplab.model.core.Fixture;
import gaplab.model.core.Options;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import gaplab.model.core.Status;
import gaplab.catalog.Problems;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The main job for a newcomer: every problem on its built-in fixtures, every method against the
 * exact answer, verified by the independent checker; a table and the pictures.
 */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = {"Run every problem on its fixtures: each method vs the exact answer, all re-verified.",
                "Each solution is re-verified by the independent checker; prints a table and writes pictures."})
public final class DemoCommand implements Callable<Integer> {

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "gaplab-demo", description = "where the pictures go (default ${DEFAULT-VALUE})")
    Path out;

    @Option(names = "--time-limit", converter = gaplab.cli.Seconds.class, paramLabel = "S", defaultValue = "20", description = "time limit per exact solve (default ${DEFAULT-VALUE} s)")
    double timeLimit;

    @Option(names = "--second-opinion-time-limit", converter = gaplab.cli.Seconds.class, paramLabel = "S", defaultValue = "3",
            description = "time limit of the other exact methods (exact-cp, cpsat: cross-checks, slower than the problem's own exact method; default ${DEFAULT-VALUE} s)")
    double secondOpinionTimeLimit;

    @Option(names = "--problem", paramLabel = "NAME", description = "only this problem")
    String only;

    /** The demo's rows as sweep results, for the HTML report. */
    private gaplab.lab.sweep.DemoResults results;

    /** One row of the demo table. */
    public record Row(String problem, String instance, String method, double objective, double optimum, String optimumKind,
                      double ratio, boolean verified, Status status, long millis) {}

    @Override
    public Integer call() throws IOException {
        Files.createDirectories(out);
        List<Row> rows = new ArrayList<>();
        results = new gaplab.lab.sweep.DemoResults(out);
        int failures = 0;
        for (Problem<?, ?> p : Problems.all()) {
            if (only != null && !only.equals(p.name())) continue;
            failures += runProblem(p, rows);
        }
        List<List<String>> cells = new ArrayList<>();
        for (Row r : rows)
            cells.add(List.of(r.problem(), r.instance(), r.method(), Fmt.num(r.objective()),
                    Fmt.num(r.optimum()) + (r.optimumKind().isEmpty() ? "" : " " + r.optimumKind()),
                    Fmt.ratio(r.ratio()), r.verified() ? "yes" : "NO", r.status().name(), r.millis() + " ms"));
        System.out.print(Fmt.table(List.of("problem", "instance", "method", "objective", "optimum", "ratio", "verified", "status", "time"), cells));
        System.out.println();
        System.out.println("pictures: " + out.toAbsolutePath());
        Path report = results.write(System.err);
        System.out.println("results: " + out.resolve(gaplab.lab.sweep.Sweep.RESULTS).toAbsolutePath());
        System.out.println("report: " + report.toAbsolutePath().normalize() + " (open it in a browser)");
        if (failures > 0) System.out.println(failures + " solution(s) FAILED the independent checker");
        return failures == 0 ? 0 : 1;
    }

    private <I, S> int runProblem(Problem<I, S> p, List<Row> rows) throws IOException {
        int failures = 0;
        Options opts = Options.defaults().withTimeLimit(timeLimit);
        Path dir = out.resolve(p.name());
        Files.createDirectories(dir);
        for (Fixture<I> f : p.fixtures()) {
            String file = results.instance(p, f);
            results.bounds(p, f, file);
            // the reference of each variant: its exact solver's proven optimum, else (for the problem
            // as stated) the fixture's published optimum, else the best lower bound
            java.util.Map<String, Reference<S>> refs = new java.util.TreeMap<>();
            for (Solver<I, S> m : p.methods()) {
                String variant = p.variant(m);
                if (refs.containsKey(variant)) continue;
                Reference<S> ref = reference(p, f, variant, opts);
                failures += ref.disagreements();
                refs.put(variant, ref);
            }
            for (Solver<I, S> m : p.methods()) {
                Reference<S> ref = refs.get(p.variant(m));
                boolean secondOpinion = m.exact() && p.exactSolver(p.variant(m)).map(e -> !e.name().equals(m.name())).orElse(false);
                double limit = secondOpinion ? Math.min(timeLimit, secondOpinionTimeLimit) : timeLimit;
                Runs.Checked<S> r = ref.exactRun() != null && ref.exactRun().method().equals(m.name()) ? ref.exactRun()
                        : Runs.run(p, m, f.instance(), opts.withTimeLimit(limit));
                results.method(p, f, file, r, m.kind(), limit);
                if (!r.outcome().hasSolution()) continue;
                if (!r.verified()) failures++;
                String label = p.variant(m).isEmpty() ? ref.kind() : ref.kind().replace(")", ", " + p.variant(m) + ")");
                rows.add(new Row(p.name(), f.name(), m.name(), r.outcome().objective(), ref.value(), label,
                        Runs.ratio(r.verified() ? r.verdict().objective() : Double.NaN, ref.value()), r.verified(), r.status(), r.outcome().millis()));
                p.writePicture(f.instance(), r.outcome().solution(), dir.resolve(f.name() + "-" + m.name() + ".svg"));
            }
        }
        return failures;
    }

    /** The reference value of one variant of one fixture, how it was obtained, and the exact run behind it. */
    private record Reference<S>(double value, String kind, Runs.Checked<S> exactRun, int disagreements) {}

    private <I, S> Reference<S> reference(Problem<I, S> p, Fixture<I> f, String variant, Options opts) {
        double optimum = variant.isEmpty() ? f.knownOptimum() : Double.NaN;
        String kind = Double.isNaN(optimum) ? "" : "(known)";
        int disagreements = 0;
        var exact = p.exactSolver(variant);
        Runs.Checked<S> exactRun = null;
        if (exact.isPresent()) {
            exactRun = Runs.run(p, exact.get(), f.instance(), opts);
            if (exactRun.status() == Status.OPTIMAL) {
                double proven = exactRun.outcome().objective();
                if (!Double.isNaN(optimum) && Math.abs(proven - optimum) > 1e-6 * Math.max(1, Math.abs(optimum))) {
                    System.out.println("DISAGREEMENT: " + p.name() + " " + f.name() + ": " + exact.get().name() + " proves "
                            + proven + " but the fixture's optimum is " + optimum + " (" + f.source() + ")");
                    disagreements++;
                }
                optimum = proven;
                kind = "(proven)";
            }
        }
        if (Double.isNaN(optimum)) {
            optimum = p.bestBound(f.instance(), variant);
            kind = Double.isNaN(optimum) ? "" : "(bound)";
        }
        return new Reference<>(optimum, kind, exactRun, disagreements);
    }
}
