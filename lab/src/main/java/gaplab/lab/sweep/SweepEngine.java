package gaplab.lab.sweep;

import gaplab.model.core.InputException;
import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;

/**
 * Another place to run a sweep's jobs than this JVM's worker threads, found by {@link
 * java.util.ServiceLoader} (the {@code spark} module provides one: issue 18). The driver keeps
 * everything that makes a sweep resumable — the job ids, the results file, skipping rows already
 * written — and the engine only runs {@link PortableJob}s and hands back their rows.
 */
public interface SweepEngine {

    /** The engine's name, as {@code gaplab sweep --NAME WHERE} selects it. */
    String name();

    /**
     * Runs every job and hands each one's row to {@code done} as soon as it is back (in any order, on any
     * thread, each job exactly once); a job that could not be run at all gets its {@link
     * PortableJob#errorRow}, never silence.
     *
     * @param where   where to run (for Spark: a master URL)
     * @param appName a name for the run, as the engine's own tools show it
     */
    void run(String where, String appName, List<PortableJob> jobs, Consumer<ResultRow> done) throws InputException, IOException, InterruptedException;
}
