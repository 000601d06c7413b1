package gaplab.plot;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

/** Grouped bar charts and line charts as standalone SVG files (the studies' figures), drawn with {@link Svg}. */
public final class SvgChart {
    private SvgChart() {}

    private static final int W = 760, H = 420, RIGHT = 170, TOP = 40, BOTTOM = 50;

    /** values[group][series]; groups on the x axis, one bar per series. */
    public static void bars(Path file, String title, String yLabel, List<String> groups, List<String> series, double[][] values) throws IOException {
        int left = 70;
        double lo = 0, hi = 0;
        for (double[] r : values) for (double v : r) if (Double.isFinite(v)) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
        if (hi == lo) hi = lo + 1;
        double[] yt = Axis.ticks(lo, hi, 5);
        final double flo = Math.min(lo, yt[0]), fhi = Math.max(hi, yt[yt.length - 1]);
        double plotW = W - left - RIGHT, plotH = H - TOP - BOTTOM;
        DoubleUnaryOperator y = v -> TOP + plotH * (fhi - v) / (fhi - flo);
        Svg s = Svg.picture(W, H).title(20, 20, title);
        axes(s, left, plotW, yt, y, yLabel);
        double gw = plotW / groups.size();
        double bw = gw * 0.8 / series.size();
        for (int g = 0; g < groups.size(); g++) {
            double x0 = left + g * gw + gw * 0.1;
            for (int k = 0; k < series.size(); k++) {
                double v = values[g][k];
                if (!Double.isFinite(v)) continue;
                double ya = y.applyAsDouble(Math.max(v, 0)), yb = y.applyAsDouble(Math.min(v, 0));
                s.rect(x0 + k * bw, ya, bw, Math.max(0.5, yb - ya), "fill=\"" + Palette.colour(k) + "\" stroke=\"#333\" stroke-width=\"0.3\"",
                        series.get(k) + " " + groups.get(g) + ": " + Axis.label(v));
            }
            s.text(left + g * gw + gw / 2, H - BOTTOM + 18, groups.get(g), "text-anchor=\"middle\"");
        }
        for (int k = 0; k < series.size(); k++) s.swatch(W - RIGHT + 10, TOP + 18 * k, Palette.colour(k), series.get(k));
        s.write(file);
    }

    /** values[series][x]; one line per series over numeric x values. */
    public static void lines(Path file, String title, String xLabel, String yLabel, double[] xs, List<String> series, double[][] values) throws IOException {
        int left = 80;
        double hi = 0;
        for (double[] r : values) for (double v : r) if (Double.isFinite(v)) hi = Math.max(hi, v);
        if (hi == 0) hi = 1;
        double[] yt = Axis.ticks(0, hi, 5);
        final double fhi = Math.max(hi, yt[yt.length - 1]);
        double xmin = xs[0], xmax = xs[xs.length - 1];
        if (xmax == xmin) xmax = xmin + 1;
        double plotW = W - left - RIGHT, plotH = H - TOP - BOTTOM;
        final double fx0 = xmin, fx1 = xmax;
        DoubleUnaryOperator y = v -> TOP + plotH * (fhi - v) / fhi;
        DoubleUnaryOperator x = v -> left + plotW * (v - fx0) / (fx1 - fx0);
        Svg s = Svg.picture(W, H).title(20, 20, title);
        axes(s, left, plotW, yt, y, yLabel);
        for (double v : xs) s.text(x.applyAsDouble(v), H - BOTTOM + 18, Axis.label(v), "text-anchor=\"middle\"");
        s.text(left + plotW / 2, H - 8, xLabel, "text-anchor=\"middle\"");
        for (int k = 0; k < series.size(); k++) {
            double[] pts = new double[2 * xs.length];
            int m = 0;
            for (int i = 0; i < xs.length; i++)
                if (Double.isFinite(values[k][i])) { pts[m++] = x.applyAsDouble(xs[i]); pts[m++] = y.applyAsDouble(values[k][i]); }
            s.polyline(java.util.Arrays.copyOf(pts, m), "fill=\"none\" stroke=\"" + Palette.colour(k) + "\" stroke-width=\"2\"");
            s.swatch(W - RIGHT + 10, TOP + 18 * k, Palette.colour(k), series.get(k));
        }
        s.write(file);
    }

    /** The y axis with grid lines at the ticks, the zero line and the y label. */
    private static void axes(Svg s, int left, double plotW, double[] ticks, DoubleUnaryOperator y, String yLabel) {
        double plotH = H - TOP - BOTTOM;
        s.line(left, TOP, left, TOP + plotH, "stroke=\"black\"");
        for (double v : ticks) {
            double yy = y.applyAsDouble(v);
            s.line(left, yy, left + plotW, yy, "stroke=\"#ddd\"");
            s.text(left - 4, yy + 4, Axis.label(v), "text-anchor=\"end\"");
        }
        double y0 = y.applyAsDouble(0);
        s.line(left, y0, left + plotW, y0, "stroke=\"black\"");
        s.text(14, TOP + plotH / 2, yLabel, String.format(java.util.Locale.ROOT, "transform=\"rotate(-90 14 %.1f)\" text-anchor=\"middle\"", TOP + plotH / 2));
    }
}
