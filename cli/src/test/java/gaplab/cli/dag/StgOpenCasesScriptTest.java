package gaplab.cli.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/stg-open-cases.py closes an open STG entry only when lower bounds of two independent families
 * (gaplab's own, exact and exact-cp, which share their lower bounds; cpsat's; the published one) meet a
 * valid schedule, says which method alone proved the rest, and lists the unsettled cases.
 */
class StgOpenCasesScriptTest {
    @TempDir
    Path dir;

    private static final String HEAD = "file,tasks,processors,published_lower,published_upper,status,makespan,bound,millis,agreement\n";

    @Test
    void aCaseIsClosedOnlyByTwoIndependentBounds() throws Exception {
        Path script = Path.of("..", "scripts", "stg-open-cases.py").toAbsolutePath().normalize();
        assumeTrue(Files.isRegularFile(script) && gaplab.cli.Processes.canRun("python3", "--version"), "python3 or the script is not here");
        Files.writeString(dir.resolve("open.csv"), "file,P,lower,upper\nd/50/a.stg,4,94,98\nd/50/b.stg,4,107,115\nd/50/c.stg,8,47,51\nd/50/d.stg,2,10,12\nd/50/e.stg,2,10,12\n"
                + "d/50/f.stg,4,20,25\nd/50/g.stg,4,20,25\n");
        Files.writeString(dir.resolve("exact.csv"), HEAD
                + "\"d/50/a.stg\",50,4,94,98,OPTIMAL,98,98,10,x\n"      // both prove 98: closed
                + "\"d/50/b.stg\",50,4,107,115,FEASIBLE,114,108,10,x\n" // only an improved schedule
                + "\"d/50/c.stg\",50,8,47,51,FEASIBLE,52,47,10,x\n"     // cpsat alone proves 51
                + "\"d/50/d.stg\",50,2,10,12,OPTIMAL,12,12,10,x\n"      // a bound above a valid schedule
                + "\"d/50/e.stg\",50,2,10,12,FEASIBLE,11,10,10,x\n"      // cpsat's bound alone meets the improved schedule
                + "\"d/50/f.stg\",50,4,20,25,OPTIMAL,24,24,10,x\n"       // exact and exact-cp: one family, unconfirmed
                + "\"d/50/g.stg\",50,4,20,25,FEASIBLE,23,21,10,x\n");    // exact-cp and cpsat close it
        Files.writeString(dir.resolve("exact-cp.csv"), HEAD
                + "\"d/50/f.stg\",50,4,20,25,OPTIMAL,24,24,10,x\n"
                + "\"d/50/g.stg\",50,4,20,25,OPTIMAL,23,23,10,x\n");
        Files.writeString(dir.resolve("cpsat.csv"), HEAD
                + "\"d/50/a.stg\",50,4,94,98,OPTIMAL,98,98,10,x\n"
                + "\"d/50/b.stg\",50,4,107,115,FEASIBLE,115,100,10,x\n"
                + "\"d/50/c.stg\",50,8,47,51,OPTIMAL,51,51,10,x\n"
                + "\"d/50/d.stg\",50,2,10,12,FEASIBLE,11,10,10,x\n"
                + "\"d/50/e.stg\",50,2,10,12,FEASIBLE,11,11,10,x\n"
                + "\"d/50/f.stg\",50,4,20,25,FEASIBLE,24,22,10,x\n"
                + "\"d/50/g.stg\",50,4,20,25,OPTIMAL,23,23,10,x\n");
        Process p = new ProcessBuilder("python3", script.toString(), dir.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(1, p.exitValue(), out); // the contradiction is a failure
        List<String> cases = Files.readAllLines(dir.resolve("cases.csv"));
        assertTrue(cases.get(1).contains("closed at 98 (exact and cpsat lower bounds meet it)"), cases.get(1));
        assertTrue(cases.get(2).contains("open: [108, 114]; upper bound improved 115 -> 114; lower bound raised 107 -> 108"), cases.get(2));
        assertTrue(cases.get(3).contains("optimum 51 proven by cpsat alone (unconfirmed); lower bound raised 47 -> 51"), cases.get(3));
        assertTrue(cases.get(4).contains("CONTRADICTION"), cases.get(4));
        assertTrue(cases.get(5).contains("optimum 11 proven by cpsat alone (unconfirmed); upper bound improved 12 -> 11; lower bound raised 10 -> 11"), cases.get(5));
        assertTrue(cases.get(6).contains("optimum 24 proven by exact and exact-cp alone (unconfirmed); upper bound improved 25 -> 24; lower bound raised 20 -> 24"), cases.get(6));
        assertTrue(cases.get(7).contains("closed at 23 (exact-cp and cpsat lower bounds meet it); upper bound improved 25 -> 23"), cases.get(7));
        assertTrue(out.contains("open cases: 7; closed by two independent methods: 2;"), out);
        assertEquals(List.of("file,P,lower,upper", "d/50/b.stg,4,107,115", "d/50/c.stg,8,47,51", "d/50/d.stg,2,10,12", "d/50/e.stg,2,10,12", "d/50/f.stg,4,20,25"),
                Files.readAllLines(dir.resolve("unsettled.csv")));
    }
}
