package gaplab.catalog.grid;

import gaplab.analysis.grid.GridBound;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.GridSolver;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;

/** {@code --method bound}: the continuous-relaxation lower bound only (no partition). */
final class BoundMethod implements GridSolver {
    @Override
    public String name() { return "bound"; }

    @Override
    public boolean boundOnly() { return true; }

    @Override
    public String description() { return "continuous-relaxation lower bound only (SPEC §2), no partition"; }

    @Override
    public Outcome<GridPartition> solve(GridInstance in, Options options) {
        long t0 = System.nanoTime();
        double lb = GridBound.relaxation(in);
        return Outcome.boundOnly(lb, (System.nanoTime() - t0) / 1_000_000);
    }
}
