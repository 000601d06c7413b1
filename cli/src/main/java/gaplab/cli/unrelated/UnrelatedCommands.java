package gaplab.cli.unrelated;

import gaplab.catalog.Runs;
import gaplab.catalog.unrelated.UnrelatedProblem;
import gaplab.cli.ProblemCommands;
import gaplab.cli.SolveHook;
import gaplab.model.core.LowerBound;
import gaplab.model.core.Problem;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.plot.Fmt;

/** {@code gaplab unrelated solve}: the assignment, the machine loads and the lower bounds under the result; {@code certify}. */
public final class UnrelatedCommands implements ProblemCommands {

    @Override public String problem() { return "unrelated"; }

    @Override public SolveHook<?, ?> solveHook(Problem<?, ?> problem) { return new Loads(); }

    @Override public java.util.List<Object> commands() { return java.util.List.of(new UnrelatedCertifyCommand()); }

    /** Which task runs where, each machine's load, and the LP and trivial lower bounds (SPEC §5). */
    @picocli.CommandLine.Command
    static final class Loads implements SolveHook<UnrelatedInstance, Assignment> {
        @Override
        public String text(UnrelatedInstance in, Runs.Checked<Assignment> r) {
            StringBuilder extra = new StringBuilder();
            if (r.outcome().hasSolution()) {
                Assignment a = r.outcome().solution();
                double[] loads = a.loads(in);
                extra.append("assignment (task -> machine): ").append(a).append('\n');
                StringBuilder l = new StringBuilder();
                for (int q = 0; q < loads.length; q++) l.append(q == 0 ? "" : ", ").append("M").append(q).append(' ').append(Fmt.num(loads[q]));
                extra.append("machine loads: ").append(l).append('\n');
            }
            StringBuilder b = new StringBuilder();
            for (LowerBound<UnrelatedInstance> lb : UnrelatedProblem.PROBLEM.bounds())
                b.append(b.length() == 0 ? "" : ", ").append(lb.name()).append(' ').append(Fmt.num(lb.bound(in)));
            extra.append("lower bounds: ").append(b).append('\n');
            return extra.toString();
        }
    }
}
