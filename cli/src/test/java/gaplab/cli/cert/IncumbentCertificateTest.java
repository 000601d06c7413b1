package gaplab.cli.cert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.cli.CliRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dag certify} when the method ends FEASIBLE (docs/certificates.md, "Certifying a schedule the method did not
 * prove"): its best, verified schedule is certified when the proof refutes every better one, and not otherwise. The
 * search is stopped by a node budget (work, not time: the same incumbent at every run) with its prunings off. Graphs
 * from ../shared/data/sinnen-optimal ('#' in the names written '-'), published optima 411 and 365 (A*).
 */
class IncumbentCertificateTest {
    private static final String DIR = "src/test/resources/gaplab/cli/cert/";

    /** A search stopped after 1,024 nodes, without the bounds and starts that prove these graphs at once. */
    private static String[] certify(String graph, Path out) {
        List<String> a = new ArrayList<>(List.of("dag", "certify", DIR + graph, "--method", "exact", "--prover", "sat4j", "--out", out.toString()));
        for (String p : new String[]{"node-budget=1024", "probe-share=0", "pilot-nodes=0", "local-search=0", "fan=false", "partition=false",
                "sink-phase=false", "colocation=false", "fork-join-level=false"}) { a.add("--param"); a.add(p); }
        return a.toArray(String[]::new);
    }

    @Test
    void anOptimalIncumbentIsCertifiedByTheProofAlone(@TempDir Path tmp) throws Exception {
        Path d = tmp.resolve("c");
        CliRun.Result r = CliRun.run(certify("Fork_Join_Nodes_10_CCR_0.10_WeightType_Random-2_Homogeneous-4.dot", d));
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified optimum: 411\nby: the proof alone at exact's best 411 (FEASIBLE within 60 s, lower bound 401), Sat4j DRUP proof"), r.out());
        r = CliRun.run("certificate", "check", d.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified (optimum 411; no schedule has makespan <= 410"), r.out());
    }

    @Test
    void aBetterScheduleMeansNoCertificate(@TempDir Path tmp) throws Exception {
        Path d = tmp.resolve("c");
        CliRun.Result r = CliRun.run(certify("Fork_Join_Nodes_10_CCR_0.10_WeightType_Random-6_Homogeneous-4.dot", d));
        assertEquals(1, r.code(), r.out() + r.err());
        assertEquals("not certified: the encoding has a solution with objective <= 368, so 369 is not the optimum; exact's best 369 (FEASIBLE within 60 s, lower bound 350) is not proven optimal\n",
                r.out());
        assertFalse(Files.exists(d.resolve("certificate.json")));
    }
}
