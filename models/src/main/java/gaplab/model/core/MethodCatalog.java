package gaplab.model.core;

import java.util.List;
import java.util.Optional;

/**
 * A problem's methods (built-in exact methods and heuristics first, then ServiceLoader plug-ins of the
 * problem's solver interface) and the variant each belongs to: "" for the problem as stated, another
 * name for a relaxation or extension (e.g. task graphs with duplication, whose optimum is never above
 * the one without). A method is rated against the exact method and the bounds of its own variant.
 */
public interface MethodCatalog<I, S> {

    /** Every method, in the order the CLI lists them. */
    List<Solver<I, S>> all();

    /** The variant a method solves ("" = the problem as stated). */
    default String variant(Solver<I, S> method) { return ""; }

    /** The variant a given solution belongs to (e.g. it copies a task), for {@code check}. */
    default String variantOf(I instance, S solution) { return ""; }

    /** The oracle of a variant: its first exact method. */
    default Optional<Solver<I, S>> exact(String variant) {
        return all().stream().filter(m -> m.exact() && variant(m).equals(variant)).findFirst();
    }

    /** A catalog without variants. */
    static <I, S> MethodCatalog<I, S> of(java.util.function.Supplier<List<Solver<I, S>>> methods) {
        return methods::get;
    }
}
