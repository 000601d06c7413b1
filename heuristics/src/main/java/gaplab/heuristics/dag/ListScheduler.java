package gaplab.heuristics.dag;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Schedule;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;

/**
 * What ETF, DL and MH share as methods: a name with the duplication suffix (none, +A, +B of seed 002
 * §3), a description naming the source, and a timed, deterministic run that returns FEASIBLE.
 */
abstract class ListScheduler implements DagSolver {
    private final String name, title;
    private final Duplication dup;

    ListScheduler(String name, String title, Duplication dup) {
        this.name = name;
        this.title = title;
        this.dup = dup;
    }

    /** The schedule this list scheduler builds with the given duplication algorithm. */
    protected abstract Schedule run(DagInstance inst, Duplication dup);

    /** The same with the method's {@code --param}s (HEFT's and CPOP's {@code ranks}); by default they are not read. */
    protected Schedule run(DagInstance inst, Duplication dup, Options options) { return run(inst, dup); }

    @Override
    public boolean duplicates() { return dup != Duplication.NONE; }

    @Override
    public String name() { return name + dup.suffix(); }

    @Override
    public String description() {
        return title + (dup == Duplication.NONE ? "" : " with duplication " + dup.name() + " (Takagi, Li & Ishii)");
    }

    @Override
    public Outcome<Schedule> solve(DagInstance inst, Options options) {
        long t0 = System.nanoTime();
        Schedule s = run(inst, dup, options);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        return new Outcome<>(s, s.makespan(), Status.FEASIBLE, Double.NaN, ms, s.duplicates() > 0 ? s.duplicates() + " copies" : "");
    }
}
