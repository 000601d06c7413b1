package gaplab.catalog.mmdl;

import gaplab.analysis.mmdl.ClosedForm;
import gaplab.exact.mmdl.ClosedFormSolver;
import gaplab.exact.mmdl.LpSolver;
import gaplab.heuristics.mmdl.NoRedistributionSolver;
import gaplab.heuristics.mmdl.SerialSolver;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.MmdlIo;
import gaplab.model.mmdl.MmdlSolver;
import gaplab.model.mmdl.MmdlSpace;
import gaplab.model.mmdl.RoundSchedule;
import gaplab.verify.mmdl.MmdlChecker;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.Checker;
import gaplab.model.core.Fixture;
import gaplab.plot.Gantt;
import gaplab.model.core.InputException;
import gaplab.model.core.LowerBound;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/** Multi-master divisible load (seed 000, SPEC §1) plugged into the common interface. */
public final class MmdlProblem implements Problem<MmdlInstance, RoundSchedule> {

    @Override
    public String name() { return "mmdl"; }

    @Override
    public String title() { return "Multi-master divisible load (Suda)"; }

    @Override
    public String objectiveName() { return "round time"; }

    @Override
    public MmdlInstance readInstance(Path file) throws InputException { return MmdlIo.readInstance(file); }

    @Override
    public ObjectNode instanceJson(MmdlInstance instance) { return MmdlIo.instanceJson(instance); }

    @Override
    public RoundSchedule readSolution(Path file, MmdlInstance instance) throws InputException {
        return MmdlIo.readSolution(file, instance);
    }

    @Override
    public ObjectNode solutionJson(MmdlInstance instance, RoundSchedule solution) { return MmdlIo.solutionJson(solution); }

    @Override
    public Checker<MmdlInstance, RoundSchedule> checker() { return new MmdlChecker(); }

    @Override
    public List<Solver<MmdlInstance, RoundSchedule>> methods() {
        List<Solver<MmdlInstance, RoundSchedule>> out = new ArrayList<>(List.of(
                new ClosedFormSolver(), new LpSolver(), new SerialSolver(), new NoRedistributionSolver()));
        for (MmdlSolver s : ServiceLoader.load(MmdlSolver.class)) out.add(s);
        return out;
    }

    @Override
    public java.util.Optional<gaplab.model.core.InstanceSpace<MmdlInstance>> space() { return java.util.Optional.of(new MmdlSpace()); }

    @Override
    public List<LowerBound<MmdlInstance>> bounds() {
        return List.of(new LowerBound<>() {
            @Override
            public String name() { return "T_L"; }

            @Override
            public double bound(MmdlInstance instance) { return ClosedForm.lowerT(instance); }
        });
    }

    @Override
    public List<Fixture<MmdlInstance>> fixtures() {
        return gaplab.catalog.BuiltInFixtures.load("mmdl", e -> MmdlIo.parseInstance(e.location(), e.text()));
    }

    @Override
    public void writePicture(MmdlInstance in, RoundSchedule s, Path svg) throws IOException {
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < in.p(); i++) rows.add("P" + i + (s.y()[i] < 0 ? " (m)" : s.y()[i] > 0 ? " (w)" : ""));
        Gantt g = new Gantt("MMDL round, T = " + s.roundTime() + ", " + s.taskMessages() + " task messages", rows)
                .kind("send tasks", "#e4572e").kind("receive tasks", "#29335c").kind("compute", "#a8c686")
                .kind("send results", "#f3a712").kind("receive results", "#669bbc").horizon(s.roundTime());
        boolean lanes = in.overlap();
        for (RoundSchedule.Message m : s.messages()) {
            boolean tasks = m.kind() == RoundSchedule.Kind.TASKS;
            g.bar(m.from(), m.start(), m.end(), tasks ? "send tasks" : "send results", "->" + m.to(), lanes ? 0 : -1);
            g.bar(m.to(), m.start(), m.end(), tasks ? "receive tasks" : "receive results", "<-" + m.from(), lanes ? 0 : -1);
        }
        for (RoundSchedule.Computation c : s.computations())
            g.bar(c.processor(), c.start(), c.end(), "compute", String.format(java.util.Locale.ROOT, "%.3g", c.amount()), lanes ? 1 : -1);
        g.write(svg);
    }
}
