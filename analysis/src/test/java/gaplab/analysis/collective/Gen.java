package gaplab.analysis.collective;

import gaplab.model.collective.CollectiveInstance;
import java.util.SplittableRandom;

/** Random instances for the property tests (deterministic per seed). */
final class Gen {
    private Gen() {}

    static double r(SplittableRandom rng, double lo, double hi) {
        // round to 1/64 so that sums are exact in binary and failures are readable
        return Math.round((lo + rng.nextDouble() * (hi - lo)) * 64) / 64.0;
    }

    /** A random instance; sendEqualsRecv forces σ_s = σ_r, τ_s = τ_r. */
    static CollectiveInstance instance(SplittableRandom rng, int k, boolean sendEqualsRecv, boolean equalSizes,
                                       boolean equalSpeeds, boolean zeroGather) {
        int p = 1 << k;
        double[] d = new double[p];
        double[] w = new double[p];
        double d0 = r(rng, 0, 8), w0 = r(rng, 0.25, 3);
        for (int j = 0; j < p; j++) {
            d[j] = equalSizes ? d0 : r(rng, 0, 8);
            w[j] = equalSpeeds ? w0 : r(rng, 0.25, 3);
        }
        double ss = r(rng, 0, 3), ts = r(rng, 0, 1);
        double sr = sendEqualsRecv ? ss : r(rng, 0, 3), tr = sendEqualsRecv ? ts : r(rng, 0, 1);
        double delta = r(rng, 0, 3);
        double gp = zeroGather ? 0 : r(rng, 0, 1), gf = zeroGather ? 0 : r(rng, 0, 2);
        double total = 0;
        for (double v : d) total += v;
        return new CollectiveInstance(p, d, total, w, ss, ts, sr, tr, delta, gp, gf);
    }

    static boolean close(double a, double b) {
        return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.max(Math.abs(a), Math.abs(b)));
    }
}
