package gaplab.cli.collective;

import gaplab.analysis.collective.ClosedForms;
import gaplab.analysis.collective.Simulation;
import gaplab.catalog.Runs;
import gaplab.catalog.collective.CollectiveProblem;
import gaplab.cli.ProblemCommands;
import gaplab.cli.SolveHook;
import gaplab.cli.SolveOutput;
import gaplab.model.collective.Activity;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.CollectiveSchedule;
import gaplab.model.collective.Order;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.model.core.Problem;
import gaplab.plot.Fmt;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code gaplab collective}: the ordering option and the per-processor table of solve, and
 * {@code simulate}, {@code optimize} and {@code study} (SPEC §4).
 */
public final class CollectiveCommands implements ProblemCommands {

    @Override public String problem() { return "collective"; }

    @Override public SolveHook<?, ?> solveHook(Problem<?, ?> problem) { return new Ordering(); }

    @Override public List<Object> commands() { return List.of(new Simulate(), new Optimize(), new StudyCommand(), new CollectiveCertifyCommand()); }

    /** {@code --order} for the optimiser, and the per-processor table with the closed-form cross-checks. */
    static final class Ordering implements SolveHook<CollectiveInstance, CollectiveSchedule> {
        @Option(names = "--order", paramLabel = "uni|bi|best", defaultValue = "best", description = "for optimize: the ordering (default ${DEFAULT-VALUE})")
        String order;

        @Override
        public Options options(Options options) throws InputException {
            String o = options.param("order", order);
            if (!o.equals("best")) order(o);
            return options.with("order", o);
        }

        @Override
        public String text(CollectiveInstance in, Runs.Checked<CollectiveSchedule> r) {
            return r.outcome().hasSolution() ? details(in, r.outcome().solution()) : "";
        }
    }

    /** What simulate and optimize share: the file, --json and --picture, and the run itself. */
    abstract static class Shortcut implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "FILE", description = "instance file (JSON; the format is in docs/collective.md)")
        Path file;

        @Option(names = "--json", description = "print the schedule and the verdict as one JSON object")
        boolean json;

        @Option(names = "--picture", paramLabel = "FILE", description = "draw the schedule (.svg, .pdf or .png): sends, receives, waits, computation per processor")
        Path picture;

        int run(String method, Options opts) throws InputException {
            Problem<CollectiveInstance, CollectiveSchedule> p = CollectiveProblem.PROBLEM;
            SolveOutput.checkPicture(picture);
            CollectiveInstance in = p.readInstance(file);
            Runs.Checked<CollectiveSchedule> r = Runs.run(p, Runs.method(p, method), in, opts);
            String extra = r.outcome().hasSolution() && !json ? details(in, r.outcome().solution()) : "";
            return SolveOutput.print(p, in, r, json, picture, extra, null);
        }
    }

    @Command(name = "simulate", mixinStandardHelpOptions = true,
            description = {"Simulate scatter, computation and gather for the file's sizes, event by event.",
                    "Binomial-tree scatter from P0, computation, binomial-tree gather back to P0, for the file's",
                    "sizes d_j (or D split in proportion to speed)."})
    static final class Simulate extends Shortcut {
        @Option(names = "--order", paramLabel = "uni|bi", defaultValue = "uni",
                description = "unidirectional or bidirectional ordering (default ${DEFAULT-VALUE})")
        String order;

        @Override
        public Integer call() throws InputException {
            return run(order(order).key(), Options.defaults());
        }
    }

    @Command(name = "optimize", mixinStandardHelpOptions = true,
            description = {"Choose the sizes d_j that minimise the total time (exact linear program).",
                    "The schedule is re-simulated and re-verified by the independent checker."})
    static final class Optimize extends Shortcut {
        @Option(names = "--order", paramLabel = "uni|bi|best", defaultValue = "best",
                description = "optimise for this ordering only, or take the better one (default ${DEFAULT-VALUE})")
        String order;

        @Override
        public Integer call() throws InputException {
            if (!order.equals("best")) order(order);
            return run("optimize", Options.defaults().with("order", order));
        }
    }

    static Order order(String s) throws InputException {
        try {
            return Order.parse(s);
        } catch (IllegalArgumentException e) {
            throw new InputException("--order", e.getMessage());
        }
    }

    /** The per-processor table and the closed-form cross-checks printed under the result. */
    static String details(CollectiveInstance in, CollectiveSchedule s) {
        int p = in.processors();
        StringBuilder sb = new StringBuilder();
        sb.append("order: ").append(s.order() == Order.UNI ? "uni (unidirectional)" : "bi (bidirectional)").append('\n');
        double[] d = s.sizes();
        double[] scatterEnd = new double[p], ready = new double[p];
        List<List<String>> rows = new ArrayList<>();
        boolean table = p <= 64;
        for (int j = 0; j < p; j++) {
            double sc = 0, cs = 0, ce = 0, wait = 0, gather = Double.NaN;
            for (Activity a : s.timeline().get(j)) {
                if (a.phase() == Activity.Phase.SCATTER) sc = Math.max(sc, a.end());
                if (a.kind() == Activity.Kind.COMPUTE) { cs = a.start(); ce = a.end(); }
                if (a.kind() == Activity.Kind.WAIT) wait += a.duration();
                if (a.phase() == Activity.Phase.GATHER) gather = a.end();
            }
            scatterEnd[j] = sc;
            ready[j] = ce;
            if (table)
                rows.add(List.of("P" + j, Fmt.num(d[j]), Fmt.num(sc), "[" + Fmt.num(cs) + ", " + Fmt.num(ce) + "]", Fmt.num(gather), Fmt.num(wait)));
        }
        if (table) sb.append(Fmt.table(List.of("proc", "d_j", "scatter done", "compute", "gather done", "waiting"), rows));
        else sb.append("(per-processor table omitted for p > 64; use --json)\n");
        // eq. (9) where it applies
        if (p > 4096) {
            sb.append("closed form (9), scatter times: not compared for p > 4096 (the literal sums take O(p²))\n");
        } else if (in.sendEqualsRecv()) {
            double worst = 0;
            for (int j = 0; j < p; j++) worst = Math.max(worst, Math.abs(ClosedForms.scatterTime(in, d, j) - scatterEnd[j]));
            sb.append("closed form (9), scatter times: ").append(worst <= 1e-9 * Math.max(1, s.total()) ? "agrees" : "DIFFERS by " + Fmt.num(worst)).append('\n');
        } else {
            sb.append("closed form (9), scatter times: not applicable (needs σ_s = σ_r and τ_s = τ_r)\n");
        }
        if (in.gatherPerUnit() == 0 && in.gatherFixed() == 0 && in.sigmaSend() <= in.delta() + in.sigmaRecv()) {
            double g = ClosedForms.gatherEnd(in, ready, s.order());
            sb.append("closed form (11), gather end max_j(g_j + kσ_r + |μ_j|δ) = ").append(Fmt.num(g))
                    .append(Math.abs(g - s.total()) <= 1e-9 * Math.max(1, g) ? ": agrees" : ": DIFFERS").append('\n');
        } else {
            sb.append("closed form (11), gather: not applicable (needs results of size 0)\n");
        }
        Order other = s.order() == Order.UNI ? Order.BI : Order.UNI;
        sb.append("same sizes, ").append(other.key()).append(" order: total time ").append(Fmt.num(Simulation.total(in, other, d))).append('\n');
        return sb.toString();
    }
}
