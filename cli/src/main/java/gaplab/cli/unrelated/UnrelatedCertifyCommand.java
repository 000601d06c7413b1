package gaplab.cli.unrelated;

import gaplab.catalog.unrelated.UnrelatedProblem;
import gaplab.certify.UnrelatedCertifier;
import gaplab.cli.CertifyOptions;
import gaplab.model.core.InputException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code gaplab unrelated certify INSTANCE --out DIR}: a certificate of the R‖Cmax optimum (docs/certificates.md; issue 35). */
@Command(name = "certify", mixinStandardHelpOptions = true,
        description = {"Prove the optimum V of R||Cmax and write a certificate of it that others can check.",
                "The folder --out DIR gets the assignment, a copy of the instance and a DRUP proof that no assignment has",
                "makespan <= V - 1 (or a lower bound that is already V); 'gaplab certificate check DIR' verifies it (docs/certificates.md).",
                "Exit code: 0 certified, 1 not certified (the reason is printed), 2 bad input."})
public final class UnrelatedCertifyCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "INSTANCE") Path file;

    @Mixin CertifyOptions certify;

    // LP bounds (issue 35, item 6): certify a lower bound by an exact dual solution instead of the optimum
    @picocli.CommandLine.Option(names = "--bound", paramLabel = "NAME", description = "certify an LP lower bound instead: lawler-labetoulle or colombet-ideal-time (an exact dual solution; docs/certificates.md)")
    String bound;

    @Override
    public Integer call() throws InputException, IOException {
        if (bound != null) return gaplab.cli.LpCertify.unrelatedBound(certify, bound, UnrelatedProblem.PROBLEM.readInstance(file), file);
        return certify.run(UnrelatedProblem.PROBLEM, UnrelatedProblem.PROBLEM.readInstance(file),
                (inst, variant, v, a, settings) -> UnrelatedCertifier.certify(inst, file, v, a, certify.out, settings));
    }
}
