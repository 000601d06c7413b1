package gaplab.analysis.mmdl;

import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.RoundSchedule.Computation;
import gaplab.model.mmdl.RoundSchedule.Kind;
import gaplab.model.mmdl.RoundSchedule.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Arrays;

/**
 * Packs each processor's computation into its round (seed §3.4: "computation fills the gaps"): from
 * time 0 on, in every stretch where the processor may compute — when it is not communicating, and with
 * overlap (§4.2–4.3) also while communicating at the slowed rate γ′ / γ″ / γ‴ — until its load
 * x_i + y_i is done. Stretches extend to {@code horizon}.
 */
public final class ComputeFill {
    private ComputeFill() {}

    public static List<Computation> fill(MmdlInstance in, double horizon, double[] y, List<Message> messages) {
        int p = in.p(), n = messages.size();
        // each processor's messages, as index lists in one array (no per-processor collections)
        int[] start = new int[p + 1];
        for (Message m : messages) { start[m.from() + 1]++; start[m.to() + 1]++; }
        for (int i = 0; i < p; i++) start[i + 1] += start[i];
        int[] pos = start.clone(), idx = new int[2 * n];
        for (int k = 0; k < n; k++) {
            Message m = messages.get(k);
            idx[pos[m.from()]++] = k;
            idx[pos[m.to()]++] = k;
        }
        List<Computation> out = new ArrayList<>(p);
        double[] cuts = new double[16];
        for (int i = 0; i < p; i++) {
            double need = in.x()[i] + y[i];
            if (need <= 0) continue;
            int deg = start[i + 1] - start[i];
            if (cuts.length < 2 * deg + 2) cuts = new double[2 * (2 * deg + 2)];
            int nc = 0;
            cuts[nc++] = 0.0;
            cuts[nc++] = horizon;
            for (int q = start[i]; q < start[i + 1]; q++) {
                Message m = messages.get(idx[q]);
                if (m.start() > 0 && m.start() < horizon) cuts[nc++] = m.start();
                if (m.end() > 0 && m.end() < horizon) cuts[nc++] = m.end();
            }
            Arrays.sort(cuts, 0, nc);
            int firstOfProc = out.size();
            double lastRate = Double.NaN;
            for (int k = 0; k + 1 < nc && need > 0; k++) {
                double a = cuts[k], b = cuts[k + 1];
                if (!(b > a)) continue;
                double mid = (a + b) / 2;
                boolean tasks = false, results = false;
                for (int q = start[i]; q < start[i + 1]; q++) {
                    Message m = messages.get(idx[q]);
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
                Computation last = out.size() > firstOfProc ? out.get(out.size() - 1) : null;
                if (last != null && last.end() == a && lastRate == rate) {
                    out.set(out.size() - 1, new Computation(i, last.start(), end, last.amount() + amt));
                } else {
                    out.add(new Computation(i, a, end, amt));
                }
                lastRate = rate;
            }
            if (need > 0 && out.size() > firstOfProc) {
                // rounding: the last piece takes the tiny remainder
                Computation last = out.get(out.size() - 1);
                out.set(out.size() - 1, new Computation(i, last.start(), last.end(), last.amount() + need));
            } else if (need > 0) {
                out.add(new Computation(i, 0, horizon, need));
            }
        }
        return out;
    }
}
