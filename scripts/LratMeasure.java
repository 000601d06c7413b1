import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.certcheck.CertificateCheck;
import gaplab.certcheck.ProofTrimmer;
import gaplab.certify.Cnf;
import gaplab.certify.DagOrderEncoding;
import gaplab.certify.IntegerDag;
import gaplab.model.dag.DagFormats;
import java.io.BufferedOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Trims the DRUP/DRAT proofs of existing {@code dag-order} version 2 certificates to LRAT and compares the checks
 * (issue 35; docs/certificates.md, "LRAT proofs"). Per certificate folder named in NAMES (one a line): rebuilds the
 * formula with the producer's encoder (its SHA-256 must be the certificate's), trims the proof with
 * {@code ProofTrimmer} (wall-clock and thread-CPU ms: what {@code certify} adds to its time), writes a copy of the
 * certificate with {@code proof.lrat} under OUT, and times {@code CertificateCheck.check} of the LRAT copy and of
 * the original (backward DRAT check), alternating which goes first. The certify time is the benchmark's
 * {@code certify_ms} from BENCH.csv. Only reads CERTS.
 * Usage: java -cp CLASSPATH scripts/LratMeasure.java CERTS BENCH.csv OUT OUT.csv NAMES
 */
public class LratMeasure {
    public static void main(String[] a) throws Exception {
        Path certs = Path.of(a[0]), outDir = Path.of(a[2]);
        Map<String, String[]> bench = new HashMap<>();
        List<String> lines = Files.readAllLines(Path.of(a[1]));
        List<String> header = List.of(split(lines.get(0)));
        for (String line : lines.subList(1, lines.size())) {
            String[] c = split(line);
            if (!"proof".equals(c[header.indexOf("certificate")])) continue;
            String name = Path.of(c[0]).getFileName().toString().replaceFirst("\\.[^.]*$", "");
            bench.put(name, new String[]{c[header.indexOf("certify_ms")], c[header.indexOf("check_ms")]});
        }
        ObjectMapper json = new ObjectMapper();
        var mx = java.lang.management.ManagementFactory.getThreadMXBean();
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(a[3])))) {
            out.println("certificate,format,clauses,proof_bytes,certify_ms,bench_check_ms,lemmas,kept,rat_steps,hints,lrat_bytes,trim_ms,trim_cpu_ms,"
                    + "lrat_check_ms,lrat_check_cpu_ms,drat_check_ms,drat_check_cpu_ms,lrat_message,drat_message");
            int k = 0;
            for (String name : Files.readAllLines(Path.of(a[4]))) {
                if (name.isBlank()) continue;
                Path d = certs.resolve(name);
                ObjectNode c = (ObjectNode) json.readTree(d.resolve("certificate.json").toFile());
                if (c.path("encoding").path("version").asInt() != 2) { System.err.println("skipped (not version 2): " + name); continue; }
                String format = c.path("proof_format").asText("drup");
                Path proof = d.resolve(c.path("proof").asText());
                IntegerDag g = IntegerDag.of(DagFormats.readInstance(d.resolve("instance.json"), null), new BigDecimal(c.path("unit").asText()));
                Cnf cnf = DagOrderEncoding.encode(g, c.path("encoding").path("horizon").asInt(), Long.MAX_VALUE);
                if (!cnf.sha256().equals(c.path("encoding").path("sha256").asText())) { System.err.println("skipped (other formula): " + name); continue; }
                List<int[]> clauses = new AbstractList<>() {
                    @Override public int[] get(int i) { return cnf.clause(i); }

                    @Override public int size() { return cnf.clauses(); }
                };
                Path to = outDir.resolve(name);
                Files.createDirectories(to);
                Files.copy(d.resolve("instance.json"), to.resolve("instance.json"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                long w0 = System.nanoTime(), c0 = mx.getCurrentThreadCpuTime();
                ProofTrimmer.Result t;
                try (InputStream in = Files.newInputStream(proof); OutputStream o = new BufferedOutputStream(Files.newOutputStream(to.resolve("proof.lrat")), 1 << 16)) {
                    t = ProofTrimmer.trim(cnf.variables(), clauses, in, format.equals("drat"), o);
                }
                long trimMs = (System.nanoTime() - w0) / 1_000_000, trimCpu = (mx.getCurrentThreadCpuTime() - c0) / 1_000_000;
                ObjectNode lc = c.deepCopy();
                lc.put("proof", "proof.lrat").put("proof_format", "lrat");
                Files.writeString(to.resolve("certificate.json"), lc.toPrettyString() + "\n");
                long[][] time = new long[2][2];
                String[] msg = new String[]{"not trimmed: " + t.reason(), ""};
                for (int i = 0; i < 2; i++) {
                    int which = (i + k) % 2;   // 0 LRAT, 1 the original (backward DRAT)
                    if (which == 0 && !t.written()) continue;
                    long x0 = System.nanoTime(), y0 = mx.getCurrentThreadCpuTime();
                    msg[which] = CertificateCheck.check(which == 0 ? to : d).message();
                    time[which] = new long[]{(System.nanoTime() - x0) / 1_000_000, (mx.getCurrentThreadCpuTime() - y0) / 1_000_000};
                }
                k++;
                String[] b = bench.getOrDefault(name, new String[]{"", ""});
                out.printf("\"%s\",%s,%d,%d,%s,%s,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,\"%s\",\"%s\"%n", name, format, cnf.clauses(), Files.size(proof), b[0], b[1],
                        t.lemmas(), t.kept(), t.ratSteps(), t.hints(), t.written() ? Files.size(to.resolve("proof.lrat")) : 0, trimMs, trimCpu,
                        time[0][0], time[0][1], time[1][0], time[1][1], msg[0].replace(',', ';'), msg[1].replace(',', ';'));
                out.flush();
                System.err.printf("%d %s trim %d/%d ms, lrat check %d/%d ms, drat check %d/%d ms%n", k, name, trimMs, trimCpu, time[0][0], time[0][1], time[1][0], time[1][1]);
            }
        }
    }

    /** A CSV line's fields (quotes around a field that holds commas). */
    static String[] split(String line) {
        List<String> f = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        boolean q = false;
        for (char ch : line.toCharArray()) {
            if (ch == '"') q = !q;
            else if (ch == ',' && !q) { f.add(sb.toString()); sb.setLength(0); }
            else sb.append(ch);
        }
        f.add(sb.toString());
        return f.toArray(new String[0]);
    }
}
