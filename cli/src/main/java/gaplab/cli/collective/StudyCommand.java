package gaplab.cli.collective;

import gaplab.plot.Fmt;
import gaplab.catalog.Runs;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.CollectiveSpace;
import gaplab.model.collective.Order;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.catalog.collective.CollectiveProblem;
import gaplab.model.core.Solver;
import gaplab.model.core.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code gaplab collective study}: random instances from the instance space, each method's ratio to the
 * LP optimum (every solution re-verified by the checker), and how often each ordering is optimal.
 */
@Command(name = "study", mixinStandardHelpOptions = true,
        description = {"Ratios of uni, bi and waterfill to the proven optimum on random instances.",
                "Random instances (D split by speed, σ_s = σ_r, τ_s = τ_r); also which ordering is optimal",
                "and the LP's time. Deterministic per --seed."})
final class StudyCommand implements Callable<Integer> {

    @Option(names = "--processors", split = ",", defaultValue = "4,8,16,32", paramLabel = "P,P,...", description = "values of p (default ${DEFAULT-VALUE})")
    List<Integer> processors;

    @Option(names = "--count", defaultValue = "20", description = "instances per p (default ${DEFAULT-VALUE})")
    int count;

    @Option(names = "--hetero", defaultValue = "4", description = "time per unit drawn from [1, hetero] (default ${DEFAULT-VALUE})")
    double hetero;

    @Option(names = "--seed", defaultValue = "1", description = "random seed (default ${DEFAULT-VALUE})")
    long seed;

    @Override
    public Integer call() throws InputException {
        if (count < 1) throw new InputException("--count", "must be at least 1");
        var problem = CollectiveProblem.PROBLEM;
        CollectiveSpace space = new CollectiveSpace();
        Solver<CollectiveInstance, CollectiveSchedule> exact = Runs.method(problem, "optimize");
        String[] names = {"uni", "bi", "waterfill"};
        List<List<String>> rows = new ArrayList<>();
        int failures = 0;
        for (int p : processors) {
            SplittableRandom rng = new SplittableRandom(seed * 1_000_003L + p);
            double[] sum = new double[names.length], max = new double[names.length];
            int uniBest = 0, ties = 0, proven = 0;
            long lpMillis = 0;
            for (int n = 0; n < count; n++) {
                CollectiveInstance in = space.random(rng, Map.of("processors", Integer.toString(p), "hetero", Double.toString(hetero)));
                var opt = Runs.run(problem, exact, in, Options.defaults());
                if (!opt.verified()) failures++;
                if (opt.status() == Status.OPTIMAL) proven++;
                lpMillis += opt.outcome().millis();
                double t = opt.verdict().objective();
                double uniOpt = Runs.run(problem, exact, in, Options.defaults().with("order", "uni")).outcome().objective();
                double biOpt = Runs.run(problem, exact, in, Options.defaults().with("order", "bi")).outcome().objective();
                if (Math.abs(uniOpt - biOpt) <= 1e-9 * Math.max(1, t)) ties++;
                else if (uniOpt < biOpt) uniBest++;
                for (int m = 0; m < names.length; m++) {
                    var r = Runs.run(problem, Runs.method(problem, names[m]), in, Options.defaults());
                    if (!r.verified()) failures++;
                    double ratio = Runs.ratio(r.verdict().objective(), t);
                    sum[m] += ratio;
                    max[m] = Math.max(max[m], ratio);
                }
            }
            List<String> row = new ArrayList<>(List.of(Integer.toString(p), Integer.toString(count), proven + "/" + count));
            for (int m = 0; m < names.length; m++) row.add(Fmt.ratio(sum[m] / count) + " / " + Fmt.ratio(max[m]));
            row.add(uniBest + " / " + (count - uniBest - ties) + " / " + ties);
            row.add(Fmt.num(Math.round(lpMillis / (double) count)) + " ms");
            rows.add(row);
        }
        System.out.print(Fmt.table(List.of("p", "instances", "proven", "uni mean/max", "bi mean/max", "waterfill mean/max",
                "optimal order uni/bi/tie", "optimize time"), rows));
        System.out.println("ratios: total time / proven optimum; uni and bi split D in proportion to speed.");
        if (failures > 0) System.out.println(failures + " solution(s) FAILED the independent checker");
        return failures == 0 ? 0 : 1;
    }
}
