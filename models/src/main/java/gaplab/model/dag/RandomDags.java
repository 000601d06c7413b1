package gaplab.model.dag;

import gaplab.model.core.InputException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random task graphs.
 *
 * <p>{@link #paper}: the seed's §4 generator, whose table gives only "anchor out-degree 3, node weight
 * 3–7, messages 2–4 (fine) / 3–7 (medium) / 10–15 (coarse), 50/120/240 nodes". Our reading: tasks
 * 0..n−1 in order; each task draws an out-degree uniformly from 1..5 (mean 3, the anchor out-degree),
 * capped by the tasks after it, and picks that many distinct successors uniformly among the next
 * w = max(6, n/10) tasks (a locality window, so the graph is neither a chain nor a flat fan);
 * μ uniform integer 3..7, η uniform integer in the granularity's message range.
 *
 * <p>{@link #granularity}: g(G) of seed §2.2.1 (after Khan &amp; McCreary): for each task,
 * g1 = min μ of its predecessors / max communication on its in-arcs, g2 = min μ of its successors /
 * max communication on its out-arcs; g(T) = min(g1, g2) over those defined; g(G) = min over tasks.
 * Communication of an arc is η × {@code unit} (λ per hop). Arcs with no communication are skipped;
 * g = +∞ when there is none. (The seed calls a graph coarse when g(G) ≤ 1, i.e. its "coarse" runs
 * use the largest message counts.)
 */
public final class RandomDags {
    private RandomDags() {}

    /** Message-count ranges of the seed's three granularities. */
    public enum Grain {
        FINE(2, 4), MEDIUM(3, 7), COARSE(10, 15);
        public final int lo, hi;
        Grain(int lo, int hi) { this.lo = lo; this.hi = hi; }
    }

    public static TaskGraph paper(int n, Grain grain, long seed) {
        return paper(n, grain.lo, grain.hi, seed);
    }

    public static TaskGraph paper(int n, int msgLo, int msgHi, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int w = Math.max(6, n / 10);
        double[] mu = new double[n];
        List<String> ids = new ArrayList<>(n);
        for (int i = 0; i < n; i++) { ids.add("t" + i); mu[i] = 3 + r.nextInt(5); }
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        for (int i = 0; i < n - 1; i++) {
            int avail = Math.min(w, n - 1 - i);
            int d = Math.min(avail, 1 + r.nextInt(5));
            // choose d distinct offsets in 1..avail (partial Fisher-Yates over a small array)
            int[] off = new int[avail];
            for (int k = 0; k < avail; k++) off[k] = k + 1;
            for (int k = 0; k < d; k++) {
                int j = k + r.nextInt(avail - k);
                int tmp = off[k]; off[k] = off[j]; off[j] = tmp;
                arcs.add(new int[]{i, i + off[k]});
                eta.add((double) (msgLo + r.nextInt(msgHi - msgLo + 1)));
            }
        }
        return build("random-" + n + "-" + msgLo + "-" + msgHi + "-s" + seed, ids, mu, arcs, eta);
    }

    /**
     * A small random DAG for property tests and sweeps: each pair i &lt; j is an arc with probability
     * {@code density}; μ uniform integer 1..maxMu; η uniform integer 0..maxEta.
     */
    public static TaskGraph small(SplittableRandom r, int n, double density, int maxMu, int maxEta) {
        double[] mu = new double[n];
        List<String> ids = new ArrayList<>(n);
        for (int i = 0; i < n; i++) { ids.add("t" + i); mu[i] = 1 + r.nextInt(maxMu); }
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) if (r.nextDouble() < density) {
            arcs.add(new int[]{i, j});
            eta.add((double) r.nextInt(maxEta + 1));
        }
        return build("random-" + n, ids, mu, arcs, eta);
    }

    static TaskGraph build(String name, List<String> ids, double[] mu, List<int[]> arcs, List<Double> eta) { return build(name, name, ids, mu, arcs, eta); }

    /** A generated graph from its arcs ({from, to}) and their η, in order; a generator's bug, not bad input, if it is not a DAG. */
    public static TaskGraph build(String source, String name, List<String> ids, double[] mu, List<int[]> arcs, List<Double> eta) {
        int[] f = new int[arcs.size()], t = new int[arcs.size()];
        double[] e = new double[arcs.size()];
        for (int a = 0; a < f.length; a++) { f[a] = arcs.get(a)[0]; t[a] = arcs.get(a)[1]; e[a] = eta.get(a); }
        try {
            return new TaskGraph(source, name, ids, mu, f, t, e, Double.NaN, 0);
        } catch (InputException ex) {
            throw new IllegalStateException(ex);
        }
    }

    public static double granularity(TaskGraph g, double unit) {
        double best = Double.POSITIVE_INFINITY;
        for (int t = 0; t < g.size(); t++) {
            double g1 = ratio(g, g.preds(t), g.predArcs(t), unit), g2 = ratio(g, g.succs(t), g.succArcs(t), unit);
            best = Math.min(best, Math.min(g1, g2));
        }
        return best;
    }

    private static double ratio(TaskGraph g, int[] nb, int[] arcs, double unit) {
        if (nb.length == 0) return Double.POSITIVE_INFINITY;
        double minMu = Double.POSITIVE_INFINITY, maxC = 0;
        for (int k = 0; k < nb.length; k++) { minMu = Math.min(minMu, g.mu(nb[k])); maxC = Math.max(maxC, g.eta(arcs[k]) * unit); }
        return maxC == 0 ? Double.POSITIVE_INFINITY : minMu / maxC;
    }
}
