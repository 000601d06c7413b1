package gaplab.model.dag;

import gaplab.model.core.InputException;
import gaplab.model.core.InstanceClass;
import gaplab.model.core.InstanceSpace;
import gaplab.model.core.SizeOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Random task graphs and machines for sweeps and the worst-case ratio search. Size options:
 * {@code tasks} (default 8), {@code processors} (3), {@code topology} (complete | ring | mesh |
 * hypercube; mesh uses the most square R×C, hypercube rounds processors down to a power of two),
 * {@code ccr} (communication-to-computation ratio, default 1: η drawn so that mean η ≈ ccr × mean μ),
 * {@code density} (arc probability between two tasks, default 0.3), {@code speeds} (equal, or random:
 * each processor's speed drawn from 0.5, 1, 2). Topology {@code random} is a fully connected machine
 * whose λ(i, j) are drawn independently from 0..3 for i ≠ j (asymmetric). {@code mu} (default 1..10):
 * μ uniform integer in that range ({@code mu=1}: unit execution times). {@code heterogeneity} β (0..2,
 * default 0): β &gt; 0 gives every task a time per processor, a cost matrix drawn as in Topcuoglu et al.
 * 2002 around its μ (heterogeneous, unrelated processors; not with {@code speeds=random}).
 * {@code grain} (none | fine | medium | coarse, default none): the task-duplication paper's own random
 * graphs (seed 002 §4, {@link RandomDags#paper}: μ 3..7, η in the grain's message range, out-degree about
 * 3) instead of the density graphs; {@code ccr}, {@code density} and {@code mu} are then unused.
 *
 * <p>The class of {@link #instanceClass}: {@code tasks=n} bounds the tasks (at most n; shrinking may
 * drop tasks); {@code processors} fixes the processor count and {@code topology} the machine kind (its
 * λ); {@code speeds=equal} fixes identical speeds; {@code ccr=0} fixes no communication (every η = 0;
 * any other ccr only sets the mean of the starting instances); {@code mu} fixes the range of μ
 * (integers); {@code heterogeneity} whether there is a cost matrix (the search's moves keep none yet,
 * so in that class only the random sweep runs). {@code density} only shapes the starting instances.
 */
public final class DagSpace implements InstanceSpace<DagInstance> {

    @Override
    public Map<String, String> sizeDefaults() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("tasks", "8");
        m.put("processors", "3");
        m.put("topology", "complete");
        m.put("ccr", "1");
        m.put("density", "0.3");
        m.put("speeds", "equal");
        m.put("mu", "1..10");
        m.put("heterogeneity", "0");
        m.put("grain", "none");
        return m;
    }

    /** Every machine kind (hop-count and asymmetric λ), both speed settings, no to heavy communication. */
    @Override
    public Map<String, List<String>> crossCheckVariety() {
        Map<String, List<String>> m = new LinkedHashMap<>();
        m.put("tasks", List.of("6", "7", "8", "9", "10"));
        m.put("processors", List.of("2", "3", "4"));
        m.put("topology", List.of("complete", "ring", "mesh", "hypercube", "random"));
        m.put("ccr", List.of("0", "0.1", "1", "10"));
        m.put("density", List.of("0.2", "0.3", "0.5"));
        m.put("speeds", List.of("equal", "random"));
        return m;
    }

    @Override
    public DagInstance random(SplittableRandom rng, Map<String, String> size) throws InputException {
        SizeOptions o = SizeOptions.of("dag", sizeDefaults(), size);
        int n = o.integer("tasks", 1, 2000);
        int p = o.integer("processors", 1, 1024);
        double ccr = o.number("ccr", 0, 1e6);
        double density = o.number("density", 0, 1);
        String topo = o.text("topology", "complete", "ring", "mesh", "hypercube", "random");
        boolean randomSpeeds = o.text("speeds", "equal", "random").equals("random");
        int[] mu = muRange(size);
        int maxEta = (int) Math.round(2 * ccr * 5.5);
        RandomDags.Grain grain = grain(o);
        TaskGraph g;
        if (grain != null) g = RandomDags.paper(n, grain, rng.nextLong());
        else {
            g = RandomDags.small(rng, n, density, mu[1] - mu[0] + 1, Math.max(0, maxEta));
            if (mu[0] > 1) g = shifted(g, mu[0] - 1);
        }
        // the machine's random parts are drawn after the graph, so the default options give the graphs they always gave
        Machine m = topo.equals("random") ? randomLambda(rng, p) : Machine.parse(spec(topo, p));
        if (randomSpeeds) {
            double[] sp = new double[m.size()];
            for (int i = 0; i < sp.length; i++) sp[i] = SPEEDS[rng.nextInt(SPEEDS.length)];
            m = m.withSpeeds(sp);
        }
        double beta = o.number("heterogeneity", 0, 2);
        if (beta > 0) {
            if (randomSpeeds) throw new InputException("--param heterogeneity", "a cost matrix replaces speeds: leave speeds=random out");
            return new DagInstance(g, m, costMatrix(rng, g, m.size(), beta));
        }
        return new DagInstance(g, m);
    }

    /**
     * Topcuoglu, Hariri &amp; Wu 2002 (§5.1): task i's time on processor j is drawn uniformly from
     * w̄_i·[1 − β/2, 1 + β/2], w̄_i its μ; here rounded to a whole number ≥ 1 (μ stays the graph's, near the row's mean).
     */
    private static double[][] costMatrix(SplittableRandom rng, TaskGraph g, int p, double beta) {
        double[][] w = new double[g.size()][p];
        for (int t = 0; t < w.length; t++)
            for (int q = 0; q < p; q++) w[t][q] = Math.max(1, Math.round(g.mu(t) * (1 - beta / 2 + beta * rng.nextDouble())));
        return w;
    }

    /** The paper's grain of {@code grain}, or null for {@code none}. */
    private static RandomDags.Grain grain(SizeOptions o) throws InputException {
        String v = o.text("grain", "none", "fine", "medium", "coarse");
        return v.equals("none") ? null : RandomDags.Grain.valueOf(v.toUpperCase(java.util.Locale.ROOT));
    }

    /** The range lo..hi of {@code mu} ("a..b" or "a"), integers 1 ≤ lo ≤ hi ≤ 10^6. */
    static int[] muRange(Map<String, String> size) throws InputException {
        String v = size.getOrDefault("mu", "1..10").trim();
        String[] parts = v.split("\\.\\.", -1);
        try {
            int lo = Integer.parseInt(parts[0].trim()), hi = parts.length == 2 ? Integer.parseInt(parts[1].trim()) : lo;
            if (parts.length <= 2 && lo >= 1 && lo <= hi && hi <= 1_000_000) return new int[]{lo, hi};
        } catch (NumberFormatException e) {
            // said below
        }
        throw new InputException("--param mu", "must be an integer range lo..hi with 1 ≤ lo ≤ hi ≤ 1000000, or one integer (got '" + v + "')");
    }

    /** The same graph with every μ increased by {@code by}. */
    private static TaskGraph shifted(TaskGraph g, int by) {
        double[] mu = mus(g);
        for (int i = 0; i < mu.length; i++) mu[i] += by;
        return rebuilt(g, mu, arcs(g), etas(g));
    }

    @Override
    public InstanceClass<DagInstance> instanceClass(Map<String, String> size) throws InputException {
        SizeOptions o = SizeOptions.of("dag", sizeDefaults(), size);
        InstanceClass.Builder<DagInstance> c = InstanceClass.builder();
        if (size.containsKey("tasks")) {
            int n = o.integer("tasks", 1, 2000);
            c.require("tasks ≤ " + n, i -> i.tasks() <= n);
        }
        String topo = o.text("topology", "complete", "ring", "mesh", "hypercube", "random");
        if (size.containsKey("processors")) {
            int p = o.integer("processors", 1, 1024);
            int q = topo.equals("hypercube") ? Integer.highestOneBit(p) : p;
            c.require("processors = " + q, i -> i.processors() == q);
        }
        if (size.containsKey("topology"))
            c.require("topology " + topo, i -> isTopology(i.machine(), topo));
        if (size.containsKey("speeds") && o.text("speeds", "equal", "random").equals("equal"))
            c.require("equal speeds", i -> allEqual(i.machine().speeds()));
        if (size.containsKey("ccr") && o.number("ccr", 0, 1e6) == 0)
            c.require("no communication (every η = 0)", i -> { for (int a = 0; a < i.graph().arcCount(); a++) if (i.graph().eta(a) != 0) return false; return true; });
        if (size.containsKey("heterogeneity")) {
            boolean matrix = o.number("heterogeneity", 0, 2) > 0;
            c.require(matrix ? "a cost matrix (times per processor)" : "no cost matrix", i -> i.hasCostMatrix() == matrix);
        }
        RandomDags.Grain grain = grain(o);
        if (grain != null)
            c.require("the paper's graphs: μ in 3..7, η in " + grain.lo + ".." + grain.hi, i -> {
                for (int t = 0; t < i.tasks(); t++) if (i.graph().mu(t) < 3 || i.graph().mu(t) > 7) return false;
                for (int a = 0; a < i.graph().arcCount(); a++) if (i.graph().eta(a) < grain.lo || i.graph().eta(a) > grain.hi) return false;
                return true;
            });
        if (size.containsKey("mu")) {
            int[] r = muRange(size);
            c.require(r[0] == r[1] ? "every μ = " + r[0] : "μ integral in " + r[0] + ".." + r[1], i -> {
                for (int t = 0; t < i.tasks(); t++) { double m = i.graph().mu(t); if (m != Math.rint(m) || m < r[0] || m > r[1]) return false; }
                return true;
            });
        }
        return c.build();
    }

    /** Has {@code m} the λ of the named topology on its processors (or, for random, integral λ in 0..3)? */
    private static boolean isTopology(Machine m, String topo) {
        int p = m.size();
        if (topo.equals("random")) {
            if (!m.spec().startsWith("random:")) return false;
            for (int i = 0; i < p; i++) for (int j = 0; j < p; j++) {
                double l = m.lambda(i, j);
                if (i == j ? l != 0 : l != Math.rint(l) || l < 0 || l > 3) return false;
            }
            return true;
        }
        if (topo.equals("hypercube") && Integer.bitCount(p) != 1) return false;
        try {
            return java.util.Arrays.deepEquals(m.lambdaMatrix(), Machine.parse(spec(topo, p)).lambdaMatrix());
        } catch (InputException e) {
            return false;
        }
    }

    private static boolean allEqual(double[] v) {
        for (double x : v) if (x != v[0]) return false;
        return true;
    }

    /** The speeds of {@code speeds=random}: exact binary fractions, so every time stays a short decimal. */
    private static final double[] SPEEDS = {0.5, 1, 2};

    /** A fully connected machine with an asymmetric λ: each λ(i, j), i ≠ j, drawn from 0..3. */
    private static Machine randomLambda(SplittableRandom rng, int p) {
        double[][] l = new double[p][p];
        for (int i = 0; i < p; i++) for (int j = 0; j < p; j++) l[i][j] = i == j ? 0 : rng.nextInt(4);
        return new Machine("random:" + p, l, null);
    }

    static String spec(String topo, int p) throws InputException {
        switch (topo) {
            case "complete": return "complete:" + p;
            case "ring": return "ring:" + p;
            case "mesh": {
                int r = (int) Math.floor(Math.sqrt(p));
                while (p % r != 0) r--;
                return "mesh:" + r + "x" + (p / r);
            }
            case "hypercube": return "hypercube:" + (31 - Integer.numberOfLeadingZeros(p));
            default: throw new InputException("size", "topology '" + topo + "' is not complete, ring, mesh or hypercube");
        }
    }

    private static DagInstance rebuild(DagInstance base, double[] mu, List<int[]> arcs, List<Double> eta, Machine m) {
        return new DagInstance(rebuilt(base.graph(), mu, arcs, eta), m);
    }

    /** {@code g} with these times, arcs and messages (its name and task ids kept). */
    private static TaskGraph rebuilt(TaskGraph g, double[] mu, List<int[]> arcs, List<Double> eta) {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < mu.length; i++) ids.add(i < g.size() ? g.id(i) : "t" + i);
        return RandomDags.build(g.name(), ids, mu, arcs, eta);
    }

    private static List<int[]> arcs(TaskGraph g) {
        List<int[]> l = new ArrayList<>();
        for (int a = 0; a < g.arcCount(); a++) l.add(new int[]{g.from(a), g.to(a)});
        return l;
    }

    private static List<Double> etas(TaskGraph g) {
        List<Double> l = new ArrayList<>();
        for (int a = 0; a < g.arcCount(); a++) l.add(g.eta(a));
        return l;
    }

    private static double[] mus(TaskGraph g) {
        double[] m = new double[g.size()];
        for (int i = 0; i < m.length; i++) m[i] = g.mu(i);
        return m;
    }

    @Override
    public DagInstance mutate(DagInstance inst, SplittableRandom rng) {
        TaskGraph g = inst.graph();
        double[] mu = mus(g);
        List<int[]> arcs = arcs(g);
        List<Double> eta = etas(g);
        int n = g.size();
        int kind = rng.nextInt(10);
        if (kind >= 4) { // structural moves: a new task, a longer chain, one task fewer, a twin, long tasks longer, a path's last period again (DagMoves)
            TaskGraph moved = switch (kind) {
                case 4 -> DagMoves.addTask(g, rng);
                case 5 -> DagMoves.extendChain(g, rng);
                case 6 -> DagMoves.removeTask(g, rng);
                case 7 -> DagMoves.cloneTask(g, rng);
                case 8 -> DagMoves.stretchLongTasks(g, rng);
                default -> DagMoves.unrollPath(g, rng);
            };
            return new DagInstance(moved, inst.machine());
        }
        if (kind == 0) {
            int t = rng.nextInt(n);
            mu[t] = Math.max(1, mu[t] + (rng.nextBoolean() ? 1 : -1) * (1 + rng.nextInt(3)));
        } else if (kind == 1 && !arcs.isEmpty()) {
            int a = rng.nextInt(arcs.size());
            eta.set(a, Math.max(0, eta.get(a) + (rng.nextBoolean() ? 1 : -1) * (1 + rng.nextInt(3))));
        } else if (kind == 2 && n >= 2) {
            int i = rng.nextInt(n - 1), j = i + 1 + rng.nextInt(n - 1 - i);
            // arcs only go from a lower to a higher index in generated graphs; keep the graph acyclic
            int found = -1;
            for (int a = 0; a < arcs.size(); a++) if (arcs.get(a)[0] == i && arcs.get(a)[1] == j) found = a;
            if (found >= 0) { arcs.remove(found); eta.remove(found); }
            else if (topoIndexOk(g, i, j)) { arcs.add(new int[]{i, j}); eta.add(DagMoves.someEta(g, rng)); }
        } else {
            int t = rng.nextInt(n);
            mu[t] = 1 + rng.nextInt(10);
        }
        return rebuild(inst, mu, arcs, eta, inst.machine());
    }

    /** Adding i → j keeps the graph acyclic when j does not reach i. */
    private static boolean topoIndexOk(TaskGraph g, int i, int j) {
        boolean[] seen = new boolean[g.size()];
        java.util.ArrayDeque<Integer> st = new java.util.ArrayDeque<>();
        st.push(j);
        while (!st.isEmpty()) {
            int u = st.pop();
            if (u == i) return false;
            if (seen[u]) continue;
            seen[u] = true;
            for (int v : g.succs(u)) st.push(v);
        }
        return true;
    }

    @Override
    public List<DagInstance> shrink(DagInstance inst) {
        List<DagInstance> out = new ArrayList<>();
        TaskGraph g = inst.graph();
        int n = g.size();
        if (inst.processors() > 1) {
            try {
                String s = inst.machine().spec();
                String kind = s.contains(":") ? s.substring(0, s.indexOf(':')) : "complete";
                if (kind.equals("complete") || kind.equals("ring") || kind.equals("mesh") || kind.equals("hypercube")) {
                    int p = kind.equals("hypercube") ? inst.processors() / 2 : inst.processors() - 1;
                    out.add(new DagInstance(g, Machine.parse(spec(kind, p))));
                }
            } catch (InputException e) {
                // not a named topology: keep the machine
            }
        }
        for (int drop = n - 1; drop >= 0 && n > 1; drop--) out.add(new DagInstance(DagMoves.withoutTask(g, drop), inst.machine()));
        double[] half = mus(g);
        boolean changed = false;
        for (int i = 0; i < half.length; i++) { double h = Math.max(1, Math.floor(half[i] / 2)); changed |= h != half[i]; half[i] = h; }
        List<Double> eh = new ArrayList<>();
        for (int a = 0; a < g.arcCount(); a++) { double h = Math.floor(g.eta(a) / 2); changed |= h != g.eta(a); eh.add(h); }
        if (changed) out.add(rebuild(inst, half, arcs(g), eh, inst.machine()));
        return out;
    }
}
