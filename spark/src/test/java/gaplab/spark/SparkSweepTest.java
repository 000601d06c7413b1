package gaplab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 18: a sweep on Spark gives exactly the rows of the local runner — under {@code local[2]}, with a
 * task that fails on every attempt (an ERROR row, the other rows intact), and on a standalone master and
 * worker started here with Spark's own launch classes, with the driver killed midway and an executor
 * lost, then resumed. Everything runs as a user runs it: the packaged jars in child JVMs (so this runs
 * after {@code package}, in the {@code integration-test} phase).
 */
@Tag("spark")
class SparkSweepTest {
    static final Path MODULE = Path.of("").toAbsolutePath();
    static final Path JAR = MODULE.resolve("target/gaplab-spark.jar");
    static final Path LIB = MODULE.resolve("target/spark-lib");
    static final Path CLI_JAR = MODULE.resolve("../cli/target/gaplab.jar").normalize();
    static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    @Test
    void localTwoGivesTheRowsOfTheLocalRunner() throws Exception {
        Path cfg = config("small", 7, 30);
        assertEquals(0, run(light("sweep", cfg.toString(), "--out", tmp.resolve("here").toString(), "--quiet", "--threads", "2")));
        // the launcher's own path: the light jar hands the sweep to the Spark module's jar
        assertEquals(0, run(light("sweep", cfg.toString(), "--out", tmp.resolve("spark").toString(), "--quiet", "--spark", "local[2]")));
        Map<String, JsonNode> here = rows(tmp.resolve("here")), spark = rows(tmp.resolve("spark"));
        assertEquals(30 * 5, here.size());   // exact, etf, dl and two bounds per instance
        assertEquals(here, spark);
        // resume: nothing is run again
        assertEquals(0, run(light("sweep", cfg.toString(), "--out", tmp.resolve("spark").toString(), "--quiet", "--spark", "local[2]")));
        assertEquals(here.size(), lines(tmp.resolve("spark")).size());
    }

    @Test
    void aTaskThatFailsOnEveryAttemptIsAnErrorRowAndTheOthersAreIntact() throws Exception {
        Path cfg = config("failing", 6, 12);
        assertEquals(0, run(light("sweep", cfg.toString(), "--out", tmp.resolve("here").toString(), "--quiet", "--threads", "2")));
        Map<String, JsonNode> here = rows(tmp.resolve("here"));
        String victim = here.values().stream().filter(r -> r.get("method").asText().equals("etf")).findFirst().orElseThrow().get("job").asText();
        List<String> cmd = driver("-D" + SparkEngine.FAIL_JOBS + "=" + victim);
        cmd.addAll(List.of("sweep", cfg.toString(), "--out", tmp.resolve("spark").toString(), "--quiet", "--spark", "local[2]"));
        assertEquals(1, run(cmd), "a sweep with an ERROR row exits 1");
        Map<String, JsonNode> spark = rows(tmp.resolve("spark"));
        assertEquals(here.keySet(), spark.keySet());
        JsonNode err = spark.get(victim);
        assertEquals("ERROR", err.get("status").asText());
        String note = err.get("note").asText();
        assertTrue(note.contains("failed on every attempt") && note.contains("failed 2 times") && note.contains("injected failure"), note);
        for (String id : here.keySet()) if (!id.equals(victim)) assertEquals(here.get(id), spark.get(id));
    }

    @Test
    void standaloneClusterKilledDriverAndLostExecutorLoseAndRepeatNothing() throws Exception {
        Path cfg = config("cluster", 10, 80, "cpsat");
        assertEquals(0, run(light("sweep", cfg.toString(), "--out", tmp.resolve("here").toString(), "--quiet", "--threads", "2")));
        Map<String, JsonNode> here = rows(tmp.resolve("here"));

        Path home = Files.createDirectories(tmp.resolve("spark-home"));
        Files.createSymbolicLink(home.resolve("jars"), LIB);
        int port = freePort();
        String master = "spark://127.0.0.1:" + port;
        Process m = start(daemon(home, "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port", Integer.toString(port),
                "--webui-port", Integer.toString(freePort())), tmp.resolve("master.log"));
        Process w = start(daemon(home, "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1", "--cores", "2", "--memory", "1g",
                "--work-dir", tmp.resolve("work").toString(), "--webui-port", Integer.toString(freePort()), master), tmp.resolve("worker.log"));
        try {
            waitFor(() -> Files.readString(tmp.resolve("worker.log")).contains("Successfully registered with master"), 60, "the worker registers");
            Path out = tmp.resolve("spark");
            List<String> cmd = driver();
            cmd.addAll(List.of("sweep", cfg.toString(), "--out", out.toString(), "--quiet", "--spark", master));
            // 1. kill the driver once some rows are written
            Process d = start(cmd, tmp.resolve("driver1.log"));
            waitFor(() -> lines(out).size() >= 20, 120, "the first rows");
            d.destroyForcibly().waitFor();
            int afterKill = lines(out).size();
            assertTrue(afterKill < here.size(), "the driver was killed before the end (" + afterKill + " rows)");
            // 2. resume, and lose the executor midway
            Process d2 = start(cmd, tmp.resolve("driver2.log"));
            waitFor(() -> lines(out).size() >= afterKill + 20 || !d2.isAlive(), 120, "rows of the resumed run");
            List<ProcessHandle> executors = w.descendants().toList();
            executors.forEach(ProcessHandle::destroyForcibly);
            assertTrue(d2.waitFor(300, TimeUnit.SECONDS), "the resumed sweep ends");
            assertEquals(0, d2.exitValue(), Files.readString(tmp.resolve("driver2.log")));
            assertEquals(here, rows(out));
            assertEquals(here.size(), lines(out).size(), "no job has two rows");
            assertTrue(Files.readString(tmp.resolve("driver2.log")).contains("resuming: " + afterKill + " of " + here.size()));
        } finally {
            w.destroyForcibly().waitFor();
            m.destroyForcibly().waitFor();
        }
    }

    // ---- helpers

    /** A dag sweep: {@code count} graphs of {@code tasks} tasks, exact, ETF, DL and the best static bound. */
    Path config(String name, int tasks, int count, String... more) throws IOException {
        ObjectNode c = JSON.createObjectNode();
        c.put("name", name);
        c.put("problem", "dag");
        c.put("out", tmp.resolve("unused").toString());
        ObjectNode gen = c.putObject("instances").putObject("generator");
        gen.putObject("size").put("tasks", tasks);
        gen.putObject("seeds").put("from", 1).put("count", count);
        c.putArray("methods").add(JSON.createObjectNode().put("name", "@exact").put("timeLimit", 20))
                .add(JSON.createObjectNode().put("name", "etf")).add(JSON.createObjectNode().put("name", "dl"));
        for (String m : more) ((com.fasterxml.jackson.databind.node.ArrayNode) c.get("methods")).add(JSON.createObjectNode().put("name", m).put("timeLimit", 20));
        c.putArray("bounds").add("critical-path").add("work");
        Path f = tmp.resolve(name + ".json");
        Files.writeString(f, c.toPrettyString());
        return f;
    }

    static List<String> light(String... args) {
        List<String> c = new ArrayList<>(List.of(java(), "-Xss16m", "-cp", CLI_JAR.toString(), "gaplab.cli.Main"));
        c.addAll(List.of(args));
        return c;
    }

    /** The Spark module's jar as {@code gaplab sweep --spark} starts it. */
    static List<String> driver(String... jvm) throws IOException {
        List<String> c = new ArrayList<>(List.of(java(), "-Xss16m"));
        c.addAll(List.of(jvm));
        for (String p : opens()) c.add("--add-opens=" + p + "=ALL-UNNAMED");
        c.addAll(List.of("-cp", JAR + ":" + LIB + "/*", "gaplab.cli.Main"));
        return c;
    }

    static List<String> daemon(Path home, String main, String... args) throws IOException {
        List<String> c = new ArrayList<>(List.of(java(), "-Xmx512m"));
        for (String p : opens()) c.add("--add-opens=" + p + "=ALL-UNNAMED");
        c.addAll(List.of("-cp", LIB + "/*", main));
        c.addAll(List.of(args));
        return c;
    }

    static List<String> opens() throws IOException { return gaplab.cli.sweep.SparkRelaunch.addOpens(JAR); }

    static String java() { return Path.of(System.getProperty("java.home"), "bin", "java").toString(); }

    Process start(List<String> cmd, Path log) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("SPARK_HOME", tmp.resolve("spark-home").toString());
        pb.environment().put("SPARK_SCALA_VERSION", "2.12");
        pb.environment().remove("GAPLAB_SPARK_JAR");
        return pb.start();
    }

    int run(List<String> cmd) throws Exception {
        Path log = Files.createTempFile(tmp, "run", ".log");
        Process p = start(cmd, log);
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "finished: " + cmd);
        if (p.exitValue() > 1) System.err.println(Files.readString(log));
        assertFalse(Files.readString(log).contains("Exception in thread"), Files.readString(log));
        return p.exitValue();
    }

    interface Check { boolean ok() throws Exception; }

    static void waitFor(Check c, int seconds, String what) throws Exception {
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        while (!c.ok()) {
            assertTrue(System.nanoTime() < end, "waited " + seconds + " s for " + what);
            Thread.sleep(200);
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) { return s.getLocalPort(); }
    }

    static List<String> lines(Path out) throws IOException {
        Path f = out.resolve("results.jsonl");
        if (!Files.exists(f)) return List.of();
        return Files.readAllLines(f).stream().filter(l -> !l.isBlank()).toList();
    }

    /** The rows by job id, without their time (the one field that varies). */
    static Map<String, JsonNode> rows(Path out) throws IOException {
        Map<String, JsonNode> m = new TreeMap<>();
        for (String l : lines(out)) {
            ObjectNode r = (ObjectNode) JSON.readTree(l);
            r.remove("millis");
            m.put(r.get("job").asText(), r);
        }
        return m;
    }
}
