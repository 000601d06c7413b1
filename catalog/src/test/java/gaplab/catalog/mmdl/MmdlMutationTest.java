package gaplab.catalog.mmdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.exact.mmdl.ClosedFormSolver;
import gaplab.heuristics.mmdl.SerialSolver;
import gaplab.model.core.Options;
import gaplab.model.core.Solver;
import gaplab.model.core.Verdict;
import gaplab.model.mmdl.MmdlGenerator;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.RoundSchedule;
import gaplab.model.mmdl.RoundSchedule.Computation;
import gaplab.model.mmdl.RoundSchedule.Kind;
import gaplab.model.mmdl.RoundSchedule.Message;
import gaplab.verify.mmdl.MmdlChecker;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * The MMDL checker (base model of seed §2: half duplex, no overlap, no results) against mutants of
 * valid rounds: 16 kinds of mutation; each mutant the test's own re-computation finds invalid is
 * rejected, each valid one accepted with its end time. Mutations are large (≥ 5 %), so that no
 * verdict hangs on the tolerance.
 */
class MmdlMutationTest {
    static final double REL = 1e-8;

    /** The test's own end time (T itself for a round given without computations), or NaN when the round is invalid. */
    static double oracle(MmdlInstance in, RoundSchedule s) {
        int p = in.p();
        double t = s.roundTime(), sumX = 0, sumY = 0;
        for (double v : in.x()) sumX += v;
        double tolT = REL * Math.max(t, Double.MIN_NORMAL), amt = REL * Math.max(sumX, Double.MIN_NORMAL);
        if (!Double.isFinite(t) || t < 0 || s.y().length != p) return Double.NaN;
        for (int i = 0; i < p; i++) {
            if (!Double.isFinite(s.y()[i]) || in.x()[i] + s.y()[i] < -amt) return Double.NaN;
            sumY += s.y()[i];
        }
        if (Math.abs(sumY) > amt) return Double.NaN;
        double[] net = new double[p];
        boolean[] sends = new boolean[p], receives = new boolean[p];
        List<double[]>[] busy = new List[p];
        for (int i = 0; i < p; i++) busy[i] = new ArrayList<>();
        double last = 0;
        for (Message m : s.messages()) {
            if (m.from() < 0 || m.from() >= p || m.to() < 0 || m.to() >= p || m.from() == m.to() || m.kind() != Kind.TASKS) return Double.NaN;
            if (!(m.amount() >= 0) || m.start() < -tolT || m.end() > t + tolT) return Double.NaN;
            if (Math.abs(m.end() - m.start() - in.beta() * m.amount()) > tolT + REL * in.beta() * m.amount()) return Double.NaN;
            net[m.from()] -= m.amount();
            net[m.to()] += m.amount();
            sends[m.from()] = true;
            receives[m.to()] = true;
            busy[m.from()].add(new double[]{m.start(), m.end()});
            busy[m.to()].add(new double[]{m.start(), m.end()});
            last = Math.max(last, m.end());
        }
        if (s.messages().size() > Math.max(0, p - 1)) return Double.NaN;
        double[] done = new double[p];
        for (int i = 0; i < p; i++) if ((sends[i] && receives[i]) || Math.abs(net[i] - s.y()[i]) > amt) return Double.NaN;
        for (Computation c : s.computations()) {
            int i = c.processor();
            if (i < 0 || i >= p || !(c.end() >= c.start()) || c.start() < -tolT || c.end() > t + tolT) return Double.NaN;
            if (c.amount() > (c.end() - c.start()) / in.gamma()[i] * (1 + REL) + amt) return Double.NaN;
            done[i] += c.amount();
            busy[i].add(new double[]{c.start(), c.end()});
            last = Math.max(last, c.end());
        }
        boolean claimOnly = s.computations().isEmpty(); // a round given without its computations: T is claimed
        for (int i = 0; i < p; i++) {
            for (double[] a : busy[i]) for (double[] b : busy[i])
                if (a != b && Math.min(a[1], b[1]) - Math.max(a[0], b[0]) > tolT) return Double.NaN;
            if (!claimOnly && Math.abs(done[i] - (in.x()[i] + s.y()[i])) > amt) return Double.NaN;
            if (claimOnly) { // the load must fit in the time the processor does not transfer
                double free = t;
                for (double[] a : busy[i]) free -= a[1] - a[0];
                if (in.x()[i] + s.y()[i] > Math.max(0, free) / in.gamma()[i] * (1 + REL) + amt) return Double.NaN;
            }
        }
        return claimOnly ? t : last;
    }

    static RoundSchedule with(RoundSchedule s, double t, double[] y, List<Message> ms, List<Computation> cs) {
        return new RoundSchedule(t, y, ms, cs, null, null);
    }

    static final TreeMap<String, BiFunction<RoundSchedule, SplittableRandom, RoundSchedule>> KINDS = new TreeMap<>();
    static int any(List<?> l, SplittableRandom r) { return r.nextInt(l.size()); }
    static {
        KINDS.put("01 message later", (s, r) -> { var ms = new ArrayList<>(s.messages()); int i = any(ms, r); Message m = ms.get(i); double d = 0.1 * s.roundTime();
            ms.set(i, new Message(m.from(), m.to(), m.amount(), m.start() + d, m.end() + d, m.kind())); return with(s, s.roundTime(), s.y(), ms, s.computations()); });
        KINDS.put("02 message amount +10%", (s, r) -> { var ms = new ArrayList<>(s.messages()); int i = any(ms, r); Message m = ms.get(i);
            ms.set(i, new Message(m.from(), m.to(), m.amount() * 1.1, m.start(), m.end(), m.kind())); return with(s, s.roundTime(), s.y(), ms, s.computations()); });
        KINDS.put("03 message stretched", (s, r) -> { var ms = new ArrayList<>(s.messages()); int i = any(ms, r); Message m = ms.get(i);
            ms.set(i, new Message(m.from(), m.to(), m.amount(), m.start(), m.end() + 0.05 * s.roundTime() + 1, m.kind())); return with(s, s.roundTime(), s.y(), ms, s.computations()); });
        KINDS.put("04 message reversed", (s, r) -> { var ms = new ArrayList<>(s.messages()); int i = any(ms, r); Message m = ms.get(i);
            ms.set(i, new Message(m.to(), m.from(), m.amount(), m.start(), m.end(), m.kind())); return with(s, s.roundTime(), s.y(), ms, s.computations()); });
        KINDS.put("05 message to another processor", (s, r) -> { var ms = new ArrayList<>(s.messages()); int i = any(ms, r); Message m = ms.get(i);
            int to = (m.to() + 1) % s.y().length; if (to == m.from()) to = (to + 1) % s.y().length;
            ms.set(i, new Message(m.from(), to, m.amount(), m.start(), m.end(), m.kind())); return with(s, s.roundTime(), s.y(), ms, s.computations()); });
        KINDS.put("06 drop a message", (s, r) -> { var ms = new ArrayList<>(s.messages()); ms.remove(any(ms, r)); return with(s, s.roundTime(), s.y(), ms, s.computations()); });
        KINDS.put("07 a message twice", (s, r) -> { var ms = new ArrayList<>(s.messages()); ms.add(ms.get(any(ms, r))); return with(s, s.roundTime(), s.y(), ms, s.computations()); });
        KINDS.put("08 message to itself", (s, r) -> { var ms = new ArrayList<>(s.messages()); int i = any(ms, r); Message m = ms.get(i);
            ms.set(i, new Message(m.from(), m.from(), m.amount(), m.start(), m.end(), m.kind())); return with(s, s.roundTime(), s.y(), ms, s.computations()); });
        KINDS.put("09 computation amount +20%", (s, r) -> { var cs = new ArrayList<>(s.computations()); int i = any(cs, r); Computation c = cs.get(i);
            cs.set(i, new Computation(c.processor(), c.start(), c.end(), c.amount() * 1.2 + 1)); return with(s, s.roundTime(), s.y(), s.messages(), cs); });
        KINDS.put("10 computation over a transfer", (s, r) -> { var cs = new ArrayList<>(s.computations()); Message m = s.messages().get(any(s.messages(), r));
            cs.add(new Computation(m.from(), m.start(), m.end(), 0)); return with(s, s.roundTime(), s.y(), s.messages(), cs); });
        KINDS.put("11 drop a computation", (s, r) -> { var cs = new ArrayList<>(s.computations()); Computation c = cs.remove(any(cs, r));
            return c.amount() > 1e-6 ? with(s, s.roundTime(), s.y(), s.messages(), cs) : with(s, -1, s.y(), s.messages(), cs); });
        KINDS.put("12 load created", (s, r) -> { double[] y = s.y().clone(); y[r.nextInt(y.length)] += 1 + 0.1 * Math.abs(y[0]); return with(s, s.roundTime(), y, s.messages(), s.computations()); });
        KINDS.put("13 round time 10% lower", (s, r) -> with(s, s.roundTime() * 0.9, s.y(), s.messages(), s.computations()));
        KINDS.put("14 round time 10% higher", (s, r) -> with(s, s.roundTime() * 1.1, s.y(), s.messages(), s.computations()));
        KINDS.put("15 a computation split in two", (s, r) -> { var cs = new ArrayList<>(s.computations()); Computation c = cs.remove(any(cs, r)); double mid = (c.start() + c.end()) / 2;
            cs.add(new Computation(c.processor(), c.start(), mid, c.amount() / 2)); cs.add(new Computation(c.processor(), mid, c.end(), c.amount() / 2)); return with(s, s.roundTime(), s.y(), s.messages(), cs); });
        KINDS.put("16 computation on a processor that does not exist", (s, r) -> { var cs = new ArrayList<>(s.computations()); int i = any(cs, r); Computation c = cs.get(i);
            cs.set(i, new Computation(r.nextBoolean() ? -1 : s.y().length, c.start(), c.end(), c.amount())); return with(s, s.roundTime(), s.y(), s.messages(), cs); });
    }

    @Test
    void everyInvalidMutantIsRejectedAndEveryValidOneAcceptedWithItsEnd() {
        SplittableRandom r = new SplittableRandom(20261124L);
        MmdlChecker checker = new MmdlChecker();
        List<Solver<MmdlInstance, RoundSchedule>> methods = List.of(new ClosedFormSolver(), new SerialSolver());
        TreeMap<String, int[]> counts = new TreeMap<>();
        int rounds = 0;
        for (int k = 0; k < 400 && rounds < 200; k++) {
            MmdlInstance in = MmdlGenerator.base(r, 2 + r.nextInt(6));
            RoundSchedule s0 = methods.get(r.nextInt(methods.size())).solve(in, Options.defaults()).solution();
            if (s0 == null || s0.messages().isEmpty() || s0.computations().isEmpty()) continue;
            RoundSchedule base = with(s0, s0.roundTime(), s0.y(), s0.messages(), s0.computations());
            if (Double.isNaN(oracle(in, base)) || !checker.check(in, base).valid()) continue; // outside what the oracle models
            rounds++;
            for (var kind : KINDS.entrySet()) {
                RoundSchedule mutant = kind.getValue().apply(base, r);
                double expected = oracle(in, mutant);
                Verdict v = checker.check(in, mutant);
                int[] c = counts.computeIfAbsent(kind.getKey(), x -> new int[2]);
                if (Double.isNaN(expected)) {
                    assertTrue(!v.valid(), kind.getKey() + ": accepted an invalid round");
                    c[0]++;
                } else {
                    assertTrue(v.valid(), kind.getKey() + ": rejected a valid round: " + v.violation());
                    assertEquals(expected, v.objective(), 1e-7 * Math.max(1, expected));
                    c[1]++;
                }
            }
        }
        assertTrue(rounds >= 100, "rounds mutated: " + rounds);
        System.out.println("mmdl mutants (rejected/accepted) over " + rounds + " rounds: "
                + counts.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()[0] + "/" + e.getValue()[1]).toList());
    }
}
