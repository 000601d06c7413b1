package gaplab.certify;

import gaplab.model.grid.GridFormat;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.Rect;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The certificate of an optimum V of a heterogeneous grid partition (SPEC §2; docs/certificates.md,
 * "Grids"): the tiling, the instance as gaplab JSON and, unless the shape-area bound is already V, a DRUP
 * proof that {@code grid-tiling} at horizon V − δ (in units of δ: V/δ − 1) is unsatisfiable.
 */
public final class GridCertifier {
    private GridCertifier() {}

    /** The certificate's variant: the search space, every tiling by rectangles. */
    public static final String VARIANT = "all tilings";

    public static CertificateWriter.Result certify(GridInstance inst, Path source, double optimum, GridPartition witness, Path dir, CertifySettings settings) throws IOException {
        GridUnits u;
        try {
            u = GridUnits.of(inst);
        } catch (IntegerDag.NotInteger e) {
            return CertificateWriter.Result.refused(e.getMessage());
        }
        long v = makespan(u, witness);
        double value = u.unit().multiply(java.math.BigDecimal.valueOf(v)).doubleValue();
        if (Math.abs(value - optimum) > 1e-9 * Math.max(1, Math.abs(optimum)))
            return CertificateWriter.Result.refused("the optimum " + optimum + " is not the largest PE time of its tiling (" + value + ")");
        var claim = new CertificateWriter.Claim("grid", VARIANT, GridFormat.instanceJson(inst), GridFormat.solutionJson(inst, witness), (int) v, u.unit(),
                "shape-area", u.shapeArea());
        return CertificateWriter.write(claim, source, dir, GridTilingEncoding.NAME, GridTilingEncoding.VERSION,
                (h, max) -> GridTilingEncoding.encode(u, h, max), settings);
    }

    /** The largest PE time of the tiling in units of δ, with each block's real number of neighbours. */
    static long makespan(GridUnits u, GridPartition p) {
        long max = 0;
        var rects = p.rectangles();
        for (Rect r : rects) {
            int nb = 0;
            for (Rect q : rects) if (q != r && gaplab.model.grid.GridCost.adjacent(r, q)) nb++;
            long t = u.time(r.pe(), r.x(), r.y(), r.w(), r.h()) + u.neighbourCost() * (nb - u.leastNeighbours());
            max = Math.max(max, t);
        }
        return max;
    }
}
