package gaplab.model.core;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Draws solutions to a file whose extension chooses the format (.svg, .pdf, .png); a problem without
 * a picture draws nothing.
 */
@FunctionalInterface
public interface Picture<I, S> {

    void draw(I instance, S solution, Path file) throws IOException;

    /**
     * Several solutions of one instance in one figure under {@code title}, each named (e.g. a heuristic
     * above the optimum, on one time axis). The default draws only the first, under its own title.
     */
    default void draw(I instance, String title, List<String> names, List<S> solutions, Path file) throws IOException {
        draw(instance, solutions.get(0), file);
    }

    /** The picture of a problem that has none. */
    static <I, S> Picture<I, S> none() { return (instance, solution, file) -> {}; }
}
