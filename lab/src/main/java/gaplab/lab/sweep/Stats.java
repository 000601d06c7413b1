package gaplab.lab.sweep;

import gaplab.lab.sweep.Ratios;
import gaplab.lab.sweep.ResultRow;
import java.util.List;

/**
 * Summary of one method's rows: counts, mean and worst ratio, times. {@code vsBound} counts ratios
 * taken against a lower bound only (upper bounds on the true ratio): then mean and worst are flagged.
 */
public record Stats(int rows, int withSolution, int verified, int proven, int errors, int rated, int vsBound,
                    double meanRatio, double worstRatio, Ratios.Rated worst, double meanMillis, double maxMillis, boolean isBound) {

    public static Stats of(List<Ratios.Rated> group) {
        int rows = 0, sol = 0, ver = 0, prov = 0, err = 0, rated = 0, vsB = 0;
        double sum = 0, worst = Double.NaN, ms = 0;
        double maxMs = 0;
        Ratios.Rated w = null;
        boolean bound = !group.isEmpty();
        for (Ratios.Rated r : group) {
            ResultRow x = r.row();
            rows++;
            bound &= x.isBound();
            if (!Double.isNaN(x.objective())) sol++;
            if (x.verified()) ver++;
            if (x.proven()) prov++;
            if (x.status().equals("ERROR")) err++;
            ms += x.millis();
            maxMs = Math.max(maxMs, x.millis());
            if (!Double.isNaN(r.ratio())) {
                rated++;
                sum += r.ratio();
                if (r.reference().kind().equals("bound")) vsB++;
                if (Double.isNaN(worst) || r.ratio() > worst) { worst = r.ratio(); w = r; }
            }
        }
        return new Stats(rows, sol, ver, prov, err, rated, vsB, rated == 0 ? Double.NaN : sum / rated, worst, w,
                rows == 0 ? Double.NaN : ms / rows, maxMs, bound);
    }

    /** "" when every ratio is against an optimum, "*" when some are against a lower bound only. */
    public String flag() { return vsBound > 0 ? "*" : ""; }
}
