package gaplab.plot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** The drawing layer: nice ticks, a greyscale-safe palette, and one drawing written as well-formed SVG, a PDF and a PNG. */
class DrawingTest {
    static Document parse(String svg) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    static Gantt gantt() {
        Gantt g = new Gantt("makespan 31.13 <&>", List.of("P0", "P1", "P2")).kind("task", Palette.tint(Palette.colour(0), 0.55))
                .kind("copy", Palette.colour(1), true).horizon(31.13, "makespan");
        for (int i = 0; i < 3; i++) g.bar(i, i, 10 + i, "task", "t" + i);
        return g.message(0, 10, 1, 14, "4").waiting(1, 11, 14, "t3 waits for data").bar(1, 14, 20, "task", "t3");
    }

    @Test
    void ticksAreNiceNumbers() {
        assertArrayEquals(new double[]{0, 5, 10, 15, 20, 25, 30}, Axis.ticksFromZero(31.12853599198588, 8));
        assertArrayEquals(new double[]{0, 0.2, 0.4, 0.6, 0.8, 1}, Axis.ticks(0, 1, 5), 1e-12);
        assertEquals("3", Axis.label(3.0));
        assertEquals("0.25", Axis.label(0.25));
        assertEquals("31.13", Fmt.sig(31.12853599198588, 4));
        assertEquals("12.33", Fmt.sig(37 / 3.0, 4));
        assertEquals("1235", Fmt.sig(1234.5, 2));
        assertEquals("12345", Fmt.sig(12345, 4));
        assertEquals("0.001235", Fmt.sig(0.00123456, 4));
    }

    @Test
    void paletteSurvivesGreyscale() {
        for (int i = 0; i < Palette.COLOURS.length; i++)
            for (int j = i + 1; j < Palette.COLOURS.length; j++)
                assertTrue(Math.abs(Palette.grey(Palette.COLOURS[i]) - Palette.grey(Palette.COLOURS[j])) >= 25,
                        "colours " + i + " and " + j + " print as grey values " + Palette.grey(Palette.COLOURS[i]) + " and " + Palette.grey(Palette.COLOURS[j]));
        Set<String> styles = new HashSet<>();
        for (int k = 0; k < 30; k++)
            assertTrue(styles.add(Palette.colour(k) + java.util.Arrays.toString(Palette.dash(k)) + Palette.marker(k)), "series " + k + " has a style of its own");
    }

    @Test
    void svgIsWellFormedWithTitleAndTooltips() throws Exception {
        String svg = Figures.svg(gantt().drawing());
        Document d = parse(svg);
        assertEquals("svg", d.getDocumentElement().getNodeName());
        assertTrue(svg.contains("makespan 31.13 &lt;&amp;&gt;"), "the title, escaped");
        assertTrue(svg.contains("<title>task t3 [14, 20]</title>"), "a bar's tooltip");
        assertTrue(svg.contains(">message (delay)<") && svg.contains(">waiting for data<") && svg.contains(">task<"));
        assertFalse(svg.contains(">copy<"), "no copy drawn: the legend does not list it");
        assertEquals(svg, Figures.svg(gantt().drawing()), "same drawing, same bytes");
        String inline = Figures.inlineSvg(Plot.chart("c", "x", "y", List.of(new Plot.Series("s", new double[]{1, 2}, new double[]{3, 4})), false, false, Double.NaN));
        assertEquals("chart", parse(inline).getDocumentElement().getAttribute("class"));
    }

    @Test
    void pdfAndPngComeFromTheSameDrawing(@TempDir Path dir) throws Exception {
        Drawing d = Charts.bars("Fig. 7: speed-up × 2 – η", "percent", List.of("50 tasks", "100 tasks"), List.of("a", "b"), new double[][]{{1, -2}, {3, Double.NaN}});
        byte[] pdf = Figures.pdf(d);
        assertTrue(new String(pdf, 0, 5, StandardCharsets.ISO_8859_1).equals("%PDF-"));
        assertArrayEquals(pdf, Figures.pdf(d), "the PDF is deterministic (fixed creation date)");
        assertArrayEquals(Figures.png(d), Figures.png(d), "the PNG is deterministic");
        BufferedImage png = ImageIO.read(new ByteArrayInputStream(Figures.png(d)));
        assertEquals((int) Math.ceil(d.width() * Figures.PNG_SCALE), png.getWidth());
        assertTrue(nonWhite(png) > png.getWidth() * png.getHeight() / 100, "the PNG is not blank");
        for (String f : Figures.FORMATS) {
            Figures.write(d, dir.resolve("sub/x." + f));
            assertTrue(Files.size(dir.resolve("sub/x." + f)) > 100);
        }
        var e = assertThrows(IllegalArgumentException.class, () -> Figures.write(d, dir.resolve("x.gif")));
        assertTrue(e.getMessage().contains(".svg, .pdf, .png"), e.getMessage());
        assertEquals("x 2 - <= e", Drawing.ascii("× 2 – ≤ é"));
    }

    @Test
    void stackedChartsShareOneTimeAxis() throws Exception {
        Gantt slow = gantt(), fast = new Gantt("fast", List.of("P0")).kind("task", Color.GRAY).bar(0, 0, 5, "task", "t0");
        String svg = Figures.svg(Gantt.stack("slow vs fast", List.of(slow, fast)));
        parse(svg);
        assertEquals(2, svg.split(">30<", -1).length - 1, "both axes run to 31.13: a tick at 30 in each");
        Partition p = new Partition("grid", 4, 2).block(new Partition.Block(0, 0, 0, 2, 2, "PE 0", "PE 0", false))
                .block(new Partition.Block(1, 2, 0, 2, 2, "PE 1", "PE 1", true));
        assertTrue(parse(Figures.svg(p.drawing())).getElementsByTagName("rect").getLength() >= 3);
    }

    static long nonWhite(BufferedImage img) {
        long n = 0;
        for (int y = 0; y < img.getHeight(); y++) for (int x = 0; x < img.getWidth(); x++) if ((img.getRGB(x, y) & 0xffffff) != 0xffffff) n++;
        return n;
    }
}
