package gaplab.model.grid;

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
 * Random grid instances for sweeps and the worst-case ratio search. Size options: {@code width},
 * {@code height}, {@code pes}, {@code costs} ({@code equal}: all c_k = 1; {@code integer}: c_k
 * uniform in 1..maxCost; {@code decimal}: one decimal digit in [1, maxCost]), {@code maxCost},
 * {@code commCost}, {@code boundary}, {@code neighbourCost}, {@code allowIdle} (false: every PE gets points).
 *
 * <p>The class of {@link #instanceClass}: each option given is fixed ({@code width}, {@code height},
 * {@code pes}, {@code commCost}, {@code boundary}, {@code neighbourCost}, {@code allowIdle} exactly;
 * {@code costs} the kind of PE costs; {@code maxCost} their upper bound); the others are free.
 */
public final class GridSpace implements InstanceSpace<GridInstance> {

    @Override
    public Map<String, String> sizeDefaults() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("width", "6");
        m.put("height", "5");
        m.put("pes", "3");
        m.put("costs", "integer");
        m.put("maxCost", "5");
        m.put("commCost", "1");
        m.put("boundary", "perimeter");
        m.put("neighbourCost", "0");
        m.put("allowIdle", "false");
        return m;
    }

    /** Grid shapes from thin strips to squares, equal and unequal PE speeds (integer and decimal costs), both boundaries. */
    @Override
    public Map<String, List<String>> crossCheckVariety() {
        Map<String, List<String>> m = new LinkedHashMap<>();
        m.put("pes", List.of("2", "3", "4", "5", "6"));
        m.put("width", List.of("2", "3", "4", "5", "6", "7", "8"));
        m.put("height", List.of("2", "3", "4", "5", "6", "7", "8"));
        m.put("costs", List.of("equal", "integer", "decimal"));
        m.put("commCost", List.of("0", "1", "3"));
        m.put("boundary", List.of("perimeter", "interior"));
        m.put("neighbourCost", List.of("0", "1"));
        m.put("allowIdle", List.of("false", "true"));
        return m;
    }

    @Override
    public GridInstance random(SplittableRandom rng, Map<String, String> size) throws InputException {
        SizeOptions so = SizeOptions.of("grid", sizeDefaults(), size);
        Map<String, String> o = new LinkedHashMap<>(sizeDefaults());
        o.putAll(size);
        int w = so.integer("width", 1, 100_000), h = so.integer("height", 1, 100_000), n = so.integer("pes", 1, 100_000);
        double maxCost = so.number("maxCost", 1, 1e9);
        double b = so.number("commCost", 0, 1e9), a = so.number("neighbourCost", 0, 1e9);
        boolean idle = so.text("allowIdle", "false", "true").equals("true");
        if (!idle && (long) w * h < n) throw new InputException("size option", n + " PEs need at least " + n + " grid points (got " + w + "×" + h + ")");
        double[] c = new double[n];
        for (int k = 0; k < n; k++) {
            c[k] = switch (o.get("costs")) {
                case "equal" -> 1.0;
                case "integer" -> 1 + rng.nextInt((int) Math.floor(maxCost));
                case "decimal" -> (10 + rng.nextInt((int) Math.round((maxCost - 1) * 10) + 1)) / 10.0;
                default -> throw new InputException("size option", "costs must be equal, integer or decimal (got " + o.get("costs") + ")");
            };
        }
        GridInstance.Boundary bd = switch (o.get("boundary")) {
            case "perimeter" -> GridInstance.Boundary.PERIMETER;
            case "interior" -> GridInstance.Boundary.INTERIOR;
            default -> throw new InputException("size option", "boundary must be perimeter or interior");
        };
        return new GridInstance(w, h, c, b, bd, a, idle);
    }

    @Override
    public InstanceClass<GridInstance> instanceClass(Map<String, String> size) throws InputException {
        SizeOptions so = SizeOptions.of("grid", sizeDefaults(), size);
        InstanceClass.Builder<GridInstance> c = InstanceClass.builder();
        if (size.containsKey("width")) { int w = so.integer("width", 1, 100_000); c.require("width = " + w, i -> i.width() == w); }
        if (size.containsKey("height")) { int h = so.integer("height", 1, 100_000); c.require("height = " + h, i -> i.height() == h); }
        if (size.containsKey("pes")) { int n = so.integer("pes", 1, 100_000); c.require("PEs = " + n, i -> i.pes() == n); }
        double maxCost = so.number("maxCost", 1, 1e9);
        if (size.containsKey("costs")) {
            String kind = so.text("costs", "equal", "integer", "decimal");
            switch (kind) {
                case "equal" -> c.require("equal PE costs (every c = 1)", i -> costs(i, v -> v == 1));
                case "integer" -> c.require("integral PE costs in 1.." + (int) Math.floor(maxCost), i -> costs(i, v -> v == Math.rint(v) && v <= Math.floor(maxCost)));
                default -> c.require("PE costs of one decimal in [1, " + maxCost + "]", i -> costs(i, v -> Math.abs(v * 10 - Math.rint(v * 10)) < 1e-9 && v <= maxCost));
            }
        }
        if (size.containsKey("maxCost")) c.require("every PE cost ≤ " + maxCost, i -> costs(i, v -> v <= maxCost));
        if (size.containsKey("commCost")) { double b = so.number("commCost", 0, 1e9); c.require("commCost = " + b, i -> i.commCost() == b); }
        if (size.containsKey("boundary")) {
            String bd = so.text("boundary", "perimeter", "interior");
            c.require("boundary " + bd, i -> i.boundary().json().equals(bd));
        }
        if (size.containsKey("neighbourCost")) { double a = so.number("neighbourCost", 0, 1e9); c.require("neighbourCost = " + a, i -> i.neighbourCost() == a); }
        if (size.containsKey("allowIdle")) {
            boolean idle = so.text("allowIdle", "false", "true").equals("true");
            c.require(idle ? "idle PEs allowed" : "every PE gets points", i -> i.allowIdle() == idle);
        }
        return c.build();
    }

    /** Does every PE cost c ≥ 1 satisfy {@code ok}? */
    private static boolean costs(GridInstance i, java.util.function.DoublePredicate ok) {
        for (double v : i.pointCost()) if (v < 1 || !ok.test(v)) return false;
        return true;
    }

    @Override
    public GridInstance mutate(GridInstance in, SplittableRandom rng) {
        double[] c = in.pointCost();
        int w = in.width(), h = in.height();
        double b = in.commCost();
        switch (rng.nextInt(4)) {
            case 0 -> { int k = rng.nextInt(c.length); c[k] = Math.max(1, c[k] + (rng.nextBoolean() ? 1 : -1)); }
            case 1 -> w = Math.max(1, w + (rng.nextBoolean() ? 1 : -1));
            case 2 -> h = Math.max(1, h + (rng.nextBoolean() ? 1 : -1));
            default -> b = Math.max(0, b + (rng.nextBoolean() ? 0.5 : -0.5));
        }
        if ((long) w * h < c.length && !in.allowIdle()) return in;
        return new GridInstance(w, h, c, b, in.boundary(), in.neighbourCost(), in.allowIdle());
    }

    @Override
    public List<GridInstance> shrink(GridInstance in) {
        List<GridInstance> out = new ArrayList<>();
        double[] c = in.pointCost();
        int n = c.length;
        if (n > 1) {
            double[] fewer = java.util.Arrays.copyOf(c, n - 1);
            out.add(new GridInstance(in.width(), in.height(), fewer, in.commCost(), in.boundary(), in.neighbourCost(), in.allowIdle()));
        }
        if (in.width() > 1 && (long) (in.width() - 1) * in.height() >= n)
            out.add(new GridInstance(in.width() - 1, in.height(), c, in.commCost(), in.boundary(), in.neighbourCost(), in.allowIdle()));
        if (in.height() > 1 && (long) in.width() * (in.height() - 1) >= n)
            out.add(new GridInstance(in.width(), in.height() - 1, c, in.commCost(), in.boundary(), in.neighbourCost(), in.allowIdle()));
        for (int k = 0; k < n; k++)
            if (c[k] > 1) {
                double[] d = c.clone();
                d[k] = Math.max(1, Math.floor(c[k] / 2));
                out.add(new GridInstance(in.width(), in.height(), d, in.commCost(), in.boundary(), in.neighbourCost(), in.allowIdle()));
            }
        if (in.commCost() > 0 && in.commCost() != Math.floor(in.commCost() / 2))
            out.add(new GridInstance(in.width(), in.height(), c, Math.floor(in.commCost() / 2), in.boundary(), in.neighbourCost(), in.allowIdle()));
        return out;
    }
}
