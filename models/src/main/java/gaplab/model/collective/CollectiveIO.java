package gaplab.model.collective;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.core.JsonInput.Sign;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Instance and schedule files (JSON).
 *
 * <p>Instance:
 * <pre>
 * { "processors": 4,                 p = 2^k, 2 ≤ p ≤ 65536
 *   "sizes": [4, 2, 2, 1],           d_j (optional; then "total" is required)
 *   "total": 9,                      D (optional when sizes are given; must equal their sum)
 *   "computePerUnit": [1, 1, 2, 2],  w_j, time per unit of data on P_j (one number = all equal),
 *                                    or "speeds": [...] with w_j = 1 / speed_j
 *   "sigmaSend": 1, "tauSend": 0.5,  t_send = σ_s + m·τ_s
 *   "sigmaRecv": 1, "tauRecv": 0.5,  t_recv = σ_r + m·τ_r
 *   "delta": 0.25,                   δ
 *   "gather": {"perUnit": 0, "fixed": 0} }   result of P_j has size perUnit·d_j + fixed (default 0, 0)
 * </pre>
 */
public final class CollectiveIO {
    private CollectiveIO() {}

    public static final int MAX_PROCESSORS = 65536;

    public static CollectiveInstance readInstance(Path file) throws InputException {
        return parse(file.toString(), gaplab.model.core.TextFiles.read(file));
    }

    public static CollectiveInstance parse(String source, String text) throws InputException {
        gaplab.model.core.JsonArrayLimits.check(source, text, java.util.Map.of("sizes", MAX_PROCESSORS), "at most " + MAX_PROCESSORS + " processors; see docs/limits.md");
        return instance(JsonInput.parse(source, text).instanceNumbers());
    }

    static CollectiveInstance instance(JsonInput j) throws InputException {
        j.onlyFields("processors", "sizes", "total", "computePerUnit", "speeds", "sigmaSend", "tauSend",
                "sigmaRecv", "tauRecv", "delta", "gather", "comment");
        long pl = j.integer("processors", 2);
        if (pl > MAX_PROCESSORS) throw j.error("processors = " + pl + " is too many (at most " + MAX_PROCESSORS + ")");
        if (Long.bitCount(pl) != 1)
            throw j.error("processors = " + pl + " is not a power of two; the binomial trees of the model need p = 2^k (k ≥ 1)");
        int p = (int) pl;
        double[] sizes = j.has("sizes") ? j.numbers("sizes", Sign.NON_NEGATIVE, false, p) : null;
        double total;
        if (sizes != null) {
            double s = 0;
            for (double v : sizes) s += v;
            if (Double.isInfinite(s)) throw j.error("the sizes add up to infinity");
            if (j.has("total")) {
                total = j.number("total", Sign.NON_NEGATIVE);
                if (Math.abs(total - s) > 1e-9 * Math.max(1, Math.abs(s)))
                    throw j.error("'total' is " + total + " but the sizes add up to " + s);
            }
            total = s;
        } else {
            if (!j.has("total")) throw j.error("give either 'sizes' (d_j) or 'total' (D)");
            total = j.number("total", Sign.NON_NEGATIVE);
        }
        if (j.has("computePerUnit") && j.has("speeds")) throw j.error("give either 'computePerUnit' or 'speeds', not both");
        double[] w;
        if (j.has("speeds")) {
            double[] sp = perProcessor(j, "speeds", p);
            w = new double[p];
            for (int i = 0; i < p; i++) w[i] = 1 / sp[i];
        } else if (j.has("computePerUnit")) {
            w = perProcessor(j, "computePerUnit", p);
        } else {
            throw j.error("missing field 'computePerUnit' (time per unit of data on each processor) or 'speeds'");
        }
        double ss = j.number("sigmaSend", Sign.NON_NEGATIVE);
        double ts = j.number("tauSend", Sign.NON_NEGATIVE);
        double sr = j.number("sigmaRecv", Sign.NON_NEGATIVE);
        double tr = j.number("tauRecv", Sign.NON_NEGATIVE);
        double delta = j.number("delta", Sign.NON_NEGATIVE);
        double gp = 0, gf = 0;
        if (j.has("gather")) {
            JsonInput g = j.object("gather");
            g.onlyFields("perUnit", "fixed");
            gp = g.number("perUnit", Sign.NON_NEGATIVE, 0);
            gf = g.number("fixed", Sign.NON_NEGATIVE, 0);
        }
        return new CollectiveInstance(p, sizes, total, w, ss, ts, sr, tr, delta, gp, gf);
    }

    private static double[] perProcessor(JsonInput j, String field, int p) throws InputException {
        double[] out = new double[p];
        if (j.node().get(field).isNumber()) {
            double v = j.number(field, Sign.POSITIVE);
            java.util.Arrays.fill(out, v);
            return out;
        }
        return j.numbers(field, Sign.POSITIVE, false, p);
    }

    public static ObjectNode instanceJson(CollectiveInstance in) {
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        o.put("processors", in.processors());
        if (in.hasSizes()) {
            ArrayNode a = o.putArray("sizes");
            for (double v : in.sizes()) a.add(v);
        }
        o.put("total", in.total());
        ArrayNode w = o.putArray("computePerUnit");
        for (double v : in.computePerUnit()) w.add(v);
        o.put("sigmaSend", in.sigmaSend());
        o.put("tauSend", in.tauSend());
        o.put("sigmaRecv", in.sigmaRecv());
        o.put("tauRecv", in.tauRecv());
        o.put("delta", in.delta());
        ObjectNode g = o.putObject("gather");
        g.put("perUnit", in.gatherPerUnit());
        g.put("fixed", in.gatherFixed());
        return o;
    }

    /** The schedule: order, sizes, total and per processor its activities. */
    public static ObjectNode scheduleJson(CollectiveSchedule s) {
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        o.put("order", s.order().key());
        o.put("total", s.total());
        ArrayNode d = o.putArray("sizes");
        for (double v : s.sizes()) d.add(v);
        ArrayNode procs = o.putArray("processors");
        for (int j = 0; j < s.timeline().size(); j++) {
            ObjectNode pr = procs.addObject();
            pr.put("id", j);
            ArrayNode acts = pr.putArray("activities");
            for (Activity a : s.timeline().get(j)) {
                ObjectNode x = acts.addObject();
                x.put("kind", a.kind().key());
                if (a.phase() != null) x.put("phase", a.phase().key());
                x.put("start", a.start());
                x.put("end", a.end());
                if (a.peer() >= 0) x.put("peer", a.peer());
                if (a.kind() != Activity.Kind.WAIT) x.put("size", a.size());
            }
        }
        return o;
    }

    /** Reads what {@link #scheduleJson} writes (extra fields such as method and status are ignored). */
    public static CollectiveSchedule readSchedule(Path file, CollectiveInstance in) throws InputException {
        return schedule(JsonInput.read(file), in);
    }

    public static CollectiveSchedule parseSchedule(String source, String text, CollectiveInstance in) throws InputException {
        return schedule(JsonInput.parse(source, text), in);
    }

    static CollectiveSchedule schedule(JsonInput j, CollectiveInstance in) throws InputException {
        int p = in.processors();
        Order order;
        try {
            order = Order.parse(j.text("order"));
        } catch (IllegalArgumentException e) {
            throw j.error(e.getMessage());
        }
        double[] sizes = j.numbers("sizes", Sign.ANY, false, p);
        JsonInput[] procs = j.objects("processors");
        if (procs.length != p) throw j.error("'processors' has " + procs.length + " entries; the instance has p = " + p);
        List<List<Activity>> timeline = new ArrayList<>();
        for (int i = 0; i < p; i++) {
            JsonInput pr = procs[i];
            long id = pr.integer("id", 0);
            if (id != i) throw j.error("processors[" + i + "] has id " + id + "; expected " + i + " (in order)");
            List<Activity> row = new ArrayList<>();
            for (JsonInput a : pr.objects("activities")) {
                Activity.Kind kind;
                Activity.Phase phase = null;
                try {
                    kind = Activity.Kind.parse(a.text("kind"));
                    if (a.has("phase")) phase = Activity.Phase.parse(a.text("phase"));
                } catch (IllegalArgumentException e) {
                    throw j.error("P" + i + ": " + e.getMessage());
                }
                if ((kind == Activity.Kind.SEND || kind == Activity.Kind.RECV) && phase == null)
                    throw j.error("P" + i + ": a " + kind.key() + " needs a 'phase' (scatter or gather)");
                double start = a.number("start", Sign.ANY);
                double end = a.number("end", Sign.ANY);
                int peer = a.has("peer") ? a.index("peer") : -1;
                double size = a.number("size", Sign.ANY, 0);
                row.add(new Activity(kind, phase, start, end, peer, size));
            }
            timeline.add(row);
        }
        return new CollectiveSchedule(order, sizes, timeline);
    }
}
