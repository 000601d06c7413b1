package gaplab.exact.dag.search;

import gaplab.model.dag.TaskGraph;

/**
 * Order rules (without duplication). Two sinks that are adjacent on a processor may be exchanged when
 * the second one's data is ready there no later: the pair ends no later and nothing depends on them.
 * So a sink is appended right after a sink only in non-decreasing order of (data-ready time on that
 * processor, key). Likewise two adjacent sources whose only successor is the same task c may be
 * exchanged to send the larger message first: the pair ends at the same time and c's data arrive no
 * later; they are appended in non-increasing order of η (then key). The key is the task's index,
 * shared by equivalent tasks. Each exchange leaves every other task no later and removes one
 * inversion, so an optimal schedule obeying both rules exists.
 *
 * <p>Third, a task with successors never directly follows a sink on a processor if its data were there
 * when the sink started: exchanged, the task starts then and the sink ends when the task ended, so
 * no task with successors ends later and nothing depends on the sink. The exchanges of this rule
 * lower the number of (sink, task with successors) pairs in processor order and the other two leave
 * it alone, so together they end, in an optimal schedule obeying all three. A node where every
 * unscheduled task with successors is ready and, on every processor, would follow a sink started after
 * its data arrived has no completion ({@link #stuck}). The rules read only the last task on each
 * processor and its start, which enter the transposition table's state.
 */
final class OrderRules {
    static final int SINK = 1, SOURCE_OF = 2;
    private final PartialSchedule state;
    /** The rules are on (setting on, no duplication). */
    final boolean enabled;
    /** 0: no rule; {@link #SINK}; {@code SOURCE_OF + c}: a task whose only successor is c. */
    final int[] kind;
    /** The task's index, or that of the first task equivalent to it. */
    final int[] key;
    /** For a single-successor source: −η of its arc. */
    private final double[] messageOrder;

    OrderRules(InstanceData data, PartialSchedule state, boolean on) {
        this.state = state;
        this.enabled = on && !data.duplication;
        int n = data.tasks;
        TaskGraph g = data.graph;
        key = new int[n];
        for (int t = 0; t < n; t++) key[t] = data.equivalentBefore[t] >= 0 ? key[data.equivalentBefore[t]] : t;
        kind = new int[n];
        messageOrder = new double[n];
        for (int t = 0; t < n; t++) {
            if (g.succs(t).length == 0) kind[t] = SINK;
            else if (g.succs(t).length == 1) {
                kind[t] = SOURCE_OF + g.succs(t)[0];
                messageOrder[t] = -g.eta(g.succArcs(t)[0]);
            }
        }
    }

    /** What the rules remember of t appended to p: its data-ready time there (a sink) or −η (a source). */
    double valueOn(int t, int p) { return kind[t] == SINK ? state.dataReady(t, p) : messageOrder[t]; }

    /** Does a rule forbid appending the unscheduled task t to p right after p's last task? */
    boolean forbids(int t, int p) {
        int last = state.lastOn[p];
        if (!enabled || state.instances[t] > 0 || last < 0) return false;
        if (followsSink(t, p)) return true;
        if (kind[t] == 0 || kind[last] != kind[t]) return false;
        // adjacent sinks on p: (data-ready time on p, key) must not decrease; adjacent tasks whose only
        // successor is the same task, the second ready when the first starts: (−η, key) must not decrease
        boolean swappable = kind[t] == SINK || state.dataReady(t, p) <= state.lastOnStart[p] + 1e-9;
        double r = kind[t] == SINK ? state.dataReady(t, p) : messageOrder[t], ra = state.lastOnValue[p];
        return swappable && (r < ra - 1e-9 || (r <= ra + 1e-9 && key[t] < key[last]));
    }

    /** Would the task t (with successors) follow, on p, a sink that started when t's data were already there? */
    private boolean followsSink(int t, int p) {
        int last = state.lastOn[p];
        return kind[t] != SINK && last >= 0 && kind[last] == SINK && state.dataReady(t, p) <= state.lastOnStart[p] + 1e-9;
    }

    /**
     * Every unscheduled task with successors is ready and would follow a sink on every processor
     * ({@link #followsSink}): none can be appended anywhere, now or later (the sinks stay last until a
     * task with successors follows them), so the node has no completion.
     */
    boolean stuck() {
        if (!enabled || state.nonSinksLeft == 0) return false;
        int P = state.free.length;
        for (int t = 0; t < kind.length; t++) {
            if (state.instances[t] > 0 || kind[t] == SINK) continue;
            if (state.missingPredecessors[t] > 0) return false;
            for (int p = 0; p < P; p++) if (!followsSink(t, p)) return false;
        }
        return true;
    }
}
