package gaplab.heuristics.dag;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.util.ArrayList;
import java.util.List;

/**
 * DSH, the Duplication Scheduling Heuristic (Kruatrachue &amp; Lewis, "Grain size determination for
 * parallel processing", IEEE Software 5(1), 1988; as described by Kwok &amp; Ahmad, ACM Computing
 * Surveys 31(4), 1999, §6.4): a list scheduler that copies ancestors into a processor's idle time.
 *
 * <p><b>Priority.</b> The static level (longest path of execution times to an exit, communication
 * ignored; with mean times over the processors when they differ); the ready task of highest level
 * goes next (ties: lower task index).
 *
 * <p><b>Processor selection with duplication.</b> For the candidate task T and each processor P: the
 * start of T appended to P without duplication; then, while T waits for a message rather than for P,
 * copy the <i>critical parent</i> (the predecessor whose data arrives last on P, ties: lower task
 * index) into P's idle time before T's start, each copy itself preceded by copies of <i>its</i> critical
 * parents as long as that makes the copy end earlier; a copy is kept only if T's start improves, and
 * the process stops when it does not (or T waits for P alone: the duplication time slot is used up).
 * T goes to the processor where it starts earliest (ties: lower processor index), with that
 * processor's copies.
 *
 * <p>Our reading where the sources leave room: copies go into the earliest idle slot of P after their
 * own data is there (the DSH "duplication time slot" is the idle time before T's start, which this
 * includes); T itself is appended. Copies are never removed afterwards.
 */
public final class Dsh extends ListScheduler {
    private static final double EPS = 1e-9;

    public Dsh() { super("dsh", "DSH, duplication scheduling heuristic (Kruatrachue & Lewis 1988)", Duplication.NONE); }

    @Override
    public boolean duplicates() { return true; }

    @Override
    protected Schedule run(DagInstance inst, Duplication dup) { return schedule(inst); }

    /** Static levels with mean execution times (Kruatrachue &amp; Lewis's priority). */
    public static double[] staticLevels(DagInstance inst) {
        TaskGraph g = inst.graph();
        double[] sl = new double[g.size()];
        int[] topo = g.topologicalOrder();
        for (int k = topo.length - 1; k >= 0; k--) {
            int t = topo[k];
            double m = 0;
            for (int v : g.succs(t)) m = Math.max(m, sl[v]);
            sl[t] = PriorityList.meanDuration(inst, t) + m;
        }
        return sl;
    }

    public static Schedule schedule(DagInstance inst) {
        int P = inst.processors();
        return PriorityList.inOrder(inst, staticLevels(inst), (st, t) -> {
            int bp = 0;
            double best = Double.POSITIVE_INFINITY;
            for (int p = 0; p < P; p++) {
                List<Object[]> made = new ArrayList<>();
                double s = duplicateFor(st, t, p, made);
                undo(st, made, 0);
                if (s < best - EPS) { best = s; bp = p; }
            }
            duplicateFor(st, t, bp, new ArrayList<>());
            st.append(t, bp);
        });
    }

    /** Copies critical parents of t onto p while t's start improves; returns that start, the copies in {@code made}. */
    static double duplicateFor(ScheduleState st, int t, int p, List<Object[]> made) {
        double start = st.est(t, p);
        while (true) {
            int a = st.latestArc(t, p);
            if (a < 0) return start;
            int u = st.g.from(a);
            if (st.arrival(a, p) <= st.avail(p) + EPS || st.hasInstanceOn(u, p)) return start;
            int mark = made.size();
            copyUp(st, u, p, made);
            double s = st.est(t, p);
            if (s < start - EPS) { start = s; continue; }
            undo(st, made, mark);
            return start;
        }
    }

    /** A copy of u on p, first preceded by copies of its critical parents while that makes u's copy end earlier. */
    private static void copyUp(ScheduleState st, int u, int p, List<Object[]> made) {
        double[] c = st.addCopy(u, p);
        made.add(new Object[]{u, c});
        while (true) {
            int a = st.latestArc(u, p);
            if (a < 0) return;
            int v = st.g.from(a);
            if (st.hasInstanceOn(v, p) || st.arrival(a, p) <= c[1] - EPS) return; // u's copy waits for p, not for v's message
            int mark = made.size();
            st.removeCopy(u, c);
            made.remove(mark - 1);
            int inner = made.size();
            copyUp(st, v, p, made);
            double[] c2 = st.addCopy(u, p);
            if (c2[2] < c[2] - EPS) { made.add(new Object[]{u, c2}); c = c2; continue; }
            st.removeCopy(u, c2);
            undo(st, made, inner);
            c = st.addCopy(u, p);
            made.add(new Object[]{u, c});
            return;
        }
    }

    /** Removes the copies made after position {@code mark}, last first. */
    private static void undo(ScheduleState st, List<Object[]> made, int mark) {
        for (int i = made.size() - 1; i >= mark; i--) st.removeCopy((int) made.get(i)[0], (double[]) made.get(i)[1]);
        made.subList(mark, made.size()).clear();
    }
}
