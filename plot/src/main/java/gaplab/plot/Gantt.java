package gaplab.plot;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A small self-contained SVG Gantt chart: one row per processor, one bar per activity, coloured by
 * kind, a time axis and a legend. Used by every problem that schedules activities in time.
 */
public final class Gantt {

    /** One bar. {@code lane} 0 draws in the upper half of the row, 1 in the lower half, -1 full height. */
    public record Bar(int row, double start, double end, String kind, String label, int lane) {}

    private final String title;
    private final List<String> rows;
    private final List<Bar> bars = new ArrayList<>();
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

    /** Draws a dashed line at time {@code t} (e.g. the round time). */
    public Gantt horizon(double t) {
        this.horizon = t;
        return this;
    }

    public String svg() {
        int rowH = 22, left = 70, top = 40, width = 900;
        int shownRows = Math.min(rows.size(), 200);
        double tmax = Double.isNaN(horizon) ? 0 : horizon;
        for (Bar b : bars) tmax = Math.max(tmax, b.end());
        if (tmax <= 0) tmax = 1;
        double scale = width / tmax;
        int height = top + shownRows * rowH + 60;
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" font-size=\"11\">%n",
                left + width + 20, height));
        s.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"18\" font-size=\"14\">%s</text>%n", left, esc(title)));
        for (int r = 0; r < shownRows; r++) {
            int y = top + r * rowH;
            if (r % 2 == 0) s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#f4f4f4\"/>%n", left, y, width, rowH));
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>%n", left - 6, y + 15, esc(rows.get(r))));
        }
        for (Bar b : bars) {
            if (b.row() >= shownRows) continue;
            double x = left + b.start() * scale, w = Math.max(0.5, (b.end() - b.start()) * scale);
            double y = top + b.row() * rowH + 2, h = rowH - 4;
            if (b.lane() == 0) h = h / 2;
            if (b.lane() == 1) { y += h / 2; h = h / 2; }
            String c = colours.getOrDefault(b.kind(), "#888");
            s.append(String.format(Locale.ROOT,
                    "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"%s\" stroke=\"#333\" stroke-width=\"0.4\"><title>%s</title></rect>%n",
                    x, y, w, h, c, esc(b.kind() + " " + b.label() + " [" + fmt(b.start()) + ", " + fmt(b.end()) + "]")));
            if (w > 7.0 * b.label().length() && h >= 12)
                s.append(String.format(Locale.ROOT, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"9\" fill=\"%s\">%s</text>%n", x + 2, y + h - 3,
                        dark(c) ? "white" : "black", esc(b.label())));
        }
        int axisY = top + shownRows * rowH + 4;
        s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>%n", left, axisY, left + width, axisY));
        for (int k = 0; k <= 10; k++) {
            double t = tmax * k / 10;
            double x = left + t * scale;
            s.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" stroke=\"black\"/>", x, axisY, x, axisY + 4));
            s.append(String.format(Locale.ROOT, "<text x=\"%.2f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n", x, axisY + 16, fmt(t)));
        }
        if (!Double.isNaN(horizon)) {
            double x = left + horizon * scale;
            s.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" stroke=\"red\" stroke-dasharray=\"4,3\"/>%n", x, top - 4, x, axisY));
        }
        int lx = left;
        for (var e : colours.entrySet()) {
            s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/><text x=\"%d\" y=\"%d\">%s</text>%n",
                    lx, axisY + 26, e.getValue(), lx + 16, axisY + 36, esc(e.getKey())));
            lx += 30 + 7 * e.getKey().length();
        }
        if (rows.size() > shownRows)
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">(%d more rows not drawn)</text>%n", lx + 10, axisY + 36, rows.size() - shownRows));
        s.append("</svg>\n");
        return s.toString();
    }

    public void write(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        Files.writeString(file, svg());
    }

    /** Is a #rrggbb colour dark (so that labels on it should be white)? */
    static boolean dark(String colour) {
        if (colour.length() != 7 || colour.charAt(0) != '#') return false;
        int r = Integer.parseInt(colour.substring(1, 3), 16), g = Integer.parseInt(colour.substring(3, 5), 16), b = Integer.parseInt(colour.substring(5, 7), 16);
        return 0.299 * r + 0.587 * g + 0.114 * b < 110;
    }

    static String fmt(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
        return String.format(Locale.ROOT, "%.4g", v);
    }

    /** XML-escapes text for SVG/HTML. */
    public static String esc(String t) {
        return t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
