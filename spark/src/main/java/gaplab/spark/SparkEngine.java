package gaplab.spark;

import gaplab.lab.sweep.PortableJob;
import gaplab.lab.sweep.ResultRow;
import gaplab.lab.sweep.SweepEngine;
import gaplab.model.core.InputException;
import java.io.Serializable;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.SimpleFutureAction;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import scala.collection.JavaConverters;
import scala.runtime.AbstractFunction0;
import scala.runtime.AbstractFunction1;
import scala.runtime.AbstractFunction2;
import scala.runtime.BoxedUnit;

/**
 * Runs a sweep's jobs as Apache Spark tasks (issue 18): one partition per job, so Spark spreads them
 * over every executor core and retries a failed task on its own. The driver (this JVM) keeps the
 * results file: each row is handed to the sweep the moment its task's result arrives, so a killed
 * driver loses only the jobs in flight, and a lost executor only the tasks Spark runs again.
 *
 * <p>A task that fails on every attempt ({@code spark.task.maxFailures}, default 4 on a cluster; gaplab
 * runs {@code local[N]} as {@code local[N,2]}, one retry) aborts Spark's job; the jobs without a row are
 * then submitted once more, each alone, so the one that fails again is written as an ERROR row naming
 * Spark's reason and every other still gets its row. If the Spark context itself is gone (the cluster
 * is lost), nothing is written for the unfinished jobs: the sweep stops and a re-run resumes them.
 */
public final class SparkEngine implements SweepEngine {

    /** {@code --spark submit}: the master that {@code spark-submit} set. */
    public static final String SUBMIT = "submit";

    /**
     * Fault injection for the tests (a Spark setting, e.g. {@code -Dspark.gaplab.test.failJobs=ID,ID}):
     * the tasks of these job ids throw on every attempt, as a task whose executor dies would.
     */
    public static final String FAIL_JOBS = "spark.gaplab.test.failJobs";

    @Override
    public String name() { return "spark"; }

    @Override
    public void run(String where, String appName, List<PortableJob> jobs, Consumer<ResultRow> done) throws InputException {
        if (jobs.isEmpty()) return;
        SparkConf conf = new SparkConf().setAppName(appName).set("spark.ui.showConsoleProgress", "false");
        if (!where.equals(SUBMIT)) conf.setMaster(master(where));
        else if (!conf.contains("spark.master")) throw new InputException("--spark submit", "no Spark master set: run through spark-submit --master URL, or give --spark URL");
        if (!conf.contains("spark.jars")) ownJar().ifPresent(j -> conf.setJars(new String[]{j}));
        try (JavaSparkContext sc = new JavaSparkContext(conf)) {
            Set<String> failing = new java.util.HashSet<>(List.of(conf.get(FAIL_JOBS, "").split(",")));
            JavaRDD<String> rows = sc.parallelize(jobs, jobs.size()).map(new RunJob(failing));
            ConcurrentHashMap<Integer, Boolean> handed = new ConcurrentHashMap<>();
            AtomicReference<RuntimeException> driverFailure = new AtomicReference<>();
            List<Integer> all = new ArrayList<>();
            for (int i = 0; i < jobs.size(); i++) all.add(i);
            Throwable failed = await(submit(sc, rows, all, handed, driverFailure, done));
            if (driverFailure.get() != null) throw driverFailure.get();
            if (failed == null) return;
            // a task failed on every attempt: run each job still without a row alone, to find which
            if (sc.sc().isStopped()) throw new IllegalStateException("Spark stopped: " + firstLine(failed));
            List<SimpleFutureAction<BoxedUnit>> alone = new ArrayList<>();
            List<Integer> left = new ArrayList<>();
            for (int i : all) if (!handed.containsKey(i)) { left.add(i); alone.add(submit(sc, rows, List.of(i), handed, driverFailure, done)); }
            for (int k = 0; k < left.size(); k++) {
                Throwable again = await(alone.get(k));
                if (driverFailure.get() != null) throw driverFailure.get();
                if (again == null) continue;
                if (sc.sc().isStopped()) throw new IllegalStateException("Spark stopped: " + firstLine(again));
                if (handed.putIfAbsent(left.get(k), true) == null)
                    done.accept(jobs.get(left.get(k)).errorRow("error: the Spark task failed on every attempt: " + firstLine(again)));
            }
        }
    }

    /** Submits the partitions as one Spark job whose results are handed over as they arrive. */
    private static SimpleFutureAction<BoxedUnit> submit(JavaSparkContext sc, JavaRDD<String> rows, List<Integer> partitions,
                                                        ConcurrentHashMap<Integer, Boolean> handed, AtomicReference<RuntimeException> driverFailure,
                                                        Consumer<ResultRow> done) {
        return sc.sc().submitJob(rows.rdd(), new Collect(), JavaConverters.asScalaBuffer(new ArrayList<Object>(partitions)).toSeq(),
                new Hand(handed, driverFailure, done), new Unit());
    }

    /** The failure of a Spark job, or null when it finished. */
    private static Throwable await(SimpleFutureAction<BoxedUnit> f) {
        try {
            f.get();
            return null;
        } catch (Exception e) {
            return e;
        }
    }

    /** Spark's reason: the "Job aborted ..." message in the chain of causes (else the innermost), first line. */
    private static String firstLine(Throwable t) {
        Throwable r = t;
        for (Throwable c = t; c != null; c = c.getCause()) {
            r = c;
            if (String.valueOf(c.getMessage()).startsWith("Job aborted")) break;
        }
        String m = String.valueOf(r.getMessage());
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }

    private static final Pattern LOCAL = Pattern.compile("local(?:\\[(\\d+|\\*)\\])?");

    /** The master URL as given, except that {@code local[N]} retries a failed task once ({@code local[N,2]}). */
    static String master(String where) throws InputException {
        if (where.isBlank()) throw new InputException("--spark", "give a master URL: local[N], spark://HOST:PORT, or submit (under spark-submit)");
        Matcher m = LOCAL.matcher(where);
        if (m.matches()) return "local[" + (m.group(1) == null ? "1" : m.group(1)) + ",2]";
        return where;
    }

    /** The jar this class was loaded from (the shaded gaplab-spark jar), which executors need on a cluster. */
    static Optional<String> ownJar() {
        try {
            Path p = Path.of(SparkEngine.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Files.isRegularFile(p) ? Optional.of(p.toString()) : Optional.empty();
        } catch (URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** On an executor: one job run, its row as a line. */
    private record RunJob(Set<String> failing) implements org.apache.spark.api.java.function.Function<PortableJob, String> {
        @Override
        public String call(PortableJob j) {
            if (failing.contains(j.id())) throw new IllegalStateException("injected failure of job " + j.id() + " (" + FAIL_JOBS + ")");
            return j.run();
        }
    }

    /** On an executor: the rows of one partition (one job each). */
    private static final class Collect extends AbstractFunction1<scala.collection.Iterator<String>, ArrayList<String>> implements Serializable {
        @Override
        public ArrayList<String> apply(scala.collection.Iterator<String> it) {
            ArrayList<String> l = new ArrayList<>();
            while (it.hasNext()) l.add(it.next());
            return l;
        }
    }

    /** On the driver, as each partition's result arrives: its rows go to the sweep. */
    private static final class Hand extends AbstractFunction2<Object, ArrayList<String>, BoxedUnit> {
        private final ConcurrentHashMap<Integer, Boolean> handed;
        private final AtomicReference<RuntimeException> driverFailure;
        private final Consumer<ResultRow> done;

        Hand(ConcurrentHashMap<Integer, Boolean> handed, AtomicReference<RuntimeException> driverFailure, Consumer<ResultRow> done) {
            this.handed = handed;
            this.driverFailure = driverFailure;
            this.done = done;
        }

        @Override
        public BoxedUnit apply(Object partition, ArrayList<String> lines) {
            try {
                if (handed.putIfAbsent((Integer) partition, true) == null) for (String l : lines) done.accept(ResultRow.fromLine(l));
            } catch (java.io.IOException e) {
                driverFailure.compareAndSet(null, new java.io.UncheckedIOException(e));
            } catch (RuntimeException e) {
                driverFailure.compareAndSet(null, e);
            }
            return BoxedUnit.UNIT;
        }
    }

    private static final class Unit extends AbstractFunction0<BoxedUnit> {
        @Override
        public BoxedUnit apply() { return BoxedUnit.UNIT; }
    }
}
