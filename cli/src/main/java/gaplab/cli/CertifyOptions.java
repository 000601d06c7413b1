package gaplab.cli;

import gaplab.catalog.Runs;
import gaplab.certify.CadicalProver;
import gaplab.certify.CertificateWriter;
import gaplab.certify.CertifySettings;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import gaplab.model.core.Status;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import picocli.CommandLine.Option;

/**
 * The options every {@code PROBLEM certify} shares (a picocli mixin; docs/certificates.md): where the
 * certificate goes, the exact method that proves the optimum and its options, and the SAT solver's
 * limits; {@link #run} proves the optimum, verified by the problem's checker, and writes the certificate.
 */
public final class CertifyOptions {
    @Option(names = "--out", required = true, paramLabel = "DIR", description = "the certificate's folder (created; files in it are replaced)") public Path out;

    @Option(names = "--method", paramLabel = "M", description = "the exact method that proves V (default: the problem's exact method; for task graphs 'exact-dup', 'cpsat-dup' or 'portfolio-dup' certify the optimum with duplication)")
    String method;

    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "60", converter = Seconds.class, description = "time limit of the exact method in seconds (default ${DEFAULT-VALUE})")
    double timeLimit;

    @Option(names = "--sat-time-limit", paramLabel = "S", defaultValue = "60", converter = Seconds.class, description = "time limit of the SAT solver in seconds (default ${DEFAULT-VALUE})")
    double satTimeLimit;

    @Option(names = "--prover", paramLabel = "P", defaultValue = "auto", description = "the SAT solver: sat4j (in the JVM, DRUP), cadical (Debian's cadical, DRAT; "
            + "scripts/install-cadical.sh installs it) or auto (cadical from " + CertifySettings.Prover.AUTO_CLAUSES + " clauses on when it is installed; default ${DEFAULT-VALUE})")
    String prover;

    @Option(names = "--proof-format", paramLabel = "F", defaultValue = "lrat", description = "the proof kept: lrat (the solver's proof trimmed to LRAT with hints, "
            + "checked in linear time; a proof that needs RAT steps, or whose LRAT is above --max-proof-mb, stays as the solver wrote it) or drat (the solver's DRUP or DRAT as written; default ${DEFAULT-VALUE})")
    String proofFormat;

    @Option(names = "--max-proof-mb", paramLabel = "N", defaultValue = "256", description = "the largest proof kept, in MiB (default ${DEFAULT-VALUE})")
    long maxProofMb;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "seed of the method (default ${DEFAULT-VALUE})") long seed;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1", converter = Threads.class, description = "threads the method may use (default ${DEFAULT-VALUE})") int threads;

    @Option(names = "--param", paramLabel = "k=v", description = "a method parameter (repeatable)") Map<String, String> params = new TreeMap<>();

    /** Writes the certificate of a proven optimum. */
    @FunctionalInterface
    public interface Writer<I, S> {
        CertificateWriter.Result write(I instance, String variant, double optimum, S witness, CertifySettings settings) throws IOException;
    }

    /** As {@link #run(Problem, Object, java.util.Set, Writer)} for the problem's variant without duplication only. */
    public <I, S> int run(Problem<I, S> problem, I instance, Writer<I, S> writer) throws InputException, IOException {
        return run(problem, instance, java.util.Set.of(""), writer);
    }

    /**
     * Proves the optimum with the method (whose variant — "" for the plain problem — must be one of
     * {@code variants}), then writes the certificate; prints the outcome and returns the exit code. When the method
     * ends FEASIBLE, its best (verified) schedule is still certified if the proof shows that nothing is better: the
     * refutation of "objective ≤ V − δ" is then the whole proof of optimality, as checkable as any other.
     */
    public <I, S> int run(Problem<I, S> problem, I instance, java.util.Set<String> variants, Writer<I, S> writer) throws InputException, IOException {
        prover(prover, CertifySettings.defaults());   // bad input before the solve
        proofFormat(proofFormat, CertifySettings.defaults());
        if (maxProofMb < 1 || maxProofMb > 1 << 20) throw new InputException("--max-proof-mb", "must be a whole number from 1 to " + (1 << 20));
        String name = method != null ? method : problem.exactSolver().map(Solver::name).orElse("");
        Solver<I, S> m = Runs.method(problem, name);
        if (!m.exact() || !variants.contains(problem.variant(m)))
            throw new InputException("--method", "'" + m.name() + "' is not an exact method of a variant that is certified (" + (variants.size() > 1
                    ? "without or with duplication" : "the problem without variants") + ")");
        m.checkParams(params, "--param");
        Runs.Checked<S> run = Runs.run(problem, m, instance, new Options(timeLimit, seed, threads, params));
        // FEASIBLE with a verified schedule: the SAT solver may still prove that schedule optimal (no solution below it)
        boolean incumbent = run.status() == Status.FEASIBLE && run.verified();
        if (run.status() != Status.OPTIMAL && !incumbent) {
            System.out.println("not certified: " + m.name() + " did not prove an optimum within " + gaplab.plot.Fmt.num(timeLimit) + " s (status " + run.status() + ")");
            return 1;
        }
        CertifySettings settings = new CertifySettings((int) Math.ceil(satTimeLimit), maxProofMb << 20, CertifySettings.defaults().maxClauses(), CertifySettings.Prover.SAT4J, null);
        settings = proofFormat(proofFormat, prover(prover, settings));
        CertificateWriter.Result r = writer.write(instance, problem.variant(m), run.verdict().objective(), run.outcome().solution(), settings);
        double lower = run.outcome().bound();
        String best = m.name() + "'s best " + gaplab.plot.Fmt.num(run.verdict().objective()) + " (" + run.status() + " within " + gaplab.plot.Fmt.num(timeLimit)
                + " s" + (Double.isNaN(lower) ? "" : ", lower bound " + gaplab.plot.Fmt.num(lower)) + ")";
        System.out.println(r.message() + (incumbent && !r.written() ? "; " + best + " is not proven optimal" : ""));
        if (!r.written()) return 1;
        System.out.println("by: " + (incumbent ? "the proof alone at " + best : m.name() + " (optimum)") + ", " + (r.method().equals("sat")
                ? r.prover() + " proof" + (r.trim().isEmpty() ? "" : " " + r.trim()) + ", " + r.clauses() + " clauses, " + r.proofBytes() + " bytes" : r.method()));
        System.out.println("certificate: " + out.resolve(CertificateWriter.CERTIFICATE));
        return 0;
    }

    /** The settings with the proof format named by {@code --proof-format} ({@code lrat} or {@code drat}). */
    public static CertifySettings proofFormat(String name, CertifySettings s) throws InputException {
        return switch (name == null ? "lrat" : name) {
            case "lrat" -> s.with(CertifySettings.ProofFormat.LRAT);
            case "drat" -> s.with(CertifySettings.ProofFormat.DRAT);
            default -> throw new InputException("--proof-format", "'" + name + "' is not lrat or drat");
        };
    }

    /**
     * The settings with the prover named by {@code --prover}: {@code cadical} needs the binary on the PATH
     * (bad input otherwise); {@code auto} takes it when it is there.
     */
    public static CertifySettings prover(String name, CertifySettings s) throws InputException {
        java.nio.file.Path bin = CadicalProver.find();
        return switch (name == null ? "auto" : name) {
            case "sat4j" -> s.with(CertifySettings.Prover.SAT4J, null);
            case "auto" -> s.with(CertifySettings.Prover.AUTO, bin);
            case "cadical" -> {
                if (bin == null) throw new InputException("--prover", "cadical is not installed (no 'cadical' on the PATH; scripts/install-cadical.sh installs Debian's)");
                yield s.with(CertifySettings.Prover.CADICAL, bin);
            }
            default -> throw new InputException("--prover", "'" + name + "' is not sat4j, cadical or auto");
        };
    }
}
