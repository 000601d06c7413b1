package gaplab.catalog.collective;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.exact.collective.OptimalSizes;
import gaplab.heuristics.collective.GivenSizes;
import gaplab.heuristics.collective.WaterfillSplit;
import gaplab.model.collective.Activity;
import gaplab.model.collective.Activity.Kind;
import gaplab.model.collective.Activity.Phase;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.CollectiveSpace;
import gaplab.model.collective.Order;
import gaplab.model.core.Options;
import gaplab.model.core.Solver;
import gaplab.model.core.Verdict;
import gaplab.verify.collective.CollectiveChecker;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * The scatter–compute–gather checker (seed 003) against mutants of valid schedules: 20 kinds of mutation;
 * each mutant the test's own re-computation finds invalid is rejected, each valid one accepted with its
 * total time. The re-computation derives the two trees in the rank coordinates of {@link Order}'s comment
 * (block sizes from the lowest set bit), not from the checker's step-by-step construction. Mutations are
 * large (≥ 5 %), so that no verdict hangs on the tolerance.
 */
class CollectiveMutationTest {
    static final double REL = 1e-8;

    /** An operation of a processor's program: its kind, phase, peer and message (or computation) size. */
    record Op(Kind kind, Phase phase, int peer, double size) {}

    /** The processor at gather rank r: UNI ranks P_j at (p - j) mod p, BI at j. */
    static int proc(Order o, int r, int p) { return o == Order.UNI ? (p - r) % p : r; }

    static int rank(Order o, int j, int p) { return o == Order.UNI ? (p - j) % p : j; }

    /** The programs the model prescribes, per processor, in order. */
    static List<List<Op>> programs(CollectiveInstance in, Order o, double[] d) {
        int p = in.processors();
        double[] prefix = new double[p + 1];
        for (int j = 0; j < p; j++) prefix[j + 1] = prefix[j] + d[j];
        double[] byRank = new double[p + 1];
        for (int r = 0; r < p; r++) byRank[r + 1] = byRank[r] + d[proc(o, r, p)];
        List<List<Op>> prog = new ArrayList<>();
        for (int j = 0; j < p; j++) {
            List<Op> ops = new ArrayList<>();
            int block = j == 0 ? p : Integer.lowestOneBit(j);
            if (j > 0) ops.add(new Op(Kind.RECV, Phase.SCATTER, j - block, prefix[j + block] - prefix[j]));
            for (int b = block / 2; b >= 1; b /= 2) ops.add(new Op(Kind.SEND, Phase.SCATTER, j + b, prefix[j + 2 * b] - prefix[j + b]));
            ops.add(new Op(Kind.COMPUTE, null, -1, d[j]));
            int r = rank(o, j, p), rblock = r == 0 ? p : Integer.lowestOneBit(r);
            for (int b = 1; b < rblock; b *= 2)
                ops.add(new Op(Kind.RECV, Phase.GATHER, proc(o, r + b, p), in.gatherPerUnit() * (byRank[r + 2 * b] - byRank[r + b]) + in.gatherFixed() * b));
            if (r > 0) ops.add(new Op(Kind.SEND, Phase.GATHER, proc(o, r - rblock, p), in.gatherPerUnit() * (byRank[r + rblock] - byRank[r]) + in.gatherFixed() * rblock));
            prog.add(ops);
        }
        return prog;
    }

    /** The test's own total time, or NaN when the schedule is invalid. */
    static double oracle(CollectiveInstance in, CollectiveSchedule s) {
        int p = in.processors();
        if (s.processors() != p || s.timeline().size() != p) return Double.NaN;
        double[] d = s.sizes();
        double sum = 0, tolD = REL * in.total();
        for (double v : d) {
            if (!Double.isFinite(v) || v < -tolD) return Double.NaN;
            sum += v;
        }
        if (Math.abs(sum - in.total()) > tolD) return Double.NaN;
        double scale = 1;
        for (List<Activity> row : s.timeline()) for (Activity a : row) scale = Math.max(scale, Math.abs(a.end()));
        double tol = REL * scale;
        List<List<Op>> prog = programs(in, s.order(), d);
        Map<String, Double> sendStart = new HashMap<>();
        double total = 0;
        for (int j = 0; j < p; j++) {
            List<Activity> row = s.timeline().get(j);
            List<Op> expected = prog.get(j);
            int next = 0;
            double busyUntil = 0;
            for (int n = 0; n < row.size(); n++) {
                Activity a = row.get(n);
                if (!(a.start() >= -tol) || !(a.end() >= a.start() - tol) || a.start() < busyUntil - tol) return Double.NaN;
                busyUntil = Math.max(busyUntil, a.end());
                total = Math.max(total, a.end());
                if (a.kind() == Kind.WAIT) {
                    if (n + 1 == row.size() || row.get(n + 1).kind() != Kind.RECV || Math.abs(row.get(n + 1).start() - a.end()) > tol) return Double.NaN;
                    continue;
                }
                if (next == expected.size()) return Double.NaN;
                Op x = expected.get(next++);
                if (a.kind() != x.kind() || a.phase() != x.phase() || a.peer() != x.peer()) return Double.NaN;
                if (Math.abs(a.size() - x.size()) > REL * Math.max(1, in.total() * Math.max(1, in.gatherPerUnit()) + in.gatherFixed() * p)) return Double.NaN;
                double length = switch (x.kind()) {
                    case SEND -> in.sigmaSend() + x.size() * in.tauSend();
                    case RECV -> in.sigmaRecv() + x.size() * in.tauRecv();
                    default -> in.w(j) * x.size();
                };
                if (Math.abs(a.end() - a.start() - length) > tol + REL * length) return Double.NaN;
                if (x.kind() == Kind.SEND) sendStart.put(x.phase() + " " + j + ">" + x.peer(), a.start());
            }
            if (next != expected.size()) return Double.NaN;
        }
        for (int j = 0; j < p; j++)
            for (Activity a : s.timeline().get(j))
                if (a.kind() == Kind.RECV) {
                    Double sent = sendStart.get(a.phase() + " " + a.peer() + ">" + j);
                    if (sent == null || a.start() < sent + in.delta() - tol) return Double.NaN;
                }
        return total;
    }

    // ---- mutations ----------------------------------------------------------------------------

    static CollectiveSchedule with(CollectiveSchedule s, List<List<Activity>> t) { return new CollectiveSchedule(s.order(), s.sizes(), t); }

    static List<List<Activity>> copy(CollectiveSchedule s) {
        List<List<Activity>> t = new ArrayList<>();
        for (List<Activity> row : s.timeline()) t.add(new ArrayList<>(row));
        return t;
    }

    static Activity shift(Activity a, double by) { return new Activity(a.kind(), a.phase(), a.start() + by, a.end() + by, a.peer(), a.size()); }

    /** Applies {@code change} to one activity chosen at random (among those {@code which} admits), on a random processor that has one. */
    static CollectiveSchedule one(CollectiveSchedule s, SplittableRandom r, java.util.function.Predicate<Activity> which,
                                  java.util.function.Function<Activity, Activity> change) {
        List<int[]> at = new ArrayList<>();
        for (int j = 0; j < s.timeline().size(); j++)
            for (int n = 0; n < s.timeline().get(j).size(); n++) if (which.test(s.timeline().get(j).get(n))) at.add(new int[]{j, n});
        if (at.isEmpty()) return s;
        int[] pick = at.get(r.nextInt(at.size()));
        var t = copy(s);
        t.get(pick[0]).set(pick[1], change.apply(t.get(pick[0]).get(pick[1])));
        return with(s, t);
    }

    static boolean op(Activity a) { return a.kind() != Kind.WAIT; }

    static final TreeMap<String, BiFunction<CollectiveSchedule, SplittableRandom, CollectiveSchedule>> KINDS = new TreeMap<>();
    static {
        KINDS.put("01 activity later", (s, r) -> one(s, r, CollectiveMutationTest::op, a -> shift(a, 0.1 * s.total() + 0.5)));
        KINDS.put("02 activity earlier", (s, r) -> one(s, r, CollectiveMutationTest::op, a -> shift(a, -0.1 * s.total() - 0.5)));
        KINDS.put("03 activity stretched", (s, r) -> one(s, r, CollectiveMutationTest::op, a -> new Activity(a.kind(), a.phase(), a.start(), a.end() + 0.05 * s.total() + 0.5, a.peer(), a.size())));
        KINDS.put("04 activity shortened", (s, r) -> one(s, r, a -> op(a) && a.duration() > 0.1, a -> new Activity(a.kind(), a.phase(), a.start(), a.start() + a.duration() / 2, a.peer(), a.size())));
        KINDS.put("05 send to another peer", (s, r) -> one(s, r, a -> a.kind() == Kind.SEND, a -> new Activity(a.kind(), a.phase(), a.start(), a.end(), (a.peer() + 1) % s.processors(), a.size())));
        KINDS.put("06 receive from another peer", (s, r) -> one(s, r, a -> a.kind() == Kind.RECV, a -> new Activity(a.kind(), a.phase(), a.start(), a.end(), (a.peer() + 1) % s.processors(), a.size())));
        KINDS.put("07 message size +10%", (s, r) -> one(s, r, a -> a.kind() == Kind.SEND || a.kind() == Kind.RECV, a -> new Activity(a.kind(), a.phase(), a.start(), a.end(), a.peer(), a.size() * 1.1 + 0.5)));
        KINDS.put("08 phase flipped", (s, r) -> one(s, r, a -> a.phase() != null, a -> new Activity(a.kind(), a.phase() == Phase.SCATTER ? Phase.GATHER : Phase.SCATTER, a.start(), a.end(), a.peer(), a.size())));
        KINDS.put("09 computation becomes a wait", (s, r) -> one(s, r, a -> a.kind() == Kind.COMPUTE, a -> new Activity(Kind.WAIT, null, a.start(), a.end(), -1, 0)));
        KINDS.put("10 drop an activity", (s, r) -> { var t = copy(s); int j = r.nextInt(t.size()); if (!t.get(j).isEmpty()) t.get(j).remove(r.nextInt(t.get(j).size())); return with(s, t); });
        KINDS.put("11 an activity twice", (s, r) -> { var t = copy(s); int j = r.nextInt(t.size()); var row = t.get(j); if (!row.isEmpty()) { int n = r.nextInt(row.size()); row.add(n, row.get(n)); } return with(s, t); });
        KINDS.put("12 two operations swapped", (s, r) -> { var t = copy(s); var row = t.get(r.nextInt(t.size())); List<Integer> ops = new ArrayList<>();
            for (int n = 0; n < row.size(); n++) if (op(row.get(n))) ops.add(n);
            if (ops.size() >= 2) { int i = r.nextInt(ops.size() - 1); int a = ops.get(i), b = ops.get(i + 1); Activity x = row.get(a), y = row.get(b);
                row.set(a, new Activity(y.kind(), y.phase(), x.start(), x.end(), y.peer(), y.size())); row.set(b, new Activity(x.kind(), x.phase(), y.start(), y.end(), x.peer(), x.size())); }
            return with(s, t); });
        KINDS.put("13 data moved between processors", (s, r) -> { double[] d = s.sizes(); int i = r.nextInt(d.length), j = (i + 1 + r.nextInt(d.length - 1)) % d.length;
            double m = 0.2 * d[i] + 0.5; d[i] -= m; d[j] += m; return new CollectiveSchedule(s.order(), d, s.timeline()); });
        KINDS.put("14 one size +10%", (s, r) -> { double[] d = s.sizes(); d[r.nextInt(d.length)] *= 1.1; return new CollectiveSchedule(s.order(), d, s.timeline()); });
        KINDS.put("15 a negative size", (s, r) -> { double[] d = s.sizes(); int i = r.nextInt(d.length), j = (i + 1) % d.length; double m = d[i] + 1; d[i] -= m; d[j] += m;
            return new CollectiveSchedule(s.order(), d, s.timeline()); });
        KINDS.put("16 receive before its send + δ", (s, r) -> one(s, r, a -> a.kind() == Kind.RECV, a -> shift(a, -(0.5 + 0.5 * a.start()))));
        KINDS.put("17 everything later by one", (s, r) -> { var t = copy(s); for (var row : t) row.replaceAll(a -> shift(a, 1)); return with(s, t); });
        KINDS.put("18 two time lines swapped", (s, r) -> { var t = copy(s); int i = r.nextInt(t.size()), j = (i + 1) % t.size(); var x = t.get(i); t.set(i, t.get(j)); t.set(j, x); return with(s, t); });
        KINDS.put("19 a time line missing", (s, r) -> { var t = copy(s); t.remove(t.size() - 1); return with(s, t); });
        KINDS.put("20 the other gather order", (s, r) -> new CollectiveSchedule(s.order() == Order.UNI ? Order.BI : Order.UNI, s.sizes(), s.timeline()));
        KINDS.put("21 a wait before a computation", (s, r) -> { var t = copy(s); int j = r.nextInt(t.size()); var row = t.get(j);
            for (int n = 0; n < row.size(); n++) if (row.get(n).kind() == Kind.COMPUTE) { Activity c = row.get(n); row.replaceAll(a -> a.start() >= c.start() - 1e-12 ? shift(a, 1) : a);
                row.add(n, new Activity(Kind.WAIT, null, c.start(), c.start() + 1, -1, 0)); break; }
            return with(s, t); });
    }

    @Test
    void everyInvalidMutantIsRejectedAndEveryValidOneAcceptedWithItsTotal() throws Exception {
        SplittableRandom r = new SplittableRandom(20261124L);
        CollectiveChecker checker = new CollectiveChecker();
        CollectiveSpace space = new CollectiveSpace();
        List<Solver<CollectiveInstance, CollectiveSchedule>> methods = List.of(new GivenSizes(Order.UNI), new GivenSizes(Order.BI), new WaterfillSplit(), new OptimalSizes());
        TreeMap<String, int[]> counts = new TreeMap<>();
        int schedules = 0;
        for (int k = 0; k < 300 && schedules < 150; k++) {
            int p = 2 << r.nextInt(4);
            CollectiveInstance in = space.random(r, Map.of("processors", "" + p, "hetero", "" + (1 + r.nextInt(8))));
            CollectiveSchedule base = methods.get(r.nextInt(methods.size())).solve(in, Options.defaults()).solution();
            if (base == null) continue;
            double own = oracle(in, base);
            Verdict v0 = checker.check(in, base);
            assertTrue(!Double.isNaN(own) && v0.valid(), "a method's schedule: oracle " + own + ", checker " + v0.violation());
            schedules++;
            for (var kind : KINDS.entrySet()) {
                CollectiveSchedule mutant = kind.getValue().apply(base, r);
                double expected = oracle(in, mutant);
                Verdict v = checker.check(in, mutant);
                int[] c = counts.computeIfAbsent(kind.getKey(), x -> new int[2]);
                if (Double.isNaN(expected)) {
                    assertTrue(!v.valid(), kind.getKey() + ": accepted an invalid schedule on p = " + p);
                    c[0]++;
                } else {
                    assertTrue(v.valid(), kind.getKey() + ": rejected a valid schedule: " + v.violation());
                    assertEquals(expected, v.objective(), 1e-7 * Math.max(1, expected));
                    c[1]++;
                }
            }
        }
        assertTrue(schedules >= 100, "schedules mutated: " + schedules);
        System.out.println("collective mutants (rejected/accepted) over " + schedules + " schedules: "
                + counts.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()[0] + "/" + e.getValue()[1]).toList());
    }
}
