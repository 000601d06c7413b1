package gaplab.exact.dag.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** {@link WideSubsetSums} against the enumeration of every subset: the same answer to "is some sum in [lo, hi]?". */
class WideSubsetSumsTest {
    @Test
    void agreesWithEnumeration() {
        SplittableRandom r = new SplittableRandom(37);
        WideSubsetSums w = new WideSubsetSums();
        for (int round = 0; round < 400; round++) {
            int k = r.nextInt(WideSubsetSums.MAX_ITEMS > 16 ? 17 : WideSubsetSums.MAX_ITEMS + 1);
            long scale = round % 3 == 0 ? 10 : round % 3 == 1 ? 1_000_000 : 1L << 40;
            long[] items = new long[k];
            for (int i = 0; i < k; i++) items[i] = round % 5 == 0 ? scale / 2 : r.nextLong(scale);
            TreeSet<Long> all = new TreeSet<>();
            for (int m = 0; m < 1 << k; m++) {
                long s = 0;
                for (int i = 0; i < k; i++) if ((m >>> i & 1) != 0) s += items[i];
                all.add(s);
            }
            w.build(items, k);
            long total = 0;
            for (long x : items) total += x;
            for (int q = 0; q < 50; q++) {
                long lo = r.nextLong(total + 2) - 1, hi = lo + (q % 2 == 0 ? 0 : r.nextLong(scale + 1));
                if (q % 7 == 0 && !all.isEmpty()) { lo = all.floor(r.nextLong(total + 1)); hi = lo; }
                Long c = all.ceiling(lo);
                assertEquals(c != null && c <= hi, w.anyIn(lo, hi), "round " + round + " [" + lo + ", " + hi + "]");
            }
        }
    }
}
