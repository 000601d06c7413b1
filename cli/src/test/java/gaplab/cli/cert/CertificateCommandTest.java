package gaplab.cli.cert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.cli.CliRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dag certify} and {@code certificate check} end to end (issue 35): a certificate with a DRUP proof
 * and one by a bound are certified; lowering the claimed optimum, truncating or editing the proof,
 * changing the instance, or overstating a bound each give exit 1 with the reason; unreadable input exit 2.
 */
class CertificateCommandTest {
    static final String SINNEN = "../examples/Fork_Join_Nodes_10_CCR_0.10_WeightType_Random-1_Homogeneous-2.dot";
    static final ObjectMapper JSON = new ObjectMapper();

    @TempDir static Path tmp;
    static Path proved, bounded;

    @BeforeAll
    static void certify() {
        proved = tmp.resolve("proved");
        CliRun.Result r = CliRun.run("dag", "certify", SINNEN, "--prover", "sat4j", "--proof-format", "drat", "--out", proved.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified optimum: 548\n"), r.out());
        bounded = tmp.resolve("bounded");
        r = CliRun.run("dag", "certify", "../fixtures/src/main/resources/gaplab/fixtures/dag/stg50-rand0000.stg", "--machine", "complete:4", "--out", bounded.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified optimum: 66\n"), r.out());
    }

    /** A copy of a certificate folder with one change. */
    static Path copy(Path from, String name, Consumer<Path> change) throws IOException { return copy(tmp, from, name, change); }

    /** A copy, in {@code root}, of a certificate folder with one change. */
    static Path copy(Path root, Path from, String name, Consumer<Path> change) throws IOException {
        Path to = root.resolve(name);
        Files.createDirectories(to);
        try (var s = Files.list(from)) {
            for (Path f : s.toList()) Files.copy(f, to.resolve(f.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        change.accept(to);
        return to;
    }

    static void editJson(Path dir, Consumer<ObjectNode> edit) {
        try {
            ObjectNode c = (ObjectNode) JSON.readTree(dir.resolve("certificate.json").toFile());
            edit.accept(c);
            Files.writeString(dir.resolve("certificate.json"), c.toPrettyString());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static void rewrite(Path file, java.util.function.UnaryOperator<String> f) {
        try {
            Files.writeString(file, f.apply(Files.readString(file)));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static String sha256(Path f) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f)));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    static void refuted(Path dir, String reason) {
        CliRun.Result r = CliRun.run("certificate", "check", dir.toString());
        assertEquals(1, r.code(), dir + ": " + r.out() + r.err());
        assertTrue(r.out().startsWith("refuted: ") && r.out().contains(reason), dir + ": " + r.out());
    }

    @Test
    void bothCertificatesAreCertified() throws IOException {
        CliRun.Result r = CliRun.run("certificate", "check", proved.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified (optimum 548; no schedule has makespan <= 547"), r.out());
        assertTrue(Files.size(proved.resolve("proof.drup")) > 100);
        r = CliRun.run("certificate", "check", bounded.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertEquals("certified (optimum 66 = work bound)\n", r.out());
    }

    @Test
    void loweringTheOptimumByOneIsRefuted() throws IOException {
        refuted(copy(proved, "lower", d -> editJson(d, c -> c.put("optimum", 547))), "not the optimum 547");
        // the horizon lowered with it: the witness still shows 548
        refuted(copy(proved, "lower2", d -> editJson(d, c -> { c.put("optimum", 547); ((ObjectNode) c.get("encoding")).put("horizon", 546); })), "not the optimum 547");
        // only the horizon lowered: the proof is not about V - 1
        refuted(copy(proved, "lower3", d -> editJson(d, c -> ((ObjectNode) c.get("encoding")).put("horizon", 546))), "not the optimum minus one");
    }

    @Test
    void aTruncatedOrEditedProofIsRefuted() throws IOException {
        refuted(copy(proved, "half", d -> rewrite(d.resolve("proof.drup"), s -> s.substring(0, s.length() / 2))), "proof");
        refuted(copy(proved, "noend", d -> rewrite(d.resolve("proof.drup"), s -> s.substring(0, s.lastIndexOf("0\n", s.length() - 3) + 2))), "without the empty clause");
        refuted(copy(proved, "only-empty", d -> rewrite(d.resolve("proof.drup"), s -> "0\n")), "does not follow by unit propagation");
        refuted(copy(proved, "garbage", d -> rewrite(d.resolve("proof.drup"), s -> "1 x 0\n" + s)), "proof line 1");
        refuted(copy(proved, "beyond", d -> rewrite(d.resolve("proof.drup"), s -> "99999999 0\n" + s)), "beyond the formula");
        refuted(copy(proved, "missing", d -> { try { Files.delete(d.resolve("proof.drup")); } catch (IOException e) { throw new IllegalStateException(e); } }), "missing");
        // every lemma negated in its first literal: the first such line no longer follows
        refuted(copy(proved, "flipped", d -> rewrite(d.resolve("proof.drup"), s -> {
            List<String> out = new ArrayList<>();
            for (String line : s.split("\n")) out.add(line.startsWith("d ") || line.equals("0") ? line : line.startsWith("-") ? line.substring(1) : "-" + line);
            return String.join("\n", out) + "\n";
        })), "does not follow by unit propagation");
    }

    @Test
    void aChangedInstanceIsRefuted() throws IOException {
        // changed without its hash
        refuted(copy(proved, "inst", d -> rewrite(d.resolve("instance.json"), s -> s.replaceFirst("\"time\" : (\\d+)", "\"time\" : 1"))), "SHA-256");
        // changed and its hash updated: a shorter task makes the claim false, and the formula differs
        refuted(copy(proved, "inst2", d -> {
            rewrite(d.resolve("instance.json"), s -> s.replaceFirst("\"messages\" : (\\d+)", "\"messages\" : 0"));
            editJson(d, c -> ((ObjectNode) c.get("instance")).put("sha256", sha256(d.resolve("instance.json"))));
        }), "formula rebuilt from the instance");
        refuted(copy(proved, "inst3", d -> {
            rewrite(d.resolve("instance.json"), s -> s.replaceFirst("\"time\" : (\\d+)", "\"time\" : 1000"));
            editJson(d, c -> ((ObjectNode) c.get("instance")).put("sha256", sha256(d.resolve("instance.json"))));
        }), "witness schedule is invalid");
    }

    @Test
    void anOverstatedBoundIsRefuted() throws IOException {
        refuted(copy(bounded, "b1", d -> editJson(d, c -> ((ObjectNode) c.get("bound")).put("value", 67))), "the work bound is 66, not 67");
        refuted(copy(bounded, "b2", d -> editJson(d, c -> ((ObjectNode) c.get("bound")).put("name", "critical-path"))), "critical-path bound");
        refuted(copy(bounded, "b3", d -> editJson(d, c -> ((ObjectNode) c.get("bound")).put("name", "magic"))), "unknown bound");
    }

    @Test
    void unrelatedMachinesToo() throws IOException {
        Path u = tmp.resolve("unrelated");
        CliRun.Result r = CliRun.run("unrelated", "certify", "../fixtures/src/main/resources/gaplab/fixtures/unrelated/random-10x3.json", "--proof-format", "drat", "--out", u.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified optimum: 47\nby: choco (optimum), Sat4j DRUP proof"), r.out());
        r = CliRun.run("certificate", "check", u.toString());
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified (optimum 47; no assignment has makespan <= 46"), r.out());
        refuted(copy(u, "u-lower", d -> editJson(d, c -> { c.put("optimum", 46); ((ObjectNode) c.get("encoding")).put("horizon", 45); })), "not the optimum 46");
        refuted(copy(u, "u-proof", d -> rewrite(d.resolve("proof.drup"), s -> s.substring(0, s.length() / 3))), "proof");
        refuted(copy(u, "u-inst", d -> {
            rewrite(d.resolve("instance.json"), s -> s.replaceFirst("\\[ (\\d+)", "[ 99"));
            editJson(d, c -> ((ObjectNode) c.get("instance")).put("sha256", sha256(d.resolve("instance.json"))));
        }), "refuted");
    }

    @Test
    void unreadableInputIsExit2() throws IOException {
        CliRun.Result r = CliRun.run("certificate", "check", tmp.resolve("nowhere").toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("no certificate.json"), r.err());
        Path bad = copy(proved, "notjson", d -> rewrite(d.resolve("certificate.json"), s -> "{"));
        r = CliRun.run("certificate", "check", bad.toString());
        assertEquals(2, r.code(), r.out() + r.err());
        Path other = copy(proved, "grid", d -> editJson(d, c -> c.put("problem", "grid")));
        r = CliRun.run("certificate", "check", other.toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(r.err().contains("not supported"), r.err());
    }

    @Test
    void certifyRefusesWhatItCannotCertify() throws IOException {
        CliRun.Result r = CliRun.run("dag", "certify", "../examples/formats/split-merge.dax", "--machine", "complete:3", "--speeds", "1,1.5,2", "--out", tmp.resolve("dax").toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("not certified: the data has no unit"), r.out());
        r = CliRun.run("dag", "certify", SINNEN, "--method", "etf+A", "--out", tmp.resolve("dup").toString());
        assertEquals(2, r.code(), r.out() + r.err());
        r = CliRun.run("dag", "certify", SINNEN, "--method", "etf", "--out", tmp.resolve("etf").toString());
        assertEquals(2, r.code(), r.out() + r.err());
        assertTrue(Files.notExists(tmp.resolve("dax").resolve("certificate.json")));
    }
}
