package gaplab.exact.dag.search;

import gaplab.model.core.Outcome;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import java.util.List;
import java.util.function.Function;

/**
 * The branch-and-bound of {@link DagBranchAndBound} run in budgets of work (issue 37: the exact portfolio's
 * rounds): {@link #advance} lets it run the given further nodes of work ({@link Pause#spent}; forward and mirror search together)
 * and returns its best schedule and proven bound at the pause ({@link Pause}), or its final outcome once it
 * has proven the optimum or reached the time limit. Between two calls the search waits in its own thread with
 * everything it built — the depth-first stack, the transposition table, the mirror search and their incumbents —
 * and on resumption adopts the schedule it is handed when that is shorter. So rounds of budgets b₁, b₂, … do
 * the work of one search of b₁ + b₂ + … nodes, where restarting each round repeated the nodes of the rounds
 * before. Deterministic: the pauses fall on the same nodes at every run. {@link #close} ends the thread.
 */
public final class ResumableSearch implements AutoCloseable {
    private final DagBranchAndBound owner;
    private final SearchSettings settings;
    private final DagInstance instance;
    private final double seconds;
    private final long probeNodes;
    private final Pause pause = new Pause();
    private Thread thread;
    private Outcome<Schedule> result;
    private Throwable failure;
    private boolean done;

    /**
     * @param duplication whether tasks may be copied ({@code exact-dup})
     * @param settings    the search's settings (its own {@code node-budget} is ignored: the budgets come from {@link #advance})
     * @param instance    the instance, in its integer unit (solved as given)
     * @param warmStarts  the first incumbents (heuristic schedules) of an instance: of this one and of its mirror
     * @param probeNodes  the probe's node budget (children in lower-bound order, before the main search)
     * @param seconds     the time limit of the whole run, from now
     */
    public ResumableSearch(boolean duplication, SearchSettings settings, DagInstance instance, Function<DagInstance, List<Schedule>> warmStarts,
                           long probeNodes, double seconds) {
        this.owner = new DagBranchAndBound(duplication, warmStarts, settings.withNodeBudget(0));
        this.settings = settings.withNodeBudget(0);
        this.instance = instance;
        this.probeNodes = probeNodes;
        this.seconds = seconds;
    }

    /** Work spent so far, in nodes of work (forward and mirror search together; {@link Pause#spent}). */
    public long nodes() { return pause.spent(); }

    /** Work spent so far in steps ({@code Search.work}), for measurements. */
    public long steps() { return pause.steps(); }

    /** Nodes visited so far (forward and mirror search together). */
    public long nodesVisited() { return pause.nodes(); }

    /**
     * Runs {@code nodes} more nodes, first taking {@code incumbent} (null: none) when it is a schedule of this
     * instance ({@link WarmStart}) shorter than the search's own; returns the outcome at the pause (FEASIBLE or UNKNOWN, with the proven bound) or the final one.
     */
    public Outcome<Schedule> advance(long nodes, Schedule incumbent) {
        synchronized (pause) {
            if (done) return finalOutcome();
            pause.budget = Math.addExact(pause.budget, nodes);
            pause.offered = incumbent != null && WarmStart.fits(instance, incumbent, owner.duplicates()) ? incumbent : null;
            pause.paused = false;
            if (thread == null) start();
            else pause.notifyAll();
            boolean interrupted = false;
            while (!pause.paused && !done) {
                try { pause.wait(); } catch (InterruptedException e) { interrupted = true; }
            }
            if (interrupted) Thread.currentThread().interrupt();
            return done ? finalOutcome() : pause.snapshot;
        }
    }

    private Outcome<Schedule> finalOutcome() {
        if (failure instanceof RuntimeException r) throw r;
        if (failure instanceof Error e) throw e;
        if (failure != null) throw new IllegalStateException(failure);
        return result;
    }

    /** The search's thread: the whole solve, from the warm starts; the first incumbent offered is taken at the first pause. */
    private void start() {
        thread = new Thread(null, () -> {
            Outcome<Schedule> o = null;
            Throwable f = null;
            try {
                o = owner.solveInUnit(instance, settings, seconds, probeNodes, pause);
            } catch (Turns.Halt h) {
                // closed by the portfolio
            } catch (Throwable t) {
                f = t;
            }
            synchronized (pause) {
                result = o; failure = f; done = true;
                pause.notifyAll();
            }
        }, "gaplab-dag-rounds", 1L << 28);
        thread.setDaemon(true);
        thread.start();
    }

    /** Ends the search (it unwinds at its next look at the budget) and waits for its thread. */
    @Override
    public void close() {
        if (thread == null) return;
        synchronized (pause) {
            pause.stopped = true;
            pause.notifyAll();
        }
        boolean interrupted = false;
        while (true) {
            try { thread.join(); break; } catch (InterruptedException e) { interrupted = true; }
        }
        if (interrupted) Thread.currentThread().interrupt();
    }
}
