package gaplab.cli.dag;

import gaplab.catalog.dag.DagProblem;
import gaplab.certify.CertificateWriter;
import gaplab.certify.DagCertifier;
import gaplab.cli.CertifyOptions;
import gaplab.exact.dag.IntegerUnit;
import gaplab.model.core.InputException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code gaplab dag certify INSTANCE --out DIR}: proves the optimum V without duplication as {@code solve}
 * does, then writes a certificate that {@code gaplab certificate check DIR} verifies without trusting
 * any solver (docs/certificates.md; issue 35).
 */
@Command(name = "certify", mixinStandardHelpOptions = true,
        description = {"Prove the optimum V (without duplication; with it under --method exact-dup) and write a certificate of it that others can check.",
                "The folder --out DIR gets the schedule, a copy of the instance and a DRUP proof that no schedule has",
                "makespan <= V - δ, δ the data's unit (or a lower bound that is already V); 'gaplab certificate check DIR' verifies it (docs/certificates.md).",
                "Exit code: 0 certified, 1 not certified (the reason is printed), 2 bad input."})
public final class DagCertifyCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "INSTANCE") Path file;

    @Option(names = "--machine", paramLabel = "SPEC", description = "the machine, as for 'dag solve'") String machine;

    @Option(names = "--speeds", paramLabel = "S1,S2,...", split = ",", description = "processor speeds (a task takes μ / speed)") double[] speeds;

    @Option(names = "--bandwidth", paramLabel = "RATE", description = "a workflow's network, as for 'dag solve' (default 1MB/s)") String bandwidth;

    @Mixin CertifyOptions certify;

    @Override
    public Integer call() throws InputException, IOException {
        return certify.run(DagProblem.PROBLEM, DagCommands.load(file, machine, speeds, bandwidth), java.util.Set.of("", DagProblem.DUPLICATION),
                (inst, variant, v, s, settings) -> {
                    IntegerUnit unit = IntegerUnit.of(inst);   // the data's granularity δ (docs/certificates.md, "Decimal data")
                    if (unit == null) return CertificateWriter.Result.refused("the data has no unit in which every duration and delay is a whole number "
                            + "(a duration mu / speed that is no terminating decimal, or every time 0)");
                    return DagCertifier.certify(inst, file, v, s, certify.out, settings, unit.unit(), variant.equals(DagProblem.DUPLICATION));
                });
    }
}
