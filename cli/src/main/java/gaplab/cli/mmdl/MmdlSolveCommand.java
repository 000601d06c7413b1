package gaplab.cli.mmdl;

import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.plot.Fmt;
import gaplab.catalog.Runs;
import gaplab.cli.SolveOutput;
import gaplab.model.core.InputException;
import gaplab.model.core.Options;
import gaplab.analysis.mmdl.ClosedForm;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.catalog.mmdl.MmdlProblem;
import gaplab.analysis.mmdl.MultiRound;
import gaplab.model.mmdl.RoundSchedule;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code gaplab mmdl solve FILE [--method ...] [--order ...] [--rounds R | --latency α] [--json] [--gantt OUT.svg]}. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Minimal round time T*, extra loads y, matching and the reverse-order schedule.",
                "One steady-state round (seed 000, Suda); optionally the multi-round total T + T/R + R*alpha."})
public final class MmdlSolveCommand implements Callable<Integer> {
    private final MmdlProblem problem;

    @Parameters(index = "0", paramLabel = "FILE", description = "instance JSON: {\"beta\": ..., \"x\": [...], \"gamma\": [...]} (+ extension fields)")
    Path file;

    @Option(names = "--method", defaultValue = "closed-form", description = "closed-form (default), lp, serial, no-redistribution, or a plug-in ('gaplab mmdl methods')")
    String method;

    @Option(names = "--order", defaultValue = "index", description = "matching order: index (default), asc or desc (by |y|)")
    String order;

    @Option(names = "--arithmetic", defaultValue = "auto", description = "closed form in exact rationals, double, or auto (exact up to 500 processors; exact takes seconds beyond 1000)")
    String arithmetic;

    static final class Rounds {
        @Option(names = "--rounds", paramLabel = "R", description = "R rounds: total time T + T/R + R*alpha (alpha from the instance's latency, else 0)")
        Long rounds;

        @Option(names = "--latency", paramLabel = "ALPHA", description = "per-round latency alpha > 0: choose the best integer R near sqrt(T/alpha)")
        Double latency;
    }

    @ArgGroup(exclusive = true)
    Rounds rounds;

    @Option(names = "--json", description = "print one JSON object")
    boolean json;

    @Option(names = "--gantt", paramLabel = "OUT.svg", description = "write a Gantt chart of the round (sends, receives, computation)")
    Path gantt;

    public MmdlSolveCommand(MmdlProblem problem) { this.problem = problem; }

    @Override
    public Integer call() throws InputException {
        if (!order.matches("index|asc|desc")) throw new InputException("--order", "must be index, asc or desc (got '" + order + "')");
        if (!arithmetic.matches("auto|exact|double")) throw new InputException("--arithmetic", "must be auto, exact or double (got '" + arithmetic + "')");
        if (rounds != null && rounds.rounds != null && rounds.rounds < 1) throw new InputException("--rounds", "must be at least 1");
        if (rounds != null && rounds.latency != null && !(rounds.latency > 0)) throw new InputException("--latency", "must be a positive number");
        MmdlInstance in = problem.readInstance(file);
        var solver = Runs.method(problem, method);
        Options opts = Options.defaults().with("order", order).with("arithmetic", arithmetic);
        Runs.Checked<RoundSchedule> r = Runs.run(problem, solver, in, opts);
        MultiRound.Plan plan = plan(in, r.outcome().objective());
        double tl = ClosedForm.lowerT(in);
        if (json) {
            ObjectNode extra = gaplab.model.core.JsonInput.MAPPER.createObjectNode();
            extra.put("lowerT", tl);
            if (plan != null) {
                extra.put("rounds", plan.rounds());
                extra.put("latency", plan.latency());
                extra.put("totalTime", plan.totalTime());
            }
            return SolveOutput.print(problem, in, r, true, gantt, "", extra);
        }
        StringBuilder sb = new StringBuilder();
        RoundSchedule s = r.outcome().solution();
        sb.append("T_L (per-processor floor): ").append(Fmt.num(tl)).append('\n');
        if (s != null) {
            long masters = Arrays.stream(s.y()).filter(v -> v < 0).count(), workers = Arrays.stream(s.y()).filter(v -> v > 0).count();
            sb.append("masters: ").append(masters).append(", workers: ").append(workers)
                    .append(", task messages: ").append(s.taskMessages()).append(" (at most p - 1 = ").append(in.p() - 1).append(")\n");
            if (s.roundTimeExact() != null && s.roundTimeExact().denominator().bitLength() < 64)
                sb.append("T* exactly: ").append(s.roundTimeExact()).append('\n');
            if (in.p() <= 16) {
                sb.append("y:");
                for (double v : s.y()) sb.append(' ').append(Fmt.num(v));
                sb.append('\n');
            }
        }
        if (plan != null)
            sb.append("rounds: ").append(plan.rounds()).append(", latency ").append(Fmt.num(plan.latency()))
                    .append(", total time T + T/R + R*alpha = ").append(Fmt.num(plan.totalTime())).append('\n');
        return SolveOutput.print(problem, in, r, false, gantt, sb.toString());
    }

    private MultiRound.Plan plan(MmdlInstance in, double t) {
        if (Double.isNaN(t)) return null;
        if (rounds != null && rounds.rounds != null)
            return MultiRound.of(t, rounds.rounds, Double.isNaN(in.latency()) ? 0 : in.latency());
        if (rounds != null && rounds.latency != null) return MultiRound.best(t, rounds.latency);
        if (!Double.isNaN(in.latency()) && in.latency() > 0) return MultiRound.best(t, in.latency());
        return null;
    }
}
