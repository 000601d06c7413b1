package gaplab.cli.mmdl;

import com.fasterxml.jackson.databind.node.ObjectNode;
import gaplab.analysis.mmdl.ClosedForm;
import gaplab.analysis.mmdl.MultiRound;
import gaplab.catalog.Runs;
import gaplab.cli.ProblemCommands;
import gaplab.cli.SolveHook;
import gaplab.model.core.InputException;
import gaplab.model.core.JsonInput;
import gaplab.model.core.Options;
import gaplab.model.core.Problem;
import gaplab.model.mmdl.MmdlInstance;
import gaplab.model.mmdl.RoundSchedule;
import gaplab.plot.Fmt;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/** {@code gaplab mmdl}: the matching order, arithmetic and multi-round options of solve; benchmark {@code mmdl}. */
public final class MmdlCommands implements ProblemCommands {

    @Override public String problem() { return "mmdl"; }

    @Override public SolveHook<?, ?> solveHook(Problem<?, ?> problem) { return new Round(); }

    @Override public List<Object> benchmarks() { return List.of(new MmdlBenchCommand()); }

    @Override public List<Object> commands() { return List.of(new MmdlCertifyCommand()); }

    /** One steady-state round (seed 000, Suda): matching order, arithmetic, and optionally the multi-round total T + T/R + Rα. */
    static final class Round implements SolveHook<MmdlInstance, RoundSchedule> {
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

        @Override
        public Options options(Options options) throws InputException {
            String o = options.param("order", order), a = options.param("arithmetic", arithmetic);
            if (!o.matches("index|asc|desc")) throw new InputException("--order", "must be index, asc or desc (got '" + o + "')");
            if (!a.matches("auto|exact|double")) throw new InputException("--arithmetic", "must be auto, exact or double (got '" + a + "')");
            if (rounds != null && rounds.rounds != null && rounds.rounds < 1) throw new InputException("--rounds", "must be at least 1");
            if (rounds != null && rounds.latency != null && !(rounds.latency > 0)) throw new InputException("--latency", "must be a positive number");
            return options.with("order", o).with("arithmetic", a);
        }

        @Override
        public ObjectNode json(MmdlInstance in, Runs.Checked<RoundSchedule> r) {
            ObjectNode extra = JsonInput.MAPPER.createObjectNode();
            extra.put("lowerT", ClosedForm.lowerT(in));
            MultiRound.Plan plan = plan(in, r.outcome().objective());
            if (plan != null) {
                extra.put("rounds", plan.rounds());
                extra.put("latency", plan.latency());
                extra.put("totalTime", plan.totalTime());
            }
            return extra;
        }

        @Override
        public String text(MmdlInstance in, Runs.Checked<RoundSchedule> r) {
            StringBuilder sb = new StringBuilder();
            RoundSchedule s = r.outcome().solution();
            sb.append("T_L (per-processor floor): ").append(Fmt.num(ClosedForm.lowerT(in))).append('\n');
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
            MultiRound.Plan plan = plan(in, r.outcome().objective());
            if (plan != null)
                sb.append("rounds: ").append(plan.rounds()).append(", latency ").append(Fmt.num(plan.latency()))
                        .append(", total time T + T/R + R*alpha = ").append(Fmt.num(plan.totalTime())).append('\n');
            return sb.toString();
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
}
