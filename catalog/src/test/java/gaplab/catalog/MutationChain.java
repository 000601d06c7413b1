package gaplab.catalog;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiFunction;

/** For the checker fuzz tests: the fuzzer picks up to four mutations of a valid solution, each with its own random source. */
public final class MutationChain {
    private MutationChain() {}

    public static <S> S apply(FuzzedDataProvider data, Collection<BiFunction<S, SplittableRandom, S>> kinds, S start) {
        List<BiFunction<S, SplittableRandom, S>> k = new ArrayList<>(kinds);
        S s = start;
        int chain = data.consumeInt(0, 4);
        for (int i = 0; i < chain; i++) {
            var kind = k.get(data.consumeInt(0, k.size() - 1));
            try {
                s = kind.apply(s, new SplittableRandom(data.consumeLong()));
            } catch (RuntimeException mutationNotApplicable) {
                break; // e.g. nothing left to move: the test's own code, not the checker
            }
        }
        return s;
    }
}
