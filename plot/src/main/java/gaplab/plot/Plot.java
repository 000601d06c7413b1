package gaplab.plot;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Small inline-SVG charts for the report (no library, no script): lines with markers, step lines
 * (empirical distribution functions), linear or logarithmic y axis, a legend on the right.
 */
public final class Plot {
    private Plot() {}

    /** One series: points (x, y), drawn as a step line (ECDF) or as a polyline with markers. */
    public record Series(String name, double[] xs, double[] ys) {}


    public static final int W = 720, H = 320, ML = 64, MR = 170, MT = 34, MB = 46;

    public static String chart(String title, String xLabel, String yLabel, List<Series> series, boolean steps, boolean logY, double refY) {
        return chart(title, xLabel, yLabel, series, steps, logY, refY, java.util.Map.of());
    }

    /** {@code colors}: a fixed colour index per series name, so a method has the same colour in every chart. */
    public static String chart(String title, String xLabel, String yLabel, List<Series> series, boolean steps, boolean logY, double refY,
                        java.util.Map<String, Integer> colors) {
        final int H = Math.max(Plot.H, MT + MB + 16 + series.size() * 18);   // room for the legend
        double xmin = Double.POSITIVE_INFINITY, xmax = Double.NEGATIVE_INFINITY, ymin = Double.POSITIVE_INFINITY, ymax = Double.NEGATIVE_INFINITY;
        for (Series s : series) for (int i = 0; i < s.xs().length; i++) {
            double x = s.xs()[i], y = s.ys()[i];
            if (!Double.isFinite(x) || !Double.isFinite(y) || (logY && y <= 0)) continue;
            xmin = Math.min(xmin, x); xmax = Math.max(xmax, x);
            ymin = Math.min(ymin, y); ymax = Math.max(ymax, y);
        }
        if (!Double.isFinite(xmin)) return "";
        if (Double.isFinite(refY) && !logY) { ymin = Math.min(ymin, refY); ymax = Math.max(ymax, refY); }
        if (steps) { ymin = 0; ymax = 1; }
        if (xmax - xmin < 1e-12) { double d = Math.max(Math.abs(xmin) * 0.05, 0.5); xmin -= d; xmax += d; }
        if (!logY && ymax - ymin < 1e-12) { double d = Math.max(Math.abs(ymin) * 0.05, 0.5); ymin -= d; ymax += d; }
        double lyMin = 0, lyMax = 0;
        if (logY) {
            lyMin = Math.floor(Math.log10(ymin));
            lyMax = Math.ceil(Math.log10(ymax));
            if (lyMax <= lyMin) lyMax = lyMin + 1;
        }
        boolean wholeX = series.stream().allMatch(s -> java.util.Arrays.stream(s.xs()).allMatch(x -> !Double.isFinite(x) || x == Math.rint(x)));
        double[] xt = wholeX ? Axis.wholeTicks(xmin, xmax, 6) : Axis.ticks(xmin, xmax, 6);
        double[] yt;
        if (logY) {
            ymin = Math.pow(10, lyMin);
            ymax = Math.pow(10, lyMax);
            List<Double> t = new ArrayList<>();
            for (double e = lyMin; e <= lyMax + 1e-9; e++) {
                t.add(Math.pow(10, e));
                if (lyMax - lyMin <= 2 && e < lyMax) { t.add(2 * Math.pow(10, e)); t.add(5 * Math.pow(10, e)); }
            }
            yt = t.stream().mapToDouble(Double::doubleValue).toArray();
        } else {
            yt = Axis.ticks(ymin, ymax, 5);
            if (!steps) { ymin = Math.min(ymin, yt[0]); ymax = Math.max(ymax, yt[yt.length - 1]); }
        }
        if (!steps) { xmin = Math.min(xmin, xt[0]); xmax = Math.max(xmax, xt[xt.length - 1]); }
        final double fxmin = xmin, fxmax = xmax, fymin = ymin, fymax = ymax, flmin = lyMin, flmax = lyMax;
        int pw = W - ML - MR, ph = H - MT - MB;
        java.util.function.DoubleUnaryOperator sx = x -> ML + (x - fxmin) / (fxmax - fxmin) * pw;
        java.util.function.DoubleUnaryOperator sy = y -> logY
                ? MT + ph - (Math.log10(y) - flmin) / (flmax - flmin) * ph
                : MT + ph - (y - fymin) / (fymax - fymin) * ph;
        Svg b = Svg.chart(W, H, title, STYLE);
        b.text(ML, 20, title, "class=\"ct\"");
        // grid and ticks
        for (double t : yt) {
            if (t < ymin - 1e-12 || t > ymax + 1e-12) continue;
            double y = sy.applyAsDouble(t);
            b.line(ML, y, ML + pw, y, "class=\"grid\"");
            b.text(ML - 6, y + 4, Axis.label(t), "class=\"tk\" text-anchor=\"end\"");
        }
        for (double t : xt) {
            if (t < xmin - 1e-12 || t > xmax + 1e-12) continue;
            double x = sx.applyAsDouble(t);
            b.line(x, MT, x, MT + ph, "class=\"grid\"");
            b.text(x, MT + ph + 16, Axis.label(t), "class=\"tk\" text-anchor=\"middle\"");
        }
        b.rect(ML, MT, pw, ph, "class=\"frame\"", null);
        if (Double.isFinite(refY) && refY >= ymin && refY <= ymax && (!logY || refY > 0)) {
            double y = sy.applyAsDouble(refY);
            b.line(ML, y, ML + pw, y, "class=\"ref\"");
        }
        b.text(ML + pw / 2.0, H - 8, xLabel, "class=\"al\" text-anchor=\"middle\"");
        b.text(0, 0, yLabel, String.format(Locale.ROOT, "transform=\"translate(16,%.1f) rotate(-90)\" class=\"al\" text-anchor=\"middle\"", MT + ph / 2.0));
        // series
        for (int k = 0; k < series.size(); k++) {
            Series s = series.get(k);
            int ci = colors.getOrDefault(s.name(), k);
            String c = Palette.colour(ci);
            List<Double> pts = new ArrayList<>();
            List<double[]> marks = new ArrayList<>();
            double prevY = steps ? 0 : Double.NaN;
            for (int i = 0; i < s.xs().length; i++) {
                double x = s.xs()[i], y = s.ys()[i];
                if (!Double.isFinite(x) || !Double.isFinite(y) || (logY && y <= 0)) continue;
                double px = sx.applyAsDouble(x), py = sy.applyAsDouble(y);
                if (steps) {
                    pts.addAll(List.of(px, sy.applyAsDouble(prevY), px, py));
                    prevY = y;
                } else {
                    pts.addAll(List.of(px, py));
                    marks.add(new double[]{px, py});
                }
            }
            if (steps && !pts.isEmpty()) pts.addAll(List.of((double) ML + pw, sy.applyAsDouble(prevY)));
            String dash = ci >= Palette.COLOURS.length ? " stroke-dasharray=\"6 3\"" : "";   // colours repeat: dashed the second time
            b.polyline(pts.stream().mapToDouble(Double::doubleValue).toArray(), "fill=\"none\" stroke=\"" + c + "\" stroke-width=\"2\"" + dash);
            for (double[] m : marks) b.circle(m[0], m[1], 3.2, "fill=\"" + c + "\"", null);
            int ly = MT + 10 + k * 18;
            b.line(ML + pw + 14, ly, ML + pw + 34, ly, "stroke=\"" + c + "\" stroke-width=\"3\"" + dash);
            b.text(ML + pw + 40, ly + 4, shorten(s.name(), 18), "class=\"lg\"");
        }
        return b.end();
    }

    public static String shorten(String s, int n) { return s.length() <= n ? s : s.substring(0, n - 1) + "…"; }

    /** The charts' style sheet, inside each chart so that it renders alone too (the report may override it). */
    static final String STYLE = ".ct{font:600 14px sans-serif}.tk{font:11px sans-serif;fill:#555}.al,.lg{font:12px sans-serif}"
            + ".grid{stroke:#edf0f4;stroke-width:1}.frame{fill:none;stroke:#b8c0cc}.ref{stroke:#888;stroke-dasharray:5 4}";
}
