package gaplab.verify.dag;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import gaplab.model.core.Checker;
import gaplab.model.core.Verdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Independent checker for task-graph schedules (SPEC §3). Recomputes everything from the instance
 * and the schedule, sharing no code with the solvers: every task has at least one instance and
 * exactly one original; each instance lasts μ(T)/speed(P) (or W(T, P) of a cost matrix); instances on a processor do not overlap;
 * every instance of T starts no earlier than, for each predecessor T', the arrival of T''s data from
 * SOME instance of T' (its end, plus η·λ when the processors differ). The makespan is the latest end.
 */
public final class DagChecker implements Checker<DagInstance, Schedule> {

    private static boolean leq(double a, double b) { return a <= b + 1e-6 * Math.max(1.0, Math.abs(b)); }

    /**
     * A sweep over one processor's instances in order of start: each instance of positive length is
     * compared with the latest end among all earlier ones (not only its neighbour), so every pair that
     * can conflict is compared. A zero-length instance occupies no time and is never in conflict.
     */
    private static String overlap(List<Schedule.Slot> onProcessor, int processor, TaskGraph g) {
        List<Schedule.Slot> l = new ArrayList<>(onProcessor);
        l.sort(Comparator.comparingDouble(Schedule.Slot::start).thenComparingDouble(Schedule.Slot::end));
        Schedule.Slot latest = null;
        for (Schedule.Slot b : l) {
            if (!(b.end() > b.start())) continue;
            if (latest != null && !leq(latest.end(), b.start()))
                return "tasks " + g.id(latest.task()) + " and " + g.id(b.task()) + " overlap on processor " + processor + " ([" + latest.start() + ", " + latest.end()
                        + "] and [" + b.start() + ", " + b.end() + "])";
            if (latest == null || b.end() > latest.end()) latest = b;
        }
        return null;
    }

    @Override
    public Verdict check(DagInstance inst, Schedule schedule) {
        TaskGraph g = inst.graph();
        Machine m = inst.machine();
        int n = g.size(), P = m.size();
        double[][] times = inst.times();   // a cost matrix, or null: μ / speed
        if (schedule == null || schedule.slots() == null) return Verdict.invalid("no schedule");
        List<List<Schedule.Slot>> byTask = new ArrayList<>(), byProc = new ArrayList<>();
        for (int t = 0; t < n; t++) byTask.add(new ArrayList<>());
        for (int p = 0; p < P; p++) byProc.add(new ArrayList<>());
        for (Schedule.Slot s : schedule.slots()) {
            if (s.task() < 0 || s.task() >= n) return Verdict.invalid("an instance names task #" + s.task() + ", which does not exist");
            String id = g.id(s.task());
            if (s.processor() < 0 || s.processor() >= P)
                return Verdict.invalid("task " + id + " is on processor " + s.processor() + ", but the machine has processors 0.." + (P - 1));
            if (!Double.isFinite(s.start()) || !Double.isFinite(s.end())) return Verdict.invalid("task " + id + " has a non-finite start or end");
            if (s.start() < -1e-9) return Verdict.invalid("task " + id + " starts at " + s.start() + " < 0");
            double len = times != null ? times[s.task()][s.processor()] : g.mu(s.task()) / m.speed(s.processor());
            if (Math.abs(s.end() - s.start() - len) > 1e-6 * Math.max(1.0, len))
                return Verdict.invalid("task " + id + " on processor " + s.processor() + " runs " + (s.end() - s.start()) + " but needs " + len);
            byTask.get(s.task()).add(s);
            byProc.get(s.processor()).add(s);
        }
        for (int t = 0; t < n; t++) {
            if (byTask.get(t).isEmpty()) return Verdict.invalid("task " + g.id(t) + " is not scheduled");
            long originals = byTask.get(t).stream().filter(s -> !s.duplicate()).count();
            if (originals != 1) return Verdict.invalid("task " + g.id(t) + " has " + originals + " instances marked as the original (expected exactly 1)");
        }
        for (int p = 0; p < P; p++) {
            String clash = overlap(byProc.get(p), p, g);
            if (clash != null) return Verdict.invalid(clash);
        }
        for (int a = 0; a < g.arcCount(); a++) {
            int u = g.from(a), v = g.to(a);
            double eta = g.eta(a);
            for (Schedule.Slot sv : byTask.get(v)) {
                double arrival = Double.POSITIVE_INFINITY;
                for (Schedule.Slot su : byTask.get(u)) {
                    double c = su.processor() == sv.processor() ? 0.0 : eta * m.lambda(su.processor(), sv.processor());
                    arrival = Math.min(arrival, su.end() + c);
                }
                if (!leq(arrival, sv.start()))
                    return Verdict.invalid("task " + g.id(v) + " on processor " + sv.processor() + " starts at " + sv.start()
                            + " but the data of its predecessor " + g.id(u) + " arrives at " + arrival + " at the earliest");
            }
        }
        double makespan = 0;
        for (Schedule.Slot s : schedule.slots()) makespan = Math.max(makespan, s.end());
        return Verdict.valid(makespan);
    }
}
