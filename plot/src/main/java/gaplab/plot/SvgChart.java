package gaplab.plot;

import gaplab.plot.Gantt;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** Minimal grouped bar charts and line charts as SVG, for {@code dag study}. */
public final class SvgChart {
    private SvgChart() {}

    private static final String[] COLOURS = {"#1f77b4", "#aec7e8", "#c6dbef", "#d62728", "#ff9896", "#fcd5d5", "#2ca02c", "#98df8a", "#d9f2d0"};

    /** values[group][series]; groups on the x axis, one bar per series. */
    public static void bars(Path file, String title, String yLabel, List<String> groups, List<String> series, double[][] values) throws IOException {
        int W = 760, H = 420, left = 70, right = 170, top = 40, bottom = 50;
        double lo = 0, hi = 0;
        for (double[] r : values) for (double v : r) if (Double.isFinite(v)) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
        if (hi == lo) hi = lo + 1;
        double span = hi - lo;
        hi += span * 0.05;
        if (lo < 0) lo -= span * 0.05;
        StringBuilder s = header(W, H, title);
        double plotW = W - left - right, plotH = H - top - bottom;
        java.util.function.DoubleUnaryOperator y = v -> top + plotH * (1 - (v - 0) / 1) ;
        final double flo = lo, fhi = hi;
        java.util.function.DoubleUnaryOperator Y = v -> top + plotH * (fhi - v) / (fhi - flo);
        axes(s, left, top, plotW, plotH, flo, fhi, Y, yLabel);
        double gw = plotW / groups.size();
        double bw = gw * 0.8 / series.size();
        for (int g = 0; g < groups.size(); g++) {
            double x0 = left + g * gw + gw * 0.1;
            for (int k = 0; k < series.size(); k++) {
                double v = values[g][k];
                if (!Double.isFinite(v)) continue;
                double ya = Y.applyAsDouble(Math.max(v, 0)), yb = Y.applyAsDouble(Math.min(v, 0));
                s.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\" stroke=\"#333\" stroke-width=\"0.3\"><title>%s %s: %.4g</title></rect>%n",
                        x0 + k * bw, ya, bw, Math.max(0.5, yb - ya), COLOURS[k % COLOURS.length], Gantt.esc(series.get(k)), Gantt.esc(groups.get(g)), v));
            }
            s.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n", left + g * gw + gw / 2, H - bottom + 18, Gantt.esc(groups.get(g))));
        }
        legend(s, W - right + 10, top, series);
        finish(s, file);
    }

    /** values[series][x]; one line per series over numeric x values. */
    public static void lines(Path file, String title, String xLabel, String yLabel, double[] xs, List<String> series, double[][] values) throws IOException {
        int W = 760, H = 420, left = 80, right = 170, top = 40, bottom = 50;
        double hi = 0;
        for (double[] r : values) for (double v : r) if (Double.isFinite(v)) hi = Math.max(hi, v);
        if (hi == 0) hi = 1;
        hi *= 1.05;
        double xmin = xs[0], xmax = xs[xs.length - 1];
        if (xmax == xmin) xmax = xmin + 1;
        StringBuilder s = header(W, H, title);
        double plotW = W - left - right, plotH = H - top - bottom;
        final double fhi = hi, fx0 = xmin, fx1 = xmax;
        java.util.function.DoubleUnaryOperator Y = v -> top + plotH * (fhi - v) / fhi;
        java.util.function.DoubleUnaryOperator X = v -> left + plotW * (v - fx0) / (fx1 - fx0);
        axes(s, left, top, plotW, plotH, 0, fhi, Y, yLabel);
        for (double x : xs)
            s.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n", X.applyAsDouble(x), H - bottom + 18, gaplab.plot.Fmt.num(x)));
        s.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n", left + plotW / 2, H - 8, Gantt.esc(xLabel)));
        for (int k = 0; k < series.size(); k++) {
            StringBuilder pts = new StringBuilder();
            for (int i = 0; i < xs.length; i++) if (Double.isFinite(values[k][i]))
                pts.append(String.format(Locale.ROOT, "%.1f,%.1f ", X.applyAsDouble(xs[i]), Y.applyAsDouble(values[k][i])));
            s.append(String.format(Locale.ROOT, "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"/>%n", pts, COLOURS[(k * 3) % COLOURS.length]));
        }
        String[] cs = new String[series.size()];
        for (int k = 0; k < cs.length; k++) cs[k] = COLOURS[(k * 3) % COLOURS.length];
        int ly = top;
        for (int k = 0; k < series.size(); k++, ly += 18)
            s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/><text x=\"%d\" y=\"%d\">%s</text>%n",
                    W - right + 10, ly, cs[k], W - right + 28, ly + 10, Gantt.esc(series.get(k))));
        finish(s, file);
    }

    private static StringBuilder header(int W, int H, String title) {
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" font-size=\"11\">%n", W, H));
        s.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"20\" font-size=\"14\">%s</text>%n", 20, Gantt.esc(title)));
        return s;
    }

    private static void axes(StringBuilder s, int left, int top, double plotW, double plotH, double lo, double hi,
                             java.util.function.DoubleUnaryOperator Y, String yLabel) {
        s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%.1f\" stroke=\"black\"/>%n", left, top, left, top + plotH));
        for (int k = 0; k <= 5; k++) {
            double v = lo + (hi - lo) * k / 5;
            double y = Y.applyAsDouble(v);
            s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/><text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%.3g</text>%n",
                    left, y, left + plotW, y, left - 4, y + 4, v));
        }
        double y0 = Y.applyAsDouble(0);
        s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"black\"/>%n", left, y0, left + plotW, y0));
        s.append(String.format(Locale.ROOT, "<text x=\"14\" y=\"%.1f\" transform=\"rotate(-90 14 %.1f)\" text-anchor=\"middle\">%s</text>%n",
                top + plotH / 2, top + plotH / 2, Gantt.esc(yLabel)));
    }

    private static void legend(StringBuilder s, int x, int y, List<String> series) {
        for (int k = 0; k < series.size(); k++, y += 18)
            s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\" stroke=\"#333\" stroke-width=\"0.3\"/><text x=\"%d\" y=\"%d\">%s</text>%n",
                    x, y, COLOURS[k % COLOURS.length], x + 18, y + 10, Gantt.esc(series.get(k))));
    }

    private static void finish(StringBuilder s, Path file) throws IOException {
        s.append("</svg>\n");
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        Files.writeString(file, s.toString());
    }
}
