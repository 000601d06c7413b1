package gaplab.exact.unrelated;

import gaplab.analysis.unrelated.PreemptiveLp;
import gaplab.model.unrelated.Assignment;
import gaplab.model.unrelated.UnrelatedInstance;
import gaplab.model.unrelated.UnrelatedSolver;
import gaplab.model.core.Options;
import gaplab.exact.ExactOutcome;
import gaplab.model.core.Outcome;
import gaplab.model.core.Rational;
import gaplab.model.core.Status;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.selectors.variables.InputOrder;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;

/**
 * Exact R||Cmax with Choco Solver: the non-preemptive optimum of seed 004, §4 (the C^opt_max of the
 * worst-case performance ratio). The times are scaled to integers exactly (a common denominator of
 * the decimals in the file); instances whose scaled times do not fit in 10^9 are not solved exactly
 * (FEASIBLE with the best start and the preemptive LP bound).
 *
 * <p>Model (bin-packing style): x_i ∈ {p : t_ip &lt; ∞}, Boolean b_ip ⇔ x_i = p, machine loads
 * L_p = Σ_i t_ip b_ip, C = max_p L_p, minimise C. Strengthening:
 * <ul>
 * <li>upper bound: C ≤ the best start assignment (the problem wires in every heuristic);</li>
 * <li>lower bounds: C ≥ ⌈Lawler–Labetoulle preemptive LP⌉ (with a 1e-9 safety margin), C ≥ max_i min_p t_ip,
 *     C ≥ ⌈Σ_i min_p t_ip / m⌉;</li>
 * <li>symmetry breaking: machines with identical columns get non-increasing loads; tasks with identical
 *     rows get non-decreasing machine indices (both valid together: machine permutations fix the loads'
 *     order, then identical tasks can be permuted without changing any load);</li>
 * <li>search: tasks by decreasing shortest time, each to the machine where it would finish first.</li>
 * </ul>
 * OPTIMAL only when the search completed (or the start meets the lower bound).
 */
public final class ExactRcmax implements UnrelatedSolver {

    private static final long LIMIT = 1_000_000_000L;
    private final Function<UnrelatedInstance, List<Assignment>> starts;

    /** @param starts assignments to start from (e.g. every heuristic's); may return an empty list */
    public ExactRcmax(Function<UnrelatedInstance, List<Assignment>> starts) {
        this.starts = starts;
    }

    @Override
    public String name() { return "choco"; }

    @Override
    public String description() { return "exact R||Cmax, Choco CP model (loads, symmetry breaking, LP lower bound, heuristic upper bound)"; }

    @Override
    public boolean exact() { return true; }

    /** Exact makespan of an assignment. */
    static Rational exactMakespan(UnrelatedInstance in, Assignment a) {
        Rational[] load = new Rational[in.m()];
        Arrays.fill(load, Rational.ZERO);
        for (int i = 0; i < in.n(); i++) load[a.of(i)] = load[a.of(i)].add(in.exact()[i][a.of(i)]);
        Rational c = Rational.ZERO;
        for (Rational r : load) c = c.max(r);
        return c;
    }

    @Override
    public Outcome<Assignment> solve(UnrelatedInstance in, Options options) {
        long t0 = System.currentTimeMillis();
        int n = in.n(), m = in.m();
        // the best start
        List<Assignment> cands = new ArrayList<>(starts.apply(in));
        cands.add(fastestGreedy(in));
        Assignment best = null;
        Rational bestC = null;
        for (Assignment a : cands) {
            if (!feasible(in, a)) continue;
            Rational c = exactMakespan(in, a);
            if (bestC == null || c.compareTo(bestC) < 0) { best = a; bestC = c; }
        }
        double ll = PreemptiveLp.value(in);
        // integer scaling, in the largest unit that makes every time a whole number (any unit of time: issue 34)
        BigInteger den = BigInteger.ONE;
        for (Rational[] row : in.exact()) for (Rational q : row) if (q != null)
            den = den.divide(den.gcd(q.denominator())).multiply(q.denominator());
        BigInteger unitGcd = BigInteger.ZERO;
        for (Rational[] row : in.exact()) for (Rational q : row) if (q != null) unitGcd = unitGcd.gcd(q.numerator().multiply(den.divide(q.denominator())));
        if (unitGcd.signum() == 0) unitGcd = BigInteger.ONE;
        long[][] k = new long[n][m];
        long total = 0;
        boolean fits = true;
        for (int i = 0; i < n && fits; i++) {
            long mx = 0;
            for (int p = 0; p < m; p++) {
                Rational q = in.exact()[i][p];
                if (q == null) { k[i][p] = -1; continue; }
                BigInteger v = q.numerator().multiply(den.divide(q.denominator())).divide(unitGcd);
                if (v.bitLength() > 40) { fits = false; break; }
                k[i][p] = v.longValueExact();
                mx = Math.max(mx, k[i][p]);
            }
            total += mx;
            if (total > LIMIT) fits = false;
        }
        if (!fits)
            return new Outcome<>(best, bestC.doubleValue(), Status.FEASIBLE, ll, System.currentTimeMillis() - t0,
                    "times do not scale to integers below 1e9; exact model not run");
        double perUnit = new java.math.BigDecimal(den).divide(new java.math.BigDecimal(unitGcd), java.math.MathContext.DECIMAL64).doubleValue(); // scaled units per time unit
        long ub = bestC.multiply(Rational.of(den, unitGcd)).numerator().longValueExact();
        long lb = (long) Math.ceil(ll * perUnit * (1 - 1e-9) - 1e-6);
        long sumMin = 0, maxMin = 0;
        for (int i = 0; i < n; i++) {
            long mn = Long.MAX_VALUE;
            for (int p = 0; p < m; p++) if (k[i][p] >= 0) mn = Math.min(mn, k[i][p]);
            sumMin += mn;
            maxMin = Math.max(maxMin, mn);
        }
        lb = Math.max(lb, Math.max(maxMin, (sumMin + m - 1) / m));
        lb = Math.min(lb, ub);
        if (lb >= ub) {
            Outcome<Assignment> o = Outcome.optimal(best, bestC.doubleValue(), System.currentTimeMillis() - t0);
            return o.withNote("the best start meets the lower bound");
        }

        Model model = new Model("R||Cmax");
        IntVar[] x = new IntVar[n];
        BoolVar[][] b = new BoolVar[n][m];
        for (int i = 0; i < n; i++) {
            List<Integer> dom = new ArrayList<>();
            for (int p = 0; p < m; p++) if (k[i][p] >= 0 && k[i][p] <= ub) dom.add(p);
            x[i] = model.intVar("x" + i, dom.stream().mapToInt(Integer::intValue).toArray());
            for (int p = 0; p < m; p++) b[i][p] = dom.contains(p) ? model.boolVar("b" + i + "_" + p) : model.boolVar(false);
            model.boolsIntChanneling(b[i], x[i], 0).post();
        }
        IntVar[] load = new IntVar[m];
        for (int p = 0; p < m; p++) {
            List<BoolVar> bs = new ArrayList<>();
            List<Integer> cs = new ArrayList<>();
            for (int i = 0; i < n; i++) if (k[i][p] >= 0 && k[i][p] <= ub) { bs.add(b[i][p]); cs.add((int) k[i][p]); }
            load[p] = model.intVar("L" + p, 0, (int) ub);
            if (bs.isEmpty()) model.arithm(load[p], "=", 0).post();
            else model.scalar(bs.toArray(new BoolVar[0]), cs.stream().mapToInt(Integer::intValue).toArray(), "=", load[p]).post();
        }
        IntVar c = model.intVar("C", (int) lb, (int) ub);
        model.max(c, load).post();
        // redundant: total work on machines is at least the sum of shortest times
        model.sum(load, ">=", (int) Math.min(sumMin, Integer.MAX_VALUE)).post();
        // symmetry breaking
        for (int p = 0; p < m; p++) for (int q = p + 1; q < m; q++)
            if (sameColumn(k, p, q) && firstSame(k, q, p)) model.arithm(load[p], ">=", load[q]).post();
        for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++)
            if (Arrays.equals(k[i], k[j]) && firstSameRow(k, j, i)) model.arithm(x[i], "<=", x[j]).post();
        model.setObjective(Model.MINIMIZE, c);

        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        long[] minT = new long[n];
        for (int i = 0; i < n; i++) { minT[i] = Long.MAX_VALUE; for (int p = 0; p < m; p++) if (k[i][p] >= 0) minT[i] = Math.min(minT[i], k[i][p]); }
        Arrays.sort(order, Comparator.comparingLong((Integer i) -> -minT[i]).thenComparingInt(i -> i));
        IntVar[] xs = new IntVar[n];
        int[] taskOf = new int[n];
        for (int r = 0; r < n; r++) { xs[r] = x[order[r]]; taskOf[r] = order[r]; }
        java.util.Map<IntVar, Integer> index = new java.util.IdentityHashMap<>();
        for (int r = 0; r < n; r++) index.put(xs[r], taskOf[r]);
        Solver solver = model.getSolver();
        solver.setSearch(Search.intVarSearch(new InputOrder<>(model), var -> {
            int i = index.get(var);
            int bestP = var.getLB();
            long bestEnd = Long.MAX_VALUE;
            for (int p = var.getLB(); p <= var.getUB(); p = var.nextValue(p)) {
                long end = load[p].getLB() + k[i][p];
                if (end < bestEnd) { bestEnd = end; bestP = p; }
            }
            return bestP;
        }, xs), Search.inputOrderLBSearch(c));
        solver.limitTime(Math.max(1, (long) (options.timeLimitSeconds() * 1000) - (System.currentTimeMillis() - t0))); // what is left of the limit
        int[] found = null;
        while (solver.solve()) {
            found = new int[n];
            for (int i = 0; i < n; i++) found[i] = x[i].getValue();
        }
        boolean complete = !solver.isStopCriterionMet();
        if (found != null) {
            Assignment a = new Assignment(found);
            Rational ca = exactMakespan(in, a);
            if (ca.compareTo(bestC) <= 0) { best = a; bestC = ca; }
        }
        long millis = System.currentTimeMillis() - t0;
        // exhausted: nothing better than bestC exists (found is the last improvement, or no solution strictly
        // inside [lb, ub] other than the start)
        return ExactOutcome.of(best, bestC.doubleValue(), complete, Math.max(ll, lb / perUnit), millis, "");
    }

    private static boolean sameColumn(long[][] k, int p, int q) {
        for (long[] row : k) if (row[p] != row[q]) return false;
        return true;
    }

    /** True if p is the nearest identical column before q (chain the constraints, do not post all pairs). */
    private static boolean firstSame(long[][] k, int q, int p) {
        for (int r = q - 1; r > p; r--) if (sameColumn(k, r, q)) return false;
        return true;
    }

    private static boolean firstSameRow(long[][] k, int j, int i) {
        for (int r = j - 1; r > i; r--) if (Arrays.equals(k[r], k[j])) return false;
        return true;
    }

    static boolean feasible(UnrelatedInstance in, Assignment a) {
        if (a == null || a.n() != in.n()) return false;
        for (int i = 0; i < in.n(); i++) if (a.of(i) < 0 || a.of(i) >= in.m() || !in.canRun(i, a.of(i))) return false;
        return true;
    }

    /** A fallback start: longest shortest-time first, each to the machine where it finishes first. */
    static Assignment fastestGreedy(UnrelatedInstance in) {
        int n = in.n(), m = in.m();
        Integer[] order = new Integer[n];
        double[] minT = new double[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
            minT[i] = Double.POSITIVE_INFINITY;
            for (int p = 0; p < m; p++) minT[i] = Math.min(minT[i], in.time(i, p));
        }
        Arrays.sort(order, Comparator.comparingDouble((Integer i) -> -minT[i]).thenComparingInt(i -> i));
        double[] load = new double[m];
        int[] a = new int[n];
        for (int i : order) {
            int bp = -1;
            for (int p = 0; p < m; p++) if (in.canRun(i, p) && (bp < 0 || load[p] + in.time(i, p) < load[bp] + in.time(i, bp))) bp = p;
            a[i] = bp;
            load[bp] += in.time(i, bp);
        }
        return new Assignment(a);
    }
}
