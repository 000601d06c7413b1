package gaplab.verify.collective;

import gaplab.model.collective.Activity;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.Order;
import gaplab.model.core.Checker;
import gaplab.model.core.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The independent checker of scatter–compute–gather schedules. It does not call the simulation, the
 * program builder or the optimiser: it derives the two binomial trees itself, step by step from the
 * paper's rules (eqs. (6), (7) for the scatter; Lemma 3's ring order for the unidirectional gather,
 * the reversed scatter tree for the bidirectional one), tracks which data and results each processor
 * holds after every step, and then verifies
 * <ol>
 *   <li>the sizes: d_j ≥ 0 and Σ d_j = D;</li>
 *   <li>each processor's operations are exactly its program in order — scatter receive, scatter sends
 *       in step order, computation of its own d_j, gather receives in step order, gather send — with
 *       the right peers and message sizes (the data or results the sender holds at that step, so a
 *       processor forwards, computes and returns only what it has received);</li>
 *   <li>durations: t_send = σ_s + mτ_s, t_recv = σ_r + mτ_r, computation w_j·d_j;</li>
 *   <li>one activity at a time on each processor (waits included), nothing before time 0;</li>
 *   <li>every receive starts at least δ after its matching send starts;</li>
 *   <li>waits: each ends where a receive on the same processor starts.</li>
 * </ol>
 * and recomputes the total time as the latest end of any activity.
 * <p>
 * Numbers ({@link gaplab.model.core.Tolerance}): sizes are real numbers from closed forms and LPs, so
 * they are compared up to τ = {@value #REL} times D (or the message's own size), times up to τ times the
 * schedule's latest time — relative only, so the verdict is the same at every unit.
 */
public final class CollectiveChecker implements Checker<CollectiveInstance, CollectiveSchedule> {
    static final double REL = 1e-9;

    @Override
    public double tolerance() { return REL; }

    @Override
    public Verdict check(CollectiveInstance in, CollectiveSchedule s) { return check(in, s, REL); }

    /** An operation the program requires: {@code data} = Σ d over the processors whose data or results it carries, {@code count} = how many. */
    private record Expected(Activity.Kind kind, Activity.Phase phase, int peer, double data, int count, int step) {}

    @Override
    public Verdict check(CollectiveInstance in, CollectiveSchedule s, double rel) {
        int p = in.processors();
        int k = Integer.numberOfTrailingZeros(p);
        if (s.processors() != p) return Verdict.invalid("the schedule has " + s.processors() + " sizes; the instance has p = " + p);
        if (s.timeline().size() != p) return Verdict.invalid("the schedule has time lines for " + s.timeline().size() + " processors; p = " + p);
        double[] d = s.sizes();
        double sum = 0;
        for (int j = 0; j < p; j++) {
            if (!Double.isFinite(d[j]) || d[j] < -rel * in.total())
                return Verdict.invalid("d_" + j + " = " + d[j] + " is not a non-negative number");
            sum += d[j];
        }
        if (Math.abs(sum - in.total()) > rel * in.total())
            return Verdict.invalid("the sizes add up to " + f(sum) + ", not D = " + f(in.total()));

        double[] prefix = new double[p + 1];
        for (int j = 0; j < p; j++) prefix[j + 1] = prefix[j] + d[j];
        List<List<Expected>> expect = new ArrayList<>();
        for (int j = 0; j < p; j++) expect.add(new ArrayList<>());
        // scatter: P0 holds the data of [0, p); at step i each holder j1 (multiple of 2^(k-i+1)) sends
        // [j1 + 2^(k-i), j1 + 2^(k-i+1) - 1] to P_(j1 + 2^(k-i)) — eqs. (6), (7). What a processor holds
        // is always an interval [heldLo, heldHi) of destinations.
        int[] heldLo = new int[p], heldHi = new int[p];
        heldLo[0] = 0;
        heldHi[0] = p;
        for (int i = 1; i <= k; i++) {
            int half = p >> i;
            for (int j1 = 0; j1 < p; j1 += 2 * half) {
                int to = j1 + half;
                if (heldLo[j1] > to || heldHi[j1] < to + half) return Verdict.invalid("internal: P" + j1 + " would forward data it does not hold");
                heldHi[j1] = to;
                heldLo[to] = to;
                heldHi[to] = to + half;
                double data = prefix[to + half] - prefix[to];
                expect.get(j1).add(new Expected(Activity.Kind.SEND, Activity.Phase.SCATTER, to, data, half, i));
                expect.get(to).add(new Expected(Activity.Kind.RECV, Activity.Phase.SCATTER, j1, data, half, i));
            }
        }
        for (int j = 0; j < p; j++) {
            if (heldLo[j] != j || heldHi[j] != j + 1) return Verdict.invalid("internal: P" + j + " does not end the scatter with exactly its own data");
            expect.get(j).add(new Expected(Activity.Kind.COMPUTE, null, -1, d[j], 1, 0));
        }
        // gather: position of P_j counted from the root's end of the line — UNI: the ring order
        // P1, P2, ..., P_(p-1), P0 of Lemma 3 read backwards from P0; BI: P0, P1, ..., P_(p-1).
        // Each processor holds the results it has received plus its own (their data total and count).
        int[] procAt = new int[p];
        for (int j = 0; j < p; j++) {
            int pos = s.order() == Order.UNI ? (p - 1) - Math.floorMod(j - 1, p) : j;
            procAt[pos] = j;
        }
        double[] resultData = d.clone();
        int[] resultCount = new int[p];
        java.util.Arrays.fill(resultCount, 1);
        for (int step = 1; step <= k; step++) {
            int dist = 1 << (step - 1);
            for (int pos = dist; pos < p; pos += 2 * dist) {
                int from = procAt[pos], to = procAt[pos - dist];
                expect.get(from).add(new Expected(Activity.Kind.SEND, Activity.Phase.GATHER, to, resultData[from], resultCount[from], step));
                expect.get(to).add(new Expected(Activity.Kind.RECV, Activity.Phase.GATHER, from, resultData[from], resultCount[from], step));
                resultData[to] += resultData[from];
                resultCount[to] += resultCount[from];
                resultData[from] = 0;
                resultCount[from] = 0;
            }
        }
        if (resultCount[0] != p) return Verdict.invalid("internal: the gather tree does not bring every result to P0");
        // program order per processor: scatter (receive before sends, by step), compute, gather (by step)
        for (int j = 0; j < p; j++) expect.get(j).sort((a, b) -> Integer.compare(rank(a), rank(b)));

        double scale = 0;
        for (List<Activity> row : s.timeline()) for (Activity a : row) scale = Math.max(scale, Math.max(Math.abs(a.start()), Math.abs(a.end())));
        double tol = rel * scale;
        // send starts, to match receives: [phase][sender][receiver] is sparse; key by sender*p+receiver
        java.util.Map<Long, Double> sendStart = new java.util.HashMap<>();
        double total = 0;
        for (int j = 0; j < p; j++) {
            List<Activity> row = s.timeline().get(j);
            List<Expected> ex = expect.get(j);
            int e = 0;
            double prevEnd = 0;
            for (int n = 0; n < row.size(); n++) {
                Activity a = row.get(n);
                if (!Double.isFinite(a.start()) || !Double.isFinite(a.end())) return Verdict.invalid("P" + j + ": an activity has a non-finite time");
                if (a.start() < -tol) return Verdict.invalid("P" + j + ": " + what(a) + " starts before time 0");
                if (a.end() < a.start() - tol) return Verdict.invalid("P" + j + ": " + what(a) + " ends before it starts");
                if (a.start() < prevEnd - tol)
                    return Verdict.invalid("P" + j + ": " + what(a) + " starts at " + f(a.start()) + " while the processor is busy until " + f(prevEnd) + " (one activity at a time)");
                prevEnd = Math.max(prevEnd, a.end());
                total = Math.max(total, a.end());
                if (a.kind() == Activity.Kind.WAIT) {
                    Activity next = n + 1 < row.size() ? row.get(n + 1) : null;
                    if (next == null || next.kind() != Activity.Kind.RECV || Math.abs(next.start() - a.end()) > tol)
                        return Verdict.invalid("P" + j + ": the wait ending at " + f(a.end()) + " is not followed by a receive starting then");
                    continue;
                }
                if (e >= ex.size()) return Verdict.invalid("P" + j + ": unexpected " + what(a) + " after its program has ended");
                Expected x = ex.get(e++);
                if (a.kind() != x.kind() || a.phase() != x.phase() || a.peer() != x.peer())
                    return Verdict.invalid("P" + j + ": operation " + e + " is " + what(a) + "; the binomial-tree program requires " + what(x));
                double m = size(in, x);
                if (Math.abs(a.size() - m) > rel * Math.max(Math.abs(m), in.total() * Math.max(1, in.gatherPerUnit()) + in.gatherFixed() * p))
                    return Verdict.invalid("P" + j + ": " + what(a) + " has size " + f(a.size()) + "; the data it must carry has size " + f(m));
                double dur = switch (x.kind()) {
                    case SEND -> in.sigmaSend() + m * in.tauSend();
                    case RECV -> in.sigmaRecv() + m * in.tauRecv();
                    default -> in.w(j) * m;
                };
                if (Math.abs(a.end() - a.start() - dur) > tol + rel * dur)
                    return Verdict.invalid("P" + j + ": " + what(a) + " lasts " + f(a.end() - a.start()) + "; the model gives " + f(dur));
                if (x.kind() == Activity.Kind.SEND) sendStart.put(key(x.phase(), j, x.peer(), p), a.start());
            }
            if (e < ex.size()) return Verdict.invalid("P" + j + ": its program is incomplete; missing " + what(ex.get(e)));
        }
        for (int j = 0; j < p; j++)
            for (Activity a : s.timeline().get(j)) {
                if (a.kind() != Activity.Kind.RECV) continue;
                Double st = sendStart.get(key(a.phase(), a.peer(), j, p));
                if (st == null) return Verdict.invalid("P" + j + ": " + what(a) + " has no matching send");
                if (a.start() < st + in.delta() - tol)
                    return Verdict.invalid("P" + j + ": " + what(a) + " starts at " + f(a.start()) + ", before the matching send's start " + f(st) + " + δ = " + f(st + in.delta()));
            }
        return Verdict.valid(total);
    }

    private static long key(Activity.Phase ph, int from, int to, int p) {
        return ((ph == Activity.Phase.SCATTER ? 0L : 1L) * p + from) * p + to;
    }

    private static int rank(Expected x) {
        if (x.phase() == Activity.Phase.SCATTER) return x.kind() == Activity.Kind.RECV ? 0 : x.step();
        if (x.kind() == Activity.Kind.COMPUTE) return 100;
        return 200 + x.step();
    }

    private static double size(CollectiveInstance in, Expected x) {
        if (x.phase() == Activity.Phase.GATHER) return in.gatherPerUnit() * x.data() + in.gatherFixed() * x.count();
        return x.data();
    }

    private static String what(Activity a) {
        return switch (a.kind()) {
            case SEND -> a.phase().key() + " send to P" + a.peer();
            case RECV -> a.phase().key() + " receive from P" + a.peer();
            case COMPUTE -> "the computation";
            case WAIT -> "a wait";
        };
    }

    private static String what(Expected x) {
        return switch (x.kind()) {
            case SEND -> "a " + x.phase().key() + " send to P" + x.peer();
            case RECV -> "a " + x.phase().key() + " receive from P" + x.peer();
            case COMPUTE -> "the computation";
            case WAIT -> "a wait";
        };
    }

    private static String f(double v) { return String.format(Locale.ROOT, "%.6g", v); }
}
