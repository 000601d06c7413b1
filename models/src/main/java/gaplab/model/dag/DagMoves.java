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

    /** The largest μ {@link #stretchLongTasks} makes (far below 2^53, where sums of times stop being exact). */
    static final double MAX_STRETCHED_MU = 1_000_000;

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
