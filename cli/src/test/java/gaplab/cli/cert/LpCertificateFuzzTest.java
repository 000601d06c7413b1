package gaplab.cli.cert;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.analysis.unrelated.PreemptiveLp;
import gaplab.certcheck.CertificateCheck;
import gaplab.certify.lp.CollectiveSizeLp;
import gaplab.certify.lp.MmdlFlowLp;
import gaplab.certify.lp.UnrelatedLp;
import gaplab.exact.collective.SizeLp;
import gaplab.exact.mmdl.FlowLp;
import gaplab.model.collective.CollectiveIO;
import gaplab.model.collective.Order;
import gaplab.model.core.InputException;
import gaplab.model.core.Rational;
import gaplab.model.mmdl.MmdlIo;
import gaplab.model.unrelated.UnrelatedFormat;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Jazzer mutates LP certificates (issue 35, item 6): the optimum and an LP's value, entries of the primal
 * and the dual (changed, removed, added under another name), numbers of the instance copy (with or
 * without its hash updated), or the whole certificate.json. {@code certificate check} never throws
 * anything but bad input, and says "certified" only when the claimed optimum is the floating-point LP's
 * optimum of the instance as it now stands (gaplab.exact's FlowLp, SizeLp, gaplab.analysis's
 * PreemptiveLp), to 10⁻⁹. The committed inputs run in every test run; {@code JAZZER_FUZZ=1} fuzzes.
 */
class LpCertificateFuzzTest {
    static final String FIXTURES = "../fixtures/src/main/resources/gaplab/fixtures/";
    static final ObjectMapper JSON = new ObjectMapper();
    static Path[] bases;

    /** Three certificates written once: the MMDL flow LP, the collective size LP, the Lawler–Labetoulle bound. */
    static synchronized Path[] bases() throws Exception {
        if (bases != null) return bases;
        Path root = Files.createTempDirectory("gaplab-lp-fuzz");
        Path m = Path.of(FIXTURES, "mmdl/ten-processors.json"), c = Path.of(FIXTURES, "collective/four-hetero.json"), u = Path.of(FIXTURES, "unrelated/random-10x3.json");
        MmdlFlowLp.certify(MmdlIo.readInstance(m), m, root.resolve("mmdl"), 60);
        CollectiveSizeLp.certify(CollectiveIO.readInstance(c), c, root.resolve("collective"), 60);
        UnrelatedLp.certify(UnrelatedFormat.read(u), "lawler-labetoulle", u, root.resolve("unrelated"), 60);
        bases = new Path[] {root.resolve("mmdl"), root.resolve("collective"), root.resolve("unrelated")};
        return bases;
    }

    @FuzzTest(maxDuration = "10m")
    void lpCertificates(FuzzedDataProvider data) throws Exception {
        Path base = bases()[data.consumeInt(0, bases().length - 1)];
        Path dir = Files.createTempDirectory("gaplab-lp-mutant");
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
            JsonNode cert = JSON.readTree(dir.resolve("certificate.json").toFile());
            String[] pq = cert.get("optimum").asText().split("/");
            double claimed = Rational.of(new BigInteger(pq[0]), pq.length > 1 ? new BigInteger(pq[1]) : BigInteger.ONE).doubleValue();
            Path inst = dir.resolve("instance.json");
            double lp = switch (cert.get("problem").asText()) {
                case "mmdl" -> FlowLp.solve(MmdlIo.readInstance(inst)).roundTime();
                case "collective" -> Math.min(SizeLp.solve(CollectiveIO.readInstance(inst), Order.UNI).value(), SizeLp.solve(CollectiveIO.readInstance(inst), Order.BI).value());
                default -> PreemptiveLp.value(UnrelatedFormat.read(inst));
            };
            assertTrue(Math.abs(lp - claimed) <= 1e-9 * Math.max(1, Math.abs(lp)), "a false 'certified': " + claimed + " vs the LP's " + lp + ": " + o.message());
        } finally {
            try (var s = Files.list(dir)) {
                for (Path f : s.toList()) Files.deleteIfExists(f);
            }
            Files.deleteIfExists(dir);
        }
    }

    private static void mutate(Path dir, FuzzedDataProvider data) throws IOException {
        Path cert = dir.resolve("certificate.json"), inst = dir.resolve("instance.json");
        String fraction = data.consumeInt(-5, 100) + (data.consumeBoolean() ? "/" + data.consumeInt(0, 9) : "");
        switch (data.consumeInt(0, 5)) {
            case 0 -> edit(cert, c -> c.put("optimum", fraction));
            case 1 -> edit(cert, c -> ((ObjectNode) c.get("lps").get(0)).put("value", fraction));
            case 2, 3 -> edit(cert, c -> { // an entry of the primal or the dual: changed, removed, or added under another name
                JsonNode lp = c.get("lps").get(data.consumeInt(0, c.get("lps").size() - 1));
                if (!lp.isObject() || !lp.path("primal").isObject() || !lp.path("dual").isObject()) return;
                ObjectNode values = (ObjectNode) lp.get(data.consumeBoolean() ? "primal" : "dual");
                List<String> names = new ArrayList<>();
                values.fieldNames().forEachRemaining(names::add);
                String name = names.isEmpty() ? "T" : names.get(data.consumeInt(0, names.size() - 1));
                switch (data.consumeInt(0, 2)) {
                    case 0 -> values.put(name, fraction);
                    case 1 -> values.remove(name);
                    default -> values.put(data.pickValue(new String[] {"busy_3", "load_0", "sum", "machine_1", "task_2", "d_1", "x_0_0", "f_1_2", "T", "t", "zz"}), fraction);
                }
            });
            case 4 -> { // a number of the instance, with its hash updated or not
                String s = Files.readString(inst);
                var m = java.util.regex.Pattern.compile("(\\d+)(\\.\\d+)?").matcher(s);
                List<int[]> spans = new ArrayList<>();
                while (m.find()) spans.add(new int[] {m.start(), m.end()});
                if (spans.isEmpty()) return;
                int[] sp = spans.get(data.consumeInt(0, spans.size() - 1));
                Files.writeString(inst, s.substring(0, sp[0]) + data.consumeInt(0, 40) + s.substring(sp[1]));
                if (data.consumeBoolean()) edit(cert, c -> ((ObjectNode) c.get("instance")).put("sha256", CertificateFuzzTest.sha256(inst)));
            }
            default -> Files.write(cert, data.consumeBytes(400));
        }
    }

    interface Edit { void apply(ObjectNode c); }

    private static void edit(Path cert, Edit e) throws IOException {
        ObjectNode c;
        try {
            c = (ObjectNode) JSON.readTree(cert.toFile());
        } catch (IOException | ClassCastException ex) {
            return;
        }
        if (c == null || !c.path("lps").isArray() || c.get("lps").isEmpty() || !c.path("instance").isObject()) return;
        e.apply(c);
        Files.writeString(cert, c.toPrettyString());
    }
}
