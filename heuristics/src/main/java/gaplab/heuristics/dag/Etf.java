package gaplab.heuristics.dag;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/**
 * ETF, Earliest Task First (Hwang, Chow, Anger &amp; Lee, SIAM J. Comput. 18(2), 1989): at every step
 * schedule the ready task / processor pair with the earliest start time; ties go to the larger static
 * level (longest computation path to an exit, communication ignored), then the lower task index,
 * then the lower processor index. Tasks are appended to their processor. Optional duplication A/B
 * (seed §3) at the chosen pair, see {@link ScheduleState}.
 *
 * <p>Implementation: per processor, ready tasks whose data is ready by the time the processor is
 * free sit in a heap by static level, the others in a heap by data-ready time; a processor's best
 * pair is the top of one of them, so a step costs O(P log n) instead of O(ready · P).
 */
public final class Etf extends ListScheduler {
    private static final double EPS = 1e-9;

    public Etf(Duplication dup) { super("etf", "ETF, earliest task first (Hwang et al. 1989)", dup); }

    @Override
    protected Schedule run(DagInstance inst, Duplication dup) { return schedule(inst, dup); }

    public static Schedule schedule(DagInstance inst, Duplication dup) {
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors();
        ScheduleState st = new ScheduleState(inst);
        double[] sl = new double[n];
        int[] topo = g.topologicalOrder();
        for (int k = n - 1; k >= 0; k--) {
            int t = topo[k];
            double m = 0;
            for (int v : g.succs(t)) m = Math.max(m, sl[v]);
            sl[t] = g.mu(t) + m;
        }
        // entries: {drt, task, version}
        Comparator<double[]> byDrt = (a, b) -> {
            if (a[0] != b[0]) return Double.compare(a[0], b[0]);
            int x = (int) a[1], y = (int) b[1];
            if (sl[x] != sl[y]) return Double.compare(sl[y], sl[x]);
            return Integer.compare(x, y);
        };
        Comparator<double[]> bySl = (a, b) -> {
            int x = (int) a[1], y = (int) b[1];
            if (sl[x] != sl[y]) return Double.compare(sl[y], sl[x]);
            return Integer.compare(x, y);
        };
        @SuppressWarnings("unchecked") PriorityQueue<double[]>[] W = new PriorityQueue[P], A = new PriorityQueue[P];
        for (int p = 0; p < P; p++) { W[p] = new PriorityQueue<>(byDrt); A[p] = new PriorityQueue<>(bySl); }
        boolean[] inA = new boolean[n * P];
        int[] version = new int[n * P];
        boolean[] done = new boolean[n];
        int[] missing = new int[n];
        for (int t = 0; t < n; t++) {
            missing[t] = g.preds(t).length;
            if (missing[t] == 0) for (int p = 0; p < P; p++) W[p].add(new double[]{0, t, 0});
        }
        for (int step = 0; step < n; step++) {
            int bt = -1, bp = -1;
            double best = Double.POSITIVE_INFINITY;
            for (int p = 0; p < P; p++) {
                double av = st.avail(p);
                while (!W[p].isEmpty()) {
                    double[] e = W[p].peek();
                    int t = (int) e[1];
                    if (done[t] || inA[t * P + p] || (int) e[2] != version[t * P + p]) { W[p].poll(); continue; }
                    if (e[0] <= av + EPS) { W[p].poll(); inA[t * P + p] = true; A[p].add(e); continue; }
                    break;
                }
                while (!A[p].isEmpty() && done[(int) A[p].peek()[1]]) A[p].poll();
                int t;
                double est;
                if (!A[p].isEmpty()) { t = (int) A[p].peek()[1]; est = av; }
                else if (!W[p].isEmpty()) { t = (int) W[p].peek()[1]; est = W[p].peek()[0]; }
                else continue;
                if (bt < 0 || est < best - EPS || (Math.abs(est - best) <= EPS && (sl[t] > sl[bt] || (sl[t] == sl[bt] && t < bt)))) {
                    best = est; bt = t; bp = p;
                }
            }
            List<Integer> copied = st.place(bt, bp, dup);
            done[bt] = true;
            for (int c : copied) for (int v : g.succs(c)) if (!done[v] && missing[v] == 0) refresh(st, W, inA, version, v, P);
            for (int v : g.succs(bt)) if (--missing[v] == 0) refresh(st, W, inA, version, v, P);
        }
        return st.toSchedule();
    }

    private static void refresh(ScheduleState st, PriorityQueue<double[]>[] W, boolean[] inA, int[] version, int v, int P) {
        for (int q = 0; q < P; q++) {
            if (inA[v * P + q]) continue;
            int ver = ++version[v * P + q];
            W[q].add(new double[]{st.dataReady(v, q), v, ver});
        }
    }
}
