package gaplab.exact.dag.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link MiddleSubset}: it finds a subset whose sum lies in [lo, hi] exactly when enumeration of every subset finds
 * one, and the subset it returns sums into the range (checked here by adding it up).
 */
class MiddleSubsetTest {
    @Test
    void agreesWithEnumeration() {
        SplittableRandom r = new SplittableRandom(5);
        MiddleSubset m = new MiddleSubset();
        int found = 0;
        for (int k = 0; k < 300; k++) {
            int n = 1 + r.nextInt(12);
            long[] size = new long[n + 2];
            int[] items = new int[n];
            for (int i = 0; i < n; i++) { items[i] = i + 2; size[i + 2] = 1 + r.nextInt(1000); }
            long total = 0;
            for (int t : items) total += size[t];
            long lo = r.nextLong(total + 1), hi = lo + r.nextInt(4);
            boolean exists = false;
            for (int mask = 0; mask < 1 << n && !exists; mask++) {
                long s = 0;
                for (int i = 0; i < n; i++) if ((mask >> i & 1) != 0) s += size[items[i]];
                exists = s >= lo && s <= hi;
            }
            long got = m.within(size, items, lo, hi, r);
            assertEquals(exists, got >= 0, "case " + k);
            if (got < 0) continue;
            found++;
            long s = 0;
            for (int i = 0; i < n; i++) if ((got >> i & 1) != 0) s += size[items[i]];
            assertTrue(s >= lo && s <= hi, "case " + k + ": sum " + s + " outside [" + lo + ", " + hi + "]");
        }
        assertTrue(found >= 30, "found on " + found + " cases");
    }
}
