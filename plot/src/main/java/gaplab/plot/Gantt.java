package gaplab.plot;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small self-contained SVG Gantt chart: one row per processor, one bar per activity, coloured by
 * kind, a time axis and a legend. Used by every problem that schedules activities in time.
 */
public final class Gantt {

    /** One bar. {@code lane} 0 draws in the upper half of the row, 1 in the lower half, -1 full height. */
    public record Bar(int row, double start, double end, String kind, String label, int lane) {}

    /** A message: an arrow from the sender's row at {@code sent} to the receiver's row at {@code arrives}. */
    public record Message(int fromRow, double sent, int toRow, double arrives, String label) {}

    private final String title;
    private final List<String> rows;
    private final List<Bar> bars = new ArrayList<>();
    private final List<Message> messages = new ArrayList<>();
    private String timeLabel = "time";
    private final Map<String, String> colours = new LinkedHashMap<>();
    private double horizon = Double.NaN;

    public Gantt(String title, List<String> rows) {
        this.title = title;
        this.rows = List.copyOf(rows);
    }

    /** Declares a kind of activity and its colour (legend order = declaration order). */
    public Gantt kind(String kind, String colour) {
        colours.put(kind, colour);
        return this;
    }

    public Gantt bar(int row, double start, double end, String kind, String label) {
        return bar(row, start, end, kind, label, -1);
    }

    public Gantt bar(int row, double start, double end, String kind, String label, int lane) {
        bars.add(new Bar(row, start, end, kind, label, lane));
        return this;
    }

    /** A message arrow (drawn over the bars, labelled with {@code label}, e.g. its delay). */
    public Gantt message(int fromRow, double sent, int toRow, double arrives, String label) {
        messages.add(new Message(fromRow, sent, toRow, arrives, label));
        return this;
    }

    /** The time axis' label (default "time"; e.g. "time (s)"). */
    public Gantt timeLabel(String label) {
        this.timeLabel = label;
        return this;
    }

    /** Draws a dashed line at time {@code t} (e.g. the round time). */
    public Gantt horizon(double t) {
        this.horizon = t;
        return this;
    }

    public String svg() { return draw().end(); }

    public void write(Path file) throws IOException { draw().write(file); }

    private Svg draw() {
        int rowH = 22, left = 70, top = 40, width = 900;
        int shownRows = Math.min(rows.size(), 200);
        double tmax = Double.isNaN(horizon) ? 0 : horizon;
        for (Bar b : bars) tmax = Math.max(tmax, b.end());
        if (tmax <= 0) tmax = 1;
        double scale = width / tmax;
        int height = top + shownRows * rowH + 60;
        Svg s = Svg.picture(left + width + 20, height).title(left, 18, title);
        for (int r = 0; r < shownRows; r++) {
            int y = top + r * rowH;
            if (r % 2 == 0) s.rect(left, y, width, rowH, "fill=\"#f4f4f4\"", null);
            s.text(left - 6, y + 15, rows.get(r), "text-anchor=\"end\"");
        }
        for (Bar b : bars) {
            if (b.row() >= shownRows) continue;
            double x = left + b.start() * scale, w = Math.max(0.5, (b.end() - b.start()) * scale);
            double y = top + b.row() * rowH + 2, h = rowH - 4;
            if (b.lane() == 0) h = h / 2;
            if (b.lane() == 1) { y += h / 2; h = h / 2; }
            String c = colours.getOrDefault(b.kind(), "#888");
            s.rect(x, y, w, h, "fill=\"" + c + "\" stroke=\"#333\" stroke-width=\"0.4\"",
                    b.kind() + " " + b.label() + " [" + Axis.label(b.start()) + ", " + Axis.label(b.end()) + "]");
            if (w > 7.0 * b.label().length() && h >= 12)
                s.text(x + 2, y + h - 3, b.label(), "font-size=\"9\" fill=\"" + (Palette.dark(c) ? "white" : "black") + "\"");
        }
        for (Message m : messages) {
            if (m.fromRow() >= shownRows || m.toRow() >= shownRows) continue;
            double x1 = left + m.sent() * scale, y1 = top + m.fromRow() * rowH + rowH / 2.0;
            double x2 = left + m.arrives() * scale, y2 = top + m.toRow() * rowH + rowH / 2.0;
            s.line(x1, y1, x2, y2, "stroke=\"#333\" stroke-width=\"0.9\" class=\"message\"");
            double len = Math.hypot(x2 - x1, y2 - y1), ux = len == 0 ? 0 : (x2 - x1) / len, uy = len == 0 ? 1 : (y2 - y1) / len;
            s.polyline(new double[]{x2 - 6 * ux - 3 * uy, y2 - 6 * uy + 3 * ux, x2, y2, x2 - 6 * ux + 3 * uy, y2 - 6 * uy - 3 * ux}, "fill=\"none\" stroke=\"#333\" stroke-width=\"0.9\"");
            if (!m.label().isEmpty()) s.text((x1 + x2) / 2 + 3, (y1 + y2) / 2 - 2, m.label(), "font-size=\"9\" fill=\"#333\"");
        }
        int axisY = top + shownRows * rowH + 4;
        s.line(left, axisY, left + width, axisY, "stroke=\"black\"");
        for (double t : Axis.ticksFromZero(tmax, 8)) {
            double x = left + t * scale;
            s.line(x, axisY, x, axisY + 4, "stroke=\"black\"");
            s.text(x, axisY + 16, Axis.label(t), "text-anchor=\"middle\"");
        }
        if (!Double.isNaN(horizon)) {
            double x = left + horizon * scale;
            s.line(x, top - 4, x, axisY, "stroke=\"red\" stroke-dasharray=\"4,3\"");
        }
        s.text(left + width, axisY + 30, timeLabel, "text-anchor=\"end\"");
        // the legend lists only what is drawn
        java.util.Set<String> drawn = new java.util.HashSet<>();
        for (Bar b : bars) if (b.row() < shownRows) drawn.add(b.kind());
        int lx = left;
        for (var e : colours.entrySet()) {
            if (!drawn.contains(e.getKey())) continue;
            s.swatch(lx, axisY + 26, e.getValue(), e.getKey());
            lx += 30 + 7 * e.getKey().length();
        }
        if (!messages.isEmpty()) {
            s.line(lx, axisY + 31, lx + 14, axisY + 31, "stroke=\"#333\"");
            s.text(lx + 18, axisY + 35, "message (delay)", "");
            lx += 130;
        }
        if (rows.size() > shownRows) s.text(lx + 10, axisY + 36, "(" + (rows.size() - shownRows) + " more rows not drawn)", "");
        return s;
    }
}
