package gaplab.model.core;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The one small interface every problem implements, so that the CLI, the demo, the ratio engine and
 * the reports work on any of them: instance and solution formats, the objective, the independent
 * checker, the methods (exact solvers, heuristics, plug-ins), lower bounds, fixtures and pictures.
 *
 * @param <I> instance type (an immutable record)
 * @param <S> solution type (an immutable record)
 */
public interface Problem<I, S> {

    /** Command name, e.g. {@code mmdl}. */
    String name();

    /** Human title, e.g. "Multi-master divisible load". */
    String title();

    /** What the objective measures, e.g. "round time" or "makespan" (always minimised). */
    String objectiveName();

    I readInstance(Path file) throws InputException;

    /** The instance as JSON that {@link #readInstance} reads back (for found worst cases, sweeps). */
    ObjectNode instanceJson(I instance);

    /** Reads a solution written by any tool, in the format {@link #solutionJson} writes. */
    S readSolution(Path file, I instance) throws InputException;

    /** The solution as JSON (the body of {@code solve --json}); {@link #readSolution} reads it back. */
    ObjectNode solutionJson(I instance, S solution);

    Checker<I, S> checker();

    /** Every method: built-in exact solvers and heuristics first, then ServiceLoader plug-ins. */
    List<Solver<I, S>> methods();

    /** Proven lower bounds. */
    List<LowerBound<I>> bounds();

    /** Built-in instances with known answers (used by the demo and the tests). */
    List<Fixture<I>> fixtures();

    /** Writes a picture of the solution (SVG). Problems without a picture do nothing. */
    default void writePicture(I instance, S solution, Path svg) throws IOException {}

    /** Random instances, mutation and shrinking for sweeps and the worst-case ratio search. */
    default Optional<InstanceSpace<I>> space() { return Optional.empty(); }

    /** The exact method the demo and ratio engine use as the oracle. */
    default Optional<Solver<I, S>> exactSolver() {
        return methods().stream().filter(Solver::exact).findFirst();
    }

    /**
     * The variant of the problem a method solves: "" for the problem as stated; another name for a
     * relaxation or extension (e.g. task graphs with task duplication, whose optimum is never above the
     * one without). A method is rated against the exact method and the bounds of its own variant.
     */
    default String variant(Solver<I, S> method) { return ""; }

    /** The variant a given solution belongs to (e.g. it duplicates a task), for {@code check}. */
    default String variantOf(I instance, S solution) { return ""; }

    /** The oracle for a variant: the first exact method of that variant ("" = {@link #exactSolver()}). */
    default Optional<Solver<I, S>> exactSolver(String variant) {
        if (variant.isEmpty()) return exactSolver();
        return methods().stream().filter(m -> m.exact() && variant(m).equals(variant)).findFirst();
    }

    /** Lower bounds valid for a variant; by default the bounds hold for the problem as stated only. */
    default List<LowerBound<I>> bounds(String variant) { return variant.isEmpty() ? bounds() : List.of(); }

    /** The best proven lower bound valid for a variant (NaN when there is none). */
    default double bestBound(I instance, String variant) {
        double best = Double.NaN;
        for (LowerBound<I> b : bounds(variant)) {
            double v = b.bound(instance);
            if (Double.isNaN(best) || v > best) best = v;
        }
        return best;
    }

    default Optional<Solver<I, S>> method(String name) {
        return methods().stream().filter(m -> m.name().equals(name)).findFirst();
    }

    /** The best proven lower bound over {@link #bounds()} (NaN when there is none). */
    default double bestBound(I instance) { return bestBound(instance, ""); }
}
