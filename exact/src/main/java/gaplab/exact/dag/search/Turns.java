package gaplab.exact.dag.search;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;

/**
 * The instance and its mirror ({@link DagInstance#mirrored}: arcs reversed, λ transposed) have the
 * same optimum without duplication, but one is often far easier: an in-tree or a join is an
 * out-tree or a fork when mirrored, and the order rules and co-location bite on the other side.
 * The forward search runs first; after every {@code slice} nodes it hands over to the mirror
 * search (started at its first turn, in its own thread) and waits, so the two take turns on one
 * core, in a fixed order: the result does not depend on thread timing (only a time-out does). At
 * each turn a search adopts the other's incumbent, mirrored, if it is better. The first search
 * that finishes proves the optimum; the other then stops.
 */
final class Turns {
    final DagBranchAndBound owner;
    final SearchSettings settings;
    final DagInstance instance;
    final long deadline, probeNodes, slice;
    Search forward, mirror;
    int turn;                              // 0: forward runs, 1: mirror runs
    final boolean[] finished = new boolean[2];
    int prover = -1;                       // the search that finished without a time-out
    Thread thread;
    Throwable failure;

    Turns(DagBranchAndBound owner, SearchSettings settings, DagInstance instance, long deadline, long probeNodes, long slice) {
        this.owner = owner; this.settings = settings; this.instance = instance; this.deadline = deadline; this.probeNodes = probeNodes; this.slice = slice;
    }

    void runForward(Search s) {
        forward = s;
        s.turns = this; s.side = 0; begin(s);
        boolean completed = false;
        try { s.run(); completed = !s.timedOut; } catch (Halt h) { /* the mirror proved it */ }
        finally { finish(0, completed); }
        if (thread != null) {
            boolean interrupted = false;
            while (true) {
                try { thread.join(); break; } catch (InterruptedException e) { interrupted = true; }
            }
            if (interrupted) Thread.currentThread().interrupt();
        }
        if (failure instanceof RuntimeException r) throw r;
        if (failure instanceof Error e) throw e;
    }

    /**
     * A turn of {@link #slice} nodes begins for {@code s}: it ends after that many nodes, or, inside a sink phase, after
     * as much of the sink phase's work ({@link Search#work}: {@link Search#SINK_STEP} × P steps a step, {@link
     * Pause#STEPS_PER_NODE} steps a node). A sink phase of 41 sinks (srasearch-40a's mirror: its downloads) can run
     * for minutes at one node; its turn passes there too, so that the other search is not kept waiting.
     */
    void begin(Search s) {
        s.nextYield = s.nodes + slice;
        long sinkStepsPerNode = Math.max(1, Pause.STEPS_PER_NODE / (Search.SINK_STEP * s.data.processors));
        s.nextYieldSinkSteps = s.sinkPhase.steps() + (slice > Long.MAX_VALUE / sinkStepsPerNode ? Long.MAX_VALUE / 2 : slice * sinkStepsPerNode);
    }

    /** Called by a search at a slice boundary: let the other one run a slice, then go on. */
    void pass(Search me) {
        int i = me.side;
        synchronized (this) {
            if (i == 0 && thread == null) startMirror();
            if (!finished[1 - i]) {
                turn = 1 - i;
                notifyAll();
                awaitTurn(i);
            }
            if (prover >= 0) throw new Halt();
        }
        begin(me);
        adopt(me, i == 0 ? mirror : forward);
    }

    private void awaitTurn(int i) {
        boolean interrupted = false;
        while (turn != i && !finished[1 - i]) {
            try { wait(); } catch (InterruptedException e) { interrupted = true; }
        }
        if (interrupted) Thread.currentThread().interrupt();
    }

    private void startMirror() {
        thread = new Thread(null, () -> {
            boolean completed = false;
            try {
                synchronized (this) {
                    awaitTurn(1);
                    if (prover >= 0) return;
                }
                DagInstance mi = instance.mirrored();
                Search m = owner.newSearch(mi, deadline, probeNodes, settings);
                m.turns = this; m.side = 1;
                if (forward.pause != null) { m.pause = forward.pause; m.pause.add(m); }
                adopt(m, forward);
                begin(m);
                mirror = m;
                m.run();
                completed = !m.timedOut;
            } catch (Halt h) {
                // the forward search proved it
            } catch (Throwable t) {
                failure = t;
            } finally {
                finish(1, completed);
            }
        }, "gaplab-dag-mirror", 1L << 28);
        thread.setDaemon(true);
        thread.start();
    }

    private synchronized void finish(int side, boolean completed) {
        finished[side] = true;
        if (completed && prover < 0) prover = side;
        turn = 1 - side;
        notifyAll();
    }

    /** Take the other search's incumbent (null: none), mirrored, when it is better. */
    static void adopt(Search me, Search other) {
        if (other == null || other.best == null || !(other.upperBound < me.upperBound - 1e-9)) return;
        Schedule b = other.best.mirrored();
        me.best = b; me.upperBound = b.makespan(); me.bestNote = "mirror search";
    }

    /** Thrown inside a search that is stopped because the other one has proven the optimum. */
    static final class Halt extends RuntimeException {
        Halt() { super(null, null, false, false); }
    }
}
