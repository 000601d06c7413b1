package gaplab.certify.lp;

import gaplab.model.core.Rational;
import gaplab.model.unrelated.UnrelatedFormat;
import gaplab.model.unrelated.UnrelatedInstance;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The LP lower bounds of R‖Cmax (SPEC §5) in rationals, docs/certificates.md "LP optima": variables t and
 * x_i_p (the fraction of task i on machine p, only where t_ip is finite), rows in ≥ form
 * <pre>
 *   done_i:    Σ_p x_i_p = 1
 *   machine_p: t − Σ_i t_ip·x_i_p ≥ 0
 *   task_i:    t − Σ_p t_ip·x_i_p ≥ 0        (lawler-labetoulle only)
 * </pre>
 * {@code colombet-ideal-time} is Colombet's t^id (gaplab.analysis.unrelated.IdealTimeLp);
 * {@code lawler-labetoulle} the preemptive optimum (PreemptiveLp, with τ_ip = t_ip·x_ip). Both are lower
 * bounds on every assignment's makespan; the certificate's dual proves the bound.
 */
public final class UnrelatedLp {
    private UnrelatedLp() {}

    /** The bound names, as {@code unrelated solve} prints them. */
    public static final List<String> BOUNDS = List.of("lawler-labetoulle", "colombet-ideal-time");

    public static RationalLp build(UnrelatedInstance in, String bound) {
        boolean preemptive = bound.equals("lawler-labetoulle");
        int n = in.n(), m = in.m();
        RationalLp lp = new RationalLp();
        int t = lp.variable("t", Rational.ONE);
        int[][] x = new int[n][m];
        for (int i = 0; i < n; i++)
            for (int p = 0; p < m; p++) x[i][p] = in.exact()[i][p] == null ? -1 : lp.variable("x_" + i + "_" + p, Rational.ZERO);
        for (int i = 0; i < n; i++) {
            RationalLp.Row done = lp.row("done_" + i, true, Rational.ONE);
            for (int p = 0; p < m; p++) if (x[i][p] >= 0) RationalLp.add(done.a(), x[i][p], Rational.ONE);
        }
        for (int p = 0; p < m; p++) {
            RationalLp.Row load = lp.row("machine_" + p, false, Rational.ZERO, t, Rational.ONE);
            for (int i = 0; i < n; i++) if (x[i][p] >= 0) RationalLp.add(load.a(), x[i][p], in.exact()[i][p].negate());
        }
        if (preemptive)
            for (int i = 0; i < n; i++) {
                RationalLp.Row span = lp.row("task_" + i, false, Rational.ZERO, t, Rational.ONE);
                for (int p = 0; p < m; p++) if (x[i][p] >= 0) RationalLp.add(span.a(), x[i][p], in.exact()[i][p].negate());
            }
        return lp;
    }

    /** Solves the bound's LP exactly and writes the certificate that it is a lower bound (and the LP's optimum). */
    public static LpCertificateWriter.Result certify(UnrelatedInstance in, String bound, Path source, Path dir, double timeLimitSeconds) throws IOException {
        RationalLp lp = build(in, bound);
        ExactSimplex.Solution s = ExactSimplex.solve(lp, timeLimitSeconds);
        return LpCertificateWriter.write("unrelated", bound + " LP bound",
                "every assignment has makespan >= the optimum of this LP (a lower bound on R||Cmax): the dual solution proves it",
                UnrelatedFormat.toJson(in), source, dir, List.of(new LpCertificateWriter.Solved(bound, "", lp, s)));
    }
}
