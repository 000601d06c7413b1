package gaplab.exact.grid;

import gaplab.analysis.grid.GridBound;
import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.model.grid.GridSolver;
import gaplab.model.grid.Rect;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.exact.ExactOutcome;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Exact branch and bound over <em>all</em> rectangle tilings (not only guillotine ones).
 *
 * <p>Every tiling of the grid by rectangles is generated exactly once by the corner rule: the
 * covered region is a skyline (each column covered from the top down, one int per column); take
 * the left end of the narrowest well of the skyline (a run of equal columns lower than both
 * neighbours: its left end is always the top-left corner of some block, at most as wide as the
 * well) and try every unplaced PE with every block shape anchored there. PEs with the
 * same point cost are interchangeable and are placed in index order only (symmetry breaking).
 *
 * <p>Pruning, all exact: the incumbent (a warm start from {@code type2+local}, then every better
 * tiling found) bounds every PE's time strictly, so each PE only has the finite set of shapes
 * whose least possible time is below it; the remaining area must lie between what the unplaced PEs
 * can still take at least and at most ({@link RegionBound}: a PE's most counts only shapes that
 * still fit in the uncovered region, and each well of the skyline costs the PE at its corner what
 * it cannot take there); blocks already placed (with their neighbours as they appear) must stay
 * below the incumbent; the four reflections of the grid map tilings to tilings of equal cost, so
 * the block in the top-left corner must have the least cost rank of the four corner blocks; without
 * neighbour cost, a state (skyline, placed PEs, corner rank) that passed the area tests and whose
 * subtree held no better tiling is remembered and cut when reached again (up to 8 million states,
 * as the heap allows); the search stops as soon as the incumbent meets a proven lower bound (the
 * continuous relaxation, or with the perimeter model the shape bound and the probes of
 * {@link Probes}, which run first). Times are exact scaled integers ({@link GridCost}), so no
 * rounding decides anything. OPTIMAL only when the search finished; on a time-out the incumbent is
 * returned FEASIBLE with the best proven bound and the gap.
 */
public final class GridExact implements GridSolver {
    private final BiFunction<GridInstance, Long, GridPartition> warmStart;

    /** @param warmStart a heuristic for the first incumbent, or null */
    public GridExact(BiFunction<GridInstance, Long, GridPartition> warmStart) {
        this.warmStart = warmStart;
    }

    public GridExact() { this(null); }

    /** The most PEs the search takes on (it keeps PE × PE tables); beyond, the warm start is returned FEASIBLE. */
    public static final int MAX_PES = 1_000;

    @Override
    public String name() { return "exact"; }

    @Override
    public String description() {
        return "exact branch and bound over all rectangle tilings (corner rule, exact integer costs, relaxation bound)";
    }

    @Override
    public boolean exact() { return true; }

    @Override
    public Outcome<GridPartition> solve(GridInstance in, Options options) {
        ExactOutcome.Clock clock = ExactOutcome.Clock.start(options);
        GridCost cost = GridCost.of(in);
        double lb = GridBound.relaxation(in);
        GridPartition start = warmStart == null ? null : warmStart.apply(in, clock.deadlineNanos());
        if (in.pes() > MAX_PES) // not searched: the search keeps PE × PE tables
            return ExactOutcome.of(start, start == null ? Double.NaN : cost.objective(start), false, lb, clock.millis(), "")
                    .withNote("more than " + MAX_PES + " PEs: too many for the exact search");
        List<Rect> first = start == null ? null : start.rectangles();
        ShapeTimes times = ShapeTimes.of(in, cost);
        if (times != null) return Probes.solve(in, cost, lb, times, first, options, clock);
        Search s = new Search(in, cost, lb, clock.deadlineNanos(), first, Long.MAX_VALUE, Long.MIN_VALUE);
        if (s.tooLarge) return tooLarge(s, s.best, cost, lb, clock);
        s.run();
        String note = s.nodes + " nodes" + (s.memoHits > 0 ? ", " + s.memoHits + " repeated states cut" : "");
        return ExactOutcome.of(s.best == null ? null : new GridPartition(s.best), cost.value(s.ub), !s.aborted, lb, clock.millis(), note);
    }

    /** Not searched: the incumbent (if any) with the bound. */
    static Outcome<GridPartition> tooLarge(Search s, List<Rect> best, GridCost cost, double lb, ExactOutcome.Clock clock) {
        return ExactOutcome.of(best == null ? null : new GridPartition(best), best == null ? Double.NaN : cost.value(cost.max(best)), false, lb, clock.millis(), "")
                .withNote(s.aborted ? "time limit reached while listing block shapes" : "too many block shapes for the exact search (grid too large)");
    }

    /** The depth-first search state. */
    static final class Search {
        final GridInstance in;
        final GridCost cost;
        final int W, H, N;
        final double lb;
        final long deadline;
        final int[] top;
        final boolean[] placed;
        final Rect[] rects;
        final long[] base;
        final int[] nb;
        final int[] order;
        final int[] sameAs;      // the previous PE with the same cost, or -1
        final int[][] shapeW, shapeH;
        final long[][] shapeLb;
        /** maxArea[k][r]: the largest area of a shape of PE k of height at most r whose least time is below the incumbent. */
        final int[][] maxArea;
        /** The capacity and well-loss tests when the tables fit in memory ({@link RegionBound}), else null. */
        final RegionBound region;
        final long[][] capBuf;
        final long[] sumBuf;
        /** Rank of each PE's cost (equal costs, equal rank), for the reflection symmetry. */
        final int[] rank;
        int cornerPe = -1;
        long memoHits;
        long ub = Long.MAX_VALUE;
        final long floor;
        /** Stop (capped) after this many nodes. */
        long nodeCap = Long.MAX_VALUE;
        boolean capped;
        List<Rect> best;
        /*
         * The anchor rule: the left end of any well of the skyline is the top-left corner of some
         * block in every completion (the point above it and the one to its left are covered), and
         * that block is at most as wide as the well, so anchoring at the narrowest well still
         * generates every tiling exactly once, with the fewest shapes to try.
         */
        /**
         * States (skyline, placed PEs, corner rank) whose subtree held no tiling below the incumbent of
         * that time. Sound when a = 0: a state is only entered when every placed block is below the
         * incumbent, and then its completions depend on nothing else.
         */
        final java.util.HashSet<String> failed = new java.util.HashSet<>();
        final boolean memo;
        /** At most 8 million states, and about 400 bytes of heap each. */
        static final int MEMO_LIMIT = (int) Math.min(8_000_000L, Runtime.getRuntime().maxMemory() / 400);
        long remaining;
        int unplaced;
        long nodes;
        boolean aborted, done;

        /** The most block shapes (over all PEs) the search keeps in memory. */
        static final long SHAPE_LIMIT = 6_000_000L;
        boolean tooLarge;

        /**
         * @param start a tiling to start from (the incumbent), or null
         * @param below look only for tilings of max time below this (scaled), or {@code Long.MAX_VALUE}
         * @param floor a proven lower bound (scaled): a tiling that meets it ends the search
         */
        Search(GridInstance in, GridCost cost, double lb, long deadline, List<Rect> start, long below, long floor) {
            this.in = in;
            this.cost = cost;
            this.W = in.width();
            this.H = in.height();
            this.N = in.pes();
            this.lb = lb;
            this.deadline = deadline;
            top = new int[W];
            placed = new boolean[N];
            rects = new Rect[N];
            base = new long[N];
            nb = new int[N];
            Integer[] ord = new Integer[N];
            for (int k = 0; k < N; k++) ord[k] = k;
            Arrays.sort(ord, Comparator.comparingDouble((Integer k) -> in.pointCost(k)).thenComparingInt(k -> k));
            order = new int[N];
            for (int i = 0; i < N; i++) order[i] = ord[i];
            sameAs = new int[N];
            for (int k = 0; k < N; k++) {
                sameAs[k] = -1;
                for (int j = k - 1; j >= 0; j--) if (in.pointCost(j) == in.pointCost(k)) { sameAs[k] = j; break; }
            }
            shapeW = new int[N][];
            shapeH = new int[N][];
            shapeLb = new long[N][];
            maxArea = new int[N][H + 1];
            region = RegionBound.fits(N, W, H) ? new RegionBound(W, H, N) : null;
            capBuf = new long[N + 1][N];
            sumBuf = new long[N + 1];
            rank = new int[N];
            for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) if (in.pointCost(j) < in.pointCost(k)) { rank[k]++; }
            remaining = in.area();
            unplaced = N;
            memo = cost.a() == 0 && W <= 65535 && H <= 65535;
            this.floor = floor;
            ub = below;
            if (start != null && cost.max(start) < ub) {
                ub = cost.max(start);
                best = List.copyOf(start);
                if (cost.value(ub) <= lb || ub <= floor) done = true;
            }
            buildShapes();
        }

        /** Every w×h shape of each PE with its least possible time, largest area first. */
        private void buildShapes() {
            long total = 0;
            boolean monotone = in.boundary() == GridInstance.Boundary.PERIMETER && cost.a() == 0;
            for (int k = 0; k < N; k++) {
                List<long[]> l = new ArrayList<>();
                for (int w = 1; w <= W; w++) {
                    if (System.nanoTime() > deadline) { aborted = true; tooLarge = true; return; }
                    for (int h = 1; h <= H; h++) {
                        int minNb = ((long) w * h < in.area()) ? 1 : 0;
                        long t = cost.c(k) * w * (long) h + cost.b() * cost.minComm(w, h) + cost.a() * minNb;
                        if (t >= ub) {
                            if (monotone) break; // taller shapes of this width are slower still
                            continue;
                        }
                        l.add(new long[]{w, h, t});
                        if (++total > SHAPE_LIMIT) { tooLarge = true; return; }
                    }
                }
                l.sort(Comparator.comparingLong((long[] s) -> -s[0] * s[1]).thenComparingLong(s -> Math.abs(s[0] - s[1])).thenComparingLong(s -> s[0]));
                shapeW[k] = new int[l.size()];
                shapeH[k] = new int[l.size()];
                shapeLb[k] = new long[l.size()];
                for (int i = 0; i < l.size(); i++) {
                    shapeW[k][i] = (int) l.get(i)[0];
                    shapeH[k][i] = (int) l.get(i)[1];
                    shapeLb[k][i] = l.get(i)[2];
                }
            }
            updateMaxArea();
        }

        private void updateMaxArea() {
            for (int k = 0; k < N; k++) {
                int[] m = maxArea[k];
                Arrays.fill(m, 0);
                for (int i = 0; i < shapeLb[k].length; i++)
                    if (shapeLb[k][i] < ub) m[shapeH[k][i]] = Math.max(m[shapeH[k][i]], shapeW[k][i] * shapeH[k][i]);
                for (int r = 1; r <= H; r++) m[r] = Math.max(m[r], m[r - 1]);
                if (region != null) region.allow(k, shapeW[k], shapeH[k], shapeLb[k], ub);
            }
        }

        /**
         * Fills {@code capBuf[depth][k]} with the largest area each unplaced PE can still take and
         * returns their sum ({@link RegionBound}); without the tables (huge grids) only the height is
         * used: at most H − (lowest skyline) rows.
         */
        private long capacities(int depth, int hr) {
            long[] cap = capBuf[depth];
            if (region != null) return region.capacities(top, placed, cap);
            long sum = 0;
            for (int k = 0; k < N; k++) if (!placed[k]) { cap[k] = maxArea[k][hr]; sum += cap[k]; }
            return sum;
        }

        /** Every block still to come lies below the lowest skyline row: at most this many rows high. */
        private int freeHeight() {
            int ymin = Integer.MAX_VALUE;
            for (int j = 0; j < W; j++) ymin = Math.min(ymin, top[j]);
            return H - ymin;
        }

        /** The capacity and well-loss tests; fills {@code capBuf[depth]} and {@code sumBuf[depth]}. */
        private boolean roomy(int depth) {
            long sum = capacities(depth, freeHeight());
            sumBuf[depth] = sum;
            if (sum < remaining) return false;
            if (region != null && sum - region.wellLoss(top, placed, capBuf[depth]) < remaining) return false;
            return true;
        }

        void offer(List<Rect> tiling, long value) {
            if (value < ub) {
                ub = value;
                best = List.copyOf(tiling);
                updateMaxArea();
                if (cost.value(ub) <= lb || ub <= floor) done = true;
            }
        }

        void run() {
            if (!done) dfs();
        }

        private void dfs() {
            if (aborted || done) return;
            if ((++nodes & 1023) == 0 && System.nanoTime() > deadline) { aborted = true; return; }
            if (nodes > nodeCap) { aborted = capped = true; return; }
            if (remaining == 0) {
                long m = 0;
                for (int k = 0; k < N; k++) if (placed[k]) m = Math.max(m, base[k] + cost.a() * nb[k]);
                if (m < ub) {
                    List<Rect> l = new ArrayList<>();
                    for (int k = 0; k < N; k++) if (placed[k]) l.add(rects[k]);
                    offer(l, m);
                }
                return;
            }
            if (unplaced == 0) return;
            // blocks placed before the incumbent improved may now be too slow
            for (int k = 0; k < N; k++) if (placed[k] && base[k] + cost.a() * nb[k] >= ub) return;
            if (!roomy(N - unplaced)) return; // cheap to repeat: not remembered
            String key = null;
            if (memo) {
                key = stateKey();
                if (failed.contains(key)) { memoHits++; return; }
            }
            long ubBefore = ub;
            search();
            if (memo && !aborted && !done && ub == ubBefore && failed.size() < MEMO_LIMIT) failed.add(key);
        }

        /** The state that decides the rest of the search when a = 0: the skyline, which PEs are placed, and the corner PE's rank. */
        private String stateKey() { // 8 bits per char: one byte each in a compact string while H < 256 and N < 255
            char[] k = new char[W + (N + 7) / 8 + 1];
            k[k.length - 1] = (char) (cornerPe < 0 ? 0 : rank[cornerPe] + 1);
            for (int j = 0; j < W; j++) k[j] = (char) top[j];
            for (int q = 0; q < N; q++) if (placed[q]) k[W + q / 8] |= (char) (1 << (q % 8));
            return new String(k);
        }

        private void search() {
            int minNeeded = in.allowIdle() ? 0 : unplaced - 1;
            int hr = freeHeight();
            int depth = N - unplaced;
            long[] cap = capBuf[depth];
            long sumMax = sumBuf[depth]; // filled by roomy()
            int[] anchor = RegionBound.anchor(top, H);
            int x = anchor[0], y = anchor[1], run = anchor[2];
            long ubLoop = ub;
            for (int oi = 0; oi < N; oi++) {
                int k = order[oi];
                if (placed[k]) continue;
                if (sameAs[k] >= 0 && !placed[sameAs[k]]) continue;
                long restMax = sumMax - cap[k];
                int[] sw = shapeW[k], sh = shapeH[k];
                long[] sl = shapeLb[k];
                for (int i = 0; i < sw.length; i++) {
                    if (sl[i] >= ub) continue;
                    int w = sw[i], h = sh[i];
                    if (w > run || y + h > H) continue;
                    // reflection symmetry: the top-left block's PE has the least cost rank of the four corner blocks
                    if (cornerPe >= 0 && rank[k] < rank[cornerPe] && ((x + w == W && y == 0) || (x == 0 && y + h == H) || (x + w == W && y + h == H))) continue;
                    long area = (long) w * h;
                    long rest = remaining - area;
                    if (rest < minNeeded || rest > restMax) continue;
                    long b0 = cost.c(k) * area + cost.b() * cost.comm(x, y, w, h);
                    Rect r = new Rect(k, x, y, w, h);
                    int known = 0;
                    int[] adj = null;
                    if (cost.a() != 0) {
                        adj = new int[N];
                        boolean ok = true;
                        for (int j = 0; j < N; j++)
                            if (placed[j] && GridCost.adjacent(r, rects[j])) {
                                adj[known++] = j;
                                if (base[j] + cost.a() * (nb[j] + 1) >= ub) { ok = false; break; }
                            }
                        if (!ok) continue;
                        int minNb = area < in.area() ? 1 : 0;
                        if (b0 + cost.a() * Math.max(known, minNb) >= ub) continue;
                    } else if (b0 >= ub) continue;
                    // place
                    boolean first = x == 0 && y == 0;
                    if (first) cornerPe = k;
                    placed[k] = true;
                    rects[k] = r;
                    base[k] = b0;
                    nb[k] = known;
                    for (int q = 0; q < known; q++) nb[adj[q]]++;
                    for (int j = x; j < x + w; j++) top[j] += h;
                    remaining -= area;
                    unplaced--;
                    dfs();
                    unplaced++;
                    remaining += area;
                    for (int j = x; j < x + w; j++) top[j] -= h;
                    for (int q = 0; q < known; q++) nb[adj[q]]--;
                    nb[k] = 0;
                    rects[k] = null;
                    placed[k] = false;
                    if (first) cornerPe = -1;
                    if (aborted || done) return;
                    if (ub != ubLoop) { // a better incumbent: fewer shapes, smaller capacities
                        ubLoop = ub;
                        sumMax = capacities(depth, hr);
                        if (sumMax < remaining) return;
                    }
                    restMax = sumMax - cap[k];
                }
            }
        }
    }
}
