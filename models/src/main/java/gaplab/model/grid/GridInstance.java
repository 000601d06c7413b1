package gaplab.model.grid;

import java.util.Arrays;
import java.util.Locale;

/**
 * A heterogeneous grid partition instance (SPEC §2; Yamashita &amp; Ichikawa, seed 001): a
 * {@code width × height} grid of points is cut into axis-parallel integer rectangles, one per
 * processing element (PE). PE k's time is {@code pointCost[k]·area + commCost·comm + neighbourCost·neighbours}
 * where {@code comm} is the rectangle's boundary length (the paper's "perimeter", its communication
 * time being a linear function of it). The objective is the largest PE time.
 *
 * @param width         W, grid points along x (≥ 1)
 * @param height        H, grid points along y (≥ 1)
 * @param pointCost     c_k, PE k's time per grid point (1/speed); PEs are numbered 0..N-1
 * @param commCost      b, time per unit of boundary length
 * @param boundary      which boundary counts as communication
 * @param neighbourCost a, time per neighbouring rectangle (0 by default)
 * @param allowIdle     may a PE receive no rectangle at all (default false)
 */
public record GridInstance(int width, int height, double[] pointCost, double commCost, Boundary boundary,
                           double neighbourCost, boolean allowIdle) {

    /** Which part of a rectangle's boundary costs communication. */
    public enum Boundary {
        /** The whole perimeter 2(w+h) (the paper's model). */
        PERIMETER,
        /** Only the sides not lying on the grid's outer edge (the halo actually exchanged). */
        INTERIOR;

        public String json() { return name().toLowerCase(Locale.ROOT); }
    }

    public GridInstance {
        if (width < 1 || height < 1) throw new IllegalArgumentException("grid sides must be at least 1");
        if (pointCost == null || pointCost.length == 0) throw new IllegalArgumentException("no PEs");
        pointCost = pointCost.clone();
        for (double c : pointCost)
            if (!(c > 0) || Double.isInfinite(c)) throw new IllegalArgumentException("pointCost must be positive and finite");
        if (!(commCost >= 0) || Double.isInfinite(commCost)) throw new IllegalArgumentException("commCost must be non-negative");
        if (!(neighbourCost >= 0) || Double.isInfinite(neighbourCost)) throw new IllegalArgumentException("neighbourCost must be non-negative");
        if (boundary == null) throw new IllegalArgumentException("boundary missing");
        if (!allowIdle && pointCost.length > (long) width * height)
            throw new IllegalArgumentException(pointCost.length + " PEs but only " + width + "×" + height + " = "
                    + (long) width * height + " grid points; every PE needs a non-empty rectangle (set \"allowIdle\": true to let PEs idle)");
    }

    /** The perimeter model without neighbour cost, every PE busy: the paper's setting. */
    public static GridInstance of(int width, int height, double[] pointCost, double commCost) {
        return new GridInstance(width, height, pointCost, commCost, Boundary.PERIMETER, 0, false);
    }

    /** N, the number of PEs. */
    public int pes() { return pointCost.length; }

    public double pointCost(int k) { return pointCost[k]; }

    @Override
    public double[] pointCost() { return pointCost.clone(); }

    public long area() { return (long) width * height; }

    @Override
    public boolean equals(Object o) {
        return o instanceof GridInstance g && width == g.width && height == g.height && Arrays.equals(pointCost, g.pointCost)
                && Double.compare(commCost, g.commCost) == 0 && boundary == g.boundary
                && Double.compare(neighbourCost, g.neighbourCost) == 0 && allowIdle == g.allowIdle;
    }

    @Override
    public int hashCode() { return Arrays.hashCode(pointCost) * 31 + width * 7 + height; }

    @Override
    public String toString() {
        return width + "x" + height + " N=" + pes() + " c=" + Arrays.toString(pointCost) + " b=" + commCost + " " + boundary.json()
                + (neighbourCost != 0 ? " a=" + neighbourCost : "") + (allowIdle ? " allowIdle" : "");
    }
}
