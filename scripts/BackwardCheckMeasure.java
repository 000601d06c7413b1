import gaplab.certcheck.CertificateCheck;
import gaplab.certcheck.RupChecker;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Checks every certificate with a proof under a folder twice in one JVM, backward (the default) and forward
 * ({@code --forward}), and writes one CSV row per certificate (issue 35; docs/certificates.md, "Checking a
 * proof"): the proof's size, the time to certify from the benchmark's CSV (its {@code certify_ms}, the last
 * row with a proof per graph), and per direction the wall-clock and thread-CPU milliseconds of
 * {@code CertificateCheck.check} (witness, re-encoding, hash and proof) and its message. The two directions
 * alternate which goes first (by the folder's position in the order). Only reads the folder.
 * Usage: java -cp cli/target/gaplab.jar scripts/BackwardCheckMeasure.java CERTS BENCH.csv OUT.csv [NAMES]
 * NAMES: a file listing the certificate folders to check, one a line, in that order (default: all, by name).
 */
public class BackwardCheckMeasure {
    public static void main(String[] a) throws Exception {
        Path certs = Path.of(a[0]);
        Map<String, String[]> bench = new HashMap<>();
        List<String> lines = Files.readAllLines(Path.of(a[1]));
        List<String> header = List.of(split(lines.get(0)));
        for (String line : lines.subList(1, lines.size())) {
            String[] c = split(line);
            if (!"proof".equals(c[header.indexOf("certificate")])) continue;
            String name = Path.of(c[0]).getFileName().toString().replaceFirst("\\.[^.]*$", "");
            bench.put(name, new String[]{c[header.indexOf("clauses")], c[header.indexOf("certify_ms")], c[header.indexOf("check_ms")]});
        }
        List<Path> dirs;
        if (a.length > 3) dirs = Files.readAllLines(Path.of(a[3])).stream().filter(n -> !n.isBlank()).map(certs::resolve).toList();
        else try (Stream<Path> s = Files.list(certs)) {
            dirs = s.filter(d -> Files.exists(d.resolve("proof.drat")) || Files.exists(d.resolve("proof.drup"))).sorted().toList();
        }
        var mx = java.lang.management.ManagementFactory.getThreadMXBean();
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(a[2])))) {
            out.println("certificate,format,clauses,proof_bytes,certify_ms,bench_check_ms,backward_ms,backward_cpu_ms,forward_ms,forward_cpu_ms,backward_message,forward_message");
            int k = 0;
            for (Path d : dirs) {
                String name = d.getFileName().toString();
                String[] b = bench.get(name);
                if (b == null) continue;
                boolean drat = Files.exists(d.resolve("proof.drat"));
                long bytes = Files.size(d.resolve(drat ? "proof.drat" : "proof.drup"));
                long[][] t = new long[2][];
                String[] msg = new String[2];
                for (int i = 0; i < 2; i++) {
                    int dir = (i + k) % 2;   // 0 backward, 1 forward
                    long w0 = System.nanoTime(), c0 = mx.getCurrentThreadCpuTime();
                    msg[dir] = CertificateCheck.check(d, dir == 0 ? RupChecker.Direction.BACKWARD : RupChecker.Direction.FORWARD).message();
                    t[dir] = new long[]{(System.nanoTime() - w0) / 1_000_000, (mx.getCurrentThreadCpuTime() - c0) / 1_000_000};
                }
                k++;
                out.printf("\"%s\",%s,%s,%d,%s,%s,%d,%d,%d,%d,\"%s\",\"%s\"%n", name, drat ? "drat" : "drup", b[0], bytes, b[1], b[2],
                        t[0][0], t[0][1], t[1][0], t[1][1], msg[0].replace(',', ';'), msg[1].replace(',', ';'));
                out.flush();
                System.err.printf("%d/%d %s backward %d ms forward %d ms%n", k, dirs.size(), name, t[0][0], t[1][0]);
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
