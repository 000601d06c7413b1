package gaplab.cli.mmdl;

import gaplab.analysis.mmdl.ClosedForm;
import gaplab.certify.lp.MmdlFlowLp;
import gaplab.cli.LpCertify;
import gaplab.cli.Seconds;
import gaplab.model.core.Rational;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.MmdlIo;
import gaplab.plot.Fmt;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code gaplab mmdl certify INSTANCE --out DIR}: the exact optimum of the flow LP (SPEC §1) with a dual
 * solution that proves it (docs/certificates.md, "LP optima"), compared with the paper's closed form.
 */
@Command(name = "certify", mixinStandardHelpOptions = true,
        description = {"Solve the flow LP (relays allowed) exactly and certify its optimum, the minimal round time.",
                "The certificate holds the primal and a dual solution as exact fractions, which 'gaplab certificate check DIR' verifies (docs/certificates.md).",
                "Exit code: 0 certified, 1 not certified (the reason is printed), 2 bad input."})
public final class MmdlCertifyCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "INSTANCE") Path file;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "the certificate's folder (created; files in it are replaced)") Path out;

    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "60", converter = Seconds.class, description = "time limit of the LP in seconds (default ${DEFAULT-VALUE})")
    double timeLimit;

    @Override
    public Integer call() throws Exception {
        MmdlInstance in = MmdlIo.readInstance(file);
        Rational[] optimum = new Rational[1];
        int code = LpCertify.run("optimum", out, () -> {
            var r = MmdlFlowLp.certify(in, file, out, timeLimit);
            optimum[0] = r.optimum();
            return r;
        });
        if (code == 0) System.out.println(closedForm(in, optimum[0]));
        return code;
    }

    /**
     * The paper's T* (seed 000; gaplab.analysis.mmdl.ClosedForm, exact rationals of the binary doubles) beside the LP
     * optimum (exact rationals of the decimals as written): equal exactly when every number is a binary fraction.
     */
    static String closedForm(MmdlInstance in, Rational lp) {
        Rational t = ClosedForm.exact(in).roundTimeExact();
        if (t.equals(lp)) return "closed form T* (seed 000): the same number";
        double rel = Math.abs(t.subtract(lp).doubleValue()) / Math.max(Double.MIN_NORMAL, Math.abs(lp.doubleValue()));
        if (rel <= 1e-12) return "closed form T* (seed 000): " + Fmt.num(t.doubleValue()) + ", equal to within the doubles' rounding of the decimals (relative " + String.format("%.0e", rel) + ")";
        return "closed form T* (seed 000): " + Fmt.num(t.doubleValue()) + ", not the LP optimum (relative difference " + String.format("%.1e", rel) + ")";
    }
}
