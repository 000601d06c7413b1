package gaplab.exact.dag.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link LevelPacking} against brute force: on 400 random packings (2–8 items, some of equal size and times, 2–4
 * bins, some interchangeable, a quarter with one bin so late that it stays empty) the least C at which it packs is the least over every assignment of items to bins of
 * the largest s(S) + least head + least tail; every packing it returns needs what it says and at most the C asked;
 * one below the least it says does not pack. A decision that runs out of its budget decides nothing.
 */
class LevelPackingTest {
    /** sizes, heads[p][i], tails[p][i] of a random instance (bins 0 and 1 often alike, items often alike). */
    private static long[][][] instance(SplittableRandom r) {
        int n = 2 + r.nextInt(7), P = 2 + r.nextInt(3);
        long[] size = new long[n];
        long[][] head = new long[P][n], tail = new long[P][n];
        for (int i = 0; i < n; i++) {
            boolean copy = i > 0 && r.nextInt(3) == 0;
            size[i] = copy ? size[i - 1] : 5 + r.nextInt(40);
            for (int p = 0; p < P; p++) {
                head[p][i] = copy ? head[p][i - 1] : r.nextInt(6);
                tail[p][i] = copy ? tail[p][i - 1] : r.nextInt(6);
            }
        }
        for (int p = 1; p < P; p++) if (r.nextBoolean()) { head[p] = head[p - 1].clone(); tail[p] = tail[p - 1].clone(); }
        if (r.nextInt(4) == 0) {   // a busy bin: its head beyond what the others need, so it stays empty with a room below zero
            int busy = r.nextInt(P);
            long late = 60 + r.nextInt(200);
            for (int i = 0; i < n; i++) head[busy][i] += late;
        }
        return new long[][][] {{size}, head, tail};
    }

    /** The makespan the packing {@code bins} needs. */
    private static long needs(long[] size, long[][] head, long[][] tail, int[] bins) {
        long worst = 0;
        for (int p = 0; p < head.length; p++) {
            long s = 0, h = Long.MAX_VALUE, t = Long.MAX_VALUE;
            boolean any = false;
            for (int i = 0; i < size.length; i++) {
                if (bins[i] != p) continue;
                any = true;
                s += size[i];
                h = Math.min(h, head[p][i]);
                t = Math.min(t, tail[p][i]);
            }
            if (any) worst = Math.max(worst, s + h + t);
        }
        return worst;
    }

    private static long bruteForce(long[] size, long[][] head, long[][] tail) {
        int n = size.length, P = head.length;
        int[] bins = new int[n];
        long best = Long.MAX_VALUE;
        while (true) {
            best = Math.min(best, needs(size, head, tail, bins));
            int i = 0;
            while (i < n && ++bins[i] == P) bins[i++] = 0;
            if (i == n) return best;
        }
    }

    @Test
    void theLeastMakespanIsBruteForcesAndEveryPackingNeedsWhatItSays() {
        SplittableRandom r = new SplittableRandom(37);
        int withCopies = 0, roomBelowZero = 0;
        for (int k = 0; k < 400; k++) {
            long[][][] x = instance(r);
            long[] size = x[0][0];
            long[][] head = x[1], tail = x[2];
            long opt = bruteForce(size, head, tail);
            LevelPacking packing = new LevelPacking(size, head, tail);
            assertTrue(packing.loadBound() <= opt, "instance " + k + ": load bound above the optimum");
            long c = packing.loadBound();
            LevelPacking.Outcome o;
            while (!(o = packing.packs(c, Long.MAX_VALUE / 4)).packs()) {
                assertTrue(o.decided(), "instance " + k);
                c++;
            }
            assertEquals(opt, c, "instance " + k + ": the least C that packs");
            assertEquals(o.makespan(), needs(size, head, tail, o.bins()), "instance " + k + ": the packing needs what it says");
            assertTrue(o.makespan() <= c, "instance " + k);
            LevelPacking.Outcome below = packing.packs(opt - 1, Long.MAX_VALUE / 4);
            assertTrue(below.decided() && !below.packs(), "instance " + k + ": packs below the optimum");
            for (int i = 1; i < size.length; i++) if (size[i] == size[i - 1]) { withCopies++; break; }
            for (int p = 0; p < head.length; p++) {
                if (opt - java.util.Arrays.stream(head[p]).min().getAsLong() - java.util.Arrays.stream(tail[p]).min().getAsLong() < 0) { roomBelowZero++; break; }
            }
        }
        assertTrue(withCopies >= 50, "instances with interchangeable items: " + withCopies);
        assertTrue(roomBelowZero >= 30, "instances with a bin whose room at the optimum is below zero: " + roomBelowZero);
    }

    @Test
    void aDecisionBeyondItsBudgetDecidesNothing() {
        long[] size = new long[24];
        SplittableRandom r = new SplittableRandom(5);
        for (int i = 0; i < size.length; i++) size[i] = 1_000_000 + r.nextInt(900_000);
        long[][] zero = new long[6][size.length];
        LevelPacking packing = new LevelPacking(size, zero, zero);
        LevelPacking.Outcome o = packing.packs(packing.loadBound(), 10);
        assertFalse(o.decided(), "decided within ten steps");
        assertFalse(o.packs());
    }
}
