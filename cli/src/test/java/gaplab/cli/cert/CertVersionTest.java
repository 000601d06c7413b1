package gaplab.cli.cert;

import static gaplab.cli.cert.CertificateCommandTest.editJson;
import static gaplab.cli.cert.CertificateCommandTest.refuted;
import static gaplab.cli.cert.CertificateCommandTest.copy;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.cli.CliRun;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Certificates of {@code dag-order} version 1 (written before the energy clauses (W) of version 2,
 * docs/certificates.md) stay checkable: the fixture is a certificate of the Sinnen graph
 * {@code InTree-Balanced-MaxBf-3_Nodes_16_CCR_0.98_WeightType_Random#1} on 6 processors written by the
 * benchmark of docs/results/2026-11-27-certificates.md (optimum 38, published by the data set's A* solver),
 * a CaDiCaL DRAT proof of version 1. Claiming version 2 for it changes the formula the checker rebuilds
 * (the graph is small enough for (W)), so the hash no longer matches; an unknown version is refused.
 */
class CertVersionTest {
    static final Path V1 = Path.of("src/test/resources/gaplab/cli/cert/dag-order-v1");

    @Test
    void versionOneStillChecksAndIsNotVersionTwo(@TempDir Path tmp) throws Exception {
        Path v1 = copy(tmp, V1, "v1", d -> {});
        CliRun.Result r = CliRun.run("certificate", "check", v1.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified (optimum 38; no schedule has makespan <= 37: 20818 clauses"), r.out());
        refuted(copy(tmp, v1, "as-v2", d -> editJson(d, c -> ((ObjectNode) c.get("encoding")).put("version", 2))), "formula rebuilt from the instance");
        refuted(copy(tmp, v1, "as-v3", d -> editJson(d, c -> ((ObjectNode) c.get("encoding")).put("version", 3))), "of a version this checker knows");
    }
}
