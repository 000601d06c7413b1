package gaplab.mmdl;

import gaplab.mmdl.RoundSchedule.Computation;
import gaplab.mmdl.RoundSchedule.Kind;
import gaplab.mmdl.RoundSchedule.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Packs each processor's computation into its round (seed §3.4: "computation fills the gaps"): from
 * time 0 on, in every stretch where the processor may compute — when it is not communicating, and with
 * overlap (§4.2–4.3) also while communicating at the slowed rate γ′ / γ″ / γ‴ — until its load
 * x_i + y_i is done. Stretches extend to {@code horizon}.
 */
public final class ComputeFill {
    private ComputeFill() {}

    public static List<Computation> fill(MmdlInstance in, double horizon, double[] y, List<Message> messages) {
        int p = in.p();
        List<List<Message>> byProc = new ArrayList<>(p);
        for (int i = 0; i < p; i++) byProc.add(new ArrayList<>());
        for (Message m : messages) {
            byProc.get(m.from()).add(m);
            byProc.get(m.to()).add(m);
        }
        List<Computation> out = new ArrayList<>();
        for (int i = 0; i < p; i++) {
            double need = in.x()[i] + y[i];
            if (need <= 0) continue;
            List<Message> ms = byProc.get(i);
            TreeSet<Double> cuts = new TreeSet<>();
            cuts.add(0.0);
            cuts.add(horizon);
            for (Message m : ms) {
                if (m.start() > 0 && m.start() < horizon) cuts.add(m.start());
                if (m.end() > 0 && m.end() < horizon) cuts.add(m.end());
            }
            Double[] c = cuts.toArray(new Double[0]);
            Computation last = null;
            for (int k = 0; k + 1 < c.length && need > 0; k++) {
                double a = c[k], b = c[k + 1], mid = (a + b) / 2;
                boolean tasks = false, results = false;
                for (Message m : ms) {
                    if (m.start() < mid && mid < m.end()) {
                        if (m.kind() == Kind.TASKS) tasks = true;
                        else results = true;
                    }
                }
                double rate;
                if (!tasks && !results) rate = in.gamma()[i];
                else if (!in.overlap()) continue;
                else if (tasks && results) rate = in.gammaBoth(i);
                else rate = tasks ? in.gammaTasks(i) : in.gammaResults(i);
                if (Double.isInfinite(rate)) continue;
                double can = (b - a) / rate;
                double amt = Math.min(can, need);
                double end = amt < can ? a + amt * rate : b;
                need -= amt;
                if (last != null && last.end() == a && rateOf(last) == rate) {
                    last = new Computation(i, last.start(), end, last.amount() + amt);
                    out.set(out.size() - 1, last);
                } else {
                    last = new Computation(i, a, end, amt);
                    out.add(last);
                }
            }
            if (need > 0 && last != null) {
                // rounding: the last piece takes the tiny remainder
                out.set(out.size() - 1, new Computation(i, last.start(), last.end(), last.amount() + need));
            } else if (need > 0) {
                out.add(new Computation(i, 0, horizon, need));
            }
        }
        return out;
    }

    private static double rateOf(Computation c) { return (c.end() - c.start()) / c.amount(); }
}
