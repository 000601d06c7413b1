package gaplab.catalog.dag;

import gaplab.analysis.dag.DagBounds;
import gaplab.exact.dag.DagBranchAndBound;
import gaplab.exact.dag.DagChocoModel;
import gaplab.heuristics.dag.Dl;
import gaplab.heuristics.dag.Duplication;
import gaplab.heuristics.dag.Etf;
import gaplab.heuristics.dag.Mh;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.DagSpace;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import gaplab.verify.dag.DagChecker;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.Checker;
import gaplab.model.core.Fixture;
import gaplab.plot.Gantt;
import gaplab.model.core.InputException;
import gaplab.model.core.InstanceSpace;
import gaplab.model.core.JsonInput;
import gaplab.model.core.LowerBound;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import gaplab.fixtures.FixtureFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/** Task graphs with communication delays and duplication (SPEC §3, seed 002). */
public final class DagProblem implements Problem<DagInstance, Schedule> {

    @Override public String name() { return "dag"; }

    @Override public String title() { return "Task graphs with communication delays and duplication"; }

    @Override public String objectiveName() { return "makespan"; }

    @Override
    public DagInstance readInstance(Path file) throws InputException {
        return DagFormats.readInstance(file, null);
    }

    @Override
    public ObjectNode instanceJson(DagInstance instance) { return DagFormats.instanceToJson(instance); }

    /** Reads back what {@link #instanceJson} writes. */
    public DagInstance readInstanceFromJson(ObjectNode json) throws InputException {
        JsonInput in = JsonInput.of("instance", json);
        return new DagInstance(DagFormats.graphJson(in.object("graph")), Machine.readJson(in.object("machine")));
    }

    /** The nine list schedulers (ETF, DL, MH, each with duplication none, A, B). */
    public static List<DagSolver> heuristics() {
        List<DagSolver> l = new ArrayList<>();
        for (Duplication d : Duplication.values()) l.add(new Etf(d));
        for (Duplication d : Duplication.values()) l.add(new Dl(d));
        for (Duplication d : Duplication.values()) l.add(new Mh(d));
        return l;
    }

    /**
     * Warm starts for the exact solvers: every heuristic's schedule (with copies only if allowed), on
     * the whole machine and on its first k processors for every k &lt; P (with expensive communication,
     * fewer processors are often better, and a schedule on a sub-machine is a schedule on the machine).
     */
    public static List<Schedule> warmStarts(DagInstance inst, boolean duplication) {
        List<Schedule> out = new ArrayList<>();
        int P = inst.processors();
        for (int k = P; k >= 1; k--) {
            DagInstance sub = k == P ? inst : new DagInstance(inst.graph(), subMachine(inst.machine(), k));
            for (Duplication d : duplication ? Duplication.values() : new Duplication[]{Duplication.NONE}) {
                out.add(Etf.schedule(sub, d));
                out.add(Dl.schedule(sub, d));
                out.add(Mh.schedule(sub, d));
            }
            if (inst.tasks() * (long) P > 20000) break; // large instances: the whole machine only
        }
        return out;
    }

    static Machine subMachine(Machine m, int k) {
        double[][] l = new double[k][k];
        double[] sp = new double[k];
        for (int i = 0; i < k; i++) { sp[i] = m.speed(i); for (int j = 0; j < k; j++) l[i][j] = m.lambda(i, j); }
        return new Machine(m.spec() + "[0.." + (k - 1) + "]", l, sp);
    }

    public static DagSolver exact() { return new DagBranchAndBound(false, i -> warmStarts(i, false)); }

    public static DagSolver exactDup() { return new DagBranchAndBound(true, i -> warmStarts(i, true)); }

    @Override
    public List<Solver<DagInstance, Schedule>> methods() {
        List<Solver<DagInstance, Schedule>> l = new ArrayList<>();
        l.add(exact());
        l.add(exactDup());
        l.add(new DagChocoModel(i -> warmStarts(i, false)));
        l.addAll(heuristics());
        for (DagSolver s : ServiceLoader.load(DagSolver.class)) l.add(s);
        return l;
    }

    @Override
    public Optional<Solver<DagInstance, Schedule>> exactSolver() { return Optional.of(exact()); }

    /** The variant of methods that copy tasks; they are rated against {@code exact-dup}. */
    public static final String DUPLICATION = "duplication";

    @Override
    public String variant(Solver<DagInstance, Schedule> method) {
        return method instanceof DagSolver d && d.duplicates() ? DUPLICATION : "";
    }

    @Override
    public String variantOf(DagInstance instance, Schedule solution) {
        return solution.slots().stream().anyMatch(Schedule.Slot::duplicate) ? DUPLICATION : "";
    }

    @Override
    public Optional<Solver<DagInstance, Schedule>> exactSolver(String variant) {
        return variant.equals(DUPLICATION) ? Optional.of(exactDup()) : exactSolver();
    }

    /**
     * Every bound of {@link DagBounds} holds with duplication too (each task still runs at least once,
     * and a copy cannot start before its own data is there); the property tests check bound ≤ exact-dup.
     */
    @Override
    public List<LowerBound<DagInstance>> bounds(String variant) { return bounds(); }

    @Override
    public Checker<DagInstance, Schedule> checker() { return new DagChecker(); }

    @Override
    public List<LowerBound<DagInstance>> bounds() { return DagBounds.all(); }

    @Override
    public ObjectNode solutionJson(DagInstance instance, Schedule s) {
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        o.put("makespan", s.makespan());
        ArrayNode a = o.putArray("schedule");
        for (Schedule.Slot x : s.slots()) {
            ObjectNode e = a.addObject();
            e.put("task", instance.graph().id(x.task()));
            e.put("processor", x.processor());
            e.put("start", x.start());
            e.put("end", x.end());
            e.put("duplicate", x.duplicate());
        }
        return o;
    }

    @Override
    public Schedule readSolution(Path file, DagInstance instance) throws InputException {
        return parseSolution(JsonInput.read(file), instance);
    }

    public static Schedule parseSolution(JsonInput in, DagInstance instance) throws InputException {
        TaskGraph g = instance.graph();
        Map<String, Integer> index = new HashMap<>();
        for (int t = 0; t < g.size(); t++) index.put(g.id(t), t);
        List<Schedule.Slot> slots = new ArrayList<>();
        for (JsonInput e : in.objects("schedule")) {
            e.onlyFields("task", "processor", "start", "end", "duplicate");
            JsonNode tn = e.node().get("task");
            if (tn == null || tn.isNull()) throw in.error("a schedule entry has no 'task'");
            Integer t = index.get(tn.asText());
            if (t == null) throw in.error("schedule names task '" + tn.asText() + "', which is not in the graph");
            long p = e.integer("processor", 0);
            if (p >= instance.processors()) throw in.error("task '" + tn.asText() + "' is on processor " + p + " but the machine has " + instance.processors());
            slots.add(new Schedule.Slot(t, (int) p, e.number("start", JsonInput.Sign.NON_NEGATIVE), e.number("end", JsonInput.Sign.NON_NEGATIVE),
                    e.bool("duplicate", false)));
        }
        return new Schedule(slots);
    }

    @Override
    public List<Fixture<DagInstance>> fixtures() {
        List<Fixture<DagInstance>> out = new ArrayList<>();
        List<String> machines = new ArrayList<>();
        try {
            JsonNode idx = JsonInput.MAPPER.readTree(FixtureFiles.read("/gaplab/fixtures/dag/index.json"));
            for (JsonNode e : idx) machines.add(e.hasNonNull("machine") ? e.get("machine").asText() : null);
        } catch (IOException | IllegalStateException e) {
            return out;
        }
        List<FixtureFiles.Entry> entries = FixtureFiles.list("dag");
        for (int i = 0; i < entries.size(); i++) {
            FixtureFiles.Entry e = entries.get(i);
            try {
                String spec = machines.get(i);
                DagInstance inst;
                if (e.file().endsWith(".json")) {
                    JsonInput in = JsonInput.parse(e.location(), e.text());
                    TaskGraph g = DagFormats.graphJson(in.object("graph"));
                    inst = new DagInstance(g, spec != null ? Machine.parse(spec) : Machine.readJson(in.object("machine")));
                } else {
                    TaskGraph g = DagFormats.parseGraph(e.location(), e.text());
                    inst = new DagInstance(g, spec != null ? Machine.parse(spec) : Machine.complete(g.targetProcessors(), 1.0));
                }
                out.add(new Fixture<>(e.name() + (spec != null ? "@" + spec : ""), inst, e.optimum(), e.source()));
            } catch (InputException ex) {
                throw new IllegalStateException("bad fixture " + e.location() + ": " + ex.getMessage());
            }
        }
        return out;
    }

    @Override
    public void writePicture(DagInstance instance, Schedule s, Path svg) throws IOException {
        List<String> rows = new ArrayList<>();
        for (int p = 0; p < instance.processors(); p++) rows.add("P" + p);
        Gantt gt = new Gantt(instance.graph().name() + " on " + instance.machine().spec() + ": makespan " + Machine.num(s.makespan()), rows)
                .kind("task", "#7fb3e6").kind("copy", "#f2b36b");
        for (Schedule.Slot x : s.slots())
            gt.bar(x.processor(), x.start(), x.end(), x.duplicate() ? "copy" : "task", instance.graph().id(x.task()));
        gt.horizon(s.makespan());
        gt.write(svg);
    }

    @Override
    public Optional<InstanceSpace<DagInstance>> space() { return Optional.of(new DagSpace()); }
}
