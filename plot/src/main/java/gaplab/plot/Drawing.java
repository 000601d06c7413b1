package gaplab.plot;

import com.orsonpdf.PDFGraphics2D;
import com.orsonpdf.PDFHints;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGHints;

/**
 * A picture as a list of typed shapes in pixels (y down), drawn once by a chart and replayed onto any
 * {@link Graphics2D}: SVG, PDF and PNG come from the same drawing ({@link Figures}). Text is sans-serif.
 */
public final class Drawing {
    static { Figures.headless(); }

    public enum Anchor { START, MIDDLE, END }

    /** A stroke: colour, width and dash pattern (null: solid). */
    public record Pen(Color colour, double width, float[] dash) {
        public static Pen of(Color colour, double width) { return new Pen(colour, width, null); }

        public Pen dashed(float[] pattern) { return new Pen(colour, width, pattern); }

        BasicStroke stroke() { return new BasicStroke((float) width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, dash, 0f); }
    }

    public sealed interface Item permits Shape, Text, Placed {}

    /** A shape, filled (fill not null) and/or outlined (pen not null), with a tooltip (SVG only; null: none). */
    public record Shape(java.awt.Shape geometry, Color fill, Pen pen, String tooltip) implements Item {}

    /** A line of text at (x, y) (the baseline), anchored at its start, middle or end, rotated by {@code degrees}. */
    public record Text(double x, double y, String text, double size, boolean bold, Color colour, Anchor anchor, double degrees) implements Item {}

    /** Another drawing with its origin at (x, y). */
    public record Placed(double x, double y, Drawing drawing) implements Item {}

    private final double width, height;
    private final String title;
    private final List<Item> items = new ArrayList<>();

    /** An empty picture of {@code width} × {@code height} pixels on white; {@code title} names it (document title, alt text). */
    public Drawing(double width, double height, String title) {
        this.width = width;
        this.height = height;
        this.title = title;
    }

    public double width() { return width; }

    public double height() { return height; }

    public String title() { return title; }

    public List<Item> items() { return List.copyOf(items); }

    public Drawing rect(double x, double y, double w, double h, Color fill, Pen pen, String tooltip) {
        return add(new Shape(new Rectangle2D.Double(x, y, w, h), fill, pen, tooltip));
    }

    public Drawing line(double x1, double y1, double x2, double y2, Pen pen) { return add(new Shape(new Line2D.Double(x1, y1, x2, y2), null, pen, null)); }

    /** A polyline through (x, y) pairs. */
    public Drawing polyline(double[] xy, Pen pen) {
        if (xy.length < 4) return this;
        return add(new Shape(path(xy, false), null, pen, null));
    }

    public Drawing polygon(double[] xy, Color fill, Pen pen) { return add(new Shape(path(xy, true), fill, pen, null)); }

    public Drawing circle(double x, double y, double r, Color fill, Pen pen, String tooltip) {
        return add(new Shape(new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r), fill, pen, tooltip));
    }

    /** A series marker of radius about {@code r} centred at (x, y). */
    public Drawing marker(Palette.Marker m, double x, double y, double r, Color colour, String tooltip) {
        Pen outline = Pen.of(Color.WHITE, 0.6);
        return switch (m) {
            case CIRCLE -> circle(x, y, r, colour, outline, tooltip);
            case SQUARE -> add(new Shape(new Rectangle2D.Double(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8), colour, outline, tooltip));
            case TRIANGLE -> add(new Shape(path(new double[]{x, y - r * 1.2, x + r * 1.1, y + r * 0.8, x - r * 1.1, y + r * 0.8}, true), colour, outline, tooltip));
            case DIAMOND -> add(new Shape(path(new double[]{x, y - r * 1.3, x + r * 1.1, y, x, y + r * 1.3, x - r * 1.1, y}, true), colour, outline, tooltip));
            case CROSS -> add(new Shape(cross(x, y, r * 1.1), null, Pen.of(colour, 2), tooltip));
        };
    }

    /** An arrow from (x1, y1) to (x2, y2) with a filled head at the end. */
    public Drawing arrow(double x1, double y1, double x2, double y2, Pen pen) {
        double len = Math.hypot(x2 - x1, y2 - y1), ux = len == 0 ? 0 : (x2 - x1) / len, uy = len == 0 ? 1 : (y2 - y1) / len;
        line(x1, y1, x2 - 5 * ux, y2 - 5 * uy, pen);
        return polygon(new double[]{x2, y2, x2 - 7 * ux - 3 * uy, y2 - 7 * uy + 3 * ux, x2 - 7 * ux + 3 * uy, y2 - 7 * uy - 3 * ux}, pen.colour(), null);
    }

    /** Diagonal hatching inside a box, lines {@code spacing} apart ({@code rising}: "/", else "\"). */
    public Drawing hatch(double x, double y, double w, double h, Pen pen, double spacing, boolean rising) {
        Path2D.Double p = new Path2D.Double();
        for (double k = -h; k < w; k += spacing) {
            double lo = Math.max(0, -k), hi = Math.min(h, w - k);
            if (hi <= lo) continue;
            double ya = rising ? y + h - lo : y + lo, yb = rising ? y + h - hi : y + hi;
            p.moveTo(x + k + lo, ya);
            p.lineTo(x + k + hi, yb);
        }
        return add(new Shape(p, null, pen, null));
    }

    public Drawing text(double x, double y, String text, double size, Anchor anchor) { return text(x, y, text, size, false, Color.BLACK, anchor, 0); }

    public Drawing text(double x, double y, String text, double size, boolean bold, Color colour, Anchor anchor, double degrees) {
        return add(new Text(x, y, text, size, bold, colour, anchor, degrees));
    }

    /** A title line: 14 px bold. */
    public Drawing title(double x, double y, String text) { return text(x, y, text, 14, true, Color.BLACK, Anchor.START, 0); }

    /** Another drawing placed with its origin at (x, y). */
    public Drawing place(double x, double y, Drawing d) { return add(new Placed(x, y, d)); }

    private Drawing add(Item i) {
        items.add(i);
        return this;
    }

    private static final Graphics2D MEASURE = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();

    /** The width of a text in pixels (for layout: legends, labels that must fit). */
    public static double textWidth(String text, double size, boolean bold) {
        synchronized (MEASURE) { return MEASURE.getFontMetrics(font(size, bold)).getStringBounds(text, MEASURE).getWidth(); }
    }

    /** Paints the picture, white background first, onto {@code g} (origin at the top left). */
    public void paint(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setPaint(Color.WHITE);
        g.fill(new Rectangle2D.Double(0, 0, width, height));
        paintItems(g);
    }

    private void paintItems(Graphics2D g) {
        for (Item i : items) {
            if (i instanceof Shape s) paint(g, s);
            else if (i instanceof Text t) paint(g, t);
            else if (i instanceof Placed p) {
                AffineTransform saved = g.getTransform();
                g.translate(p.x(), p.y());
                p.drawing().paintItems(g);
                g.setTransform(saved);
            }
        }
    }

    private static void paint(Graphics2D g, Shape s) {
        boolean tip = s.tooltip() != null && g instanceof SVGGraphics2D;
        if (tip) {
            g.setRenderingHint(SVGHints.KEY_BEGIN_GROUP, Map.of("class", "tip"));
            g.setRenderingHint(SVGHints.KEY_ELEMENT_TITLE, s.tooltip());
        }
        if (s.fill() != null) {
            g.setPaint(s.fill());
            g.fill(s.geometry());
        }
        if (s.pen() != null) {
            g.setPaint(s.pen().colour());
            g.setStroke(s.pen().stroke());
            g.draw(s.geometry());
        }
        if (tip) g.setRenderingHint(SVGHints.KEY_END_GROUP, "");
    }

    private static void paint(Graphics2D g, Text t) {
        String text = t.text();
        boolean pdf = g instanceof PDFGraphics2D;
        if (pdf) {
            // OrsonPDF's text layer is ASCII (standard Helvetica): typographic signs get their ASCII
            // spelling; text still outside ASCII (Greek letters) is drawn as outlines, exact but not selectable.
            text = ascii(text);
            g.setRenderingHint(PDFHints.KEY_DRAW_STRING_TYPE, text.chars().allMatch(c -> c < 128)
                    ? PDFHints.VALUE_DRAW_STRING_TYPE_STANDARD : PDFHints.VALUE_DRAW_STRING_TYPE_VECTOR);
            if (text.chars().anyMatch(c -> c >= 128)) text = t.text();
        }
        Font f = font(t.size(), t.bold());
        g.setFont(f);
        g.setPaint(t.colour());
        double w = t.anchor() == Anchor.START ? 0 : g.getFontMetrics(f).getStringBounds(text, g).getWidth();
        double dx = t.anchor() == Anchor.MIDDLE ? -w / 2 : t.anchor() == Anchor.END ? -w : 0;
        AffineTransform saved = g.getTransform();
        if (t.degrees() != 0) g.rotate(Math.toRadians(t.degrees()), t.x(), t.y());
        g.drawString(text, (float) (t.x() + dx), (float) t.y());
        g.setTransform(saved);
    }

    /** The ASCII spelling of typographic signs (×, –, ≤, accents); other characters unchanged. */
    static String ascii(String s) {
        String t = s.replace("×", "x").replace("–", "-").replace("—", "-").replace("−", "-").replace("≤", "<=").replace("≥", ">=")
                .replace("≈", "~").replace("·", "*").replace("…", "...").replace("µ", "u").replace("→", "->").replace("’", "'");
        return Normalizer.normalize(t, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
    }

    private static Font font(double size, boolean bold) { return new Font(Font.SANS_SERIF, bold ? Font.BOLD : Font.PLAIN, 1).deriveFont((float) size); }

    private static Path2D path(double[] xy, boolean closed) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(xy[0], xy[1]);
        for (int i = 2; i + 1 < xy.length; i += 2) p.lineTo(xy[i], xy[i + 1]);
        if (closed) p.closePath();
        return p;
    }

    private static Path2D cross(double x, double y, double r) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(x - r, y - r);
        p.lineTo(x + r, y + r);
        p.moveTo(x - r, y + r);
        p.lineTo(x + r, y - r);
        return p;
    }
}
