package gaplab.catalog.unrelated;

import gaplab.analysis.unrelated.IdealTimeLp;
import gaplab.analysis.unrelated.PreemptiveLp;
import gaplab.exact.unrelated.ExactRcmax;
import gaplab.heuristics.unrelated.MaxMin;
import gaplab.heuristics.unrelated.Mct;
import gaplab.heuristics.unrelated.Met;
import gaplab.heuristics.unrelated.MinMin;
import gaplab.heuristics.unrelated.Olb;
import gaplab.heuristics.unrelated.Sufferage;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedFormat;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.unrelated.UnrelatedSolver;
import gaplab.model.unrelated.UnrelatedSpace;
import gaplab.verify.unrelated.UnrelatedChecker;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.Checker;
import gaplab.model.core.Fixture;
import gaplab.plot.Gantt;
import gaplab.model.core.InputException;
import gaplab.model.core.InstanceSpace;
import gaplab.model.core.LowerBound;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Independent tasks on unrelated machines, R||Cmax (SPEC §5, seed 004): the problem behind the
 * heterogeneous performance metrics and the worst-case performance ratio C_app / C_opt.
 */
public final class UnrelatedProblem implements Problem<UnrelatedInstance, Assignment> {

    /** The built-in heuristics, in the order they are listed. */
    public static List<UnrelatedSolver> heuristics() {
        return List.of(new MinMin(), new MaxMin(), new Mct(), new Sufferage(), new Met(), new Olb());
    }

    /** The exact solver, started from every built-in heuristic's assignment. */
    public static ExactRcmax exact() {
        return new ExactRcmax(in -> {
            List<Assignment> out = new ArrayList<>();
            for (UnrelatedSolver h : heuristics()) {
                Outcome<Assignment> o = h.solve(in, Options.defaults());
                if (o.hasSolution()) out.add(o.solution());
            }
            return out;
        });
    }

    @Override public String name() { return "unrelated"; }

    @Override public String title() { return "Independent tasks on unrelated machines, R||Cmax"; }

    @Override public String objectiveName() { return "makespan"; }

    @Override
    public UnrelatedInstance readInstance(Path file) throws InputException {
        return UnrelatedFormat.read(file);
    }

    @Override
    public ObjectNode instanceJson(UnrelatedInstance instance) {
        return UnrelatedFormat.toJson(instance);
    }

    @Override
    public Assignment readSolution(Path file, UnrelatedInstance instance) throws InputException {
        return UnrelatedFormat.readAssignment(file, instance);
    }

    @Override
    public ObjectNode solutionJson(UnrelatedInstance instance, Assignment solution) {
        return UnrelatedFormat.assignmentJson(instance, solution);
    }

    @Override
    public Checker<UnrelatedInstance, Assignment> checker() { return new UnrelatedChecker(); }

    @Override
    public List<Solver<UnrelatedInstance, Assignment>> methods() {
        List<Solver<UnrelatedInstance, Assignment>> out = new ArrayList<>();
        out.add(exact());
        out.addAll(heuristics());
        for (UnrelatedSolver s : ServiceLoader.load(UnrelatedSolver.class)) out.add(s);
        return out;
    }

    @Override
    public List<LowerBound<UnrelatedInstance>> bounds() {
        return List.of(
                bound("lawler-labetoulle", PreemptiveLp::value),
                bound("colombet-ideal-time", IdealTimeLp::value),
                bound("max-shortest-time", in -> {
                    double lb = 0;
                    for (int i = 0; i < in.n(); i++) {
                        double mn = Double.POSITIVE_INFINITY;
                        for (int p = 0; p < in.m(); p++) mn = Math.min(mn, in.time(i, p));
                        lb = Math.max(lb, mn);
                    }
                    return lb;
                }));
    }

    private static LowerBound<UnrelatedInstance> bound(String name, java.util.function.ToDoubleFunction<UnrelatedInstance> f) {
        return new LowerBound<>() {
            @Override public String name() { return name; }

            @Override public double bound(UnrelatedInstance instance) { return f.applyAsDouble(instance); }
        };
    }

    @Override
    public List<Fixture<UnrelatedInstance>> fixtures() {
        return gaplab.catalog.BuiltInFixtures.load("unrelated", e -> UnrelatedFormat.parse(e.location(), e.text()).withName(e.name()));
    }

    @Override
    public Optional<InstanceSpace<UnrelatedInstance>> space() { return Optional.of(new UnrelatedSpace()); }

    @Override
    public Optional<Solver<UnrelatedInstance, Assignment>> exactSolver() { return Optional.of(exact()); }

    @Override
    public void writePicture(UnrelatedInstance in, Assignment a, Path svg) throws IOException {
        List<String> rows = new ArrayList<>();
        for (int p = 0; p < in.m(); p++) rows.add("M" + p);
        Gantt g = new Gantt(in.name() + ": makespan " + gaplab.analysis.unrelated.Metrics.Num.approx(a.makespan(in)).text(), rows).kind("task", "#7fb2e5");
        double[] ready = new double[in.m()];
        for (int i = 0; i < in.n(); i++) {
            int p = a.of(i);
            double d = in.time(i, p);
            if (Double.isInfinite(d)) continue;
            g.bar(p, ready[p], ready[p] + d, "task", "T" + i);
            ready[p] += d;
        }
        g.horizon(a.makespan(in));
        g.write(svg);
    }
}
