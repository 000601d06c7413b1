package gaplab.catalog.grid;

import gaplab.model.grid.GridCost;
import gaplab.model.grid.GridInstance;
import gaplab.model.grid.GridPartition;
import gaplab.plot.Gantt;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** SVG picture of a partition: one coloured block per PE with its number and time; the slowest blocks outlined in red. */
public final class GridPicture {
    private GridPicture() {}

    public static String svg(GridInstance in, GridPartition p) {
        int W = in.width(), H = in.height();
        double cell = Math.max(2.0, Math.min(40.0, 720.0 / Math.max(W, H)));
        int left = 10, top = 34;
        double pw = W * cell, ph = H * cell;
        GridCost cost = GridCost.of(in);
        long[] t = cost.times(p.rectangles());
        long max = 0;
        for (long v : t) max = Math.max(max, v);
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" font-family=\"sans-serif\" font-size=\"11\">%n",
                left * 2 + pw, top + ph + 16));
        s.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"20\" font-size=\"14\">%s</text>%n", left,
                Gantt.esc(W + " × " + H + " grid, " + in.pes() + " PEs, " + in.boundary().json() + " model — max time " + fmt(cost.value(max)))));
        for (var r : p.rectangles()) {
            double x = left + r.x() * cell, y = top + r.y() * cell, w = r.w() * cell, h = r.h() * cell;
            double hue = (r.pe() * 137.508) % 360;
            boolean slow = t[r.pe()] == max;
            String label = "PE " + r.pe() + ": " + fmt(cost.value(t[r.pe()]));
            s.append(String.format(Locale.ROOT,
                    "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"hsl(%.0f,60%%,75%%)\" stroke=\"%s\" stroke-width=\"%s\"><title>%s</title></rect>%n",
                    x, y, w, h, hue, slow ? "#c00" : "#222", slow ? "2.5" : "1", Gantt.esc(label + " [" + r.x() + "," + r.y() + " " + r.w() + "x" + r.h() + "]")));
            if (w >= 6.5 * label.length() && h >= 14) {
                s.append(String.format(Locale.ROOT, "<text x=\"%.2f\" y=\"%.2f\" text-anchor=\"middle\">%s</text>%n", x + w / 2, y + h / 2 + 4, Gantt.esc(label)));
            } else if (w >= 14 && h >= 12) {
                s.append(String.format(Locale.ROOT, "<text x=\"%.2f\" y=\"%.2f\" text-anchor=\"middle\" font-size=\"9\">%d</text>%n", x + w / 2, y + h / 2 + 3, r.pe()));
            }
        }
        s.append("</svg>\n");
        return s.toString();
    }

    public static void write(GridInstance in, GridPartition p, Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        Files.writeString(file, svg(in, p));
    }

    static String fmt(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
        return String.format(Locale.ROOT, "%.4g", v);
    }
}
