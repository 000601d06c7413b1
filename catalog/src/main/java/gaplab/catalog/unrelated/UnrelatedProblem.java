package gaplab.catalog.unrelated;

import gaplab.analysis.unrelated.IdealTimeLp;
import gaplab.analysis.unrelated.PreemptiveLp;
import gaplab.catalog.BuiltInFixtures;
import gaplab.exact.unrelated.ExactRcmax;
import gaplab.heuristics.unrelated.MaxMin;
import gaplab.heuristics.unrelated.Mct;
import gaplab.heuristics.unrelated.Met;
import gaplab.heuristics.unrelated.MinMin;
import gaplab.heuristics.unrelated.Olb;
import gaplab.heuristics.unrelated.Sufferage;
import gaplab.model.core.Bounds;
import gaplab.model.core.Codec;
import gaplab.model.core.KnownRatio;
import gaplab.model.core.MethodCatalog;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Problem;
import gaplab.model.core.ProblemProvider;
import gaplab.model.core.Solver;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedFormat;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.unrelated.UnrelatedSolver;
import gaplab.model.unrelated.UnrelatedSpace;
import gaplab.plot.Gantt;
import gaplab.verify.unrelated.UnrelatedChecker;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * Independent tasks on unrelated machines, R||Cmax (SPEC §5, seed 004): the problem behind the
 * heterogeneous performance metrics and the worst-case performance ratio C_app / C_opt.
 */
public final class UnrelatedProblem implements ProblemProvider {

    public static final Problem<UnrelatedInstance, Assignment> PROBLEM = new Problem<>("unrelated",
            "Independent tasks on unrelated machines, R||Cmax", "makespan",
            Codec.of(UnrelatedFormat::read, UnrelatedFormat::toJson, UnrelatedFormat::readAssignment, UnrelatedFormat::assignmentJson), new UnrelatedChecker(), MethodCatalog.of(UnrelatedProblem::methods),
            Bounds.statedOnly(List.of(
                    Bounds.named("lawler-labetoulle", PreemptiveLp::value),
                    Bounds.named("colombet-ideal-time", IdealTimeLp::value),
                    Bounds.named("max-shortest-time", UnrelatedProblem::maxShortestTime))),
            () -> BuiltInFixtures.load("unrelated", e -> UnrelatedFormat.parse(e.location(), e.text()).withName(e.name())),
            new gaplab.catalog.GanttPicture<>(UnrelatedProblem::gantt), new UnrelatedSpace(), knownRatios());

    /**
     * Every rule that puts each task it picks on a machine where it ends no later than on its fastest
     * machine (min-min, max-min, MCT, sufferage: the machine where it ends first; MET: its fastest) ends
     * by Σ_i min_p t_ip ≤ m · OPT: the ratio is at most m (docs/ratio.md has the proof; the same bound
     * as Ibarra &amp; Kim 1977 for their greedy algorithms). OLB ignores the times: no bound.
     */
    static List<KnownRatio<UnrelatedInstance>> knownRatios() {
        List<KnownRatio<UnrelatedInstance>> l = new ArrayList<>();
        for (String h : List.of("minmin", "maxmin", "mct", "sufferage", "met"))
            l.add(new KnownRatio<>(h, "m", "m machines, any times", "proof in docs/ratio.md (each task ends by Σ_i min_p t_ip ≤ m·OPT); cf. Ibarra & Kim 1977",
                    i -> true, i -> i.m()));
        return l;
    }

    @Override
    public Problem<UnrelatedInstance, Assignment> problem() { return PROBLEM; }

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

    static List<Solver<UnrelatedInstance, Assignment>> methods() {
        List<Solver<UnrelatedInstance, Assignment>> out = new ArrayList<>();
        out.add(exact());
        out.addAll(heuristics());
        for (UnrelatedSolver s : ServiceLoader.load(UnrelatedSolver.class)) out.add(s);
        return out;
    }

    /** max_i min_p t_ip: every task runs somewhere, at best on its fastest machine. */
    static double maxShortestTime(UnrelatedInstance in) {
        double lb = 0;
        for (int i = 0; i < in.n(); i++) {
            double mn = Double.POSITIVE_INFINITY;
            for (int p = 0; p < in.m(); p++) mn = Math.min(mn, in.time(i, p));
            lb = Math.max(lb, mn);
        }
        return lb;
    }


    /** The Gantt chart of an assignment: each machine runs its tasks back to back. */
    static Gantt gantt(UnrelatedInstance in, Assignment a) {
        List<String> rows = new ArrayList<>();
        for (int p = 0; p < in.m(); p++) rows.add("M" + p);
        Gantt g = new Gantt(in.name() + ": makespan " + gaplab.analysis.unrelated.Metrics.Num.approx(a.makespan(in)).text(), rows).kind("task", gaplab.plot.Palette.tint(gaplab.plot.Palette.colour(0), 0.55));
        double[] ready = new double[in.m()];
        for (int i = 0; i < in.n(); i++) {
            int p = a.of(i);
            double d = in.time(i, p);
            if (Double.isInfinite(d)) continue;
            g.bar(p, ready[p], ready[p] + d, "task", "T" + i);
            ready[p] += d;
        }
        return g.horizon(a.makespan(in), "makespan");
    }
}
