package gaplab.certify;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.JsonInput;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The certificate of an optimum V of a task graph without duplication (SPEC §3; docs/certificates.md):
 * the schedule, the instance as gaplab JSON and, unless the critical path or the work bound of
 * computation only is already V, a DRUP proof that {@code dag-order} at horizon V − 1 is
 * unsatisfiable. The optimum and its schedule come from the caller (a verified exact solve).
 */
public final class DagCertifier {
    private DagCertifier() {}

    public static final String CERTIFICATE = CertificateWriter.CERTIFICATE, PROOF = CertificateWriter.PROOF;

    /**
     * Certifies that {@code optimum} is the least makespan of {@code inst} without duplication, with
     * {@code witness} (already verified by the caller) as the schedule that attains it.
     */
    public static CertificateWriter.Result certify(DagInstance inst, Path source, double optimum, Schedule witness, Path dir, CertifySettings settings) throws IOException {
        IntegerDag g;
        try {
            g = IntegerDag.of(inst);
        } catch (IntegerDag.NotInteger e) {
            return CertificateWriter.Result.refused(e.getMessage());
        }
        if (optimum != Math.rint(optimum) || Math.abs(witness.makespan() - optimum) > 1e-9 || witness.duplicates() > 0)
            return CertificateWriter.Result.refused("the optimum " + optimum + " is not the whole makespan of its schedule without copies");
        int v = (int) optimum;
        int[] head = DagOrderEncoding.heads(g), tail = DagOrderEncoding.tails(g);
        long cp = 0, work = 0;
        for (int t = 0; t < g.n(); t++) { cp = Math.max(cp, head[t] + tail[t]); work += g.least(t); }
        long workBound = (work + g.processors() - 1) / g.processors();
        var claim = new CertificateWriter.Claim("dag", "without duplication", DagFormats.instanceToJson(inst), witnessJson(inst, witness), v,
                cp >= v ? "critical-path" : "work", Math.max(cp, workBound));
        return CertificateWriter.write(claim, source, dir, DagOrderEncoding.NAME, DagOrderEncoding.VERSION,
                (h, max) -> DagOrderEncoding.encode(g, h, max), settings);
    }

    /** The schedule as {@code {"makespan", "schedule": [{task, processor, start, end, duplicate}]}} (what {@code dag check} reads). */
    static ObjectNode witnessJson(DagInstance inst, Schedule s) {
        ObjectNode o = JsonInput.MAPPER.createObjectNode();
        o.put("makespan", s.makespan());
        ArrayNode a = o.putArray("schedule");
        for (Schedule.Slot x : s.slots()) {
            ObjectNode e = a.addObject();
            e.put("task", inst.graph().id(x.task()));
            e.put("processor", x.processor());
            e.put("start", x.start());
            e.put("end", x.end());
            e.put("duplicate", x.duplicate());
        }
        return o;
    }
}
