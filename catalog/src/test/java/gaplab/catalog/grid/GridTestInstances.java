package gaplab.catalog.grid;

import gaplab.model.grid.GridInstance;
import java.util.SplittableRandom;

/** Random small instances for the property tests, all features mixed. */
final class GridTestInstances {
    private GridTestInstances() {}

    static GridInstance random(int w, int h, int n, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        n = (int) Math.max(1, Math.min(n, (long) w * h));
        double[] c = new double[n];
        boolean decimals = rng.nextInt(3) == 0, equal = rng.nextInt(4) == 0;
        for (int k = 0; k < n; k++) c[k] = equal ? 2 : decimals ? (10 + rng.nextInt(40)) / 10.0 : 1 + rng.nextInt(5);
        double b = rng.nextInt(4) == 0 ? 0 : (decimals ? rng.nextInt(30) / 10.0 : rng.nextInt(4));
        GridInstance.Boundary bd = rng.nextBoolean() ? GridInstance.Boundary.PERIMETER : GridInstance.Boundary.INTERIOR;
        double a = rng.nextInt(3) == 0 ? 1 + rng.nextInt(3) : 0;
        boolean idle = rng.nextInt(5) == 0;
        return new GridInstance(w, h, c, b, bd, a, idle);
    }
}
