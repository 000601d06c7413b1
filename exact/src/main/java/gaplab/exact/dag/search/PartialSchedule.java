package gaplab.exact.dag.search;

import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The search state: the task instances appended so far (SPEC §3: a task instance runs on one
 * processor from its start to its finish), with {@link #append} and {@link #undo} for the depth-first
 * search. Flat arrays indexed by task t, processor p and instance k (k &lt; P).
 */
final class PartialSchedule {
    private final InstanceData data;
    private final TaskGraph graph;
    private final int tasks, processors;
    /** Instances of each task appended so far. */
    final int[] instances;
    /** Predecessors of each task without an instance. */
    final int[] missingPredecessors;
    /** Instances on each processor. */
    final int[] used;
    final int[][] processorOf;
    final double[][] startOf, finishOf;
    /** Does task t have an instance on processor p ({@code t * P + p})? */
    final boolean[] onProcessor;
    /** When each processor is free. */
    final double[] free;
    /** The last task appended to each processor (−1: none), its order value and its start. */
    final int[] lastOn;
    final double[] lastOnValue, lastOnStart;
    double lastStart = Double.NEGATIVE_INFINITY, makespanSoFar = 0, remainingWork;
    int lastProcessor = -1, lastTask = -1, scheduledTasks = 0;
    /** Unscheduled tasks that have successors. */
    int nonSinksLeft;
    // what undo restores, per depth
    private final double[] savedFree, savedLastStart, savedMakespan, savedOnValue, savedOnStart;
    private final int[] savedProcessor, savedTask, savedOn;

    PartialSchedule(InstanceData data) {
        this.data = data;
        this.graph = data.graph;
        this.tasks = data.tasks;
        this.processors = data.processors;
        int n = tasks, P = processors;
        instances = new int[n];
        missingPredecessors = new int[n];
        for (int t = 0; t < n; t++) { missingPredecessors[t] = graph.preds(t).length; if (graph.succs(t).length > 0) nonSinksLeft++; }
        used = new int[P];
        processorOf = new int[n][P];
        startOf = new double[n][P];
        finishOf = new double[n][P];
        onProcessor = new boolean[n * P];
        free = new double[P];
        lastOn = new int[P];
        Arrays.fill(lastOn, -1);
        lastOnValue = new double[P];
        lastOnStart = new double[P];
        remainingWork = data.totalWork;
        int depth = n * P + 1;
        savedFree = new double[depth]; savedLastStart = new double[depth]; savedMakespan = new double[depth];
        savedOnValue = new double[depth]; savedOnStart = new double[depth];
        savedProcessor = new int[depth]; savedTask = new int[depth]; savedOn = new int[depth];
    }

    /** Appends an instance of t to p at start {@code est}; {@code orderValue} is what the order rules remember of it. */
    void append(int depth, int t, int p, double est, double orderValue) {
        savedFree[depth] = free[p]; savedLastStart[depth] = lastStart; savedMakespan[depth] = makespanSoFar;
        savedProcessor[depth] = lastProcessor; savedTask[depth] = lastTask; savedOn[depth] = lastOn[p];
        savedOnValue[depth] = lastOnValue[p]; savedOnStart[depth] = lastOnStart[p];
        lastOn[p] = t; lastOnValue[p] = orderValue; lastOnStart[p] = est;
        int k = instances[t];
        processorOf[t][k] = p; startOf[t][k] = est; finishOf[t][k] = est + data.duration[t * processors + p];
        instances[t]++;
        onProcessor[t * processors + p] = true;
        used[p]++;
        free[p] = finishOf[t][k];
        lastStart = est; lastProcessor = p; lastTask = t;
        if (finishOf[t][k] > makespanSoFar) makespanSoFar = finishOf[t][k];
        if (k == 0) {
            scheduledTasks++; remainingWork -= data.work[t];
            int[] su = graph.succs(t);
            for (int v : su) missingPredecessors[v]--;
            if (su.length > 0) nonSinksLeft--;
        }
    }

    /** Removes the instance of t on p that {@link #append} at this depth added. */
    void undo(int depth, int t, int p) {
        int k = instances[t] - 1;
        if (k == 0) {
            scheduledTasks--; remainingWork += data.work[t];
            int[] su = graph.succs(t);
            for (int v : su) missingPredecessors[v]++;
            if (su.length > 0) nonSinksLeft++;
        }
        instances[t]--;
        onProcessor[t * processors + p] = false;
        used[p]--;
        lastOn[p] = savedOn[depth]; lastOnValue[p] = savedOnValue[depth]; lastOnStart[p] = savedOnStart[depth];
        free[p] = savedFree[depth]; lastStart = savedLastStart[depth]; lastProcessor = savedProcessor[depth]; lastTask = savedTask[depth];
        makespanSoFar = savedMakespan[depth];
    }

    /** The last start, or 0 before the first append: no further instance starts earlier (the order property). */
    double orderStart() { return lastStart == Double.NEGATIVE_INFINITY ? 0 : lastStart; }

    /** When processor p can start new work: max(free(p), last start). */
    double readyAt(int p) { return Math.max(free[p], orderStart()); }

    /** When all data of t's predecessors can be on p. */
    double dataReady(int t, int p) {
        double r = 0;
        int[] pr = graph.preds(t), pa = graph.predArcs(t);
        for (int k = 0; k < pr.length; k++) {
            double arr = arrival(pr[k], graph.eta(pa[k]), p);
            if (arr > r) r = arr;
        }
        return r;
    }

    /** When the data of scheduled task u (η units) can be on p: the earliest over u's instances. */
    double arrival(int u, double eta, int p) {
        double arr = Double.POSITIVE_INFINITY;
        for (int i = 0; i < instances[u]; i++) {
            int q = processorOf[u][i];
            double a = finishOf[u][i] + (q == p ? 0 : eta * data.lambda[q * processors + p]);
            if (a < arr) arr = a;
        }
        return arr;
    }

    /** Would a copy of t on p finishing at fin deliver some successor's data somewhere strictly earlier? */
    boolean usefulCopy(int t, int p, double fin) {
        for (int a : graph.succArcs(t)) {
            double eta = graph.eta(a);
            for (int q = 0; q < processors; q++) {
                double mine = fin + (q == p ? 0 : eta * data.lambda[p * processors + q]);
                if (mine < arrival(t, eta, q) - 1e-9) return true;
            }
        }
        return false;
    }

    /** The complete schedule; with duplication, copies nobody needs are dropped (latest first). */
    Schedule toSchedule() {
        List<Schedule.Slot> slots = new ArrayList<>();
        for (int t = 0; t < tasks; t++) {
            int first = 0;
            for (int k = 1; k < instances[t]; k++) if (startOf[t][k] < startOf[t][first]) first = k;
            for (int k = 0; k < instances[t]; k++) slots.add(new Schedule.Slot(t, processorOf[t][k], startOf[t][k], finishOf[t][k], k != first));
        }
        if (data.duplication) {
            // every instance of every successor must still be fed in time
            slots.sort((a, b) -> Double.compare(b.start(), a.start()));
            for (int i = 0; i < slots.size(); i++) {
                Schedule.Slot c = slots.get(i);
                if (!c.duplicate()) continue;
                List<Schedule.Slot> rest = new ArrayList<>(slots);
                rest.remove(i);
                if (fedWithout(rest, c.task())) { slots = rest; i--; }
            }
        }
        return new Schedule(slots);
    }

    private boolean fedWithout(List<Schedule.Slot> slots, int task) {
        int[] sa = graph.succArcs(task);
        for (Schedule.Slot v : slots) {
            for (int a : sa) {
                if (graph.to(a) != v.task()) continue;
                boolean ok = false;
                for (Schedule.Slot u : slots) {
                    if (u.task() != task) continue;
                    double arr = u.end() + (u.processor() == v.processor() ? 0 : graph.eta(a) * data.lambda[u.processor() * processors + v.processor()]);
                    if (arr <= v.start() + 1e-9) { ok = true; break; }
                }
                if (!ok) return false;
            }
        }
        return true;
    }
}
