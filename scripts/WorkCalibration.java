import gaplab.catalog.dag.DagProblem;
import gaplab.exact.dag.IntegerUnit;
import gaplab.exact.dag.search.ResumableSearch;
import gaplab.exact.dag.search.SearchSettings;
import gaplab.model.core.Outcome;
import gaplab.model.dag.DagFormats;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Schedule;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How much CPU a step of the search's work costs (issue 37; docs/results/2026-11-27-portfolio-rounds.md, "Work, not
 * nodes"): per line of GRAPHS (a file and optionally a machine), the search of the portfolio's rounds
 * ({@code ResumableSearch}) advanced 4,096 nodes of work at a time until CPU_S seconds of process CPU or its end;
 * prints nodes visited, steps ({@code Search.work}), CPU and nanoseconds a step.
 * Usage: java -cp cli/target/gaplab.jar scripts/WorkCalibration.java GRAPHS CPU_S
 */
public class WorkCalibration {
    public static void main(String[] a) throws Exception {
        double cpuLimit = Double.parseDouble(a[1]);
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        System.out.println("graph,machine,status,nodes,steps,cpu_s,ns_per_step,steps_per_node");
        for (String line : Files.readAllLines(Path.of(a[0]))) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.trim().split("\\s+");
            DagInstance inst = DagFormats.readInstance(Path.of(f[0]), f.length > 1 ? f[1] : null);
            String[] status = {""};
            long[] r = new long[2];
            double[] cpu = new double[1];
            IntegerUnit.solveInOwnUnit(inst, in -> {
                long c0 = os.getProcessCpuTime();
                try (ResumableSearch s = new ResumableSearch(false, SearchSettings.defaults(), in, i -> DagProblem.warmStarts(i, false), 12_000_000, 3600)) {
                    Outcome<Schedule> o = null;
                    while ((os.getProcessCpuTime() - c0) / 1e9 < cpuLimit) {
                        o = s.advance(1 << 12, null);
                        if (!o.note().startsWith("paused")) break;
                    }
                    cpu[0] = (os.getProcessCpuTime() - c0) / 1e9;
                    r[0] = s.nodesVisited(); r[1] = s.steps();
                    status[0] = o.status().toString();
                    return o;
                }
            });
            System.out.printf("%s,%s,%s,%d,%d,%.2f,%.2f,%.1f%n", Path.of(f[0]).getFileName(), f.length > 1 ? f[1] : "", status[0], r[0], r[1], cpu[0],
                    cpu[0] * 1e9 / Math.max(1, r[1]), (double) r[1] / Math.max(1, r[0]));
        }
    }
}
