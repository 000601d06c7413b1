package gaplab.catalog.collective;

import gaplab.analysis.collective.WaterfillBound;
import gaplab.catalog.BuiltInFixtures;
import gaplab.exact.collective.OptimalSizes;
import gaplab.heuristics.collective.GivenSizes;
import gaplab.heuristics.collective.WaterfillSplit;
import gaplab.model.collective.Activity;
import gaplab.model.collective.CollectiveIO;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.CollectiveSolver;
import gaplab.model.collective.CollectiveSpace;
import gaplab.model.collective.Order;
import gaplab.model.core.Bounds;
import gaplab.model.core.Codec;
import gaplab.model.core.MethodCatalog;
import gaplab.model.core.Problem;
import gaplab.model.core.ProblemProvider;
import gaplab.model.core.Solver;
import gaplab.plot.Gantt;
import gaplab.plot.Palette;
import gaplab.verify.collective.CollectiveChecker;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/**
 * Scatter, compute and gather under the asynchronous communication model (SPEC §4, seed 003,
 * Shibusawa). Instance: p = 2^k processors, D (and optionally a split d_j), processor speeds and the
 * model's σ_s, τ_s, σ_r, τ_r, δ; decision: the ordering (uni/bi) and the sizes d_j; objective: the total
 * time from P0's first scatter send to the end of the gather.
 */
public final class CollectiveProblem implements ProblemProvider {

    public static final Problem<CollectiveInstance, CollectiveSchedule> PROBLEM = new Problem<>("collective",
            "Scatter, compute and gather under the asynchronous communication model", "total time",
            Codec.of(CollectiveIO::readInstance, CollectiveIO::instanceJson, CollectiveIO::readSchedule, (instance, solution) -> CollectiveIO.scheduleJson(solution)), new CollectiveChecker(), MethodCatalog.of(CollectiveProblem::methods),
            Bounds.statedOnly(List.of(new WaterfillBound())),
            () -> BuiltInFixtures.load("collective", e -> CollectiveIO.parse(e.location(), e.text())),
            new gaplab.catalog.GanttPicture<>((instance, s) -> gantt(s)), new CollectiveSpace());

    @Override
    public Problem<CollectiveInstance, CollectiveSchedule> problem() { return PROBLEM; }

    static List<Solver<CollectiveInstance, CollectiveSchedule>> methods() {
        List<Solver<CollectiveInstance, CollectiveSchedule>> m = new ArrayList<>();
        m.add(new OptimalSizes());
        m.add(new GivenSizes(Order.UNI));
        m.add(new GivenSizes(Order.BI));
        m.add(new WaterfillSplit());
        for (CollectiveSolver s : ServiceLoader.load(CollectiveSolver.class)) m.add(s);
        return m;
    }


    /** The Gantt chart: one row per processor; sends, receives, waits and computation. */
    public static Gantt gantt(CollectiveSchedule s) {
        List<String> rows = new ArrayList<>();
        for (int j = 0; j < s.processors(); j++) rows.add("P" + j);
        Gantt g = new Gantt("scatter–compute–gather, " + (s.order() == Order.UNI ? "unidirectional" : "bidirectional")
                + " order, total time " + gaplab.plot.Fmt.sig(s.total(), 4), rows)
                .kind("scatter send", Palette.colour(0)).kind("scatter recv", Palette.tint(Palette.colour(0), 0.6))
                .kind("compute", Palette.tint(Palette.colour(2), 0.6))
                .kind("gather send", Palette.colour(3), true).kind("gather recv", Palette.tint(Palette.colour(3), 0.6), true)
                .kind("wait", new java.awt.Color(0xdddddd));
        for (int j = 0; j < s.processors(); j++)
            for (Activity a : s.timeline().get(j)) {
                String kind = switch (a.kind()) {
                    case SEND -> a.phase().key() + " send";
                    case RECV -> a.phase().key() + " recv";
                    case COMPUTE -> "compute";
                    case WAIT -> "wait";
                };
                String label = switch (a.kind()) {
                    case SEND -> "→P" + a.peer();
                    case RECV -> "←P" + a.peer();
                    case COMPUTE -> "d=" + gaplab.plot.Fmt.sig(a.size(), 4);
                    case WAIT -> "";
                };
                g.bar(j, a.start(), a.end(), kind, label);
            }
        return g.horizon(s.total(), "total time");
    }
}
