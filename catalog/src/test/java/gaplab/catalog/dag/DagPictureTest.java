package gaplab.catalog.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gaplab.model.dag.DagInstance;
import gaplab.model.dag.Machine;
import gaplab.model.dag.Schedule;
import gaplab.model.dag.TaskGraph;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The task-graph Gantt chart (issue 16): only the processors used, messages as arrows with their delay, a legend of what is drawn. */
class DagPictureTest {

    /** a → b (η 3), a → c (η 5) on complete:4; b beside a, c on another processor: one message of 5, two processors used. */
    static DagInstance fork() throws Exception {
        TaskGraph g = new TaskGraph("t", "fork", List.of("a", "b", "c"), new double[]{2, 4, 1}, new int[]{0, 0}, new int[]{1, 2}, new double[]{3, 5}, Double.NaN, 0);
        return new DagInstance(g, Machine.parse("complete:4"));
    }

    static String draw(DagInstance i, Schedule s, Path dir) throws Exception {
        assertTrue(DagProblem.PROBLEM.checker().check(i, s).valid());
        Path f = dir.resolve("g.svg");
        DagProblem.PROBLEM.writePicture(i, s, f);
        return Files.readString(f);
    }

    @Test
    void onlyUsedProcessorsAndEveryRemoteMessage(@TempDir Path dir) throws Exception {
        DagInstance i = fork();
        Schedule s = new Schedule(List.of(new Schedule.Slot(0, 0, 0, 2, false), new Schedule.Slot(1, 0, 2, 6, false), new Schedule.Slot(2, 3, 7, 8, false)));
        String svg = draw(i, s, dir);
        assertTrue(svg.contains(">P0<") && svg.contains(">P3<"));
        assertFalse(svg.contains(">P1<") || svg.contains(">P2<"), "unused processors are not drawn");
        assertTrue(svg.contains("2 of 4 processors used"));
        assertEquals(1, count(svg, "class=\"message\""), "one message crosses processors (a → c)");
        assertTrue(svg.contains(">5<"), "labelled with its delay");
        assertFalse(svg.contains(">copy<"), "no copies, no copy in the legend");
        assertTrue(svg.contains(">time<"), "the time axis is labelled");
    }

    @Test
    void aLocalCopySendsNoMessage(@TempDir Path dir) throws Exception {
        DagInstance i = fork();
        Schedule s = new Schedule(List.of(new Schedule.Slot(0, 0, 0, 2, false), new Schedule.Slot(1, 0, 2, 6, false),
                new Schedule.Slot(0, 1, 0, 2, true), new Schedule.Slot(2, 1, 2, 3, false)));
        String svg = draw(i, s, dir);
        assertEquals(0, count(svg, "class=\"message\""));
        assertTrue(svg.contains(">copy<"), "a copy is drawn, so the legend lists it");
    }

    static int count(String s, String what) {
        int n = 0;
        for (int k = s.indexOf(what); k >= 0; k = s.indexOf(what, k + 1)) n++;
        return n;
    }
}
