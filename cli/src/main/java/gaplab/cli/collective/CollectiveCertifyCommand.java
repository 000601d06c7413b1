package gaplab.cli.collective;

import gaplab.certify.lp.CollectiveSizeLp;
import gaplab.cli.LpCertify;
import gaplab.cli.Seconds;
import gaplab.model.collective.CollectiveIO;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gaplab collective certify INSTANCE --out DIR}: the size LP of both orderings solved exactly, with dual solutions (docs/certificates.md, "LP optima"). */
@Command(name = "certify", mixinStandardHelpOptions = true,
        description = {"Solve the size LP of both orderings exactly and certify the least total time.",
                "The certificate holds, for each ordering, the primal and a dual solution as exact fractions, which 'gaplab certificate check DIR' verifies.",
                "Exit code: 0 certified, 1 not certified (the reason is printed), 2 bad input."})
public final class CollectiveCertifyCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "INSTANCE") Path file;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "the certificate's folder (created; files in it are replaced)") Path out;

    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "60", converter = Seconds.class, description = "time limit of the LPs in seconds (default ${DEFAULT-VALUE})")
    double timeLimit;

    @Override
    public Integer call() throws Exception {
        var in = CollectiveIO.readInstance(file);
        return LpCertify.run("optimum", out, () -> CollectiveSizeLp.certify(in, file, out, timeLimit));
    }
}
