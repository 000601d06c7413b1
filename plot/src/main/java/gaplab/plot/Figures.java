package gaplab.plot;

import com.orsonpdf.PDFDocument;
import com.orsonpdf.Page;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;
import org.jfree.svg.ViewBox;

/**
 * Writes a {@link Drawing} as SVG (JFreeSVG), PDF (OrsonPDF, for LaTeX) or PNG (at twice the size, for
 * slides); the file's extension chooses the format. Same drawing, same bytes: the PDF's creation date
 * is fixed, the SVG's definition ids have a fixed prefix.
 */
public final class Figures {
    private Figures() {}

    /** The formats, by file extension. */
    public static final List<String> FORMATS = List.of("svg", "pdf", "png");

    /** PNG pixels per drawing pixel. */
    public static final int PNG_SCALE = 2;

    /** Pictures are drawn off screen: no display is needed (and no window opens). */
    static void headless() {
        if (System.getProperty("java.awt.headless") == null) System.setProperty("java.awt.headless", "true");
    }

    static { headless(); }

    /** The format of {@code file} from its extension; an unsupported one is an IllegalArgumentException saying which are. */
    public static String format(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String ext = dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
        if (!FORMATS.contains(ext))
            throw new IllegalArgumentException("the format comes from the extension; supported: .svg, .pdf, .png (got " + name + ")");
        return ext;
    }

    /** Writes the drawing in the format of the file's extension (its folder is created). */
    public static void write(Drawing d, Path file) throws IOException {
        String format = format(file);
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) Files.createDirectories(parent);
        byte[] bytes = switch (format) {
            case "pdf" -> pdf(d);
            case "png" -> png(d);
            default -> svg(d).getBytes(StandardCharsets.UTF_8);
        };
        Files.write(file, bytes);
    }

    /** Writes {@code base}.svg, {@code base}.pdf and {@code base}.png. */
    public static void writeAll(Drawing d, Path base) throws IOException {
        for (String f : FORMATS) write(d, base.resolveSibling(base.getFileName() + "." + f));
    }

    /** A standalone SVG document (UTF-8). */
    public static String svg(Drawing d) {
        SVGGraphics2D g = svgGraphics(d);
        return element(g, d) + "\n";
    }

    /** An SVG element for inline use in HTML: class "chart", scales with its box, labelled for screen readers. */
    public static String inlineSvg(Drawing d) {
        String e = element(svgGraphics(d), d);
        return e.replaceFirst("<svg ", "<svg class=\"chart\" role=\"img\" aria-label=\"" + java.util.regex.Matcher.quoteReplacement(SVGUtils.escapeForXML(d.title())) + "\" ");
    }

    private static SVGGraphics2D svgGraphics(Drawing d) {
        SVGGraphics2D g = new SVGGraphics2D(d.width(), d.height());
        g.setDefsKeyPrefix("gaplab");
        g.setGeomDoubleConverter(SVGUtils.createDoubleConverter(2));
        d.paint(g);
        return g;
    }

    private static String element(SVGGraphics2D g, Drawing d) {
        String e = g.getSVGElement(null, true, new ViewBox(0, 0, (int) Math.ceil(d.width()), (int) Math.ceil(d.height())), null, null);
        return e.replaceFirst(">", "><title>" + java.util.regex.Matcher.quoteReplacement(SVGUtils.escapeForXML(d.title())) + "</title>");
    }

    /** A one-page PDF of the drawing's size (1 px = 1 pt). */
    public static byte[] pdf(Drawing d) {
        PDFDocument doc = new PDFDocument();
        doc.setTitle(Drawing.ascii(d.title()).replaceAll("[^\\x20-\\x7e]", "?"));
        Page page = doc.createPage(new Rectangle2D.Double(0, 0, d.width(), d.height()));
        d.paint(page.getGraphics2D());
        String s = new String(doc.getPDFBytes(), StandardCharsets.ISO_8859_1);
        // OrsonPDF stamps the current time; the same length keeps the cross-reference offsets valid
        s = s.replaceAll("\\(D:\\d{14}", "(D:20000101000000");
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** A PNG at {@link #PNG_SCALE} times the drawing's size. */
    public static byte[] png(Drawing d) throws IOException {
        BufferedImage img = new BufferedImage((int) Math.ceil(d.width() * PNG_SCALE), (int) Math.ceil(d.height() * PNG_SCALE), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.scale(PNG_SCALE, PNG_SCALE);
        d.paint(g);
        g.dispose();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(img, "png", out);
        return out.toByteArray();
    }
}
