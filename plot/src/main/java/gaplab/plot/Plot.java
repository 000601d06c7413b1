package gaplab.plot;

import gaplab.plot.Drawing.Anchor;
import gaplab.plot.Drawing.Pen;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;

/**
 * Line charts: lines with markers or step lines (empirical distribution functions), linear or
 * logarithmic y axis, nice-number ticks (whole numbers on whole-number data), a legend on the right
 * that lists every series in full. A series has its colour, dash pattern and marker (greyscale-safe).
 */
public final class Plot {
    private Plot() {}

    /** One series: points (x, y), optionally with a whisker from lo[i] to hi[i] at each point (null: none). */
    public record Series(String name, double[] xs, double[] ys, double[] lo, double[] hi) {
        public Series(String name, double[] xs, double[] ys) { this(name, xs, ys, null, null); }
    }

    public static final int W = 720, H = 320, ML = 64, MT = 34, MB = 46;

    static final Color INK = new Color(0x1d2330), MUTED = new Color(0x5b6474), GRID = new Color(0xe4e8ee), FRAME = new Color(0xb8c0cc);

    public static Drawing chart(String title, String xLabel, String yLabel, List<Series> series, boolean steps, boolean logY, double refY) {
        return chart(title, xLabel, yLabel, series, steps, logY, refY, Map.of());
    }

    /** {@code styles}: a fixed style index per series name, so a method looks the same in every chart; null when no point is finite. */
    public static Drawing chart(String title, String xLabel, String yLabel, List<Series> series, boolean steps, boolean logY, double refY,
                                Map<String, Integer> styles) {
        double legendW = 0;
        for (Series s : series) legendW = Math.max(legendW, Drawing.textWidth(s.name(), 12, false));
        final int MR = (int) Math.ceil(Math.max(120, legendW + 56));
        final int H = Math.max(Plot.H, MT + MB + 16 + series.size() * 18);   // room for the legend
        double xmin = Double.POSITIVE_INFINITY, xmax = Double.NEGATIVE_INFINITY, ymin = Double.POSITIVE_INFINITY, ymax = Double.NEGATIVE_INFINITY;
        for (Series s : series) for (int i = 0; i < s.xs().length; i++) {
            double x = s.xs()[i], y = s.ys()[i];
            if (!Double.isFinite(x) || !Double.isFinite(y) || (logY && y <= 0)) continue;
            xmin = Math.min(xmin, x); xmax = Math.max(xmax, x);
            ymin = Math.min(ymin, y); ymax = Math.max(ymax, y);
            if (s.lo() != null && Double.isFinite(s.lo()[i]) && !logY) ymin = Math.min(ymin, s.lo()[i]);
            if (s.hi() != null && Double.isFinite(s.hi()[i])) ymax = Math.max(ymax, s.hi()[i]);
        }
        if (!Double.isFinite(xmin)) return null;
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
        int pw = Math.max(360, W - ML - MR), ph = H - MT - MB;
        DoubleUnaryOperator sx = x -> ML + (x - fxmin) / (fxmax - fxmin) * pw;
        DoubleUnaryOperator sy = y -> logY
                ? MT + ph - (Math.log10(y) - flmin) / (flmax - flmin) * ph
                : MT + ph - (y - fymin) / (fymax - fymin) * ph;
        Drawing b = new Drawing(ML + pw + MR, H, title);
        b.text(ML, 20, title, 14, true, INK, Anchor.START, 0);
        for (double t : yt) {
            if (t < ymin - 1e-12 || t > ymax + 1e-12) continue;
            double y = sy.applyAsDouble(t);
            b.line(ML, y, ML + pw, y, Pen.of(GRID, 1));
            b.text(ML - 6, y + 4, Axis.label(t), 11, false, MUTED, Anchor.END, 0);
        }
        for (double t : xt) {
            if (t < xmin - 1e-12 || t > xmax + 1e-12) continue;
            double x = sx.applyAsDouble(t);
            b.line(x, MT, x, MT + ph, Pen.of(GRID, 1));
            b.text(x, MT + ph + 16, Axis.label(t), 11, false, MUTED, Anchor.MIDDLE, 0);
        }
        b.rect(ML, MT, pw, ph, null, Pen.of(FRAME, 1), null);
        if (Double.isFinite(refY) && refY >= ymin && refY <= ymax && (!logY || refY > 0)) {
            double y = sy.applyAsDouble(refY);
            b.line(ML, y, ML + pw, y, Pen.of(new Color(0x888888), 1).dashed(new float[]{5, 4}));
        }
        b.text(ML + pw / 2.0, H - 8, xLabel, 12, false, INK, Anchor.MIDDLE, 0);
        b.text(16, MT + ph / 2.0, yLabel, 12, false, INK, Anchor.MIDDLE, -90);
        for (int k = 0; k < series.size(); k++) {
            Series s = series.get(k);
            int ci = styles.getOrDefault(s.name(), k);
            Color c = Palette.colour(ci);
            Pen pen = Pen.of(c, 2).dashed(Palette.dash(ci));
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
                    marks.add(new double[]{px, py, x, y});
                    if (s.lo() != null && s.hi() != null && Double.isFinite(s.lo()[i]) && Double.isFinite(s.hi()[i]) && s.hi()[i] > s.lo()[i]) {
                        double wx = px + 3 * (k - (series.size() - 1) / 2.0), y1 = sy.applyAsDouble(s.lo()[i]), y2 = sy.applyAsDouble(s.hi()[i]);
                        Pen wp = Pen.of(c, 1);
                        b.line(wx, y1, wx, y2, wp).line(wx - 2, y1, wx + 2, y1, wp).line(wx - 2, y2, wx + 2, y2, wp);
                    }
                }
            }
            if (steps && !pts.isEmpty()) pts.addAll(List.of((double) ML + pw, sy.applyAsDouble(prevY)));
            b.polyline(pts.stream().mapToDouble(Double::doubleValue).toArray(), pen);
            for (double[] m : marks) b.marker(Palette.marker(ci), m[0], m[1], 3.4, c, s.name() + ": " + Axis.label(m[2]) + ", " + Fmt.num(m[3]));
            int ly = MT + 10 + k * 18;
            b.line(ML + pw + 14, ly, ML + pw + 40, ly, Pen.of(c, 2.5).dashed(Palette.dash(ci)));
            if (!steps) b.marker(Palette.marker(ci), ML + pw + 27, ly, 3.4, c, null);
            b.text(ML + pw + 46, ly + 4, s.name(), 12, false, INK, Anchor.START, 0);
        }
        return b;
    }
}
