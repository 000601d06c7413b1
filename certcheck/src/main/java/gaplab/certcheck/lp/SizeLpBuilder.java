package gaplab.certcheck.lp;

import gaplab.model.collective.CollectiveInstance;
import gaplab.model.core.Rational;
import java.util.ArrayList;
import java.util.List;

/**
 * The checker's own {@code collective-size} version 1 (docs/certificates.md, "The collective size LP") for
 * one ordering, its trees derived step by step: scatter step i = 1..k, every holder j1 ≡ 0 mod 2^(k−i+1)
 * sends the data of [j1 + 2^(k−i), j1 + 2^(k−i+1) − 1] to P_(j1 + 2^(k−i)) (eqs. (6), (7)); gather step
 * s = 1..k, every P_j ≠ P_0 with lowbit(j) = 2^(s−1) sends the results of its subtree to P_(j − 2^(s−1))
 * ({@code bi}; subtree [j, j + 2^(s−1) − 1]) or to P_((j + 2^(s−1)) mod p) ({@code uni}, Lemma 3's ring;
 * subtree j, j − 1, …, j − 2^(s−1) + 1). Each processor's program: scatter receive, scatter sends, compute,
 * gather receives, gather send — in step order, which is the order operations are appended here.
 */
final class SizeLpBuilder {
    private SizeLpBuilder() {}

    /** An operation of a program: its duration's constant and its per-size coefficients, and for a receive the matching send. */
    private static final class Operation {
        final boolean receive;
        final int[] carried;
        final boolean results;
        final boolean compute;
        int sender = -1, sendIndex = -1;

        Operation(boolean receive, int[] carried, boolean results, boolean compute) {
            this.receive = receive;
            this.carried = carried;
            this.results = results;
            this.compute = compute;
        }
    }

    static LinearProgram build(CollectiveInstance inst, String order) {
        int p = inst.processors(), k = Integer.numberOfTrailingZeros(p);
        boolean ring = order.equals("uni");
        List<List<Operation>> programs = new ArrayList<>();
        for (int j = 0; j < p; j++) programs.add(new ArrayList<>());
        for (int i = 1; i <= k; i++) {
            int half = p >> i;
            for (int holder = 0; holder < p; holder += 2 * half) message(programs, holder, holder + half, range(holder + half, half, 1, p), false);
        }
        for (int j = 0; j < p; j++) programs.get(j).add(new Operation(false, new int[] {j}, false, true));
        for (int s = 1; s <= k; s++) {
            int step = 1 << (s - 1);
            for (int j = step; j < p; j += 2 * step)
                message(programs, j, ring ? (j + step) % p : j - step, ring ? range(j, step, -1, p) : range(j, step, 1, p), true);
        }
        Rational sigmaSend = LinearProgram.written(inst.sigmaSend()), tauSend = LinearProgram.written(inst.tauSend());
        Rational sigmaRecv = LinearProgram.written(inst.sigmaRecv()), tauRecv = LinearProgram.written(inst.tauRecv());
        Rational perUnitResult = LinearProgram.written(inst.gatherPerUnit()), fixedResult = LinearProgram.written(inst.gatherFixed());
        LinearProgram lp = new LinearProgram();
        int[] size = new int[p];
        for (int j = 0; j < p; j++) size[j] = lp.variable("d_" + j, Rational.ZERO);
        int total = lp.variable("T", Rational.ONE);
        int all = lp.row("sum", true, LinearProgram.written(inst.total()));
        for (int j = 0; j < p; j++) lp.add(all, size[j], Rational.ONE);
        int[][] start = new int[p][];
        for (int j = 0; j < p; j++) {
            start[j] = new int[programs.get(j).size()];
            for (int o = 0; o < start[j].length; o++) start[j][o] = lp.variable("s_" + j + "_" + o, Rational.ZERO);
        }
        for (int j = 0; j < p; j++) {
            List<Operation> prog = programs.get(j);
            for (int o = 0; o < prog.size(); o++) {
                Operation op = prog.get(o);
                Rational perSize = op.compute ? LinearProgram.written(inst.computePerUnit()[j]) : op.receive ? tauRecv : tauSend;
                Rational fixed = op.compute ? Rational.ZERO : op.receive ? sigmaRecv : sigmaSend;
                if (op.results) { // a result message of size ρ·Σ d + f·|subtree|
                    fixed = fixed.add(perSize.multiply(fixedResult).multiply(Rational.of(op.carried.length)));
                    perSize = perSize.multiply(perUnitResult);
                }
                int next = o + 1 < prog.size() ? lp.row("after_" + j + "_" + (o + 1), false, fixed) : lp.row("end_" + j, false, fixed);
                lp.add(next, o + 1 < prog.size() ? start[j][o + 1] : total, Rational.ONE);
                lp.add(next, start[j][o], Rational.of(-1));
                for (int m : op.carried) lp.add(next, size[m], perSize.negate());
            }
        }
        Rational delta = LinearProgram.written(inst.delta());
        for (int j = 0; j < p; j++)
            for (int o = 0; o < programs.get(j).size(); o++) {
                Operation op = programs.get(j).get(o);
                if (!op.receive) continue;
                int row = lp.row("arrive_" + j + "_" + o, false, delta);
                lp.add(row, start[j][o], Rational.ONE);
                lp.add(row, start[op.sender][op.sendIndex], Rational.of(-1));
            }
        return lp;
    }

    /** Appends a send to the sender's program and the matching receive to the receiver's. */
    private static void message(List<List<Operation>> programs, int from, int to, int[] carried, boolean results) {
        List<Operation> out = programs.get(from);
        out.add(new Operation(false, carried, results, false));
        Operation in = new Operation(true, carried, results, false);
        in.sender = from;
        in.sendIndex = out.size() - 1;
        programs.get(to).add(in);
    }

    /** first, first + dir, …, len numbers, modulo p. */
    private static int[] range(int first, int len, int dir, int p) {
        int[] r = new int[len];
        for (int i = 0; i < len; i++) r[i] = Math.floorMod(first + dir * i, p);
        return r;
    }
}
