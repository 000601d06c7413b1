package gaplab.lab;

import gaplab.model.core.InputException;
import gaplab.model.core.InstanceClass;
import gaplab.model.core.InstanceSpace;
import gaplab.model.core.KnownRatio;
import gaplab.model.core.Options;
import gaplab.model.core.Outcome;
import gaplab.model.core.Problem;
import gaplab.model.core.Solver;
import gaplab.model.core.Status;
import gaplab.model.core.Verdict;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * The worst-case ratio search, for any {@link Problem} with an {@link InstanceSpace}: how bad can a
 * heuristic get against the proven optimum? (Suda, seed 004 §4: the worst-case performance ratio
 * C_app / C_opt.)
 *
 * <p>The search never leaves the class of instances the size options state ({@link
 * InstanceSpace#instanceClass}): a mutation outside it is drawn again (up to {@link #MUTATION_TRIES}
 * times, else the move keeps the current instance), a shrinking candidate outside it is skipped, and a
 * random instance outside it is a defect of the space (an exception). The result names the class.
 *
 * <ol>
 * <li><b>random sweep</b> — a third of the budget on random instances from the space;</li>
 * <li><b>adversarial local search</b> — simulated annealing from the worst instance so far: a
 *     candidate is {@code space.mutate(current)}; with Δ = ratio(current) − ratio(candidate) a better
 *     or equal candidate is always accepted and a worse one with probability exp(−Δ/T) (Metropolis),
 *     T falling geometrically from {@link #T_START} to {@link #T_END} over the budget; with {@link
 *     Config#restarts} R &gt; 1, in R rounds of equal budget, T falling anew in each; every later round
 *     starts from the worst instance so far, shrunk first (at most {@link #RESTART_SHRINK} evaluations, part
 *     of the round's budget): the tasks that the moves piled up around a trap are dropped, which leaves
 *     room under a task limit for the moves that grow it (a stage more); then it climbs: the first of its
 *     neighbours that is worse becomes the worst, until {@link #RESTART_CLIMB} in a row are not (a move
 *     that grows a trap by a stage is rare among the neighbours, and the annealing walks away first);</li>
 * <li><b>shrinking</b> — the worst instance is replaced by the first of {@code space.shrink(worst)} whose
 *     ratio is at least as bad (and certified if the worst was: a proven ratio is never traded for an upper bound), until none is.</li>
 * </ol>
 * Each instance is rated by the heuristic's objective as recomputed by the independent checker,
 * divided by the oracle: the exact solver's optimum when it returns OPTIMAL and the checker accepts
 * its solution with the same objective (a <em>certified</em> ratio), otherwise the best proven lower
 * bound (the exact solver's or the problem's bounds; the ratio is then an <em>upper bound</em> on the
 * true ratio). A heuristic solution the checker rejects ends the search as a finding (ratio ∞), and so
 * does a ratio above a proven bound of its class ({@link KnownRatio}: a certified ratio, or the proven
 * lower bound heuristic / best solution found): a defect of the heuristic, the exact method or the
 * checker.
 *
 * <p>A budget in seconds gives the sweep the first 0.8/3 of it, the local search up to 0.8 and
 * shrinking the rest; a budget in evaluations covers sweep and local search, and shrinking has its own
 * cap ({@link Config#shrinkEvaluations}).
 *
 * <p>Deterministic for a seed when the budget is given in evaluations (and the exact solver finishes
 * within its time limit, which it does on small instances); with a budget in seconds only, how many
 * evaluations fit depends on the machine's speed and so does the result.
 */
public final class RatioSearch {
    private RatioSearch() {}

    public static final double T_START = 0.1, T_END = 0.001;

    /** How often a mutation that leaves the class is drawn again before the move keeps the current instance. */
    public static final int MUTATION_TRIES = 100;

    /**
     * @param size           size and machine options for {@link InstanceSpace#random}
     * @param seed           the random seed
     * @param evaluations    budget in instance evaluations for sweep + local search (0 = no limit)
     * @param seconds        budget in seconds (0 = no limit); at least one budget must be set
     * @param shrinkEvaluations at most this many evaluations for shrinking
     * @param exactTimeLimit time limit of each exact solve (the oracle)
     * @param oracle         the exact method that rates (its name), or "" for the heuristic's variant's own oracle
     * @param boundFilter    skip the exact solve of a candidate that a lower bound shows cannot change the search (the default; same result, faster)
     * @param restarts       the local search's rounds, each later one from the worst so far, shrunk (default 1)
     */
    public record Config(Map<String, String> size, long seed, int evaluations, double seconds, int shrinkEvaluations, double exactTimeLimit,
                         String oracle, boolean boundFilter, int restarts) {
        public Config {
            size = Map.copyOf(size);
            oracle = oracle == null ? "" : oracle;
            if (restarts < 1) throw new IllegalArgumentException("restarts must be at least 1");
        }

        public Config(Map<String, String> size, long seed, int evaluations, double seconds, int shrinkEvaluations, double exactTimeLimit, String oracle) {
            this(size, seed, evaluations, seconds, shrinkEvaluations, exactTimeLimit, oracle, true, 1);
        }

        /** The same search solving every candidate exactly. */
        public Config withoutBoundFilter() { return new Config(size, seed, evaluations, seconds, shrinkEvaluations, exactTimeLimit, oracle, false, restarts); }

        /** The same search in {@code r} annealing rounds. */
        public Config withRestarts(int r) { return new Config(size, seed, evaluations, seconds, shrinkEvaluations, exactTimeLimit, oracle, boundFilter, r); }

        public Config(Map<String, String> size, long seed, int evaluations, double seconds, int shrinkEvaluations, double exactTimeLimit) {
            this(size, seed, evaluations, seconds, shrinkEvaluations, exactTimeLimit, "");
        }
    }

    /**
     * The oracle of a heuristic: the named exact method (it must solve the heuristic's variant, e.g.
     * {@code cpsat} for a list scheduler without duplication), or the variant's own exact method when
     * {@code name} is empty.
     */
    public static <I, S> java.util.Optional<Solver<I, S>> oracle(Problem<I, S> p, Solver<I, S> heuristic, String name) throws InputException {
        String variant = p.variant(heuristic);
        if (name.isEmpty()) return p.exactSolver(variant);
        Solver<I, S> o = p.method(name).orElseThrow(() -> new InputException("--oracle", "unknown method '" + name + "' for " + p.name()));
        if (!o.exact() || o.boundOnly()) throw new InputException("--oracle", "'" + name + "' is not an exact method");
        if (!p.variant(o).equals(variant))
            throw new InputException("--oracle", "'" + name + "' solves " + (p.variant(o).isEmpty() ? "the problem as stated" : "the variant " + p.variant(o))
                    + ", but " + heuristic.name() + " is rated in " + (variant.isEmpty() ? "the problem as stated" : "the variant " + variant));
        return java.util.Optional.of(o);
    }

    /**
     * One rated instance. referenceKind: "optimum", "lower bound", "none" or "INVALID heuristic solution: ...".
     * {@code bestKnown} is the objective of the best checked solution the exact solver returned (NaN if
     * none), so heuristic / bestKnown is a proven <em>lower</em> bound on the true ratio when the ratio
     * itself is only an upper bound.
     */
    public record Evaluation<I>(I instance, double heuristic, double reference, String referenceKind, boolean certified, double ratio,
                                double bestKnown) {
        /** heuristic / bestKnown: the true ratio is at least this (NaN when unknown). */
        public double ratioAtLeast() {
            if (certified) return ratio;
            if (Double.isNaN(bestKnown) || bestKnown <= 0) return Double.NaN;
            return heuristic / bestKnown;
        }

        /** Is this at least as bad as {@code o} (higher ratio; on a tie, certified beats uncertified)? */
        boolean atLeastAsBadAs(Evaluation<I> o) {
            if (Double.isNaN(ratio)) return false;
            if (Double.isNaN(o.ratio)) return true;
            if (ratio > o.ratio * (1 + 1e-12)) return true;
            if (ratio < o.ratio * (1 - 1e-12)) return false;
            return certified || !o.certified;
        }
    }

    /** The worst instance found, the class it was searched in, and how much work it took ({@code boundOnly}: evaluations without an exact solve). */
    public record Result<I>(Evaluation<I> worst, InstanceClass<I> instanceClass, int sweep, int local, int accepted, int shrinkEvaluations,
                            int shrinkSteps, int boundOnly, long millis, boolean stoppedByTime) {
        public int evaluations() { return sweep + local + shrinkEvaluations; }
    }

    /** Rates one instance: the heuristic against the exact optimum, or against a lower bound. */
    public static <I, S> Evaluation<I> evaluate(Problem<I, S> p, Solver<I, S> heuristic, I instance, double exactTimeLimit) {
        return evaluate(p, heuristic, p.exactSolver(p.variant(heuristic)), instance, exactTimeLimit);
    }

    /** Rates one instance against the given oracle (an exact method of the heuristic's variant). */
    public static <I, S> Evaluation<I> evaluate(Problem<I, S> p, Solver<I, S> heuristic, java.util.Optional<Solver<I, S>> exact, I instance,
                                                double exactTimeLimit) {
        return evaluate(p, heuristic, exact, instance, exactTimeLimit, 0);
    }

    /** The reference kind of an instance rated by a lower bound alone ({@link #evaluate} with {@code needed}). */
    public static final String BOUND_ONLY = "lower bound (no exact solve: it could not change the search)";

    /**
     * Rates one instance, without the oracle when the instance cannot matter: when heuristic / one of the
     * problem's lower bounds — an upper bound on the ratio — is below {@code needed} and breaks no
     * proven bound of its class, the exact solve is skipped and the evaluation says so ({@link #BOUND_ONLY}).
     * The search passes the ratio a candidate needs to be accepted or to become the worst, so skipping
     * changes nothing it decides, only its speed; {@code needed} ≤ 0 always solves.
     */
    static <I, S> Evaluation<I> evaluate(Problem<I, S> p, Solver<I, S> heuristic, java.util.Optional<Solver<I, S>> exact, I instance,
                                         double exactTimeLimit, double needed) {
        Outcome<S> h = heuristic.solve(instance, Options.defaults());
        if (!h.hasSolution()) return new Evaluation<>(instance, Double.NaN, Double.NaN, "none (the heuristic found no solution)", false, Double.NaN, Double.NaN);
        Verdict hv = p.checker().check(instance, h.solution());
        if (!hv.valid())
            return new Evaluation<>(instance, Double.NaN, Double.NaN, "INVALID heuristic solution: " + hv.violation(), false, Double.POSITIVE_INFINITY, Double.NaN);
        double hObj = hv.objective();
        String variant = p.variant(heuristic);
        if (needed > 0 && exact.isPresent())
            for (var lower : p.bounds(variant)) {   // in the problem's order, the cheap ones first; the first that rules the instance out ends it
                double lb = lower.bound(instance), upper = hObj / lb;
                if (lb > 0 && upper < needed * (1 - 1e-9) && p.knownRatios(heuristic.name()).stream().noneMatch(k -> k.brokenBy(instance, upper)))
                    return new Evaluation<>(instance, hObj, lb, BOUND_ONLY, false, upper, hObj);
            }
        double ref = Double.NaN;
        String kind = "none";
        boolean certified = false;
        double bound = Double.NaN, bestKnown = hObj;
        if (exact.isPresent()) {
            Outcome<S> e = exact.get().solve(instance, Options.defaults().withTimeLimit(exactTimeLimit));
            Verdict ev = e.hasSolution() ? p.checker().check(instance, e.solution()) : null;
            if (ev != null && ev.valid()) bestKnown = Math.min(bestKnown, ev.objective());
            if (ev != null && ev.admit(e.status(), e.objective()) == Status.OPTIMAL) {
                ref = ev.objective();
                kind = "optimum";
                certified = true;
            }
            if (!certified && !Double.isNaN(e.bound())) bound = e.bound();
        }
        if (!certified) {
            double b = p.bestBound(instance, variant);
            if (Double.isNaN(bound) || (!Double.isNaN(b) && b > bound)) bound = b;
            if (!Double.isNaN(bound)) { ref = bound; kind = "lower bound"; }
        }
        double ratio;
        if (Double.isNaN(ref)) ratio = Double.NaN;
        else if (ref == 0) ratio = hObj == 0 ? 1.0 : Double.POSITIVE_INFINITY;
        else ratio = hObj / ref;
        return new Evaluation<>(instance, hObj, ref, kind, certified, ratio, bestKnown);
    }

    public static <I, S> Result<I> run(Problem<I, S> p, Solver<I, S> heuristic, Config c) throws InputException {
        return run(p, heuristic, c, e -> {});
    }

    /** Runs the search; {@code seen} receives every evaluation (for tests and logs). */
    public static <I, S> Result<I> run(Problem<I, S> p, Solver<I, S> heuristic, Config c, Consumer<Evaluation<I>> observer) throws InputException {
        return run(p, heuristic, c, observer, null);
    }

    /**
     * Runs the search with {@code start} (null: none) as the sweep's first instance, so the annealing
     * starts from it unless the sweep finds worse: a search continued from an earlier worst case, or from
     * one of a neighbouring class (e.g. m − 1 processors' trap on m). It must lie in the class.
     */
    public static <I, S> Result<I> run(Problem<I, S> p, Solver<I, S> heuristic, Config c, Consumer<Evaluation<I>> observer, I start) throws InputException {
        InstanceSpace<I> space = p.space().orElseThrow(() -> new InputException("--problem", p.name() + " has no instance space for the ratio search"));
        if (c.evaluations() <= 0 && !(c.seconds() > 0)) throw new InputException("budget", "give --evaluations N and/or --budget S");
        var oracle = oracle(p, heuristic, c.oracle());
        InstanceClass<I> cls = space.instanceClass(c.size());
        var startOutside = start == null ? java.util.Optional.<String>empty() : cls.outside(start);
        if (startOutside.isPresent()) throw new InputException("--start", "the instance is outside the class searched (" + startOutside.get() + ")");
        long t0 = System.nanoTime();
        SplittableRandom rng = new SplittableRandom(c.seed());
        int budget = c.evaluations() > 0 ? c.evaluations() : Integer.MAX_VALUE;
        int sweepBudget = c.evaluations() > 0 ? Math.max(1, budget / 3) : Integer.MAX_VALUE;
        boolean byTime = false;
        double searchSeconds = c.seconds() * 0.8;    // the last fifth of a time budget is for shrinking

        // 1. random sweep
        Evaluation<I> worst = null;
        int sweep = 0, rounds = c.restarts();
        int[] boundOnly = {0};   // evaluations rated by a lower bound alone, counted as they are seen
        Consumer<Evaluation<I>> seen = e -> {
            if (e.referenceKind().equals(BOUND_ONLY)) boundOnly[0]++;
            observer.accept(e);
        };
        while (sweep < sweepBudget) {
            if (c.seconds() > 0 && elapsed(t0) > searchSeconds / 3) { byTime = true; break; }
            I drawn = sweep == 0 && start != null ? start : space.random(rng, c.size());
            var outside = cls.outside(drawn);
            if (outside.isPresent())
                throw new IllegalStateException(p.name() + ": the space drew an instance outside its own class (" + outside.get() + ")");
            Evaluation<I> e = againstTheory(p, heuristic, evaluate(p, heuristic, oracle, drawn, c.exactTimeLimit(), !c.boundFilter() || worst == null ? 0 : score(worst)));
            sweep++;
            seen.accept(e);
            if (worst == null || e.atLeastAsBadAs(worst) && !sameRatio(e, worst)) worst = e;
            if (isFinding(e)) { worst = e; break; }
        }

        // 2. simulated annealing (Metropolis rule) from the worst instance; with restarts, each later round from the worst so far, shrunk
        Evaluation<I> current = worst;
        int local = 0, accepted = 0, round = 0;
        int localBudget = budget == Integer.MAX_VALUE ? Integer.MAX_VALUE : budget - sweep;
        while (current != null && !isFinding(worst) && local < localBudget) {
            double frac;   // of the current round
            if (c.seconds() > 0) {
                double tf = (elapsed(t0) - searchSeconds / 3) / (searchSeconds * 2 / 3);
                if (tf >= 1) { byTime = true; break; }
                frac = localBudget == Integer.MAX_VALUE ? Math.max(0, tf) : Math.max(Math.max(0, tf), (double) local / localBudget);
            } else frac = (double) local / localBudget;
            if (rounds > 1) {
                if ((int) (frac * rounds) > round) {
                    round = Math.min(rounds - 1, (int) (frac * rounds));
                    var s = shrunk(p, heuristic, oracle, space, cls, c, worst, Math.min(RESTART_SHRINK, localBudget - local), t0, seen);
                    local += s.evaluations();
                    worst = s.value();
                    // climb: the first neighbour worse than the worst, again from there, until RESTART_CLIMB in a row are not
                    for (int tries = 0; tries < RESTART_CLIMB && local < localBudget && !isFinding(worst); tries++) {
                        Evaluation<I> cand = againstTheory(p, heuristic, evaluate(p, heuristic, oracle, mutateWithin(space, cls, worst.instance(), rng),
                                c.exactTimeLimit(), c.boundFilter() ? score(worst) : 0));
                        local++;
                        seen.accept(cand);
                        if (cand.atLeastAsBadAs(worst) && !sameRatio(cand, worst) || isFinding(cand)) { worst = cand; tries = -1; }
                    }
                    current = worst;
                    continue;
                }
                frac = frac * rounds - round;
            }
            double temp = T_START * Math.pow(T_END / T_START, frac);
            I next = mutateWithin(space, cls, current.instance(), rng);
            double u = rng.nextDouble();
            // the candidate is accepted when its score is above this (or at least the current one's), and becomes the worst above the worst's
            double acceptAbove = Math.min(score(current), score(current) + temp * Math.log(u));
            Evaluation<I> cand = againstTheory(p, heuristic, evaluate(p, heuristic, oracle, next, c.exactTimeLimit(), c.boundFilter() ? Math.min(acceptAbove, score(worst)) : 0));
            local++;
            seen.accept(cand);
            double delta = score(current) - score(cand);    // > 0: the candidate is less bad
            if (delta <= 0 || u < Math.exp(-delta / temp)) {
                current = cand;
                accepted++;
            }
            if (cand.atLeastAsBadAs(worst) && !sameRatio(cand, worst) || isFinding(cand)) worst = cand;
        }

        // 3. shrink while at least as bad
        int shrinkEvals = 0, shrinkSteps = 0;
        if (worst != null && !Double.isNaN(worst.ratio())) {
            var s = shrunk(p, heuristic, oracle, space, cls, c, worst, c.shrinkEvaluations(), t0, seen);
            worst = s.value();
            shrinkEvals = s.evaluations();
            shrinkSteps = s.steps();
        }
        return new Result<>(worst, cls, sweep, local, accepted, shrinkEvals, shrinkSteps, boundOnly[0], (System.nanoTime() - t0) / 1_000_000, byTime);
    }

    /** At most this many evaluations shrink the worst instance before a restart; the climb after it stops after this many neighbours in a row that are not worse. */
    public static final int RESTART_SHRINK = 100, RESTART_CLIMB = 300;

    /** {@code worst} shrunk while at least as bad (and certified if it was), within {@code evaluations} and the time budget. */
    private static <I, S> Shrinker.Result<Evaluation<I>> shrunk(Problem<I, S> p, Solver<I, S> heuristic, java.util.Optional<Solver<I, S>> oracle,
                                                               InstanceSpace<I> space, InstanceClass<I> cls, Config c, Evaluation<I> worst,
                                                               int evaluations, long t0, Consumer<Evaluation<I>> seen) {
        return Shrinker.shrink(worst, w -> space.shrink(w.instance()).stream().filter(cls::contains).toList(),
                (I cand) -> { Evaluation<I> e = againstTheory(p, heuristic, evaluate(p, heuristic, oracle, cand, c.exactTimeLimit())); seen.accept(e); return e; },
                (e, w) -> isFinding(w) ? isFinding(e) : e.atLeastAsBadAs(w) && (e.certified() || !w.certified()),
                new Shrinker.Budget(evaluations, Integer.MAX_VALUE, () -> c.seconds() > 0 && elapsed(t0) > c.seconds()));
    }

    /** A neighbour of {@code instance} inside {@code cls}: mutations are drawn until one stays inside. */
    static <I> I mutateWithin(InstanceSpace<I> space, InstanceClass<I> cls, I instance, SplittableRandom rng) {
        for (int k = 0; k < MUTATION_TRIES; k++) {
            I cand = space.mutate(instance, rng);
            if (cls.contains(cand)) return cand;
        }
        return instance;
    }

    /** An invalid heuristic solution, or a ratio above a proven bound: the search stops with it. */
    public static boolean isFinding(Evaluation<?> e) {
        return e.referenceKind().startsWith("INVALID") || e.referenceKind().startsWith("DEFECT");
    }

    /**
     * {@code e} itself, or — when its certified ratio, or its proven lower bound heuristic / best solution
     * found, is above a proven bound of the instance's class — the same evaluation marked as a DEFECT.
     */
    public static <I, S> Evaluation<I> againstTheory(Problem<I, S> p, Solver<I, S> heuristic, Evaluation<I> e) {
        double atLeast = e.certified() ? e.ratio() : e.ratioAtLeast();
        if (Double.isNaN(atLeast) || isFinding(e)) return e;
        for (KnownRatio<I> k : p.knownRatios(heuristic.name()))
            if (k.brokenBy(e.instance(), atLeast))
                return new Evaluation<>(e.instance(), e.heuristic(), e.reference(), String.format(java.util.Locale.ROOT,
                        "DEFECT: ratio %s%.6g is above the proven bound %s = %.6g of its class (%s; %s): the heuristic, the exact method or the checker is wrong",
                        e.certified() ? "" : "at least ", atLeast, k.formula(), k.boundOn(e.instance()), k.classWords(), k.source()),
                        e.certified(), e.ratio(), e.bestKnown());
        return e;
    }

    /** The ratio as the annealing's objective (NaN counts as 0, ∞ as a large number). */
    private static double score(Evaluation<?> e) {
        if (Double.isNaN(e.ratio())) return 0;
        return Math.min(e.ratio(), 1e9);
    }

    private static boolean sameRatio(Evaluation<?> a, Evaluation<?> b) {
        return a.certified() == b.certified() && Math.abs(a.ratio() - b.ratio()) <= 1e-12 * Math.abs(b.ratio());
    }

    private static double elapsed(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }

    /** All size option names a problem's space understands, for help texts. */
    public static List<String> sizeOptions(Problem<?, ?> p) {
        return p.space().map(s -> List.copyOf(s.sizeDefaults().keySet())).orElse(List.of());
    }
}
