package gaplab.cli.cert;

import static gaplab.cli.cert.CertificateCommandTest.editJson;
import static gaplab.cli.cert.CertificateCommandTest.refuted;
import static gaplab.cli.cert.CertificateCommandTest.rewrite;
import static gaplab.cli.cert.DecimalCertificateTest.copy;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.cli.CliRun;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dag certify --method exact-dup} and {@code certificate check} end to end (issue 35;
 * docs/certificates.md, "Task graphs with duplication"): on a fixture whose optimum is 51 with copies and
 * 57 without, both certificates are certified; a certificate with duplication lowered by one, relabelled
 * as without duplication, with a copy taken out of its witness, or with its proof emptied is refuted; and
 * the certificate without duplication relabelled as with duplication is refuted (its proof is of the
 * other encoding).
 */
class DupCertificateTest {
    static final String FIXTURE = "../fixtures/src/main/resources/gaplab/fixtures/dag/random10-ccr10-p2.dot";

    @Test
    void withAndWithoutDuplication(@TempDir Path tmp) throws Exception {
        Path dup = tmp.resolve("dup"), plain = tmp.resolve("plain");
        CliRun.Result r = CliRun.run("dag", "certify", FIXTURE, "--method", "exact-dup", "--out", dup.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified optimum: 51\nby: exact-dup (optimum), Sat4j DRUP proof"), r.out());
        r = CliRun.run("certificate", "check", dup.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified (optimum 51; no schedule with copies has makespan <= 50: "), r.out());
        r = CliRun.run("dag", "certify", FIXTURE, "--out", plain.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified optimum: 57\n"), r.out());
        assertEquals(0, CliRun.run("certificate", "check", plain.toString()).code());

        refuted(copy(dup, "lower", d -> editJson(d, c -> { c.put("optimum", 50); ((ObjectNode) c.get("encoding")).put("horizon", 49); })), "not the optimum 50");
        refuted(copy(dup, "as-plain", d -> editJson(d, c -> c.put("variant", "without duplication"))), "not a schedule without copies");
        refuted(copy(dup, "no-copy", d -> editJson(d, c -> {
            ArrayNode s = (ArrayNode) c.get("witness").get("schedule");
            for (int i = 0; i < s.size(); i++) if (s.get(i).get("duplicate").asBoolean()) { s.remove(i); break; }
        })), "the witness schedule is invalid");
        refuted(copy(dup, "empty-proof", d -> rewrite(d.resolve("proof.drup"), s -> "0\n")), "does not follow by unit propagation");
        refuted(copy(dup, "order", d -> editJson(d, c -> ((ObjectNode) c.get("encoding")).put("name", "dag-order"))), "neither a bound nor the encoding dag-dup");
        // the proof without duplication does not certify the optimum with duplication (here it is not even the optimum)
        refuted(copy(plain, "as-dup", d -> editJson(d, c -> c.put("variant", "with duplication"))), "neither a bound nor the encoding dag-dup");
        refuted(copy(plain, "as-dup2", d -> editJson(d, c -> { c.put("variant", "with duplication"); ((ObjectNode) c.get("encoding")).put("name", "dag-dup").put("version", 1); })),
                "formula rebuilt from the instance");
    }
}
