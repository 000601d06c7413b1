package gaplab.certify.lp;

import gaplab.model.core.Rational;
import java.util.Map;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * ojAlgo's floating-point optimum of a {@link RationalLp}, only as the starting point of the exact
 * crossover ({@link ExactSimplex}): nothing it says is trusted. The LP is solved in its own units
 * (issue 34) — every row and then every column scaled by a power of two so that its largest coefficient
 * lies in [1, 2), which is exact in binary64 — and the values are mapped back.
 */
final class WarmStart {
    private WarmStart() {}

    static {
        // ojAlgo prints a hardware-profile notice on first use unless asked not to
        if (System.getProperty("shut.up.ojAlgo") == null) System.setProperty("shut.up.ojAlgo", "true");
    }

    /** The floating-point solution x (length = the LP's variables), or null when ojAlgo found none. */
    static double[] solve(RationalLp lp, double timeLimitSeconds) {
        int n = lp.variableCount(), m = lp.rowCount();
        int[] rowExp = new int[m], colExp = new int[n];
        double[] colMax = new double[n];
        for (int i = 0; i < m; i++) {
            double max = 0;
            for (Rational v : lp.row(i).a().values()) max = Math.max(max, Math.abs(v.doubleValue()));
            rowExp[i] = max > 0 ? -Math.getExponent(max) : 0;
            for (Map.Entry<Integer, Rational> e : lp.row(i).a().entrySet())
                colMax[e.getKey()] = Math.max(colMax[e.getKey()], Math.abs(Math.scalb(e.getValue().doubleValue(), rowExp[i])));
        }
        for (int j = 0; j < n; j++) colExp[j] = colMax[j] > 0 ? -Math.getExponent(colMax[j]) : 0;
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        if (timeLimitSeconds > 0 && Double.isFinite(timeLimitSeconds)) model.options.time_abort = (long) Math.ceil(timeLimitSeconds * 1000);
        Variable[] x = new Variable[n];
        for (int j = 0; j < n; j++) x[j] = model.addVariable(lp.variableName(j)).lower(0).weight(Math.scalb(lp.cost(j).doubleValue(), colExp[j]));
        for (int i = 0; i < m; i++) {
            RationalLp.Row r = lp.row(i);
            double b = Math.scalb(r.b().doubleValue(), rowExp[i]);
            Expression e = model.addExpression(r.name());
            if (r.equality()) e.level(b);
            else e.lower(b);
            for (Map.Entry<Integer, Rational> c : r.a().entrySet())
                e.set(x[c.getKey()], Math.scalb(c.getValue().doubleValue(), rowExp[i] + colExp[c.getKey()]));
        }
        Optimisation.Result result = model.minimise();
        if (!result.getState().isFeasible()) return null;
        double[] v = new double[n];
        for (int j = 0; j < n; j++) v[j] = Math.scalb(x[j].getValue().doubleValue(), colExp[j]);
        return v;
    }
}
