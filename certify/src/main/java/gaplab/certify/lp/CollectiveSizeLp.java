package gaplab.certify.lp;

import gaplab.model.collective.CollectiveIO;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.core.Rational;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The size LP of seed 003 (docs/collective.md, "The optimiser"), {@code collective-size} version 1 of
 * docs/certificates.md, in rationals, for one ordering: variables d_j (the sizes), T, and s_j_o, the start
 * of the o-th operation of P_j's program (scatter receive, scatter sends, computation, gather receives,
 * gather send); rows in ≥ form
 * <pre>
 *   sum:        Σ_j d_j = D
 *   after_j_o:  s_j_o − s_j_(o−1) − dur_j_(o−1)(d) ≥ 0      (one operation at a time, in program order)
 *   arrive_j_o: s_j_o − s_(sender's send) ≥ δ                (a receive, Assumption 1)
 *   end_j:      T − s_j_last − dur_j_last(d) ≥ 0
 * </pre>
 * with dur = σ_s + τ_s·m (send), σ_r + τ_r·m (receive), w_j·d_j (compute), m = Σ d over the block
 * (scatter) or ρ·Σ d + f·|subtree| (gather). For fixed d the least solution is the simulated schedule, so
 * the optimum is the least simulated total time of that ordering (gaplab.exact.collective.SizeLp
 * substitutes the sends' starts; the optimum is the same).
 */
public final class CollectiveSizeLp {
    private CollectiveSizeLp() {}

    public static final String NAME = "collective-size";

    /** Above this many processors the exact LP is not attempted. */
    public static final int MAX_PROCESSORS = 32;

    /** One operation: 'r' receive, 's' send, 'c' compute; the peer; the processors it carries; gather or scatter. */
    private record Op(char kind, int peer, int[] members, boolean gather) {}

    private static int low(int x) { return x & -x; }

    /** The processor of gather rank r: uni reverses the ring (r ↦ −r mod p), bi keeps it. */
    private static int byRank(int r, int p, boolean uni) { return uni ? (p - r) & (p - 1) : r; }

    private static int[] block(int first, int len, int p, boolean uni, boolean rank) {
        int[] m = new int[len];
        for (int i = 0; i < len; i++) m[i] = rank ? byRank(first + i, p, uni) : first + i;
        return m;
    }

    /** P_j's program (docs/collective.md, "The model, precisely"). */
    private static List<Op> program(int j, int p, boolean uni) {
        List<Op> ops = new ArrayList<>();
        int size = j == 0 ? p : low(j);
        if (j != 0) ops.add(new Op('r', j - low(j), block(j, low(j), p, uni, false), false));
        for (int half = size / 2; half >= 1; half /= 2) ops.add(new Op('s', j + half, block(j + half, half, p, uni, false), false));
        ops.add(new Op('c', -1, new int[] {j}, false));
        int r = uni ? (p - j) & (p - 1) : j;
        int steps = r == 0 ? Integer.numberOfTrailingZeros(p) : Integer.numberOfTrailingZeros(r);
        for (int s = 0; s < steps; s++) ops.add(new Op('r', byRank(r + (1 << s), p, uni), block(r + (1 << s), 1 << s, p, uni, true), true));
        if (r != 0) ops.add(new Op('s', byRank(r - low(r), p, uni), block(r, low(r), p, uni, true), true));
        return ops;
    }

    public static RationalLp build(CollectiveInstance in, boolean uni) {
        int p = in.processors();
        RationalLp lp = new RationalLp();
        int[] d = new int[p];
        for (int j = 0; j < p; j++) d[j] = lp.variable("d_" + j, Rational.ZERO);
        int t = lp.variable("T", Rational.ONE);
        RationalLp.Row sum = lp.row("sum", true, RationalLp.written(in.total()));
        for (int j = 0; j < p; j++) RationalLp.add(sum.a(), d[j], Rational.ONE);
        List<List<Op>> prog = new ArrayList<>();
        List<int[]> start = new ArrayList<>();
        for (int j = 0; j < p; j++) {
            List<Op> ops = program(j, p, uni);
            prog.add(ops);
            int[] s = new int[ops.size()];
            for (int o = 0; o < s.length; o++) s[o] = lp.variable("s_" + j + "_" + o, Rational.ZERO);
            start.add(s);
        }
        Rational sigmaS = RationalLp.written(in.sigmaSend()), tauS = RationalLp.written(in.tauSend()), sigmaR = RationalLp.written(in.sigmaRecv()),
                tauR = RationalLp.written(in.tauRecv()), rho = RationalLp.written(in.gatherPerUnit()), fixed = RationalLp.written(in.gatherFixed()),
                delta = RationalLp.written(in.delta());
        for (int j = 0; j < p; j++) {
            List<Op> ops = prog.get(j);
            int[] s = start.get(j);
            for (int o = 1; o <= ops.size(); o++) {
                Op prev = ops.get(o - 1);
                Rational constant, perUnit;
                switch (prev.kind()) {
                    case 's' -> { constant = sigmaS; perUnit = tauS; }
                    case 'r' -> { constant = sigmaR; perUnit = tauR; }
                    default -> { constant = Rational.ZERO; perUnit = RationalLp.written(in.w(j)); }
                }
                if (prev.gather()) {
                    constant = constant.add(perUnit.multiply(fixed).multiply(Rational.of(prev.members().length)));
                    perUnit = perUnit.multiply(rho);
                }
                RationalLp.Row row = o < ops.size() ? lp.row("after_" + j + "_" + o, false, constant, s[o], Rational.ONE, s[o - 1], Rational.of(-1))
                        : lp.row("end_" + j, false, constant, t, Rational.ONE, s[o - 1], Rational.of(-1));
                for (int m : prev.members()) RationalLp.add(row.a(), d[m], perUnit.negate());
            }
        }
        for (int j = 0; j < p; j++) {
            List<Op> ops = prog.get(j);
            for (int o = 0; o < ops.size(); o++) {
                Op op = ops.get(o);
                if (op.kind() != 'r') continue;
                List<Op> from = prog.get(op.peer());
                int so = -1;
                for (int q = 0; q < from.size(); q++)
                    if (from.get(q).kind() == 's' && from.get(q).peer() == j && from.get(q).gather() == op.gather()) so = q;
                lp.row("arrive_" + j + "_" + o, false, delta, start.get(j)[o], Rational.ONE, start.get(op.peer())[so], Rational.of(-1));
            }
        }
        return lp;
    }

    /** Solves both orderings' LPs exactly and writes the certificate of the least total time. */
    public static LpCertificateWriter.Result certify(CollectiveInstance in, Path source, Path dir, double timeLimitSeconds) throws IOException {
        if (in.processors() > MAX_PROCESSORS) throw new ArithmeticException("the size LP of " + in.processors() + " processors is too large to certify (at most " + MAX_PROCESSORS + ")");
        List<LpCertificateWriter.Solved> solved = new ArrayList<>();
        for (boolean uni : new boolean[] {true, false}) {
            RationalLp lp = build(in, uni);
            solved.add(new LpCertificateWriter.Solved(NAME, uni ? "uni" : "bi", lp, ExactSimplex.solve(lp, timeLimitSeconds / 2)));
        }
        return LpCertificateWriter.write("collective", "size LP", "no split of D in either ordering has a smaller total time: the dual solutions prove it",
                CollectiveIO.instanceJson(in), source, dir, solved);
    }
}
