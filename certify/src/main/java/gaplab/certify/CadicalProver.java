package gaplab.certify;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs Debian's {@code cadical} (1.5.3, an external process; installed by {@code scripts/install-cadical.sh})
 * on a formula: the DIMACS text goes to a temporary file beside the proof, CaDiCaL writes its DRAT proof
 * as text ({@code --binary=false}), stops itself at the time limit ({@code -t}), and is killed when it
 * has not ended 5 s later (or when the JVM stops). Exit code 20 is UNSAT, 10 SAT (the model from its {@code v} lines), anything
 * else UNKNOWN. Its CPU time is the process time it reports.
 */
public final class CadicalProver {
    private CadicalProver() {}

    /** The name of the binary looked up on the PATH. */
    public static final String BINARY = "cadical";

    /** The binary on the PATH, or null when there is none. */
    public static Path find() {
        String path = System.getenv("PATH");
        if (path == null) return null;
        for (String d : path.split(java.io.File.pathSeparator)) {
            if (d.isEmpty()) continue;
            Path p = Path.of(d, BINARY);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) return p;
        }
        return null;
    }

    private static final Pattern CPU = Pattern.compile("^c total process time since initialization:\\s+([0-9.]+)\\s+seconds", Pattern.MULTILINE);

    /**
     * Solves {@code cnf} with the binary {@code cadical} within {@code seconds}; writes the DRAT proof (text)
     * to {@code proof}. UNKNOWN when the time limit passed or CaDiCaL failed otherwise.
     */
    public static SatProver.Result solve(Cnf cnf, int seconds, Path proof, Path cadical) throws IOException {
        long t0 = System.nanoTime();
        Path dir = proof.toAbsolutePath().getParent();
        Path input = Files.createTempFile(dir, "formula", ".cnf"), log = Files.createTempFile(dir, "cadical", ".log");
        try {
            try (OutputStream out = Files.newOutputStream(input)) { cnf.write(out); }
            Process p = new ProcessBuilder(List.of(cadical.toString(), "-t", Integer.toString(Math.max(1, seconds)), "--binary=false",
                    input.toString(), proof.toString())).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            Thread hook = new Thread(p::destroyForcibly);   // a JVM that is stopped takes CaDiCaL with it
            Runtime.getRuntime().addShutdownHook(hook);
            boolean ended;
            try {
                ended = p.waitFor(Math.max(1, seconds) + 5L, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                ended = false;
            } finally {
                try { Runtime.getRuntime().removeShutdownHook(hook); } catch (IllegalStateException shuttingDown) { /* the hook runs */ }
            }
            if (!ended) {
                p.destroyForcibly();
                try { p.waitFor(); } catch (InterruptedException e) { Thread.currentThread().interrupt(); }
                return new SatProver.Result(SatProver.Answer.UNKNOWN, null, ms(t0), ms(t0));
            }
            String text = Files.readString(log, StandardCharsets.ISO_8859_1);
            Matcher m = CPU.matcher(text);
            long cpu = m.find() ? Math.round(Double.parseDouble(m.group(1)) * 1000) : ms(t0);
            return switch (p.exitValue()) {
                case 20 -> {
                    // CaDiCaL 1.5.3 writes an empty proof when unit propagation alone refutes the formula: the proof is then the empty clause
                    if (Files.size(proof) == 0) Files.writeString(proof, "0\n");
                    yield new SatProver.Result(SatProver.Answer.UNSAT, null, ms(t0), cpu);
                }
                case 10 -> new SatProver.Result(SatProver.Answer.SAT, model(text, cnf.variables()), ms(t0), cpu);
                default -> new SatProver.Result(SatProver.Answer.UNKNOWN, null, ms(t0), cpu);
            };
        } finally {
            Files.deleteIfExists(input);
            Files.deleteIfExists(log);
        }
    }

    /** The model from the {@code v} lines of a SAT answer. */
    private static boolean[] model(String text, int vars) {
        boolean[] model = new boolean[vars + 1];
        for (String line : text.split("\n")) {
            if (!line.startsWith("v ")) continue;
            for (String x : line.substring(2).trim().split("\\s+")) {
                if (x.isEmpty()) continue;
                int l = Integer.parseInt(x);
                if (l > 0 && l <= vars) model[l] = true;
            }
        }
        return model;
    }

    /** The version CaDiCaL reports ({@code cadical --version}), or "unknown". */
    public static String version(Path cadical) {
        try {
            Process p = new ProcessBuilder(cadical.toString(), "--version").redirectErrorStream(true).start();
            String v = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            return p.waitFor(10, TimeUnit.SECONDS) && !v.isEmpty() ? v : "unknown";
        } catch (IOException e) {
            return "unknown";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown";
        }
    }

    private static long ms(long t0) { return (System.nanoTime() - t0) / 1_000_000; }
}
