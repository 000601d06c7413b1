package gaplab.cli.sweep;

import gaplab.catalog.Runs;
import gaplab.catalog.dag.DagProblem;
import gaplab.certify.CertificateWriter;
import gaplab.certify.CertifySettings;
import gaplab.certify.DagCertifier;
import gaplab.certify.GridCertifier;
import gaplab.certify.UnrelatedCertifier;
import gaplab.cli.dag.BenchCertificates;
import gaplab.exact.dag.IntegerUnit;
import gaplab.lab.sweep.ResultRow;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * The sweep option {@code "certify": "DIR"} (issue 35 item 7; docs/sweeps.md, "Certificates"): after the
 * jobs, every verified OPTIMAL row of an exact method gets the folder {@code DIR/<instance>--<method>/}
 * with a certificate that the independent checker accepts at once. The rows hold no solutions, so the
 * optimum is proven again by the same method and options (and must come out the same); a folder that
 * already holds an accepted certificate is kept, so a resumed sweep certifies only what is missing.
 * {@code DIR/summary.csv} lists every row's outcome. Task graphs (with and without duplication), grids
 * and unrelated machines; other problems' optima are listed as not certified.
 */
final class SweepCertificates {
    private SweepCertificates() {}

    /** How many were certified by a proof, by a bound, kept, not certified, refuted. */
    record Tally(int proof, int bound, int kept, int notCertified, int refuted) {
        String line(Path dir) {
            return "certified: " + (proof + bound + kept) + " of " + (proof + bound + kept + notCertified + refuted) + " proven optima (by a proof " + proof
                    + ", by a bound " + bound + ", kept from an earlier run " + kept + "); not certified " + notCertified + "; refuted by the checker "
                    + refuted + "; in " + gaplab.lab.sweep.Replay.display(dir);
        }
    }

    static <I, S> Tally run(Problem<I, S> p, List<ResultRow> rows, Path sweepOut, Path dir) throws IOException {
        Files.createDirectories(dir);
        int[] n = new int[5];
        List<String> csv = new ArrayList<>(List.of("instance,method,optimum," + BenchCertificates.Cert.HEADER));
        TreeMap<String, ResultRow> proven = new TreeMap<>();
        for (ResultRow r : rows)
            if (!r.isBound() && r.kind().equals("exact") && r.verified() && r.status().equals(Status.OPTIMAL.name()))
                proven.putIfAbsent(name(r.instance()) + "--" + name(r.method()), r);
        for (var e : proven.entrySet()) {
            ResultRow r = e.getValue();
            Path folder = dir.resolve(e.getKey());
            BenchCertificates.Cert c = BenchCertificates.certify(folder, () -> certify(p, r, sweepOut, folder));
            n[Math.max(0, List.of("proof", "bound", "kept", "not-certified", "refuted").indexOf(c.what()))]++;
            csv.add(String.join(",", "\"" + r.instance() + "\"", r.method(), Double.toString(r.checked()), c.csv()));
        }
        Files.write(dir.resolve("summary.csv"), csv);
        return new Tally(n[0], n[1], n[2], n[3], n[4]);
    }

    /** A file name from an instance or method name: letters, digits, '.', '_', '-', '+'; anything else '_'. */
    static String name(String s) { return s.replaceAll("[^A-Za-z0-9._+-]", "_").replaceAll("^\\.+", "_"); }

    /** Proves the row's optimum again with its method and options, then writes the certificate of the problem. */
    @SuppressWarnings("unchecked")
    private static <I, S> CertificateWriter.Result certify(Problem<I, S> p, ResultRow r, Path sweepOut, Path folder) throws IOException {
        Path file = Path.of(r.file()).isAbsolute() ? Path.of(r.file()) : sweepOut.resolve(r.file());
        I inst;
        Solver<I, S> m;
        try {
            inst = p.readInstance(file);
            m = Runs.method(p, r.method());
        } catch (InputException e) {
            return CertificateWriter.Result.refused(e.getMessage());
        }
        Runs.Checked<S> run = Runs.run(p, m, inst, new Options(r.timeLimit(), r.seed() >= 0 ? r.seed() : 1L, r.params()));
        if (run.status() != Status.OPTIMAL || Math.abs(run.verdict().objective() - r.checked()) > 1e-9 * Math.max(1, Math.abs(r.checked())))
            return CertificateWriter.Result.refused(m.name() + " did not prove the optimum " + r.checked() + " again (status " + run.status() + ")");
        double v = run.verdict().objective();
        S w = run.outcome().solution();
        CertifySettings settings = CertifySettings.defaults();
        return switch (p.name()) {
            case "dag" -> {
                DagInstance d = (DagInstance) inst;
                IntegerUnit unit = IntegerUnit.of(d);
                yield unit == null ? CertificateWriter.Result.refused("the data has no unit")
                        : DagCertifier.certify(d, file, v, (Schedule) w, folder, settings, unit.unit(), p.variant(m).equals(DagProblem.DUPLICATION));
            }
            case "grid" -> GridCertifier.certify((GridInstance) inst, file, v, (GridPartition) w, folder, settings);
            case "unrelated" -> UnrelatedCertifier.certify((UnrelatedInstance) inst, file, v, (Assignment) w, folder, settings);
            default -> CertificateWriter.Result.refused("no certificates for problem " + p.name() + " yet");
        };
    }
}
