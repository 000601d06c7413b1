package gaplab.model.dag;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Structural moves of the worst-case search on task graphs (issue 22: a search that only changes
 * numbers cannot grow the chains and independent tasks that worst cases are made of). Each keeps arcs
 * from a lower to a higher index (so the graph stays acyclic), and draws new numbers from the graph's
 * own (a new task's μ is some task's μ, a new arc's η some arc's η, or 0), so a move stays inside any
 * class of unit, bounded or communication-free graphs.
 */
final class DagMoves {
    private DagMoves() {}

    /** The graph as mutable lists: ids, μ, arcs (from, to) and η. */
    private record Parts(List<String> ids, List<Double> mu, List<int[]> arcs, List<Double> eta) {
        static Parts of(TaskGraph g) {
            Parts p = new Parts(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
            for (int t = 0; t < g.size(); t++) { p.ids.add(g.id(t)); p.mu.add(g.mu(t)); }
            for (int a = 0; a < g.arcCount(); a++) { p.arcs.add(new int[]{g.from(a), g.to(a)}); p.eta.add(g.eta(a)); }
            return p;
        }

        /** Inserts a task at index k (later tasks move up by one). */
        void insert(int k, String id, double m) {
            ids.add(k, id);
            mu.add(k, m);
            for (int[] a : arcs) { if (a[0] >= k) a[0]++; if (a[1] >= k) a[1]++; }
        }

        TaskGraph graph(String name) {
            double[] m = new double[mu.size()];
            for (int t = 0; t < m.length; t++) m[t] = mu.get(t);
            return RandomDags.build(name, ids, m, arcs, eta);
        }

        /** The same graph with its tasks renumbered in a topological order, the one of the smallest {@code key} first among the ready. */
        Parts inTopologicalOrder(double[] key) {
            int n = ids.size();
            int[] indeg = new int[n];
            List<List<Integer>> out = new ArrayList<>();
            for (int t = 0; t < n; t++) out.add(new ArrayList<>());
            for (int[] a : arcs) { indeg[a[1]]++; out.get(a[0]).add(a[1]); }
            java.util.PriorityQueue<Integer> ready = new java.util.PriorityQueue<>((a, b) -> a.equals(b) ? 0 : key[a] != key[b] ? Double.compare(key[a], key[b]) : Integer.compare(a, b));
            for (int t = 0; t < n; t++) if (indeg[t] == 0) ready.add(t);
            int[] rank = new int[n];
            List<Integer> order = new ArrayList<>();
            while (!ready.isEmpty()) {
                int t = ready.poll();
                rank[t] = order.size();
                order.add(t);
                for (int v : out.get(t)) if (--indeg[v] == 0) ready.add(v);
            }
            Parts q = new Parts(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(eta));
            for (int t : order) { q.ids.add(ids.get(t)); q.mu.add(mu.get(t)); }
            for (int[] a : arcs) q.arcs.add(new int[]{rank[a[0]], rank[a[1]]});
            return q;
        }

        String freshId() {
            for (int k = ids.size(); ; k++) if (!ids.contains("t" + k)) return "t" + k;
        }
    }

    /** Some arc's η, or 0 when there is none. */
    static double someEta(TaskGraph g, SplittableRandom rng) {
        return g.arcCount() == 0 ? 0 : g.eta(rng.nextInt(g.arcCount()));
    }

    /** A new task (μ of a random task) after a random task (an arc to it) or independent of all. */
    static TaskGraph addTask(TaskGraph g, SplittableRandom rng) {
        Parts p = Parts.of(g);
        int n = g.size();
        p.insert(n, p.freshId(), g.mu(rng.nextInt(n)));
        if (rng.nextBoolean()) { p.arcs.add(new int[]{rng.nextInt(n), n}); p.eta.add(someEta(g, rng)); }
        return p.graph(g.name());
    }

    /** A task t becomes a chain t → t': t' gets a random task's μ and takes over t's successors. */
    static TaskGraph extendChain(TaskGraph g, SplittableRandom rng) {
        Parts p = Parts.of(g);
        int t = rng.nextInt(g.size());
        p.insert(t + 1, p.freshId(), g.mu(rng.nextInt(g.size())));
        for (int[] a : p.arcs) if (a[0] == t) a[0] = t + 1;
        p.arcs.add(new int[]{t, t + 1});
        p.eta.add(someEta(g, rng));
        return p.graph(g.name());
    }

    /**
     * A twin of a random task t: same μ, same predecessors and successors (with their η), inserted right
     * after t. Worst cases are full of interchangeable tasks (the long independent tasks of a trap, the
     * branches of a fork); growing one at a time rarely lines them up.
     */
    static TaskGraph cloneTask(TaskGraph g, SplittableRandom rng) {
        Parts p = Parts.of(g);
        int t = rng.nextInt(g.size());
        p.insert(t + 1, p.freshId(), g.mu(t));
        int n = p.arcs.size();
        for (int a = 0; a < n; a++) {
            int[] x = p.arcs.get(a);
            if (x[1] == t) { p.arcs.add(new int[]{x[0], t + 1}); p.eta.add(p.eta.get(a)); }
            if (x[0] == t) { p.arcs.add(new int[]{t + 1, x[1]}); p.eta.add(p.eta.get(a)); }
        }
        return p.graph(g.name());
    }

    /**
     * The largest μ {@link #stretchLongTasks} makes: a trap's ratio is within 0.1 % of its limit long before
     * (docs/ratio.md), and the exact oracle's partition bound takes time in proportion to the times.
     */
    static final double MAX_STRETCHED_MU = 10_000;

    /**
     * Every task at least as long as a random task's μ becomes twice as long (the short ones stay): the
     * ratio of a trap grows with the gap between its long and short tasks (docs/ratio.md), which single
     * ±1..3 steps take thousands of moves to open. No task goes above {@link #MAX_STRETCHED_MU}.
     */
    static TaskGraph stretchLongTasks(TaskGraph g, SplittableRandom rng) {
        Parts p = Parts.of(g);
        double threshold = g.mu(rng.nextInt(g.size()));
        for (int t = 0; t < g.size(); t++) {
            double m = p.mu.get(t);
            if (m >= threshold && 2 * m <= MAX_STRETCHED_MU) p.mu.set(t, 2 * m);
        }
        return p.graph(g.name());
    }

    /**
     * A path from a source to a sink: from a source that has successors, each step to a successor; at
     * each choice (the start too), with probability 1/2 the first of those with the most tasks on a path
     * below them (the graph's spine), else any. Empty when no task has a successor.
     */
    static int[] randomPath(TaskGraph g, SplittableRandom rng) {
        int n = g.size();
        int[] depth = new int[n];   // the most tasks on a path from t to a sink
        int[] topo = g.topologicalOrder();
        for (int k = n - 1; k >= 0; k--) { int t = topo[k]; for (int s : g.succs(t)) depth[t] = Math.max(depth[t], depth[s]); depth[t]++; }
        List<Integer> starts = new ArrayList<>();
        for (int t = 0; t < n; t++) if (g.preds(t).length == 0 && g.succs(t).length > 0) starts.add(t);
        List<Integer> path = new ArrayList<>();
        for (List<Integer> choice = starts; !choice.isEmpty(); ) {
            int t = choice.get(0);
            if (rng.nextBoolean()) t = choice.get(rng.nextInt(choice.size()));
            else for (int c : choice) if (depth[c] > depth[t]) t = c;
            path.add(t);
            choice = java.util.Arrays.stream(g.succs(t)).boxed().toList();
        }
        return path.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * One more period of the end of a path, with what hangs on it: a path p_0 … p_k from a source to a
     * sink, drawn at random ({@link #randomPath}), gets
     * d new tasks (d = 1..3, d ≤ k; their μ and η those of p_(k−d) … p_(k−1)) before its last task p_k, and
     * every task off the path whose arcs all lead to path tasks among p_(k−2d) … p_k (or to other such
     * tasks) is copied once, its arcs shifted d places along the path (an arc into p_k goes to position k,
     * the first new task, in the original and to p_k in the copy). An independent task counts as released
     * at position −1, before the path starts: when k − 2d &lt; 0 its copy is released by p_(d−1). Worst cases are often periodic — a trap of m − 1
     * stages, each releasing the next one's tasks from the middle of its chain — and a partial stage is
     * worse than none, so single moves do not grow the next stage; this grows it at once, from the graph's
     * own last stage. Numbers are copied, so the move keeps any class of unit, bounded or communication-free
     * graphs; the graph stays unchanged when the path has fewer than three tasks.
     */
    static TaskGraph unrollPath(TaskGraph g, SplittableRandom rng) {
        int[] path = randomPath(g, rng);
        int k = path.length - 1;
        if (k < 2) return g;
        int d = 1 + rng.nextInt(Math.min(3, k)), n = g.size();
        int[] pos = new int[n];
        java.util.Arrays.fill(pos, -1);
        for (int j = 0; j <= k; j++) pos[path[j]] = j;
        boolean[] copied = new boolean[n];
        for (int t = 0; t < n; t++) copied[t] = pos[t] < 0 && (neighbours(g, t).length == 0 ? k - 2 * d < 0 : attachedWithin(g, t, pos, k - 2 * d));
        for (boolean changed = true; changed; ) {   // tasks off the path come with all their neighbours off the path, or not at all
            changed = false;
            for (int t = 0; t < n; t++) if (copied[t]) for (int a : neighbours(g, t)) if (pos[a] < 0 && !copied[a]) { copied[t] = false; changed = true; }
        }
        Parts p = Parts.of(g);
        double[] key = new double[n + d + n];   // the order of the result: a new task right after its original
        for (int t = 0; t < n; t++) key[t] = t;
        int[] atPos = new int[k + d + 1];       // the task at each position of the longer path
        for (int j = 0; j < k; j++) atPos[j] = path[j];
        atPos[k + d] = path[k];
        for (int j = 0; j < d; j++) {
            atPos[k + j] = p.ids.size();
            key[p.ids.size()] = path[k - d + j] + 0.5;
            p.ids.add(p.freshId());
            p.mu.add(g.mu(path[k - d + j]));
        }
        for (int[] a : p.arcs) if (a[1] == path[k]) a[1] = atPos[k];
        for (int j = k; j < k + d; j++) { p.arcs.add(new int[]{atPos[j], atPos[j + 1]}); p.eta.add(g.eta(path[j - d], path[j - d + 1])); }
        int[] copy = new int[n];
        for (int t = 0; t < n; t++) if (copied[t]) {
            copy[t] = p.ids.size();
            key[p.ids.size()] = t + 0.5;
            p.ids.add(p.freshId());
            p.mu.add(g.mu(t));
            if (neighbours(g, t).length == 0) { p.arcs.add(new int[]{atPos[d - 1], copy[t]}); p.eta.add(someEta(g, rng)); }
        }
        for (int a = 0; a < g.arcCount(); a++) {
            int u = g.from(a), v = g.to(a);
            if (!copied[u] && !copied[v]) continue;
            p.arcs.add(new int[]{copied[u] ? copy[u] : atPos[pos[u] + d], copied[v] ? copy[v] : atPos[pos[v] + d]});
            p.eta.add(g.eta(a));
        }
        return p.inTopologicalOrder(key).graph(g.name());
    }

    /** Is task t attached to the path (some neighbour on it) and only at positions from {@code lo} on? */
    private static boolean attachedWithin(TaskGraph g, int t, int[] pos, int lo) {
        boolean any = false;
        for (int a : neighbours(g, t)) if (pos[a] >= 0) { if (pos[a] < lo) return false; any = true; }
        return any;
    }

    private static int[] neighbours(TaskGraph g, int t) {
        return java.util.stream.IntStream.concat(java.util.Arrays.stream(g.preds(t)), java.util.Arrays.stream(g.succs(t))).toArray();
    }

    /** A random task removed with its arcs (at least one task stays). */
    static TaskGraph removeTask(TaskGraph g, SplittableRandom rng) {
        return g.size() < 2 ? g : withoutTask(g, rng.nextInt(g.size()));
    }

    /** {@code g} without task {@code drop} and its arcs (later tasks move down by one). */
    static TaskGraph withoutTask(TaskGraph g, int drop) {
        Parts p = Parts.of(g);
        List<int[]> arcs = new ArrayList<>();
        List<Double> eta = new ArrayList<>();
        for (int a = 0; a < p.arcs.size(); a++) {
            int[] x = p.arcs.get(a);
            if (x[0] == drop || x[1] == drop) continue;
            arcs.add(new int[]{x[0] > drop ? x[0] - 1 : x[0], x[1] > drop ? x[1] - 1 : x[1]});
            eta.add(p.eta.get(a));
        }
        p.ids.remove(drop);
        p.mu.remove(drop);
        return new Parts(p.ids, p.mu, arcs, eta).graph(g.name());
    }
}
