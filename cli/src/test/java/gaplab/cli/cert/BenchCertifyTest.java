package gaplab.cli.cert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.cli.CliRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench dag --certify DIR} (issue 35; docs/certificates.md, "Certifying a benchmark"): each proven
 * optimum gets a folder DIR/&lt;graph&gt;/ that {@code certificate check} accepts, the CSV gains the
 * certificate's columns, a resumed run keeps its rows, a second run keeps the certificates it finds, and
 * with {@code exact-dup} the certificates are of the optimum with duplication; an STG optimal-value list
 * names its folders with -P&lt;n&gt;.
 */
class BenchCertifyTest {
    static final String SINNEN = CertificateCommandTest.SINNEN, FIXTURE = DupCertificateTest.FIXTURE;

    @Test
    void certifiesResumesAndKeeps(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("certs"), csv = tmp.resolve("rows.csv");
        CliRun.Result r = CliRun.run("bench", "dag", SINNEN, FIXTURE, "--certify", dir.toString(), "--csv", csv.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("certified: 2 of 2 proven optima (by a proof 2, by a bound 0, kept from an earlier run 0); not certified 0; refuted by the checker 0"), r.out());
        for (String g : new String[] {"Fork_Join_Nodes_10_CCR_0.10_WeightType_Random-1_Homogeneous-2", "random10-ccr10-p2"}) {
            CliRun.Result c = CliRun.run("certificate", "check", dir.resolve(g).toString());
            assertEquals(0, c.code(), g + ": " + c.out() + c.err());
        }
        List<String> rows = Files.readAllLines(csv);
        assertTrue(rows.get(0).endsWith(",agreement,certificate,clauses,proof_bytes,certify_ms,check_ms,certificate_note"), rows.get(0));
        assertTrue(rows.get(1).contains(",agrees,proof,63904,") && rows.get(1).contains("\"certified (optimum 548; no schedule has makespan <= 547"), rows.get(1));
        // resumed: both rows are kept, nothing is solved again
        r = CliRun.run("bench", "dag", SINNEN, FIXTURE, "--certify", dir.toString(), "--csv", csv.toString(), "--resume");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("resuming: 2 of 2") && r.out().contains("certified: 2 of 2 proven optima (by a proof 2"), r.out() + r.err());
        // a new run over the same folder keeps the certificates the checker accepts
        r = CliRun.run("bench", "dag", FIXTURE, "--certify", dir.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("kept from an earlier run 1"), r.out());
        // with duplication
        Path dup = tmp.resolve("dup");
        r = CliRun.run("bench", "dag", FIXTURE, "--method", "exact-dup", "--certify", dup.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("certified: 1 of 1 proven optima (by a proof 1"), r.out());
        CliRun.Result c = CliRun.run("certificate", "check", dup.resolve("random10-ccr10-p2").toString());
        assertTrue(c.out().startsWith("certified (optimum 51; no schedule with copies"), c.out());
        // an STG optimal-value list
        Path stg = Files.createDirectories(tmp.resolve("stg"));
        Files.writeString(stg.resolve("g.stg"), "3\n0 0 0\n1 3 1 0\n2 4 1 1\n3 2 1 1\n4 0 2 2 3\n");
        Files.writeString(stg.resolve("opt.csv"), "g.stg,2,7\ng.stg,1,9\n");
        r = CliRun.run("bench", "dag", stg.resolve("opt.csv").toString(), "--certify", tmp.resolve("stg-certs").toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("certified: 2 of 2 proven optima"), r.out());
        assertTrue(Files.exists(tmp.resolve("stg-certs/g-P2/certificate.json")) && Files.exists(tmp.resolve("stg-certs/g-P1/certificate.json")));
    }

    /**
     * An unproven run's best schedule is certified when the proof refutes every better one (as {@code dag certify}
     * does): HEFT's schedules (always FEASIBLE) of three ten-task fork-joins — optimal on the second (411), one
     * unit or more above it on the others (552 against 548, 369 against 365), where the SAT solver finds a better one.
     */
    @Test
    void certifiesAnUnprovenRunsBestScheduleWhenItIsOptimal(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("certs"), csv = tmp.resolve("rows.csv");
        String res = "src/test/resources/gaplab/cli/cert/";
        CliRun.Result r = CliRun.run("bench", "dag", SINNEN, res + "Fork_Join_Nodes_10_CCR_0.10_WeightType_Random-2_Homogeneous-4.dot",
                res + "Fork_Join_Nodes_10_CCR_0.10_WeightType_Random-6_Homogeneous-4.dot", "--method", "heft", "--prover", "sat4j",
                "--certify", dir.toString(), "--csv", csv.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("certified: 0 of 0 proven optima (by a proof 0, by a bound 0, kept from an earlier run 0); not certified 0; refuted by the checker 0; "
                + "best schedules of unproven runs certified optimal by the proof alone: 1 of 3;"), r.out());
        List<String> rows = Files.readAllLines(csv);
        assertTrue(rows.get(1).contains(",FEASIBLE,552,") && rows.get(1).contains(",not-certified,") && rows.get(1).contains("so 552 is not the optimum"), rows.get(1));
        assertTrue(rows.get(2).contains(",FEASIBLE,411,") && rows.get(2).contains(",certified by the proof alone; agrees,proof,")
                && rows.get(2).contains("the best schedule of an unproven run; certified (optimum 411"), rows.get(2));
        assertTrue(rows.get(3).contains(",FEASIBLE,369,") && rows.get(3).contains(",not-certified,"), rows.get(3));
        CliRun.Result c = CliRun.run("certificate", "check", dir.resolve("Fork_Join_Nodes_10_CCR_0.10_WeightType_Random-2_Homogeneous-4").toString());
        assertEquals(0, c.code(), c.out() + c.err());
        assertTrue(!Files.exists(dir.resolve("Fork_Join_Nodes_10_CCR_0.10_WeightType_Random-6_Homogeneous-4").resolve("certificate.json")));
    }
}
