package gaplab.catalog;

import gaplab.model.core.Problem;
import java.util.List;
import java.util.Optional;

/** Every problem gaplab knows, in the order the demo and the help list them. */
public final class Problems {
    private Problems() {}

    public static List<Problem<?, ?>> all() {
        return List.of(
                new gaplab.catalog.mmdl.MmdlProblem(),
                new gaplab.catalog.grid.GridProblem(),
                new gaplab.catalog.dag.DagProblem(),
                new gaplab.catalog.collective.CollectiveProblem(),
                new gaplab.catalog.unrelated.UnrelatedProblem()
        );
    }

    public static Optional<Problem<?, ?>> byName(String name) {
        return all().stream().filter(p -> p.name().equals(name)).findFirst();
    }
}
