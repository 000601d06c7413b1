package gaplab.model.mmdl;

import java.util.SplittableRandom;

/**
 * Random MMDL instances for property tests and benchmarks (deterministic for a seed): β in
 * [0.1, 3], γ_i in [0.2, 4], x_i zero with probability 0.3 and otherwise in [0, 100], so that both
 * "β ≥ every γ" and "everyone can send" occur.
 */
public final class MmdlGenerator {
    private MmdlGenerator() {}

    public static MmdlInstance base(SplittableRandom rng, int p) {
        double beta = 0.1 + 2.9 * rng.nextDouble();
        double[] x = new double[p], gamma = new double[p];
        for (int i = 0; i < p; i++) {
            x[i] = rng.nextDouble() < 0.3 ? 0 : 100 * rng.nextDouble();
            gamma[i] = 0.2 + 3.8 * rng.nextDouble();
        }
        return MmdlInstance.base(beta, x, gamma);
    }

    /**
     * A random instance of the extensions of seed §4: results returned (β′), overlap γ′ ≥ γ, and for
     * full duplex γ″ and a γ‴ that satisfies consistent degradation.
     */
    public static MmdlInstance extended(SplittableRandom rng, int p, boolean results, boolean overlap, boolean fullDuplex) {
        MmdlInstance b = base(rng, p);
        double bp = results ? 0.05 + 1.5 * rng.nextDouble() : 0;
        double[] g1 = null, g2 = null, g3 = null;
        if (overlap || fullDuplex) {
            g1 = new double[p];
            g2 = results ? new double[p] : null;
            g3 = fullDuplex && results ? new double[p] : null;
            for (int i = 0; i < p; i++) {
                double g = b.gamma()[i];
                // lose at most half the throughput on each channel so that γ‴ stays finite
                double loss1 = rng.nextDouble() * 0.5 / g, loss2 = rng.nextDouble() * 0.5 / g;
                g1[i] = 1 / (1 / g - loss1);
                if (g2 != null) g2[i] = 1 / (1 / g - loss2);
                if (g3 != null) {
                    double inv = 1 / g - (loss1 + loss2);
                    g3[i] = inv > 0 ? 1 / inv : Double.POSITIVE_INFINITY;
                }
            }
        }
        return new MmdlInstance(b.beta(), b.x(), b.gamma(), bp, g1, g2, g3,
                fullDuplex ? MmdlInstance.Duplex.FULL : MmdlInstance.Duplex.HALF, Double.NaN);
    }
}
