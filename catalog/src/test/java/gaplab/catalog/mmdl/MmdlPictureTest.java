package gaplab.catalog.mmdl;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.core.Options;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The round's Gantt chart (issue 16): the title's round time has at most four significant digits, and the legend lists only the kinds drawn. */
class MmdlPictureTest {
    @Test
    void titleIsRoundedAndLegendListsWhatIsDrawn(@TempDir Path dir) throws Exception {
        var p = MmdlProblem.PROBLEM;
        int n = 0;
        for (var f : p.fixtures()) {
            var o = p.exactSolver().orElseThrow().solve(f.instance(), Options.defaults());
            if (!o.hasSolution()) continue;
            Path svg = dir.resolve("f" + n++ + ".svg");
            p.writePicture(f.instance(), o.solution(), svg);
            String s = Files.readString(svg);
            var m = Pattern.compile("MMDL round, T = ([0-9.eE+-]+),").matcher(s);
            assertTrue(m.find(), s.substring(0, Math.min(400, s.length())));
            assertTrue(m.group(1).replace(".", "").replaceFirst("^0+", "").length() <= 4, "rounded: " + m.group(1));
            boolean results = MmdlProblem.gantt(f.instance(), o.solution()).bars().stream().anyMatch(b -> b.kind().equals("send results"));
            assertTrue(results == s.contains(">send results<"), "the legend lists result messages exactly when some are drawn");
        }
        assertTrue(n > 0);
    }
}
