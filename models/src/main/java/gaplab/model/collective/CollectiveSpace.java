package gaplab.model.collective;

import gaplab.model.core.InputException;
import gaplab.model.core.InstanceClass;
import gaplab.model.core.InstanceSpace;
import gaplab.model.core.SizeOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Random scatter–compute–gather instances: D only (no given split, so the simulation methods split
 * by speed), time per unit w_j drawn from [1, hetero], σ_s = σ_r, τ_s = τ_r (the paper's setting),
 * δ and the result size random. Numbers are multiples of 1/16 so files stay readable.
 *
 * <p>The class of {@link #instanceClass}: {@code processors} fixes p; {@code hetero} bounds every w_j
 * in [1, hetero] ({@code hetero=1}: identical processors). Every instance has the same σ and τ for
 * sending and receiving, and no given split (the paper's setting).
 */
public final class CollectiveSpace implements InstanceSpace<CollectiveInstance> {

    @Override
    public Map<String, String> sizeDefaults() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("processors", "8");
        m.put("hetero", "4");
        return m;
    }

    private static double q(double v) { return Math.max(0, Math.round(v * 16) / 16.0); }

    @Override
    public CollectiveInstance random(SplittableRandom rng, Map<String, String> size) throws InputException {
        SizeOptions opts = SizeOptions.of("collective", sizeDefaults(), size);
        int p = opts.integer("processors", 2, 1024);
        if (Integer.bitCount(p) != 1) throw new InputException("--param processors", "must be a power of two (got " + p + ")");
        double hetero = opts.number("hetero", 1, 1e6);
        double[] w = new double[p];
        for (int j = 0; j < p; j++) w[j] = Math.max(1 / 16.0, q(1 + rng.nextDouble() * (hetero - 1)));
        double sigma = q(0.25 + rng.nextDouble() * 2), tau = q(rng.nextDouble() * 0.5);
        double delta = q(rng.nextDouble() * 2);
        double gp = rng.nextBoolean() ? 0 : q(rng.nextDouble() * 0.5);
        double gf = q(rng.nextDouble());
        return new CollectiveInstance(p, null, 8.0 * p, w, sigma, tau, sigma, tau, delta, gp, gf);
    }

    @Override
    public InstanceClass<CollectiveInstance> instanceClass(Map<String, String> size) throws InputException {
        SizeOptions opts = SizeOptions.of("collective", sizeDefaults(), size);
        InstanceClass.Builder<CollectiveInstance> c = InstanceClass.builder();
        c.require("σ, τ equal for sending and receiving, no given split", i -> i.sendEqualsRecv() && !i.hasSizes());
        if (size.containsKey("processors")) { int p = opts.integer("processors", 2, 1024); c.require("processors = " + p, i -> i.processors() == p); }
        if (size.containsKey("hetero")) {
            double h = opts.number("hetero", 1, 1e6);
            // w is drawn to a multiple of 1/16, so it may pass a bound that is not one by at most 1/32
            c.require(h == 1 ? "identical processors (every w = 1)" : "every w in [1, " + h + "] (to 1/16)", i -> {
                for (double w : i.computePerUnit()) if (w < 1 || w > h + 1 / 32.0) return false;
                return true;
            });
        }
        return c.build();
    }

    @Override
    public CollectiveInstance mutate(CollectiveInstance in, SplittableRandom rng) {
        double[] w = in.computePerUnit();
        double ss = in.sigmaSend(), ts = in.tauSend(), sr = in.sigmaRecv(), tr = in.tauRecv(), delta = in.delta();
        double gp = in.gatherPerUnit(), gf = in.gatherFixed();
        double f = 0.5 + rng.nextDouble();
        switch (rng.nextInt(5)) {
            case 0 -> { int j = rng.nextInt(w.length); w[j] = Math.max(1 / 16.0, q(w[j] * f)); }
            case 1 -> { ss = q(ss * f); sr = ss; }
            case 2 -> { ts = q(ts * f); tr = ts; }
            case 3 -> delta = q(delta * f + (rng.nextBoolean() ? 0.0625 : 0));
            default -> { gp = q(gp * f); gf = q(gf * f); }
        }
        return new CollectiveInstance(in.processors(), in.sizes(), in.total(), w, ss, ts, sr, tr, delta, gp, gf);
    }

    @Override
    public List<CollectiveInstance> shrink(CollectiveInstance in) {
        List<CollectiveInstance> out = new ArrayList<>();
        int p = in.processors();
        if (p > 2) {
            int h = p / 2;
            double[] w = java.util.Arrays.copyOf(in.computePerUnit(), h);
            double[] d = in.hasSizes() ? java.util.Arrays.copyOf(in.sizes(), h) : null;
            double total = in.total() / 2;
            if (d != null) { total = 0; for (double v : d) total += v; }
            out.add(new CollectiveInstance(h, d, total, w, in.sigmaSend(), in.tauSend(), in.sigmaRecv(), in.tauRecv(), in.delta(), in.gatherPerUnit(), in.gatherFixed()));
        }
        if (in.gatherPerUnit() != 0 || in.gatherFixed() != 0)
            out.add(new CollectiveInstance(p, in.sizes(), in.total(), in.computePerUnit(), in.sigmaSend(), in.tauSend(), in.sigmaRecv(), in.tauRecv(), in.delta(), 0, 0));
        double[] w = in.computePerUnit();
        boolean changed = false;
        for (int j = 0; j < p; j++) { double r = Math.max(1, Math.rint(w[j])); changed |= r != w[j]; w[j] = r; }
        if (changed) out.add(in.withComputePerUnit(w));
        return out;
    }
}
