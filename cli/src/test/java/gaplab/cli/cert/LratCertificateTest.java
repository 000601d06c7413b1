package gaplab.cli.cert;

import static gaplab.cli.cert.CertificateCommandTest.editJson;
import static gaplab.cli.cert.CertificateCommandTest.refuted;
import static gaplab.cli.cert.CertificateCommandTest.rewrite;
import static gaplab.cli.cert.DecimalCertificateTest.copy;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.catalog.dag.DagProblem;
import gaplab.certify.CadicalProver;
import gaplab.certify.CertifySettings;
import gaplab.certify.DagCertifier;
import gaplab.certify.DagOrderEncoding;
import gaplab.certify.IntegerDag;
import gaplab.cli.CliRun;
import gaplab.model.dag.DagFormats;
import gaplab.model.core.Options;
import gaplab.model.dag.DagInstance;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * LRAT certificates end to end (docs/certificates.md, "LRAT proofs"): {@code dag certify} trims Sat4j's DRUP and
 * CaDiCaL's DRAT proof of the ten-task fork-join to LRAT by default, {@code certificate check} certifies both;
 * lowering the optimum, and every mutant of the proof ({@link LratMutants}: a hint dropped, the conflict moved first,
 * a hint at a deleted or unknown clause, a literal flipped, the proof truncated) give exit 1.
 * {@code --proof-format drat} keeps the solver's proof; an unknown format is bad input.
 */
class LratCertificateTest {
    @Test
    void lratCertificatesAreCertifiedAndTheirTamperingsRefuted(@TempDir Path tmp) throws Exception {
        assertNotNull(CadicalProver.find(), "cadical is not on the PATH: run scripts/install-cadical.sh (the README's test command does)");
        DagInstance in = DagFormats.readInstance(Path.of(CertificateCommandTest.SINNEN), null);
        var formula = BackwardCheckPropertyTest.formula(DagOrderEncoding.encode(IntegerDag.of(in, CertEncodingTest.unit(in)), 547, Long.MAX_VALUE)).clauses();
        for (String prover : new String[]{"sat4j", "cadical"}) {
            Path d = tmp.resolve(prover);
            CliRun.Result r = CliRun.run("dag", "certify", CertificateCommandTest.SINNEN, "--prover", prover, "--out", d.toString());
            assertEquals(0, r.code(), r.out() + r.err());
            assertTrue(r.out().startsWith("certified optimum: 548\nby: exact (optimum), " + (prover.equals("sat4j") ? "Sat4j DRUP" : "CaDiCaL DRAT")
                    + " proof trimmed to LRAT ("), r.out());
            String cert = Files.readString(d.resolve("certificate.json"));
            assertTrue(cert.contains("\"proof_format\" : \"lrat\"") && cert.contains("\"proof\" : \"proof.lrat\""), cert);
            assertFalse(Files.exists(d.resolve("proof.drup")) || Files.exists(d.resolve("proof.drat")), "only the LRAT proof is kept");
            r = CliRun.run("certificate", "check", d.toString());
            assertEquals(0, r.code(), r.out() + r.err());
            assertTrue(r.out().startsWith("certified (optimum 548; no schedule has makespan <= 547: 63904 clauses, ") && r.out().contains(" LRAT lemmas checked)"), r.out());

            refuted(copy(d, prover + "-lower", x -> editJson(x, c -> { c.put("optimum", 547); ((ObjectNode) c.get("encoding")).put("horizon", 546); })), "not the optimum 547");
            refuted(copy(d, prover + "-as-drat", x -> editJson(x, c -> c.put("proof_format", "drat"))), "proof line 1");
            Map<String, String> mutants = LratMutants.all(formula, Files.readString(d.resolve("proof.lrat")), new SplittableRandom(35));
            assertTrue(mutants.containsKey("truncated") && mutants.containsKey("a hint dropped"), mutants.keySet().toString());
            if (prover.equals("cadical")) assertEquals(6, mutants.size(), mutants.keySet().toString());
            int k = 0;
            for (var m : mutants.entrySet())
                refuted(copy(d, prover + "-mutant-" + k++, x -> rewrite(x.resolve("proof.lrat"), s -> m.getValue())),
                        m.getKey().equals("truncated") ? "without the empty clause" : "LRAT line");
        }
    }

    @Test
    void proofFormatDratKeepsTheSolversProofAndAnUnknownFormatIsBadInput(@TempDir Path tmp) throws Exception {
        Path d = tmp.resolve("drat");
        CliRun.Result r = CliRun.run("dag", "certify", CertificateCommandTest.SINNEN, "--prover", "sat4j", "--proof-format", "drat", "--out", d.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified optimum: 548\nby: exact (optimum), Sat4j DRUP proof, 63904 clauses, "), r.out());
        assertTrue(Files.exists(d.resolve("proof.drup")) && !Files.exists(d.resolve("proof.lrat")));
        assertEquals(0, CliRun.run("certificate", "check", d.toString()).code());
        r = CliRun.run("dag", "certify", CertificateCommandTest.SINNEN, "--proof-format", "lpr", "--out", tmp.resolve("x").toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("'lpr' is not lrat or drat"), r.err());
    }

    /**
     * An LRAT proof above the size limit does not cost the certificate: Sat4j's DRUP proof of the ten-task fork-join
     * is smaller than its LRAT (hints on every lemma), so with a limit between the two the certificate keeps the
     * DRUP proof, says why, and is certified; below both it is "proof too large". (Before, the LRAT above the limit
     * was refused although the solver's proof fitted: a sixteen-task in-tree's 156 MB DRAT proof is 271 MB as LRAT.)
     */
    @Test
    void anLratProofAboveTheLimitKeepsTheSolversProof(@TempDir Path tmp) throws Exception {
        DagInstance in = DagFormats.readInstance(Path.of(CertificateCommandTest.SINNEN), null);
        var a = DagProblem.exact().solve(in, Options.defaults().withTimeLimit(60));
        Path src = Path.of(CertificateCommandTest.SINNEN);
        long big = 1L << 30;
        CertifySettings drup = new CertifySettings(60, big, CertifySettings.defaults().maxClauses(), CertifySettings.Prover.SAT4J, null, CertifySettings.ProofFormat.DRAT);
        assertTrue(DagCertifier.certify(in, src, a.objective(), a.solution(), tmp.resolve("drup"), drup).written());
        long drupBytes = Files.size(tmp.resolve("drup").resolve("proof.drup"));
        assertTrue(DagCertifier.certify(in, src, a.objective(), a.solution(), tmp.resolve("lrat"), drup.with(CertifySettings.ProofFormat.LRAT)).written());
        long lratBytes = Files.size(tmp.resolve("lrat").resolve("proof.lrat"));
        assertTrue(lratBytes > drupBytes, "the premise: LRAT " + lratBytes + " bytes, DRUP " + drupBytes);

        long limit = (drupBytes + lratBytes) / 2;
        CertifySettings between = new CertifySettings(60, limit, CertifySettings.defaults().maxClauses(), CertifySettings.Prover.SAT4J, null, CertifySettings.ProofFormat.LRAT);
        Path d = tmp.resolve("between");
        var w = DagCertifier.certify(in, src, a.objective(), a.solution(), d, between);
        assertTrue(w.written(), w.message());
        assertTrue(Files.exists(d.resolve("proof.drup")) && !Files.exists(d.resolve("proof.lrat")), "the solver's proof kept, the LRAT dropped");
        String cert = Files.readString(d.resolve("certificate.json"));
        assertTrue(cert.contains("\"proof_format\" : \"drup\"") && cert.contains("kept as DRUP (its LRAT, " + lratBytes + " bytes, is above the limit of " + limit + ")"), cert);
        CliRun.Result r = CliRun.run("certificate", "check", d.toString());
        assertEquals(0, r.code(), r.out() + r.err());

        CertifySettings below = new CertifySettings(60, drupBytes - 1, CertifySettings.defaults().maxClauses(), CertifySettings.Prover.SAT4J, null, CertifySettings.ProofFormat.LRAT);
        var x = DagCertifier.certify(in, src, a.objective(), a.solution(), tmp.resolve("below"), below);
        assertFalse(x.written());
        assertTrue(x.message().startsWith("not certified: proof too large (" + drupBytes + " bytes"), x.message());
    }
}
