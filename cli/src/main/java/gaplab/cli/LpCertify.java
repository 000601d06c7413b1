package gaplab.cli;

import gaplab.certify.CertificateWriter;
import gaplab.certify.lp.LpCertificateWriter;
import gaplab.model.core.Rational;
import gaplab.plot.Fmt;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The common end of {@code mmdl certify}, {@code collective certify} and {@code unrelated certify --bound}
 * (docs/certificates.md, "LP optima"): runs the exact LP certifier and prints what it wrote, or why not.
 */
public final class LpCertify {
    private LpCertify() {}

    /** Writes an LP certificate. */
    @FunctionalInterface
    public interface Work {
        LpCertificateWriter.Result run() throws IOException;
    }

    /** Exit 0 with {@code certified optimum: p/q (decimal)}, or 1 with {@code not certified: reason}. */
    public static int run(String what, Path out, Work work) throws IOException {
        LpCertificateWriter.Result r;
        try {
            r = work.run();
        } catch (ArithmeticException e) {
            System.out.println("not certified: " + e.getMessage());
            return 1;
        }
        System.out.println("certified " + what + ": " + show(r.optimum()));
        System.out.println("by: ojAlgo's basis made exact (rational simplex), " + r.variables() + " variables, " + r.rows() + " rows, "
                + r.pivots() + " pivot" + (r.pivots() == 1 ? "" : "s") + " after crossover; primal and dual as fractions");
        System.out.println("certificate: " + out.resolve(CertificateWriter.CERTIFICATE));
        return 0;
    }

    /** p/q and, when that is no integer, its value to six significant digits. */
    public static String show(Rational v) {
        return v.denominator().equals(java.math.BigInteger.ONE) ? v.toString() : v + " (" + Fmt.num(v.doubleValue()) + ")";
    }

    /** {@code unrelated certify --bound NAME}: the LP bound's certificate, in the options' folder and time limit. */
    public static int unrelatedBound(CertifyOptions options, String bound, gaplab.model.unrelated.UnrelatedInstance inst, Path file) throws IOException, gaplab.model.core.InputException {
        if (!gaplab.certify.lp.UnrelatedLp.BOUNDS.contains(bound))
            throw new gaplab.model.core.InputException("--bound", "must be one of " + String.join(", ", gaplab.certify.lp.UnrelatedLp.BOUNDS) + " (got '" + bound + "')");
        return run("lower bound (" + bound + " LP)", options.out, () -> gaplab.certify.lp.UnrelatedLp.certify(inst, bound, file, options.out, options.timeLimit));
    }
}
