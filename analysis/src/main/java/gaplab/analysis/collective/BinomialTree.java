package gaplab.analysis.collective;

import gaplab.model.collective.Activity;
import gaplab.model.collective.CollectiveInstance;
import gaplab.model.collective.Order;
import java.util.ArrayList;
import java.util.List;

/**
 * The binomial trees of the paper and each processor's program in them (used by the simulation and
 * the size optimiser; the checker has its own derivation).
 *
 * <p>Scatter (eqs. (6), (7)): at step i = 1..k the holder P_j1 (j1 ≡ 0 mod 2^(k-i+1)) sends the block
 * [j_min, j_max] = [j1 + 2^(k-i), j1 + 2^(k-i+1) - 1] to P_(j_min). So P_j (j &gt; 0) receives its block
 * [j, j + lowbit(j) - 1] at step k - log2 lowbit(j) from P_(j - lowbit(j)) and then forwards the upper
 * halves to P_(j + lowbit(j)/2), P_(j + lowbit(j)/4), ..., P_(j+1).
 *
 * <p>Gather: see {@link Order}; in rank coordinates r, rank r receives from r + 2^(s-1) at steps
 * s = 1..tz(r) (all k steps for r = 0), then sends to r - lowbit(r) the results of its subtree
 * [r, r + lowbit(r) - 1].
 *
 * <p>Each processor's program, executed strictly in this order (the model of the paper: the
 * operations of a processor are sequential): (1) the scatter receive (j &gt; 0); (2) the scatter sends in
 * step order; (3) the computation of its own d_j; (4) the gather receives in step order; (5) the
 * gather send (j &gt; 0).
 */
public final class BinomialTree {
    private BinomialTree() {}

    /** One operation of a processor's program; {@code members} are the processors whose data (scatter) or results (gather) it carries. */
    public record Op(Activity.Kind kind, Activity.Phase phase, int peer, int[] members) {}

    static int lowbit(int x) { return x & -x; }

    /** The gather rank r(j) of P_j in the given order. */
    public static int gatherRank(int j, int p, Order order) {
        return order == Order.UNI ? (p - j) & (p - 1) : j;
    }

    /** The processor with gather rank r. */
    public static int fromGatherRank(int r, int p, Order order) {
        return order == Order.UNI ? (p - r) & (p - 1) : r;
    }

    /** The scatter block of P_j: the processors whose data P_j receives, [j, j + lowbit(j) - 1] (all for j = 0). */
    public static int[] scatterBlock(int j, int p) {
        int len = j == 0 ? p : lowbit(j);
        int[] m = new int[len];
        for (int i = 0; i < len; i++) m[i] = j + i;
        return m;
    }

    /** The processors whose results P_j sends in the gather (its subtree in the gather tree). */
    public static int[] gatherSubtree(int j, int p, Order order) {
        int r = gatherRank(j, p, order);
        int len = r == 0 ? p : lowbit(r);
        int[] m = new int[len];
        for (int i = 0; i < len; i++) m[i] = fromGatherRank(r + i, p, order);
        return m;
    }

    /** The program of P_j (see the class comment). */
    public static List<Op> program(int j, int p, Order order) {
        int k = Integer.numberOfTrailingZeros(p);
        List<Op> ops = new ArrayList<>();
        // scatter
        int block = j == 0 ? p : lowbit(j);
        if (j != 0) ops.add(new Op(Activity.Kind.RECV, Activity.Phase.SCATTER, j - lowbit(j), scatterBlock(j, p)));
        for (int half = block / 2; half >= 1; half /= 2)
            ops.add(new Op(Activity.Kind.SEND, Activity.Phase.SCATTER, j + half, scatterBlock(j + half, p)));
        ops.add(new Op(Activity.Kind.COMPUTE, null, -1, new int[] {j}));
        // gather
        int r = gatherRank(j, p, order);
        int steps = r == 0 ? k : Integer.numberOfTrailingZeros(r);
        for (int s = 1; s <= steps; s++) {
            int child = fromGatherRank(r + (1 << (s - 1)), p, order);
            ops.add(new Op(Activity.Kind.RECV, Activity.Phase.GATHER, child, gatherSubtree(child, p, order)));
        }
        if (r != 0) ops.add(new Op(Activity.Kind.SEND, Activity.Phase.GATHER, fromGatherRank(r - lowbit(r), p, order), gatherSubtree(j, p, order)));
        return ops;
    }

    /** Size of the message (or computed data) of {@code op} for the sizes d. */
    public static double size(CollectiveInstance in, Op op, double[] d) {
        double s = 0;
        for (int m : op.members()) s += d[m];
        if (op.phase() == Activity.Phase.GATHER) return in.gatherPerUnit() * s + in.gatherFixed() * op.members().length;
        return s;
    }

    /** Duration of {@code op} for the sizes d: t_send, t_recv (eq. (1)) or w_j·d_j. */
    public static double duration(CollectiveInstance in, int j, Op op, double[] d) {
        double m = size(in, op, d);
        return switch (op.kind()) {
            case SEND -> in.sigmaSend() + m * in.tauSend();
            case RECV -> in.sigmaRecv() + m * in.tauRecv();
            case COMPUTE -> in.w(j) * m;
            case WAIT -> 0;
        };
    }
}
