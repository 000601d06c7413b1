package gaplab.cli.cert;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.analysis.unrelated.IdealTimeLp;
import gaplab.analysis.unrelated.PreemptiveLp;
import gaplab.cli.CliRun;
import gaplab.model.core.Rational;
import gaplab.model.unrelated.UnrelatedFormat;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code mmdl certify}, {@code collective certify}, {@code unrelated certify --bound} and {@code certificate
 * check} on LP certificates (docs/certificates.md, "LP optima"): every fixture certified, with the optima its
 * index names (hand derivations); a lowered optimum, a changed dual or primal value, a changed instance (with
 * or without its hash) or a missing ordering each refuted; unreadable input exit 2.
 */
class LpCertificateCommandTest {
    static final String FIXTURES = "../fixtures/src/main/resources/gaplab/fixtures/";
    static final ObjectMapper JSON = new ObjectMapper();

    @TempDir Path tmp;

    /** Each fixture with the optimum its index.json gives (its source is named there), or null. */
    static Stream<Arguments> fixtures() throws IOException {
        Stream.Builder<Arguments> b = Stream.builder();
        for (String problem : new String[] {"mmdl", "collective"})
            for (JsonNode e : JSON.readTree(Path.of(FIXTURES, problem, "index.json").toFile()))
                b.add(Arguments.of(problem, e.get("file").asText(), e.path("optimum").isNumber() ? e.get("optimum").asDouble() : null));
        return b.build();
    }

    private Path certify(String problem, String file, String... more) {
        Path dir = tmp.resolve(problem + "-" + file + String.join("", more));
        String[] args = Stream.concat(Stream.of(problem, "certify", FIXTURES + problem + "/" + file, "--out", dir.toString()), Stream.of(more)).toArray(String[]::new);
        CliRun.Result r = CliRun.run(args);
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("certified "), r.out());
        CliRun.Result c = CliRun.run("certificate", "check", dir.toString());
        assertEquals(0, c.code(), c.out() + c.err());
        assertTrue(c.out().startsWith("certified (LP optimum "), c.out());
        return dir;
    }

    private static Rational optimum(Path dir) throws IOException {
        String[] pq = JSON.readTree(dir.resolve("certificate.json").toFile()).get("optimum").asText().split("/");
        return Rational.of(new BigInteger(pq[0]), pq.length > 1 ? new BigInteger(pq[1]) : BigInteger.ONE);
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void everyMmdlAndCollectiveFixtureIsCertified(String problem, String file, Double known) throws IOException {
        Path dir = certify(problem, file);
        if (known != null) {
            double v = optimum(dir).doubleValue();
            assertTrue(Math.abs(v - known) <= 1e-12 * Math.max(1, known), file + ": " + v + " vs " + known);
        }
    }

    @Test
    void everyUnrelatedFixtureHasBothLpBoundsCertified() throws Exception {
        try (var files = Files.list(Path.of(FIXTURES, "unrelated"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json") && !p.endsWith("index.json")).sorted().toList()) {
                var in = UnrelatedFormat.read(f);
                Path ll = certify("unrelated", f.getFileName().toString(), "--bound", "lawler-labetoulle");
                Path id = certify("unrelated", f.getFileName().toString(), "--bound", "colombet-ideal-time");
                assertEquals(PreemptiveLp.value(in), optimum(ll).doubleValue(), 1e-9 * PreemptiveLp.value(in), f.toString());
                assertEquals(IdealTimeLp.value(in), optimum(id).doubleValue(), 1e-9 * IdealTimeLp.value(in), f.toString());
            }
        }
        // seed 004's Fig. 4 (docs/unrelated.md): t^id = 2 against the preemptive bound 3
        assertEquals(Rational.of(3), optimum(certify("unrelated", "paper-fig4.json", "--bound", "lawler-labetoulle")));
        assertEquals(Rational.of(2), optimum(certify("unrelated", "paper-fig4.json", "--bound", "colombet-ideal-time")));
    }

    /** A copy of the certificate folder with certificate.json edited. */
    private Path edited(Path from, String name, Consumer<ObjectNode> edit) throws IOException {
        Path to = tmp.resolve(name);
        Files.createDirectories(to);
        for (String f : new String[] {"certificate.json", "instance.json"}) Files.copy(from.resolve(f), to.resolve(f));
        ObjectNode c = (ObjectNode) JSON.readTree(to.resolve("certificate.json").toFile());
        edit.accept(c);
        Files.writeString(to.resolve("certificate.json"), c.toPrettyString());
        return to;
    }

    private static void refuted(Path dir, String reason) {
        CliRun.Result r = CliRun.run("certificate", "check", dir.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("refuted: ") && r.out().contains(reason), r.out());
    }

    private static ObjectNode lp(ObjectNode c, int i) { return (ObjectNode) c.get("lps").get(i); }

    /** The first entry of an object of fractions, with its value changed by f. */
    private static void change(ObjectNode values, java.util.function.UnaryOperator<Rational> f) {
        String key = values.fieldNames().next();
        String[] pq = values.get(key).asText().split("/");
        values.put(key, f.apply(Rational.of(new BigInteger(pq[0]), pq.length > 1 ? new BigInteger(pq[1]) : BigInteger.ONE)).toString());
    }

    @Test
    void tamperedCertificatesAreRefuted() throws IOException {
        Path m = certify("mmdl", "ten-processors.json");
        Rational v = optimum(m), less = v.subtract(Rational.of(1, 1000));
        refuted(edited(m, "low", c -> c.put("optimum", less.toString())), "is not the LPs' optimum");
        refuted(edited(m, "low2", c -> { c.put("optimum", less.toString()); lp(c, 0).put("value", less.toString()); }), "the primal objective is");
        refuted(edited(m, "dual", c -> change((ObjectNode) lp(c, 0).get("dual"), y -> y.add(Rational.of(1, 7)))), "dual");
        refuted(edited(m, "dual0", c -> ((ObjectNode) lp(c, 0).get("dual")).remove(((ObjectNode) lp(c, 0).get("dual")).fieldNames().next())), "dual");
        refuted(edited(m, "primal", c -> change((ObjectNode) lp(c, 0).get("primal"), x -> x.multiply(Rational.of(2)))), "primal");
        refuted(edited(m, "row", c -> ((ObjectNode) lp(c, 0).get("dual")).put("busy_99", "1")), "names no row 'busy_99'");
        refuted(edited(m, "frac", c -> ((ObjectNode) lp(c, 0).get("dual")).put("busy_0", "0.5")), "not an object of fractions");
        refuted(edited(m, "ver", c -> lp(c, 0).put("version", 2)), "version 1");
        // the instance changed without and with its hash: every load doubled makes the stated primal and dual wrong
        Path inst = edited(m, "inst", c -> {});
        String doubled = Files.readString(inst.resolve("instance.json")).replace("\"x\" : [ 40.0, 25.0,", "\"x\" : [ 80.0, 50.0,");
        assertTrue(!doubled.equals(Files.readString(inst.resolve("instance.json"))), "the instance copy is written as expected");
        Files.writeString(inst.resolve("instance.json"), doubled);
        refuted(inst, "SHA-256");
        refuted(edited(inst, "inst3", c -> ((ObjectNode) c.get("instance")).put("sha256", sha256(inst.resolve("instance.json")))), "LP mmdl-flow");
        // a collective certificate without one ordering, or with it twice
        Path col = certify("collective", "four-hetero.json");
        refuted(edited(col, "one", c -> ((ArrayNode) c.get("lps")).remove(1)), "does not list the 2 LP(s)");
        refuted(edited(col, "twice", c -> ((ArrayNode) c.get("lps")).set(1, lp(c, 0).deepCopy())), "unexpected or repeated LP");
        // a bound certificate whose stated bound is raised
        Path b = certify("unrelated", "random-10x3.json", "--bound", "lawler-labetoulle");
        refuted(edited(b, "raised", c -> { c.put("optimum", "43"); lp(c, 0).put("value", "43"); }), "the primal objective is");
    }

    private static String sha256(Path f) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f)));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void badInputIsExit2AndTooLargeIsExit1() throws IOException {
        Path bad = tmp.resolve("bad.json");
        Files.writeString(bad, "{\"beta\": 1, \"x\": [1]}");
        assertEquals(2, CliRun.run("mmdl", "certify", bad.toString(), "--out", tmp.resolve("b").toString()).code());
        assertEquals(2, CliRun.run("unrelated", "certify", FIXTURES + "unrelated/paper-fig4.json", "--bound", "nope", "--out", tmp.resolve("c").toString()).code());
        Path m = certify("mmdl", "two-processors.json");
        Files.writeString(m.resolve("instance.json"), "not json");
        Path mm = edited(m, "badinst", c -> ((ObjectNode) c.get("instance")).put("sha256", sha256(m.resolve("instance.json"))));
        assertEquals(2, CliRun.run("certificate", "check", mm.toString()).code());
        StringBuilder x = new StringBuilder("[0");
        for (int i = 1; i < 41; i++) x.append(",1");
        Path big = tmp.resolve("big.json");
        Files.writeString(big, "{\"beta\": 1, \"x\": " + x + "], \"gamma\": " + x.toString().replace("0", "1") + "]}");
        CliRun.Result r = CliRun.run("mmdl", "certify", big.toString(), "--out", tmp.resolve("big").toString());
        assertEquals(1, r.code(), r.out());
        assertTrue(r.out().startsWith("not certified: the flow LP of 41 processors"), r.out());
    }
}
