package gaplab.catalog.grid;

import gaplab.analysis.grid.GridBound;
import gaplab.catalog.BuiltInFixtures;
import gaplab.exact.grid.GridChoco;
import gaplab.exact.grid.GridExact;
import gaplab.heuristics.grid.GridLocalSearch;
import gaplab.heuristics.grid.LocalAdjusted;
import gaplab.heuristics.grid.Type1;
import gaplab.heuristics.grid.Type2;
import gaplab.model.core.Bounds;
import gaplab.model.core.Codec;
import gaplab.model.core.MethodCatalog;
import gaplab.model.core.Problem;
import gaplab.model.core.ProblemProvider;
import gaplab.model.core.Solver;
import gaplab.model.grid.GridFormat;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.GridSolver;
import gaplab.model.grid.GridSpace;
import gaplab.verify.grid.GridChecker;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/** The heterogeneous grid partition problem (SPEC §2, seed 001), composed from its parts. */
public final class GridProblem implements ProblemProvider {

    public static final Problem<GridInstance, GridPartition> PROBLEM = new Problem<>("grid", "Heterogeneous grid partition", "max PE time",
            Codec.of(GridFormat::readInstance, GridFormat::instanceJson, GridFormat::readSolution, GridFormat::solutionJson), new GridChecker(), MethodCatalog.of(GridProblem::methods),
            Bounds.statedOnly(List.of(new GridBound())),
            () -> BuiltInFixtures.load("grid", e -> GridFormat.parse(e.location(), e.text())),
            GridPicture.PICTURE, new GridSpace());

    @Override
    public Problem<GridInstance, GridPartition> problem() { return PROBLEM; }

    /** The built-in methods (without plug-ins). */
    public static List<GridSolver> builtIn() {
        return List.of(new GridExact(LocalAdjusted::type2Local), new GridChoco(LocalAdjusted::type2Local), new gaplab.cpsat.grid.GridCpSat(),
                new Type1(), new Type2(), LocalAdjusted.type1(), LocalAdjusted.type2(), new GridLocalSearch(),
                new BoundMethod());
    }

    static List<Solver<GridInstance, GridPartition>> methods() {
        List<Solver<GridInstance, GridPartition>> all = new ArrayList<>(builtIn());
        for (GridSolver s : ServiceLoader.load(GridSolver.class)) all.add(s);
        return all;
    }

}
