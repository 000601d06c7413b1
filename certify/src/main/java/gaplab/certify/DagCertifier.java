package gaplab.certify;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.model.core.JsonInput;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Writes the certificate of an optimum V of a task graph without duplication (SPEC §3;
 * docs/certificates.md): {@code certificate.json}, a copy of the instance ({@code instance.json}) and,
 * unless a lower bound of computation only already equals V, the DRUP proof ({@code proof.drup}) that
 * the encoding {@code dag-order} at horizon V − 1 is unsatisfiable. The optimum and its schedule come
 * from the caller (a verified exact solve).
 */
public final class DagCertifier {
    private DagCertifier() {}

    public static final String CERTIFICATE = "certificate.json", INSTANCE = "instance.json", PROOF = "proof.drup";

    /** The outcome: written (a certificate in the folder) or not, with the reason; and what was measured. */
    public record Result(boolean written, String message, String method, long proofBytes, long satMillis, int clauses) {}

    /**
     * Certifies that {@code optimum} is the least makespan of {@code inst} without duplication, with
     * {@code witness} (already verified by the caller) as the schedule that attains it.
     */
    public static Result certify(DagInstance inst, Path source, double optimum, Schedule witness, Path dir, CertifySettings settings) throws IOException {
        IntegerDag g;
        try {
            g = IntegerDag.of(inst);
        } catch (IntegerDag.NotInteger e) {
            return new Result(false, "not certified: " + e.getMessage(), "", 0, 0, 0);
        }
        if (optimum != Math.rint(optimum) || Math.abs(witness.makespan() - optimum) > 1e-9)
            return new Result(false, "not certified: the optimum " + optimum + " is not the whole makespan of its schedule", "", 0, 0, 0);
        int v = (int) optimum;
        Files.createDirectories(dir);
        Files.deleteIfExists(dir.resolve(CERTIFICATE));   // a failed run leaves no certificate of an earlier one
        Files.deleteIfExists(dir.resolve(PROOF));
        ObjectNode c = JsonInput.MAPPER.createObjectNode();
        c.put("format", "gaplab-certificate");
        c.put("version", 1);
        c.put("problem", "dag");
        c.put("variant", "without duplication");
        ObjectNode src = c.putObject("source");
        src.put("file", source.getFileName().toString());
        src.put("sha256", sha256(Files.readAllBytes(source)));
        byte[] instanceBytes = (JsonInput.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(DagFormats.instanceToJson(inst)) + "\n")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Files.write(dir.resolve(INSTANCE), instanceBytes);
        ObjectNode in = c.putObject("instance");
        in.put("file", INSTANCE);
        in.put("sha256", sha256(instanceBytes));
        c.put("optimum", v);
        c.set("witness", witnessJson(inst, witness));
        c.put("claim", "no schedule without duplication has makespan <= " + (v - 1));
        int[] head = DagOrderEncoding.heads(g), tail = DagOrderEncoding.tails(g);
        long cp = 0, work = 0;
        for (int t = 0; t < g.n(); t++) { cp = Math.max(cp, head[t] + tail[t]); work += g.least(t); }
        long workBound = (work + g.processors() - 1) / g.processors();
        Result r;
        if (cp >= v || workBound >= v) {
            ObjectNode b = c.putObject("bound");
            b.put("name", cp >= v ? "critical-path" : "work");
            b.put("value", cp >= v ? cp : workBound);
            c.putNull("encoding");
            c.putNull("proof");
            r = new Result(true, "certified optimum: " + v, "bound " + (cp >= v ? "critical-path" : "work"), 0, 0, 0);
        } else {
            c.putNull("bound");
            Cnf cnf;
            try {
                cnf = DagOrderEncoding.encode(g, v - 1, settings.maxClauses());
            } catch (DagOrderEncoding.TooLarge e) {
                return new Result(false, "not certified: encoding too large: " + e.getMessage(), "", 0, 0, 0);
            }
            Path proof = dir.resolve(PROOF);
            SatProver.Result s = SatProver.solve(cnf, settings.satSeconds(), proof);
            if (s.answer() == SatProver.Answer.UNKNOWN) {
                Files.deleteIfExists(proof);
                return new Result(false, "not certified: unproven within the SAT time limit of " + settings.satSeconds() + " s (" + cnf.clauses() + " clauses)", "sat", 0, s.millis(), cnf.clauses());
            }
            if (s.answer() == SatProver.Answer.SAT)
                return new Result(false, "not certified: the encoding has a schedule with makespan <= " + (v - 1) + ", so " + v + " is not the optimum", "sat", 0, s.millis(), cnf.clauses());
            long bytes = Files.size(proof);
            if (bytes > settings.maxProofBytes()) {
                Files.delete(proof);
                return new Result(false, "not certified: proof too large (" + bytes + " bytes, limit " + settings.maxProofBytes() + ")", "sat", bytes, s.millis(), cnf.clauses());
            }
            ObjectNode e = c.putObject("encoding");
            e.put("name", DagOrderEncoding.NAME);
            e.put("version", DagOrderEncoding.VERSION);
            e.put("horizon", v - 1);
            e.put("variables", cnf.variables());
            e.put("clauses", cnf.clauses());
            e.put("sha256", cnf.sha256());
            c.put("proof", PROOF);
            ObjectNode p = c.putObject("producer");
            p.put("solver", "Sat4j 2.3.6 (RupSearchListener, DRUP)");
            p.put("proof_bytes", bytes);
            r = new Result(true, "certified optimum: " + v, "sat", bytes, s.millis(), cnf.clauses());
        }
        Files.writeString(dir.resolve(CERTIFICATE), JsonInput.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(c) + "\n");
        return r;
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

    static String sha256(byte[] data) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Writes the formula's DIMACS text (for inspection: {@code --cnf}). */
    public static void writeCnf(Cnf cnf, OutputStream out) throws IOException { cnf.write(out); }
}
