import com.google.ortools.sat.CpModelProto;
import com.google.ortools.sat.CpSolverResponse;
import com.google.ortools.sat.SatParameters;
import com.google.ortools.sat.SolveWrapper;
import com.google.protobuf.TextFormat;
import gaplab.cpsat.dag.DagCpSat;
import gaplab.model.dag.DagFormats;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CP-SAT's settings compared on gaplab's model without duplication (issue 37, item 1;
 * docs/results/2026-11-28-cpsat-settings.md): per line of GRAPHS (a file and optionally a machine, e.g.
 * {@code trace.json complete:8}) and per SETTING (OR-Tools' SatParameters in text format, e.g.
 * {@code "linearization_level:0 max_deterministic_time:0.8"}), one solve of {@code DagCpSat.model} (no hint) with one
 * worker, seed 1 and at most LIMIT_S seconds; prints status, objective and bound in the model's integers, wall
 * seconds, the deterministic seconds OR-Tools counted, and conflicts. Wall time far above deterministic time is
 * work CP-SAT does not count, which a budget in deterministic time then does not bound.
 * Usage: java -cp cli/target/gaplab.jar scripts/CpSatSettings.java GRAPHS LIMIT_S SETTING...
 */
public class CpSatSettings {
    public static void main(String[] a) throws Exception {
        com.google.ortools.Loader.loadNativeLibraries();
        double limit = Double.parseDouble(a[1]);
        System.out.println("graph,machine,setting,status,objective,bound,wall_s,deterministic_s,conflicts");
        for (String line : Files.readAllLines(Path.of(a[0]))) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.trim().split("\\s+");
            String machine = f.length > 1 ? f[1] : null, row = Path.of(f[0]).getFileName() + "," + (machine == null ? "" : machine);
            CpModelProto model = DagCpSat.model(DagFormats.readInstance(Path.of(f[0]), machine), null);
            if (model == null) { System.out.printf("%s,,not modelled,,,,,%n", row); continue; }
            for (int k = 2; k < a.length; k++) {
                SatParameters.Builder p = SatParameters.newBuilder().setNumWorkers(1).setRandomSeed(1).setMaxTimeInSeconds(limit);
                TextFormat.merge(a[k], p);
                SolveWrapper w = new SolveWrapper();
                w.setParameters(p.build());
                long t0 = System.nanoTime();
                CpSolverResponse r = w.solve(model);
                System.out.printf("%s,\"%s\",%s,%d,%d,%.2f,%.3f,%d%n", row, a[k], r.getStatus(),
                        (long) r.getObjectiveValue(), (long) r.getBestObjectiveBound(), (System.nanoTime() - t0) / 1e9, r.getDeterministicTime(), r.getNumConflicts());
            }
        }
    }
}
