package gaplab.lab.sweep;

import gaplab.plot.Drawing;
import gaplab.plot.Plot;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * How tight each lower bound is (issue 21, item 4): bound / optimum (≤ 1; 1 = tight), on the
 * instances whose reference is an optimum — proven by a verified OPTIMAL row or known from the
 * instance list. The report's summary shows its mean and least value per bound, and a figure draws
 * it per instance size with min–max whiskers.
 */
final class BoundQuality {
    private BoundQuality() {}

    /** bound / optimum of a bound row, or NaN when the row has no bound or its instance no optimum. */
    static double of(Ratios.Rated r) {
        String kind = r.reference().kind();
        double ref = r.reference().value();
        if (Double.isNaN(r.row().bound()) || !(kind.equals("optimum") || kind.equals("known")) || !(ref > 0)) return Double.NaN;
        return r.row().bound() / ref;
    }

    /**
     * Each bound's mean bound / optimum per value of the size option {@code sizeKey}, with min–max
     * whiskers; null when no bound row has an optimum to compare with.
     */
    static Drawing figure(String problem, String sizeKey, Map<String, List<Ratios.Rated>> byMethod, Map<String, Integer> colors) {
        List<Plot.Series> series = series(byMethod, sizeKey);
        if (series.isEmpty()) return null;
        Map<String, Integer> styles = new java.util.LinkedHashMap<>();
        for (var c : colors.entrySet()) styles.put(c.getKey().replaceFirst("^bound:", ""), c.getValue());
        return Plot.chart(problem + ": lower bound / optimum vs " + sizeKey, sizeKey, "lower bound / optimum (1 = tight)", series, false, false, 1.0, styles);
    }

    /** One series per bound: x the size, y the mean bound / optimum, lo and hi the least and largest. */
    static List<Plot.Series> series(Map<String, List<Ratios.Rated>> byMethod, String sizeKey) {
        List<Plot.Series> series = new ArrayList<>();
        for (var e : byMethod.entrySet()) {
            TreeMap<Double, double[]> at = new TreeMap<>();
            for (Ratios.Rated r : e.getValue()) {
                if (!r.row().isBound()) break;
                double q = of(r), sz = Report.num(r.row().size().get(sizeKey));
                if (!Double.isNaN(q) && !Double.isNaN(sz)) FigureRecipes.add(at, sz, q);
            }
            if (!at.isEmpty()) series.add(FigureRecipes.mean(e.getKey().replaceFirst("^bound:", ""), at));
        }
        return series;
    }
}
