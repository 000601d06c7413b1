package gaplab.plot;

import gaplab.plot.Drawing.Anchor;
import gaplab.plot.Drawing.Pen;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

/** The studies' figures: grouped bar charts, and line charts over numeric x values ({@link Plot}). */
public final class Charts {
    private Charts() {}

    private static final int W = 760, H = 420, TOP = 40, BOTTOM = 50, LEFT = 78;

    /** values[group][series]; groups on the x axis, one bar per series; a zero or missing value draws no bar, and the legend lists the series that have a bar. */
    public static Drawing bars(String title, String yLabel, List<String> groups, List<String> series, double[][] values) {
        return bars(title, yLabel, groups, series, values, null, null, null, null, null);
    }

    /**
     * As {@link #bars(String, String, List, List, double[][])}, plus per bar a whisker from {@code low} to
     * {@code high} (e.g. min–max over seeds), a reference marker at {@code ref} (e.g. a paper's value; NaN:
     * none) named {@code refName} in the legend, and a caption line under the chart. Any of them may be null.
     */
    public static Drawing bars(String title, String yLabel, List<String> groups, List<String> series, double[][] values,
                               double[][] low, double[][] high, double[][] ref, String refName, String caption) {
        double lo = 0, hi = 0;
        for (double[][] a : new double[][][]{values, low, high, ref}) if (a != null)
            for (double[] r : a) for (double v : r) if (Double.isFinite(v)) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
        if (hi == lo) hi = lo + 1;
        double[] yt = Axis.ticks(lo, hi, 5);
        final double flo = Math.min(lo, yt[0]), fhi = Math.max(hi, yt[yt.length - 1]);
        double legendW = 0;
        for (String s : series) legendW = Math.max(legendW, Drawing.textWidth(s, 12, false));
        if (ref != null && refName != null) legendW = Math.max(legendW, Drawing.textWidth(refName, 12, false));
        double right = Math.max(120, legendW + 40);
        double plotW = W - LEFT - 20, plotH = H - TOP - BOTTOM;
        DoubleUnaryOperator y = v -> TOP + plotH * (fhi - v) / (fhi - flo);
        Drawing d = new Drawing(W + right, H, title).title(20, 22, title);
        d.line(LEFT, TOP, LEFT, TOP + plotH, Pen.of(Color.BLACK, 1));
        for (double v : yt) {
            double yy = y.applyAsDouble(v);
            d.line(LEFT, yy, LEFT + plotW, yy, Pen.of(Plot.GRID, 1));
            d.text(LEFT - 5, yy + 4, Axis.label(v), 11, Anchor.END);
        }
        d.text(16, TOP + plotH / 2, yLabel, 12, false, Color.BLACK, Anchor.MIDDLE, -90);
        double gw = plotW / groups.size(), bw = gw * 0.8 / series.size();
        boolean[] drawn = new boolean[series.size()];
        boolean stagger = groups.stream().anyMatch(t -> Drawing.textWidth(t, 11, false) > gw - 4);   // long labels: every other one a line lower
        boolean refDrawn = false;
        for (int g = 0; g < groups.size(); g++) {
            double x0 = LEFT + g * gw + gw * 0.1;
            for (int k = 0; k < series.size(); k++) {
                double v = values[g][k];
                if (!Double.isFinite(v) || v == 0) continue;
                drawn[k] = true;
                double ya = y.applyAsDouble(Math.max(v, 0)), yb = y.applyAsDouble(Math.min(v, 0));
                bar(d, k, x0 + k * bw, ya, bw, yb - ya, series.get(k) + ", " + groups.get(g) + ": " + Axis.label(v));
                double cx = x0 + k * bw + bw / 2;
                if (low != null && high != null && Double.isFinite(low[g][k]) && Double.isFinite(high[g][k])) {
                    Pen p = Pen.of(Color.BLACK, 1);
                    double y1 = y.applyAsDouble(low[g][k]), y2 = y.applyAsDouble(high[g][k]), c = Math.min(4, bw / 3);
                    d.line(cx, y1, cx, y2, p).line(cx - c, y1, cx + c, y1, p).line(cx - c, y2, cx + c, y2, p);
                }
            }
            if (ref != null) for (int k = 0; k < series.size(); k++) if (Double.isFinite(ref[g][k])) {
                refDrawn = true;
                diamond(d, x0 + k * bw + bw / 2, y.applyAsDouble(ref[g][k]));
            }
            d.text(LEFT + g * gw + gw / 2, H - BOTTOM + 18 + (stagger && g % 2 == 1 ? 14 : 0), groups.get(g), 11, Anchor.MIDDLE);
        }
        double y0 = y.applyAsDouble(0);
        d.line(LEFT, y0, LEFT + plotW, y0, Pen.of(Color.BLACK, 1));
        int row = 0;
        for (int k = 0; k < series.size(); k++) {
            if (!drawn[k]) continue;
            double ly = TOP + 18 * row++;
            bar(d, k, W + 4, ly, 14, 12, null);
            d.text(W + 24, ly + 10, series.get(k), 12, Anchor.START);
        }
        if (refDrawn) {
            double ly = TOP + 18 * row;
            diamond(d, W + 11, ly + 6);
            d.text(W + 24, ly + 10, refName == null ? "reference" : refName, 12, Anchor.START);
        }
        if (low != null && high != null) d.text(W + 4, TOP + 18 * (row + (refDrawn ? 1 : 0)) + 14, "whiskers: min-max", 11, Anchor.START);
        if (caption != null) d.text(20, H - 6, caption, 10, false, new Color(0x444444), Anchor.START, 0);
        return d;
    }

    /** A white diamond with a black outline at (x, y): a reference value, visible on any bar colour and in greyscale. */
    private static void diamond(Drawing d, double x, double y) {
        d.polygon(new double[]{x, y - 6, x + 5, y, x, y + 6, x - 5, y}, Color.WHITE, Pen.of(Color.BLACK, 1.4));
    }

    /** A bar of series k: its colour, hatched when the colours repeat (k beyond the palette). */
    private static void bar(Drawing d, int k, double x, double y, double w, double h, String tooltip) {
        d.rect(x, y, w, h, Palette.colour(k), Pen.of(new Color(0x333333), 0.4), tooltip);
        if (k >= Palette.COLOURS.length) d.hatch(x, y, w, h, Pen.of(Color.WHITE, 1), 4, (k / Palette.COLOURS.length) % 2 == 1);
    }

    /**
     * {@code chart} with caption lines under it (e.g. the paper's trend, the command and the commit), so
     * the SVG, PDF and PNG carry them; a null chart stays null.
     */
    public static Drawing captioned(Drawing chart, List<String> lines) {
        if (chart == null || lines.isEmpty()) return chart;
        double w = chart.width();
        for (String l : lines) w = Math.max(w, 40 + 1.1 * Drawing.textWidth(l, 10, false));   // the estimate runs short on some fonts
        Drawing d = new Drawing(w, chart.height() + 8 + 14 * lines.size(), chart.title()).place(0, 0, chart);
        for (int i = 0; i < lines.size(); i++)
            d.text(10, chart.height() + 14 * (i + 1), lines.get(i), 10, false, new Color(0x444444), Anchor.START, 0);
        return d;
    }

    /** values[series][x]; one line per series over numeric x values. */
    public static Drawing lines(String title, String xLabel, String yLabel, double[] xs, List<String> series, double[][] values) {
        List<Plot.Series> s = new ArrayList<>();
        for (int k = 0; k < series.size(); k++) s.add(new Plot.Series(series.get(k), xs, values[k]));
        return Plot.chart(title, xLabel, yLabel, s, false, false, Double.NaN);
    }
}
