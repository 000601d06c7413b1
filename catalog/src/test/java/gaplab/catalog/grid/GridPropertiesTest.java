package gaplab.catalog.grid;

import gaplab.model.core.Problem;
import gaplab.analysis.grid.GridBound;
import gaplab.exact.grid.GridExact;
import gaplab.heuristics.grid.LocalAdjust;
import gaplab.heuristics.grid.LocalAdjusted;
import gaplab.heuristics.grid.Type1;
import gaplab.heuristics.grid.Type2;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.verify.grid.GridChecker;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Solver;
import gaplab.model.core.Status;
import org.junit.jupiter.api.Test;

/** Invariants over random small instances (QuickTheories, fixed seeds). */
class GridPropertiesTest {
    private final Problem<GridInstance, GridPartition> problem = GridProblem.PROBLEM;
    private final GridChecker checker = new GridChecker();
    private static final double EPS = 1e-9;

    @Test
    void everyMethodPassesTheCheckerAndBoundLeOptimumLeHeuristics() {
        qt().withFixedSeed(11).withExamples(120)
                .forAll(integers().between(1, 7), integers().between(1, 6), integers().between(1, 6), longs().all())
                .checkAssert((w, h, n, seed) -> {
                    GridInstance in = GridTestInstances.random(w, h, n, seed);
                    double lb = GridBound.relaxation(in);
                    Outcome<GridPartition> ex = new GridExact(LocalAdjusted::type2Local).solve(in, Options.defaults().withTimeLimit(20));
                    assertSame(Status.OPTIMAL, ex.status(), in.toString());
                    var v = checker.check(in, ex.solution());
                    assertTrue(v.valid(), in + " exact: " + v);
                    assertEquals(v.objective(), ex.objective(), 1e-9 * Math.max(1, v.objective()), in.toString());
                    double opt = v.objective();
                    assertTrue(lb <= opt * (1 + EPS), in + ": bound " + lb + " > optimum " + opt);
                    for (Solver<GridInstance, GridPartition> m : problem.methods()) {
                        if (m.name().equals("bound")) continue;
                        Outcome<GridPartition> o = m.solve(in, Options.defaults().withTimeLimit(5).with("steps", "10"));
                        if (!o.hasSolution()) continue;
                        var mv = checker.check(in, o.solution());
                        assertTrue(mv.valid(), in + " " + m.name() + ": " + mv);
                        assertEquals(mv.objective(), o.objective(), 1e-9 * Math.max(1, mv.objective()), in + " " + m.name());
                        assertTrue(mv.objective() >= opt * (1 - EPS), in + " " + m.name() + " beats the optimum");
                        if (o.status() == Status.OPTIMAL) assertEquals(opt, mv.objective(), 1e-9 * Math.max(1, opt), in + " " + m.name());
                        if (!Double.isNaN(o.bound())) assertTrue(o.bound() <= opt * (1 + EPS), in + " " + m.name() + " bound");
                    }
                });
    }

    @Test
    void localAdjustmentNeverWorsensItsInput() {
        qt().withFixedSeed(5).withExamples(300)
                .forAll(integers().between(1, 20), integers().between(1, 20), integers().between(1, 12), longs().all())
                .checkAssert((w, h, n, seed) -> {
                    GridInstance in = GridTestInstances.random(w, h, n, seed);
                    for (GridPartition start : new GridPartition[]{Type1.partition(in), Type2.partition(in)}) {
                        double before = checker.check(in, start).objective();
                        var after = checker.check(in, LocalAdjust.improve(in, start));
                        assertTrue(after.valid(), in + ": " + after);
                        assertTrue(after.objective() <= before, in + ": local made " + before + " into " + after.objective());
                    }
                });
    }

    @Test
    void exactEqualsBruteForceOnTinyGrids() {
        qt().withFixedSeed(3).withExamples(150)
                .forAll(integers().between(1, 4), integers().between(1, 4), integers().between(1, 4), longs().all())
                .checkAssert((w, h, n, seed) -> {
                    GridInstance in = GridTestInstances.random(w, h, n, seed);
                    double brute = BruteForce.optimum(in);
                    Outcome<GridPartition> ex = new GridExact().solve(in, Options.defaults().withTimeLimit(20));
                    assertSame(Status.OPTIMAL, ex.status(), in.toString());
                    assertEquals(brute, ex.objective(), 1e-9 * Math.max(1, brute), in.toString());
                });
    }

    @Test
    void boundIsExactForOnePe() {
        GridInstance in = GridInstance.of(7, 3, new double[]{2.5}, 1.5);
        assertEquals(2.5 * 21 + 1.5 * 20, GridBound.relaxation(in), 1e-12);
        Outcome<GridPartition> ex = new GridExact().solve(in, Options.defaults());
        assertEquals(2.5 * 21 + 1.5 * 20, ex.objective(), 1e-12);
    }
}
