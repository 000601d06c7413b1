package gaplab.exact.dag.search;

import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import gaplab.model.dag.Schedule;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Where a search waits between the exact portfolio's rounds (issue 37, {@link ResumableSearch}): once the
 * searches it watches (forward and mirror, which take turns: {@link Turns}) have spent {@link #budget} nodes
 * of work together ({@link #spent}), the one running hands its best schedule and proven bound to the portfolio and waits — its stack,
 * transposition table and counters kept — until the portfolio grants more nodes, with the best schedule the
 * other member found; then it goes on from the node where it stopped. Work is counted in steps ({@link Search#work}),
 * looked at every 1,024 nodes of the running search, so the pauses fall on the same nodes at every run.
 */
final class Pause {
    /** The searches counted: the forward one, and the mirror once it starts. */
    final List<Search> searches = new CopyOnWriteArrayList<>();
    /** Nodes (all searches together) at which the next pause falls. */
    volatile long budget;
    /** Set by the portfolio to end the run: the paused or running search unwinds ({@link Turns.Halt}). */
    volatile boolean stopped;
    boolean paused;
    /** The best schedule of the other member, offered on resumption (in the forward instance's orientation). */
    Schedule offered;
    /** The state at the last pause: best schedule, proven bound. */
    Outcome<Schedule> snapshot;

    void add(Search s) { searches.add(s); }

    /**
     * Work spent by the searches together, in nodes of work: their {@link Search#work} steps over
     * {@link #STEPS_PER_NODE}. A round's budget is work, not a count of nodes: a node can cost a few steps or
     * tens of thousands (the heads' pass over the arcs of a dense 50-task graph), and a sink phase can take millions
     * of steps at one node.
     */
    long spent() { return steps() / STEPS_PER_NODE; }

    /** The searches' work in steps ({@link Search#work}). */
    long steps() {
        long w = 0;
        for (Search s : searches) w += s.work();
        return w;
    }

    /** The nodes the searches visited. */
    long nodes() {
        long n = 0;
        for (Search s : searches) n += s.nodes;
        return n;
    }

    /**
     * Steps counted as one node of work: about what a node of the Sinnen set's 16- to 30-task graphs costs
     * (600–1,200 steps), so the rounds' budgets keep their size there; a node of a 50-task STG graph counts
     * as twelve (measured in docs/results/2026-11-27-portfolio-rounds.md, "Work, not nodes").
     */
    static final long STEPS_PER_NODE = 1024;

    /** Called by the running search every 1,024 nodes: waits here if the budget is spent. */
    void check(Search me) {
        if (stopped) throw new Turns.Halt();
        long spent = spent();
        if (spent < budget) return;
        synchronized (this) {
            snapshot = snapshot(spent);
            paused = true;
            notifyAll();
            boolean interrupted = false;
            while (paused && !stopped) {
                try { wait(); } catch (InterruptedException e) { interrupted = true; }
            }
            if (interrupted) Thread.currentThread().interrupt();
            if (stopped) throw new Turns.Halt();
        }
        Schedule o = offered;
        if (o != null && o.makespan() < me.upperBound - 1e-9) {
            Schedule b = me.side == 1 ? o.mirrored() : o;
            me.best = b; me.upperBound = b.makespan(); me.bestNote = "the portfolio";
        }
    }

    /** The best schedule of all searches (the mirror's mirrored back) and the highest bound they proved. */
    private Outcome<Schedule> snapshot(long spent) {
        Schedule best = null;
        double bound = 0;
        for (Search s : searches) {
            if (s.best != null && (best == null || s.upperBound < best.makespan() - 1e-9)) best = s.side == 1 ? s.best.mirrored() : s.best;
            bound = Math.max(bound, Math.max(s.rootLowerBound, s.provenBound));
        }
        String note = "paused after " + spent + " nodes of work";
        if (best == null) return new Outcome<>(null, Double.NaN, Status.UNKNOWN, bound, 0, note);
        return new Outcome<>(best, best.makespan(), Status.FEASIBLE, Math.min(bound, best.makespan()), 0, note);
    }
}
