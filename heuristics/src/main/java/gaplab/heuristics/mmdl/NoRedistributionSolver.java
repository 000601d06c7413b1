package gaplab.heuristics.mmdl;

import gaplab.analysis.mmdl.ClosedForm;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.MmdlSolver;
import gaplab.model.mmdl.RoundSchedule;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import java.util.ArrayList;
import java.util.List;

/** The do-nothing baseline: every processor keeps its own load, T = max_i x_iγ_i. */
public final class NoRedistributionSolver implements MmdlSolver {
    @Override
    public String name() { return "no-redistribution"; }

    @Override
    public String description() { return "baseline: nobody moves load, T = max x_i*gamma_i"; }

    @Override
    public Outcome<RoundSchedule> solve(MmdlInstance in, Options options) {
        long t0 = System.nanoTime();
        int p = in.p();
        double t = 0;
        List<RoundSchedule.Computation> comps = new ArrayList<>();
        for (int i = 0; i < p; i++) {
            double d = in.x()[i] * in.gamma()[i];
            t = Math.max(t, d);
            if (in.x()[i] > 0) comps.add(new RoundSchedule.Computation(i, 0, d, in.x()[i]));
        }
        RoundSchedule s = new RoundSchedule(t, new double[p], List.of(), comps, null, null);
        return Outcome.feasible(s, t, ClosedForm.lowerT(in), (System.nanoTime() - t0) / 1_000_000);
    }
}
