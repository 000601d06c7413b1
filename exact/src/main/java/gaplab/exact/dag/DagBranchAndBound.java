package gaplab.exact.dag;

import gaplab.analysis.dag.DagBounds;
import gaplab.model.dag.DagInstance;
import gaplab.model.dag.DagSolver;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Status;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * Exact depth-first branch-and-bound over "ordered append" schedules, with or without duplication.
 *
 * <p><b>Search space.</b> A node is a partial schedule built by repeatedly taking a ready task T and a
 * processor P and appending T to P at its earliest start time est(T,P) = max(free(P), data-ready time).
 * Take any optimal schedule and list its task instances by (start, processor); replaying that list
 * with earliest starts gives starts no later than before, so it is again optimal; repeating reaches a
 * schedule that replays to itself. Such a schedule is produced by a sequence whose (start, processor)
 * pairs increase strictly in lexicographic order (non-decreasing start if some task has μ = 0). The
 * search therefore only appends an instance whose (est, P) is after the previous one's: every
 * schedule is generated once, and an optimal one is among them.
 *
 * <p><b>Symmetry.</b> On identical processors (same speed, same λ between any two) an empty processor
 * is tried only if it is the first empty one (relabelling processors by first use keeps the order
 * property). On other machines without duplication (ring, mesh, hypercube, a λ matrix) the same
 * idea uses the machine's automorphisms ({@link Machine#automorphisms}, up to 5,000): an empty
 * processor is tried only if no automorphism fixing the used processors maps it lower. Without duplication, equivalent tasks (same μ, same predecessors and successors with
 * the same η) are started in index order.
 *
 * <p><b>Order rules</b> (without duplication). Two sinks that are adjacent on a processor may be
 * exchanged when the second one's data is ready there no later: the pair ends no later and nothing
 * depends on them. So the search appends a sink right after a sink only in non-decreasing order of
 * (data-ready time on that processor, key). Likewise two adjacent sources whose only successor is
 * the same task c may be exchanged to send the larger message first: the pair ends at the same
 * time and c's data arrive no later; they are appended in non-increasing order of η (then key).
 * The key is the task's index, shared by equivalent tasks. Each exchange leaves every other task
 * no later and removes one inversion, so an optimal schedule obeying both rules (and the symmetry
 * rules, which only relabel) exists. The rules read only the last task on each processor, which
 * enters the duplicate-state key.
 *
 * <p><b>Bounds.</b> Every task still to be scheduled starts no earlier than the last start (order
 * property) nor before its data can exist; a forward pass gives each unscheduled task a head h(T) and
 * the bound max h(T) + bl(T) (bl: longest computation path from T). Load: processor P can do new work
 * only after max(free(P), last start), so C ≥ (remaining work + Σ speed(P)·max(free(P), last start)) /
 * Σ speed. With integral data the bound is rounded up. Without duplication and with integral data
 * the co-location bound ({@link DagBounds#colocation}) raises the root bound, and below the
 * incumbent ub the tasks joined by arcs too expensive to cross processors at makespan ub − 1 are kept
 * on one processor. The incumbent starts from the warm-start schedules (the heuristics) and improves
 * during the search.
 *
 * <p><b>Pilot and local search.</b> A depth-first pilot of 50,000 nodes proves most instances; when
 * it does not, {@link AllocationSearch} (a local search over allocations and priorities, a fixed
 * number of decodings) improves the incumbent before the main search: a tight incumbent both
 * prunes and, through the co-location rule, forces more tasks together.
 *
 * <p><b>Duplication.</b> A task may receive further instances (copies) on other processors; a copy is
 * created only if it would deliver some successor's data to some processor strictly earlier than
 * every instance already scheduled (an optimal schedule with the fewest instances has only such
 * copies). With duplication the optimum is never above the optimum without.
 *
 * <p><b>Mirror.</b> Without duplication the instance with arcs reversed and λ transposed has the same
 * optimum ({@link Schedule#mirrored}); an in-tree or a join becomes an out-tree or a fork, where the
 * order rules and co-location prune far more. The forward search and a search of the mirror take
 * turns of 131,072 nodes on one core (the mirror starts only when the forward search passes its
 * first turn), share their incumbents, and the first to finish proves the optimum ({@link Turns}).
 *
 * <p>The result is OPTIMAL only when the search finished; on a time-out it is FEASIBLE with the root
 * lower bound (or UNKNOWN when nothing was found).
 */
public final class DagBranchAndBound implements DagSolver {
    private final boolean duplication;
    private final Function<DagInstance, List<Schedule>> warmStarts;
    private final long pilotNodes, lsEvaluations;
    private final boolean orderRules;
    private final long sliceNodes;

    public DagBranchAndBound(boolean duplication, Function<DagInstance, List<Schedule>> warmStarts) {
        this(duplication, warmStarts, PILOT_NODES, LS_EVALUATIONS, ORDER_RULES, SLICE_NODES);
    }

    public DagBranchAndBound(boolean duplication, Function<DagInstance, List<Schedule>> warmStarts, long pilotNodes, long lsEvaluations, boolean orderRules) {
        this(duplication, warmStarts, pilotNodes, lsEvaluations, orderRules, SLICE_NODES);
    }

    /**
     * With explicit settings (tests): the pilot's node budget (0: no pilot, no local search), the
     * local search's decodings (0: none), whether the sink/source order rules are on, and the nodes per
     * turn of the forward and mirror searches (0: forward only; see {@link Turns}).
     */
    public DagBranchAndBound(boolean duplication, Function<DagInstance, List<Schedule>> warmStarts, long pilotNodes, long lsEvaluations, boolean orderRules, long sliceNodes) {
        this.sliceNodes = Math.max(0, sliceNodes);
        this.duplication = duplication;
        this.warmStarts = warmStarts == null ? i -> List.of() : warmStarts;
        this.pilotNodes = pilotNodes;
        this.lsEvaluations = lsEvaluations;
        this.orderRules = orderRules;
    }

    @Override
    public boolean duplicates() { return duplication; }

    @Override public String name() { return duplication ? "exact-dup" : "exact"; }

    @Override public String description() {
        return duplication ? "exact branch-and-bound with task duplication (ordered appends, copies only when they help)"
                : "exact branch-and-bound without duplication (ordered appends, symmetry breaking, head/load bounds)";
    }

    @Override public boolean exact() { return true; }

    @Override
    public Outcome<Schedule> solve(DagInstance instance, Options options) {
        long t0 = System.nanoTime();
        long deadline = t0 + (long) (Math.max(0, options.timeLimitSeconds()) * 1e9);
        Search s = newSearch(instance, deadline);
        Turns turns = !duplication && sliceNodes > 0 ? new Turns(this, instance, deadline, sliceNodes) : null;
        if (turns == null) s.run();
        else turns.runForward(s);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        Search m = turns == null ? null : turns.mirror;
        List<Search> searches = m == null ? List.of(s) : List.of(s, m);
        long nodes = 0, ttHits = 0;
        double bound = 0;
        for (Search x : searches) { nodes += x.nodes; ttHits += x.ttHits; bound = Math.max(bound, Math.max(x.rootLb, x.provenBound)); }
        String note = nodes + " nodes" + (m == null ? "" : " (" + s.nodes + " forward, " + m.nodes + " on the mirror)")
                + ", " + ttHits + " dominated states" + (IDA_ITERATIONS > 0 ? ", " + s.iterations + " IDA* iterations" : "")
                + (ENERGY ? ", " + s.energyCuts + " energy cuts" : "") + (PACKING ? ", " + s.packCuts + " packing cuts" : "");
        Turns.adopt(s, m);
        boolean proven = turns == null ? !s.timedOut : turns.prover >= 0;
        if (s.best == null) return new Outcome<>(null, Double.NaN, Status.UNKNOWN, bound, ms, "time limit reached; " + note);
        double obj = s.best.makespan();
        if (proven) return new Outcome<>(s.best, obj, Status.OPTIMAL, obj, ms, note + (turns != null && turns.prover == 1 ? "; proven on the mirror" : ""));
        return new Outcome<>(s.best, obj, Status.FEASIBLE, Math.min(bound, obj), ms, "time limit reached; " + note);
    }

    /** A search of {@code instance} with the warm starts as its incumbent and its root bound. */
    Search newSearch(DagInstance instance, long deadline) {
        Search s = new Search(instance, duplication, deadline, pilotNodes, lsEvaluations, orderRules);
        for (Schedule w : warmStarts.apply(instance)) {
            if (w == null) continue;
            if (!duplication && w.duplicates() > 0) continue;
            double m = w.makespan();
            if (m < s.ub) { s.ub = m; s.best = w; s.bestNote = "warm start"; }
        }
        s.rootLb = s.rootBound();
        return s;
    }

    /** Thrown inside a search that is stopped because the other one has proven the optimum. */
    static final class Halt extends RuntimeException {
        Halt() { super(null, null, false, false); }
    }

    /**
     * The instance and its mirror ({@link DagInstance#mirrored}: arcs reversed, λ transposed) have the
     * same optimum without duplication, but one is often far easier: an in-tree or a join is an
     * out-tree or a fork when mirrored, and the order rules and co-location bite on the other side.
     * The forward search runs first; after every {@code slice} nodes it hands over to the mirror
     * search (started at its first turn, in its own thread) and waits, so the two take turns on one
     * core, in a fixed order: the result does not depend on thread timing (only a time-out does). At
     * each turn a search adopts the other's incumbent, mirrored, if it is better. The first search
     * that finishes proves the optimum; the other then stops.
     */
    static final class Turns {
        final DagBranchAndBound owner;
        final DagInstance instance;
        final long deadline, slice;
        Search forward, mirror;
        int turn;                              // 0: forward runs, 1: mirror runs
        final boolean[] finished = new boolean[2];
        int prover = -1;                       // the search that finished without a time-out
        Thread thread;
        Throwable failure;

        Turns(DagBranchAndBound owner, DagInstance instance, long deadline, long slice) {
            this.owner = owner; this.instance = instance; this.deadline = deadline; this.slice = slice;
        }

        void runForward(Search s) {
            forward = s;
            s.turns = this; s.side = 0; s.nextYield = slice;
            boolean completed = false;
            try { s.run(); completed = !s.timedOut; } catch (Halt h) { /* the mirror proved it */ }
            finally { finish(0, completed); }
            if (thread != null) {
                boolean interrupted = false;
                while (true) {
                    try { thread.join(); break; } catch (InterruptedException e) { interrupted = true; }
                }
                if (interrupted) Thread.currentThread().interrupt();
            }
            if (failure instanceof RuntimeException r) throw r;
            if (failure instanceof Error e) throw e;
        }

        /** Called by a search at a slice boundary: let the other one run a slice, then go on. */
        void pass(Search me) {
            int i = me.side;
            synchronized (this) {
                if (i == 0 && thread == null) startMirror();
                if (!finished[1 - i]) {
                    turn = 1 - i;
                    notifyAll();
                    awaitTurn(i);
                }
                if (prover >= 0) throw new Halt();
            }
            me.nextYield = me.nodes + slice;
            adopt(me, i == 0 ? mirror : forward);
        }

        private void awaitTurn(int i) {
            boolean interrupted = false;
            while (turn != i && !finished[1 - i]) {
                try { wait(); } catch (InterruptedException e) { interrupted = true; }
            }
            if (interrupted) Thread.currentThread().interrupt();
        }

        private void startMirror() {
            thread = new Thread(null, () -> {
                boolean completed = false;
                try {
                    synchronized (this) {
                        awaitTurn(1);
                        if (prover >= 0) return;
                    }
                    DagInstance mi = instance.mirrored();
                    Search m = owner.newSearch(mi, deadline);
                    m.turns = this; m.side = 1;
                    adopt(m, forward);
                    m.nextYield = slice;
                    mirror = m;
                    m.run();
                    completed = !m.timedOut;
                } catch (Halt h) {
                    // the forward search proved it
                } catch (Throwable t) {
                    failure = t;
                } finally {
                    finish(1, completed);
                }
            }, "gaplab-dag-mirror", 1L << 28);
            thread.setDaemon(true);
            thread.start();
        }

        private synchronized void finish(int side, boolean completed) {
            finished[side] = true;
            if (completed && prover < 0) prover = side;
            turn = 1 - side;
            notifyAll();
        }

        /** Take the other search's incumbent (null: none), mirrored, when it is better. */
        static void adopt(Search me, Search other) {
            if (other == null || other.best == null || !(other.ub < me.ub - 1e-9)) return;
            Schedule b = other.best.mirrored();
            me.best = b; me.ub = b.makespan(); me.bestNote = "mirror search";
        }
    }

    /** The search state; arrays indexed by task t, processor p, instance k (k < P). */
    static final int IDA_ITERATIONS = Integer.getInteger("gaplab.dag.idaIterations", 0);
    static final boolean JOIN_LOAD = Boolean.parseBoolean(System.getProperty("gaplab.dag.joinLoad", "true"));
    static final boolean PACKING = Boolean.parseBoolean(System.getProperty("gaplab.dag.packing", "true"));
    static final boolean ENERGY = Boolean.parseBoolean(System.getProperty("gaplab.dag.energy", "false"));
    static final double PROBE_SHARE = Double.parseDouble(System.getProperty("gaplab.dag.probe", "0.1"));
    static final boolean COLOCATION = Boolean.parseBoolean(System.getProperty("gaplab.dag.colocation", "true"));
    static final boolean CLUSTER_LOAD = Boolean.parseBoolean(System.getProperty("gaplab.dag.clusterLoad", "true"));
    static final boolean AUTOMORPHISMS = Boolean.parseBoolean(System.getProperty("gaplab.dag.automorphisms", "true"));
    static final int AUTOMORPHISM_LIMIT = 5_000;
    static final boolean ANCESTOR_LOAD = Boolean.parseBoolean(System.getProperty("gaplab.dag.ancestorLoad", "true"));
    static final boolean ORDER_RULES = Boolean.parseBoolean(System.getProperty("gaplab.dag.orderRules", "true"));
    static final long PILOT_NODES = Long.getLong("gaplab.dag.pilot", 50_000);
    static final long LS_EVALUATIONS = Long.getLong("gaplab.dag.ls", 200_000);
    static final boolean ORDER_BY_EST = Boolean.parseBoolean(System.getProperty("gaplab.dag.orderByEst", "true"));
    /** Nodes per turn of the forward and mirror searches; 0 searches the instance only (without duplication). */
    static final long SLICE_NODES = Long.getLong("gaplab.dag.slice", 1L << 17);

    static final class Search {
        final DagInstance inst;
        final TaskGraph g;
        final int n, P;
        final boolean dup, identical, integral, strictTies;
        /** The machine's automorphisms when they are not all permutations (identical processors) — null if none or unused. */
        final List<int[]> autos;
        final java.util.Map<Long, boolean[]> newProcessorAllowed = new java.util.HashMap<>();
        final double[] dur;          // t*P+p
        final double[] lam;          // p*P+q
        final double[] bl, minDur, blSuccMax;
        final double lminC;
        final double[] jr, jh, jd;
        final int[] jo1, jo2;
        final int[] topo, eqPrev;
        double colocationRoot = -1;
        // forced co-location below the incumbent (without duplication, integral data): cluster of each task for C = ub − 1
        final boolean coloc;
        final int[] cluster;
        final double[] ctl, cbl;
        final double[] cSum, cHead, cTail, pSum, pTail;
        final int[] uf, pin;
        boolean pinned;
        final double maxSpeed;
        final long[] ancestors;
        final int[] byDuration;
        final double[] pgDur;
        double pigeonHead, pigeonTail;
        final double[] wfReady;
        final int[] wfOrder;
        double clusterUb = Double.NaN;
        final double totalSpeed;
        final long deadline;
        // state
        final int[] cnt, missing, used;
        final int[][] instP;
        final double[][] instS, instF;
        final boolean[] onProc;
        final double[] free;
        final int[] lastOn, sinkKey, kind;
        final double[] orderVal;
        static final int SINK = 1, SOURCE_OF = 2;
        final boolean sinkOrder;
        final double[] lastOnVal, lastOnStart;
        double lastStart = Double.NEGATIVE_INFINITY, curMax = 0, wRem;
        int lastProc = -1, lastTask = -1, done = 0;
        // result
        double ub = Double.POSITIVE_INFINITY;
        Schedule best;
        String bestNote = "";
        boolean aborted;
        long nodes;
        final double[] head;
        final List<double[]> childBuf = new ArrayList<>();
        final boolean[] frontier;
        final double[] fr;
        // transposition table (without duplication): 128-bit state hashes with dominance data
        static final int TT_BITS = Integer.getInteger("gaplab.dag.ttBits", 22);
        static final int TT_BITS_PILOT = 17;
        int ttBits = TT_BITS_PILOT;
        final boolean useTT;
        long[] ttA, ttB;
        double[] ttLs, ttMax;
        int[] ttLt;
        final long[] pa1, pa2;
        long ttHits, energyCuts;
        boolean lsImproved;
        final double[] er, ed, ep, pk, it;
        long packCuts;
        final boolean uniformSpeed;
        double threshold = Double.POSITIVE_INFINITY, minExceed = Double.POSITIVE_INFINITY, provenBound = 0;
        boolean found, timedOut, idaMode, orderByEst = ORDER_BY_EST;
        long stopAt, nodeCap = Long.MAX_VALUE;
        int iterations;

        final long pilotNodes, lsEvaluations;
        Turns turns;
        int side;
        long nextYield = Long.MAX_VALUE;
        /** The root lower bound, set when the search is built ({@link #newSearch}). */
        double rootLb;

        Search(DagInstance inst, boolean dup, long deadline, long pilotNodes, long lsEvaluations, boolean orderRules) {
            this.pilotNodes = pilotNodes;
            this.lsEvaluations = lsEvaluations;
            this.inst = inst;
            this.g = inst.graph();
            this.n = g.size();
            this.P = inst.processors();
            this.dup = dup;
            this.deadline = deadline;
            this.identical = inst.machine().identicalProcessors();
            List<int[]> au = identical || dup || P > 62 || !AUTOMORPHISMS ? null : inst.machine().automorphisms(AUTOMORPHISM_LIMIT);
            this.autos = au == null || au.size() <= 1 ? null : au;
            dur = new double[n * P];
            lam = new double[P * P];
            boolean integ = true, anyZero = false;
            for (int t = 0; t < n; t++) {
                if (g.mu(t) == 0) anyZero = true;
                for (int p = 0; p < P; p++) { dur[t * P + p] = inst.duration(t, p); integ &= dur[t * P + p] == Math.rint(dur[t * P + p]); }
            }
            for (int p = 0; p < P; p++) for (int q = 0; q < P; q++) lam[p * P + q] = inst.machine().lambda(p, q);
            for (int a = 0; a < g.arcCount(); a++) for (int p = 0; p < P; p++) for (int q = 0; q < P; q++) {
                double c = g.eta(a) * lam[p * P + q];
                integ &= c == Math.rint(c);
            }
            this.integral = integ;
            this.strictTies = !anyZero;
            bl = dup ? DagBounds.bottomLevels(inst) : DagBounds.bottomLevelsComm(inst);
            lminC = inst.machine().minLambda();
            int maxDeg = 1;
            for (int t = 0; t < g.size(); t++) maxDeg = Math.max(maxDeg, g.preds(t).length);
            jr = new double[maxDeg]; jh = new double[maxDeg]; jd = new double[maxDeg];
            jo1 = new int[maxDeg]; jo2 = new int[maxDeg];
            minDur = new double[n];
            blSuccMax = new double[n];
            for (int t = 0; t < n; t++) {
                double m = Double.POSITIVE_INFINITY;
                for (int p = 0; p < P; p++) m = Math.min(m, dur[t * P + p]);
                minDur[t] = m;
            }
            topo = g.topologicalOrder();
            eqPrev = new int[n];
            Arrays.fill(eqPrev, -1);
            if (!dup) {
                for (int v = 0; v < n; v++)
                    for (int u = v - 1; u >= 0; u--) if (equivalent(u, v)) { eqPrev[v] = u; break; }
            }
            coloc = !dup && COLOCATION && integral;
            cluster = new int[n];
            for (int t = 0; t < n; t++) cluster[t] = t;
            ctl = coloc ? DagBounds.topLevelsComm(inst) : null;
            cSum = new double[n]; cHead = new double[n]; cTail = new double[n]; pSum = new double[P]; pTail = new double[P];
            uf = new int[n]; pin = new int[n];
            Arrays.fill(pin, -1);
            maxSpeed = inst.machine().maxSpeed();
            wfReady = new double[P];
            wfOrder = new int[P];
            if (ANCESTOR_LOAD && n <= 64) {
                ancestors = new long[n];
                for (int t : topo) for (int u : g.preds(t)) ancestors[t] |= ancestors[u] | (1L << u);
            } else ancestors = null;
            byDuration = java.util.stream.IntStream.range(0, n).boxed()
                    .sorted((a, b) -> minDur[a] != minDur[b] ? Double.compare(minDur[b], minDur[a]) : Integer.compare(a, b))
                    .mapToInt(Integer::intValue).toArray();
            pgDur = new double[n];
            cbl = coloc ? DagBounds.bottomLevelsComm(inst) : null;
            double ts = 0;
            for (int p = 0; p < P; p++) ts += inst.machine().speed(p);
            totalSpeed = ts;
            cnt = new int[n];
            missing = new int[n];
            for (int t = 0; t < n; t++) missing[t] = g.preds(t).length;
            used = new int[P];
            instP = new int[n][P];
            instS = new double[n][P];
            instF = new double[n][P];
            onProc = new boolean[n * P];
            free = new double[P];
            lastOn = new int[P];
            Arrays.fill(lastOn, -1);
            lastOnVal = new double[P];
            lastOnStart = new double[P];
            sinkKey = new int[n];
            for (int t = 0; t < n; t++) sinkKey[t] = eqPrev[t] >= 0 ? sinkKey[eqPrev[t]] : t;
            sinkOrder = orderRules && !dup;
            kind = new int[n];
            orderVal = new double[n];
            for (int t = 0; t < n; t++) {
                if (g.succs(t).length == 0) kind[t] = SINK;
                else if (g.succs(t).length == 1) {
                    kind[t] = SOURCE_OF + g.succs(t)[0];
                    orderVal[t] = -g.eta(g.succArcs(t)[0]);
                }
            }
            wRem = g.totalWork();
            head = new double[n];
            frontier = new boolean[n];
            er = new double[n]; ed = new double[n]; ep = new double[n]; pk = new double[P]; it = new double[n];
            boolean us = true;
            for (int p = 1; p < P; p++) us &= inst.machine().speed(p) == inst.machine().speed(0);
            uniformSpeed = us;
            fr = new double[n * P];
            useTT = !dup && Boolean.parseBoolean(System.getProperty("gaplab.dag.tt", "true"));
            pa1 = new long[P];
            pa2 = new long[P];
            if (useTT) {
                allocateTT(TT_BITS_PILOT);
            }
        }

        /**
         * A transposition table of 2^bits entries: small at first, large once the search has passed
         * 200,000 nodes (a cache: dropping its entries only prunes less).
         */
        void allocateTT(int bits) {
            ttBits = bits;
            int cap = 1 << bits;
            ttA = new long[cap]; ttB = new long[cap]; ttLs = new double[cap]; ttMax = new double[cap]; ttLt = new int[cap];
        }

        private static long mix(long h, long x) {
            h ^= x;
            h *= 0x9E3779B97F4A7C15L;
            h ^= h >>> 29;
            h *= 0xBF58476D1CE4E5B9L;
            return h ^ (h >>> 32);
        }

        void clearTT() {
            if (!useTT) return;
            Arrays.fill(ttA, 0);
            Arrays.fill(ttB, 0);
        }

        /**
         * Has a state with the same future (same scheduled set; per processor, up to relabelling of
         * identical processors: free time, whether used, and the arrival of scheduled data for every
         * task waiting on it) been explored in this iteration with a no larger (last start, last task)
         * and makespan so far? Then this one cannot lead anywhere the other did not.
         */
        boolean dominated() {
            for (int p = 0; p < P; p++) {
                long a = mix(0x1234567L, Double.doubleToLongBits(free[p]) * 31 + (used[p] > 0 ? 1 : 0));
                long b = mix(0x7654321L, Double.doubleToLongBits(free[p]) * 17 + (used[p] > 0 ? 3 : 0));
                if (sinkOrder && lastOn[p] >= 0 && kind[lastOn[p]] != 0) {
                    a = mix(a, Double.doubleToLongBits(lastOnVal[p]) * 131 + sinkKey[lastOn[p]] * 7L + kind[lastOn[p]]);
                    b = mix(b ^ 0x2545F491L, Double.doubleToLongBits(lastOnVal[p]) + 8191L * sinkKey[lastOn[p]] + 3L * kind[lastOn[p]]);
                    if (kind[lastOn[p]] != SINK) { a = mix(a, Double.doubleToLongBits(lastOnStart[p])); b = mix(b, ~Double.doubleToLongBits(lastOnStart[p])); }
                }
                for (int t = 0; t < n; t++) if (cnt[t] == 0 && frontier[t]) {
                    long v = Double.doubleToLongBits(fr[t * P + p]);
                    a = mix(a, v * 1000003L + t);
                    b = mix(b ^ 0x5bd1e995L, v + 7919L * t);
                }
                pa1[p] = a; pa2[p] = b;
            }
            if (identical) {
                for (int i = 1; i < P; i++) {
                    long x = pa1[i], y = pa2[i];
                    int j = i - 1;
                    while (j >= 0 && (pa1[j] > x || (pa1[j] == x && pa2[j] > y))) { pa1[j + 1] = pa1[j]; pa2[j + 1] = pa2[j]; j--; }
                    pa1[j + 1] = x; pa2[j + 1] = y;
                }
            }
            long ka = 0x9E3779B97F4A7C15L, kb = 0x632BE59BD9B4E019L;
            for (int t = 0; t < n; t++) if (cnt[t] > 0) { ka = mix(ka, t + 1); kb = mix(kb, 31L * t + 5); }
            for (int p = 0; p < P; p++) { ka = mix(ka, pa1[p]); kb = mix(kb, pa2[p]); }
            if (ka == 0 && kb == 0) ka = 1;
            int mask = (1 << ttBits) - 1;
            int idx = (int) (ka ^ (ka >>> 32)) & mask;
            int empty = -1;
            for (int k = 0; k < 8; k++) {
                int i = (idx + k) & mask;
                if (ttA[i] == ka && ttB[i] == kb) {
                    boolean orderOk = ttLs[i] < lastStart || (ttLs[i] == lastStart && ttLt[i] <= lastTask);
                    if (orderOk && ttMax[i] <= curMax) { ttHits++; return true; }
                    ttLs[i] = lastStart; ttLt[i] = lastTask; ttMax[i] = curMax;
                    return false;
                }
                if (empty < 0 && ttA[i] == 0 && ttB[i] == 0) empty = i;
            }
            int i = empty >= 0 ? empty : idx;
            ttA[i] = ka; ttB[i] = kb; ttLs[i] = lastStart; ttLt[i] = lastTask; ttMax[i] = curMax;
            return false;
        }

        private boolean equivalent(int u, int v) {
            if (g.mu(u) != g.mu(v)) return false;
            if (g.preds(u).length != g.preds(v).length || g.succs(u).length != g.succs(v).length) return false;
            for (int k = 0; k < g.preds(u).length; k++) {
                int w = g.preds(u)[k];
                double e = g.eta(w, v);
                if (Double.isNaN(e) || e != g.eta(g.predArcs(u)[k])) return false;
            }
            for (int k = 0; k < g.succs(u).length; k++) {
                int w = g.succs(u)[k];
                double e = g.eta(v, w);
                if (Double.isNaN(e) || e != g.eta(g.succArcs(u)[k])) return false;
            }
            return true;
        }

        double rootBound() {
            double b = lowerBound();
            b = Math.max(b, DagBounds.best(inst));
            if (!dup && COLOCATION) {
                if (colocationRoot < 0) colocationRoot = DagBounds.colocation(inst, b);
                b = Math.max(b, colocationRoot);
            }
            return b;
        }

        private double minFin(int t) {
            double m = Double.POSITIVE_INFINITY;
            for (int k = 0; k < cnt[t]; k++) m = Math.min(m, instF[t][k]);
            return m;
        }

        /**
         * Lower bound on any completion of the current partial schedule: every unscheduled task T gets
         * the head h(T) = min over processors P of max(free(P), last start, arrival on P of the data of
         * its scheduled predecessors, max over unscheduled predecessors U of h(U) + min duration of U);
         * bound max h(T) + bl(T), and the load bound.
         */
        double lowerBound() {
            pinned = false;
            double lb = curMax;
            double ls = lastStart == Double.NEGATIVE_INFINITY ? 0 : lastStart;
            for (int t : topo) {
                if (cnt[t] > 0) continue;
                int[] pr = g.preds(t);
                int[] pa = g.predArcs(t);
                boolean anyScheduled = false;
                int m = 0;
                for (int k = 0; k < pr.length; k++) {
                    int u = pr[k];
                    if (cnt[u] > 0) { anyScheduled = true; continue; }
                    jh[m] = head[u]; jd[m] = minDur[u]; jr[m] = head[u] + minDur[u] + g.eta(pa[k]) * lminC;
                    m++;
                }
                double u0 = Math.max(ls, DagBounds.joinBound(m, jr, jh, jd, jo1, jo2));
                if (JOIN_LOAD && m >= 2 && P > 1) u0 = Math.max(u0, DagBounds.joinLoad(m, jr, jh, jd, P));
                double h = Double.POSITIVE_INFINITY;
                frontier[t] = anyScheduled;
                for (int p = 0; p < P; p++) {
                    double x = Math.max(u0, free[p]);
                    if (anyScheduled) {
                        double y = 0;
                        for (int k = 0; k < pr.length; k++) {
                            int u = pr[k];
                            if (cnt[u] == 0) continue;
                            double arr = arrival(u, g.eta(pa[k]), p);
                            if (arr > y) y = arr;
                        }
                        fr[t * P + p] = y;
                        if (y > x) x = y;
                    }
                    if (x < h) h = x;
                }
                head[t] = h;
                if (h + bl[t] > lb) lb = h + bl[t];
            }
            double load = wRem;
            for (int p = 0; p < P; p++) load += inst.machine().speed(p) * Math.max(free[p], ls);
            load /= totalSpeed;
            if (load > lb) lb = load;
            if (ancestors != null) {
                double a = ancestorLoad(ls);
                if (a > lb) lb = a;
            }
            if (CLUSTER_LOAD && coloc && ub < Double.POSITIVE_INFINITY) {
                double c = dynamicColocation(ls, ub - 1);
                if (c > lb) lb = c;
            }
            return lb;
        }

        /**
         * Co-location at this node, for a better schedule (makespan ≤ C = ub − 1, integral data):
         * an arc u → v with v unscheduled must be local if a remote transfer would end after C —
         * head(u) + time(u) + η·least λ + bl(v) > C for u unscheduled, finish(u) + η·least λ + bl(v)
         * > C for u scheduled, which pins v to u's processor. The arcs so forced join clusters; a
         * cluster pinned to two processors proves that no better schedule exists here (+∞). The
         * tasks pinned to one processor P run there after max(free(P), last start): their work plus
         * their least tail is a bound, and so is least head + work + least tail for each cluster.
         * Fills {@link #pin} (−1: free) for the children of this node.
         */
        private double dynamicColocation(double ls, double C) {
            for (int t = 0; t < n; t++) { uf[t] = t; pin[t] = -1; }
            for (int a = 0; a < g.arcCount(); a++) {
                int u = g.from(a), v = g.to(a);
                if (cnt[v] > 0) continue;
                double rem = g.eta(a) * lminC + bl[v];
                if (cnt[u] > 0) {
                    if (instF[u][0] + rem <= C + 1e-9) continue;
                    int y = ufFind(v), q = instP[u][0];
                    if (pin[y] >= 0 && pin[y] != q) return Double.POSITIVE_INFINITY;
                    pin[y] = q;
                } else {
                    if (head[u] + minDur[u] + rem <= C + 1e-9) continue;
                    int x = ufFind(u), y = ufFind(v);
                    if (x == y) continue;
                    if (pin[x] >= 0 && pin[y] >= 0 && pin[x] != pin[y]) return Double.POSITIVE_INFINITY;
                    uf[y] = x;
                    if (pin[x] < 0) pin[x] = pin[y];
                }
            }
            for (int t = 0; t < n; t++) { cSum[t] = 0; cHead[t] = Double.POSITIVE_INFINITY; cTail[t] = Double.POSITIVE_INFINITY; }
            for (int p = 0; p < P; p++) { pSum[p] = 0; pTail[p] = Double.POSITIVE_INFINITY; }
            for (int t = 0; t < n; t++) {
                if (cnt[t] > 0) continue;
                int k = ufFind(t);
                cSum[k] += minDur[t];
                if (head[t] < cHead[k]) cHead[k] = head[t];
                double tail = bl[t] - minDur[t];
                if (tail < cTail[k]) cTail[k] = tail;
                int q = pin[k];
                if (q >= 0) {
                    pSum[q] += dur[t * P + q];
                    if (tail < pTail[q]) pTail[q] = tail;
                }
            }
            for (int t = 0; t < n; t++) if (cnt[t] == 0) pin[t] = pin[ufFind(t)];
            double lb = 0;
            for (int k = 0; k < n; k++) {
                if (cSum[k] == 0 || uf[k] != k) continue;
                double st = Math.max(ls, cHead[k]), work = cSum[k];
                if (pin[k] >= 0) { st = Math.max(st, free[pin[k]]); work = cSum[k] * maxSpeed / inst.machine().speed(pin[k]); }
                lb = Math.max(lb, st + work + cTail[k]);
            }
            for (int p = 0; p < P; p++) if (pSum[p] > 0) lb = Math.max(lb, Math.max(free[p], ls) + pSum[p] + pTail[p]);
            pinned = true;
            return lb;
        }

        private int ufFind(int x) {
            while (uf[x] != x) { uf[x] = uf[uf[x]]; x = uf[x]; }
            return x;
        }

        /**
         * Topology symmetry (no duplication): an unused processor p may be used first only if no
         * automorphism that fixes every used processor maps p to a smaller index. Relabelling a
         * schedule by such an automorphism changes no time and keeps the processors already used,
         * so every schedule has an equivalent one obeying the rule at each first use. Cached per set
         * of used processors.
         */
        private boolean[] allowedNewProcessors() {
            long mask = 0;
            for (int p = 0; p < P; p++) if (used[p] > 0) mask |= 1L << p;
            boolean[] allowed = newProcessorAllowed.get(mask);
            if (allowed != null) return allowed;
            allowed = Machine.leastInOrbits(autos, mask);
            newProcessorAllowed.put(mask, allowed);
            return allowed;
        }

        /**
         * Ancestor load: a task T starts only after all its unscheduled ancestors have run, and the
         * processors can do that work no earlier than water-filling it above max(free(P), last
         * start): the least W with Σ speed(P)·max(0, W − ready(P)) ≥ their work. So C ≥ W + bl(T). On
         * a fork-join this charges the join after all the middle tasks; the plain load bound only
         * averages the join in.
         */
        private double ancestorLoad(double ls) {
            long unsched = 0;
            for (int t = 0; t < n; t++) if (cnt[t] == 0) unsched |= 1L << t;
            for (int p = 0; p < P; p++) { wfReady[p] = Math.max(free[p], ls); wfOrder[p] = p; }
            // processors by ready time (insertion sort, P is small)
            for (int i = 1; i < P; i++) {
                int x = wfOrder[i];
                int j = i - 1;
                while (j >= 0 && wfReady[wfOrder[j]] > wfReady[x]) { wfOrder[j + 1] = wfOrder[j]; j--; }
                wfOrder[j + 1] = x;
            }
            double lb = 0;
            for (int t = 0; t < n; t++) {
                if (cnt[t] > 0) continue;
                long m = ancestors[t] & unsched;
                if (m == 0) continue;
                double w = 0;
                for (long b = m; b != 0; b &= b - 1) w += g.mu(Long.numberOfTrailingZeros(b));
                // water-fill w over the processors in ready order
                double speedSum = 0, level = wfReady[wfOrder[0]];
                int k = 0;
                while (true) {
                    speedSum += inst.machine().speed(wfOrder[k]);
                    k++;
                    double next = k < P ? wfReady[wfOrder[k]] : Double.POSITIVE_INFINITY;
                    double cap = (next - level) * speedSum;
                    if (w <= cap) { level += w / speedSum; break; }
                    w -= cap;
                    level = next;
                }
                double v = level + bl[t];
                if (v > lb) lb = v;
                // pigeonhole among the ancestors: all run before t
                double pg = pigeon(m, Double.POSITIVE_INFINITY);
                if (pg > 0) lb = Math.max(lb, Math.max(pigeonHead, wfReady[wfOrder[0]]) + pg + bl[t]);
            }
            // pigeonhole among all unscheduled tasks, followed by their least tail
            double pg = pigeon(unsched, 0);
            if (pg > 0) lb = Math.max(lb, Math.max(pigeonHead, wfReady[wfOrder[0]]) + pg + pigeonTail);
            return lb;
        }

        /**
         * Pigeonhole on the tasks of {@code set}: among the kP+1 longest, some processor runs k+1, so
         * it works at least the sum of the k+1 shortest of them; returns the best such sum over k (0 if
         * the set has at most P tasks). Sets {@link #pigeonHead} to the least head in the set and, when
         * {@code wantTail} is 0, {@link #pigeonTail} to its least tail.
         */
        private double pigeon(long set, double wantTail) {
            if (Long.bitCount(set) <= P) return 0;
            int m = 0;
            double h = Double.POSITIVE_INFINITY, q = Double.POSITIVE_INFINITY;
            for (int t : byDuration) {
                if ((set >>> t & 1) == 0) continue;
                pgDur[m++] = minDur[t];
                if (head[t] < h) h = head[t];
                if (wantTail == 0 && bl[t] - minDur[t] < q) q = bl[t] - minDur[t];
            }
            pigeonHead = h;
            pigeonTail = q;
            double best = 0;
            for (int k = 1; k * P < m; k++) {
                double sum = 0;
                for (int i = k * P - k; i <= k * P; i++) sum += pgDur[i];
                if (sum > best) best = sum;
            }
            return best;
        }

        /** Improves the incumbent by {@link AllocationSearch} (a fixed number of decodings: deterministic). */
        void localSearch() {
            if (lsEvaluations <= 0) return;
            long evals = Math.min(lsEvaluations, 100_000_000L / ((long) n * n + 4L * g.arcCount() + 1));
            List<Schedule> starts = best == null ? List.of() : List.of(best);
            Schedule s = new AllocationSearch(inst).search(starts, evals, 1, deadline);
            if (s != null && s.makespan() < ub - 1e-9) { ub = s.makespan(); best = s; bestNote = "local search"; lsImproved = true; }
        }

        /** Prunes at or above the incumbent, and above the current IDA* threshold (recording the least such bound). */
        private boolean cannotImprove(double lb) {
            double v = integral ? Math.ceil(lb - 1e-9) : lb;
            if (colocationRoot > v) v = colocationRoot; // a bound on the optimum holds below every node
            if (v >= ub - 1e-9) return true;
            if (v > threshold + 1e-9) {
                if (v < minExceed) minExceed = v;
                return true;
            }
            return false;
        }


        /**
         * Energetic reasoning (no duplication, equal speeds): with C the largest makespan still worth
         * finding, every unscheduled task T runs inside [h(T), C − tail(T)] (tail = bl − μ); in any
         * window [a, b] it needs at least min(μ, b − a, h + μ − a, b − (C − tail − μ)) of processor time,
         * and the processors offer Σ max(0, b − max(a, free(P), last start)). More demand than supply
         * in some window proves that no better schedule exists below this node.
         */
        boolean energyInfeasible() {
            if (dup || !uniformSpeed) return false;
            double C = Math.min(threshold, integral ? ub - 1 : ub);
            if (C == Double.POSITIVE_INFINITY) return false;
            double ls = lastStart == Double.NEGATIVE_INFINITY ? 0 : lastStart;
            int m = 0;
            for (int t = 0; t < n; t++) if (cnt[t] == 0) {
                double r = Math.max(head[t], ls), d = C - (bl[t] - minDur[t]);
                if (r + minDur[t] > d + 1e-9) return true;
                er[m] = r; ed[m] = d; ep[m] = minDur[t];
                m++;
            }
            if (m < 2) return false;
            for (int i = 0; i < m; i++) {
                double a = er[i];
                for (int j = 0; j < m; j++) {
                    double b = ed[j];
                    if (b <= a) continue;
                    double w = 0;
                    for (int k = 0; k < m; k++) {
                        double x = Math.min(Math.min(ep[k], b - a), Math.min(er[k] + ep[k] - a, b - (ed[k] - ep[k])));
                        if (x > 0) w += x;
                    }
                    double cap = 0;
                    for (int p = 0; p < P; p++) cap += Math.max(0, b - Math.max(a, Math.max(free[p], ls)));
                    if (w > cap + 1e-9) { energyCuts++; return true; }
                }
            }
            return false;
        }


        /**
         * A packing test (no duplication, equal speeds): to finish by C, processor P can still take
         * cap(P) = C − max(free(P), last start) of work. With capacities sorted in decreasing order,
         * the unscheduled tasks longer than the j-th largest capacity fit only into the j − 1 larger
         * ones, so their total must not exceed those capacities' sum (for every j).
         */
        boolean packingInfeasible() {
            if (dup || !uniformSpeed || P < 2) return false;
            double C = Math.min(threshold, integral ? ub - 1 : ub);
            if (C == Double.POSITIVE_INFINITY) return false;
            double ls = lastStart == Double.NEGATIVE_INFINITY ? 0 : lastStart;
            for (int p = 0; p < P; p++) pk[p] = Math.max(0, C - Math.max(free[p], ls));
            Arrays.sort(pk, 0, P); // ascending; the j-th largest is pk[P - j]
            int m = 0;
            for (int t = 0; t < n; t++) if (cnt[t] == 0) it[m++] = minDur[t];
            if (m == 0) return false;
            Arrays.sort(it, 0, m);
            // walk capacities from the largest: items longer than cap_j need bins 1..j-1
            double prefixCap = 0;
            int k = m - 1;
            double bigSum = 0;
            for (int j = 1; j <= P; j++) {
                double capJ = pk[P - j];
                while (k >= 0 && it[k] > capJ + 1e-9) { bigSum += it[k]; k--; }
                if (bigSum > prefixCap + 1e-9) { packCuts++; return true; }
                prefixCap += capJ;
            }
            return false;
        }

        /**
         * With integral data a better schedule has makespan C ≤ ub − 1; an arc u → v whose remote
         * transfer would give makespan ≥ top level(u) + min time(u) + η·least λ + bottom level(v) > C
         * (both levels with communication, valid without duplication) must then be local, so u and v,
         * and by transitivity their whole cluster, share one processor ({@link DagBounds#colocation}).
         * Every schedule better than the incumbent has this property, so the search may demand it.
         */
        private void updateClusters() {
            if (!coloc || ub == clusterUb || ub == Double.POSITIVE_INFINITY) return;
            clusterUb = ub;
            double c = ub - 1;
            for (int t = 0; t < n; t++) cluster[t] = t;
            for (int a = 0; a < g.arcCount(); a++) {
                int u = g.from(a), v = g.to(a);
                if (ctl[u] + minDur[u] + g.eta(a) * lminC + cbl[v] <= c + 1e-9) continue;
                int x = root(u), y = root(v);
                if (x != y) cluster[Math.max(x, y)] = Math.min(x, y);
            }
            for (int t = 0; t < n; t++) cluster[t] = root(t);
        }

        private int root(int x) {
            while (cluster[x] != x) x = cluster[x];
            return x;
        }

        /** Is a scheduled task of t's cluster on a processor other than p? */
        private boolean splitsCluster(int t, int p) {
            int k = cluster[t];
            for (int w = 0; w < n; w++) if (w != t && cnt[w] > 0 && cluster[w] == k && instP[w][0] != p) return true;
            return false;
        }

        double dataReady(int t, int p) {
            double r = 0;
            int[] pr = g.preds(t), pa = g.predArcs(t);
            for (int k = 0; k < pr.length; k++) {
                double arr = arrival(pr[k], g.eta(pa[k]), p);
                if (arr > r) r = arr;
            }
            return r;
        }

        /** When the data of scheduled task u (η units) can be on p: the earliest over u's instances. */
        private double arrival(int u, double eta, int p) {
            double arr = Double.POSITIVE_INFINITY;
            for (int i = 0; i < cnt[u]; i++) {
                int q = instP[u][i];
                double a = instF[u][i] + (q == p ? 0 : eta * lam[q * P + p]);
                if (a < arr) arr = a;
            }
            return arr;
        }

        /** Would a copy of t on p finishing at fin deliver some successor's data somewhere strictly earlier? */
        private boolean usefulCopy(int t, int p, double fin) {
            int[] sa = g.succArcs(t);
            for (int a : sa) {
                double eta = g.eta(a);
                for (int q = 0; q < P; q++) {
                    double mine = fin + (q == p ? 0 : eta * lam[p * P + q]);
                    if (mine < arrival(t, eta, q) - 1e-9) return true;
                }
            }
            return false;
        }

        /**
         * Iterative deepening on the makespan (IDA*): depth-first search of the nodes whose lower
         * bound is at most a threshold T, starting at the root bound; when nothing completes, T
         * becomes the least bound that exceeded it. The first schedule found is optimal (no schedule
         * exists below T), and on a time-out T is a proven lower bound.
         */
        void run() {
            stopAt = deadline;
            if (pilotNodes > 0 && !cannotImprove(rootBound())) {
                // pilot: a short depth-first search; most instances are proven here
                nodeCap = pilotNodes;
                idaMode = false;
                threshold = Double.POSITIVE_INFINITY;
                dfs(0);
                nodeCap = Long.MAX_VALUE;
                if (!aborted) { provenBound = ub; return; }
                if (timedOut) return;
                aborted = false;
                clearTT();
                localSearch();
            }
            if (PROBE_SHARE > 0 && !cannotImprove(rootBound())) {
                // probe: a short search in lower-bound order, only to find a better incumbent
                long now = System.nanoTime();
                stopAt = now + (long) ((deadline - now) * PROBE_SHARE);
                boolean keep = orderByEst;
                orderByEst = false;
                idaMode = false;
                threshold = Double.POSITIVE_INFINITY;
                dfs(0);
                orderByEst = keep;
                stopAt = deadline;
                if (!aborted) { provenBound = ub; return; } // the probe finished: proven
                if (timedOut) return;
                aborted = false;
                clearTT();
            }
            double root = rootBound();
            threshold = integral ? Math.ceil(root - 1e-9) : root;
            provenBound = threshold;
            idaMode = true;
            while (!aborted && iterations < IDA_ITERATIONS) {
                if (threshold >= ub - 1e-9) { provenBound = ub; return; }
                minExceed = Double.POSITIVE_INFINITY;
                found = false;
                clearTT();
                dfs(0);
                if (found) { provenBound = ub; return; }
                if (aborted) return;
                iterations++;
                if (minExceed == Double.POSITIVE_INFINITY) { provenBound = ub; return; }
                threshold = minExceed;
                provenBound = threshold;
            }
            if (aborted) return;
            // plain depth-first branch-and-bound below the incumbent
            idaMode = false;
            threshold = Double.POSITIVE_INFINITY;
            clearTT();
            dfs(0);
            if (!timedOut) provenBound = ub;
        }

        private void dfs(int depth) {
            if (aborted) return;
            if ((++nodes & 1023) == 0) {
                long now = System.nanoTime();
                if (now > stopAt) { aborted = true; if (now > deadline) timedOut = true; return; }
                if (nodes >= nodeCap) { aborted = true; return; }
                if (turns != null && nodes >= nextYield) turns.pass(this);
                if (useTT && ttBits < TT_BITS && nodes > 200_000) allocateTT(TT_BITS);
            }
            if (done == n) {
                if (curMax < ub - 1e-9) {
                    ub = curMax; best = snapshot(); bestNote = "search";
                    if (idaMode) { found = true; aborted = true; }
                }
                return;
            }
            if (cannotImprove(lowerBound())) return;
            if (ENERGY && energyInfeasible()) return;
            if (PACKING && packingInfeasible()) return;
            if (useTT && depth > 0 && dominated()) return;
            // children
            updateClusters();
            if (childBuf.size() <= depth) childBuf.add(new double[16]);
            double[] ch = childBuf.get(depth);
            int m = 0;
            int firstEmpty = -1;
            if (identical) for (int p = 0; p < P; p++) if (used[p] == 0) { firstEmpty = p; break; }
            boolean[] allowNew = autos == null ? null : allowedNewProcessors();
            for (int t = 0; t < n; t++) {
                if (missing[t] > 0) continue;
                if (cnt[t] > 0 && (!dup || g.succs(t).length == 0)) continue;
                if (cnt[t] == 0 && eqPrev[t] >= 0 && cnt[eqPrev[t]] == 0) continue;
                for (int p = 0; p < P; p++) {
                    if (onProc[t * P + p]) continue;
                    if (identical && used[p] == 0 && p != firstEmpty) continue;
                    if (allowNew != null && used[p] == 0 && !allowNew[p]) continue;
                    if (coloc && cnt[t] == 0 && splitsCluster(t, p)) continue;
                    if (pinned && cnt[t] == 0 && pin[t] >= 0 && pin[t] != p) continue;
                    double est = Math.max(free[p], dataReady(t, p));
                    if (lastProc >= 0) {
                        if (est < lastStart - 1e-9) continue;
                        if (strictTies && Math.abs(est - lastStart) <= 1e-9 && (t < lastTask || (t == lastTask && p <= lastProc))) continue;
                    }
                    if (sinkOrder && cnt[t] == 0 && kind[t] != 0 && lastOn[p] >= 0 && kind[lastOn[p]] == kind[t]) {
                        // adjacent sinks on p: (data-ready time on p, key) must not decrease; adjacent
                        // tasks whose only successor is the same task, the second ready when the first
                        // starts: (−η, key) must not decrease
                        boolean swappable = kind[t] == SINK || dataReady(t, p) <= lastOnStart[p] + 1e-9;
                        double r = kind[t] == SINK ? dataReady(t, p) : orderVal[t], ra = lastOnVal[p];
                        if (swappable && (r < ra - 1e-9 || (r <= ra + 1e-9 && sinkKey[t] < sinkKey[lastOn[p]]))) continue;
                    }
                    double fin = est + dur[t * P + p];
                    if (cnt[t] > 0 && !usefulCopy(t, p, fin)) continue;
                    double f = cnt[t] > 0 ? fin : Math.max(fin, est + bl[t]);
                    if (cannotImprove(f)) continue;
                    if ((m + 1) * 5 > ch.length) { ch = Arrays.copyOf(ch, ch.length * 2); childBuf.set(depth, ch); }
                    ch[m * 5] = orderByEst ? est : f; ch[m * 5 + 1] = orderByEst ? -bl[t] : est; ch[m * 5 + 2] = t; ch[m * 5 + 3] = p; ch[m * 5 + 4] = f;
                    m++;
                }
            }
            // order children by (key, key2, t, p): insertion sort (few children)
            for (int i = 1; i < m; i++) {
                double f = ch[i * 5], e = ch[i * 5 + 1], tt = ch[i * 5 + 2], pp = ch[i * 5 + 3], ff = ch[i * 5 + 4];
                int j = i - 1;
                while (j >= 0 && less(f, e, tt, pp, ch, j)) {
                    System.arraycopy(ch, j * 5, ch, (j + 1) * 5, 5);
                    j--;
                }
                ch[(j + 1) * 5] = f; ch[(j + 1) * 5 + 1] = e; ch[(j + 1) * 5 + 2] = tt; ch[(j + 1) * 5 + 3] = pp; ch[(j + 1) * 5 + 4] = ff;
            }
            for (int i = 0; i < m; i++) {
                if (aborted) return;
                double f = ch[i * 5 + 4];
                if (cannotImprove(f)) { if (orderByEst) continue; break; }
                int t = (int) ch[i * 5 + 2], p = (int) ch[i * 5 + 3];
                double est = orderByEst ? ch[i * 5] : ch[i * 5 + 1];
                // apply
                double oldFree = free[p], oldLast = lastStart, oldMax = curMax;
                int oldProc = lastProc, oldTask = lastTask, oldOn = lastOn[p];
                double oldOnStart = lastOnVal[p];
                double oldOnStart2 = lastOnStart[p];
                lastOn[p] = t; lastOnVal[p] = kind[t] == SINK ? dataReady(t, p) : orderVal[t]; lastOnStart[p] = est;
                int k = cnt[t];
                instP[t][k] = p; instS[t][k] = est; instF[t][k] = est + dur[t * P + p];
                cnt[t]++;
                onProc[t * P + p] = true;
                used[p]++;
                free[p] = instF[t][k];
                lastStart = est; lastProc = p; lastTask = t;
                if (instF[t][k] > curMax) curMax = instF[t][k];
                if (k == 0) { done++; wRem -= g.mu(t); for (int v : g.succs(t)) missing[v]--; }
                dfs(depth + 1);
                // undo
                if (k == 0) { done--; wRem += g.mu(t); for (int v : g.succs(t)) missing[v]++; }
                cnt[t]--;
                onProc[t * P + p] = false;
                used[p]--;
                lastOn[p] = oldOn; lastOnVal[p] = oldOnStart; lastOnStart[p] = oldOnStart2;
                free[p] = oldFree; lastStart = oldLast; lastProc = oldProc; lastTask = oldTask; curMax = oldMax;
                ch = childBuf.get(depth);
            }
        }

        private static boolean less(double f, double e, double t, double p, double[] ch, int j) {
            if (f != ch[j * 5]) return f < ch[j * 5];
            if (e != ch[j * 5 + 1]) return e < ch[j * 5 + 1];
            if (t != ch[j * 5 + 2]) return t < ch[j * 5 + 2];
            return p < ch[j * 5 + 3];
        }

        Schedule snapshot() {
            List<Schedule.Slot> slots = new ArrayList<>();
            for (int t = 0; t < n; t++) {
                int first = 0;
                for (int k = 1; k < cnt[t]; k++) if (instS[t][k] < instS[t][first]) first = k;
                for (int k = 0; k < cnt[t]; k++) slots.add(new Schedule.Slot(t, instP[t][k], instS[t][k], instF[t][k], k != first));
            }
            if (dup) {
                // drop copies nobody needs (latest first): every instance of every successor must still be fed in time
                slots.sort((a, b) -> Double.compare(b.start(), a.start()));
                for (int i = 0; i < slots.size(); i++) {
                    Schedule.Slot c = slots.get(i);
                    if (!c.duplicate()) continue;
                    List<Schedule.Slot> rest = new ArrayList<>(slots);
                    rest.remove(i);
                    if (fedWithout(rest, c.task())) { slots = rest; i--; }
                }
            }
            return new Schedule(slots);
        }

        private boolean fedWithout(List<Schedule.Slot> slots, int task) {
            int[] sa = g.succArcs(task);
            for (Schedule.Slot v : slots) {
                for (int a : sa) {
                    if (g.to(a) != v.task()) continue;
                    boolean ok = false;
                    for (Schedule.Slot u : slots) {
                        if (u.task() != task) continue;
                        double arr = u.end() + (u.processor() == v.processor() ? 0 : g.eta(a) * lam[u.processor() * P + v.processor()]);
                        if (arr <= v.start() + 1e-9) { ok = true; break; }
                    }
                    if (!ok) return false;
                }
            }
            return true;
        }
    }
}
