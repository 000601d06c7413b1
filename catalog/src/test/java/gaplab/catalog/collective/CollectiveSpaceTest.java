package gaplab.catalog.collective;

import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.core.Problem;
import gaplab.exact.collective.OptimalSizes;
import gaplab.model.collective.CollectiveIO;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSpace;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CollectiveSpaceTest {
    final CollectiveSpace space = new CollectiveSpace();
    final Problem<CollectiveInstance, CollectiveSchedule> problem = CollectiveProblem.PROBLEM;

    @Test
    void randomMutateShrinkGiveValidReadableInstances() throws Exception {
        SplittableRandom rng = new SplittableRandom(5);
        for (int n = 0; n < 20; n++) {
            CollectiveInstance in = space.random(rng, Map.of("processors", "8", "hetero", "3"));
            assertEquals(8, in.processors());
            CollectiveInstance m = space.mutate(in, rng);
            for (CollectiveInstance x : new CollectiveInstance[] {in, m}) {
                assertEquals(x, CollectiveIO.parse("space", problem.instanceJson(x).toString()));
                var o = new OptimalSizes().solve(x, Options.defaults());
                assertTrue(problem.checker().check(x, o.solution()).valid());
            }
            for (CollectiveInstance s : space.shrink(in)) assertTrue(s.processors() <= in.processors());
        }
    }

    @Test
    void sameSeedSameInstance() throws Exception {
        assertEquals(space.random(new SplittableRandom(9), Map.of()), space.random(new SplittableRandom(9), Map.of()));
    }

    @Test
    void badSizeOptionsAreInputErrors() {
        assertThrows(InputException.class, () -> space.random(new SplittableRandom(1), Map.of("processors", "6")));
        assertThrows(InputException.class, () -> space.random(new SplittableRandom(1), Map.of("tasks", "6")));
        assertThrows(InputException.class, () -> space.random(new SplittableRandom(1), Map.of("hetero", "0.5")));
    }
}
