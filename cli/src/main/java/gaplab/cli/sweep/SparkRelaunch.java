package gaplab.cli.sweep;

import gaplab.model.core.InputException;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code gaplab sweep --spark}: the launcher's jar stays light (no Spark), so the sweep runs in a JVM of
 * the Spark module's jar, {@code spark/target/gaplab-spark.jar}, and Spark's jars beside it in {@code
 * spark-lib/}, with the same arguments and the packages opened that the jar's manifest names ({@code
 * Add-Opens}: what Spark needs on Java 17). {@code GAPLAB_SPARK_JAR} names another copy of that jar.
 */
public final class SparkRelaunch {
    private SparkRelaunch() {}

    static int relaunch(SweepCommand c) throws InputException, IOException, InterruptedException {
        Path jar = sparkJar();
        if (!Files.isRegularFile(jar))
            throw new InputException("--spark", "the Spark module is not built (" + jar + "): run mvn -B -q -pl spark -am package -DskipTests");
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) if (a.startsWith("-X") || a.startsWith("-D")) cmd.add(a);
        for (String pkg : addOpens(jar)) cmd.add("--add-opens=" + pkg + "=ALL-UNNAMED");
        cmd.add("-cp");
        cmd.add(jar + java.io.File.pathSeparator + jar.resolveSibling("spark-lib").resolve("*"));
        cmd.add("gaplab.cli.Main");
        cmd.addAll(c.arguments());
        Process p = new ProcessBuilder(cmd).inheritIO().start();
        Thread stop = new Thread(p::destroy, "spark-driver-stop");
        Runtime.getRuntime().addShutdownHook(stop);
        try {
            return p.waitFor();
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(stop);
            } catch (IllegalStateException e) {
                // shutting down: the hook stops the driver
            }
        }
    }

    /** The packages the jar's manifest opens ({@code Add-Opens}, module/package words). */
    public static List<String> addOpens(Path jar) throws IOException {
        try (java.util.jar.JarFile j = new java.util.jar.JarFile(jar.toFile())) {
            java.util.jar.Manifest m = j.getManifest();
            String v = m == null ? null : m.getMainAttributes().getValue("Add-Opens");
            return v == null ? List.of() : List.of(v.trim().split("\\s+"));
        }
    }

    /** {@code GAPLAB_SPARK_JAR}, else {@code spark/target/gaplab-spark.jar} of the checkout this jar was built in. */
    static Path sparkJar() {
        String env = System.getenv("GAPLAB_SPARK_JAR");
        if (env != null && !env.isBlank()) return Path.of(env);
        try {
            Path self = Path.of(SparkRelaunch.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            // cli/target/gaplab-run.jar (or cli/target/classes) → the checkout
            Path checkout = self.getParent().getParent().getParent();
            return checkout.resolve("spark").resolve("target").resolve("gaplab-spark.jar");
        } catch (URISyntaxException | RuntimeException e) {
            return Path.of("spark", "target", "gaplab-spark.jar");
        }
    }
}
