package gaplab.certify;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.TaskGraph;

/**
 * A task-graph instance (SPEC §3) with integer data, as the encodings need it: d(t, p) the duration of
 * task t on processor p (μ / speed, or the cost matrix), c(a, p, q) = η(a)·λ(p, q) the delay of arc a
 * between different processors. Non-integer data is refused with the first value that is not whole
 * (δ = 1 is the granularity of integer data; decimal data is not certified yet).
 */
public record IntegerDag(int n, int processors, int[][] duration, int[][][] delay, int[] from, int[] to, boolean interchangeable) {

    /** The largest whole number accepted (the encodings index time steps by int). */
    public static final long MAX_VALUE = 1_000_000_000L;

    /** Raised when the data is not integral (or too large). */
    public static final class NotInteger extends Exception {
        public NotInteger(String message) { super(message); }
    }

    public static IntegerDag of(DagInstance inst) throws NotInteger {
        TaskGraph g = inst.graph();
        int n = g.size(), P = inst.processors();
        int[][] d = new int[n][P];
        for (int t = 0; t < n; t++)
            for (int p = 0; p < P; p++) d[t][p] = whole(inst.duration(t, p), "the time of task " + g.id(t) + " on processor " + p);
        long total = 0;
        for (int t = 0; t < n; t++) { int m = 0; for (int v : d[t]) m = Math.max(m, v); total += m; }
        if (total > MAX_VALUE) throw new NotInteger("the tasks' total time " + total + " is above " + MAX_VALUE + " (docs/certificates.md)");
        int A = g.arcCount();
        int[][][] c = new int[A][P][P];
        int[] from = new int[A], to = new int[A];
        for (int a = 0; a < A; a++) {
            from[a] = g.from(a);
            to[a] = g.to(a);
            for (int p = 0; p < P; p++)
                for (int q = 0; q < P; q++)
                    if (p != q) c[a][p][q] = whole(inst.delay(a, p, q), "the delay of arc " + g.id(from[a]) + " -> " + g.id(to[a]) + " from processor " + p + " to " + q);
        }
        boolean same = !inst.hasCostMatrix();
        for (int p = 0; p < P && same; p++) {
            if (inst.machine().speed(p) != inst.machine().speed(0)) same = false;
            for (int q = 0; q < P && same; q++) if (p != q && inst.machine().lambda(p, q) != inst.machine().lambda(0, 1)) same = false;
        }
        return new IntegerDag(n, P, d, c, from, to, same);
    }

    private static int whole(double v, String what) throws NotInteger {
        if (!(v == Math.rint(v)) || v < 0 || v > MAX_VALUE)
            throw new NotInteger(what + " is " + v + ", not a whole number from 0 to " + MAX_VALUE
                    + " (only integer data is certified for now: docs/certificates.md)");
        return (int) v;
    }

    /** min over processors of d(t, p). */
    public int least(int t) {
        int m = Integer.MAX_VALUE;
        for (int v : duration[t]) m = Math.min(m, v);
        return m;
    }
}
