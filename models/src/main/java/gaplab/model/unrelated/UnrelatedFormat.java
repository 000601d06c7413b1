package gaplab.model.unrelated;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.core.JsonInput.Sign;
import java.nio.file.Path;

/**
 * The instance and assignment files.
 *
 * <pre>
 * {"name": "paper-fig2", "t": [[1, 3], [3, 1]]}                 time matrix, task × machine, "inf" allowed
 * {"name": "speeds-113", "w": [[1], [1]], "s": [[1, 1, 3]]}     rank-l uniform: w task × operation, s operation × machine
 * {"assignment": [0, 1]}                                         task i runs on machine assignment[i] (0-based)
 * </pre>
 */
public final class UnrelatedFormat {
    private UnrelatedFormat() {}

    public static UnrelatedInstance read(Path file) throws InputException {
        String text = gaplab.model.core.TextFiles.read(file);
        limits(file.toString(), text);
        return parse(JsonInput.parse(file.toString(), text).instanceNumbers(), defaultName(file));
    }

    public static UnrelatedInstance parse(String source, String text) throws InputException {
        limits(source, text);
        return parse(JsonInput.parse(source, text).instanceNumbers(), defaultName(Path.of(source)));
    }

    /** The rows of "t" and "w" (tasks) counted before the file is parsed. */
    private static void limits(String source, String text) throws InputException {
        gaplab.model.core.JsonArrayLimits.check(source, text, java.util.Map.of("t", MAX_TASKS, "w", MAX_TASKS), "at most " + MAX_TASKS + " tasks; see docs/limits.md");
    }

    private static String defaultName(Path file) {
        String f = file.getFileName() == null ? "instance" : file.getFileName().toString();
        return f.endsWith(".json") ? f.substring(0, f.length() - 5) : f;
    }

    private static UnrelatedInstance parse(JsonInput in, String fallbackName) throws InputException {
        in.onlyFields("name", "t", "w", "s", "comment");
        String name = in.text("name", fallbackName);
        try {
            if (in.has("t")) {
                if (in.has("w") || in.has("s")) throw in.error("give either 't' (a time matrix) or 'w' and 's' (rank-l uniform), not both");
                return withinLimits(in, UnrelatedInstance.ofTimes(name, in.matrix("t", Sign.POSITIVE, true)));
            }
            if (in.has("w") || in.has("s")) {
                double[][] w = in.matrix("w", Sign.NON_NEGATIVE, false);
                double[][] s = in.matrix("s", Sign.NON_NEGATIVE, false);
                return withinLimits(in, UnrelatedInstance.ofRank(name, w, s));
            }
        } catch (IllegalArgumentException e) {
            throw in.error(e.getMessage());
        }
        throw in.error("missing field 't' (task × machine times) or 'w' and 's' (rank-l uniform)");
    }

    /** The largest instances read (docs/limits.md): the LP bounds and the exact method stay within seconds. */
    public static final int MAX_TASKS = 500, MAX_MACHINES = 64, MAX_CELLS = 4_000;

    private static UnrelatedInstance withinLimits(JsonInput in, UnrelatedInstance inst) throws InputException {
        if (inst.n() > MAX_TASKS || inst.m() > MAX_MACHINES || (long) inst.n() * inst.m() > MAX_CELLS)
            throw in.error(inst.n() + " tasks × " + inst.m() + " machines is too large (at most " + MAX_TASKS + " tasks, " + MAX_MACHINES
                    + " machines and " + MAX_CELLS + " task-machine pairs; see docs/limits.md)");
        return inst;
    }

    /** The instance as JSON: the rank-l form if it was given so, else the time matrix. */
    public static ObjectNode toJson(UnrelatedInstance in) {
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        o.put("name", in.name());
        if (in.isRank()) {
            o.set("w", matrix(in.w()));
            o.set("s", matrix(in.s()));
        } else {
            o.set("t", matrix(in.t()));
        }
        return o;
    }

    private static ArrayNode matrix(double[][] a) {
        ArrayNode rows = JsonInput.MAPPER.createArrayNode();
        for (double[] r : a) {
            ArrayNode row = rows.addArray();
            for (double v : r) {
                if (Double.isInfinite(v)) row.add("inf");
                else if (v == Math.rint(v) && Math.abs(v) < 1e15) row.add((long) v);
                else row.add(v);
            }
        }
        return rows;
    }

    public static Assignment readAssignment(Path file, UnrelatedInstance inst) throws InputException {
        return parseAssignment(JsonInput.read(file), inst);
    }

    public static Assignment parseAssignment(String source, String text, UnrelatedInstance inst) throws InputException {
        return parseAssignment(JsonInput.parse(source, text), inst);
    }

    /** Reads {"assignment": [...]} (other fields, e.g. the rest of 'solve --json', are ignored). */
    private static Assignment parseAssignment(JsonInput in, UnrelatedInstance inst) throws InputException {
        double[] a = in.numbers("assignment", Sign.ANY, false, inst.n());
        int[] mach = new int[a.length];
        for (int i = 0; i < a.length; i++) {
            if (a[i] != Math.rint(a[i])) throw in.error("assignment[" + i + "] must be an integer machine index (got " + a[i] + ")");
            // a machine that does not exist is for the checker to reject (an invalid solution, not bad input)
            mach[i] = a[i] <= Integer.MIN_VALUE ? Integer.MIN_VALUE : a[i] >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) a[i];
        }
        return new Assignment(mach);
    }

    public static ObjectNode assignmentJson(UnrelatedInstance in, Assignment a) {
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        ArrayNode arr = o.putArray("assignment");
        for (int v : a.machine()) arr.add(v);
        double[] loads = a.loads(in);
        o.put("makespan", a.makespan(in));
        ArrayNode l = o.putArray("loads");
        for (double v : loads) l.add(v);
        return o;
    }
}
