package gaplab.plot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/** The one drawing package: nice ticks, escaping, and well-formed SVG from every kind of picture. */
class DrawingTest {
    static Document parse(String svg) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void ticksAreNiceNumbers() {
        assertArrayEquals(new double[]{0, 5, 10, 15, 20, 25, 30}, Axis.ticksFromZero(31.12853599198588, 8));
        assertArrayEquals(new double[]{0, 0.2, 0.4, 0.6, 0.8, 1}, Axis.ticks(0, 1, 5), 1e-12);
        assertEquals("3", Axis.label(3.0));
        assertEquals("0.25", Axis.label(0.25));
    }

    @Test
    void textIsEscaped() throws Exception {
        assertEquals("a &lt;b&gt; &amp; &quot;c&quot;", Svg.esc("a <b> & \"c\""));
        String svg = new Gantt("T <&> \"x\"", List.of("P<0>")).kind("task & more", "#123456").bar(0, 0, 3, "task & more", "a<b").svg();
        assertEquals("svg", parse(svg).getDocumentElement().getNodeName());
    }

    @Test
    void everyPictureIsWellFormed() throws Exception {
        Gantt g = new Gantt("makespan 31.13", List.of("P0", "P1", "P2")).kind("task", "#7fb3e6").horizon(31.13);
        for (int i = 0; i < 3; i++) g.bar(i, i, 10 + i, "task", "t" + i);
        Document d = parse(g.svg());
        assertEquals(1 + 2 + 3 + 1, d.getElementsByTagName("rect").getLength(), "background, 2 striped rows, 3 bars, 1 swatch");
        Partition p = new Partition("grid", 4, 2).block(new Partition.Block(0, 0, 0, 2, 2, "PE 0", "PE 0", false))
                .block(new Partition.Block(1, 2, 0, 2, 2, "PE 1", "PE 1", true));
        assertTrue(parse(p.svg()).getElementsByTagName("rect").getLength() >= 3);
        String chart = Plot.chart("c", "x", "y", List.of(new Plot.Series("s", new double[]{1, 2}, new double[]{3, 4})), false, false, Double.NaN);
        assertTrue(parse(chart).getDocumentElement().getAttribute("class").equals("chart"));
        String both = Svg.picture(10, 10).place(0, 0, chart).end();
        assertEquals(2, parse(both).getElementsByTagName("svg").getLength());
    }
}
