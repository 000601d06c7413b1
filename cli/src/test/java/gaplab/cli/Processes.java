package gaplab.cli;

import java.util.concurrent.TimeUnit;

/** Helpers for tests that run other programs (python3, pdflatex). */
public final class Processes {
    private Processes() {}

    /** Does {@code cmd} run here and exit 0 within 20 s? (Tests that need a tool skip without it.) */
    public static boolean canRun(String... cmd) {
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (Exception e) {
            return false;
        }
    }
}
