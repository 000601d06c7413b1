package gaplab.catalog.dag;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.Codec;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Task-graph files (SPEC §3): instances as JSON, Kasahara STG or DOT ({@link DagFormats}); schedules as
 * JSON {@code {"makespan", "schedule": [{task, processor, start, end, duplicate}]}}.
 */
public final class DagCodec implements Codec<DagInstance, Schedule> {

    @Override
    public DagInstance readInstance(Path file) throws InputException { return DagFormats.readInstance(file, null); }

    /**
     * A graph file on a machine ({@code machine}: complete:P, ring:P, mesh:RxC, hypercube:D or a JSON
     * machine file; default the file's own) with optional processor speeds ({@code speeds}: comma-separated,
     * a task takes μ / speed) and, for a workflow, the network's bandwidth ({@code bandwidth}: e.g. 125MB/s,
     * 1Gbit/s or bytes per second; {@link gaplab.model.dag.Bandwidth}; default 1 MB/s). The same options on
     * {@code solve}, {@code check}, {@code study}, {@code bench} and batch requests.
     */
    @Override
    public DagInstance readInstance(Path file, Map<String, String> options) throws InputException {
        for (String k : options.keySet())
            if (!instanceOptions().contains(k)) throw new InputException(file.toString(), "unknown instance option '" + k + "' (known: machine, speeds, bandwidth)");
        DagInstance inst = DagFormats.readInstance(file, options.get("machine"),
                options.containsKey("bandwidth") ? gaplab.model.dag.Bandwidth.parse(options.get("bandwidth")) : null);
        String sp = options.get("speeds");
        if (sp == null) return inst;
        if (inst.hasCostMatrix())
            throw new InputException(file.toString(), "--speeds: the tasks give their time on each processor (a cost matrix); speeds would contradict it");
        String[] parts = sp.split(",", -1);
        double[] speeds = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                speeds[i] = Double.parseDouble(parts[i].strip());
            } catch (NumberFormatException e) {
                throw new InputException("--speeds", "'" + parts[i] + "' is not a number");
            }
        }
        return new DagInstance(inst.graph(), inst.machine().withSpeeds(speeds));
    }

    @Override
    public List<String> instanceOptions() { return List.of("machine", "speeds", "bandwidth"); }

    @Override
    public ObjectNode instanceJson(DagInstance instance) { return DagFormats.instanceToJson(instance); }

    /** Reads back what {@link #instanceJson} writes. */
    public static DagInstance readInstanceFromJson(ObjectNode json) throws InputException {
        JsonInput in = JsonInput.of("instance", json);
        Machine m = Machine.readJson(in.object("machine"));
        return new DagInstance(DagFormats.graphJson(in.object("graph")), m, DagFormats.costMatrix(in.object("graph"), m));
    }

    @Override
    public Schedule readSolution(Path file, DagInstance instance) throws InputException {
        return parseSolution(JsonInput.read(file), instance);
    }

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
            int p = e.index("processor"); // a processor that does not exist is for the checker to reject
            slots.add(new Schedule.Slot(t, p, e.number("start", JsonInput.Sign.NON_NEGATIVE), e.number("end", JsonInput.Sign.NON_NEGATIVE),
                    e.bool("duplicate", false)));
        }
        return new Schedule(slots);
    }
}
