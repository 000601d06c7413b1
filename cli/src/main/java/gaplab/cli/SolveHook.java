package gaplab.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.catalog.Runs;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Problem;
import java.nio.file.Path;

/**
 * A problem's part of {@code gaplab PROBLEM solve}: the object is added to the generic command as a
 * picocli mixin, so its {@code @Option} fields are the problem's own options (e.g. the task graph's
 * {@code --machine}); the methods adjust the instance and the options, and add lines (text) or fields
 * (JSON) to the common output.
 */
public interface SolveHook<I, S> {

    /** The instance to solve: by default the file as the problem's codec reads it. */
    default I instance(Problem<I, S> problem, Path file) throws InputException { return problem.readInstance(file); }

    /** The options for the method, after the problem's own options are applied and validated. */
    default Options options(Options options) throws InputException { return options; }

    /** Problem-specific lines after the common text output (may be empty). */
    default String text(I instance, Runs.Checked<S> run) { return ""; }

    /** Problem-specific fields added to the JSON output (may be null). */
    default ObjectNode json(I instance, Runs.Checked<S> run) { return null; }

    /** The hook of a problem that adds nothing. */
    SolveHook<?, ?> NONE = new SolveHook<Object, Object>() {};
}
