package gaplab.model.core;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;

/**
 * A problem's files: reads instances and solutions written by any tool, and writes them as JSON that
 * it reads back (SPEC: every problem has an instance and a solution; {@code solve --json} prints the
 * solution form, {@code check} reads it).
 */
public interface Codec<I, S> {

    /** Reads an instance file; bad input is an {@link InputException} naming the file and the problem. */
    I readInstance(Path file) throws InputException;

    /** The instance as JSON that {@link #readInstance} reads back (found worst cases, sweeps, replays). */
    ObjectNode instanceJson(I instance);

    /** Reads a solution in the format {@link #solutionJson} writes. */
    S readSolution(Path file, I instance) throws InputException;

    /** The solution as JSON; {@link #readSolution} reads it back. */
    ObjectNode solutionJson(I instance, S solution);
}
