package gaplab.plot;

import gaplab.plot.Drawing.Anchor;
import gaplab.plot.Drawing.Pen;
import java.awt.Color;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Dot plots in stacked panels: categories (say heuristics) across, one dot per value (say per instance),
 * groups (say bandwidths) side by side within a category, each with its colour and marker, the group's
 * mean as a short black bar; every panel on the same y scale, with a dashed reference line (say ratio 1 =
 * optimal). Dots of one category and group that would coincide are spread sideways by a fixed sequence,
 * so the same values give the same picture.
 */
public final class DotPanels {
    private DotPanels() {}

    /** One value: its category and group (indices), and the text shown on hover. */
    public record Dot(int category, int group, double y, String tooltip) {}

    /** A panel: its title (say "2 processors") and its dots. */
    public record Panel(String title, List<Dot> dots) {}

    private static final int LEFT = 70, COL = 58, PANEL = 190, GAP = 34, TOP = 44, BOTTOM = 40;

    /** The figure; null when no dot has a finite value. */
    public static Drawing draw(String title, String yLabel, List<String> categories, List<String> groups, List<Panel> panels,
                               double refY, String refName) {
        double lo = Double.isFinite(refY) ? refY : Double.POSITIVE_INFINITY, hi = Double.isFinite(refY) ? refY : Double.NEGATIVE_INFINITY;
        boolean any = false;
        for (Panel p : panels) for (Dot d : p.dots()) if (Double.isFinite(d.y())) { lo = Math.min(lo, d.y()); hi = Math.max(hi, d.y()); any = true; }
        if (!any) return null;
        if (hi - lo < 1e-9) hi = lo + 0.1;
        double[] yt = Axis.ticks(lo, hi, 4);
        final double ylo = Math.min(lo, yt[0]), yhi = Math.max(hi, yt[yt.length - 1]);
        double legendW = Drawing.textWidth(refName == null ? "" : refName, 12, false);
        for (String g : groups) legendW = Math.max(legendW, Drawing.textWidth(g, 12, false));
        double plotW = categories.size() * COL, width = LEFT + plotW + legendW + 60;
        double height = TOP + panels.size() * (PANEL + GAP) + BOTTOM - GAP;
        Drawing d = new Drawing(width, height, title).title(20, 22, title);
        for (int k = 0; k < panels.size(); k++) {
            Panel p = panels.get(k);
            double top = TOP + k * (PANEL + GAP) + 16;
            double ph = PANEL - 16;
            java.util.function.DoubleUnaryOperator sy = v -> top + ph * (yhi - v) / (yhi - ylo);
            d.text(LEFT, top - 5, p.title(), 12, true, Plot.INK, Anchor.START, 0);
            for (double t : yt) {
                double yy = sy.applyAsDouble(t);
                d.line(LEFT, yy, LEFT + plotW, yy, Pen.of(Plot.GRID, 1));
                d.text(LEFT - 5, yy + 4, Axis.label(t), 11, false, Plot.MUTED, Anchor.END, 0);
            }
            for (int c = 1; c < categories.size(); c++) d.line(LEFT + c * COL, top, LEFT + c * COL, top + ph, Pen.of(Plot.GRID, 1));
            d.rect(LEFT, top, plotW, ph, null, Pen.of(Plot.FRAME, 1), null);
            if (Double.isFinite(refY)) d.line(LEFT, sy.applyAsDouble(refY), LEFT + plotW, sy.applyAsDouble(refY), Pen.of(new Color(0x888888), 1).dashed(new float[]{5, 4}));
            d.text(16, top + ph / 2, yLabel, 11, false, Plot.INK, Anchor.MIDDLE, -90);
            Map<Long, Integer> seen = new HashMap<>();
            Map<Long, double[]> sums = new HashMap<>();
            for (Dot x : p.dots()) {
                if (!Double.isFinite(x.y())) continue;
                long key = (long) x.category() * 1_000 + x.group();
                int n = seen.merge(key, 1, Integer::sum) - 1;
                double[] s = sums.computeIfAbsent(key, q -> new double[2]);
                s[0] += x.y();
                s[1]++;
                double jitter = ((n * 0.6180339887) % 1.0 - 0.5) * 8;   // golden-ratio spread in ±4 px
                double cx = centre(x.category(), x.group(), groups.size()) + jitter;
                d.marker(Palette.marker(x.group()), cx, sy.applyAsDouble(x.y()), 2.8, Palette.colour(x.group()), x.tooltip());
            }
            for (var e : sums.entrySet()) {
                int c = (int) (e.getKey() / 1_000), g = (int) (e.getKey() % 1_000);
                double cx = centre(c, g, groups.size()), yy = sy.applyAsDouble(e.getValue()[0] / e.getValue()[1]);
                d.line(cx - 7, yy, cx + 7, yy, Pen.of(Color.BLACK, 2));
            }
            for (int c = 0; c < categories.size(); c++) d.text(LEFT + c * COL + COL / 2.0, top + ph + 14, categories.get(c), 11, false, Plot.INK, Anchor.MIDDLE, 0);
        }
        double lx = LEFT + plotW + 16;
        for (int g = 0; g < groups.size(); g++) {
            d.marker(Palette.marker(g), lx + 6, TOP + 20 + 18 * g, 3.4, Palette.colour(g), null);
            d.text(lx + 16, TOP + 24 + 18 * g, groups.get(g), 12, false, Plot.INK, Anchor.START, 0);
        }
        double ly = TOP + 20 + 18 * groups.size();
        d.line(lx, ly, lx + 12, ly, Pen.of(Color.BLACK, 2));
        d.text(lx + 16, ly + 4, "mean", 12, false, Plot.INK, Anchor.START, 0);
        if (Double.isFinite(refY) && refName != null) {
            d.line(lx, ly + 18, lx + 12, ly + 18, Pen.of(new Color(0x888888), 1).dashed(new float[]{5, 4}));
            d.text(lx + 16, ly + 22, refName, 12, false, Plot.INK, Anchor.START, 0);
        }
        return d;
    }

    /** The x of a group's column inside a category. */
    private static double centre(int category, int group, int groups) {
        double step = Math.min(16, (COL - 16) / Math.max(1, groups));
        return LEFT + category * COL + COL / 2.0 + (group - (groups - 1) / 2.0) * step;
    }
}
