package gaplab.cli.cert;

import static gaplab.cli.cert.CertificateCommandTest.editJson;
import static gaplab.cli.cert.CertificateCommandTest.refuted;
import static gaplab.cli.cert.CertificateCommandTest.rewrite;
import static gaplab.cli.cert.CertificateCommandTest.sha256;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.cli.CliRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grid certify} and {@code unrelated certify} of decimal and fractional data end to end (issue 35;
 * docs/certificates.md, "Grids" and "Unrelated machines"): a grid certified by a proof and one by the
 * shape-area bound, R‖Cmax with the unit 1/3 and 0.25; lowering the optimum by δ, truncating or editing the
 * proof, changing the instance, or overstating the bound or the unit each give exit 1.
 */
class GridCertificateTest {
    static final String GRID = "../fixtures/src/main/resources/gaplab/fixtures/grid/", UNRELATED = "../fixtures/src/main/resources/gaplab/fixtures/unrelated/";

    @TempDir static Path tmp;

    private static Path copy(Path from, String name, java.util.function.Consumer<Path> change) throws IOException {
        return CertificateCommandTest.copy(tmp, from, name, change);
    }

    private static Path certify(String problem, String file, String name, String first) {
        Path dir = tmp.resolve(name);
        CliRun.Result r = CliRun.run(problem, "certify", file, "--proof-format", "drat", "--out", dir.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith(first), r.out());
        return dir;
    }

    private static void certified(Path dir, String first) {
        CliRun.Result r = CliRun.run("certificate", "check", dir.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith(first), r.out());
    }

    @Test
    void aGridByAProofAndItsTampering() throws IOException {
        Path g = certify("grid", "../examples/grid/three-5x5.json", "grid-proof", "certified optimum: 10\nby: exact (optimum), Sat4j DRUP proof");
        certified(g, "certified (optimum 10; no tiling has makespan <= 9: ");
        refuted(copy(g, "g-lower", d -> editJson(d, c -> { c.put("optimum", 9); ((ObjectNode) c.get("encoding")).put("horizon", 8); })), "not the optimum 9");
        refuted(copy(g, "g-horizon", d -> editJson(d, c -> ((ObjectNode) c.get("encoding")).put("horizon", 8))), "not the optimum minus one");
        refuted(copy(g, "g-half", d -> rewrite(d.resolve("proof.drup"), s -> s.substring(0, s.length() / 2))), "proof");
        refuted(copy(g, "g-empty", d -> rewrite(d.resolve("proof.drup"), s -> "0\n")), "does not follow by unit propagation");
        refuted(copy(g, "g-edit", d -> rewrite(d.resolve("proof.drup"), s -> "1 x 0\n" + s)), "proof line 1");
        refuted(copy(g, "g-inst", d -> rewrite(d.resolve("instance.json"), s -> s.replace("\"width\" : 5", "\"width\" : 6"))), "SHA-256");
        // a cheaper PE, its hash updated: the formula differs (and 10 is no longer the optimum)
        refuted(copy(g, "g-inst2", d -> {
            rewrite(d.resolve("instance.json"), s -> s.replace("[ 1, 1, 1 ]", "[ 1, 1, 2 ]"));
            editJson(d, c -> ((ObjectNode) c.get("instance")).put("sha256", sha256(d.resolve("instance.json"))));
        }), "refuted");
        refuted(copy(g, "g-unit", d -> editJson(d, c -> c.put("unit", 0.5))), "the data's unit is 1");
        refuted(copy(g, "g-block", d -> editJson(d, c -> ((ObjectNode) c.get("witness").get("rectangles").get(0)).put("w", 1))), "witness tiling is invalid");
    }

    @Test
    void aDecimalGridByTheShapeAreaBound() throws IOException {
        Path g = certify("grid", GRID + "interior-10x8-5.json", "grid-bound", "certified optimum: 21.6\nby: exact (optimum), bound shape-area");
        certified(g, "certified (optimum 21.6 = shape-area bound)");
        refuted(copy(g, "gb-over", d -> editJson(d, c -> ((ObjectNode) c.get("bound")).put("value", new java.math.BigDecimal("21.7")))), "the shape-area bound is 21.6, not 21.7");
        refuted(copy(g, "gb-lower", d -> editJson(d, c -> c.put("optimum", new java.math.BigDecimal("21.5")))), "not the optimum 21.5");
        refuted(copy(g, "gb-unit", d -> editJson(d, c -> c.put("unit", new java.math.BigDecimal("0.05")))), "the data's unit is 0.1");
    }

    @Test
    void unrelatedMachinesWithFractionalAndDecimalTimes() throws IOException {
        Path u = certify("unrelated", UNRELATED + "paper-fig1.json", "u-third", "certified optimum: 2/3\nby: choco (optimum), Sat4j DRUP proof");
        certified(u, "certified (optimum 2/3; no assignment has makespan <= 1/3: ");
        refuted(copy(u, "ut-lower", d -> editJson(d, c -> { c.put("optimum", "1/3"); ((ObjectNode) c.get("encoding")).put("horizon", 0); })), "not the optimum 1/3");
        refuted(copy(u, "ut-unit", d -> editJson(d, c -> c.put("unit", 1))), "the data's unit is 1/3");
        refuted(copy(u, "ut-between", d -> editJson(d, c -> c.put("optimum", "1/2"))), "not a whole multiple of the unit 1/3");
        Path r = certify("unrelated", UNRELATED + "rank2-8x3.json", "u-quarter", "certified optimum: 13\nby: choco (optimum), Sat4j DRUP proof");
        certified(r, "certified (optimum 13; no assignment has makespan <= 12.75: ");
        refuted(copy(r, "uq-lower", d -> editJson(d, c -> { c.put("optimum", new java.math.BigDecimal("12.75")); ((ObjectNode) c.get("encoding")).put("horizon", 50); })), "not the optimum 12.75");
        refuted(copy(r, "uq-proof", d -> rewrite(d.resolve("proof.drup"), s -> s.substring(0, s.length() / 3))), "proof");
        refuted(copy(r, "uq-inst", d -> {
            rewrite(d.resolve("instance.json"), s -> s.replaceFirst("\\[ 1, 5 \\]", "[ 1, 4 ]"));
            editJson(d, c -> ((ObjectNode) c.get("instance")).put("sha256", sha256(d.resolve("instance.json"))));
        }), "refuted");
        assertTrue(Files.size(r.resolve("proof.drup")) > 10);
    }
}
