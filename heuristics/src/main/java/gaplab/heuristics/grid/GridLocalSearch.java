package gaplab.heuristics.grid;

import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.GridSolver;
import gaplab.model.grid.Rect;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.optaplanner.core.api.domain.entity.PlanningEntity;
import org.optaplanner.core.api.domain.lookup.PlanningId;
import org.optaplanner.core.api.domain.solution.PlanningEntityCollectionProperty;
import org.optaplanner.core.api.domain.solution.PlanningScore;
import org.optaplanner.core.api.domain.solution.PlanningSolution;
import org.optaplanner.core.api.domain.valuerange.CountableValueRange;
import org.optaplanner.core.api.domain.valuerange.ValueRangeFactory;
import org.optaplanner.core.api.domain.valuerange.ValueRangeProvider;
import org.optaplanner.core.api.domain.variable.PlanningVariable;
import org.optaplanner.core.api.score.buildin.hardsoftlong.HardSoftLongScore;
import org.optaplanner.core.api.score.calculator.EasyScoreCalculator;
import org.optaplanner.core.api.solver.Solver;
import org.optaplanner.core.api.solver.SolverFactory;
import org.optaplanner.core.config.localsearch.LocalSearchPhaseConfig;
import org.optaplanner.core.config.localsearch.decider.acceptor.LocalSearchAcceptorConfig;
import org.optaplanner.core.config.localsearch.decider.forager.LocalSearchForagerConfig;
import org.optaplanner.core.config.solver.EnvironmentMode;
import org.optaplanner.core.config.solver.SolverConfig;
import org.optaplanner.core.config.solver.termination.TerminationConfig;

/**
 * OptaPlanner 10 local search that improves a partition for grids beyond the exact search's reach.
 *
 * <p>The start is {@code type2+local}. Its slicing structure (every {@code type2} partition is a
 * guillotine partition: a binary tree of straight cuts) becomes the planning problem: one planning
 * entity per cut with its position as the planning variable (an offset into its block, clamped
 * into the block, so moving a cut shifts a cut line and drags the sub-blocks along), and one per
 * leaf with its PE as the planning variable (swap moves exchange PEs between blocks; a change move
 * that repeats a PE is a hard violation). Score: hard = −(repeated PEs + blocks left empty), soft =
 * −(the largest PE time, exact scaled integer). OptaPlanner's tabu search (entity tabu, the best of
 * 100 accepted change and swap moves per step) runs in {@code REPRODUCIBLE} mode with a fixed seed and a
 * step limit, so the same instance and seed give the same answer; the time limit is only a safety
 * net. The best slicing found is polished by the local adjustment, and the better of it and the
 * start is returned, so the method is never worse than {@code type2+local}.
 */
public final class GridLocalSearch implements GridSolver {
    /** Steps of local search per PE (the default step limit is this times N, at least 500). */
    public static final int STEPS_PER_PE = 100;

    /** Solver factories by configuration (building one is slow); at most 32 kept. */
    private static final java.util.Map<String, SolverFactory<Plan>> FACTORIES = new java.util.LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(java.util.Map.Entry<String, SolverFactory<Plan>> e) { return size() > 32; }
    };

    static {
        if (System.getProperty("org.slf4j.simpleLogger.log.org.optaplanner") == null)
            System.setProperty("org.slf4j.simpleLogger.log.org.optaplanner", "warn");
    }

    @Override
    public String name() { return "optaplanner"; }

    @Override
    public String description() {
        return "OptaPlanner local search (shift cuts, swap PEs) on type2's slicing tree, then local adjustment; seeded, reproducible";
    }

    @Override
    public java.util.Set<String> paramNames() { return java.util.Set.of("steps"); }

    @Override
    public Outcome<GridPartition> solve(GridInstance in, Options options) {
        long t0 = System.nanoTime();
        GridCost cost = GridCost.of(in);
        long deadline = options.deadlineNanos(t0);
        GridPartition start = LocalAdjusted.type2Local(in, deadline);
        long startVal = cost.max(start.rectangles());
        GridPartition type2 = Type2.partition(in);
        Topology topo = Topology.of(in, type2);
        String note;
        GridPartition best = start;
        long bestVal = startVal;
        if (topo == null || topo.cuts.isEmpty()) {
            note = "nothing to search (one block)";
        } else {
            int steps = Math.max(500, STEPS_PER_PE * in.pes());
            if (options.params().containsKey("steps")) steps = Integer.parseInt(options.param("steps", "0"));
            SolverConfig cfg = new SolverConfig()
                    .withSolutionClass(Plan.class)
                    .withEntityClasses(Leaf.class, Cut.class)
                    .withEasyScoreCalculatorClass(Score.class)
                    .withEnvironmentMode(EnvironmentMode.REPRODUCIBLE)
                    .withRandomSeed(options.seed())
                    .withPhases(new LocalSearchPhaseConfig()
                            .withAcceptorConfig(new LocalSearchAcceptorConfig().withEntityTabuSize(Math.max(1, (topo.cuts.size() + topo.leaves.size()) / 5)))
                            .withForagerConfig(new LocalSearchForagerConfig().withAcceptedCountLimit(100))
                            .withTerminationConfig(new TerminationConfig().withStepCountLimit(steps)))
                    .withTerminationConfig(new TerminationConfig()
                            .withSpentLimit(Duration.ofMillis(Math.max(100, (deadline - System.nanoTime()) / 1_000_000))));
            String key = options.seed() + "/" + steps + "/" + (topo.cuts.size() + topo.leaves.size()) + "/" + options.timeLimitSeconds();
            SolverFactory<Plan> factory;
            synchronized (FACTORIES) {
                factory = FACTORIES.computeIfAbsent(key, k -> SolverFactory.create(cfg));
            }
            Solver<Plan> solver = factory.buildSolver();
            Plan solved = solver.solve(topo.initialPlan(in));
            List<Rect> rs = solved.hard() == 0 ? solved.rects() : null;
            if (rs != null) {
                GridPartition polished = LocalAdjust.improve(in, new GridPartition(rs), deadline).partition();
                long v = cost.max(polished.rectangles());
                if (v < bestVal) { best = polished; bestVal = v; }
            }
            note = steps + " steps, seed " + options.seed() + (bestVal < startVal ? ", improved type2+local" : ", type2+local kept");
        }
        return new Outcome<>(best, cost.value(bestVal), Status.FEASIBLE, Double.NaN, (System.nanoTime() - t0) / 1_000_000, note);
    }

    /** The slicing tree: node i is a leaf (a block) or a cut with two children. Shared, immutable. */
    static final class Topology {
        final GridInstance in;
        final GridCost cost;
        final List<int[]> nodes = new ArrayList<>(); // leaf: {0, leafIndex, pe}; cut: {1, cutIndex, vertical, left, right, offset}
        final List<Integer> cuts = new ArrayList<>();
        final List<Integer> leaves = new ArrayList<>();

        private Topology(GridInstance in) {
            this.in = in;
            this.cost = GridCost.of(in);
        }

        /** The slicing tree of a guillotine partition, or null when it is not one. */
        static Topology of(GridInstance in, GridPartition p) {
            Topology t = new Topology(in);
            return t.build(p.rectangles(), 0, 0, in.width(), in.height()) < 0 ? null : t;
        }

        private int build(List<Rect> rs, int x, int y, int w, int h) {
            int id = nodes.size();
            if (rs.size() == 1) {
                nodes.add(new int[]{0, leaves.size(), rs.get(0).pe()});
                leaves.add(id);
                return id;
            }
            for (int dir = 0; dir < 2; dir++) {
                boolean vertical = dir == 0;
                int from = vertical ? x : y, len = vertical ? w : h;
                for (int c = from + 1; c < from + len; c++) {
                    boolean clean = true;
                    List<Rect> a = new ArrayList<>(), b = new ArrayList<>();
                    for (Rect r : rs) {
                        int r0 = vertical ? r.x() : r.y(), r1 = r0 + (vertical ? r.w() : r.h());
                        if (r1 <= c) a.add(r); else if (r0 >= c) b.add(r); else { clean = false; break; }
                    }
                    if (!clean || a.isEmpty() || b.isEmpty()) continue;
                    int[] node = {1, cuts.size(), vertical ? 1 : 0, -1, -1, c - from};
                    nodes.add(node);
                    cuts.add(id);
                    node[3] = vertical ? build(a, x, y, c - x, h) : build(a, x, y, w, c - y);
                    if (node[3] < 0) return -1;
                    node[4] = vertical ? build(b, c, y, x + w - c, h) : build(b, x, c, w, y + h - c);
                    if (node[4] < 0) return -1;
                    return id;
                }
            }
            return -1;
        }

        Plan initialPlan(GridInstance in) {
            List<Leaf> ls = new ArrayList<>();
            for (int i = 0; i < leaves.size(); i++) ls.add(new Leaf(i, nodes.get(leaves.get(i))[2]));
            List<Cut> cs = new ArrayList<>();
            for (int i = 0; i < cuts.size(); i++) cs.add(new Cut(i, nodes.get(cuts.get(i))[5]));
            return new Plan(this, ls, cs);
        }

        /** Lays the tree out; counts empty blocks and repeated PEs in {@code hard[0]}. */
        void layout(int node, int x, int y, int w, int h, int[] pe, int[] pos, List<Rect> out, int[] hard) {
            int[] n = nodes.get(node);
            if (n[0] == 0) {
                if (w < 1 || h < 1) hard[0]++; else out.add(new Rect(pe[n[1]], x, y, w, h));
                return;
            }
            boolean vertical = n[2] == 1;
            int len = vertical ? w : h;
            int c = Math.max(1, Math.min(len - 1, pos[n[1]]));
            if (len < 2) c = len; // the second part is left empty: a hard violation below
            if (vertical) {
                layout(n[3], x, y, c, h, pe, pos, out, hard);
                layout(n[4], x + c, y, w - c, h, pe, pos, out, hard);
            } else {
                layout(n[3], x, y, w, c, pe, pos, out, hard);
                layout(n[4], x, y + c, w, h - c, pe, pos, out, hard);
            }
        }

        int maxLen() { return Math.max(in.width(), in.height()); }
    }

    /** The planning solution. */
    @PlanningSolution
    public static class Plan {
        private Topology topology;
        private List<Leaf> leaves;
        private List<Cut> cuts;
        private HardSoftLongScore score;

        public Plan() {}

        Plan(Topology topology, List<Leaf> leaves, List<Cut> cuts) {
            this.topology = topology;
            this.leaves = leaves;
            this.cuts = cuts;
        }

        @PlanningEntityCollectionProperty
        public List<Leaf> getLeaves() { return leaves; }

        public void setLeaves(List<Leaf> leaves) { this.leaves = leaves; }

        @PlanningEntityCollectionProperty
        public List<Cut> getCuts() { return cuts; }

        public void setCuts(List<Cut> cuts) { this.cuts = cuts; }

        @ValueRangeProvider(id = "pe")
        public CountableValueRange<Integer> getPeRange() { return ValueRangeFactory.createIntValueRange(0, topology.in.pes()); }

        @ValueRangeProvider(id = "offset")
        public CountableValueRange<Integer> getOffsetRange() { return ValueRangeFactory.createIntValueRange(1, Math.max(3, topology.maxLen())); }

        @PlanningScore
        public HardSoftLongScore getScore() { return score; }

        public void setScore(HardSoftLongScore score) { this.score = score; }

        /** The rectangles; hard violations (repeated PEs, empty blocks) in {@link #hard()}. */
        List<Rect> rects() {
            int[] pe = new int[leaves.size()];
            for (Leaf l : leaves) pe[l.getId()] = l.getPe() == null ? 0 : l.getPe();
            int[] pos = new int[cuts.size()];
            for (Cut c : cuts) pos[c.getId()] = c.getOffset() == null ? 1 : c.getOffset();
            List<Rect> out = new ArrayList<>();
            topology.layout(0, 0, 0, topology.in.width(), topology.in.height(), pe, pos, out, new int[1]);
            return out;
        }

        long hard() {
            int[] pe = new int[leaves.size()];
            boolean[] seen = new boolean[topology.in.pes()];
            long hard = 0;
            for (Leaf l : leaves) {
                int p = l.getPe() == null ? 0 : l.getPe();
                pe[l.getId()] = p;
                if (seen[p]) hard++;
                seen[p] = true;
            }
            int[] pos = new int[cuts.size()];
            for (Cut c : cuts) pos[c.getId()] = c.getOffset() == null ? 1 : c.getOffset();
            int[] h = new int[1];
            topology.layout(0, 0, 0, topology.in.width(), topology.in.height(), pe, pos, new ArrayList<>(), h);
            return hard + h[0];
        }

        GridCost cost() { return topology.cost; }
    }

    /** A block of the slicing tree and the PE that computes it. */
    @PlanningEntity
    public static class Leaf {
        @PlanningId
        private Integer id;
        private Integer pe;

        public Leaf() {}

        Leaf(int id, int pe) {
            this.id = id;
            this.pe = pe;
        }

        public Integer getId() { return id; }

        @PlanningVariable(valueRangeProviderRefs = "pe")
        public Integer getPe() { return pe; }

        public void setPe(Integer pe) { this.pe = pe; }
    }

    /** A straight cut of the slicing tree: its offset into its block. */
    @PlanningEntity
    public static class Cut {
        @PlanningId
        private Integer id;
        private Integer offset;

        public Cut() {}

        Cut(int id, int offset) {
            this.id = id;
            this.offset = offset;
        }

        public Integer getId() { return id; }

        @PlanningVariable(valueRangeProviderRefs = "offset")
        public Integer getOffset() { return offset; }

        public void setOffset(Integer offset) { this.offset = offset; }
    }

    /** hard = −(repeated PEs + empty blocks); soft = −max PE time (scaled integer). */
    public static class Score implements EasyScoreCalculator<Plan, HardSoftLongScore> {
        @Override
        public HardSoftLongScore calculateScore(Plan plan) {
            long hard = plan.hard();
            if (hard > 0) return HardSoftLongScore.of(-hard, 0);
            return HardSoftLongScore.of(0, -plan.cost().max(plan.rects()));
        }
    }
}
