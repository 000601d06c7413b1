package gaplab.model.core;

import java.io.IOException;
import java.nio.file.Path;

/** Draws a solution to a file (SVG); a problem without a picture draws nothing. */
@FunctionalInterface
public interface Picture<I, S> {

    void draw(I instance, S solution, Path file) throws IOException;

    /** The picture of a problem that has none. */
    static <I, S> Picture<I, S> none() { return (instance, solution, file) -> {}; }
}
