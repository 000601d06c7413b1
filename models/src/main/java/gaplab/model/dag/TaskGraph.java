package gaplab.model.dag;

import gaplab.model.core.InputException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A task graph G = (Γ, A, μ, η) (seed §2.2): tasks with execution times μ(T) ≥ 0 and arcs
 * (T<sub>i</sub>, T<sub>j</sub>) carrying η(T<sub>i</sub>, T<sub>j</sub>) ≥ 0 message units. Acyclic, no
 * self-loops, no parallel arcs. Tasks are numbered 0..n−1; {@link #id(int)} is the name in the file.
 * Immutable; predecessor/successor lists and a topological order are precomputed.
 */
public final class TaskGraph {
    private final String name;
    private final String[] ids;
    /** The largest task graph read (docs/limits.md). */
    public static final int MAX_TASKS = 10_000, MAX_ARCS = 200_000;

    private final double[] mu;
    private final int[] from, to;
    private final double[] eta;
    private final int[][] preds, succs, predArc, succArc;
    private final int[] topo;
    private final double knownOptimum;
    private final int targetProcessors;

    /**
     * @param source           file name for error messages
     * @param knownOptimum     a published optimum stored with the graph (DOT "Total schedule length"), NaN if none
     * @param targetProcessors the processor count that optimum refers to (DOT TargetSystem), 0 if none
     */
    public TaskGraph(String source, String name, List<String> ids, double[] mu, int[] from, int[] to, double[] eta,
                     double knownOptimum, int targetProcessors) throws InputException {
        int n = ids.size();
        if (n == 0) throw new InputException(source, "the task graph has no tasks");
        if (n > MAX_TASKS || from.length > MAX_ARCS)
            throw new InputException(source, n + " tasks and " + from.length + " arcs is too large (at most " + MAX_TASKS + " tasks and " + MAX_ARCS + " arcs; see docs/limits.md)");
        if (targetProcessors < 0 || targetProcessors > Machine.MAX_PROCESSORS)
            throw new InputException(source, "the processor count " + targetProcessors + " is not within 1 to " + Machine.MAX_PROCESSORS + " (see docs/limits.md)");
        if (mu.length != n) throw new IllegalArgumentException("mu length");
        if (from.length != to.length || from.length != eta.length) throw new IllegalArgumentException("arc arrays");
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < n; i++) {
            if (seen.put(ids.get(i), i) != null) throw new InputException(source, "task '" + ids.get(i) + "' is defined twice");
            if (!(mu[i] >= 0) || Double.isInfinite(mu[i]))
                throw new InputException(source, "task '" + ids.get(i) + "' has execution time " + mu[i] + " (must be a finite number >= 0)");
        }
        java.util.Set<Long> arcSet = new java.util.HashSet<>();
        for (int a = 0; a < from.length; a++) {
            if (from[a] < 0 || from[a] >= n || to[a] < 0 || to[a] >= n) throw new IllegalArgumentException("arc endpoint");
            if (from[a] == to[a]) throw new InputException(source, "arc " + ids.get(from[a]) + " -> " + ids.get(to[a]) + " is a self-loop (a cycle)");
            if (!(eta[a] >= 0) || Double.isInfinite(eta[a]))
                throw new InputException(source, "arc " + ids.get(from[a]) + " -> " + ids.get(to[a]) + " has message count " + eta[a] + " (must be a finite number >= 0)");
            if (!arcSet.add((long) from[a] * n + to[a]))
                throw new InputException(source, "arc " + ids.get(from[a]) + " -> " + ids.get(to[a]) + " appears twice");
        }
        this.name = name == null ? "" : name;
        this.ids = ids.toArray(new String[0]);
        this.mu = mu.clone();
        this.from = from.clone();
        this.to = to.clone();
        this.eta = eta.clone();
        this.knownOptimum = knownOptimum;
        this.targetProcessors = targetProcessors;
        int[] indeg = new int[n], outdeg = new int[n];
        for (int a = 0; a < from.length; a++) { outdeg[from[a]]++; indeg[to[a]]++; }
        preds = new int[n][]; succs = new int[n][]; predArc = new int[n][]; succArc = new int[n][];
        for (int i = 0; i < n; i++) { preds[i] = new int[indeg[i]]; predArc[i] = new int[indeg[i]]; succs[i] = new int[outdeg[i]]; succArc[i] = new int[outdeg[i]]; }
        int[] pi = new int[n], si = new int[n];
        for (int a = 0; a < from.length; a++) {
            int u = from[a], v = to[a];
            succs[u][si[u]] = v; succArc[u][si[u]++] = a;
            preds[v][pi[v]] = u; predArc[v][pi[v]++] = a;
        }
        // Kahn's algorithm, smallest index first (deterministic)
        topo = new int[n];
        int[] deg = indeg.clone();
        java.util.PriorityQueue<Integer> q = new java.util.PriorityQueue<>();
        for (int i = 0; i < n; i++) if (deg[i] == 0) q.add(i);
        int k = 0;
        while (!q.isEmpty()) {
            int u = q.poll();
            topo[k++] = u;
            for (int v : succs[u]) if (--deg[v] == 0) q.add(v);
        }
        if (k < n) throw new InputException(source, "the task graph has a cycle: " + describeCycle(deg));
    }

    private String describeCycle(int[] deg) {
        int n = ids.length;
        // walk backwards along predecessors that are still on a cycle (deg > 0) until a task repeats
        int start = -1;
        for (int i = 0; i < n; i++) if (deg[i] > 0) { start = i; break; }
        int[] pos = new int[n];
        Arrays.fill(pos, -1);
        List<Integer> walk = new ArrayList<>();
        int u = start;
        while (pos[u] < 0) {
            pos[u] = walk.size();
            walk.add(u);
            int next = -1;
            for (int p : preds[u]) if (deg[p] > 0) { next = p; break; }
            u = next;
        }
        List<Integer> cyc = new ArrayList<>(walk.subList(pos[u], walk.size()));
        java.util.Collections.reverse(cyc);
        StringBuilder sb = new StringBuilder();
        for (int c : cyc) sb.append(ids[c]).append(" -> ");
        sb.append(ids[cyc.get(0)]);
        return sb.toString();
    }

    public String name() { return name; }
    public int size() { return ids.length; }
    public int arcCount() { return from.length; }
    public String id(int task) { return ids[task]; }
    public List<String> ids() { return List.of(ids); }
    /** μ(T): execution time on a processor of speed 1. */
    public double mu(int task) { return mu[task]; }
    public int from(int arc) { return from[arc]; }
    public int to(int arc) { return to[arc]; }
    /** η(T<sub>i</sub>, T<sub>j</sub>): message units sent along the arc. */
    public double eta(int arc) { return eta[arc]; }
    public int[] preds(int task) { return preds[task]; }
    public int[] succs(int task) { return succs[task]; }
    /** Arc index of the k-th predecessor of {@code task} (parallel to {@link #preds}). */
    public int[] predArcs(int task) { return predArc[task]; }
    public int[] succArcs(int task) { return succArc[task]; }
    /** A topological order (smallest index first among ready tasks). */
    public int[] topologicalOrder() { return topo.clone(); }
    public double knownOptimum() { return knownOptimum; }
    public int targetProcessors() { return targetProcessors; }
    public int index(String id) {
        for (int i = 0; i < ids.length; i++) if (ids[i].equals(id)) return i;
        return -1;
    }
    public double totalWork() { double s = 0; for (double m : mu) s += m; return s; }

    /** η of the arc u → v, or NaN when there is no such arc. */
    public double eta(int u, int v) {
        for (int k = 0; k < succs[u].length; k++) if (succs[u][k] == v) return eta[succArc[u][k]];
        return Double.NaN;
    }

    /**
     * The reverse graph: every arc T<sub>i</sub> → T<sub>j</sub> becomes T<sub>j</sub> → T<sub>i</sub>
     * with the same η, tasks keep their ids, indices and μ (and the stored optimum, which the mirror
     * argument of {@link Schedule#mirrored} preserves without duplication).
     */
    public TaskGraph reversed() { return copy(name, to, from, knownOptimum, targetProcessors); }

    /** The same graph with other execution times μ (one per task). */
    public TaskGraph withTimes(double[] newMu) {
        if (newMu.length != mu.length) throw new IllegalArgumentException("mu length");
        return with(newMu, eta, knownOptimum);
    }

    /** The same graph with other message sizes η (one per arc). */
    public TaskGraph withMessages(double[] newEta) {
        if (newEta.length != eta.length) throw new IllegalArgumentException("eta length");
        return with(mu, newEta, knownOptimum);
    }

    /** The same graph in another unit of time: every μ and η (and the stored optimum) times {@code factor}. */
    public TaskGraph scaled(double factor) {
        double[] m = mu.clone(), e = eta.clone();
        for (int i = 0; i < m.length; i++) m[i] *= factor;
        for (int a = 0; a < e.length; a++) e[a] *= factor;
        return with(m, e, knownOptimum * factor);
    }

    private TaskGraph with(double[] newMu, double[] newEta, double optimum) {
        try {
            return new TaskGraph(name, name, List.of(ids), newMu, from, to, newEta, optimum, targetProcessors);
        } catch (InputException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** The same graph under another name (and without a stored optimum). */
    public TaskGraph renamed(String newName) { return copy(newName, from, to, Double.NaN, 0); }

    private TaskGraph copy(String newName, int[] tails, int[] heads, double optimum, int target) {
        try {
            return new TaskGraph(newName, newName, List.of(ids), mu, tails, heads, eta, optimum, target);
        } catch (InputException e) {
            throw new IllegalStateException(e);
        }
    }
}
