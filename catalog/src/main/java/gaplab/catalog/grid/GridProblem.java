package gaplab.catalog.grid;

import gaplab.analysis.grid.GridBound;
import gaplab.exact.grid.GridChoco;
import gaplab.exact.grid.GridExact;
import gaplab.heuristics.grid.GridLocalSearch;
import gaplab.heuristics.grid.LocalAdjusted;
import gaplab.heuristics.grid.Type1;
import gaplab.heuristics.grid.Type2;
import gaplab.model.grid.GridFormat;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.GridSolver;
import gaplab.model.grid.GridSpace;
import gaplab.verify.grid.GridChecker;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.Checker;
import gaplab.model.core.Fixture;
import gaplab.model.core.InputException;
import gaplab.model.core.InstanceSpace;
import gaplab.model.core.LowerBound;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/** The heterogeneous grid partition problem (SPEC §2, seed 001) for the common tools. */
public final class GridProblem implements Problem<GridInstance, GridPartition> {

    @Override
    public String name() { return "grid"; }

    @Override
    public String title() { return "Heterogeneous grid partition"; }

    @Override
    public String objectiveName() { return "max PE time"; }

    @Override
    public GridInstance readInstance(Path file) throws InputException { return GridFormat.readInstance(file); }

    @Override
    public ObjectNode instanceJson(GridInstance instance) { return GridFormat.instanceJson(instance); }

    @Override
    public GridPartition readSolution(Path file, GridInstance instance) throws InputException {
        return GridFormat.readSolution(file, instance);
    }

    @Override
    public ObjectNode solutionJson(GridInstance instance, GridPartition solution) {
        return GridFormat.solutionJson(instance, solution);
    }

    @Override
    public Checker<GridInstance, GridPartition> checker() { return new GridChecker(); }

    /** The built-in methods (without plug-ins). */
    public static List<GridSolver> builtIn() {
        return List.of(new GridExact(LocalAdjusted::type2Local), new GridChoco(LocalAdjusted::type2Local),
                new Type1(), new Type2(), LocalAdjusted.type1(), LocalAdjusted.type2(), new GridLocalSearch(),
                new BoundMethod());
    }

    @Override
    public List<Solver<GridInstance, GridPartition>> methods() {
        List<Solver<GridInstance, GridPartition>> all = new ArrayList<>(builtIn());
        for (GridSolver s : ServiceLoader.load(GridSolver.class)) all.add(s);
        return all;
    }

    @Override
    public List<LowerBound<GridInstance>> bounds() { return List.of(new GridBound()); }

    @Override
    public List<Fixture<GridInstance>> fixtures() {
        return gaplab.catalog.BuiltInFixtures.load("grid", e -> GridFormat.parse(e.location(), e.text()));
    }

    @Override
    public void writePicture(GridInstance instance, GridPartition solution, Path svg) throws IOException {
        GridPicture.write(instance, solution, svg);
    }

    @Override
    public Optional<InstanceSpace<GridInstance>> space() { return Optional.of(new GridSpace()); }
}
