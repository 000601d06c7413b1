package gaplab.exact.dag.search;

import gaplab.analysis.dag.DagBounds;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Upper bounds for the exact search: an iterated local search over (allocation, priority) pairs.
 * A pair is decoded by list scheduling without duplication — repeatedly take the ready task of
 * highest priority and append it to its allocated processor at its earliest start — so every
 * pair gives a feasible schedule, and every schedule without idle-time insertion is the decoding
 * of some pair. Moves: a task to another processor, a task to the processor of one of its
 * neighbours (clustering, what high communication costs reward), a priority perturbation.
 * Sideways moves are accepted; after a stretch without improvement the search restarts from the
 * best pair with a few random moves. Deterministic: a fixed number of decodings and a seeded
 * generator.
 */
public final class AllocationSearch {
    private final DagInstance inst;
    private final TaskGraph g;
    private final int n, P;
    private final double[] dur, lam;
    private final int[] missing, ready;
    private final double[] free, finish, start;
    private final int[] saved, procs;
    private final boolean[] inUse;

    public AllocationSearch(DagInstance inst) {
        this.inst = inst;
        this.g = inst.graph();
        this.n = g.size();
        this.P = inst.processors();
        dur = new double[n * P];
        for (int t = 0; t < n; t++) for (int p = 0; p < P; p++) dur[t * P + p] = inst.duration(t, p);
        lam = new double[P * P];
        for (int p = 0; p < P; p++) for (int q = 0; q < P; q++) lam[p * P + q] = inst.machine().lambda(p, q);
        missing = new int[n];
        ready = new int[n];
        free = new double[P];
        finish = new double[n];
        start = new double[n];
        saved = new int[n];
        inUse = new boolean[P];
        procs = new int[P];
    }

    /** Makespan of the list schedule of (alloc, prio); fills {@link #start} and {@link #finish}. */
    public double decode(int[] alloc, double[] prio) { return decode(alloc, prio, false); }

    /**
     * Makespan of the list schedule of {@code alloc} in which the ready task that can start earliest on its
     * processor goes next (ties: the higher priority, then the lower index); fills {@link #start} and {@link #finish}.
     * Where a task waits for a long transfer from another processor (a download parted from its alignment), the
     * tasks its processor can run meanwhile go first, where {@link #decode} would leave the processor idle.
     */
    public double decodeEarliest(int[] alloc, double[] prio) { return decode(alloc, prio, true); }

    private double decode(int[] alloc, double[] prio, boolean earliest) {
        java.util.Arrays.fill(free, 0);
        int m = 0;
        for (int t = 0; t < n; t++) { missing[t] = g.preds(t).length; if (missing[t] == 0) ready[m++] = t; }
        double ms = 0;
        for (int step = 0; step < n; step++) {
            int bi = 0;
            double bs = earliest ? startOn(ready[0], alloc) : 0;
            for (int i = 1; i < m; i++) {
                int a = ready[i], b = ready[bi];
                double s = earliest ? startOn(a, alloc) : 0;
                if (s < bs || (s == bs && (prio[a] > prio[b] || (prio[a] == prio[b] && a < b)))) { bi = i; bs = s; }
            }
            int t = ready[bi];
            ready[bi] = ready[--m];
            int p = alloc[t];
            start[t] = earliest ? bs : startOn(t, alloc);
            finish[t] = start[t] + dur[t * P + p];
            free[p] = finish[t];
            if (finish[t] > ms) ms = finish[t];
            for (int v : g.succs(t)) if (--missing[v] == 0) ready[m++] = v;
        }
        return ms;
    }

    /** When ready task {@code t} can start on its processor: once the processor is free and every datum is in. */
    private double startOn(int t, int[] alloc) {
        int p = alloc[t];
        double s = free[p];
        int[] pr = g.preds(t), pa = g.predArcs(t);
        for (int k = 0; k < pr.length; k++) {
            int u = pr[k], q = alloc[u];
            double arr = finish[u] + (q == p ? 0 : g.eta(pa[k]) * lam[q * P + p]);
            if (arr > s) s = arr;
        }
        return s;
    }

    /** A random processor among those in use and the first unused one (if any). */
    private int target(int[] alloc, SplittableRandom rnd) {
        java.util.Arrays.fill(inUse, false);
        for (int t = 0; t < n; t++) inUse[alloc[t]] = true;
        int k = 0, firstFree = -1;
        for (int p = 0; p < P; p++) {
            if (inUse[p]) procs[k++] = p;
            else if (firstFree < 0) firstFree = p;
        }
        if (firstFree >= 0) procs[k++] = firstFree;
        return procs[rnd.nextInt(k)];
    }

    Schedule schedule(int[] alloc, double[] prio) { return schedule(alloc, prio, false); }

    /** As {@link #schedule(int[], double[])}, by {@link #decodeEarliest} when {@code earliest}. */
    Schedule schedule(int[] alloc, double[] prio, boolean earliest) {
        if (earliest) decodeEarliest(alloc, prio);
        else decode(alloc, prio);
        List<Schedule.Slot> slots = new ArrayList<>(n);
        for (int t = 0; t < n; t++) slots.add(new Schedule.Slot(t, alloc[t], start[t], finish[t], false));
        return new Schedule(slots);
    }

    /**
     * The best schedule found from the given starting schedules (their allocations, with bottom
     * levels as priorities) and from "everything on processor 0", after {@code evaluations}
     * decodings; null when there is nothing to schedule.
     */
    public Schedule search(List<Schedule> starts, long evaluations, long seed, long deadline) {
        if (n == 0) return null;
        SplittableRandom rnd = new SplittableRandom(seed);
        double[] bl = DagBounds.bottomLevelsComm(inst);
        double[] prio = bl.clone();
        int[] best = new int[n];
        double bestMs = decode(best, prio);
        int[] cand = new int[n];
        for (Schedule s : starts) {
            if (s == null) continue;
            for (Schedule.Slot sl : s.slots()) if (!sl.duplicate()) cand[sl.task()] = sl.processor();
            double ms = decode(cand, prio);
            if (ms < bestMs) { bestMs = ms; System.arraycopy(cand, 0, best, 0, n); }
        }
        double[] bestPrio = prio.clone();
        int[] cur = best.clone();
        double[] curPrio = prio.clone();
        double curMs = bestMs;
        double spread = 1;
        for (double b : bl) spread = Math.max(spread, b);
        int stale = 0;
        for (long e = 0; e < evaluations; e++) {
            if ((e & 1023) == 0 && System.nanoTime() > deadline) break;
            int t = rnd.nextInt(n);
            int kind = rnd.nextInt(14);
            int u2 = -1;
            double oldPr2 = 0;
            int oldP = cur[t];
            double oldPr = curPrio[t];
            boolean group = kind == 10 || kind == 11;
            if (group) {
                // move a group: t with its neighbours on t's processor (kind 10), or a whole processor (kind 11)
                System.arraycopy(cur, 0, saved, 0, n);
                int to = target(cur, rnd);
                if (kind == 10) {
                    cur[t] = to;
                    for (int u : g.preds(t)) if (saved[u] == oldP) cur[u] = to;
                    for (int u : g.succs(t)) if (saved[u] == oldP) cur[u] = to;
                } else for (int u = 0; u < n; u++) if (saved[u] == oldP) cur[u] = to;
            } else if (kind < 4) cur[t] = target(cur, rnd);
            else if (kind < 7) {
                int[] pr = g.preds(t), sc = g.succs(t);
                int deg = pr.length + sc.length;
                if (deg == 0) cur[t] = target(cur, rnd);
                else { int k = rnd.nextInt(deg); cur[t] = cur[k < pr.length ? pr[k] : sc[k - pr.length]]; }
            } else if (kind >= 12) {
                // exchange the priorities of t and another task on the same processor
                int u = rnd.nextInt(n);
                if (cur[u] == cur[t] && u != t) { u2 = u; oldPr2 = curPrio[u]; curPrio[u] = curPrio[t]; curPrio[t] = oldPr2; }
            } else curPrio[t] += (rnd.nextDouble() - 0.5) * 0.2 * spread;
            double ms = decode(cur, curPrio);
            if (ms <= curMs + 1e-9) {
                if (ms < bestMs - 1e-9) { bestMs = ms; System.arraycopy(cur, 0, best, 0, n); System.arraycopy(curPrio, 0, bestPrio, 0, n); stale = 0; }
                else stale++;
                curMs = ms;
            } else {
                if (group) System.arraycopy(saved, 0, cur, 0, n);
                else { cur[t] = oldP; curPrio[t] = oldPr; if (u2 >= 0) curPrio[u2] = oldPr2; }
                stale++;
            }
            if (stale > 20L * n * P) {
                // restart from the best with a kick
                System.arraycopy(best, 0, cur, 0, n);
                System.arraycopy(bestPrio, 0, curPrio, 0, n);
                for (int k = 0; k < 3; k++) cur[rnd.nextInt(n)] = rnd.nextInt(P);
                curMs = decode(cur, curPrio);
                stale = 0;
            }
        }
        return schedule(best, bestPrio);
    }
}
