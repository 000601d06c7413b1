package gaplab.catalog.unrelated;

import gaplab.model.unrelated.UnrelatedFormat;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.unrelated.UnrelatedSpace;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.model.core.InputException;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class UnrelatedSpaceTest {
    private final UnrelatedSpace space = new UnrelatedSpace();

    private static double size(UnrelatedInstance in) {
        double s = in.n() * 1e6 + in.m() * 1e4;
        double[][] a = in.isRank() ? in.w() : in.t();
        for (double[] r : a) for (double v : r) if (!Double.isInfinite(v)) s += v;
        if (in.isRank()) for (double[] r : in.s()) for (double v : r) s += v;
        return s;
    }

    @Test
    void randomMutateAndShrinkStayValidAndShrinkIsSmaller() {
        qt().withFixedSeed(2).withExamples(60).forAll(longs().all()).checkAssert(seed -> {
            SplittableRandom r = new SplittableRandom(seed);
            Map<String, String> size = Map.of("tasks", "" + (1 + r.nextInt(6)), "machines", "" + (1 + r.nextInt(4)),
                    "rank", "" + r.nextInt(3), "inf", "" + r.nextInt(40));
            UnrelatedInstance in;
            try {
                in = space.random(r, size);
            } catch (InputException e) {
                throw new AssertionError(e);
            }
            assertEquals(Integer.parseInt(size.get("tasks")), in.n());
            UnrelatedInstance mu = space.mutate(in, r);
            assertEquals(in.n(), mu.n());
            assertEquals(in.m(), mu.m());
            for (UnrelatedInstance c : space.shrink(in)) {
                assertTrue(size(c) < size(in), "shrink must make the instance smaller");
                for (int i = 0; i < c.n(); i++) {
                    boolean ok = false;
                    for (int p = 0; p < c.m(); p++) ok |= c.canRun(i, p);
                    assertTrue(ok);
                }
            }
        });
    }

    @Test
    void sameSeedSameInstanceAndBadOptionsAreInputErrors() throws InputException {
        var a = space.random(new SplittableRandom(5), Map.of());
        var b = space.random(new SplittableRandom(5), Map.of());
        assertEquals(UnrelatedFormat.toJson(a).toString(), UnrelatedFormat.toJson(b).toString());
        assertThrows(InputException.class, () -> space.random(new SplittableRandom(1), Map.of("taks", "3")));
        assertThrows(InputException.class, () -> space.random(new SplittableRandom(1), Map.of("tasks", "x")));
        assertThrows(InputException.class, () -> space.random(new SplittableRandom(1), Map.of("machines", "0")));
    }
}
