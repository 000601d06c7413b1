package gaplab.verify.mmdl;

import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.RoundSchedule;
import gaplab.model.core.Checker;
import gaplab.model.core.Rational;
import gaplab.model.core.Verdict;
import gaplab.model.mmdl.RoundSchedule.Computation;
import gaplab.model.mmdl.RoundSchedule.Kind;
import gaplab.model.mmdl.RoundSchedule.Message;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * Independent checker of one MMDL round (seed §2–§4). It reads only the instance's raw numbers and the
 * schedule's activities — no closed form, no matching, no packing code — and checks:
 * Σ y_i = 0 (exactly when the schedule carries exact rationals); no processor holds negative load;
 * every message lies in [0, T] and lasts amount·β (tasks) or amount·β′ (results); no relay (nobody
 * both sends and receives tasks); the messages move exactly y; at most p − 1 task messages; every
 * result returns to where its load came from; no two activities of one processor overlap (half
 * duplex: one transfer at a time; full duplex: one send and one receive; without overlap computation
 * never runs during a transfer); each computation processes at most what its rate allows (γ, or γ′ /
 * γ″ / γ‴ during transfers); every unit of load x_i + y_i is processed. The objective is the end of
 * the last activity.
 * <p>
 * Numbers ({@link gaplab.model.core.Tolerance}): a divisible-load round is a real-valued solution of
 * closed forms and LPs over up to 10^5 processors, so amounts are compared up to τ = {@value #REL} times
 * the total load and times up to τ times the round time — relative only, never an absolute slack, so the
 * verdict is the same at every unit of time and load.
 */
public final class MmdlChecker implements Checker<MmdlInstance, RoundSchedule> {
    static final double REL = 1e-8;

    @Override
    public double tolerance() { return REL; }

    @Override
    public Verdict check(MmdlInstance in, RoundSchedule s) { return check(in, s, REL); }

    @Override
    public Verdict check(MmdlInstance in, RoundSchedule s, double rel) {
        int p = in.x().length;
        double t = s.roundTime();
        if (!Double.isFinite(t) || t < 0) return Verdict.invalid("round time " + t + " is not a finite non-negative number");
        double[] y = s.y();
        if (y.length != p) return Verdict.invalid("y has " + y.length + " entries for " + p + " processors");
        double sumX = 0, sumAbsY = 0, sumY = 0;
        for (int i = 0; i < p; i++) { sumX += in.x()[i]; sumAbsY += Math.abs(y[i]); sumY += y[i]; }
        double amtTol = rel * Math.max(sumX, Double.MIN_NORMAL);
        double tTol = rel * Math.max(t, Double.MIN_NORMAL);
        for (int i = 0; i < p; i++)
            if (!Double.isFinite(y[i])) return Verdict.invalid("y[" + i + "] is not finite");

        // Σ y = 0
        if (s.yExact() != null) {
            Rational sum = Rational.ZERO;
            for (int i = 0; i < p; i++) {
                sum = sum.add(s.yExact()[i]);
                if (Math.abs(s.yExact()[i].doubleValue() - y[i]) > amtTol)
                    return Verdict.invalid("yExact[" + i + "] = " + s.yExact()[i] + " does not match y[" + i + "] = " + y[i]);
            }
            if (sum.signum() != 0) return Verdict.invalid("the exact extra loads do not sum to zero: Σ y_i = " + sum);
        } else if (Math.abs(sumY) > amtTol + rel * sumAbsY) {
            return Verdict.invalid("load is created or lost: Σ y_i = " + fmt(sumY) + ", not 0");
        }
        for (int i = 0; i < p; i++)
            if (in.x()[i] + y[i] < -amtTol)
                return Verdict.invalid("processor " + i + " would hold negative load x_i + y_i = " + fmt(in.x()[i] + y[i]));

        // messages
        boolean[] sendsTasks = new boolean[p], receivesTasks = new boolean[p];
        double[] net = new double[p];
        long taskMessages = 0;
        java.util.Map<Long, Double> sent = new java.util.TreeMap<>(), returned = new java.util.TreeMap<>();
        double last = 0;
        for (Message m : s.messages()) {
            String what = describe(m);
            if (m.from() < 0 || m.from() >= p || m.to() < 0 || m.to() >= p)
                return Verdict.invalid(what + " names a processor that does not exist (processors 0.." + (p - 1) + ")");
            if (m.from() == m.to()) return Verdict.invalid(what + " goes from a processor to itself");
            if (!Double.isFinite(m.start()) || !Double.isFinite(m.end()) || !Double.isFinite(m.amount()))
                return Verdict.invalid(what + " has a non-finite time or amount");
            if (m.amount() < 0) return Verdict.invalid(what + " has a negative amount");
            if (m.start() < -tTol || m.end() > t + tTol)
                return Verdict.invalid(what + " is not inside the round [0, " + fmt(t) + "]");
            double unit = m.kind() == Kind.TASKS ? in.beta() : in.resultCost();
            if (m.kind() == Kind.RESULTS && in.resultCost() <= 0)
                return Verdict.invalid(what + " returns results, but this instance returns none (no resultCost)");
            double want = unit * m.amount();
            if (Math.abs((m.end() - m.start()) - want) > tTol + rel * want)
                return Verdict.invalid(what + " lasts " + fmt(m.end() - m.start()) + " but moving " + fmt(m.amount())
                        + " units takes " + fmt(want));
            last = Math.max(last, m.end());
            long key = (long) m.from() * p + m.to();
            if (m.kind() == Kind.TASKS) {
                taskMessages++;
                sendsTasks[m.from()] = true;
                receivesTasks[m.to()] = true;
                net[m.from()] -= m.amount();
                net[m.to()] += m.amount();
                sent.merge(key, m.amount(), Double::sum);
            } else {
                returned.merge((long) m.to() * p + m.from(), m.amount(), Double::sum);
            }
        }
        for (int i = 0; i < p; i++)
            if (sendsTasks[i] && receivesTasks[i])
                return Verdict.invalid("processor " + i + " both sends and receives tasks (a relay)");
        for (int i = 0; i < p; i++)
            if (Math.abs(net[i] - y[i]) > amtTol)
                return Verdict.invalid("the messages give processor " + i + " a net " + fmt(net[i]) + " units but y_" + i + " = " + fmt(y[i]));
        if (taskMessages > Math.max(0, p - 1))
            return Verdict.invalid(taskMessages + " task messages in one round; interval matching needs at most p - 1 = " + (p - 1));
        if (in.resultCost() > 0) {
            for (var e : sent.entrySet()) {
                double back = returned.getOrDefault(e.getKey(), 0.0);
                if (Math.abs(back - e.getValue()) > amtTol)
                    return Verdict.invalid("processor " + (e.getKey() / p) + " sent " + fmt(e.getValue()) + " units to processor "
                            + (e.getKey() % p) + " but gets " + fmt(back) + " units of results back");
            }
            for (var e : returned.entrySet())
                if (!sent.containsKey(e.getKey()))
                    return Verdict.invalid("processor " + (e.getKey() % p) + " returns results to processor " + (e.getKey() / p) + " that sent it nothing");
        }

        // per processor: no overlapping transfers, computations within rate, all load processed
        List<List<Message>> comm = new ArrayList<>();
        List<List<Computation>> comp = new ArrayList<>();
        for (int i = 0; i < p; i++) { comm.add(new ArrayList<>()); comp.add(new ArrayList<>()); }
        for (Message m : s.messages()) { comm.get(m.from()).add(m); comm.get(m.to()).add(m); }
        for (Computation c : s.computations()) {
            if (c.processor() < 0 || c.processor() >= p)
                return Verdict.invalid("a computation is on processor " + c.processor() + ", which does not exist (processors 0.." + (p - 1) + ")");
            comp.get(c.processor()).add(c);
        }
        boolean full = in.duplex() == MmdlInstance.Duplex.FULL;
        for (int i = 0; i < p; i++) {
            final int proc = i;
            String clash = full
                    ? overlapping(comm.get(i).stream().filter(m -> m.from() == proc).toList(), tTol)
                    : overlapping(comm.get(i), tTol);
            if (clash == null && full) clash = overlapping(comm.get(i).stream().filter(m -> m.to() == proc).toList(), tTol);
            if (clash != null) return Verdict.invalid("processor " + i + " transfers two messages at once: " + clash);
        }
        boolean given = !s.computations().isEmpty();
        for (int i = 0; i < p; i++) {
            double need = in.x()[i] + y[i];
            List<Computation> cs = new ArrayList<>(comp.get(i));
            cs.sort(Comparator.comparingDouble(Computation::start));
            double done = 0;
            for (int k = 0; k < cs.size(); k++) {
                Computation c = cs.get(k);
                if (!Double.isFinite(c.start()) || !Double.isFinite(c.end()) || !(c.end() >= c.start()))
                    return Verdict.invalid("computation on processor " + i + " has a bad interval [" + c.start() + ", " + c.end() + "]");
                if (c.start() < -tTol || c.end() > t + tTol)
                    return Verdict.invalid("computation on processor " + i + " [" + fmt(c.start()) + ", " + fmt(c.end()) + "] is not inside the round");
                if (k > 0 && c.start() < cs.get(k - 1).end() - tTol)
                    return Verdict.invalid("processor " + i + " runs two computations at once near time " + fmt(c.start()));
                String[] why = new String[1];
                double cap = capacity(in, i, c.start(), c.end(), comm.get(i), why, tTol);
                if (why[0] != null) return Verdict.invalid(why[0]);
                if (c.amount() > cap * (1 + rel) + amtTol)
                    return Verdict.invalid("processor " + i + " computes " + fmt(c.amount()) + " units in [" + fmt(c.start()) + ", "
                            + fmt(c.end()) + "] but can process at most " + fmt(cap) + " there");
                done += c.amount();
                last = Math.max(last, c.end());
            }
            if (!given) {
                double cap = capacity(in, i, 0, t, comm.get(i), null, tTol);
                if (need > cap * (1 + rel) + amtTol)
                    return Verdict.invalid("processor " + i + " must process " + fmt(need) + " units but its free time in the round allows only " + fmt(cap));
            } else if (Math.abs(done - need) > amtTol) {
                return Verdict.invalid("processor " + i + " processes " + fmt(done) + " units but holds x_i + y_i = " + fmt(need)
                        + (done < need ? " (load is left unprocessed)" : ""));
            }
        }
        return Verdict.valid(given ? last : t);
    }

    /** What processor i can compute in [a, b], given its transfers; {@code why} gets a violation if computing is forbidden there. */
    private static double capacity(MmdlInstance in, int i, double a, double b, List<Message> ms, String[] why, double tol) {
        TreeSet<Double> cuts = new TreeSet<>();
        cuts.add(a);
        cuts.add(b);
        for (Message m : ms) {
            if (m.start() > a && m.start() < b) cuts.add(m.start());
            if (m.end() > a && m.end() < b) cuts.add(m.end());
        }
        double g = in.gamma()[i];
        double g1 = in.gammaOverlap() == null ? Double.POSITIVE_INFINITY : in.gammaOverlap()[i];
        double g2 = in.gammaOverlapResult() == null ? g1 : in.gammaOverlapResult()[i];
        double g3;
        if (in.gammaOverlapBoth() != null) g3 = in.gammaOverlapBoth()[i];
        else {
            double inv = 1 / g1 + 1 / g2 - 1 / g; // consistent degradation
            g3 = inv > 0 ? 1 / inv : Double.POSITIVE_INFINITY;
        }
        double cap = 0;
        Double prev = null;
        for (double c : cuts) {
            if (prev != null && c > prev) {
                double mid = (prev + c) / 2;
                boolean tasks = false, results = false;
                for (Message m : ms)
                    if (m.start() < mid && mid < m.end()) {
                        if (m.kind() == Kind.TASKS) tasks = true;
                        else results = true;
                    }
                double rate = !tasks && !results ? g : tasks && results ? g3 : tasks ? g1 : g2;
                if ((tasks || results) && in.gammaOverlap() == null) {
                    if (why != null && c - prev > tol) {
                        why[0] = String.format(Locale.ROOT, "processor %d computes while it communicates at time %s (no overlap in this model)", i, fmt(mid));
                        return 0;
                    }
                    prev = c;
                    continue;
                }
                cap += (c - prev) / rate;
            }
            prev = c;
        }
        return cap;
    }

    private static String overlapping(List<Message> ms, double tol) {
        List<Message> sorted = new ArrayList<>(ms);
        sorted.sort(Comparator.comparingDouble(Message::start));
        for (int k = 1; k < sorted.size(); k++)
            if (sorted.get(k).start() < sorted.get(k - 1).end() - tol)
                return describe(sorted.get(k - 1)) + " and " + describe(sorted.get(k));
        return null;
    }

    private static String describe(Message m) {
        return String.format(Locale.ROOT, "%s message %d->%d [%s, %s]", m.kind() == Kind.TASKS ? "task" : "result",
                m.from(), m.to(), fmt(m.start()), fmt(m.end()));
    }

    static String fmt(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
        return String.format(Locale.ROOT, "%.10g", v);
    }
}
