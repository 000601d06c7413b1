package gaplab.model.mmdl;

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
 * Random base-model MMDL instances for sweeps and the ratio search. Size options: {@code processors}
 * (p), {@code maxload} (x_i drawn from 0..maxload, integers), {@code zero} (percentage of processors
 * with no load), {@code maxgamma} (γ_i and β drawn from 1..maxgamma, integers, in tenths when
 * {@code tenths=1}). Mutation changes one number; shrinking drops a processor or halves the loads.
 *
 * <p>The class of {@link #instanceClass}: the base model always; {@code processors} fixes p;
 * {@code maxload} bounds the loads (integers); {@code maxgamma} bounds γ_i and β; {@code tenths=0}
 * fixes integral γ_i and β.
 */
public final class MmdlSpace implements InstanceSpace<MmdlInstance> {

    @Override
    public Map<String, String> sizeDefaults() {
        Map<String, String> d = new LinkedHashMap<>();
        d.put("processors", "8");
        d.put("maxload", "100");
        d.put("zero", "30");
        d.put("maxgamma", "40");
        d.put("tenths", "1");
        return d;
    }

    @Override
    public MmdlInstance random(SplittableRandom rng, Map<String, String> size) throws InputException {
        SizeOptions o = SizeOptions.of("mmdl", sizeDefaults(), size);
        int p = o.integer("processors", 1, 10_000_000);
        int maxLoad = o.integer("maxload", 1, 1_000_000_000);
        int zero = o.integer("zero", 0, 100);
        int maxGamma = o.integer("maxgamma", 1, 1_000_000);
        double unit = o.integer("tenths", 0, 1) == 1 ? 0.1 : 1.0;
        double[] x = new double[p], g = new double[p];
        for (int i = 0; i < p; i++) {
            x[i] = rng.nextInt(100) < zero ? 0 : rng.nextInt(maxLoad + 1);
            g[i] = (1 + rng.nextInt(maxGamma)) * unit;
        }
        return MmdlInstance.base((1 + rng.nextInt(maxGamma)) * unit, x, g);
    }

    @Override
    public InstanceClass<MmdlInstance> instanceClass(Map<String, String> size) throws InputException {
        SizeOptions o = SizeOptions.of("mmdl", sizeDefaults(), size);
        InstanceClass.Builder<MmdlInstance> c = InstanceClass.builder();
        c.require("the base model (no results, no overlap, half duplex)", i -> !i.overlap() && !i.returnsResults() && i.duplex() == MmdlInstance.Duplex.HALF);
        if (size.containsKey("processors")) { int p = o.integer("processors", 1, 10_000_000); c.require("processors = " + p, i -> i.p() == p); }
        if (size.containsKey("maxload")) {
            int max = o.integer("maxload", 1, 1_000_000_000);
            c.require("every load integral and ≤ " + max, i -> { for (double v : i.x()) if (v != Math.rint(v) || v > max) return false; return true; });
        }
        double unit = o.integer("tenths", 0, 1) == 1 ? 0.1 : 1.0;
        if (size.containsKey("maxgamma")) {
            double max = o.integer("maxgamma", 1, 1_000_000) * unit;
            c.require("every γ and β ≤ " + max, i -> { if (i.beta() > max + 1e-9) return false; for (double g : i.gamma()) if (g > max + 1e-9) return false; return true; });
        }
        if (size.containsKey("tenths") && unit == 1.0)
            c.require("γ and β integral", i -> { if (i.beta() != Math.rint(i.beta())) return false; for (double g : i.gamma()) if (g != Math.rint(g)) return false; return true; });
        return c.build();
    }

    @Override
    public MmdlInstance mutate(MmdlInstance in, SplittableRandom rng) {
        double[] x = in.x().clone(), g = in.gamma().clone();
        double beta = in.beta();
        int i = rng.nextInt(x.length);
        double f = 0.5 + rng.nextDouble(); // scale one number by 0.5..1.5, rounded to tenths
        switch (rng.nextInt(3)) {
            case 0 -> x[i] = Math.max(0, Math.rint(x[i] * f));
            case 1 -> g[i] = Math.max(0.1, Math.rint(g[i] * f * 10) / 10);
            default -> beta = Math.max(0.1, Math.rint(beta * f * 10) / 10);
        }
        return new MmdlInstance(beta, x, g, in.resultCost(), in.gammaOverlap(), in.gammaOverlapResult(), in.gammaOverlapBoth(),
                in.duplex(), in.latency());
    }

    @Override
    public List<MmdlInstance> shrink(MmdlInstance in) {
        List<MmdlInstance> out = new ArrayList<>();
        int p = in.p();
        if (p > 1 && in.gammaOverlap() == null) {
            for (int drop = 0; drop < p; drop++) {
                double[] x = new double[p - 1], g = new double[p - 1];
                for (int i = 0, k = 0; i < p; i++) if (i != drop) { x[k] = in.x()[i]; g[k] = in.gamma()[i]; k++; }
                out.add(MmdlInstance.base(in.beta(), x, g));
            }
        }
        double[] half = in.x().clone();
        boolean changed = false;
        for (int i = 0; i < p; i++) { double h = Math.floor(half[i] / 2); changed |= h != half[i]; half[i] = h; }
        if (changed && in.gammaOverlap() == null) out.add(MmdlInstance.base(in.beta(), half, in.gamma()));
        return out;
    }
}
