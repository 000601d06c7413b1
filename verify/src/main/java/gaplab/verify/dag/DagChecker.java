package gaplab.verify.dag;

import gaplab.model.core.Checker;
import gaplab.model.core.Decimals;
import gaplab.model.core.Tolerance;
import gaplab.model.core.Verdict;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Independent checker for task-graph schedules (SPEC §3). Recomputes everything from the instance
 * and the schedule, sharing no code with the solvers: every task has at least one instance and
 * exactly one original; each instance lasts μ(T)/speed(P) (or W(T, P) of a cost matrix); instances on a
 * processor do not overlap; every instance of T starts no earlier than, for each predecessor T', the
 * arrival of T''s data from SOME instance of T' (its end, plus η·λ when the processors differ). The
 * makespan is the latest end.
 * <p>
 * Numbers ({@link Tolerance}): every comparison is exact on the numbers as written ({@link Decimals}),
 * up to τ times the largest magnitude compared (default {@link Tolerance#FLOAT}); a slot's length must be
 * its duration up to that τ, so no slot is ever "short enough to ignore" at any unit.
 */
public final class DagChecker implements Checker<DagInstance, Schedule> {

    @Override
    public double tolerance() { return Tolerance.FLOAT; }

    @Override
    public Verdict check(DagInstance inst, Schedule schedule) { return check(inst, schedule, tolerance()); }

    /** One slot with its times as written. */
    private record Slot(Schedule.Slot at, BigDecimal start, BigDecimal end) {}

    @Override
    public Verdict check(DagInstance inst, Schedule schedule, double tau) {
        TaskGraph g = inst.graph();
        Machine m = inst.machine();
        int n = g.size(), P = m.size();
        double[][] times = inst.times();   // a cost matrix, or null: μ / speed
        if (schedule == null || schedule.slots() == null) return Verdict.invalid("no schedule");
        List<List<Slot>> byTask = new ArrayList<>(), byProc = new ArrayList<>();
        for (int t = 0; t < n; t++) byTask.add(new ArrayList<>());
        for (int p = 0; p < P; p++) byProc.add(new ArrayList<>());
        for (Schedule.Slot s : schedule.slots()) {
            if (s.task() < 0 || s.task() >= n) return Verdict.invalid("an instance names task #" + s.task() + ", which does not exist");
            String id = g.id(s.task());
            if (s.processor() < 0 || s.processor() >= P)
                return Verdict.invalid("task " + id + " is on processor " + s.processor() + ", but the machine has processors 0.." + (P - 1));
            if (!Double.isFinite(s.start()) || !Double.isFinite(s.end())) return Verdict.invalid("task " + id + " has a non-finite start or end");
            if (s.start() < 0) return Verdict.invalid("task " + id + " starts at " + s.start() + " < 0");
            Slot x = new Slot(s, Decimals.exact(s.start()), Decimals.exact(s.end()));
            String wrong = length(x, inst, times, tau);
            if (wrong != null) return Verdict.invalid("task " + id + " on processor " + s.processor() + " runs " + x.end.subtract(x.start).toPlainString() + " but needs " + wrong);
            byTask.get(s.task()).add(x);
            byProc.get(s.processor()).add(x);
        }
        for (int t = 0; t < n; t++) {
            if (byTask.get(t).isEmpty()) return Verdict.invalid("task " + g.id(t) + " is not scheduled");
            long originals = byTask.get(t).stream().filter(s -> !s.at.duplicate()).count();
            if (originals != 1) return Verdict.invalid("task " + g.id(t) + " has " + originals + " instances marked as the original (expected exactly 1)");
        }
        for (int p = 0; p < P; p++) {
            String clash = overlap(byProc.get(p), p, g, tau);
            if (clash != null) return Verdict.invalid(clash);
        }
        BigDecimal[][] lambda = new BigDecimal[P][P];
        for (int a = 0; a < g.arcCount(); a++) {
            int u = g.from(a), v = g.to(a);
            BigDecimal eta = Decimals.exact(g.eta(a));
            for (Slot sv : byTask.get(v)) {
                boolean ready = false;
                BigDecimal arrival = null;
                for (Slot su : byTask.get(u)) {
                    int p = su.at.processor(), q = sv.at.processor();
                    BigDecimal delay = p == q ? BigDecimal.ZERO : eta.multiply(lambda(lambda, m, p, q));
                    BigDecimal at = su.end.add(delay);
                    if (arrival == null || at.compareTo(arrival) < 0) arrival = at;
                    ready |= Decimals.atMost(at, sv.start, tau, su.end, delay, sv.start);
                }
                if (!ready)
                    return Verdict.invalid("task " + g.id(v) + " on processor " + sv.at.processor() + " starts at " + sv.at.start()
                            + " but the data of its predecessor " + g.id(u) + " arrives at " + arrival.doubleValue() + " at the earliest");
            }
        }
        double makespan = 0;
        for (Schedule.Slot s : schedule.slots()) makespan = Math.max(makespan, s.end());
        return Verdict.valid(makespan);
    }

    /** The needed duration in words when the slot's length is not its duration up to τ, else null: (end − start)·speed = μ, or = W(T, P). */
    private static String length(Slot x, DagInstance inst, double[][] times, double tau) {
        int t = x.at.task(), p = x.at.processor();
        BigDecimal span = x.end.subtract(x.start);
        if (times != null) {
            BigDecimal w = Decimals.exact(times[t][p]);
            return Decimals.within(span, w, tau, x.start, x.end, w) ? null : w.toPlainString();
        }
        BigDecimal mu = Decimals.exact(inst.graph().mu(t)), speed = Decimals.exact(inst.machine().speed(p));
        if (Decimals.within(span.multiply(speed), mu, tau, x.start.multiply(speed), x.end.multiply(speed), mu)) return null;
        return speed.compareTo(BigDecimal.ONE) == 0 ? mu.toPlainString() : mu.toPlainString() + " / " + speed.toPlainString() + " = " + (inst.graph().mu(t) / inst.machine().speed(p));
    }

    private static BigDecimal lambda(BigDecimal[][] cache, Machine m, int p, int q) {
        if (cache[p][q] == null) cache[p][q] = Decimals.exact(m.lambda(p, q));
        return cache[p][q];
    }

    /**
     * A sweep over one processor's instances in order of start: each instance of positive length is
     * compared with the latest end among all earlier ones (not only its neighbour), so every pair that
     * can conflict is compared. A zero-length instance occupies no time and is never in conflict.
     */
    private static String overlap(List<Slot> onProcessor, int processor, TaskGraph g, double tau) {
        List<Slot> l = new ArrayList<>(onProcessor);
        l.sort(Comparator.comparing((Slot s) -> s.start).thenComparing(s -> s.end));
        Slot latest = null;
        for (Slot b : l) {
            if (b.end.compareTo(b.start) <= 0) continue;
            if (latest != null && !Decimals.atMost(latest.end, b.start, tau, latest.end, b.start))
                return "tasks " + g.id(latest.at.task()) + " and " + g.id(b.at.task()) + " overlap on processor " + processor + " ([" + latest.at.start() + ", " + latest.at.end()
                        + "] and [" + b.at.start() + ", " + b.at.end() + "])";
            if (latest == null || b.end.compareTo(latest.end) > 0) latest = b;
        }
        return null;
    }
}
