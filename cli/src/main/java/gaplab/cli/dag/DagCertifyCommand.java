package gaplab.cli.dag;

import gaplab.catalog.Runs;
import gaplab.catalog.dag.DagProblem;
import gaplab.certify.CertifySettings;
import gaplab.certify.DagCertifier;
import gaplab.cli.Seconds;
import gaplab.cli.Threads;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Solver;
import gaplab.model.core.Status;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code gaplab dag certify INSTANCE --out DIR}: proves the optimum V without duplication as {@code solve}
 * does, then writes a certificate that {@code gaplab certificate check DIR} verifies without trusting
 * any solver (docs/certificates.md; issue 35).
 */
@Command(name = "certify", mixinStandardHelpOptions = true,
        description = {"Prove the optimum V (without duplication) and write a certificate of it that others can check.",
                "The folder --out DIR gets the schedule, a copy of the instance and a DRUP proof that no schedule has",
                "makespan <= V - 1 (or a lower bound that is already V); 'gaplab certificate check DIR' verifies it (docs/certificates.md).",
                "Exit code: 0 certified, 1 not certified (the reason is printed), 2 bad input."})
public final class DagCertifyCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "INSTANCE") Path file;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "the certificate's folder (created; files in it are replaced)") Path out;

    @Option(names = "--machine", paramLabel = "SPEC", description = "the machine, as for 'dag solve'") String machine;

    @Option(names = "--speeds", paramLabel = "S1,S2,...", split = ",", description = "processor speeds (a task takes μ / speed)") double[] speeds;

    @Option(names = "--method", paramLabel = "M", defaultValue = "exact", description = "the exact method without duplication that proves V (default ${DEFAULT-VALUE})")
    String method;

    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "60", converter = Seconds.class, description = "time limit of the exact method in seconds (default ${DEFAULT-VALUE})")
    double timeLimit;

    @Option(names = "--sat-time-limit", paramLabel = "S", defaultValue = "60", converter = Seconds.class, description = "time limit of the SAT solver (Sat4j) in seconds (default ${DEFAULT-VALUE})")
    double satTimeLimit;

    @Option(names = "--max-proof-mb", paramLabel = "N", defaultValue = "256", description = "the largest proof kept, in MiB (default ${DEFAULT-VALUE})")
    long maxProofMb;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "seed of the method (default ${DEFAULT-VALUE})") long seed;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1", converter = Threads.class, description = "threads the method may use (default ${DEFAULT-VALUE})") int threads;

    @Option(names = "--param", paramLabel = "k=v", description = "a method parameter (repeatable)") Map<String, String> params = new TreeMap<>();

    @Override
    public Integer call() throws InputException, IOException {
        if (maxProofMb < 1 || maxProofMb > 1 << 20) throw new InputException("--max-proof-mb", "must be a whole number from 1 to " + (1 << 20));
        DagInstance inst = DagCommands.load(file, machine, speeds);
        var problem = DagProblem.PROBLEM;
        Solver<DagInstance, Schedule> m = Runs.method(problem, method);
        if (!m.exact() || !problem.variant(m).isEmpty())
            throw new InputException("--method", "'" + m.name() + "' is not an exact method without duplication (e.g. exact, cpsat, portfolio)");
        m.checkParams(params, "--param");
        Runs.Checked<Schedule> run = Runs.run(problem, m, inst, new Options(timeLimit, seed, threads, params));
        if (run.status() != Status.OPTIMAL) {
            System.out.println("not certified: " + m.name() + " did not prove an optimum within " + gaplab.plot.Fmt.num(timeLimit) + " s (status " + run.status() + ")");
            return 1;
        }
        CertifySettings settings = new CertifySettings((int) Math.ceil(satTimeLimit), maxProofMb << 20, CertifySettings.defaults().maxClauses());
        DagCertifier.Result r = DagCertifier.certify(inst, file, run.verdict().objective(), run.outcome().solution(), out, settings);
        System.out.println(r.message());
        if (!r.written()) return 1;
        System.out.println("by: " + m.name() + " (optimum), " + (r.method().equals("sat")
                ? "Sat4j DRUP proof, " + r.clauses() + " clauses, " + r.proofBytes() + " bytes" : r.method()));
        System.out.println("certificate: " + out.resolve(DagCertifier.CERTIFICATE));
        return 0;
    }
}
