package gaplab.cli.cert;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.catalog.dag.DagProblem;
import gaplab.certcheck.CertificateCheck;
import gaplab.certify.CertifySettings;
import gaplab.certify.DagCertifier;
import gaplab.certify.GridCertifier;
import gaplab.certify.UnrelatedCertifier;
import gaplab.model.grid.GridFormat;
import gaplab.model.grid.GridInstance;
import gaplab.catalog.unrelated.UnrelatedProblem;
import gaplab.model.unrelated.UnrelatedFormat;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Status;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/**
 * Jazzer mutates certificates of task graphs, of R‖Cmax and of a grid, with DRUP (Sat4j) and DRAT (CaDiCaL) proofs and with both trimmed to LRAT (issue 35): the claimed
 * optimum, the horizon, the bound, bytes and lines of the proof, its format, numbers of the instance copy (with or without its hash updated),
 * the witness's starts, machines or blocks, or
 * the whole certificate.json. {@code certificate check} never throws anything but bad input, and it says
 * "certified" only when the branch and bound proves the claimed optimum of the (mutated) instance. The
 * committed inputs run in every test run; {@code JAZZER_FUZZ=1} fuzzes.
 */
class CertificateFuzzTest {
    static final Path FIXTURES = Path.of("../fixtures/src/main/resources/gaplab/fixtures/dag");
    static final Path UNRELATED = Path.of("../fixtures/src/main/resources/gaplab/fixtures/unrelated/random-10x3.json");
    static final Path GRID = Path.of("../examples/grid/three-5x5.json");
    static final ObjectMapper JSON = new ObjectMapper();
    static Path[] bases;

    /**
     * Eight certificates written once: task graphs with two DRUP proofs and one by the work bound, R‖Cmax and a grid with a proof, a task graph with
     * CaDiCaL's DRAT proof; and LRAT proofs (the default) trimmed from Sat4j's DRUP and from CaDiCaL's DRAT.
     */
    static synchronized Path[] bases() throws Exception {
        if (bases != null) return bases;
        CertifySettings drat = CertifySettings.defaults().with(CertifySettings.ProofFormat.DRAT);
        Path root = Files.createTempDirectory("gaplab-cert-fuzz");
        List<Path> out = new ArrayList<>();
        String[][] cases = {{"forkjoin7-ring4.json", null}, {"random10-ccr10-p2.dot", null}, {"stg50-rand0000.stg", "complete:4"}};
        for (String[] c : cases) {
            DagInstance in = DagFormats.readInstance(FIXTURES.resolve(c[0]), c[1]);
            var o = DagProblem.exact().solve(in, Options.defaults().withTimeLimit(30));
            Path dir = root.resolve(c[0]);
            var r = DagCertifier.certify(in, FIXTURES.resolve(c[0]), o.objective(), o.solution(), dir, drat);
            if (!r.written()) throw new IllegalStateException(r.message());
            out.add(dir);
        }
        UnrelatedInstance u = UnrelatedFormat.read(UNRELATED);
        var uo = UnrelatedProblem.PROBLEM.exactSolver().orElseThrow().solve(u, Options.defaults().withTimeLimit(30));
        Path ud = root.resolve("unrelated");
        var ur = UnrelatedCertifier.certify(u, UNRELATED, uo.objective(), uo.solution(), ud, drat);
        if (!ur.written()) throw new IllegalStateException(ur.message());
        out.add(ud);
        GridInstance g = GridFormat.readInstance(GRID);
        var go = new gaplab.exact.grid.GridExact().solve(g, Options.defaults().withTimeLimit(30));
        Path gd = root.resolve("grid");
        var gr = GridCertifier.certify(g, GRID, go.objective(), go.solution(), gd, drat);
        if (!gr.written()) throw new IllegalStateException(gr.message());
        out.add(gd);
        // a DRAT proof from CaDiCaL (the README's test command installs it)
        DagInstance rf = DagFormats.readInstance(FIXTURES.resolve("random10-ccr10-p2.dot"), null);
        var ro = DagProblem.exact().solve(rf, Options.defaults().withTimeLimit(30));
        Path cd = root.resolve("cadical");
        var cadical = drat.with(CertifySettings.Prover.CADICAL, java.util.Objects.requireNonNull(gaplab.certify.CadicalProver.find(), "cadical is not installed"));
        var cr = DagCertifier.certify(rf, FIXTURES.resolve("random10-ccr10-p2.dot"), ro.objective(), ro.solution(), cd, cadical);
        if (!cr.written()) throw new IllegalStateException(cr.message());
        out.add(cd);
        // LRAT: Sat4j's DRUP of the ring graph and CaDiCaL's DRAT of the random graph, trimmed
        DagInstance ring = DagFormats.readInstance(FIXTURES.resolve("forkjoin7-ring4.json"), null);
        var ringOpt = DagProblem.exact().solve(ring, Options.defaults().withTimeLimit(30));
        Path ld = root.resolve("lrat-sat4j");
        var lr = DagCertifier.certify(ring, FIXTURES.resolve("forkjoin7-ring4.json"), ringOpt.objective(), ringOpt.solution(), ld, CertifySettings.defaults());
        if (!lr.written() || !Files.exists(ld.resolve("proof.lrat"))) throw new IllegalStateException(lr.message());
        out.add(ld);
        Path lc = root.resolve("lrat-cadical");
        var lcr = DagCertifier.certify(rf, FIXTURES.resolve("random10-ccr10-p2.dot"), ro.objective(), ro.solution(), lc, cadical.with(CertifySettings.ProofFormat.LRAT));
        if (!lcr.written() || !Files.exists(lc.resolve("proof.lrat"))) throw new IllegalStateException(lcr.message());
        out.add(lc);
        bases = out.toArray(new Path[0]);
        return bases;
    }

    @FuzzTest(maxDuration = "10m")
    void certificates(FuzzedDataProvider data) throws Exception {
        Path base = bases()[data.consumeInt(0, bases().length - 1)];   // every base, the DRAT and LRAT ones included
        Path dir = Files.createTempDirectory("gaplab-cert-mutant");
        try {
            try (var s = Files.list(base)) {
                for (Path f : s.toList()) Files.copy(f, dir.resolve(f.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
            int mutations = data.consumeInt(1, 3);
            for (int i = 0; i < mutations; i++) mutate(dir, data);
            CertificateCheck.Outcome o;
            try {
                o = CertificateCheck.check(dir);
            } catch (InputException badInput) {
                return;
            }
            if (o.code() != 0) return;
            // certified: the claim must be true of the instance as it now stands
            var cert = JSON.readTree(dir.resolve("certificate.json").toFile());
            int claimed = cert.get("optimum").asInt();
            Path copy = dir.resolve("instance.json");
            var exact = switch (cert.get("problem").asText()) {
                case "unrelated" -> UnrelatedProblem.PROBLEM.exactSolver().orElseThrow().solve(UnrelatedFormat.read(copy), Options.defaults().withTimeLimit(30));
                case "grid" -> new gaplab.exact.grid.GridExact().solve(GridFormat.readInstance(copy), Options.defaults().withTimeLimit(30));
                default -> DagProblem.exact().solve(DagFormats.readInstance(copy, null), Options.defaults().withTimeLimit(30));
            };
            assertEquals(Status.OPTIMAL, exact.status());
            assertEquals(exact.objective(), claimed, 1e-9, "a false 'certified': " + o.message());
        } finally {
            try (var s = Files.list(dir)) {
                for (Path f : s.toList()) Files.deleteIfExists(f);
            }
            Files.deleteIfExists(dir);
        }
    }

    private static void mutate(Path dir, FuzzedDataProvider data) throws IOException {
        Path cert = dir.resolve("certificate.json"), inst = dir.resolve("instance.json");
        Path proof = Files.exists(dir.resolve("proof.lrat")) ? dir.resolve("proof.lrat") : Files.exists(dir.resolve("proof.drat")) ? dir.resolve("proof.drat") : dir.resolve("proof.drup");
        switch (data.consumeInt(0, 9)) {
            case 0 -> editJson(cert, c -> c.put("optimum", c.get("optimum").asInt() + data.consumeInt(-3, 3)));
            case 1 -> editJson(cert, c -> { if (c.get("encoding").isObject()) ((ObjectNode) c.get("encoding")).put("horizon", data.consumeInt(-1, 600)); });
            case 2 -> editJson(cert, c -> { if (c.get("bound").isObject()) ((ObjectNode) c.get("bound")).put("value", data.consumeInt(0, 100)).put("name", data.pickValue(new String[]{"work", "critical-path", "x"})); });
            case 3 -> { // one byte of the proof
                if (!Files.exists(proof)) return;
                byte[] b = Files.readAllBytes(proof);
                if (b.length == 0) return;
                b[data.consumeInt(0, b.length - 1)] = data.pickValue(new Byte[]{'0', '1', '-', ' ', '\n', 'd', '7'});
                Files.write(proof, b);
            }
            case 4 -> { // drop, duplicate or insert a proof line; or truncate
                if (!Files.exists(proof)) return;
                List<String> lines = new ArrayList<>(Arrays.asList(Files.readString(proof).split("\n", -1)));
                int at = data.consumeInt(0, lines.size() - 1);
                switch (data.consumeInt(0, 3)) {
                    case 0 -> lines.remove(at);
                    case 1 -> lines.add(at, lines.get(at));
                    case 2 -> lines.add(at, data.consumeInt(-50, 50) + " " + data.consumeInt(-50, 50) + " 0");
                    default -> lines = lines.subList(0, at);
                }
                Files.writeString(proof, String.join("\n", lines));
            }
            case 5 -> { // a number of the instance, with its hash updated or not
                String s = Files.readString(inst);
                var m = java.util.regex.Pattern.compile("(\"(time|messages)\" : |\\[ |, )(\\d+)").matcher(s);
                List<int[]> spans = new ArrayList<>();
                while (m.find()) spans.add(new int[]{m.start(3), m.end(3)});
                if (spans.isEmpty()) return;
                int[] sp = spans.get(data.consumeInt(0, spans.size() - 1));
                Files.writeString(inst, s.substring(0, sp[0]) + data.consumeInt(0, 20) + s.substring(sp[1]));
                if (data.consumeBoolean()) editJson(cert, c -> ((ObjectNode) c.get("instance")).put("sha256", sha256(inst)));
            }
            case 6 -> editJson(cert, c -> { // a witness start (and end), or a machine of the assignment
                var assignment = c.path("witness").path("assignment");
                if (assignment.isArray() && !assignment.isEmpty()) {
                    ((com.fasterxml.jackson.databind.node.ArrayNode) assignment).set(data.consumeInt(0, assignment.size() - 1),
                            JSON.getNodeFactory().numberNode(data.consumeInt(-1, 3)));
                    return;
                }
                var blocks = c.path("witness").path("rectangles");
                if (blocks.isArray() && !blocks.isEmpty()) {
                    ObjectNode b = (ObjectNode) blocks.get(data.consumeInt(0, blocks.size() - 1));
                    String field = data.pickValue(new String[]{"x", "y", "w", "h", "pe"});
                    b.put(field, b.path(field).asInt() + data.consumeInt(-2, 2));
                    return;
                }
                var slots = c.path("witness").path("schedule");
                if (!slots.isArray() || slots.isEmpty()) return;
                ObjectNode e = (ObjectNode) slots.get(data.consumeInt(0, slots.size() - 1));
                double shift = data.consumeInt(-3, 3);
                e.put("start", e.get("start").asDouble() + shift).put("end", e.get("end").asDouble() + shift);
            });
            case 7 -> editJson(cert, c -> c.put("proof", data.pickValue(new String[]{"proof.drup", "proof.drat", "../proof.drup", "instance.json", "", "proof.lrat"})));
            case 8 -> editJson(cert, c -> c.put("proof_format", data.pickValue(new String[]{"drup", "drat", "lrat", ""})));
            default -> Files.write(cert, data.consumeBytes(400));
        }
    }

    interface Edit { void apply(ObjectNode c); }

    private static void editJson(Path cert, Edit e) throws IOException {
        ObjectNode c;
        try {
            c = (ObjectNode) JSON.readTree(cert.toFile());
        } catch (IOException | ClassCastException ex) {
            return;   // already replaced by bytes that are not an object
        }
        if (c == null || c.get("optimum") == null || c.get("encoding") == null || c.get("bound") == null || c.get("instance") == null || c.get("witness") == null) return;
        e.apply(c);
        Files.writeString(cert, c.toPrettyString(), StandardCharsets.UTF_8);
    }

    static String sha256(Path f) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f)));
        } catch (Exception ex) {
            throw new IllegalStateException(ex);
        }
    }
}
