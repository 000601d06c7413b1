package gaplab.certify;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.JsonInput;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;

/**
 * The certificate of an optimum V of a task graph without or with duplication (SPEC §3; docs/certificates.md):
 * the schedule, the instance as gaplab JSON and, unless the critical path, the work bound of
 * computation only or (a join or fork on two processors) the two-processor-join bound is already V, a DRUP proof that {@code dag-order} ({@code dag-dup}) at horizon V − δ is
 * unsatisfiable (δ the data's granularity: 1 for integer data; docs/certificates.md, "Decimal data"). The optimum and its schedule come from the caller (a verified exact solve).
 */
public final class DagCertifier {
    private DagCertifier() {}

    public static final String CERTIFICATE = CertificateWriter.CERTIFICATE, PROOF = CertificateWriter.PROOF;

    /** As {@link #certify(DagInstance, Path, double, Schedule, Path, CertifySettings, BigDecimal, boolean)} for integer data without duplication, in the data's unit (the gcd of its times). */
    public static CertificateWriter.Result certify(DagInstance inst, Path source, double optimum, Schedule witness, Path dir, CertifySettings settings) throws IOException {
        BigDecimal unit;
        try {
            unit = IntegerDag.integerUnit(inst);   // the gcd of the whole times: the unit the checker recomputes
        } catch (IntegerDag.NotInteger e) {
            return CertificateWriter.Result.refused(e.getMessage());
        }
        return certify(inst, source, optimum, witness, dir, settings, unit, false);
    }

    /** The certificate's variant without and with duplication. */
    public static final String WITHOUT = "without duplication", WITH = "with duplication";

    /**
     * Certifies that {@code optimum} is the least makespan of {@code inst} without duplication, with
     * {@code witness} (already verified by the caller) as the schedule that attains it; every duration
     * and delay is a whole multiple of {@code unit} (δ, the data's granularity), and the proof shows that
     * no schedule has makespan ≤ V − δ. With {@code duplication}, V is the least makespan when tasks may be
     * copied (the witness may have copies) and the proof is of {@code dag-dup}, else of {@code dag-order}.
     */
    public static CertificateWriter.Result certify(DagInstance inst, Path source, double optimum, Schedule witness, Path dir, CertifySettings settings,
            BigDecimal unit, boolean duplication) throws IOException {
        IntegerDag g;
        try {
            g = IntegerDag.of(inst, unit);
        } catch (IntegerDag.NotInteger e) {
            return CertificateWriter.Result.refused(e.getMessage());
        }
        Integer steps = steps(optimum, unit);
        if (steps == null || Math.abs(witness.makespan() - optimum) > 1e-9 * Math.max(1, Math.abs(optimum)) || (!duplication && witness.duplicates() > 0))
            return CertificateWriter.Result.refused("the optimum " + optimum + " is not a whole multiple of the unit " + unit.toPlainString()
                    + " and the makespan of its schedule" + (duplication ? "" : " without copies"));
        int v = steps;
        int[] head = DagOrderEncoding.heads(g), tail = DagOrderEncoding.tails(g);
        long cp = 0, work = 0;
        for (int t = 0; t < g.n(); t++) { cp = Math.max(cp, head[t] + tail[t]); work += g.least(t); }
        long workBound = (work + g.processors() - 1) / g.processors();
        String boundName = cp >= v ? "critical-path" : "work";
        long boundValue = Math.max(cp, workBound);
        if (boundValue < v && !duplication) {   // a join or fork on two processors: its least makespan (copies would undercut it)
            long join = JoinBound.of(g);
            if (join >= v) { boundName = "two-processor-join"; boundValue = join; }
        }
        var claim = new CertificateWriter.Claim("dag", duplication ? WITH : WITHOUT, DagFormats.instanceToJson(inst), witnessJson(inst, witness), v, unit,
                boundName, boundValue);
        if (duplication)
            return CertificateWriter.write(claim, source, dir, DagDupEncoding.NAME, DagDupEncoding.VERSION, (h, max) -> DagDupEncoding.encode(g, h, max), settings);
        return CertificateWriter.write(claim, source, dir, DagOrderEncoding.NAME, DagOrderEncoding.VERSION,
                (h, max) -> DagOrderEncoding.encode(g, h, max), settings);
    }

    /** V / δ when it is a whole number (as the exact decimal of V is written), else null. */
    static Integer steps(double optimum, BigDecimal unit) {
        if (!Double.isFinite(optimum) || optimum < 0) return null;
        BigDecimal[] qr = gaplab.model.core.Decimals.exact(optimum).divideAndRemainder(unit);
        if (qr[1].signum() != 0 || qr[0].compareTo(BigDecimal.valueOf(IntegerDag.MAX_VALUE)) > 0) return null;
        return qr[0].intValueExact();
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
