package gaplab.cli.cert;

import static gaplab.cli.cert.CertificateCommandTest.editJson;
import static gaplab.cli.cert.CertificateCommandTest.refuted;
import static gaplab.cli.cert.CertificateCommandTest.rewrite;
import static gaplab.cli.cert.CertificateCommandTest.sha256;
import static gaplab.cli.cert.DecimalCertificateTest.copy;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.certify.CadicalProver;
import gaplab.cli.CliRun;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dag certify --prover cadical} and {@code certificate check} of its DRAT proof end to end (issue 35;
 * docs/certificates.md, "Choosing the prover"). Needs Debian's {@code cadical} (the README's test command
 * installs it with scripts/install-cadical.sh) and fails without it. The certificate is certified; lowering the
 * optimum by one, truncating the proof, editing its lemmas, calling it DRUP when it is DRAT, or changing the
 * instance each give exit 1; {@code --prover cadical} without the binary on the PATH is bad input (exit 2).
 */
class CadicalCertificateTest {
    @Test
    void aCadicalProofIsCertifiedAndItsTamperingsRefuted(@TempDir Path tmp) throws Exception {
        assertNotNull(CadicalProver.find(), "cadical is not on the PATH: run scripts/install-cadical.sh (the README's test command does)");
        Path d = tmp.resolve("cadical");
        CliRun.Result r = CliRun.run("dag", "certify", CertificateCommandTest.SINNEN, "--prover", "cadical", "--proof-format", "drat", "--out", d.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified optimum: 548\nby: exact (optimum), CaDiCaL DRAT proof, 63904 clauses, "), r.out());
        assertTrue(Files.readString(d.resolve("certificate.json")).contains("\"proof_format\" : \"drat\""));
        String proof = Files.readString(d.resolve("proof.drat"));
        assertTrue(proof.contains("\nd "), "CaDiCaL's proof deletes clauses");
        r = CliRun.run("certificate", "check", d.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified (optimum 548; no schedule has makespan <= 547: 63904 clauses, "), r.out());

        refuted(copy(d, "lower", x -> editJson(x, c -> { c.put("optimum", 547); ((ObjectNode) c.get("encoding")).put("horizon", 546); })), "not the optimum 547");
        refuted(copy(d, "half", x -> rewrite(x.resolve("proof.drat"), s -> s.substring(0, s.indexOf("\n0\n")))), "proof");
        refuted(copy(d, "flipped", x -> rewrite(x.resolve("proof.drat"), s -> {
            List<String> out = new ArrayList<>();
            for (String line : s.split("\n")) out.add(line.startsWith("d ") || line.equals("0") ? line : line.startsWith("-") ? line.substring(1) : "-" + line);
            return String.join("\n", out) + "\n";
        })), "proof line");
        refuted(copy(d, "as-lpr", x -> editJson(x, c -> c.put("proof_format", "lpr"))), "is not \"drup\", \"drat\" or \"lrat\"");
        refuted(copy(d, "as-lrat", x -> editJson(x, c -> c.put("proof_format", "lrat"))), "LRAT line 1");
        refuted(copy(d, "inst", x -> {
            rewrite(x.resolve("instance.json"), s -> s.replaceFirst("\"messages\" : (\\d+)", "\"messages\" : 0"));
            editJson(x, c -> ((ObjectNode) c.get("instance")).put("sha256", sha256(x.resolve("instance.json"))));
        }), "formula rebuilt from the instance");
    }

    @Test
    void unrelatedMachinesWithCadical(@TempDir Path tmp) throws Exception {
        Path u = tmp.resolve("u");
        CliRun.Result r = CliRun.run("unrelated", "certify", "../fixtures/src/main/resources/gaplab/fixtures/unrelated/random-10x3.json", "--prover", "cadical", "--proof-format", "drat", "--out", u.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified optimum: 47\nby: choco (optimum), CaDiCaL DRAT proof"), r.out());
        assertEquals(0, CliRun.run("certificate", "check", u.toString()).code());
        refuted(copy(u, "u-lower", x -> editJson(x, c -> { c.put("optimum", 46); ((ObjectNode) c.get("encoding")).put("horizon", 45); })), "not the optimum 46");
    }

    @Test
    void aMissingOrUnknownProverIsBadInput(@TempDir Path tmp) throws Exception {
        CliRun.Result r = CliRun.run("dag", "certify", CertificateCommandTest.SINNEN, "--prover", "minisat", "--out", tmp.resolve("x").toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("'minisat' is not sat4j, cadical or auto"), r.err());
        // the same command in a JVM whose PATH has no cadical
        ProcessBuilder p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", System.getProperty("java.class.path"),
                "gaplab.cli.Main", "dag", "certify", CertificateCommandTest.SINNEN, "--prover", "cadical", "--out", tmp.resolve("y").toString())
                .redirectErrorStream(true);
        p.environment().put("PATH", tmp.resolve("nothing-here").toString());
        Process run = p.start();
        String out = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(run.waitFor(120, TimeUnit.SECONDS));
        assertEquals(2, run.exitValue(), out);
        assertEquals("gaplab: --prover: cadical is not installed (no 'cadical' on the PATH; scripts/install-cadical.sh installs Debian's)\n", out);
    }
}
