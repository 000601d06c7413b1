package gaplab.certify.lp;

import gaplab.model.core.Rational;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * An exact optimum of a {@link RationalLp} with its dual, in rational arithmetic (docs/certificates.md,
 * "LP optima"). Crossover from ojAlgo's floating-point point (as exact LP solvers do, e.g. Applegate,
 * Cook, Dash &amp; Espinoza, "Exact solutions to linear programming problems", Oper. Res. Lett. 35 (2007)):
 * the columns ojAlgo makes positive, largest first, then the surplus columns, are pivoted into a basis of
 * the standard form A·x − s = b, x, s ≥ 0 by exact Gauss–Jordan steps; if that basis is not primal
 * feasible a single artificial column restores feasibility (phase 1); then the primal simplex with
 * Bland's rule (no cycling) runs to optimality — usually zero or few pivots. The duals solve
 * Bᵀy = c_B exactly. Nothing from the floating-point answer survives except the choice of basis.
 */
public final class ExactSimplex {
    private ExactSimplex() {}

    /** An exact optimum: value c·x = b·y, primal x, dual y (per row), the pivots after the basis was set up, and whether phase 1 ran. */
    public record Solution(Rational value, Rational[] x, Rational[] y, int pivots, boolean phaseOne) {}

    /** The exact optimum, or an {@link ArithmeticException} saying why there is none (infeasible, unbounded, out of time). */
    public static Solution solve(RationalLp lp, double timeLimitSeconds) {
        return solve(lp, WarmStart.solve(lp, timeLimitSeconds), timeLimitSeconds);
    }

    /** From a given floating-point point (null: none, the crash basis then prefers the surplus columns). */
    static Solution solve(RationalLp lp, double[] warm, double timeLimitSeconds) {
        long deadline = System.nanoTime() + (long) (Math.max(1, timeLimitSeconds) * 1e9);
        return new Tableau(lp, deadline).run(warm);
    }

    /** The dense tableau of the standard form: columns x (n), surplus s (one per ≥ row), one artificial, then b. */
    private static final class Tableau {
        final RationalLp lp;
        final int n, m, cols, art, rhs;
        final int[] surplusOfRow;
        final Rational[][] t;
        final int[] basis;
        final boolean[] live;
        final long deadline;
        int pivots;

        Tableau(RationalLp lp, long deadline) {
            this.lp = lp;
            this.deadline = deadline;
            n = lp.variableCount();
            m = lp.rowCount();
            surplusOfRow = new int[m];
            int c = n;
            for (int i = 0; i < m; i++) surplusOfRow[i] = lp.row(i).equality() ? -1 : c++;
            cols = c;
            art = cols;
            rhs = cols + 1;
            t = new Rational[m][cols + 2];
            for (Rational[] row : t) Arrays.fill(row, Rational.ZERO);
            for (int i = 0; i < m; i++) {
                for (Map.Entry<Integer, Rational> e : lp.row(i).a().entrySet()) t[i][e.getKey()] = e.getValue();
                if (surplusOfRow[i] >= 0) t[i][surplusOfRow[i]] = Rational.of(-1);
                t[i][rhs] = lp.row(i).b();
            }
            basis = new int[m];
            Arrays.fill(basis, -1);
            live = new boolean[m];
            Arrays.fill(live, true);
        }

        Solution run(double[] warm) {
            crash(warm);
            boolean feasible = true;
            int worst = -1;
            for (int i = 0; i < m; i++) if (live[i] && t[i][rhs].signum() < 0) {
                feasible = false;
                if (worst < 0 || t[i][rhs].compareTo(t[worst][rhs]) < 0) worst = i;
            }
            if (!feasible) phaseOne(worst);
            Rational[] cost = new Rational[cols + 1];
            Arrays.fill(cost, Rational.ZERO);
            for (int j = 0; j < n; j++) cost[j] = lp.cost(j);
            if (!simplex(cost, false)) throw new ArithmeticException("the LP is unbounded");
            return solution(!feasible);
        }

        /** Pivots columns into a basis: ojAlgo's positive columns (largest first), then surplus, then the rest. */
        private void crash(double[] warm) {
            double[] value = new double[cols];
            if (warm != null) {
                System.arraycopy(warm, 0, value, 0, n);
                for (int i = 0; i < m; i++) if (surplusOfRow[i] >= 0) {
                    double s = -lp.row(i).b().doubleValue();
                    for (Map.Entry<Integer, Rational> e : lp.row(i).a().entrySet()) s += e.getValue().doubleValue() * warm[e.getKey()];
                    value[surplusOfRow[i]] = s;
                }
            }
            double scale = 1;
            for (double v : value) scale = Math.max(scale, Math.abs(v));
            double tol = 1e-9 * scale;
            List<Integer> order = new ArrayList<>();
            for (int j = 0; j < cols; j++) if (value[j] > tol) order.add(j);
            order.sort(Comparator.comparingDouble((Integer j) -> -value[j]).thenComparingInt(j -> j));
            for (int j = n; j < cols; j++) if (!(value[j] > tol)) order.add(j);
            for (int j = 0; j < n; j++) if (!(value[j] > tol)) order.add(j);
            int placed = 0;
            for (int j : order) {
                if (placed == m) break;
                for (int i = 0; i < m; i++) if (basis[i] < 0 && t[i][j].signum() != 0) {
                    pivot(i, j);
                    placed++;
                    break;
                }
            }
            for (int i = 0; i < m; i++) if (basis[i] < 0) { // a row that depends on the others
                if (t[i][rhs].signum() != 0) throw new ArithmeticException("the LP is infeasible (row " + lp.row(i).name() + " contradicts the others)");
                live[i] = false;
            }
            pivots = 0;
        }

        /** One artificial column in every row with b &lt; 0, pivoted in at the most negative row; then minimise it. */
        private void phaseOne(int worst) {
            for (int i = 0; i < m; i++) if (live[i] && t[i][rhs].signum() < 0) t[i][art] = Rational.of(-1);
            pivot(worst, art);
            Rational[] cost = new Rational[cols + 1];
            Arrays.fill(cost, Rational.ZERO);
            cost[art] = Rational.ONE;
            simplex(cost, true);
            for (int i = 0; i < m; i++) if (live[i] && basis[i] == art) {
                if (t[i][rhs].signum() != 0) throw new ArithmeticException("the LP is infeasible");
                int j = 0;
                while (j < cols && t[i][j].signum() == 0) j++;
                if (j < cols) pivot(i, j);
                else live[i] = false;
            }
            for (Rational[] row : t) row[art] = Rational.ZERO;
        }

        /** Primal simplex with Bland's rule; false when unbounded. */
        private boolean simplex(Rational[] cost, boolean withArtificial) {
            int last = withArtificial ? cols + 1 : cols;
            boolean[] inBasis = new boolean[cols + 1];
            while (true) {
                if (System.nanoTime() > deadline) throw new ArithmeticException("the exact simplex ran out of time after " + pivots + " pivots");
                Arrays.fill(inBasis, false);
                for (int i = 0; i < m; i++) if (live[i]) inBasis[basis[i]] = true;
                int enter = -1;
                for (int j = 0; j < last && enter < 0; j++) {
                    if (inBasis[j]) continue;
                    Rational d = cost[j];
                    for (int i = 0; i < m; i++) if (live[i] && t[i][j].signum() != 0) d = d.subtract(cost[basis[i]].multiply(t[i][j]));
                    if (d.signum() < 0) enter = j;
                }
                if (enter < 0) return true;
                int leave = -1;
                Rational best = null;
                for (int i = 0; i < m; i++) {
                    if (!live[i] || t[i][enter].signum() <= 0) continue;
                    Rational ratio = t[i][rhs].divide(t[i][enter]);
                    int c = best == null ? -1 : ratio.compareTo(best);
                    if (c < 0 || c == 0 && basis[i] < basis[leave]) { best = ratio; leave = i; }
                }
                if (leave < 0) return false;
                pivot(leave, enter);
            }
        }

        private void pivot(int r, int c) {
            Rational[] pr = t[r];
            Rational inv = Rational.ONE.divide(pr[c]);
            List<Integer> nz = new ArrayList<>();
            for (int j = 0; j < pr.length; j++) if (pr[j].signum() != 0) { pr[j] = pr[j].multiply(inv); nz.add(j); }
            for (int i = 0; i < m; i++) {
                if (i == r || t[i][c].signum() == 0) continue;
                Rational f = t[i][c];
                for (int j : nz) t[i][j] = t[i][j].subtract(f.multiply(pr[j]));
            }
            basis[r] = c;
            pivots++;
        }

        /** x from the basis, y from Bᵀy = c_B over the live rows (0 on rows that depend on others). */
        private Solution solution(boolean phaseOne) {
            Rational[] x = new Rational[n];
            Arrays.fill(x, Rational.ZERO);
            for (int i = 0; i < m; i++) if (live[i] && basis[i] < n) x[basis[i]] = t[i][rhs];
            List<Integer> rows = new ArrayList<>();
            for (int i = 0; i < m; i++) if (live[i]) rows.add(i);
            int k = rows.size();
            Rational[][] a = new Rational[k][k + 1];
            for (int q = 0; q < k; q++) { // equation q: column basis[rows(q)] of the original A, times y, = its cost
                int j = basis[rows.get(q)];
                for (int r = 0; r < k; r++) a[q][r] = original(rows.get(r), j);
                a[q][k] = j < n ? lp.cost(j) : Rational.ZERO;
            }
            Rational[] yLive = Gauss.solve(a);
            Rational[] y = new Rational[m];
            Arrays.fill(y, Rational.ZERO);
            for (int r = 0; r < k; r++) y[rows.get(r)] = yLive[r];
            return new Solution(lp.objective(x), x, y, pivots, phaseOne);
        }

        private Rational original(int row, int col) {
            if (col < n) return lp.row(row).a().getOrDefault(col, Rational.ZERO);
            return surplusOfRow[row] == col ? Rational.of(-1) : Rational.ZERO;
        }
    }

    /** Gauss–Jordan elimination on a square system [A | b] with a unique solution. */
    static final class Gauss {
        private Gauss() {}

        static Rational[] solve(Rational[][] a) {
            int k = a.length;
            for (int c = 0; c < k; c++) {
                int p = c;
                while (p < k && a[p][c].signum() == 0) p++;
                if (p == k) throw new ArithmeticException("singular basis");
                Rational[] tmp = a[p]; a[p] = a[c]; a[c] = tmp;
                Rational inv = Rational.ONE.divide(a[c][c]);
                for (int j = c; j <= k; j++) a[c][j] = a[c][j].multiply(inv);
                for (int i = 0; i < k; i++) {
                    if (i == c || a[i][c].signum() == 0) continue;
                    Rational f = a[i][c];
                    for (int j = c; j <= k; j++) if (a[c][j].signum() != 0) a[i][j] = a[i][j].subtract(f.multiply(a[c][j]));
                }
            }
            Rational[] y = new Rational[k];
            for (int i = 0; i < k; i++) y[i] = a[i][k];
            return y;
        }
    }
}
