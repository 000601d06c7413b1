package gaplab.plot;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The one SVG writer of gaplab: every picture (Gantt charts, partitions, line and bar charts, the
 * report's inline charts) is drawn through it, so escaping, the header, fonts and file writing exist
 * once. Coordinates are in pixels; attributes are passed as written ({@code fill="#333"}).
 */
public final class Svg {
    private final StringBuilder out = new StringBuilder();

    private Svg() {}

    /** A standalone picture: white background, sans-serif 11 px text. */
    public static Svg picture(double width, double height) {
        Svg s = new Svg();
        s.out.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" font-family=\"sans-serif\" font-size=\"11\">%n",
                width, height));
        s.out.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        return s;
    }

    /** A chart for inline use in HTML (scales with its box) with its own style sheet, so it also renders alone. */
    public static Svg chart(int width, int height, String label, String style) {
        Svg s = new Svg();
        s.out.append("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" width=\"").append(width).append("\" height=\"").append(height).append("\" role=\"img\" aria-label=\"").append(esc(label)).append("\">\n");
        if (!style.isEmpty()) s.out.append("<style>").append(style).append("</style>\n");
        return s;
    }

    /** A title line in 14 px. */
    public Svg title(double x, double y, String text) {
        out.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"14\">%s</text>%n", x, y, esc(text)));
        return this;
    }

    public Svg text(double x, double y, String text, String attributes) {
        out.append(String.format(Locale.ROOT, "<text x=\"%.2f\" y=\"%.2f\"%s>%s</text>%n", x, y, attrs(attributes), esc(text)));
        return this;
    }

    /** A rectangle with an optional tooltip (null: none). */
    public Svg rect(double x, double y, double w, double h, String attributes, String tooltip) {
        out.append(String.format(Locale.ROOT, "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\"%s", x, y, w, h, attrs(attributes)));
        out.append(tooltip == null ? "/>\n" : "><title>" + esc(tooltip) + "</title></rect>\n");
        return this;
    }

    public Svg line(double x1, double y1, double x2, double y2, String attributes) {
        out.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"%s/>%n", x1, y1, x2, y2, attrs(attributes)));
        return this;
    }

    /** A polyline through (x, y) pairs. */
    public Svg polyline(double[] xy, String attributes) {
        StringBuilder p = new StringBuilder();
        for (int i = 0; i + 1 < xy.length; i += 2) p.append(p.length() == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.1f,%.1f", xy[i], xy[i + 1]));
        out.append("<polyline points=\"").append(p).append('"').append(attrs(attributes)).append("/>\n");
        return this;
    }

    public Svg circle(double x, double y, double r, String attributes, String tooltip) {
        out.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\"%s", x, y, r, attrs(attributes)));
        out.append(tooltip == null ? "/>\n" : "><title>" + esc(tooltip) + "</title></circle>\n");
        return this;
    }

    /** A legend entry: a colour swatch and its name. */
    public Svg swatch(double x, double y, String colour, String name) {
        rect(x, y, 12, 12, "fill=\"" + colour + "\" stroke=\"#333\" stroke-width=\"0.3\"", null);
        return text(x + 16, y + 10, name, "");
    }

    /** Another picture placed at (x, y) inside this one. */
    public Svg place(double x, double y, String svg) {
        out.append(svg.replaceFirst("<svg ", String.format(Locale.ROOT, "<svg x=\"%.0f\" y=\"%.0f\" ", x, y)));
        return this;
    }

    public String end() { return out + "</svg>\n"; }

    /** Writes the picture (its folder is created). */
    public void write(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        Files.writeString(file, end());
    }

    private static String attrs(String a) { return a == null || a.isEmpty() ? "" : " " + a; }

    /** XML-escapes text for SVG and HTML. */
    public static String esc(String t) {
        return t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
