package gaplab.plot;

import gaplab.plot.Drawing.Anchor;
import gaplab.plot.Drawing.Pen;
import java.awt.Color;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A Gantt chart: one row per processor, one bar per activity coloured by kind (a hatched kind, such as
 * a duplicated copy, stays recognisable in greyscale), waiting spans hatched in grey, messages as arrows
 * labelled with their delay, a time axis with nice ticks and a legend of only what is drawn. Several
 * charts share one time axis in {@link #stack}.
 */
public final class Gantt {

    /** One bar. {@code lane} 0 draws in the upper half of the row, 1 in the lower half, -1 full height. */
    public record Bar(int row, double start, double end, String kind, String label, int lane) {}

    /** A message: an arrow from the sender's row at {@code sent} to the receiver's row at {@code arrives}. */
    public record Message(int fromRow, double sent, int toRow, double arrives, String label) {}

    /** A span in which a row waits (idle, with work that waits for data), with why. */
    public record Wait(int row, double start, double end, String why) {}

    private record Kind(Color colour, boolean hatched) {}

    static final int ROW = 22, WIDTH = 900, MAX_ROWS = 200;
    static final Color INK = new Color(0x333333), WAIT = new Color(0x9a9a9a);

    private String title;
    private final List<String> rows;
    private final List<Bar> bars = new ArrayList<>();
    private final List<Message> messages = new ArrayList<>();
    private final List<Wait> waits = new ArrayList<>();
    private final Map<String, Kind> kinds = new LinkedHashMap<>();
    private String timeLabel = "time";
    private double horizon = Double.NaN;
    private String horizonLabel = "";

    public Gantt(String title, List<String> rows) {
        this.title = title;
        this.rows = List.copyOf(rows);
    }

    public String title() { return title; }

    /** Renames the chart (e.g. with the method's name in front). */
    public Gantt title(String title) {
        this.title = title;
        return this;
    }

    public List<Bar> bars() { return List.copyOf(bars); }

    public List<Message> messages() { return List.copyOf(messages); }

    public List<Wait> waits() { return List.copyOf(waits); }

    /** Declares a kind of activity and its colour (legend order = declaration order). */
    public Gantt kind(String kind, Color colour) { return kind(kind, colour, false); }

    /** A kind whose bars are also hatched (e.g. duplicated copies). */
    public Gantt kind(String kind, Color colour, boolean hatched) {
        kinds.put(kind, new Kind(colour, hatched));
        return this;
    }

    public Gantt bar(int row, double start, double end, String kind, String label) { return bar(row, start, end, kind, label, -1); }

    public Gantt bar(int row, double start, double end, String kind, String label, int lane) {
        bars.add(new Bar(row, start, end, kind, label, lane));
        return this;
    }

    /** A message arrow (drawn over the bars, labelled with {@code label}, e.g. its delay). */
    public Gantt message(int fromRow, double sent, int toRow, double arrives, String label) {
        messages.add(new Message(fromRow, sent, toRow, arrives, label));
        return this;
    }

    /** A waiting span: the row is idle from start to end because work waits (e.g. for a message). */
    public Gantt waiting(int row, double start, double end, String why) {
        if (end > start) waits.add(new Wait(row, start, end, why));
        return this;
    }

    /** The time axis' label (default "time"; e.g. "time (s)"). */
    public Gantt timeLabel(String label) {
        this.timeLabel = label;
        return this;
    }

    /** A dashed line at time {@code t}, named in the legend (e.g. "makespan", "round time T"). */
    public Gantt horizon(double t, String label) {
        this.horizon = t;
        this.horizonLabel = label;
        return this;
    }

    /** The latest time drawn. */
    public double end() {
        double t = Double.isNaN(horizon) ? 0 : horizon;
        for (Bar b : bars) t = Math.max(t, b.end());
        for (Message m : messages) t = Math.max(t, m.arrives());
        return t;
    }

    public Drawing drawing() { return stack(null, List.of(this)); }

    /** Several charts stacked in one figure on one time axis (same scale) under {@code title} (null: none), e.g. a heuristic above the optimum. */
    public static Drawing stack(String title, List<Gantt> charts) {
        double tmax = 0, left = 40;
        for (Gantt g : charts) {
            tmax = Math.max(tmax, g.end());
            for (String r : g.rows.subList(0, Math.min(g.rows.size(), MAX_ROWS))) left = Math.max(left, Drawing.textWidth(r, 11, false) + 14);
        }
        if (tmax <= 0) tmax = 1;
        List<Drawing> parts = new ArrayList<>();
        double height = title != null ? 30 : 0;
        for (Gantt g : charts) {
            parts.add(g.draw(tmax, left));
            height += parts.get(parts.size() - 1).height();
        }
        Drawing d = new Drawing(left + WIDTH + 30, height, title != null ? title : charts.get(0).title);
        double y = 0;
        if (title != null) { d.title(10, 22, title); y = 30; }
        for (Drawing p : parts) { d.place(0, y, p); y += p.height(); }
        return d;
    }

    private Drawing draw(double tmax, double left) {
        int shown = Math.min(rows.size(), MAX_ROWS), top = 40;
        double scale = WIDTH / tmax;
        int axisY = top + shown * ROW + 4;
        Drawing s = new Drawing(left + WIDTH + 30, axisY + 62, title);
        s.text(left, 22, title, 13, true, Color.BLACK, Anchor.START, 0);
        for (int r = 0; r < shown; r++) {
            int y = top + r * ROW;
            if (r % 2 == 0) s.rect(left, y, WIDTH, ROW, new Color(0xf4f4f4), null, null);
            s.text(left - 6, y + 15, rows.get(r), 11, Anchor.END);
        }
        Set<String> drawn = new HashSet<>();
        for (Wait w : waits) {
            if (w.row() >= shown) continue;
            double x = left + w.start() * scale, y = top + w.row() * ROW + 4;
            s.rect(x, y, (w.end() - w.start()) * scale, ROW - 8, Color.WHITE, Pen.of(WAIT, 0.6).dashed(new float[]{2, 2}), w.why());
            s.hatch(x, y, (w.end() - w.start()) * scale, ROW - 8, Pen.of(WAIT, 0.7), 4, true);
        }
        for (Bar b : bars) {
            if (b.row() >= shown) continue;
            drawn.add(b.kind());
            double x = left + b.start() * scale, w = Math.max(0.5, (b.end() - b.start()) * scale);
            double y = top + b.row() * ROW + 2, h = ROW - 4;
            if (b.lane() == 0) h = h / 2;
            if (b.lane() == 1) { y += h / 2; h = h / 2; }
            Kind k = kinds.getOrDefault(b.kind(), new Kind(new Color(0x888888), false));
            swatch(s, k, x, y, w, h, b.kind() + " " + b.label() + " [" + Axis.label(b.start()) + ", " + Axis.label(b.end()) + "]");
            if (w > Drawing.textWidth(b.label(), 9, false) + 4 && h >= 12)
                s.text(x + 2, y + h - 4, b.label(), 9, false, Palette.dark(k.colour()) ? Color.WHITE : Color.BLACK, Anchor.START, 0);
        }
        boolean anyMessage = false;
        for (Message m : messages) {
            if (m.fromRow() >= shown || m.toRow() >= shown) continue;
            anyMessage = true;
            double x1 = left + m.sent() * scale, y1 = top + m.fromRow() * ROW + ROW / 2.0;
            double x2 = left + m.arrives() * scale, y2 = top + m.toRow() * ROW + ROW / 2.0;
            s.arrow(x1, y1, x2, y2, Pen.of(INK, 0.9));
            if (!m.label().isEmpty()) s.text((x1 + x2) / 2 + 3, (y1 + y2) / 2 - 2, m.label(), 9, false, INK, Anchor.START, 0);
        }
        s.line(left, axisY, left + WIDTH, axisY, Pen.of(Color.BLACK, 1));
        for (double t : Axis.ticksFromZero(tmax, 8)) {
            double x = left + t * scale;
            s.line(x, axisY, x, axisY + 4, Pen.of(Color.BLACK, 1));
            s.text(x, axisY + 16, Axis.label(t), 11, Anchor.MIDDLE);
        }
        Pen horizonPen = Pen.of(new Color(0xD55E00), 1.2).dashed(new float[]{4, 3});
        if (!Double.isNaN(horizon)) s.line(left + horizon * scale, top - 4, left + horizon * scale, axisY, horizonPen);
        s.text(left + WIDTH, axisY + 30, timeLabel, 11, Anchor.END);
        // the legend lists only what is drawn
        double lx = left, ly = axisY + 38;
        for (var e : kinds.entrySet()) {
            if (!drawn.contains(e.getKey())) continue;
            swatch(s, e.getValue(), lx, ly, 14, 12, null);
            s.text(lx + 18, ly + 10, e.getKey(), 11, Anchor.START);
            lx += 30 + Drawing.textWidth(e.getKey(), 11, false);
        }
        if (waits.stream().anyMatch(w -> w.row() < shown)) {
            s.rect(lx, ly, 14, 12, Color.WHITE, Pen.of(WAIT, 0.6).dashed(new float[]{2, 2}), null);
            s.hatch(lx, ly, 14, 12, Pen.of(WAIT, 0.7), 4, true);
            s.text(lx + 18, ly + 10, "waiting for data", 11, Anchor.START);
            lx += 30 + Drawing.textWidth("waiting for data", 11, false);
        }
        if (anyMessage) {
            s.arrow(lx, ly + 6, lx + 16, ly + 6, Pen.of(INK, 0.9));
            s.text(lx + 20, ly + 10, "message (delay)", 11, Anchor.START);
            lx += 32 + Drawing.textWidth("message (delay)", 11, false);
        }
        if (!Double.isNaN(horizon) && !horizonLabel.isEmpty()) {
            s.line(lx, ly + 6, lx + 16, ly + 6, horizonPen);
            s.text(lx + 20, ly + 10, horizonLabel, 11, Anchor.START);
            lx += 32 + Drawing.textWidth(horizonLabel, 11, false);
        }
        if (rows.size() > shown) s.text(lx + 10, ly + 10, "(" + (rows.size() - shown) + " more rows not drawn)", 11, Anchor.START);
        return s;
    }

    private static void swatch(Drawing s, Kind k, double x, double y, double w, double h, String tooltip) {
        s.rect(x, y, w, h, k.colour(), Pen.of(INK, 0.4), tooltip);
        if (k.hatched()) s.hatch(x, y, w, h, Pen.of(INK, 0.8), 4, false);
    }
}
