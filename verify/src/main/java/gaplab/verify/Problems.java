package gaplab.verify;

import gaplab.core.Problem;
import java.util.List;
import java.util.Optional;

/** Every problem gaplab knows, in the order the demo and the help list them. */
public final class Problems {
    private Problems() {}

    public static List<Problem<?, ?>> all() {
        return List.of(
                new gaplab.mmdl.MmdlProblem(),
                new gaplab.grid.GridProblem(),
                new gaplab.dag.DagProblem(),
                new gaplab.collective.CollectiveProblem(),
                new gaplab.unrelated.UnrelatedProblem()
        );
    }

    public static Optional<Problem<?, ?>> byName(String name) {
        return all().stream().filter(p -> p.name().equals(name)).findFirst();
    }
}
