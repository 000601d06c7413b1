package gaplab.certify;

import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedFormat;
import gaplab.model.unrelated.UnrelatedInstance;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The certificate of an optimum V of R‖Cmax (SPEC §5; docs/certificates.md, "Unrelated machines"): the
 * assignment, the instance as gaplab JSON and, unless the largest shortest time or the work bound is
 * already V, a DRUP proof that {@code unrelated-assign} at horizon V − 1 is unsatisfiable.
 */
public final class UnrelatedCertifier {
    private UnrelatedCertifier() {}

    public static CertificateWriter.Result certify(UnrelatedInstance inst, Path source, double optimum, Assignment witness, Path dir, CertifySettings settings) throws IOException {
        UnrelatedAssignEncoding.Units units;
        try {
            units = UnrelatedAssignEncoding.units(inst);
        } catch (IntegerDag.NotInteger e) {
            return CertificateWriter.Result.refused(e.getMessage());
        }
        long[][] t = units.t();
        Integer whole = wholeSteps(inst, witness, optimum, units);
        if (whole == null)
            return CertificateWriter.Result.refused("the optimum " + optimum + " is not the makespan of its assignment in whole units of " + units.unit());
        int v = whole;
        long longest = 0, work = 0;
        for (long[] row : t) {
            long least = Long.MAX_VALUE;
            for (long x : row) if (x >= 1) least = Math.min(least, x);
            longest = Math.max(longest, least);
            work += least;
        }
        int m = inst.m();
        long workBound = (work + m - 1) / m;
        var claim = new CertificateWriter.Claim("unrelated", "R||Cmax", UnrelatedFormat.toJson(inst), UnrelatedFormat.assignmentJson(inst, witness), v, units.unit(),
                longest >= v ? "max-shortest-time" : "work", Math.max(longest, workBound));
        return CertificateWriter.write(claim, source, dir, UnrelatedAssignEncoding.NAME, UnrelatedAssignEncoding.VERSION,
                (h, max) -> UnrelatedAssignEncoding.encode(t, h, max), settings);
    }

    /** The makespan of the witness in units of δ, exactly; null when it is not within 10^-9 of the optimum. */
    private static Integer wholeSteps(UnrelatedInstance inst, Assignment witness, double optimum, UnrelatedAssignEncoding.Units u) {
        long[] load = new long[inst.m()];
        for (int i = 0; i < inst.n(); i++) load[witness.of(i)] += u.t()[i][witness.of(i)];
        long v = 0;
        for (long l : load) v = Math.max(v, l);
        double value = u.unit().multiply(gaplab.model.core.Rational.of(v)).doubleValue();
        if (v > Integer.MAX_VALUE || Math.abs(value - optimum) > 1e-9 * Math.max(1, optimum)) return null;
        return (int) v;
    }
}
