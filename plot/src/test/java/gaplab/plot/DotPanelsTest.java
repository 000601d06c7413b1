package gaplab.plot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Dot panels: a marker per finite value with its tooltip, one panel title each, nothing to draw without a value; the same input, the same SVG. */
class DotPanelsTest {

    @Test
    void aMarkerPerValueAPanelEachAndTheSamePictureTwice() {
        List<DotPanels.Panel> panels = List.of(
                new DotPanels.Panel("two processors", List.of(new DotPanels.Dot(0, 0, 1.0, "a on x"), new DotPanels.Dot(0, 0, 1.0, "a on y"),
                        new DotPanels.Dot(1, 1, 1.4, "b on x"), new DotPanels.Dot(1, 1, Double.NaN, "b on y"))),
                new DotPanels.Panel("four processors", List.of(new DotPanels.Dot(1, 0, 1.2, "b on z"))));
        Drawing d = DotPanels.draw("ratios", "makespan / optimum", List.of("a", "b"), List.of("1MB/s", "10MB/s"), panels, 1.0, "optimal");
        String svg = Figures.svg(d);
        for (String s : List.of("two processors", "four processors", "a on x", "a on y", "b on x", "b on z", "1MB/s", "10MB/s", "optimal", "mean"))
            assertTrue(svg.contains(s), s);
        assertTrue(!svg.contains("b on y"), "a value that is no number draws nothing");
        assertEquals(svg, Figures.svg(DotPanels.draw("ratios", "makespan / optimum", List.of("a", "b"), List.of("1MB/s", "10MB/s"), panels, 1.0, "optimal")));
        assertNull(DotPanels.draw("t", "y", List.of("a"), List.of("g"), List.of(new DotPanels.Panel("p", List.of(new DotPanels.Dot(0, 0, Double.NaN, "n")))), 1.0, "r"));
    }
}
