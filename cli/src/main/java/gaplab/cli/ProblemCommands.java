package gaplab.cli;

import gaplab.model.core.Problem;
import java.util.List;

/**
 * What a problem adds to the command line beyond the generic {@code solve}, {@code check} and
 * {@code methods}: its own solve options and output ({@link SolveHook}), further subcommands of its group
 * (a study, a converter), and benchmarks under {@code gaplab bench}. Found by ServiceLoader
 * ({@code META-INF/services/gaplab.cli.ProblemCommands}); a problem without one gets the generic
 * commands only. Every method returns new command objects (picocli fills their fields).
 */
public interface ProblemCommands {

    /** The name of the problem these commands belong to. */
    String problem();

    /** A picocli mixin with the problem's own solve options and output; {@link SolveHook#NONE} if none. */
    default SolveHook<?, ?> solveHook(Problem<?, ?> problem) { return SolveHook.NONE; }

    /** Further subcommands of {@code gaplab PROBLEM} (picocli command objects). */
    default List<Object> commands() { return List.of(); }

    /** Subcommands of {@code gaplab bench} (picocli command objects, each with its own name). */
    default List<Object> benchmarks() { return List.of(); }
}
