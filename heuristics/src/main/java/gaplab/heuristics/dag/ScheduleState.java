package gaplab.heuristics.dag;

import gaplab.analysis.dag.DagBounds;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The partial schedule a list scheduler builds: task instances (an original and possibly copies),
 * one timeline per processor, data-ready times, and the duplication step of seed §3.
 *
 * <p>Originals are appended at the end of their processor (the classic list-scheduling model of
 * ETF, DL and MH); copies made by duplication go into the earliest idle slot of the processor that
 * fits them after their own data is ready ("a copy runs in an idle slot of P").
 *
 * <p><b>Duplication at the chosen pair (T, P)</b> — our reading of seed §3, where the seed is vague:
 * <ul>
 * <li>st<sub>nodup</sub> = max(free(P), max<sub>T<sub>i</sub>∈Pred(T)</sub> mt(T<sub>i</sub>, T)) with mt the
 *   arrival on P of T<sub>i</sub>'s data from its best instance (end + η·λ, or end if on P). There is no
 *   event clock, so the seed's cm term is free(P).</li>
 * <li>lst(T) = CP − bl(T): the latest start that does not stretch the computation-only critical path
 *   (CP and bottom level bl use execution times at the fastest speed, communication ignored).
 *   Duplication is attempted only when st<sub>nodup</sub> &gt; lst(T) (a delay exists).</li>
 * <li>T' is the predecessor whose data arrives last (ties: lowest task index); if its arrival is not
 *   after free(P), the processor, not the message, is the bottleneck and nothing is copied. T'' is
 *   the runner-up, st<sub>dup</sub> = max(mt(T'', T), ct(P, T'), free(P) after the copy).
 *   The copy is kept when Gain = st<sub>nodup</sub> − st<sub>dup</sub> &gt; 0 (the seed's "delay" terms
 *   differ only by this amount; lst cancels).</li>
 * <li>Algorithm B: while the last copy's end is what T waits for (st<sub>dup</sub> &gt; mt(T'', T)), copy
 *   that copy's own latest-arriving predecessor onto P as well, re-place the chain of copies in the
 *   earliest slots, and keep the step only if T starts strictly earlier.</li>
 * </ul>
 */
public final class ScheduleState {
    private static final double EPS = 1e-9;
    final DagInstance inst;
    final TaskGraph g;
    final int n, P;
    /** Original instance of each task, -1 when not scheduled yet. */
    final int[] proc;
    final double[] start, end;
    /** Copies: per task a list of {processor, start, end}. */
    final List<List<double[]>> copies;
    // timelines
    private final double[][] tlS, tlE;
    private final int[][] tlT;
    private final int[] tlLen;
    private final double[] lst;
    private final double[] lam;
    private int copyCount;

    public ScheduleState(DagInstance inst) {
        this.inst = inst;
        this.g = inst.graph();
        this.n = g.size();
        this.P = inst.processors();
        proc = new int[n];
        Arrays.fill(proc, -1);
        start = new double[n];
        end = new double[n];
        copies = new ArrayList<>(n);
        for (int i = 0; i < n; i++) copies.add(null);
        tlS = new double[P][8];
        tlE = new double[P][8];
        tlT = new int[P][8];
        tlLen = new int[P];
        double[] bl = DagBounds.bottomLevels(inst);
        double cp = 0;
        for (double b : bl) cp = Math.max(cp, b);
        lst = new double[n];
        for (int t = 0; t < n; t++) lst[t] = cp - bl[t];
        lam = new double[P * P];
        for (int p = 0; p < P; p++) for (int q = 0; q < P; q++) lam[p * P + q] = inst.machine().lambda(p, q);
    }

    public int processors() { return P; }

    public boolean scheduled(int t) { return proc[t] >= 0; }

    /** When processor p is free for an appended task. */
    public double avail(int p) { return tlLen[p] == 0 ? 0 : tlE[p][tlLen[p] - 1]; }

    /** lst(T) = CP − bl(T), see the class comment. */
    public double lst(int t) { return lst[t]; }

    public int copyCount() { return copyCount; }

    /** Arrival on p of the data of arc a from its source task's best instance. */
    public double arrival(int a, int p) {
        int u = g.from(a);
        double eta = g.eta(a);
        double best = end[u] + (proc[u] == p ? 0 : eta * lam[proc[u] * P + p]);
        List<double[]> cs = copies.get(u);
        if (cs != null) for (double[] c : cs) {
            int q = (int) c[0];
            double v = c[2] + (q == p ? 0 : eta * lam[q * P + p]);
            if (v < best) best = v;
        }
        return best;
    }

    /** Data-ready time of t on p: every predecessor must be scheduled. */
    public double dataReady(int t, int p) {
        double r = 0;
        for (int a : g.predArcs(t)) {
            double v = arrival(a, p);
            if (v > r) r = v;
        }
        return r;
    }

    /** Earliest start of t appended on p. */
    public double est(int t, int p) { return Math.max(avail(p), dataReady(t, p)); }

    /** Does t have an instance (original or copy) on p? */
    boolean hasInstanceOn(int t, int p) {
        if (proc[t] == p) return true;
        List<double[]> cs = copies.get(t);
        if (cs != null) for (double[] c : cs) if ((int) c[0] == p) return true;
        return false;
    }

    private void insert(int p, int t, double s, double e) {
        int len = tlLen[p];
        if (len == tlS[p].length) {
            tlS[p] = Arrays.copyOf(tlS[p], len * 2);
            tlE[p] = Arrays.copyOf(tlE[p], len * 2);
            tlT[p] = Arrays.copyOf(tlT[p], len * 2);
        }
        int i = len;
        while (i > 0 && (tlS[p][i - 1] > s || (tlS[p][i - 1] == s && tlE[p][i - 1] > e))) i--;
        System.arraycopy(tlS[p], i, tlS[p], i + 1, len - i);
        System.arraycopy(tlE[p], i, tlE[p], i + 1, len - i);
        System.arraycopy(tlT[p], i, tlT[p], i + 1, len - i);
        tlS[p][i] = s; tlE[p][i] = e; tlT[p][i] = t;
        tlLen[p] = len + 1;
    }

    private void remove(int p, int t, double s) {
        int len = tlLen[p];
        for (int i = len - 1; i >= 0; i--) {
            if (tlT[p][i] == t && tlS[p][i] == s) {
                System.arraycopy(tlS[p], i + 1, tlS[p], i, len - i - 1);
                System.arraycopy(tlE[p], i + 1, tlE[p], i, len - i - 1);
                System.arraycopy(tlT[p], i + 1, tlT[p], i, len - i - 1);
                tlLen[p] = len - 1;
                return;
            }
        }
        throw new IllegalStateException("instance not on timeline");
    }

    /** Earliest s ≥ ready with [s, s+d] inside an idle gap of p (possibly after the last task). */
    private double earliestSlot(int p, double ready, double d) {
        int len = tlLen[p];
        double[] S = tlS[p], E = tlE[p];
        // first interval whose end is after ready
        int lo = 0, hi = len;
        while (lo < hi) { int mid = (lo + hi) >>> 1; if (E[mid] <= ready) lo = mid + 1; else hi = mid; }
        double s = ready;
        for (int i = lo; i < len; i++) {
            if (s + d <= S[i] + EPS && !(d == 0 && s > S[i] && s < E[i])) return s;
            if (E[i] > s) s = E[i];
        }
        return s;
    }

    /**
     * Earliest start of t on p with the <i>insertion-based policy</i> (Topcuoglu, Hariri &amp; Wu 2002,
     * §4.1, eq. 3): the first idle slot of p, between two scheduled instances or after the last, that
     * starts no earlier than t's data-ready time and is at least t's execution time on p long.
     */
    public double insertionStart(int t, int p) { return earliestSlot(p, dataReady(t, p), inst.duration(t, p)); }

    /** Places task t (all predecessors scheduled) as its original at {@link #insertionStart}; returns the start. */
    public double insert(int t, int p) { return placeOriginal(t, p, insertionStart(t, p)); }

    /** Appends task t (all predecessors scheduled) to p as its original, without duplication. */
    public double append(int t, int p) { return placeOriginal(t, p, est(t, p)); }

    /** Places t's original on p at s; returns s. */
    private double placeOriginal(int t, int p, double s) {
        double e = s + inst.duration(t, p);
        proc[t] = p; start[t] = s; end[t] = e;
        insert(p, t, s, e);
        return s;
    }

    /** A copy of t (its predecessors' data must be available) in p's earliest idle slot after its data is there: {p, start, end}. */
    double[] addCopy(int t, int p) {
        double d = inst.duration(t, p);
        double s = earliestSlot(p, dataReady(t, p), d);
        double[] c = {p, s, s + d};
        List<double[]> cs = copies.get(t);
        if (cs == null) { cs = new ArrayList<>(2); copies.set(t, cs); }
        cs.add(c);
        insert(p, t, s, s + d);
        copyCount++;
        return c;
    }

    /** Undoes {@link #addCopy}. */
    void removeCopy(int t, double[] c) {
        copies.get(t).remove(c);
        remove((int) c[0], t, c[1]);
        copyCount--;
    }

    /** Latest-arriving predecessor arc of t on p (ties: lowest task index), -1 when none. */
    int latestArc(int t, int p) {
        int best = -1;
        double bv = Double.NEGATIVE_INFINITY;
        for (int a : g.predArcs(t)) {
            double v = arrival(a, p);
            if (v > bv + EPS || (Math.abs(v - bv) <= EPS && g.from(a) < g.from(best))) { bv = v; best = a; }
        }
        return best;
    }

    private double runnerUp(int t, int p, int exceptArc) {
        double r = 0;
        for (int a : g.predArcs(t)) if (a != exceptArc) r = Math.max(r, arrival(a, p));
        return r;
    }

    /**
     * Places task t on processor p with the given duplication mode and returns the tasks copied onto p
     * (empty when none). The original of t is appended at its earliest start after the copies.
     */
    public List<Integer> place(int t, int p, Duplication mode) {
        if (mode == Duplication.NONE || g.preds(t).length == 0) { append(t, p); return List.of(); }
        double free = avail(p);
        double stNodup = Math.max(free, dataReady(t, p));
        if (stNodup <= lst[t] + EPS) { append(t, p); return List.of(); }
        int a1 = latestArc(t, p);
        int t1 = g.from(a1);
        if (arrival(a1, p) <= free + EPS || hasInstanceOn(t1, p)) { append(t, p); return List.of(); }
        double second = runnerUp(t, p, a1);
        double[] c1 = addCopy(t1, p);
        double stDup = Math.max(second, Math.max(c1[2], avail(p)));
        if (!(stNodup - stDup > EPS)) { removeCopy(t1, c1); append(t, p); return List.of(); }
        List<Integer> chainT = new ArrayList<>();
        List<double[]> chainC = new ArrayList<>();
        chainT.add(t1);
        chainC.add(c1);
        if (mode == Duplication.B) {
            while (stDup > second + EPS) {
                int x = chainT.get(chainT.size() - 1);
                double[] xc = chainC.get(chainC.size() - 1);
                // is x's copy waiting for a message (not for a slot)?
                removeCopiesFrom(chainT, chainC);
                int ay = g.preds(x).length == 0 ? -1 : latestArc(x, p);
                int y = ay < 0 ? -1 : g.from(ay);
                boolean ok = y >= 0 && !hasInstanceOn(y, p) && arrival(ay, p) > avail(p) - EPS;
                double[] yc = null;
                List<double[]> newC = null;
                double newSt = Double.POSITIVE_INFINITY;
                if (ok) {
                    yc = addCopy(y, p);
                    newC = new ArrayList<>();
                    for (int i = chainT.size() - 1; i >= 0; i--) newC.add(0, addCopy(chainT.get(i), p));
                    newSt = Math.max(second, Math.max(newC.get(0)[2], avail(p)));
                }
                if (ok && stDup - newSt > EPS) {
                    chainT.add(y);
                    chainC.clear();
                    chainC.addAll(newC);
                    chainC.add(yc);
                    stDup = newSt;
                    continue;
                }
                // undo the attempt and restore the previous chain placement
                if (newC != null) { for (int i = 0; i < newC.size(); i++) removeCopy(chainT.get(i), newC.get(i)); }
                if (yc != null) removeCopy(y, yc);
                restoreCopies(chainT, chainC);
                break;
            }
        }
        append(t, p);
        return chainT;
    }

    private void removeCopiesFrom(List<Integer> ts, List<double[]> cs) {
        for (int i = 0; i < ts.size(); i++) removeCopy(ts.get(i), cs.get(i));
    }

    private void restoreCopies(List<Integer> ts, List<double[]> cs) {
        for (int i = 0; i < ts.size(); i++) {
            int t = ts.get(i);
            double[] c = cs.get(i);
            List<double[]> l = copies.get(t);
            if (l == null) { l = new ArrayList<>(2); copies.set(t, l); }
            l.add(c);
            insert((int) c[0], t, c[1], c[2]);
            copyCount++;
        }
    }

    /** The finished schedule (every task must be scheduled). */
    public Schedule toSchedule() {
        List<Schedule.Slot> slots = new ArrayList<>(n + copyCount);
        for (int t = 0; t < n; t++) {
            if (proc[t] < 0) throw new IllegalStateException("task " + g.id(t) + " not scheduled");
            slots.add(new Schedule.Slot(t, proc[t], start[t], end[t], false));
            List<double[]> cs = copies.get(t);
            if (cs != null) for (double[] c : cs) slots.add(new Schedule.Slot(t, (int) c[0], c[1], c[2], true));
        }
        return new Schedule(slots);
    }
}
