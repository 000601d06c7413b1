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

    public static final String[] PALETTE = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"};

    /** One series: points (x, y), drawn as a step line (ECDF) or as a polyline with markers. */
    public record Series(String name, double[] xs, double[] ys) {}

    public static String color(int i) { return PALETTE[i % PALETTE.length]; }

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
        double[] xt = ticks(xmin, xmax, 6);
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
            yt = ticks(ymin, ymax, 5);
            if (!steps) { ymin = Math.min(ymin, yt[0]); ymax = Math.max(ymax, yt[yt.length - 1]); }
        }
        if (!steps) { xmin = Math.min(xmin, xt[0]); xmax = Math.max(xmax, xt[xt.length - 1]); }
        final double fxmin = xmin, fxmax = xmax, fymin = ymin, fymax = ymax, flmin = lyMin, flmax = lyMax;
        int pw = W - ML - MR, ph = H - MT - MB;
        java.util.function.DoubleUnaryOperator sx = x -> ML + (x - fxmin) / (fxmax - fxmin) * pw;
        java.util.function.DoubleUnaryOperator sy = y -> logY
                ? MT + ph - (Math.log10(y) - flmin) / (flmax - flmin) * ph
                : MT + ph - (y - fymin) / (fymax - fymin) * ph;
        StringBuilder b = new StringBuilder();
        b.append("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(W).append(' ').append(H)
                .append("\" width=\"").append(W).append("\" height=\"").append(H).append("\" role=\"img\" aria-label=\"").append(esc(title)).append("\">\n");
        b.append("<text x=\"").append(ML).append("\" y=\"20\" class=\"ct\">").append(esc(title)).append("</text>\n");
        // grid and ticks
        for (double t : yt) {
            if (t < ymin - 1e-12 || t > ymax + 1e-12) continue;
            double y = sy.applyAsDouble(t);
            b.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" class=\"grid\"/>", ML, y, ML + pw, y));
            b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" class=\"tk\" text-anchor=\"end\">%s</text>%n", ML - 6, y + 4, esc(label(t))));
        }
        for (double t : xt) {
            if (t < xmin - 1e-12 || t > xmax + 1e-12) continue;
            double x = sx.applyAsDouble(t);
            b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" class=\"grid\"/>", x, MT, x, MT + ph));
            b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" class=\"tk\" text-anchor=\"middle\">%s</text>%n", x, MT + ph + 16, esc(label(t))));
        }
        b.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" class=\"frame\"/>%n", ML, MT, pw, ph));
        if (Double.isFinite(refY) && refY >= ymin && refY <= ymax && (!logY || refY > 0)) {
            double y = sy.applyAsDouble(refY);
            b.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" class=\"ref\"/>%n", ML, y, ML + pw, y));
        }
        b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" class=\"al\" text-anchor=\"middle\">%s</text>%n", ML + pw / 2.0, H - 8, esc(xLabel)));
        b.append(String.format(Locale.ROOT, "<text transform=\"translate(16,%.1f) rotate(-90)\" class=\"al\" text-anchor=\"middle\">%s</text>%n", MT + ph / 2.0, esc(yLabel)));
        // series
        for (int k = 0; k < series.size(); k++) {
            Series s = series.get(k);
            int ci = colors.getOrDefault(s.name(), k);
            String c = color(ci);
            StringBuilder pts = new StringBuilder();
            List<double[]> marks = new ArrayList<>();
            double prevY = steps ? 0 : Double.NaN;
            for (int i = 0; i < s.xs().length; i++) {
                double x = s.xs()[i], y = s.ys()[i];
                if (!Double.isFinite(x) || !Double.isFinite(y) || (logY && y <= 0)) continue;
                double px = sx.applyAsDouble(x), py = sy.applyAsDouble(y);
                if (steps) {
                    pts.append(String.format(Locale.ROOT, "%.1f,%.1f %.1f,%.1f ", px, sy.applyAsDouble(prevY), px, py));
                    prevY = y;
                } else {
                    pts.append(String.format(Locale.ROOT, "%.1f,%.1f ", px, py));
                    marks.add(new double[]{px, py});
                }
            }
            if (steps && pts.length() > 0) pts.append(String.format(Locale.ROOT, "%d,%.1f", ML + pw, sy.applyAsDouble(prevY)));
            String dash = ci >= PALETTE.length ? " stroke-dasharray=\"6 3\"" : "";   // colours repeat: dashed the second time
            b.append("<polyline fill=\"none\" stroke=\"").append(c).append("\" stroke-width=\"2\"").append(dash).append(" points=\"").append(pts.toString().trim()).append("\"/>\n");
            for (double[] m : marks)
                b.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.2\" fill=\"%s\"/>", m[0], m[1], c));
            int ly = MT + 10 + k * 18;
            b.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"%s/>", ML + pw + 14, ly, ML + pw + 34, ly, c, dash));
            b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" class=\"lg\">%s</text>%n", ML + pw + 40, ly + 4, esc(shorten(s.name(), 18))));
        }
        b.append("</svg>\n");
        return b.toString();
    }

    public static String shorten(String s, int n) { return s.length() <= n ? s : s.substring(0, n - 1) + "…"; }

    /** About {@code n} round tick values covering [lo, hi]. */
    public static double[] ticks(double lo, double hi, int n) {
        double span = hi - lo;
        double step = Math.pow(10, Math.floor(Math.log10(span / n)));
        double err = span / n / step;
        if (err >= 7.5) step *= 10; else if (err >= 3.5) step *= 5; else if (err >= 1.5) step *= 2;
        double start = Math.floor(lo / step) * step, end = Math.ceil(hi / step) * step;
        List<Double> t = new ArrayList<>();
        for (double v = start; v <= end + step * 1e-9; v += step) t.add(Math.abs(v) < step * 1e-9 ? 0 : v);
        return t.stream().mapToDouble(Double::doubleValue).toArray();
    }

    public static String label(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e9) return Long.toString((long) v);
        if (Math.abs(v) >= 1e-3 && Math.abs(v) < 1e6) {
            String s = String.format(Locale.ROOT, "%.4f", v);
            return s.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        return String.format(Locale.ROOT, "%.2g", v);
    }

    public static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
