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

/** The task-graph Gantt chart (issue 16): only the processors used, messages as arrows with their delay, waiting, copies, a legend of what is drawn. */
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
        assertEquals(1, DagPicture.gantt(i, s).messages().size(), "one message crosses processors (a → c)");
        assertTrue(svg.contains(">5<"), "labelled with its delay");
        assertTrue(svg.contains(">message (delay)<"));
        var waits = DagPicture.gantt(i, s).waits();
        assertEquals(1, waits.size(), "c is ready at 2 on an idle P3 but its data arrive at 7");
        assertEquals(2, waits.get(0).start(), 1e-9);
        assertEquals(7, waits.get(0).end(), 1e-9);
        assertTrue(svg.contains(">waiting for data<"));
        assertFalse(svg.contains(">copy<"), "no copies, no copy in the legend");
        assertTrue(svg.contains(">time<"), "the time axis is labelled");
    }

    @Test
    void aLocalCopySendsNoMessage(@TempDir Path dir) throws Exception {
        DagInstance i = fork();
        Schedule s = new Schedule(List.of(new Schedule.Slot(0, 0, 0, 2, false), new Schedule.Slot(1, 0, 2, 6, false),
                new Schedule.Slot(0, 1, 0, 2, true), new Schedule.Slot(2, 1, 2, 3, false)));
        String svg = draw(i, s, dir);
        assertEquals(0, DagPicture.gantt(i, s).messages().size());
        assertTrue(svg.contains(">copy<"), "a copy is drawn, so the legend lists it");
        assertFalse(svg.contains(">waiting for data<"), "nothing waits");
    }

    @Test
    void heuristicAndOptimumOnOneTimeAxis(@TempDir Path dir) throws Exception {
        DagInstance i = fork();
        Schedule slow = new Schedule(List.of(new Schedule.Slot(0, 0, 0, 2, false), new Schedule.Slot(1, 0, 2, 6, false), new Schedule.Slot(2, 3, 7, 8, false)));
        Schedule fast = new Schedule(List.of(new Schedule.Slot(0, 0, 0, 2, false), new Schedule.Slot(1, 0, 2, 6, false), new Schedule.Slot(2, 0, 6, 7, false)));
        Path f = dir.resolve("pair.svg");
        DagProblem.PROBLEM.writePicture(i, "fork: slow vs fast", List.of("slow", "fast (optimum)"), List.of(slow, fast), f);
        String svg = Files.readString(f);
        assertTrue(svg.contains(">fork: slow vs fast<") && svg.contains(">slow: makespan 8 (2 of 4 processors used)<") && svg.contains(">fast (optimum): makespan 7 (1 of 4 processors used)<"));
        assertEquals(2, count(svg, ">8<"), "both time axes run to the slower makespan, 8");
    }

    static int count(String s, String what) {
        int n = 0;
        for (int k = s.indexOf(what); k >= 0; k = s.indexOf(what, k + 1)) n++;
        return n;
    }
}
