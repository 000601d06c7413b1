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
        long[][] t;
        try {
            t = UnrelatedAssignEncoding.times(inst);
        } catch (IntegerDag.NotInteger e) {
            return CertificateWriter.Result.refused(e.getMessage());
        }
        if (optimum != Math.rint(optimum) || Math.abs(witness.makespan(inst) - optimum) > 1e-9)
            return CertificateWriter.Result.refused("the optimum " + optimum + " is not the whole makespan of its assignment");
        int v = (int) optimum;
        long longest = 0, work = 0;
        for (long[] row : t) {
            long least = Long.MAX_VALUE;
            for (long x : row) if (x >= 1) least = Math.min(least, x);
            longest = Math.max(longest, least);
            work += least;
        }
        int m = inst.m();
        long workBound = (work + m - 1) / m;
        var claim = new CertificateWriter.Claim("unrelated", "R||Cmax", UnrelatedFormat.toJson(inst), UnrelatedFormat.assignmentJson(inst, witness), v, java.math.BigDecimal.ONE,
                longest >= v ? "max-shortest-time" : "work", Math.max(longest, workBound));
        return CertificateWriter.write(claim, source, dir, UnrelatedAssignEncoding.NAME, UnrelatedAssignEncoding.VERSION,
                (h, max) -> UnrelatedAssignEncoding.encode(t, h, max), settings);
    }
}
