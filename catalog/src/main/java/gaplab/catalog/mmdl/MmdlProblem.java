package gaplab.catalog.mmdl;

import gaplab.analysis.mmdl.ClosedForm;
import gaplab.catalog.BuiltInFixtures;
import gaplab.exact.mmdl.ClosedFormSolver;
import gaplab.exact.mmdl.LpSolver;
import gaplab.heuristics.mmdl.NoRedistributionSolver;
import gaplab.heuristics.mmdl.SerialSolver;
import gaplab.model.core.Bounds;
import gaplab.model.core.Codec;
import gaplab.model.core.MethodCatalog;
import gaplab.model.core.Problem;
import gaplab.model.core.ProblemProvider;
import gaplab.model.core.Solver;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.MmdlIo;
import gaplab.model.mmdl.MmdlSolver;
import gaplab.model.mmdl.MmdlSpace;
import gaplab.model.mmdl.RoundSchedule;
import gaplab.plot.Gantt;
import gaplab.plot.Palette;
import gaplab.verify.mmdl.MmdlChecker;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/** Multi-master divisible load (seed 000, SPEC §1), composed from its parts. */
public final class MmdlProblem implements ProblemProvider {

    public static final Problem<MmdlInstance, RoundSchedule> PROBLEM = new Problem<>("mmdl", "Multi-master divisible load (Suda)", "round time",
            Codec.of(MmdlIo::readInstance, MmdlIo::instanceJson, MmdlIo::readSolution, (instance, solution) -> MmdlIo.solutionJson(solution)), new MmdlChecker(), MethodCatalog.of(MmdlProblem::methods),
            Bounds.statedOnly(List.of(Bounds.named("T_L", ClosedForm::lowerT))),
            () -> BuiltInFixtures.load("mmdl", e -> MmdlIo.parseInstance(e.location(), e.text())),
            new gaplab.catalog.GanttPicture<>(MmdlProblem::gantt), new MmdlSpace());

    @Override
    public Problem<MmdlInstance, RoundSchedule> problem() { return PROBLEM; }

    static List<Solver<MmdlInstance, RoundSchedule>> methods() {
        List<Solver<MmdlInstance, RoundSchedule>> out = new ArrayList<>(List.of(
                new ClosedFormSolver(), new LpSolver(), new SerialSolver(), new NoRedistributionSolver()));
        for (MmdlSolver s : ServiceLoader.load(MmdlSolver.class)) out.add(s);
        return out;
    }


    /** The Gantt chart of one round: sends, receives (results hatched) and computation per processor. */
    static Gantt gantt(MmdlInstance in, RoundSchedule s) {
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < in.p(); i++) rows.add("P" + i + (s.y()[i] < 0 ? " (m)" : s.y()[i] > 0 ? " (w)" : ""));
        Gantt g = new Gantt("MMDL round, T = " + gaplab.plot.Fmt.sig(s.roundTime(), 4) + ", " + s.taskMessages() + " task messages", rows)
                .kind("send tasks", Palette.colour(3)).kind("receive tasks", Palette.colour(0)).kind("compute", Palette.tint(Palette.colour(2), 0.6))
                .kind("send results", Palette.colour(3), true).kind("receive results", Palette.colour(0), true).horizon(s.roundTime(), "round time T");
        boolean lanes = in.overlap();
        for (RoundSchedule.Message m : s.messages()) {
            boolean tasks = m.kind() == RoundSchedule.Kind.TASKS;
            g.bar(m.from(), m.start(), m.end(), tasks ? "send tasks" : "send results", "->" + m.to(), lanes ? 0 : -1);
            g.bar(m.to(), m.start(), m.end(), tasks ? "receive tasks" : "receive results", "<-" + m.from(), lanes ? 0 : -1);
        }
        for (RoundSchedule.Computation c : s.computations())
            g.bar(c.processor(), c.start(), c.end(), "compute", String.format(java.util.Locale.ROOT, "%.3g", c.amount()), lanes ? 1 : -1);
        return g;
    }
}
