package gaplab.model.core;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * What this build of gaplab is: its version and the git commit it was built from (written at build
 * time into {@code gaplab/git.properties}; "+dirty" when the working tree had changes, "unknown" when
 * built outside a git checkout). Printed by {@code --version}, recorded in every sweep row and report.
 */
public final class Build {
    public static final String VERSION = "0.1.0";

    private static final String COMMIT = read();

    private Build() {}

    private static String read() {
        try (InputStream in = Build.class.getResourceAsStream("/gaplab/git.properties")) {
            if (in == null) return "unknown";
            Properties p = new Properties();
            p.load(in);
            String id = p.getProperty("git.commit.id.abbrev", "unknown");
            return "true".equals(p.getProperty("git.dirty")) ? id + "+dirty" : id;
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** The git commit the jar was built from (abbreviated), with "+dirty" for uncommitted changes. */
    public static String commit() { return COMMIT; }

    /** "gaplab 0.1.0 (commit abc1234)". */
    public static String describe() { return "gaplab " + VERSION + " (commit " + COMMIT + ")"; }
}
