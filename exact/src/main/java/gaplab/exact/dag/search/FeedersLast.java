package gaplab.exact.dag.search;

import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;

/** The sink's feeders resequenced in a start's schedule (issue 37, item 3; out of {@link PackingStart}). */
final class FeedersLast {
    private FeedersLast() {}

    /**
     * With one sink s (besides free sinks, {@link BeforeTheSink#mainSink}): on every processor but s's, the run of
     * tasks at its end that feed only s (and free sinks) and whose data are in by the run's start is resequenced by
     * decreasing message to s (the run ends when it did, and the last datum to cross is the smallest: srasearch's
     * alignments send 339 to 341 bytes, blast's 5 to 49), s starts as early as its data and processor then allow, and
     * each free sink then starts as early as it can on any processor. The order rule of the search (two tasks whose
     * only successor is the same task go in decreasing η) applied to the start's schedule.
     */
    static Schedule schedule(InstanceData data, Schedule s) {
        TaskGraph g = data.graph;
        int n = data.tasks;
        boolean[] free = new boolean[n];
        int sink = BeforeTheSink.mainSink(data, free);
        if (sink < 0 || s.duplicates() > 0) return s;
        Schedule.Slot[] at = new Schedule.Slot[n];
        for (Schedule.Slot x : s.slots()) at[x.task()] = x;
        int q = at[sink].processor();
        java.util.List<Schedule.Slot> out = new java.util.ArrayList<>();
        for (int p = 0; p < data.processors; p++) {
            java.util.List<Schedule.Slot> run = new java.util.ArrayList<>();
            for (Schedule.Slot x : s.slots()) if (x.processor() == p && !free[x.task()]) run.add(x);
            run.sort(java.util.Comparator.comparingDouble(Schedule.Slot::start));
            int k = run.size();
            if (p != q) while (k > 0 && onlyFeeds(g, run.get(k - 1).task(), sink, free)) k--;
            while (k < run.size() && !dataInBy(data, at, run.subList(k, run.size()), run.get(k).start())) k++;
            java.util.List<Schedule.Slot> tail = new java.util.ArrayList<>(run.subList(k, run.size()));
            final int sk = sink;
            tail.sort(java.util.Comparator.comparingDouble((Schedule.Slot x) -> -g.eta(x.task(), sk)));
            // first, of all but the last, the task whose data are in first (blast's siblings wait for the split's
            // 2,012 to 2,015 bytes), as soon as they are in; each later one when its data are in and the processor is free
            int first = 0;
            for (int i = 1; i < tail.size() - 1; i++) if (dataIn(data, at, tail.get(i).task(), p) < dataIn(data, at, tail.get(first).task(), p) - 1e-9) first = i;
            if (!tail.isEmpty()) tail.add(0, tail.remove(first));
            double t0 = k < run.size() ? Math.min(run.get(k).start(), Math.max(k > 0 ? run.get(k - 1).end() : 0, dataIn(data, at, tail.get(0).task(), p))) : 0;
            for (int i = 0; i < run.size(); i++) {
                if (i < k) { out.add(run.get(i)); continue; }
                Schedule.Slot x = tail.get(i - k);
                t0 = Math.max(t0, dataIn(data, at, x.task(), p));
                Schedule.Slot y = new Schedule.Slot(x.task(), p, t0, t0 + (x.end() - x.start()), false);
                t0 = y.end();
                at[x.task()] = y;
                out.add(y);
            }
        }
        // the sink, last on its processor: as early as its data and its processor allow
        double start = endOf(out, q, sink);
        for (int u : g.preds(sink)) start = Math.max(start, arrival(data, at[u], sink, q));
        if (start > at[sink].start()) return s;   // not expected: the run ends when it did
        Schedule.Slot z = at[sink];
        out.removeIf(x -> x.task() == z.task());
        out.add(new Schedule.Slot(sink, q, start, start + (z.end() - z.start()), false));
        // the free sinks: each where it starts first, after every other task of its processor
        for (int f = 0; f < n; f++) {
            if (!free[f]) continue;
            int bestP = 0;
            double bestStart = Double.POSITIVE_INFINITY;
            for (int p = 0; p < data.processors; p++) {
                double t = endOf(out, p, -1);
                for (int u : g.preds(f)) t = Math.max(t, arrival(data, at[u], f, p));
                if (t < bestStart) { bestStart = t; bestP = p; }
            }
            Schedule.Slot x = new Schedule.Slot(f, bestP, bestStart, bestStart + (at[f].end() - at[f].start()), false);
            at[f] = x;
            out.add(x);
        }
        Schedule r = new Schedule(out);
        return r.makespan() <= s.makespan() ? r : s;
    }

    /** When processor p is free of the tasks in {@code out} other than {@code except}. */
    private static double endOf(java.util.List<Schedule.Slot> out, int p, int except) {
        double free = 0;
        for (Schedule.Slot x : out) if (x.processor() == p && x.task() != except) free = Math.max(free, x.end());
        return free;
    }

    /** Does t feed only the sink and free sinks? */
    private static boolean onlyFeeds(TaskGraph g, int t, int sink, boolean[] free) {
        int[] sc = g.succs(t);
        boolean s = false;
        for (int v : sc) { if (v == sink) s = true; else if (!free[v]) return false; }
        return s;
    }

    /** Are the data of every task of {@code run} on its processor by {@code t0}? */
    private static boolean dataInBy(InstanceData data, Schedule.Slot[] at, java.util.List<Schedule.Slot> run, double t0) {
        for (Schedule.Slot x : run) if (dataIn(data, at, x.task(), x.processor()) > t0 + 1e-9) return false;
        return true;
    }

    /** When every datum of task v is on processor p. */
    private static double dataIn(InstanceData data, Schedule.Slot[] at, int v, int p) {
        double in = 0;
        for (int u : data.graph.preds(v)) in = Math.max(in, arrival(data, at[u], v, p));
        return in;
    }

    /** When the datum of {@code from} reaches task {@code v} on processor {@code p} (no message on its own processor). */
    private static double arrival(InstanceData data, Schedule.Slot from, int v, int p) {
        int q = from.processor();
        return from.end() + (q == p ? 0 : data.graph.eta(from.task(), v) * data.instance.machine().lambda(q, p));
    }
}
