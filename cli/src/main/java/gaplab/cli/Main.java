package gaplab.cli;

import gaplab.model.core.InputException;
import picocli.CommandLine;

/** Entry point of the {@code gaplab} command. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit code (0 ok, 1 invalid or failed check, 2 bad input). */
    public static int run(String... args) {
        return Cli.build().execute(args);
    }

    /** Prints one error line for bad input; the caller exits with 2. */
    static int badInput(InputException e) {
        System.err.println("gaplab: " + e.getMessage());
        return 2;
    }
}
