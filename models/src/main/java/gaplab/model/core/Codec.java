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

    /**
     * Reads an instance file with the problem's instance options by name (the task graph's {@code machine}
     * and {@code speeds}: the same on the command line's solve and check and in a batch request). A problem
     * without such options refuses any.
     */
    default I readInstance(Path file, java.util.Map<String, String> options) throws InputException {
        if (!options.isEmpty())
            throw new InputException(file.toString(), "this problem takes no instance options (got " + String.join(", ", new java.util.TreeSet<>(options.keySet())) + ")");
        return readInstance(file);
    }

    /** The names {@link #readInstance(Path, java.util.Map)} takes. */
    default java.util.List<String> instanceOptions() { return java.util.List.of(); }

    /** The instance as JSON that {@link #readInstance} reads back (found worst cases, sweeps, replays). */
    ObjectNode instanceJson(I instance);

    /** Reads a solution in the format {@link #solutionJson} writes. */
    S readSolution(Path file, I instance) throws InputException;

    /** The solution as JSON; {@link #readSolution} reads it back. */
    ObjectNode solutionJson(I instance, S solution);

    /** Reads a file into a value. */
    @FunctionalInterface
    interface FileReader<T> {
        T read(Path file) throws InputException;
    }

    /** Reads a solution file for an instance. */
    @FunctionalInterface
    interface SolutionReader<I, S> {
        S read(Path file, I instance) throws InputException;
    }

    /** A codec from the four functions of a problem's file format. */
    static <I, S> Codec<I, S> of(FileReader<I> readInstance, java.util.function.Function<I, ObjectNode> instanceJson,
                                 SolutionReader<I, S> readSolution, java.util.function.BiFunction<I, S, ObjectNode> solutionJson) {
        return new Codec<>() {
            @Override public I readInstance(Path file) throws InputException { return readInstance.read(file); }

            @Override public ObjectNode instanceJson(I instance) { return instanceJson.apply(instance); }

            @Override public S readSolution(Path file, I instance) throws InputException { return readSolution.read(file, instance); }

            @Override public ObjectNode solutionJson(I instance, S solution) { return solutionJson.apply(instance, solution); }
        };
    }
}
