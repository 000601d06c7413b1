package gaplab.catalog;

import gaplab.model.core.Fixture;
import gaplab.model.core.InputException;
import gaplab.fixtures.FixtureFiles;
import java.util.ArrayList;
import java.util.List;

/** Parses a problem's fixture files ({@link FixtureFiles}) into {@link Fixture}s; a broken one is a bug, not bad input. */
public final class BuiltInFixtures {
    private BuiltInFixtures() {}

    /** Reads one fixture file into an instance. */
    @FunctionalInterface
    public interface Parser<I> {
        I parse(FixtureFiles.Entry entry) throws InputException;
    }

    public static <I> List<Fixture<I>> load(String problem, Parser<I> parser) {
        List<Fixture<I>> out = new ArrayList<>();
        for (FixtureFiles.Entry e : FixtureFiles.list(problem)) {
            try {
                out.add(new Fixture<>(e.name(), parser.parse(e), e.optimum(), e.source()));
            } catch (InputException ex) {
                throw new IllegalStateException("broken built-in fixture: " + ex.getMessage(), ex);
            }
        }
        return out;
    }
}
