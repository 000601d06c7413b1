package gaplab.heuristics.dag;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/**
 * DL, Dynamic Level scheduling (Sih &amp; Lee, IEEE TPDS 4(2), 1993): at every step schedule the ready
 * task / processor pair with the largest dynamic level DL(T,P) = SL(T) − max(DA(T,P), TF(P)) + Δ(T,P),
 * where SL is the static level (longest path of median execution times to an exit, communication
 * ignored), DA the time T's data is available on P, TF the time P is free, and Δ(T,P) = median
 * execution time of T − its time on P (0 on identical processors). Ties: earlier start, lower task
 * index, lower processor index. Tasks are appended. Optional duplication A/B (seed §3), see
 * {@link ScheduleState}.
 *
 * <p>Implementation: per processor, tasks whose data is there when P is free are kept in a heap by
 * SL + Δ, the others in two heaps (by DA, to move them over when P's free time passes it, and by
 * SL + Δ − DA, for the best among them), so a step costs O(P log n).
 */
public final class Dl extends ListScheduler {
    private static final double EPS = 1e-9;

    public Dl(Duplication dup) { super("dl", "DL, dynamic level (Sih & Lee 1993)", dup); }

    @Override
    protected Schedule run(DagInstance inst, Duplication dup) { return schedule(inst, dup); }

    public static Schedule schedule(DagInstance inst, Duplication dup) {
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors();
        ScheduleState st = new ScheduleState(inst);
        double[] sp = inst.machine().speeds();
        Arrays.sort(sp);
        double median = P % 2 == 1 ? sp[P / 2] : (sp[P / 2 - 1] + sp[P / 2]) / 2;
        double[] sl = new double[n];
        int[] topo = g.topologicalOrder();
        for (int k = n - 1; k >= 0; k--) {
            int t = topo[k];
            double m = 0;
            for (int v : g.succs(t)) m = Math.max(m, sl[v]);
            sl[t] = g.mu(t) / median + m;
        }
        double[] key = new double[n * P]; // SL + Δ
        for (int t = 0; t < n; t++) for (int p = 0; p < P; p++) key[t * P + p] = sl[t] + g.mu(t) / median - inst.duration(t, p);
        // entries: {da, task, version, key - da}
        Comparator<double[]> byDa = (a, b) -> a[0] != b[0] ? Double.compare(a[0], b[0]) : Double.compare(a[1], b[1]);
        Comparator<double[]> byDl = (a, b) -> {
            if (a[3] != b[3]) return Double.compare(b[3], a[3]);
            if (a[0] != b[0]) return Double.compare(a[0], b[0]);
            return Double.compare(a[1], b[1]);
        };
        // A entries: {key, task}
        Comparator<double[]> byKey = (a, b) -> a[0] != b[0] ? Double.compare(b[0], a[0]) : Double.compare(a[1], b[1]);
        @SuppressWarnings("unchecked") PriorityQueue<double[]>[] Wda = new PriorityQueue[P], Wdl = new PriorityQueue[P], A = new PriorityQueue[P];
        for (int p = 0; p < P; p++) { Wda[p] = new PriorityQueue<>(byDa); Wdl[p] = new PriorityQueue<>(byDl); A[p] = new PriorityQueue<>(byKey); }
        boolean[] inA = new boolean[n * P];
        int[] version = new int[n * P];
        boolean[] done = new boolean[n];
        int[] missing = new int[n];
        for (int t = 0; t < n; t++) {
            missing[t] = g.preds(t).length;
            if (missing[t] == 0) refresh(st, Wda, Wdl, inA, version, key, t, P);
        }
        for (int step = 0; step < n; step++) {
            int bt = -1, bp = -1;
            double bestDl = Double.NEGATIVE_INFINITY, bestEst = Double.POSITIVE_INFINITY;
            for (int p = 0; p < P; p++) {
                double tf = st.avail(p);
                while (!Wda[p].isEmpty()) {
                    double[] e = Wda[p].peek();
                    int t = (int) e[1];
                    if (done[t] || inA[t * P + p] || (int) e[2] != version[t * P + p]) { Wda[p].poll(); continue; }
                    if (e[0] <= tf + EPS) { Wda[p].poll(); inA[t * P + p] = true; A[p].add(new double[]{key[t * P + p], t}); continue; }
                    break;
                }
                while (!A[p].isEmpty() && done[(int) A[p].peek()[1]]) A[p].poll();
                while (!Wdl[p].isEmpty()) {
                    double[] e = Wdl[p].peek();
                    int t = (int) e[1];
                    if (done[t] || inA[t * P + p] || (int) e[2] != version[t * P + p]) { Wdl[p].poll(); continue; }
                    break;
                }
                if (!A[p].isEmpty()) {
                    int t = (int) A[p].peek()[1];
                    double dl = A[p].peek()[0] - tf;
                    if (better(dl, tf, t, bestDl, bestEst, bt)) { bestDl = dl; bestEst = tf; bt = t; bp = p; }
                }
                if (!Wdl[p].isEmpty()) {
                    double[] e = Wdl[p].peek();
                    int t = (int) e[1];
                    if (better(e[3], e[0], t, bestDl, bestEst, bt)) { bestDl = e[3]; bestEst = e[0]; bt = t; bp = p; }
                }
            }
            List<Integer> copied = st.place(bt, bp, dup);
            done[bt] = true;
            for (int c : copied) for (int v : g.succs(c)) if (!done[v] && missing[v] == 0) refresh(st, Wda, Wdl, inA, version, key, v, P);
            for (int v : g.succs(bt)) if (--missing[v] == 0) refresh(st, Wda, Wdl, inA, version, key, v, P);
        }
        return st.toSchedule();
    }

    private static boolean better(double dl, double est, int t, double bestDl, double bestEst, int bt) {
        if (bt < 0) return true;
        if (dl > bestDl + EPS) return true;
        if (dl < bestDl - EPS) return false;
        if (est < bestEst - EPS) return true;
        if (est > bestEst + EPS) return false;
        return t < bt;
    }

    private static void refresh(ScheduleState st, PriorityQueue<double[]>[] Wda, PriorityQueue<double[]>[] Wdl, boolean[] inA, int[] version,
                                double[] key, int v, int P) {
        for (int q = 0; q < P; q++) {
            if (inA[v * P + q]) continue;
            int ver = ++version[v * P + q];
            double da = st.dataReady(v, q);
            double[] e = {da, v, ver, key[v * P + q] - da};
            Wda[q].add(e);
            Wdl[q].add(e);
        }
    }
}
