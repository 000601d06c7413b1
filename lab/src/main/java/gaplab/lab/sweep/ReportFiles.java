package gaplab.lab.sweep;

import gaplab.plot.Drawing;
import gaplab.plot.Figures;
import gaplab.plot.Fmt;
import java.io.IOException;
import java.nio.file.Path;

/** The report's figure files: each chart inline and as SVG, PDF and PNG next to the page, linked under its caption. */
final class ReportFiles {
    private ReportFiles() {}

    /** A file name from free text (letters, digits and . _ + = - kept). */
    static String slug(String s) { return s.replaceAll("[^A-Za-z0-9._+=-]+", "_"); }

    /** "SVG · PDF · PNG" links to the three files of {@code base}. */
    static String links(String base) {
        StringBuilder h = new StringBuilder("<span class=\"dl\">");
        for (String f : Figures.FORMATS)
            h.append(f.equals("svg") ? "" : " · ").append("<a href=\"").append(Fmt.esc(base + "." + f)).append("\">").append(f.toUpperCase(java.util.Locale.ROOT)).append("</a>");
        return h.append("</span>").toString();
    }

    /** An inline chart with its caption and links to its files (written under figures/); a null drawing gives {@code empty} as a note. */
    static String figure(Drawing d, String caption, Path dir, String name, String empty) throws IOException {
        if (d == null) return "<p class=\"note\">" + Fmt.esc(empty) + "</p>\n";
        String base = "figures/" + slug(name);
        Figures.writeAll(d, dir.resolve(base));
        return "<figure>" + Figures.inlineSvg(d) + "<figcaption>" + Fmt.esc(caption) + " " + links(base) + "</figcaption></figure>\n";
    }
}
